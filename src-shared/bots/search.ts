// Search for Medium (flat Monte Carlo over determinized rollouts) and Hard (single-observer information-set MCTS in
// the second edition, sequential halving in classic: HARD_SEARCH). All re-determinize the hidden cards from the
// view for every simulation, so none can see hidden cards.
import { actionKey, applyInPlace, type Action, type Edition, type GameState, type GameView, type Rng, type Seat } from '../engine/index.js'
import { determinize } from './determinize.js'
import { advantage, estimateScores, reward, rewardPerPoint } from './evaluate.js'
import { PLAIN_POLICY, POLICY_PARAMS, candidateActions, policyAction, rankedActions, type PolicyStyle } from './policy.js'
import { TUNED_POLICY } from './policy-weights.js'
import { clearlyBest, inRewards, outOfReach, type ArmStats, type EarlyStopParams } from './early-stop.js'

/** Noise of the rollout policy: enough to vary the simulations, small enough to keep them sensible. */
export const ROLLOUT_NOISE = 0.35
/** Safety net against a simulation that never ends. */
const MAX_ROLLOUT_DECISIONS = 5000

export interface SearchLimits {
  /** wall-clock budget in ms, measured with `now` */
  budgetMs: number
  now: () => number
  /** a fixed number of simulations instead of the clock (deterministic) */
  iterations?: number
  /** Hard may stop before its budget when searching on would not change its move (default true) */
  earlyStop?: boolean
}

export interface SearchStats {
  iterations: number
  /** why Hard's search stopped: its budget, a clearly best move, or a lead no other move can catch up with */
  stop?: 'budget' | 'clear' | 'out-of-reach'
  /** Hard: pass [] to have it filled with the statistics of every root move the search examined (analysis, hints, reviews) */
  root?: RootMove[]
}

/** One root move of Hard's search: how often it was tried, its summed reward and its summed final margin. */
export interface RootMove {
  readonly action: Action
  readonly visits: number
  /** sum of the rewards (in [0, 1]) */
  readonly total: number
  /** sum of the estimated final margins over the best opponent, prestige points (evaluate.ts: estimateScores) */
  readonly margin: number
  /** sum of their squares (how much the margin varies between simulations) */
  readonly marginSq: number
}

function timeUp(limits: SearchLimits, start: number, done: number): boolean {
  if (limits.iterations !== undefined) return done >= limits.iterations
  // at least one simulation, so there is always something to go on
  return done > 0 && limits.now() - start >= limits.budgetMs
}

/** The turn number after which simulations stop and the evaluation takes over: `rounds` full rounds after this one. */
export function horizon(state: GameState, rounds: number): number {
  return state.turnNumber + rounds * state.players.length
}

/**
 * How a search scores the position where a simulation stops, for `seat`: a chance to win in [0, 1] with the
 * meaning and scale of evaluate.ts's `reward` (a finished game is scored by its result before it is asked).
 */
export type Evaluation = (state: GameState, seat: Seat) => number

/** The linear evaluation (evaluate.ts: reward), counting what the city's gaining cards bring now or not. */
export const linearEvaluation = (cityGains: boolean): Evaluation => (cityGains ? linearWithGains : linearFlat)
const linearFlat: Evaluation = (state, seat) => reward(state, seat, false)
const linearWithGains: Evaluation = (state, seat) => reward(state, seat, true)

/** Plays a policy of this style for every seat until the game ends or the horizon turn begins. */
export function playOut(state: GameState, endTurn: number, rng: Rng, style: PolicyStyle = PLAIN_POLICY): void {
  let steps = 0
  while (state.phase.kind !== 'over' && state.turnNumber <= endTurn && steps < MAX_ROLLOUT_DECISIONS) {
    applyInPlace(state, policyAction(state, rng, ROLLOUT_NOISE, undefined, style))
    steps++
  }
}

/** The reward of a simulation's last position for `seat`: the win share once the game is over, else `value`'s. */
export function scoreEnd(state: GameState, seat: Seat, value: Evaluation): number {
  if (state.result) {
    const w = state.result.winners
    return w.includes(seat) ? 1 / w.length : 0
  }
  return value(state, seat)
}

/**
 * Plays out to the horizon (playOut), then scores the position for `seat` by the linear evaluation (`cityGains`:
 * see evaluate.ts, evalInputs).
 */
export function rollout(
  state: GameState,
  seat: Seat,
  endTurn: number,
  rng: Rng,
  style: PolicyStyle = PLAIN_POLICY,
  cityGains = false,
): number {
  playOut(state, endTurn, rng, style)
  return reward(state, seat, cityGains)
}

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

