import { describe, expect, it } from 'vitest'
import { checkMove, legalActions, view, type Action } from '../engine/index'
import { analystLevel } from '../limits'
import { sameMove } from './analyse'
import { decisionsOf, isForced, isMistake, judge, reviewGame, reviewing, type ReviewResult, type Verdict } from './review'
import { hasLearnedMargin, positionVerdict } from './value-net'
import { playedGame } from './test-positions'

const now = () => {
  throw new Error('the clock must not be read with a fixed iteration count')
}

/** What the review CLI and the app promise of every mistake. */
function checkMistakes(game: ReturnType<typeof playedGame>, seat: number, result: ReviewResult): void {
  let last = Infinity
  for (const m of result.mistakes) {
    expect(m.loss).toBeGreaterThan(0)
    expect(m.loss).toBeLessThanOrEqual(last)
    last = m.loss
    const at = game.before[m.seq]!
    // `played` is exactly the recorded move, and a decision of the seat
    expect(m.played).toEqual(game.actions[m.seq])
    expect(at.current).toBe(seat)
    expect(m.turn).toBe(at.turnNumber)
    // `better` is legal there and another decision
    expect(checkMove(at, m.better)).toBeNull()
    expect(sameMove(at, m.better, m.played)).toBe(false)
  }
}

describe('game review: which decisions', () => {
  it("counts the seat's moves and keeps those with a real choice, each with the view the seat had then", () => {
    const game = playedGame('second', 3, 21, 150)
    for (const seat of [0, 1, 2]) {
      const { decisions, choices } = decisionsOf(game.options, game.actions, seat)
      const mine = game.before.map((s, seq) => ({ s, seq })).filter(({ s }) => s.current === seat)
      expect(decisions).toBe(mine.length)
      const chosen = mine.filter(({ s, seq }) => !isForced(legalActions(s), game.actions[seq]!))
      expect(choices.map((c) => c.seq)).toEqual(chosen.map(({ seq }) => seq))
      expect(choices.length).toBeLessThan(decisions)
      for (const c of choices) {
        expect(c.played).toEqual(game.actions[c.seq])
        expect(c.view).toEqual(view(game.before[c.seq]!, seat))
        expect(c.turn).toBe(game.before[c.seq]!.turnNumber)
      }
    }
  })

  it('a forced move is one with nothing else legal but a loan, unless the loan was taken', () => {
    const draw: Action = { type: 'drawDeck' }
    const loan: Action = { type: 'takeLoan' }
    expect(isForced([loan, draw], draw)).toBe(true)
    expect(isForced([loan, draw], loan)).toBe(false)
    expect(isForced([loan, draw, { type: 'drawBoard', card: 3 }], draw)).toBe(false)
  })

  it('refuses a seat the game does not have and a move that is not legal', () => {
    const game = playedGame('classic', 2, 3, 20)
    expect(() => decisionsOf(game.options, game.actions, 2)).toThrow(/no seat 2/)
    const broken = [...game.actions.slice(0, 5), { type: 'endRun' } as Action, ...game.actions.slice(5)]
    expect(() => decisionsOf(game.options, broken, 0)).toThrow(/move 6 is not legal/)
  })
})

