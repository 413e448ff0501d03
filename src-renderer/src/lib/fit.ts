// Sizing that keeps every part of the table inside its own box: how large a grid of equal items (cards,
// tiles) may be drawn so that all of them fit, in as many rows as that takes. Pure, so it is unit-tested.

export interface GridFit {
  /** zoom to apply to the items (1 = their natural size) */
  readonly scale: number
  readonly cols: number
  readonly rows: number
  /** false when even the smallest allowed scale does not fit (the box then scrolls rather than overflow) */
  readonly fits: boolean
}

export interface GridSpec {
  /** number of items */
  readonly n: number
  /** natural item size, px */
  readonly w: number
  readonly h: number
  /** gap between items, px (not scaled) */
  readonly gap: number
  /** scale limits */
  readonly min: number
  readonly max: number
}

/** The largest scale (≤ max) at which `n` items fit a `boxW` × `boxH` box in a wrapping grid. */
export function fitGrid(spec: GridSpec, boxW: number, boxH: number): GridFit {
  const { n, w, h, gap, min, max } = spec
  if (n <= 0 || boxW <= 0 || boxH <= 0) return { scale: n <= 0 ? max : min, cols: Math.max(1, n), rows: n > 0 ? 1 : 0, fits: n <= 0 }
  let best: GridFit | null = null
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols)
    const byWidth = (boxW - (cols - 1) * gap) / (cols * w)
    const byHeight = (boxH - (rows - 1) * gap) / (rows * h)
    const scale = Math.min(max, byWidth, byHeight)
    if (!best || scale > best.scale + 1e-9) best = { scale, cols, rows, fits: scale >= min }
  }
  if (best!.fits) return best!
  // too many for the box even at the smallest scale: as many columns as fit at that scale
  const cols = Math.max(1, Math.min(n, Math.floor((boxW + gap) / (min * w + gap))))
  return { scale: min, cols, rows: Math.ceil(n / cols), fits: false }
}

/** The scale at which a block of natural size `w` × `h` fits a box, within limits. */
export function fitBlock(w: number, h: number, boxW: number, boxH: number, min: number, max: number): number {
  if (w <= 0 || h <= 0) return max
  return Math.max(min, Math.min(max, boxW / w, boxH / h))
}

/**
 * The largest scale in `step`s from 1 down to `min` for which `fits(scale)` holds (text shrunk until it fits its
 * box); `min` when none does. `fits` is asked from the largest scale down and not again once it holds.
 */
export function largestFitting(fits: (scale: number) => boolean, min: number, step = 0.05): number {
  const steps = Math.max(0, Math.floor((1 - min) / step + 1e-9))
  for (let i = 0; i <= steps; i++) {
    const scale = Math.round((1 - i * step) * 1000) / 1000
    if (fits(scale)) return scale
  }
  return min
}