interface Node {
  action: Action | null
  visits: number
  total: number
  /** sum of the squared rewards (the variance behind early stopping) */
  sq: number
  /** sum of the estimated final margins (prestige), kept for root moves only when asked (SearchStats.root) */
  margin: number
  marginSq: number
  /** how often this node was available when its parent was visited (ISMCTS availability count) */
  avail: number
  children: Map<string, Node>
}

/** Hard's tree (second edition), opaque outside the search: kept between decisions of one turn (turn-budget.ts). */
export type SearchTree = Node

/** Where a search finds the tree left by the previous decision of the turn and leaves its own subtree. */
export interface TreeMemory {
  tree: SearchTree | null
}

/** The subtree under `action` (the tree's next decision once it is played), if the search went there. */
export function subtreeAfter(tree: SearchTree | null, action: Action): SearchTree | null {
  return tree?.children.get(actionKey(action)) ?? null
}

const newNode = (action: Action | null): Node => ({
  action,
  visits: 0,
  total: 0,
  sq: 0,
  margin: 0,
  marginSq: 0,
  avail: 0,
  children: new Map(),
})

/** Hard's search constants (mutable only for tuning scripts). */
export const SEARCH_PARAMS = {
  /**
   * UCB1 exploration constant, in points of margin: turned into rewards at the search's scale (rewardPerPoint),
   * so that the search explores as much whatever the reward's scale (0.7 at the hand-set scale was 11.2;
   * 8 had the least regret in `npm run tune:search`)
   */
  ucbPoints: 8,
  /** children considered at the root with no visits; one more per square-root visit */
  widenBase: 2,
  /**
   * Below the root, one child at first (the policy's choice) and one more each time the visits reach
   * widenDeep × (children − 1)²: later decisions follow the policy until the statistics say otherwise, instead of
   * spreading over several of its choices (0: as at the root)
   */
  widenDeep: 0,
  /** rounds simulated after the current turn before the evaluation takes over */
  rounds: 2,
  /** iterations between two looks at the early-stopping rules */
  stopCheckEvery: 32,
}

/** Moves sequential halving starts from: the policy's best (plus any move the caller must see examined). */
export const HALVING_WIDTH = 8

/**
 * Hard's search in each edition, chosen by tournaments against Medium at their own budgets (README.md,
 * "Measured strength"). Classic games swing by tens of points on the cards that come out, so a simulation says
 * little about a move; there Hard picks among the policy's best moves by sequential halving (the tree spread its
 * samples thinly over every legal move and lost to Medium), with rollouts two rounds ahead. Its policy and
 * evaluation also count what the cards that gain by the city's holdings would bring now (Omnibus with many
 * boroughs, Bridge with many brown cards: classic's money engines), where Medium counts a flat worth; its policy's
 * weights are tuned by self-play for that (policy-weights.ts, `npm run tune:policy`). The second edition's Hard is
 * unchanged since its lines were measured.
 */
export interface HardSearch {
  readonly root: 'tree' | 'halving'
  /** rounds simulated after the current turn before the evaluation takes over */
  readonly rounds: number
  /**
   * the policy that orders the root moves and plays the rollouts. Read by halving only: the tree (second edition,
   * the plain policy) does not take it
   */
  readonly policy: PolicyStyle
  /**
   * the evaluation counts what cards gaining by the city's holdings would bring now (evaluate.ts: evalInputs).
   * Read by halving only, as above (and by the margins of `SearchStats.root` in both)
   */
  readonly cityGains: boolean
  /**
   * what scores the position where a simulation stops (the game not over). Default: the linear evaluation,
   * `reward` with `cityGains` (Hard); Expert's is learned (expert.ts)
   */
  readonly value?: Evaluation
}

export const HARD_SEARCH: Readonly<Record<Edition, HardSearch>> = {
  second: { root: 'tree', rounds: SEARCH_PARAMS.rounds, policy: PLAIN_POLICY, cityGains: false },
  classic: {
    root: 'halving',
    rounds: 2,
    policy: { params: TUNED_POLICY.classic ?? POLICY_PARAMS, cityGains: true },
    cityGains: true,
  },
}

/**
 * Hard (and Expert, with its own `how`): the search its edition uses (HARD_SEARCH). `keep`: moves to examine even
 * if the policy ranks them low. `memory`: the tree goes on from the previous decision of the turn (the tree only;
 * halving keeps none).
 */
