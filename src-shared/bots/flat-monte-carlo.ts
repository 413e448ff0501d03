// Medium's search: flat Monte Carlo over the policy's best few actions.
import { applyInPlace, type Action, type GameView, type Rng } from '../engine/index'
import { determinize } from './determinize'
import { rankedActions } from './policy'
import { horizon, rollout, timeUp, type SearchLimits, type SearchStats } from './search-core'

/** Medium: each of the policy's best few actions is tried in turn on fresh determinizations; the best mean wins. */
export function flatMonteCarlo(view: GameView, candidates: Action[], rng: Rng, limits: SearchLimits, stats?: SearchStats): Action {
  const seat = view.viewer
  const pool = determinize(view, rng)
  const ranked = rankedActions(pool, candidates).slice(0, 6)
  if (ranked.length === 1) return ranked[0]!.action
  const sums = ranked.map(() => 0)
  const counts = ranked.map(() => 0)
  const start = limits.iterations === undefined ? limits.now() : 0
  const end = horizon(view, 1)
  let done = 0
  while (!timeUp(limits, start, done)) {
    const i = done % ranked.length
    const s = determinize(view, rng)
    applyInPlace(s, ranked[i]!.action)
    sums[i]! += rollout(s, seat, end, rng)
    counts[i]!++
    done++
  }
  if (stats) stats.iterations = done
  let best = 0
  let bestMean = -Infinity
  ranked.forEach((_, i) => {
    // a small prior towards the policy's own order breaks near-ties
    const mean = counts[i]! > 0 ? sums[i]! / counts[i]! - i * 1e-3 : -Infinity
    if (mean > bestMean) {
      bestMean = mean
      best = i
    }
  })
  return ranked[best]!.action
}
