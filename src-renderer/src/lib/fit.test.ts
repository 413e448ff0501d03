import { describe, expect, it } from 'vitest'
import { fitBlock, fitGrid, largestFitting } from './fit'

const card = { w: 92, h: 128, gap: 8, min: 0.4, max: 1.6 }
/** the grid's drawn size at its scale */
const extent = (f: ReturnType<typeof fitGrid>) => ({
  w: f.cols * card.w * f.scale + (f.cols - 1) * card.gap,
  h: f.rows * card.h * f.scale + (f.rows - 1) * card.gap,
})

describe('fitGrid', () => {
  it('a few cards in a wide box: one row, natural size or larger up to the limit', () => {
    const f = fitGrid({ ...card, n: 3 }, 900, 140)
    expect(f.rows).toBe(1)
    expect(f.scale).toBeCloseTo(140 / 128)
    expect(fitGrid({ ...card, n: 3 }, 2000, 1000).scale).toBe(1.6)
  })

  it('never draws outside the box, whatever the count', () => {
    for (const n of [1, 5, 9, 13, 18, 25, 40]) {
      for (const [bw, bh] of [
        [900, 140],
        [300, 120],
        [1400, 260],
      ] as const) {
        const f = fitGrid({ ...card, n }, bw, bh)
        if (!f.fits) continue
        const e = extent(f)
        expect(e.w, `${n} in ${bw}×${bh}`).toBeLessThanOrEqual(bw + 1e-6)
        expect(e.h, `${n} in ${bw}×${bh}`).toBeLessThanOrEqual(bh + 1e-6)
        expect(f.cols * f.rows).toBeGreaterThanOrEqual(n)
      }
    }
  })

  it('wraps into a second row when that lets the cards be larger', () => {
    const f = fitGrid({ ...card, n: 18 }, 800, 280)
    expect(f.rows).toBe(2)
    expect(f.scale).toBeGreaterThan(fitGrid({ ...card, n: 18 }, 800, 140).scale)
  })

  it('says when even the smallest scale does not fit', () => {
    const f = fitGrid({ ...card, n: 40 }, 300, 100)
    expect(f.fits).toBe(false)
    expect(f.scale).toBe(card.min)
    expect(f.cols * card.w * card.min + (f.cols - 1) * card.gap).toBeLessThanOrEqual(300)
  })

  it('no items, or no box yet', () => {
    expect(fitGrid({ ...card, n: 0 }, 500, 100)).toEqual({ scale: 1.6, cols: 1, rows: 0, fits: true })
    expect(fitGrid({ ...card, n: 3 }, 0, 0).fits).toBe(false)
  })
})

describe('fitBlock', () => {
  it('the scale of a block in a box, within limits', () => {
    expect(fitBlock(100, 50, 200, 200, 0.5, 3)).toBe(2)
    expect(fitBlock(100, 50, 200, 50, 0.5, 3)).toBe(1)
    expect(fitBlock(100, 50, 10, 10, 0.5, 3)).toBe(0.5)
  })
})

describe('largestFitting', () => {
  it('the natural size when it fits, asking nothing more', () => {
    const asked: number[] = []
    expect(largestFitting((s) => (asked.push(s), true), 0.6)).toBe(1)
    expect(asked).toEqual([1])
  })
  it('steps down to the first scale that fits', () => {
    expect(largestFitting((s) => s <= 0.82, 0.6)).toBe(0.8)
    expect(largestFitting((s) => s <= 0.7, 0.6, 0.1)).toBe(0.7)
  })
  it('the minimum when nothing fits, having tried it', () => {
    const asked: number[] = []
    expect(largestFitting((s) => (asked.push(s), false), 0.7, 0.1)).toBe(0.7)
    expect(asked).toEqual([1, 0.9, 0.8, 0.7])
  })
})