export function hardSearch(
  view: GameView,
  candidates: Action[],
  rng: Rng,
  limits: SearchLimits,
  stats?: SearchStats,
  keep: readonly Action[] = [],
  memory?: TreeMemory,
  how: HardSearch = HARD_SEARCH[view.options.edition],
): Action {
  return how.root === 'halving'
    ? halvingSearch(view, candidates, rng, limits, stats, how, keep)
    : ismcts(view, candidates, rng, limits, stats, how, memory)
}

/**
 * Hard's other search: sequential halving (Karnin, Koren and Somekh 2013) over the policy's best few moves. The
 * budget is split into ⌈log2 k⌉ phases; in each the surviving moves are tried in turn on fresh determinizations
 * (rollouts to the horizon) and the better half by mean reward goes on to the next. Unlike UCB, which spends its
 * samples on the move it currently favours, it is built to find the best move, which is what a noisy reward needs.
 * Stops early when the best survivor is clearly best among the survivors (early-stop.ts).
 */
export function halvingSearch(
  view: GameView,
  candidates: Action[],
  rng: Rng,
  limits: SearchLimits,
  stats?: SearchStats,
  how: Pick<HardSearch, 'rounds' | 'policy' | 'cityGains' | 'value'> = { rounds: 1, policy: PLAIN_POLICY, cityGains: false },
  keep: readonly Action[] = [],
): Action {
  const seat = view.viewer
  const value = how.value ?? linearEvaluation(how.cityGains)
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
  while (!timeUp(limits, start, done)) {
    // the phase this iteration belongs to, by the share of the budget spent
    const spent = limits.iterations !== undefined ? done / limits.iterations : (limits.now() - start) / limits.budgetMs
    const due = Math.min(phases - 1, Math.floor(spent * phases))
    while (phase < due && alive.length > 1) {
      alive = alive.sort((a, b) => mean(b) - mean(a)).slice(0, Math.ceil(alive.length / 2))
      phase++
    }
    const i = alive[done % alive.length]!
    const s = determinize(view, rng)
    applyInPlace(s, arms[i]!.action)
    playOut(s, end, rng, how.policy)
    const r = scoreEnd(s, seat, value)
    const arm = arms[i]!
    arm.visits++
    arm.total += r
    arm.sq += r * r
    if (stats?.root) {
      const m = advantage(estimateScores(s, undefined, how.cityGains), seat)
      arm.margin += m
      arm.marginSq += m * m
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

/**
 * Hard: single-observer ISMCTS. Every iteration deals a new determinization, descends the tree of the bot's own
 * decisions (opponents' decisions in between are played by the rollout policy, as chance), choosing by UCB1 among
 * the children legal in this determinization (availability counts), expands one node, then rolls out to the
 * horizon (`how.rounds` rounds after the current turn), scores it (`how.value`, default the linear evaluation
 * without the city's gains) and backs the reward up the path. With `memory`, it starts from
 * the tree the previous decision of the same turn left under the move played (its statistics were gathered from
 * that earlier view of the same seat, over the same horizon), and leaves the subtree under its own move there.
 */
export function ismcts(
  view: GameView,
  candidates: Action[],
  rng: Rng,
  limits: SearchLimits,
  stats?: SearchStats,
  how: Pick<HardSearch, 'rounds' | 'value'> = { rounds: SEARCH_PARAMS.rounds },
  memory?: TreeMemory,
): Action {
  const seat = view.viewer
  const value = how.value ?? linearEvaluation(false)
  const root = memory?.tree ?? newNode(null)
  const end = horizon(view, how.rounds)
  const start = limits.iterations === undefined ? limits.now() : 0
  const rootKeys = new Set(candidates.map(actionKey))
  const perPoint = rewardPerPoint(view, seat)
  const ucbC = SEARCH_PARAMS.ucbPoints * perPoint
  const stopParams = inRewards(perPoint)
  let done = 0
  // a tree carried over may already settle the choice: then the move comes at once
  const carried = root.visits > 0 && limits.earlyStop !== false ? settled(root, rootKeys, limits, start, 0, stopParams) : null
  if (carried && stats) stats.stop = carried
  while (!carried && !timeUp(limits, start, done)) {
    const s = determinize(view, rng)
    const path: Node[] = [root]
    let node = root
    let expanded = false
    let first = true
    for (;;) {
      // opponents move by the policy until the bot decides again
      while (s.phase.kind !== 'over' && s.current !== seat && s.turnNumber <= end) applyInPlace(s, policyAction(s, rng, ROLLOUT_NOISE))
      if (s.phase.kind === 'over' || s.turnNumber > end || expanded) break
      const cands = first ? candidates : candidateActions(s)
      first = false
      if (cands.length === 1) {
        applyInPlace(s, cands[0]!)
        continue
      }
      // progressive widening: only the policy's best few actions at first, more as the node gets visits
      const ranked = rankedActions(s, cands)
      const deep = node !== root && SEARCH_PARAMS.widenDeep > 0
      const width = Math.min(
        ranked.length,
        deep
          ? 1 + Math.floor(Math.sqrt(node.visits / SEARCH_PARAMS.widenDeep))
          : SEARCH_PARAMS.widenBase + Math.floor(Math.sqrt(node.visits)),
      )
      let untried: Node | null = null
      let untriedAction: Action | null = null
      let best: Node | null = null
      let bestAction: Action | null = null
      let bestU = -Infinity
      for (let i = 0; i < width; i++) {
        const a = ranked[i]!.action
        const k = actionKey(a)
        if (node === root && !rootKeys.has(k)) continue
        let child = node.children.get(k)
        if (!child) {
          child = newNode(a)
          node.children.set(k, child)
        }
        child.avail++
        if (child.visits === 0) {
          // expand the untried action the policy likes best
          if (!untried) {
            untried = child
            untriedAction = a
          }
          continue
        }
        const u = child.total / child.visits + ucbC * Math.sqrt(Math.log(child.avail) / child.visits)
        if (u > bestU) {
          bestU = u
          best = child
          bestAction = a
        }
      }
      const chosen = untried ?? best
      if (!chosen) break
      if (untried) expanded = true
      // this determinization's own action object (legal here), not the one the node was first built from
      applyInPlace(s, (untriedAction ?? bestAction)!)
      path.push(chosen)
      node = chosen
    }
    playOut(s, end, rng)
    const r = scoreEnd(s, seat, value)
    for (const n of path) {
      n.visits++
      n.total += r
      n.sq += r * r
    }
    if (stats?.root && path.length > 1) {
      const m = advantage(estimateScores(s), seat)
      path[1]!.margin += m
      path[1]!.marginSq += m * m
    }
    done++
    if (limits.earlyStop !== false && done % SEARCH_PARAMS.stopCheckEvery === 0) {
      const why = settled(root, rootKeys, limits, start, done, stopParams)
      if (why) {
        if (stats) stats.stop = why
        break
      }
    }
  }
  if (stats) {
    stats.iterations = done
    stats.stop ??= 'budget'
  }
  if (stats?.root) {
    stats.root.length = 0
    for (const c of root.children.values())
      if (c.visits > 0) stats.root.push({ action: c.action!, visits: c.visits, total: c.total, margin: c.margin, marginSq: c.marginSq })
  }
  const chosen = mostVisited(root, rootKeys)
  if (memory) memory.tree = chosen
  // this view's own action object (a carried-over node may have been built in another determinization)
  const key = chosen ? actionKey(chosen.action!) : null
  return candidates.find((a) => actionKey(a) === key) ?? candidates[0]!
}

/** The root child Hard plays: the most visited legal move (the higher total breaks a tie). */
function mostVisited(root: Node, rootKeys: ReadonlySet<string>): Node | null {
  let bestChild: Node | null = null
  for (const [k, c] of root.children) {
    if (!rootKeys.has(k) || c.visits === 0) continue
    if (!bestChild || c.visits > bestChild.visits || (c.visits === bestChild.visits && c.total > bestChild.total)) bestChild = c
  }
  return bestChild
}

/** Whether searching on could still matter (early-stop.ts): null to go on, else why not. */
function settled(
  root: Node,
  rootKeys: ReadonlySet<string>,
  limits: SearchLimits,
  start: number,
  done: number,
  params: EarlyStopParams,
): SearchStats['stop'] | null {
  const chosen = mostVisited(root, rootKeys)
  if (!chosen) return null
  // every legal move counts, those not expanded yet with no visits
  const arms: ArmStats[] = []
  let at = -1
  for (const k of rootKeys) {
    const c = root.children.get(k)
    if (c === chosen) at = arms.length
    arms.push(c ?? { visits: 0, total: 0, sq: 0 })
  }
  if (clearlyBest(arms, at, params)) return 'clear'
  let remaining: number
  if (limits.iterations !== undefined) remaining = limits.iterations - done
  else {
    const elapsed = limits.now() - start
    // a generous estimate of the iterations left, so that this rule never stops too soon (none yet: no estimate)
    remaining = elapsed > 0 && done > 0 ? 1.5 * (done / elapsed) * Math.max(0, limits.budgetMs - elapsed) : Infinity
  }
  return outOfReach(arms, at, remaining) ? 'out-of-reach' : null
}
