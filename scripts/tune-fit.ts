// The least-squares fit behind scripts/tune.ts: weights that best predict a target from features, pulled
// gently towards a prior (ridge regression), and the error measures the script prints.

/** Solves A x = b for a small square system (Gaussian elimination with partial pivoting). */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]!])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r
    if (Math.abs(m[pivot]![col]!) < 1e-12) throw new Error(`singular system (column ${col})`)
    ;[m[col], m[pivot]] = [m[pivot]!, m[col]!]
    for (let r = 0; r < n; r++) {
      if (r === col) continue
      const f = m[r]![col]! / m[col]![col]!
      if (f === 0) continue
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!
    }
  }
  return m.map((row, i) => row[n]! / row[i]!)
}

export interface Sample {
  readonly x: readonly number[]
  readonly y: number
}

/**
 * Ridge regression towards `prior`: minimises Σ (y − w·x)² + λ · Σ s_j² (w_j − prior_j)², where s_j² is the
 * sum of squares of feature j (so λ means the same for features of any size).
 */
export function fitRidge(samples: readonly Sample[], prior: readonly number[], lambda: number): number[] {
  const k = prior.length
  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0))
  const xty = new Array<number>(k).fill(0)
  for (const { x, y } of samples) {
    for (let i = 0; i < k; i++) {
      xty[i]! += x[i]! * y
      for (let j = 0; j < k; j++) xtx[i]![j]! += x[i]! * x[j]!
    }
  }
  for (let i = 0; i < k; i++) {
    // a feature that is always 0 is pulled as if it were of size 1
    const scale = lambda * (xtx[i]![i]! > 0 ? xtx[i]![i]! : samples.length)
    xtx[i]![i]! += scale
    xty[i]! += scale * prior[i]!
  }
  return solve(xtx, xty)
}

/** Root mean square error and R² of the prediction w·x + offset(sample) against y. */
export function errors(samples: readonly Sample[], w: readonly number[]): { rmse: number; r2: number } {
  let se = 0
  let mean = 0
  for (const s of samples) mean += s.y
  mean /= Math.max(1, samples.length)
  let st = 0
  for (const { x, y } of samples) {
    let p = 0
    for (let i = 0; i < w.length; i++) p += w[i]! * x[i]!
    se += (y - p) ** 2
    st += (y - mean) ** 2
  }
  return { rmse: Math.sqrt(se / Math.max(1, samples.length)), r2: st > 0 ? 1 - se / st : 0 }
}
