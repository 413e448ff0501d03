// The poverty forecast: what running the city, the hand limit and the end of the game will cost, checked
// against what the moves then really do.
import { describe, expect, it } from 'vitest'
import { povertyForecast, runPovertyEachRun } from './forecast'
import { apply } from './index'
import { legalActions } from './legal'
import { Rng } from './rng'
import { createGame } from './setup'
import {
  ACTION,
  EDITIONS,
  RUN,
  act,
  acts,
  addCard,
  addStack,
  at,
  game,
  giveDistricts,
  setHand,
  setPlayer,
  shrinkDeck,
  valid,
} from './test-builders'
import { topDistrict } from './queries'
import { view } from './view'
import type { GameState } from './types'

describe('poverty forecast: running the city (second edition)', () => {
  function city(): GameState {
    const s = at(game('second', 2, 31), 0, ACTION)
    setHand(s, 0, ['Vintners', 'Paupers', 'Paupers'])
    setPlayer(s, 0, { poverty: 2, loans: 1, money: 20 })
    addCard(s, 0, 'Grand Hotel')
    addStack(s, 0, ['Salters', 'Brewing'])
    return valid(s)
  }

  it('stacks + loans + cards in hand, before choosing to run', () => {
    const f = povertyForecast(city(), 0)
    expect(f.run).toEqual({ stacks: 2, loans: 1, hand: 3, handWaived: false, district: 0, change: 6, before: 2, after: 8 })
    expect(f.handLimit).toBeNull()
    expect(f.finalHand).toBeNull()
  })

  it('equals what finishing the run gives, as the hand shrinks during the run', () => {
    const s = act(city(), { type: 'chooseRunCity' })
    const hotel = s.players[0]!.stacks[0]![0]!.card
    const t = act(s, { type: 'activate', card: hotel })
    const f = povertyForecast(t, 0)
    expect(f.run.after).toBe(act(t, { type: 'endRun' }).players[0]!.poverty)
  })

  it("includes the top district's run effect until it is taken (Wandsworth +2)", () => {
    const s = city()
    giveDistricts(s, 0, ['Hackney', 'Wandsworth'])
    const before = povertyForecast(s, 0).run
    expect(before.district).toBe(2)
    expect(before.change).toBe(8)
    const running = act(s, { type: 'chooseRunCity' })
    const hotel = running.players[0]!.stacks[0]![0]!.card
    const taken = acts(running, [{ type: 'activate', card: hotel }, { type: 'runDistrict' }])
    const after = povertyForecast(taken, 0).run
    expect(after.district).toBe(0)
    expect(after.after).toBe(before.after)
    expect(act(taken, { type: 'endRun' }).players[0]!.poverty).toBe(before.after)
  })

  it('only the top district counts (Wandsworth covered: nothing)', () => {
    const s = city()
    giveDistricts(s, 0, ['Wandsworth', 'Hackney'])
    expect(povertyForecast(s, 0).run.district).toBe(0)
  })

  it('Public Houses activated: the hand adds nothing, and the forecast says why', () => {
    const s = at(game('second', 2, 32), 0, RUN)
    setHand(s, 0, ['Vintners', 'Paupers'])
    const pub = addCard(s, 0, 'Public Houses')
    valid(s)
    const t = act(s, { type: 'activate', card: pub })
    const f = povertyForecast(t, 0).run
    expect(f.handWaived).toBe(true)
    expect(f.hand).toBe(0)
    expect(f.after).toBe(act(t, { type: 'endRun' }).players[0]!.poverty)
  })
})

describe('poverty forecast: classic boroughs', () => {
  it('each borough removes one, never below zero', () => {
    const s = at(game('classic', 2, 33), 0, RUN)
    setHand(s, 0, [])
    setPlayer(s, 0, { poverty: 1 })
    const hotel = addCard(s, 0, 'Grand Hotel')
    giveDistricts(s, 0, ['City', 'Westminster', 'Southwark & Bermondsey', 'Lambeth'])
    valid(s)
    const f = povertyForecast(s, 0).run
    expect(f).toMatchObject({ stacks: 1, loans: 0, hand: 0, district: -4, change: -3, before: 1, after: 0 })
    expect(acts(s, [{ type: 'activate', card: hotel }, { type: 'endRun' }]).players[0]!.poverty).toBe(0)
  })
})

