import { describe, expect, it } from 'vitest'
import { legalActions, view } from '../engine/index'
import { EARLY_STOP_PARAMS, clearlyBest, outOfReach, radius, variance, type ArmStats } from './early-stop'
import { chooseAction, type SearchStats } from './index'
import { seededPositions } from './test-positions'

/** An arm whose `n` rewards have mean `mean` and standard deviation `sd`. */
function arm(n: number, mean: number, sd: number): ArmStats {
  return { visits: n, total: n * mean, sq: n * mean * mean + (n - 1) * sd * sd }
}

describe('early stopping rules', () => {
  it('shrinks a move’s variance towards the prior when it has few visits', () => {
    const p = EARLY_STOP_PARAMS
    expect(variance(arm(1, 0.5, 0), p)).toBeCloseTo(p.priorVariance, 9)
    // many samples: their own variance
    expect(variance(arm(100_000, 0.5, 0.3), p)).toBeCloseTo(0.09, 3)
    // identical samples do not make a move certain at once
    expect(variance(arm(20, 1, 0), p)).toBeGreaterThan(0.003)
  })

  it('a move far ahead of every other, all well visited, is clearly best', () => {
    expect(clearlyBest([arm(800, 0.7, 0.1), arm(60, 0.4, 0.1), arm(40, 0.3, 0.15)], 0)).toBe(true)
  })

  it('not while some move has too few visits to judge, or could still be better', () => {
    expect(clearlyBest([arm(800, 0.7, 0.1), arm(60, 0.4, 0.1), arm(5, 0.1, 0.1)], 0)).toBe(false)
    expect(clearlyBest([arm(800, 0.7, 0.1), arm(100, 0.695, 0.1)], 0)).toBe(false)
    // the chosen move must be the good one
    expect(clearlyBest([arm(800, 0.7, 0.1), arm(60, 0.4, 0.1)], 1)).toBe(false)
  })

  it('moves that are equally good within epsilon: either may be played once both are measured precisely', () => {
    expect(clearlyBest([arm(20_000, 0.5, 0.02), arm(20_000, 0.502, 0.02)], 0)).toBe(true)
    expect(clearlyBest([arm(20, 0.5, 0.02), arm(20, 0.502, 0.02)], 0)).toBe(false)
  })

  it('the more moves there are, the wider each interval (union bound)', () => {
    const a = arm(100, 0.5, 0.1)
    const z = (k: number) => Math.sqrt(2 * Math.log(k / EARLY_STOP_PARAMS.delta))
    expect(radius(a, z(40))).toBeGreaterThan(radius(a, z(2)))
    const two = [arm(400, 0.6, 0.15), arm(50, 0.53, 0.15)]
    const many = [...two, ...Array.from({ length: 38 }, () => arm(50, 0.53, 0.15))]
    expect(clearlyBest(two, 0)).toBe(true)
    expect(clearlyBest(many, 0)).toBe(false)
  })

  it('a lead no other move can catch up with in the iterations left', () => {
    const arms = [arm(500, 0.5, 0.1), arm(200, 0.55, 0.1), arm(0, 0, 0)]
    expect(outOfReach(arms, 0, 299)).toBe(true)
    expect(outOfReach(arms, 0, 300)).toBe(false)
    expect(outOfReach(arms, 1, 10)).toBe(false)
  })
})

describe('Hard stops early only when its statistics allow it', { timeout: 120_000 }, () => {
  const positions = seededPositions([40, 200], [7])
    .slice(0, 4)
    .filter(({ state }) => legalActions(state).length > 2)

  it('never searches beyond its budget; without early stopping, spends all of it', () => {
    let early = 0
    for (const { state } of positions) {
      const v = view(state, state.current)
      const withStop: SearchStats = { iterations: 0 }
      const without: SearchStats = { iterations: 0 }
      const now = () => 0
      chooseAction(v, 'hard', { seed: 3, now, iterations: 600, stats: withStop })
      chooseAction(v, 'hard', { seed: 3, now, iterations: 600, stats: without, earlyStop: false })
      expect(withStop.iterations).toBeLessThanOrEqual(600)
      if (withStop.iterations > 0) expect(without.iterations).toBe(600)
      if (withStop.stop !== 'budget' && withStop.iterations > 0) early++
      if (withStop.stop === 'budget') expect(withStop.iterations).toBe(600)
    }
    // the positions include clear choices: some searches end early
    expect(early).toBeGreaterThan(0)
  })
})
