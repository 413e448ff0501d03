import { describe, expect, it } from 'vitest'
import { WINDOW } from './train-metrics'
import type { TrainConfig } from './train-games'
import { ceilingPositions, namedCredit, type CeilingConfig } from './winner-ceiling-game'

const train: TrainConfig = { edition: 'second', players: 2, seed: 2026, from: 'policy', iterations: 24, sampleRate: 1 }

describe('namedCredit', () => {
  it('counts a winner named alone as right and a loser as wrong', () => {
    expect(namedCredit([0.7, 0.3], [1, 0])).toBe(1)
    expect(namedCredit([0.7, 0.3], [0, 1])).toBe(0)
    expect(namedCredit([0.1, 0.2, 0.6, 0.1], [0, 0, 1, 0])).toBe(1)
  })

  it('gives a tie the share of its seats that won', () => {
    expect(namedCredit([0.5, 0.5], [1, 0])).toBe(0.5)
    expect(namedCredit([0.4, 0.4, 0.2], [0, 0, 1])).toBe(0)
    // a shared win: both tied seats won
    expect(namedCredit([0.5, 0.5, 0], [0.5, 0.5, 0])).toBe(1)
  })
})

describe('ceilingPositions', () => {
  const config = (fromView: boolean): CeilingConfig => ({ train, at: 2 / 3, perGame: 2, rollouts: 3, fromView })

  it('plays on from positions about two thirds into the game, the same every time', () => {
    const first = ceilingPositions(config(false), 0)
    expect(first).toHaveLength(2)
    for (const p of first) {
      expect(Math.abs(p.share - 2 / 3)).toBeLessThanOrEqual(WINDOW)
      expect(p.won.reduce((a, b) => a + b, 0)).toBeCloseTo(1)
      // from the true position every game played on has a winner: the shares add up to one
      expect(p.rollout.reduce((a, b) => a + b, 0)).toBeCloseTo(1)
      for (const x of [...p.rollout, ...p.linear, ...p.learned]) expect(x >= 0 && x <= 1).toBe(true)
    }
    expect(ceilingPositions(config(false), 0)).toEqual(first)
  })

  it('from each seat’s view, plays on for every seat apart', () => {
    const positions = ceilingPositions(config(true), 5)
    expect(positions).toHaveLength(2)
    for (const p of positions) {
      expect(p.rollout).toHaveLength(2)
      // each seat's share comes from its own games: multiples of a third
      for (const x of p.rollout) expect(Math.abs(x * 3 - Math.round(x * 3))).toBeLessThan(1e-9)
    }
  })
})