describe.each(EDITIONS)('poverty forecast: hand limit and the end of the game (%s)', (edition) => {
  it('at the hand-limit step: cards to discard and cards kept', () => {
    const s = at(game(edition, 2, 34), 0, { kind: 'handLimit' })
    setHand(s, 0, [
      'Vintners',
      'Paupers',
      'Paupers',
      'Salters',
      'Brewing',
      'Grand Hotel',
      'Shops',
      'Sewers',
      'Grocers',
      'Coffee House',
      'Hospital',
    ])
    valid(s)
    const f = povertyForecast(s, 0)
    expect(f.handLimit).toEqual({ limit: 9, discard: 2, keep: 9 })
    // another seat is not at its hand limit
    expect(povertyForecast(s, 1).handLimit).toBeNull()
    expect(f.finalHand).toBeNull()
  })

  it('in the final round: the hand kept becomes poverty at the end, as scoring then counts it', () => {
    let s = at(game(edition, 2, 35), 1, { kind: 'handLimit' })
    setHand(s, 1, ['Vintners', 'Paupers'])
    setHand(s, 0, ['Salters', 'Brewing', 'Paupers'])
    shrinkDeck(s, 0)
    s.lastTurnSeat = 0
    valid(s)
    expect(povertyForecast(s, 1).finalHand).toEqual({ cards: 2, poverty: 2 })
    const mine = povertyForecast(s, 0)
    expect(mine.finalHand).toEqual({ cards: 3, poverty: 3 })
    // seat 1 discards nothing (two cards): seat 0 plays its last turn; its hand at the end is what scoring counts
    s = act(s, { type: 'discard', card: s.players[1]!.hand[0]! })
    expect(s.current).toBe(0)
    const f = povertyForecast(s, 0)
    expect(f.finalHand).toEqual({ cards: 3, poverty: 3 })
  })

  it('works on a view: counts are public, so every seat forecasts the same', () => {
    const s = at(game(edition, 2, 36), 0, ACTION)
    setHand(s, 0, ['Vintners', 'Paupers'])
    addCard(s, 0, 'Grand Hotel')
    valid(s)
    expect(povertyForecast(view(s, 0), 0)).toEqual(povertyForecast(s, 0))
    expect(povertyForecast(view(s, 1), 0)).toEqual(povertyForecast(s, 0))
  })
})

describe.each(EDITIONS)('poverty forecast in random games (%s)', (edition) => {
  it('before every end of a run, the forecast equals the poverty that follows; at game end the hand counts as forecast', () => {
    let checked = 0
    for (const seed of [3, 4]) {
      let s = createGame({ edition, players: 3, seed })
      const rng = new Rng(seed)
      let finalHands: (number | null)[] = s.players.map(() => null)
      while (s.phase.kind !== 'over') {
        const legal = legalActions(s).filter((a) => a.type !== 'takeLoan')
        const a = rng.pick(legal)
        if (a.type === 'endRun') {
          const f = povertyForecast(s, s.current)
          const r = apply(s, a)
          if (!r.ok) throw new Error(r.error.message)
          expect(r.state.players[s.current]!.poverty).toBe(f.run.after)
          checked++
        }
        if (s.lastTurnSeat !== null) finalHands = s.players.map((_, seat) => povertyForecast(s, seat).finalHand?.poverty ?? null)
        const r = apply(s, a)
        if (!r.ok) throw new Error(r.error.message)
        s = r.state
      }
      // the forecasts seen just before the last move equal the cards scoring turned into poverty
      s.result!.scores.forEach((score, seat) => {
        const handStep = score.steps.find((st) => st.id === 'handPoverty')!
        expect(handStep.detail).toBe(finalHands[seat])
      })
    }
    expect(checked).toBeGreaterThan(5)
  })
})

describe.each(EDITIONS)('poverty of every run, apart from the hand, in random games (%s)', (edition) => {
  it('ending a run adds it and the hand (the top district effect taken in the run; classic boroughs remove)', () => {
    let checked = 0
    for (const players of [2, 3, 4]) {
      let s = createGame({ edition, players, seed: 40 + players })
      const rng = new Rng(players)
      while (s.phase.kind !== 'over') {
        const legal = legalActions(s).filter((a) => a.type !== 'takeLoan')
        const a = rng.pick(legal)
        const r = apply(s, a)
        if (!r.ok) throw new Error(r.error.message)
        if (a.type === 'endRun') {
          const seat = s.current
          const p = s.players[seat]!
          // the second edition's top district ran as a step of this run (endRun refuses before): not again here
          const taken = topDistrict(s, seat)?.runPoverty ?? 0
          const hand = s.turn.handPovertyWaived ? 0 : p.hand.length
          expect(r.state.players[seat]!.poverty).toBe(Math.max(0, p.poverty + runPovertyEachRun(s, seat) - taken + hand))
          checked++
        }
        s = r.state
      }
    }
    expect(checked).toBeGreaterThan(10)
  })
})
