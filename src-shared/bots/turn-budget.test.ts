import { describe, expect, it } from 'vitest'
import { Rng, applyInPlace, createGame, view, type Edition, type GameState } from '../engine/index'
import { chooseAction, newTurnMemory, type SearchStats } from './index'
import { determinize } from './determinize'
import { candidateActions, policyAction, rankedActions } from './policy'
import { CLEAR_POLICY_GAP } from './index'
import { DEFAULT_TURN_BUDGET_MS, decisionBudgetMs, defaultTurnBudgetMs, enterTurn, isFollowUp } from './turn-budget'
import type { SearchTree } from './search'

const noClock = () => {
  throw new Error('the clock must not be read with a fixed iteration count')
}

/** A position at the start of a turn, after `decisions` policy moves of a game with this seed. */
function turnStart(edition: Edition, players: number, seed: number, decisions: number): GameState {
  const s = createGame({ edition, players, seed })
  const rng = new Rng(seed)
  for (let i = 0; i < decisions && s.phase.kind !== 'over'; i++) applyInPlace(s, policyAction(s, rng, 0.5))
  const turn = s.turnNumber
  while (s.phase.kind !== 'over' && s.turnNumber === turn) applyInPlace(s, policyAction(s, rng, 0.5))
  return s
}

describe('time per turn', { timeout: 120_000 }, () => {
  it('gives the action choice the largest share; the shares of a turn never add up to more than its budget', () => {
    const s = turnStart('second', 2, 3, 20)
    const v = view(s, s.current)
    const at = (kind: 'action' | 'develop' | 'run' | 'handLimit') => ({ ...v, phase: { kind } }) as typeof v
    expect(decisionBudgetMs(at('action'), 900, 0)).toBeGreaterThan(decisionBudgetMs(at('develop'), 900, 0))
    expect(decisionBudgetMs(at('develop'), 900, 0)).toBeGreaterThan(decisionBudgetMs(at('run'), 900, 0))
    // decisions spending their whole share: what is left shrinks, so the turn stays within its budget (and floors)
    let spent = 0
    for (let i = 0; i < 8; i++) spent += decisionBudgetMs(at(i === 1 ? 'action' : 'develop'), 900, spent)
    expect(spent).toBeLessThanOrEqual(900)
    expect(isFollowUp({ kind: 'run' }, false)).toBe(true)
    expect(isFollowUp({ kind: 'action' }, false)).toBe(false)
  })

  for (const edition of ['second', 'classic'] as const) {
    it(`Hard spends about its turn's budget over a whole turn, most of it on the action (${edition}, injected clock)`, () => {
      const s = turnStart(edition, 2, 11, 30)
      const seat = s.current
      const turnNumber = s.turnNumber
      let t = 0
      const now = () => (t += 4)
      const turn = newTurnMemory()
      const spentByPhase: { phase: string; ms: number }[] = []
      while (s.phase.kind !== 'over' && s.turnNumber === turnNumber) {
        const before = t
        const phase = s.phase.kind
        const a = chooseAction(view(s, seat), 'hard', { seed: s.seq, now, turn, turnBudgetMs: 900, earlyStop: false })
        spentByPhase.push({ phase, ms: t - before })
        applyInPlace(s, a)
      }
      const total = spentByPhase.reduce((x, y) => x + y.ms, 0)
      // per decision, each search would have taken the whole 900 ms
      expect(total).toBeLessThanOrEqual(1.25 * 900)
      const action = spentByPhase.find((d) => d.phase === 'action')!
      expect(action.ms).toBeGreaterThan(0.3 * 900)
      for (const d of spentByPhase) expect(d.ms).toBeLessThanOrEqual(action.ms)
    })
  }

  it("Hard's tree goes on from one decision of the turn to the next (second edition)", () => {
    const s = turnStart('second', 2, 5, 24)
    const seat = s.current
    const turn = newTurnMemory()
    const iterations = 60
    let carriedOn = 0
    const turnNumber = s.turnNumber
    while (s.phase.kind !== 'over' && s.turnNumber === turnNumber) {
      const carried: SearchTree | null = turn.tree
      const before = carried?.visits ?? 0
      const stats: SearchStats = { iterations: 0 }
      const a = chooseAction(view(s, seat), 'hard', { seed: 9, now: noClock, turn, iterations, earlyStop: false, stats })
      if (carried && stats.iterations > 0) {
        // the search went on in the subtree it had grown under the move played before
        expect(carried.visits).toBe(before + stats.iterations)
        carriedOn++
      }
      applyInPlace(s, a)
    }
    expect(carriedOn).toBeGreaterThan(0)
  })

  it('a carried-over tree answers at once only when it already settles the choice, never for want of a time estimate', () => {
    let carriedAtOnce = 0
    let searched = 0
    for (const seed of [5, 6, 7]) {
      const s = turnStart('second', 2, seed, 24)
      const seat = s.current
      const turn = newTurnMemory()
      const turnNumber = s.turnNumber
      let t = 0
      const now = () => (t += 2)
      while (s.phase.kind !== 'over' && s.turnNumber === turnNumber) {
        const carried = turn.tree !== null
        const stats: SearchStats = { iterations: 0 }
        const a = chooseAction(view(s, seat), 'hard', { seed: 9, now, turn, turnBudgetMs: 900, stats })
        if (carried && stats.stop !== undefined) {
          if (stats.iterations === 0) {
            expect(stats.stop).toBe('clear')
            carriedAtOnce++
          } else searched++
        }
        applyInPlace(s, a)
      }
    }
    expect(searched).toBeGreaterThan(0)
    expect(carriedAtOnce + searched).toBeGreaterThan(0)
  })

  it('a new turn, another seat or an undo starts the memory afresh; the next decision of the turn keeps it', () => {
    const s = turnStart('second', 2, 7, 10)
    const v = view(s, s.current)
    const turn = newTurnMemory()
    enterTurn(turn, v)
    turn.lastSeq = v.seq
    turn.spentMs = 100
    const tree = { visits: 1, children: new Map() } as unknown as SearchTree
    turn.tree = tree
    enterTurn(turn, { ...v, seq: v.seq + 1 })
    expect(turn.tree).toBe(tree)
    // a position further on than the next: some other move was applied, the tree no longer fits
    enterTurn(turn, { ...v, seq: v.seq + 2 })
    expect(turn.spentMs).toBe(100)
    expect(turn.tree).toBeNull()
    enterTurn(turn, { ...v, seq: v.seq })
    expect(turn.spentMs).toBe(0)
    turn.spentMs = 100
    turn.lastSeq = v.seq
    enterTurn(turn, { ...v, seq: v.seq + 1, turnNumber: v.turnNumber + 1 })
    expect(turn.spentMs).toBe(0)
    turn.spentMs = 100
    turn.lastSeq = v.seq
    enterTurn(turn, { ...v, seq: v.seq + 1, viewer: (v.viewer + 1) % 2 })
    expect(turn.spentMs).toBe(0)
  })

  it('answers a follow-up the policy clearly prefers at once, without searching (per-turn budgets only)', () => {
    let found = 0
    for (let seed = 1; seed <= 12 && found < 3; seed++) {
      const s = createGame({ edition: 'second', players: 2, seed })
      const rng = new Rng(seed)
      while (s.phase.kind !== 'over' && found < 3) {
        const v = view(s, s.current)
        const d = determinize(v, new Rng(1))
        const cands = candidateActions(d)
        const ranked = rankedActions(d, cands)
        if (cands.length > 1 && isFollowUp(v.phase, v.turn.atStart) && ranked[0]!.score - ranked[1]!.score >= CLEAR_POLICY_GAP) {
          const stats: SearchStats = { iterations: -1 }
          const a = chooseAction(v, 'hard', { seed: 1, now: noClock, turn: newTurnMemory(), iterations: 30, stats })
          expect(stats.iterations).toBe(0)
          expect(a).toEqual(ranked[0]!.action)
          // asked per decision, the same choice is searched
          chooseAction(v, 'hard', { seed: 1, now: noClock, iterations: 30, stats })
          expect(stats.iterations).toBeGreaterThan(0)
          found++
        }
        applyInPlace(s, policyAction(s, rng, 0.5))
      }
    }
    expect(found).toBe(3)
  })

  it('budgets a whole turn: Hard more than Medium, Easy nothing', () => {
    expect(DEFAULT_TURN_BUDGET_MS.hard).toBeGreaterThan(DEFAULT_TURN_BUDGET_MS.medium)
    expect(DEFAULT_TURN_BUDGET_MS.easy).toBe(0)
  })

  it("shares about 2.7 s of Hard's thinking among the bots of a round: more a turn where fewer bots play", () => {
    for (const players of [2, 3, 4]) {
      expect(defaultTurnBudgetMs('easy', players)).toBe(0)
      expect(defaultTurnBudgetMs('medium', players)).toBe(DEFAULT_TURN_BUDGET_MS.medium)
      // a solo player's round: players - 1 bot turns
      expect(defaultTurnBudgetMs('hard', players) * (players - 1)).toBeLessThanOrEqual(2700)
      expect(defaultTurnBudgetMs('hard', players)).toBeGreaterThanOrEqual(DEFAULT_TURN_BUDGET_MS.hard)
    }
    expect(defaultTurnBudgetMs('hard', 2)).toBeGreaterThan(defaultTurnBudgetMs('hard', 4))
  })

  it("gives Expert Hard's time: the same round wait (issue 23's goals), whatever evaluation it searches with", () => {
    for (const players of [2, 3, 4]) expect(defaultTurnBudgetMs('expert', players)).toBe(defaultTurnBudgetMs('hard', players))
    expect(DEFAULT_TURN_BUDGET_MS.expert).toBe(DEFAULT_TURN_BUDGET_MS.hard)
  })
})
