// Search for Medium (flat Monte Carlo over determinized rollouts) and Hard (single-observer information-set MCTS).
// Both re-determinize the hidden cards from the view for every simulation, so neither can see hidden cards.
import { actionKey, applyInPlace, type Action, type GameState, type GameView, type Rng, type Seat } from '../engine/index.js'
import { determinize, type BotMemory } from './determinize.js'
import { reward } from './evaluate.js'
import { candidateActions, policyAction, rankedActions } from './policy.js'

/** Noise of the rollout policy: enough to vary the simulations, small enough to keep them sensible. */
const ROLLOUT_NOISE = 0.35
/** Safety net against a simulation that never ends. */
const MAX_ROLLOUT_DECISIONS = 5000

export interface SearchLimits {
  /** wall-clock budget in ms, measured with `now` */
  budgetMs: number
  now: () => number
  /** a fixed number of simulations instead of the clock (deterministic) */
  iterations?: number
}

export interface SearchStats {
  iterations: number
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

/** Plays the rollout policy until the game ends or the horizon turn begins, then scores the position for `seat`. */
export function rollout(state: GameState, seat: Seat, endTurn: number, rng: Rng): number {
  let steps = 0
  while (state.phase.kind !== 'over' && state.turnNumber <= endTurn && steps < MAX_ROLLOUT_DECISIONS) {
    applyInPlace(state, policyAction(state, rng, ROLLOUT_NOISE))
    steps++
  }
  return reward(state, seat)
}

/** Medium: each of the policy's best few actions is tried in turn on fresh determinizations; the best mean wins. */
export function flatMonteCarlo(view: GameView, candidates: Action[], rng: Rng, limits: SearchLimits, memory?: BotMemory, stats?: SearchStats): Action {
  const seat = view.viewer
  const pool = determinize(view, rng, memory)
  const ranked = rankedActions(pool, candidates).slice(0, 6)
  if (ranked.length === 1) return ranked[0]!.action
  const sums = ranked.map(() => 0)
  const counts = ranked.map(() => 0)
  const start = limits.now()
  const end = horizon(view, 1)
  let done = 0
  while (!timeUp(limits, start, done)) {
    const i = done % ranked.length
    const s = determinize(view, rng, memory)
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
  /** how often this node was available when its parent was visited (ISMCTS availability count) */
  avail: number
  children: Map<string, Node>
}

const newNode = (action: Action | null): Node => ({ action, visits: 0, total: 0, avail: 0, children: new Map() })

const UCB_C = 0.7

/**
 * Hard: single-observer ISMCTS. Every iteration deals a new determinization, descends the tree of the bot's own
 * decisions (opponents' decisions in between are played by the rollout policy, as chance), choosing by UCB1 among
 * the children legal in this determinization (availability counts), expands one node, then rolls out to the
 * horizon (`rounds` rounds after the current turn) and backs the reward up the path.
 */
export function ismcts(view: GameView, candidates: Action[], rng: Rng, limits: SearchLimits, memory?: BotMemory, stats?: SearchStats, rounds = 2): Action {
  const seat = view.viewer
  const root = newNode(null)
  const end = horizon(view, rounds)
  const start = limits.now()
  const rootKeys = new Set(candidates.map(actionKey))
  let done = 0
  while (!timeUp(limits, start, done)) {
    const s = determinize(view, rng, memory)
    const path: Node[] = [root]
    let node = root
    let expanded = false
    let first = true
    for (;;) {
      // opponents move by the policy until the bot decides again
      while (s.phase.kind !== 'over' && s.current !== seat && s.turnNumber <= end) applyInPlace(s, policyAction(s, rng, ROLLOUT_NOISE))
      if (s.phase.kind === 'over' || s.turnNumber > end || expanded) break
      let cands = first ? candidates : candidateActions(s)
      first = false
      if (cands.length === 1) {
        applyInPlace(s, cands[0]!)
        continue
      }
      let untried: Node[] = []
      let best: Node | null = null
      let bestU = -Infinity
      const lookup: Node[] = []
      for (const a of cands) {
        const k = actionKey(a)
        if (node === root && !rootKeys.has(k)) continue
        let child = node.children.get(k)
        if (!child) {
          child = newNode(a)
          node.children.set(k, child)
        }
        child.avail++
        lookup.push(child)
        if (child.visits === 0) untried.push(child)
      }
      if (lookup.length === 0) break
      let chosen: Node
      if (untried.length > 0) {
        // expand the untried action the policy likes best
        if (untried.length > 1) {
          const order = rankedActions(s, untried.map((c) => c.action!))
          const topKey = actionKey(order[0]!.action)
          untried = untried.filter((c) => actionKey(c.action!) === topKey)
        }
        chosen = untried[0]!
        expanded = true
      } else {
        for (const child of lookup) {
          const u = child.total / child.visits + UCB_C * Math.sqrt(Math.log(child.avail) / child.visits)
          if (u > bestU) {
            bestU = u
            best = child
          }
        }
        chosen = best!
      }
      // the chosen node's action is legal here: it was built from this determinization's candidates
      const act = cands.find((a) => actionKey(a) === actionKey(chosen.action!)) ?? chosen.action!
      applyInPlace(s, act)
      path.push(chosen)
      node = chosen
    }
    const r = rollout(s, seat, end, rng)
    for (const n of path) {
      n.visits++
      n.total += r
    }
    done++
  }
  if (stats) stats.iterations = done
  let bestChild: Node | null = null
  for (const c of root.children.values()) {
    if (!bestChild || c.visits > bestChild.visits || (c.visits === bestChild.visits && c.total > bestChild.total)) bestChild = c
  }
  return bestChild?.action ?? candidates[0]!
}
