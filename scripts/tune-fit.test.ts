import { describe, expect, it } from 'vitest'
import { errors, fitRidge, solve, type Sample } from './tune-fit'

/** A small deterministic generator, so the test data never changes. */
function lcg(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

describe('tune fit', () => {
  it('solves a square system, pivoting past a zero', () => {
    const x = solve(
      [
        [0, 2, 1],
        [1, 1, 0],
        [3, 0, 1],
      ],
      [7, 3, 6],
    )
    expect(x[0]).toBeCloseTo(1, 9)
    expect(x[1]).toBeCloseTo(2, 9)
    expect(x[2]).toBeCloseTo(3, 9)
    expect(() =>
      solve(
        [
          [1, 2],
          [2, 4],
        ],
        [1, 2],
      ),
    ).toThrow(/singular/)
  })

  it('recovers the weights behind noisy data, and the prior only where the data says nothing', () => {
    const rnd = lcg(7)
    const truth = [2, -0.5, 0.25]
    const samples: Sample[] = []
    for (let i = 0; i < 4000; i++) {
      // the third feature is always 0: the data cannot tell its weight
      const x = [rnd() * 10, rnd() * 4, 0]
      samples.push({ x, y: truth[0]! * x[0]! + truth[1]! * x[1]! + (rnd() - 0.5) })
    }
    const w = fitRidge(samples, [1, 1, 0.25], 1e-4)
    expect(w[0]).toBeCloseTo(2, 1)
    expect(w[1]).toBeCloseTo(-0.5, 1)
    expect(w[2]).toBe(0.25)
    const fit = errors(samples, w)
    expect(fit.rmse).toBeLessThan(0.35)
    expect(fit.r2).toBeGreaterThan(0.99)
    // a strong pull keeps the prior
    const pulled = fitRidge(samples, [1, 1, 0.25], 1e6)
    expect(pulled[0]).toBeCloseTo(1, 2)
    expect(errors(samples, pulled).rmse).toBeGreaterThan(fit.rmse)
  })
})
