import { describe, expect, it } from 'vitest'
import { Rng, actionKey, applyInPlace, catalogFor, createGame, legalActions, view, type Action, type Edition } from '../engine/index'
import { analystLevel } from '../limits'
import { analyse, gainsOf, reasonLine, sameMove } from './analyse'
import { chooseAction } from './index'
import { determinize } from './determinize'
import { expertSearch } from './expert'
import { candidateActions } from './policy'
import { hardSearch, linearJudge, type SearchStats } from './search'
import { seededPositions } from './test-positions'

const now = () => {
  throw new Error('the clock must not be read with a fixed iteration count')
}

describe("analyse: the analyst's search with its root statistics", { timeout: 120_000 }, () => {
  const positions = seededPositions([40, 200], [3])

  it("prefers the move the analyst's level plays with the same dice, and accounts for every simulation", () => {
    let searched = 0
    for (const { label, state } of positions) {
      const v = view(state, state.current)
      const a = analyse(v, { seed: 9, now, budgetMs: 0, iterations: 60 })
      expect(a.level, label).toBe(analystLevel(state.options.edition, state.options.players))
      expect(actionKey(a.best), label).toBe(actionKey(chooseAction(v, a.level, { seed: 9, now, iterations: 60 })))
      if (a.moves.length === 0) continue
      searched++
      // every simulation is accounted for (the search may stop early when the choice is clear)
      expect(a.iterations).toBeLessThanOrEqual(60)
      expect(
        a.moves.reduce((n, m) => n + m.visits, 0),
        label,
      ).toBe(a.iterations)
      // most visited first, the best among the most visited
      expect(a.moves[0]!.visits).toBe(Math.max(...a.moves.map((m) => m.visits)))
      expect(a.moves.some((m) => actionKey(m.action) === actionKey(a.best))).toBe(true)
      for (const m of a.moves) {
        expect(m.reward).toBeGreaterThanOrEqual(0)
        expect(m.reward).toBeLessThanOrEqual(1)
        expect(Number.isFinite(m.margin)).toBe(true)
        expect(m.marginSe).toBeGreaterThanOrEqual(0)
      }
      expect(a.reason.margin).toBe(a.moves.find((m) => actionKey(m.action) === actionKey(a.best))!.margin)
      if (a.reason.next) {
        expect(actionKey(a.reason.next)).not.toBe(actionKey(a.best))
        expect(a.reason.edge).toBeCloseTo(a.reason.margin! - a.moves.find((m) => m.action === a.reason.next)!.margin, 9)
      }
      expect(reasonLine(a.reason)).toMatch(/estimated final margin [+-]?\d/)
    }
    expect(searched).toBeGreaterThan(positions.length / 2)
  })

  it('is deterministic for a fixed seed and iteration count', () => {
    const { state } = positions[1]!
    const v = view(state, state.current)
    expect(analyse(v, { seed: 4, now, budgetMs: 0, iterations: 30 })).toEqual(analyse(v, { seed: 4, now, budgetMs: 0, iterations: 30 }))
  })

  it('examines only the moves given to `only` (a voluntary loan too, never one of its own candidates)', () => {
    const state = createGame({ edition: 'second', players: 2, seed: 5 })
    const v = view(state, state.current)
    const loan: Action = { type: 'takeLoan' }
    const wide = analyse(v, { seed: 1, now, budgetMs: 0, iterations: 80 })
    expect(wide.moves.some((m) => m.action.type === 'takeLoan')).toBe(false)
    const pair = analyse(v, { seed: 1, now, budgetMs: 0, iterations: 20, only: [wide.best, loan] })
    expect(pair.moves.map((m) => actionKey(m.action)).sort()).toEqual([actionKey(wide.best), actionKey(loan)].sort())
  })

  it("tells what the move gains now from the seat's own numbers", () => {
    const s = createGame({ edition: 'second', players: 2, seed: 12 })
    const seat = s.current
    expect(gainsOf(s, seat, { type: 'takeLoan' })).toEqual({
      money: 10,
      prestige: 0,
      poverty: 0,
      loans: 1,
      hand: 0,
      stacks: 0,
      districts: 0,
    })
    expect(gainsOf(s, seat, { type: 'drawDeck' })).toMatchObject({ money: 0, hand: 1, stacks: 0 })
    // the position itself is left as it was
    expect(s.players[seat]!.loans).toBe(0)
  })

  it('answers a position with one sensible move without searching', () => {
    // the hand limit with two copies of one card and nothing else to discard would be one move; the first draw of a
    // fresh game with an empty board is one too (the deck, or a loan)
    const s = createGame({ edition: 'classic', players: 3, seed: 8 })
    s.board.top.fill(null)
    s.board.bottom.fill(null)
    const v = view(s, s.current)
    expect(legalActions(s).filter((x) => x.type !== 'takeLoan')).toHaveLength(1)
    const a = analyse(v, { seed: 1, now, budgetMs: 0, iterations: 50 })
    expect(a.best).toEqual({ type: 'drawDeck' })
    expect(a.moves).toEqual([])
    expect(a.iterations).toBe(0)
    expect(a.reason).toMatchObject({ margin: null, edge: null, next: null, gains: { hand: 1 } })
    expect(reasonLine(a.reason)).toMatch(/only sensible move/)
  })

  it('sameMove: identical copies of a card are one decision, cards on different stacks are not', () => {
    const s = createGame({ edition: 'classic', players: 2, seed: 1 })
    const cards = catalogFor('classic').cards
    const twins = cards.map((c, i) => [c.key, i] as const).filter(([k], _, all) => all.filter(([x]) => x === k).length > 1)
    const [key] = twins[0]!
    const [a, b] = twins.filter(([k]) => k === key).map(([, i]) => i)
    expect(sameMove(s, { type: 'discard', card: a! }, { type: 'discard', card: b! })).toBe(true)
    expect(sameMove(s, { type: 'place', card: a!, spend: null, onto: null }, { type: 'place', card: b!, spend: null, onto: 0 })).toBe(false)
    expect(sameMove(s, { type: 'activate', card: a! }, { type: 'activate', card: b! })).toBe(false)
    expect(sameMove(s, { type: 'chooseDevelop' }, { type: 'chooseDevelop' })).toBe(true)
  })
})

