import { describe, expect, it } from 'vitest'
import { Rng, actionKey, view, type GameView } from '../engine/index'
import { addCard, game, giveDistricts } from '../engine/test-builders'
import { determinize } from './determinize'
import { chooseAction } from './index'
import { PLAIN_POLICY, POLICY_PARAMS, candidateActions, rankedActions, type PolicyStyle } from './policy'
import { advantage, estimateScores, reward } from './evaluate'
import {
  HALVING_WIDTH,
  HARD_SEARCH,
  halvingSearch,
  hardSearch,
  ismcts,
  linearJudge,
  rollout,
  type Evaluation,
  type Judge,
  type RootMove,
  type SearchStats,
} from './search'
import { seededPositions } from './test-positions'

const now = () => {
  throw new Error('the clock must not be read with a fixed iteration count')
}

/** Positions with more legal moves than sequential halving starts from. */
const wide = seededPositions([40, 120, 200], [3, 4])
  .map(({ label, state }) => ({ label, v: view(state, state.current) as GameView }))
  .filter(({ v }) => candidateActions(determinize(v, new Rng(1))).length > HALVING_WIDTH + 2)

describe("Hard's search", { timeout: 120_000 }, () => {
  it('uses sequential halving in classic and the tree in the second edition', () => {
    expect(HARD_SEARCH.classic.root).toBe('halving')
    expect(HARD_SEARCH.second.root).toBe('tree')
    for (const edition of ['classic', 'second'] as const) {
      const found = wide.find(({ v }) => v.options.edition === edition)!
      const cands = candidateActions(determinize(found.v, new Rng(1)))
      const stats: SearchStats = { iterations: 0, root: [] }
      hardSearch(found.v, cands, new Rng(5), { budgetMs: 0, now, iterations: 400, earlyStop: false }, stats)
      // halving tries the policy's best few only; the tree reaches more moves by widening
      if (edition === 'classic') expect(stats.root!.length).toBe(HALVING_WIDTH)
      else expect(stats.root!.length).toBeGreaterThan(HALVING_WIDTH)
    }
  })

  it("classic Hard's rollouts are scored with what the city's gaining cards bring now (cityGains)", () => {
    expect(HARD_SEARCH.classic.cityGains).toBe(true)
    expect(HARD_SEARCH.second.cityGains).toBe(false)
    // and so does the policy playing them, with its own weights (policy-weights.ts); the second edition's is the plain one
    expect(HARD_SEARCH.classic.policy.cityGains).toBe(true)
    expect(HARD_SEARCH.second.policy).toBe(PLAIN_POLICY)
    const s = game('classic', 2)
    addCard(s, 0, 'Omnibus')
    giveDistricts(s, 0, ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham'])
    // a horizon already passed: the rollout only scores the position
    const scored = (cityGains: boolean) => rollout(structuredClone(s), 0, s.turnNumber - 1, new Rng(1), PLAIN_POLICY, cityGains)
    expect(scored(true)).toBe(reward(s, 0, true))
    expect(scored(false)).toBe(reward(s, 0, false))
    // four boroughs: the Omnibus brings more than its flat worth
    expect(scored(true)).toBeGreaterThan(scored(false))
  })

  it("halving: tries the policy's best moves, halves them phase by phase and plays the best survivor", () => {
    expect(wide.length).toBeGreaterThan(3)
    for (const { label, v } of wide) {
      const cands = candidateActions(determinize(v, new Rng(1)))
      const stats: SearchStats = { iterations: 0, root: [] }
      const rng = new Rng(11)
      // the same first determinization as the search's own ranking
      const top = rankedActions(determinize(v, new Rng(11)), cands)
        .slice(0, HALVING_WIDTH)
        .map((r) => actionKey(r.action))
      const best = halvingSearch(v, cands, rng, { budgetMs: 0, now, iterations: 480, earlyStop: false }, stats)
      const root = stats.root!
      expect(stats.iterations, label).toBe(480)
      expect(root.reduce((n, m) => n + m.visits, 0)).toBe(480)
      expect(root.map((m) => actionKey(m.action)).sort()).toEqual([...top].sort())
      // three phases of 160 simulations: 8 moves × 20, then 4 × 40 more, then 2 × 80 more
      const visits = root.map((m) => m.visits).sort((a, b) => b - a)
      expect(visits).toEqual([140, 140, 60, 60, 20, 20, 20, 20])
      // the move played is the better of the two finalists by mean reward
      const finalists = root.filter((m) => m.visits === 140)
      const mean = (m: RootMove) => m.total / m.visits
      const winner = finalists.reduce((a, b) => (mean(b) > mean(a) ? b : a))
      expect(actionKey(best), label).toBe(actionKey(winner.action))
      for (const m of root) expect(Number.isFinite(m.margin / m.visits)).toBe(true)
    }
  })

  it('halving with sharedDeals plays every survivor of a cycle on the same deal (common random numbers)', () => {
    const classic = wide.filter(({ v }) => v.options.edition === 'classic')
    expect(classic.length).toBeGreaterThan(0)
    // a score that reads the deal only: the bottom card of the deck, which two rounds never reach
    const byDeal: Evaluation = (s) => (s.deck[0] ?? 0) / 1000
    const judge: Judge = (s, seat) => ({ reward: byDeal(s, seat), margin: 0 })
    for (const { label, v } of classic) {
      const cands = candidateActions(determinize(v, new Rng(1)))
      const totals = (sharedDeals: boolean) => {
        const stats: SearchStats = { iterations: 0, root: [] }
        const how = { ...HARD_SEARCH.classic, sharedDeals, value: byDeal, judge }
        // 48 simulations: 8 moves × 2 cycles, then 4 × 4, then 2 × 8; each phase is whole cycles
        halvingSearch(v, cands, new Rng(11), { budgetMs: 0, now, iterations: 48, earlyStop: false }, stats, how)
        const byVisits = new Map<number, Set<number>>()
        for (const m of stats.root!) byVisits.set(m.visits, (byVisits.get(m.visits) ?? new Set()).add(m.total))
        return byVisits
      }
      const shared = totals(true)
      expect(
        [...shared.keys()].sort((a, b) => a - b),
        label,
      ).toEqual([2, 6, 14])
      // moves played as often were played on the same deals: the same total
      for (const [visits, seen] of shared) expect(seen.size, `${label}: ${visits} visits`).toBe(1)
      // without, each simulation deals afresh
      expect(
        [...totals(false).values()].some((seen) => seen.size > 1),
        label,
      ).toBe(true)
    }
  })

  it('halving: a move the caller keeps is examined even when the policy ranks it low', () => {
    const { v } = wide.find(({ v }) => v.options.edition === 'classic')!
    const cands = candidateActions(determinize(v, new Rng(1)))
    const worst = rankedActions(determinize(v, new Rng(2)), cands).at(-1)!.action
    const stats: SearchStats = { iterations: 0, root: [] }
    halvingSearch(
      v,
      cands,
      new Rng(3),
      { budgetMs: 0, now, iterations: 90, earlyStop: false },
      stats,
      { rounds: 1, policy: PLAIN_POLICY, cityGains: false },
      [worst],
    )
    expect(stats.root!.map((m) => actionKey(m.action))).toContain(actionKey(worst))
  })

  it('halving stops early only when its best survivor is clearly best, and then says so', () => {
    let stopped = 0
    for (const { v } of wide.filter(({ v }) => v.options.edition === 'classic')) {
      const stats: SearchStats = { iterations: 0 }
      chooseAction(v, 'hard', { seed: 4, now, iterations: 3000, stats })
      expect(['clear', 'budget']).toContain(stats.stop)
      if (stats.stop === 'clear') {
        stopped++
        expect(stats.iterations).toBeLessThan(3000)
      } else expect(stats.iterations).toBe(3000)
    }
    expect(stopped).toBeGreaterThan(0)
  })

  it("the tree orders, widens and plays with its search's policy (HardSearch.policy)", () => {
    // a style that weighs poverty, loans and money otherwise than the plain policy
    const other: PolicyStyle = {
      params: { ...POLICY_PARAMS, povBase: 0.9, loanCost: 1.5, moneyEarly: 0.1, runRate: 0.15 },
      cityGains: true,
    }
    const positions = seededPositions([20, 40, 60, 80, 120, 160], [1, 2, 3])
      .filter(({ state }) => state.options.edition === 'second')
      .map(({ label, state }) => ({ label, v: view(state, state.current) as GameView }))
    let differ = 0
    for (const { label, v } of positions) {
      const cands = candidateActions(determinize(v, new Rng(1)))
      if (cands.length < 2) continue
      // the search's first determinization, where its first iteration ranks the root moves
      const first = determinize(v, new Rng(7))
      const tops = [PLAIN_POLICY, other].map((style) => actionKey(rankedActions(first, cands, style)[0]!.action))
      if (tops[0] === tops[1]) continue
      differ++
      // one iteration expands the move its policy likes best
      const expanded = [PLAIN_POLICY, other].map((policy) => {
        const stats: SearchStats = { iterations: 0, root: [] }
        ismcts(v, cands, new Rng(7), { budgetMs: 0, now, iterations: 1, earlyStop: false }, stats, { rounds: 2, policy })
        return stats.root!.map((m) => actionKey(m.action))
      })
      expect(expanded, label).toEqual([[tops[0]], [tops[1]]])
    }
    expect(differ).toBeGreaterThan(0)
    // without a policy, the plain one: Hard's second edition tree, as its line was measured
    const { v } = wide.find(({ v }) => v.options.edition === 'second')!
    const cands = candidateActions(determinize(v, new Rng(1)))
    const run = (how: Parameters<typeof ismcts>[5]) => {
      const stats: SearchStats = { iterations: 0, root: [] }
      ismcts(v, cands, new Rng(9), { budgetMs: 0, now, iterations: 200, earlyStop: false }, stats, how)
      return stats.root
    }
    expect(run({ rounds: 2 })).toEqual(run({ rounds: 2, policy: PLAIN_POLICY }))
    expect(run({ rounds: 2 })).not.toEqual(run({ rounds: 2, policy: other }))
  })

  it('classic Hard stops at its wall-clock budget (injected clock)', () => {
    const { v } = wide.find(({ v }) => v.options.edition === 'classic')!
    let t = 0
    const stats: SearchStats = { iterations: 0 }
    chooseAction(v, 'hard', { seed: 1, budgetMs: 100, now: () => (t += 10), stats })
    expect(stats.iterations).toBeGreaterThan(0)
    expect(stats.iterations).toBeLessThan(20)
  })
})

describe("the search's evaluation (HardSearch.value)", { timeout: 120_000 }, () => {
  it('scores every simulation that stops before the end where it stops: at the horizon, for the seat searching', () => {
    for (const edition of ['classic', 'second'] as const) {
      const { v } = wide.find(({ v }) => v.options.edition === edition)!
      const cands = candidateActions(determinize(v, new Rng(1)))
      const asked: { turn: number; seat: number }[] = []
      const value = (s: Parameters<Evaluation>[0], seat: number) => {
        asked.push({ turn: s.turnNumber, seat })
        return 0.5
      }
      const stats: SearchStats = { iterations: 0 }
      hardSearch(v, cands, new Rng(5), { budgetMs: 0, now, iterations: 64, earlyStop: false }, stats, [], undefined, {
        ...HARD_SEARCH[edition],
        value,
        judge: (s, seat) => ({ reward: value(s, seat), margin: 0 }),
      })
      expect(stats.iterations).toBe(64)
      // the game does not end within two rounds of these positions: every simulation is scored by `value`
      expect(asked).toHaveLength(64)
      for (const a of asked) expect(a).toEqual({ turn: v.turnNumber + HARD_SEARCH[edition].rounds * v.options.players + 1, seat: v.viewer })
    }
  })
})

describe("the linear evaluation's judgement (linearJudge)", () => {
  it("is evaluate.ts's reward and the margin of its estimated scores, from one estimate; a finished game's result", () => {
    let asked = 0
    for (const { label, state } of seededPositions([3, 90, 200])) {
      for (const cityGains of [false, true])
        for (let seat = 0; seat < state.players.length; seat++) {
          expect(linearJudge(cityGains)(state, seat), label).toEqual({
            reward: reward(state, seat, cityGains),
            margin: advantage(estimateScores(state, undefined, cityGains), seat),
          })
          asked++
        }
    }
    expect(asked).toBeGreaterThan(0)
  })
})