describe('game review: verdicts', { timeout: 300_000 }, () => {
  it('a finished second-edition game: mistakes are recorded moves of the seat, the analyst prefers a legal other one, costliest first', () => {
    const game = playedGame('second', 2, 8)
    expect(game.final.phase.kind).toBe('over')
    const progress: number[] = []
    const result = reviewGame(game.options, game.actions, 1, {
      budgetMs: 0,
      now,
      iterations: 10,
      seed: 5,
      onProgress: (p) => progress.push(p.done),
    })
    expect(result.seat).toBe(1)
    expect(result.reviewed).toBe(decisionsOf(game.options, game.actions, 1).choices.length)
    expect(progress).toEqual(Array.from({ length: result.reviewed }, (_, i) => i + 1))
    expect(result.mistakes.length).toBeGreaterThan(0)
    checkMistakes(game, 1, result)
    const totals = game.final.result!.scores.map((s) => s.total)
    expect(result.finalMargin).toBe(totals[1]! - totals[0]!)
    expect(result.points.length).toBeGreaterThan(result.reviewed / 2)
    expect(result.points.map((p) => p.seq)).toEqual([...result.points.map((p) => p.seq)].sort((a, b) => a - b))
  })

  // the analyst of the game reviews it: in classic Expert's halving on shared deals, whatever the player count
  it.each([
    { players: 4, seed: 13, moves: 160, seat: 2, analyst: 'expert' },
    { players: 2, seed: 21, moves: 120, seat: 1, analyst: 'expert' },
  ] as const)(
    'an unfinished classic game, $players players ($analyst): the same promises, no final margin',
    ({ players, seed, moves, seat, analyst }) => {
      const game = playedGame('classic', players, seed, moves)
      expect(game.final.phase.kind).not.toBe('over')
      expect(analystLevel(game.options.edition, game.options.players)).toBe(analyst)
      const result = reviewGame(game.options, game.actions, seat, { budgetMs: 0, now, iterations: 10, seed: 5 })
      checkMistakes(game, seat, result)
      expect(result.finalMargin).toBeNull()
    },
  )

  it("charts the learned verdict on each position the seat saw: every decision, the same whatever the review's dice", () => {
    const game = playedGame('second', 2, 30, 90)
    expect(hasLearnedMargin('second', 2)).toBe(true)
    const streamed: unknown[] = []
    const opts = { budgetMs: 0, now, iterations: 6 }
    const result = reviewGame(game.options, game.actions, 0, { ...opts, seed: 1, onProgress: (p) => streamed.push(p.point) })
    const { choices } = decisionsOf(game.options, game.actions, 0)
    // one point per decision reviewed (the analyst's estimate had none where only one move was sensible)
    expect(result.points.map((p) => p.seq)).toEqual(choices.map((d) => d.seq))
    expect(streamed).toEqual(result.points)
    result.points.forEach((p, i) => {
      const said = positionVerdict(choices[i]!.view, 0)!
      expect(p).toEqual({
        seq: choices[i]!.seq,
        turn: choices[i]!.turn,
        margin: Math.round(said.margin! * 100) / 100,
        chance: Math.round(said.chance * 100) / 100,
        by: 'learned',
      })
      expect(p.chance).toBeGreaterThanOrEqual(0)
      expect(p.chance).toBeLessThanOrEqual(1)
    })
    // no search noise in the chart: other dice, other verdicts on moves, the same line
    expect(reviewGame(game.options, game.actions, 0, { ...opts, seed: 2 }).points).toEqual(result.points)
  })

  it('is deterministic for a fixed seed and iteration count, and steps one decision at a time', () => {
    const game = playedGame('second', 2, 30, 90)
    const opts = { budgetMs: 0, now, iterations: 10, seed: 77 }
    const once = reviewGame(game.options, game.actions, 0, opts)
    expect(reviewGame(game.options, game.actions, 0, opts)).toEqual(once)
    const steps = reviewing(game.options, game.actions, 0, opts)
    let n = 0
    for (let next = steps.next(); ; next = steps.next()) {
      if (next.done) {
        expect(next.value).toEqual(once)
        break
      }
      expect(next.value.done).toBe(++n)
    }
    expect(n).toBe(once.reviewed)
  })

  it("judges a decision on the seat's move: no loss when it is the analyst's, the played move compared in one search otherwise", () => {
    const game = playedGame('second', 2, 4, 60)
    const { choices } = decisionsOf(game.options, game.actions, 0)
    let compared = 0
    for (const d of choices.slice(0, 12)) {
      const v: Verdict = judge(d, { budgetMs: 0, now, iterations: 16, seed: 3 })
      expect(v.seq).toBe(d.seq)
      expect(v.loss).toBeGreaterThanOrEqual(0)
      if (sameMove(d.view, v.best, d.played)) expect(v.loss).toBe(0)
      else if (v.playedMargin !== null && v.bestMargin !== null) compared++
      if (isMistake(v)) expect(v.loss).toBeGreaterThanOrEqual(1)
    }
    expect(compared).toBeGreaterThan(0)
  })
})