describe('the analyst: Expert where it is the stronger bot, Hard elsewhere', { timeout: 120_000 }, () => {
  it('is Expert with two players in either edition, and always in classic', () => {
    const levels = (['second', 'classic'] as Edition[]).flatMap((e) => [2, 3, 4].map((p) => `${e} ${p}p ${analystLevel(e, p)}`))
    expect(levels).toEqual([
      'second 2p expert',
      'second 3p hard',
      'second 4p hard',
      'classic 2p expert',
      'classic 3p expert',
      'classic 4p expert',
    ])
  })

  it("searches as Expert does, not as Hard: the same root statistics as Expert's search, other ones than Hard's", () => {
    const differ = new Set<string>()
    // classic's search halves on shared deals, the second edition's grows a tree
    for (const [edition, seed] of [
      ['second', 3],
      ['second', 4],
      ['second', 5],
      ['classic', 3],
      ['classic', 4],
    ] as const) {
      const state = createGame({ edition, players: 2, seed })
      for (let i = 0; i < 30 && state.phase.kind !== 'over'; i++)
        applyInPlace(
          state,
          legalActions(state).find((x) => x.type !== 'takeLoan')!,
        )
      const v = view(state, state.current)
      const a = analyse(v, { seed: 2, now, budgetMs: 0, iterations: 40 })
      expect(a.level).toBe('expert')
      const expert: SearchStats = { iterations: 0, root: [] }
      const hard: SearchStats = { iterations: 0, root: [] }
      expect(actionKey(a.best)).toBe(actionKey(chooseAction(v, 'expert', { seed: 2, now, iterations: 40, stats: expert })))
      chooseAction(v, 'hard', { seed: 2, now, iterations: 40, stats: hard })
      const rewards = (st: SearchStats) => (st.root ?? []).map((m) => `${actionKey(m.action)} ${m.visits} ${m.total.toFixed(9)}`).sort()
      expect(a.moves.map((m) => `${actionKey(m.action)} ${m.visits} ${(m.reward * m.visits).toFixed(9)}`).sort()).toEqual(rewards(expert))
      if (rewards(expert).join() !== rewards(hard).join()) differ.add(edition)
      // its margins are Expert's (the learned margin weighed in), not the linear evaluation's of the same simulations
      const margins = (st: SearchStats) => (st.root ?? []).map((m) => `${actionKey(m.action)} ${(m.margin / m.visits).toFixed(6)}`).sort()
      expect(a.moves.map((m) => `${actionKey(m.action)} ${m.margin.toFixed(6)}`).sort()).toEqual(margins(expert))
      const linear: SearchStats = { iterations: 0, root: [] }
      const rng = new Rng((2 ^ Math.imul(v.seq + 1, 0x9e3779b1)) >>> 0)
      const cands = candidateActions(determinize(v, rng))
      const how = expertSearch(edition, 2)
      hardSearch(v, cands, rng, { budgetMs: 0, now, iterations: 40 }, linear, [], undefined, {
        ...how,
        value: how.value!,
        judge: (s, seat) => ({ reward: how.judge!(s, seat).reward, margin: linearJudge(how.cityGains)(s, seat).margin }),
      })
      expect(rewards(linear)).toEqual(rewards(expert))
      expect(margins(linear)).not.toEqual(margins(expert))
    }
    expect([...differ].sort()).toEqual(['classic', 'second'])
  })
})
