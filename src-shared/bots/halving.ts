// Hard's search in classic: sequential halving over the policy's best few moves.
import { actionKey, applyInPlace, Rng, type Action, type GameView } from '../engine/index'
import { determinize } from './determinize'
import { rewardPerPoint } from './evaluate'
import { PLAIN_POLICY, rankedActions } from './policy'
import { clearlyBest, inRewards } from './early-stop'
import {
  horizon,
  linearEvaluation,
  linearJudge,
  playOut,
  scoreEnd,
  timeUp,
  type HardSearchShape,
  type SearchValue,
  type SearchLimits,
  type SearchStats,
  SEARCH_PARAMS,
} from './search-core'

/** Moves sequential halving starts from: the policy's best (plus any move the caller must see examined). */
export const HALVING_WIDTH = 8

/**
 * Hard's other search: sequential halving (Karnin, Koren and Somekh 2013) over the policy's best few moves. The
 * budget is split into ⌈log2 k⌉ phases; in each the surviving moves are tried in turn on fresh determinizations
 * (rollouts to the horizon; with `how.sharedDeals`, each cycle over them on one deal) and the better half by mean
 * reward goes on to the next. Unlike UCB, which spends its samples on the move it currently favours, it is built to
 * find the best move, which is what a noisy reward needs.
 * Stops early when the best survivor is clearly best among the survivors (early-stop.ts).
 */
export function halvingSearch(
  view: GameView,
  candidates: Action[],
  rng: Rng,
  limits: SearchLimits,
  stats?: SearchStats,
  how: Pick<HardSearchShape, 'rounds' | 'policy' | 'cityGains' | 'sharedDeals'> & SearchValue = {
    rounds: 1,
    policy: PLAIN_POLICY,
    cityGains: false,
  },
  keep: readonly Action[] = [],
): Action {
  const seat = view.viewer
  const value = how.value ?? linearEvaluation(how.cityGains)
  const judge = how.judge ?? linearJudge(how.cityGains)
  const ranked = rankedActions(determinize(view, rng), candidates, how.policy)
  const kept = new Set(keep.map(actionKey))
  const chosen = ranked.filter((r, i) => i < HALVING_WIDTH || kept.has(actionKey(r.action)))
  if (stats) stats.iterations = 0
  if (chosen.length === 1) return chosen[0]!.action
  const arms = chosen.map((r) => ({ action: r.action, visits: 0, total: 0, sq: 0, margin: 0, marginSq: 0 }))
  let alive = arms.map((_, i) => i)
  const phases = Math.ceil(Math.log2(arms.length))
  const start = limits.iterations === undefined ? limits.now() : 0
  const end = horizon(view, how.rounds)
  const stopParams = inRewards(rewardPerPoint(view, seat))
  const mean = (i: number) => (arms[i]!.visits > 0 ? arms[i]!.total / arms[i]!.visits : -Infinity)
  const bestAlive = () => alive.reduce((b, i) => (mean(i) > mean(b) ? i : b), alive[0]!)
  let done = 0
  let phase = 0
  let stop: SearchStats['stop'] = 'budget'
  // sharedDeals: the cycle's seed and the next survivor it plays (none yet)
  let cycleSeed = 0
  let cycleAt = Infinity
  while (!timeUp(limits, start, done)) {
    // the phase this iteration belongs to, by the share of the budget spent
    const spent = limits.iterations !== undefined ? done / limits.iterations : (limits.now() - start) / limits.budgetMs
    const due = Math.min(phases - 1, Math.floor(spent * phases))
    while (phase < due && alive.length > 1) {
      alive = alive.sort((a, b) => mean(b) - mean(a)).slice(0, Math.ceil(alive.length / 2))
      phase++
      cycleAt = alive.length
    }
    let i: number
    let dealt: Rng
    if (how.sharedDeals) {
      // a new cycle over the survivors: a new deal and stream, the same for each of them
      if (cycleAt >= alive.length) {
        cycleSeed = rng.int(0x7fffffff)
        cycleAt = 0
      }
      i = alive[cycleAt++]!
      dealt = new Rng(cycleSeed)
    } else {
      i = alive[done % alive.length]!
      dealt = rng
    }
    const s = determinize(view, dealt)
    applyInPlace(s, arms[i]!.action)
    playOut(s, end, dealt, how.policy)
    // root statistics ask for the margin too: judged in the same look as the reward
    const judged = stats?.root ? judge(s, seat) : null
    const r = judged ? judged.reward : scoreEnd(s, seat, value)
    const arm = arms[i]!
    arm.visits++
    arm.total += r
    arm.sq += r * r
    if (judged) {
      arm.margin += judged.margin
      arm.marginSq += judged.margin * judged.margin
    }
    done++
    if (limits.earlyStop !== false && done % SEARCH_PARAMS.stopCheckEvery === 0) {
      const best = bestAlive()
      if (
        clearlyBest(
          alive.map((j) => arms[j]!),
          alive.indexOf(best),
          stopParams,
        )
      ) {
        stop = 'clear'
        break
      }
    }
  }
  if (stats) {
    stats.iterations = done
    stats.stop = stop
    if (stats.root) {
      stats.root.length = 0
      for (const a of arms)
        if (a.visits > 0) stats.root.push({ action: a.action, visits: a.visits, total: a.total, margin: a.margin, marginSq: a.marginSq })
    }
  }
  return arms[bestAlive()]!.action
}
