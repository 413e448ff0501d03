import { describe, expect, it } from 'vitest'
import { Rng, actionKey, apply, createGame, legalActions, view } from '../engine/index'
import { BOT_LEVELS, NotYourTurnError, chooseAction } from './index'
import { estimateScores, reward } from './evaluate'
import { seededPositions } from './test-positions'
import { candidateActions, policyAction, rankedActions } from './policy'
import { ACTION, RUN, addCard, at, districtId, game, setHand, setOffer, setPlayer } from '../engine/test-builders'

const positions = seededPositions([3, 90, 260], [3])

describe('chooseAction', { timeout: 120_000 }, () => {
  for (const level of BOT_LEVELS) {
    it(`${level} always chooses a legal action, never a voluntary loan`, () => {
      for (const { state } of positions) {
        const a = chooseAction(view(state, state.current), level, { seed: 1, now: () => 0, iterations: 10 })
        const legal = legalActions(state).map(actionKey)
        expect(legal).toContain(actionKey(a))
        if (legal.length > 1) expect(a.type).not.toBe('takeLoan')
        expect(apply(state, a).ok).toBe(true)
      }
    })
  }

  it('refuses a view whose seat is not to move', () => {
    const s = createGame({ edition: 'second', players: 3, seed: 1 })
    expect(() => chooseAction(view(s, (s.current + 1) % 3), 'easy', { seed: 1, now: () => 0 })).toThrow(NotYourTurnError)
  })

  it('answers a trivial decision at once, without searching', () => {
    // a state with exactly one useful action: find one in random play
    const found = positions.find(
      ({ state }) => legalActions(state).filter((a) => a.type !== 'takeLoan' && a.type !== 'stockExchange').length === 1,
    )
    if (!found) return
    const stats = { iterations: -1 }
    chooseAction(view(found.state, found.state.current), 'hard', { seed: 1, now: () => 0, stats })
    expect(stats.iterations).toBe(0)
  })

  it('hard stops at its wall-clock budget (injected clock)', () => {
    const { state } = positions.find(({ state }) => legalActions(state).length > 3)!
    let t = 0
    const stats = { iterations: 0 }
    // each clock read advances 10 ms: a 100 ms budget allows about ten iterations
    chooseAction(view(state, state.current), 'hard', { seed: 1, budgetMs: 100, now: () => (t += 10), stats })
    expect(stats.iterations).toBeGreaterThan(0)
    expect(stats.iterations).toBeLessThan(20)
  })
})

describe('evaluation', () => {
  it('scores finished games exactly and rewards winners', () => {
    for (const { state } of positions) {
      const scores = estimateScores(state)
      expect(scores.every(Number.isFinite)).toBe(true)
      const r = reward(state, 0)
      expect(r).toBeGreaterThanOrEqual(0)
      expect(r).toBeLessThanOrEqual(1)
    }
  })
})

describe('policy candidates', () => {
  it('judging only the candidates kept gives the same list as judging every legal action first', () => {
    let n = 0
    for (const { state } of seededPositions([5, 30, 60, 120, 200, 300], [1, 2, 3])) {
      expect(candidateActions(structuredClone(state)).map(actionKey)).toEqual(
        candidateActions(structuredClone(state), legalActions(state)).map(actionKey),
      )
      n++
    }
    expect(n).toBeGreaterThan(100)
  })

  it('the policy judging only its choice picks what it picks from the judged candidates (no noise)', () => {
    for (const { state } of seededPositions([5, 30, 60, 120, 200, 300], [1, 2, 3])) {
      const quick = policyAction(structuredClone(state), new Rng(1), 0)
      const judged = policyAction(structuredClone(state), new Rng(1), 0, candidateActions(structuredClone(state)))
      expect(actionKey(quick)).toBe(actionKey(judged))
      expect(apply(state, quick).ok).toBe(true)
    }
  })

  it('when the least useful spend is refused, the next one is kept', () => {
    // Great Exhibition costs a blue card: the Pauper (least useful) is proposed, refused, and Water Works kept
    const s = at(game('classic', 2, 12), 0, RUN)
    const exhibition = addCard(s, 0, 'Great Exhibition')
    const [, water] = setHand(s, 0, ['Paupers', 'Water Works', 'Theatre Royal'])
    const lazy = candidateActions(structuredClone(s))
    expect(lazy.map(actionKey)).toEqual(candidateActions(structuredClone(s), legalActions(s)).map(actionKey))
    const spends = lazy.filter((a) => a.type === 'activate' && a.card === exhibition)
    expect(spends).toEqual([{ type: 'activate', card: exhibition, spend: water }])
  })
})

describe('policy: poverty relief of districts (second edition)', () => {
  /** The policy's score for buying `name` when both players have `poverty`. */
  function buyScore(name: string, poverty: number): number {
    const s = at(game('second', 2, 10), 0, ACTION)
    setOffer(s, [name, 'City', 'Westminster'])
    for (const seat of [0, 1]) setPlayer(s, seat, { money: 20, poverty })
    const d = districtId(s, name)
    return rankedActions(s).find((r) => r.action.type === 'buyLand' && r.action.district === d)!.score
  }

  it('a purchase is worth more when it removes poverty, up to the relief (no banking)', () => {
    // Lewisham removes 3 (provisional): with 3 poverty all of it counts, with 0 none
    expect(buyScore('Lewisham', 3) - buyScore('Lewisham', 0)).toBeGreaterThan(1)
    // Hackney removes 1: from 1 poverty up, more poverty adds nothing to the relief
    expect(buyScore('Hackney', 1) - buyScore('Hackney', 0)).toBeGreaterThan(0.3)
    expect(buyScore('Hackney', 3)).toBeCloseTo(buyScore('Hackney', 1))
  })
})
