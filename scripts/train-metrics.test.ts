import { describe, expect, it } from 'vitest'
import { jitter, logLoss, winnerNamed, type EvaluatedGame } from './train-metrics'

// a 2-player game of 30 turns that seat 1 won; one position per turn, seats alternating
const turn = Array.from({ length: 30 }, (_, i) => i + 1)
const mover = turn.map((t) => t % 2)
/** seat 0's estimate rises from 0.2 to 0.8, seat 1's is its complement */
const estimate = turn.flatMap((t) => {
  const e = 0.2 + (0.6 * (t - 1)) / 29
  return [e, 1 - e]
})
const game: EvaluatedGame = { turns: 30, won: [0, 1], turn, mover, estimate }

describe('train metrics', () => {
  it('names the winner by the highest estimate among the positions near the share of the game asked', () => {
    // near turn 10 seat 0's estimate is below a half: seat 1, the winner, is named; near turn 20 it is not
    const third = winnerNamed([game], 1 / 3)
    expect(third.positions).toBe(3)
    expect(third.share).toBe(1)
    expect(winnerNamed([game], 2 / 3)).toEqual({ share: 0, positions: 3 })
    expect(winnerNamed([], 0.5)).toEqual({ share: 0, positions: 0 })
  })

  it('measures the jitter between a seat’s consecutive decisions, not between different seats', () => {
    // each seat moves every other turn: its estimate changes by 2 × 0.6 / 29 between its decisions
    expect(jitter([game])).toBeCloseTo((2 * 0.6) / 29, 12)
    const flat = { ...game, estimate: estimate.map((_, i) => (i % 2 === 0 ? 0.3 : 0.7)) }
    expect(jitter([flat])).toBe(0)
  })

  it('scores sure right estimates near 0 and even ones at ln 2', () => {
    const even = { ...game, estimate: estimate.map(() => 0.5) }
    expect(logLoss([even])).toBeCloseTo(Math.log(2), 12)
    const right = { ...game, estimate: estimate.map((_, i) => (i % 2 === 0 ? 0 : 1)) }
    expect(logLoss([right])).toBeLessThan(1e-5)
  })
})
