import { describe, expect, it } from 'vitest'
import { Rng, applyInPlace, candidateActions as engineCandidates, checkAction, createGame, type Action } from '../engine/index'
import { ACTION, DEVELOP, START_DRAW, addCard, at, game, giveDistricts, setBoard, setHand } from '../engine/test-builders'
import { PLAIN_POLICY, POLICY_PARAMS, policyAction, rankedActions, runActivatable, type PolicyStyle } from './policy'
import { context, gainOf } from './policy-context'
import { TUNED_POLICY } from './policy-weights'
import { HARD_SEARCH, ROLLOUT_NOISE } from './search'

const styleOf = (gains: boolean): PolicyStyle => (gains ? { params: POLICY_PARAMS, cityGains: true } : PLAIN_POLICY)

const score = (ranked: { action: Action; score: number }[], pick: (a: Action) => boolean) => ranked.find((r) => pick(r.action))!.score

describe('the policy with gains (Hard in classic)', () => {
  it('values taking an Omnibus by the boroughs the seat holds; without gains, at a flat worth', () => {
    const s = at(game('classic', 2), 0, START_DRAW)
    const { top } = setBoard(s, ['Omnibus'])
    const omnibus = top[0]!
    const takeOmnibus = (a: Action) => a.type === 'drawBoard' && a.card === omnibus
    const taking = (gains: boolean) => score(rankedActions(s, undefined, styleOf(gains)), takeOmnibus)
    const flat = taking(false)
    // no borough yet: an Omnibus would bring nothing
    expect(taking(true)).toBeLessThan(flat)
    giveDistricts(s, 0, ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham'])
    expect(taking(false)).toBe(flat)
    expect(taking(true)).toBeGreaterThan(flat)
  })

  it('values placing an Omnibus by the boroughs the seat holds', () => {
    const s = at(game('classic', 2), 0, DEVELOP)
    const [omnibus] = setHand(s, 0, ['Omnibus', 'Omnibus', 'Paupers'])
    giveDistricts(s, 0, ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham'])
    const legal = engineCandidates(s).filter((a) => checkAction(s, a) === null)
    const placing = (gains: boolean) => score(rankedActions(s, legal, styleOf(gains)), (a) => a.type === 'place' && a.card === omnibus)
    expect(placing(true)).toBeGreaterThan(placing(false))
  })
})

describe("the weights of Hard's policy", () => {
  it('count the given share of what a gaining card would bring now', () => {
    const s = at(game('classic', 2), 0, START_DRAW)
    const { top } = setBoard(s, ['Omnibus'])
    giveDistricts(s, 0, ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham'])
    const half: PolicyStyle = { params: { ...POLICY_PARAMS, gainShare: 0.5 }, cityGains: true }
    expect(gainOf(context(s, styleOf(true)), top[0]!)).toEqual({ money: 4, prestige: 0 })
    expect(gainOf(context(s, half), top[0]!)).toEqual({ money: 2, prestige: 0 })
    expect(gainOf(context(s, PLAIN_POLICY), top[0]!)).toBeNull()
  })

  it("classic Hard's tuned policy beats the plain policy it was tuned against, on other deals than the tuning's", () => {
    const tuned = HARD_SEARCH.classic.policy
    expect(tuned.params).toBe(TUNED_POLICY.classic)
    let wins = 0
    const games = 200
    for (let g = 0; g < games; g++) {
      const rng = new Rng(90_000 + g)
      const s = createGame({ edition: 'classic', players: 2, seed: rng.int(2 ** 31) })
      const seat = g % 2
      while (s.phase.kind !== 'over')
        applyInPlace(s, policyAction(s, rng, ROLLOUT_NOISE, undefined, s.current === seat ? tuned : PLAIN_POLICY))
      if (s.result!.winners.includes(seat)) wins += 1 / s.result!.winners.length
    }
    // tune:policy printed about 0.7 on its held-out games; the plain policy against itself wins half
    expect(wins / games).toBeGreaterThan(0.6)
    // 200 whole games: a few seconds alone, far more on a loaded 2-core machine (a time limit is no check here)
  }, 120_000)
})

describe('the cards the policy counts on when it weighs running the city', () => {
  it('are those the engine would let it activate: a cost paid from the hand, something to act on, a card activated first', () => {
    const s = at(game('classic', 2, 3), 0, ACTION)
    setBoard(s, [])
    setHand(s, 0, ['Salters'])
    const exhibition = addCard(s, 0, 'Great Exhibition')
    const coffee = addCard(s, 0, 'Coffee House')
    const whitehall = addCard(s, 0, 'Whitehall')
    // Great Exhibition needs a blue card, Coffee House a building on the board, Whitehall a card activated this
    // turn: nothing can be activated, so the run cannot be chosen (classic)
    expect(runActivatable(s)).toEqual(new Set())
    const grocers = addCard(s, 0, 'Grocers')
    // Grocers may be activated, and Whitehall after it
    expect(runActivatable(s)).toEqual(new Set([grocers, whitehall]))
    setHand(s, 0, ['Salters', 'Water Works'])
    setBoard(s, ['Almshouses'])
    expect(runActivatable(s)).toEqual(new Set([grocers, whitehall, exhibition, coffee]))
    // a face-down card is never counted
    const facedown = addCard(s, 0, 'Theatre Royal', false)
    expect(runActivatable(s).has(facedown)).toBe(false)
  })
})
