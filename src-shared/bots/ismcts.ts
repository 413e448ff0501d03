// Hard's search in the second edition: single-observer information-set MCTS over the bot's own decisions, its
// tree kept between the decisions of one turn.
import { actionKey, applyInPlace, type Action, type GameView, type Rng } from '../engine/index'
import { determinize } from './determinize'
import { rewardPerPoint } from './evaluate'
import { PLAIN_POLICY, candidateActions, policyAction, rankedActions } from './policy'
import { clearlyBest, inRewards, outOfReach, type ArmStats, type EarlyStopParams } from './early-stop'
import {
  ROLLOUT_NOISE,
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

/**
 * Hard: single-observer ISMCTS. Every iteration deals a new determinization, descends the tree of the bot's own
 * decisions (opponents' decisions in between are played by the rollout policy, as chance), choosing by UCB1 among
 * the children legal in this determinization (availability counts), expands one node, then rolls out to the
 * horizon (`how.rounds` rounds after the current turn), scores it (`how.value`, default the linear evaluation
 * without the city's gains) and backs the reward up the path. `how.policy` (default the plain policy) orders the
 * moves, plays the opponents and plays the rollouts. With `memory`, it starts from
 * the tree the previous decision of the same turn left under the move played (its statistics were gathered from
 * that earlier view of the same seat, over the same horizon), and leaves the subtree under its own move there.
 */
export function ismcts(
  view: GameView,
  candidates: Action[],
  rng: Rng,
  limits: SearchLimits,
  stats?: SearchStats,
  how: Pick<HardSearchShape, 'rounds'> & Partial<Pick<HardSearchShape, 'policy'>> & SearchValue = { rounds: SEARCH_PARAMS.rounds },
  memory?: TreeMemory,
): Action {
  const seat = view.viewer
  const policy = how.policy ?? PLAIN_POLICY
  const value = how.value ?? linearEvaluation(false)
  const judge = how.judge ?? linearJudge(false)
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
      while (s.phase.kind !== 'over' && s.current !== seat && s.turnNumber <= end)
        applyInPlace(s, policyAction(s, rng, ROLLOUT_NOISE, undefined, policy))
      if (s.phase.kind === 'over' || s.turnNumber > end || expanded) break
      const cands = first ? candidates : candidateActions(s)
      first = false
      if (cands.length === 1) {
        applyInPlace(s, cands[0]!)
        continue
      }
      // progressive widening: only the policy's best few actions at first, more as the node gets visits
      const ranked = rankedActions(s, cands, policy)
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
    playOut(s, end, rng, policy)
    // root statistics ask for the margin too: judged in the same look as the reward
    const judged = stats?.root && path.length > 1 ? judge(s, seat) : null
    const r = judged ? judged.reward : scoreEnd(s, seat, value)
    for (const n of path) {
      n.visits++
      n.total += r
      n.sq += r * r
    }
    if (judged) {
      path[1]!.margin += judged.margin
      path[1]!.marginSq += judged.margin * judged.margin
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
