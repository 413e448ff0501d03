// The bots: pure functions of a player's view. Four levels:
//  - easy:   the hand-written policy (policy.ts) with a lot of noise: one-step greedy on card values. Instant.
//  - medium: flat Monte Carlo: the policy's best six actions, each tried on fresh determinizations with
//            rollouts to the end of the next round, scored by the evaluation (evaluate.ts). ~0.2 s.
//  - hard:   second edition: information-set MCTS over the bot's own decisions, re-determinized every iteration,
//            rollouts by the policy cut off two rounds ahead and scored by the evaluation; classic: sequential
//            halving over its policy's best eight actions, rollouts two rounds ahead by a policy with weights
//            tuned by self-play (policy-weights.ts) that counts the city's money engines (search.ts, HARD_SEARCH).
//            Wall-clock budget (default 1 s); stops early when the choice is clear.
//  - expert: Hard's search with its simulations scored by a learned value function (expert.ts, value-net.ts),
//            its halving (classic) comparing the moves on shared deals; Hard's own search where no network was
//            trained for the edition and player count. Hard's time.
// Asked with a `turn` memory, the searching levels get a budget for the whole turn instead (turn-budget.ts).
// All of them see only the view (which keeps what their seat has seen); hidden cards are dealt at random.
import { Rng, type Action, type GameView } from '../engine/index'
import { determinize } from './determinize'
import { PLAIN_POLICY, candidateActions, policyAction, rankedActions, type PolicyStyle } from './policy'
import { flatMonteCarlo, hardSearch, subtreeAfter, type SearchLimits, type SearchStats } from './search'
import { searchOf } from './expert'
import { decisionBudgetMs, defaultTurnBudgetMs, enterTurn, isFollowUp, type TurnMemory } from './turn-budget'

import type { BotLevel } from '../limits'

export { BOT_LEVELS, type BotLevel } from '../limits'

export interface ChooseOptions {
  /** wall-clock budget of this decision for medium, hard and expert (defaults: 200, 1000, 1000 ms); not read with `turn` */
  budgetMs?: number
  /**
   * the turn in progress (turn-budget.ts): given, the bot spends a budget for the whole turn (`turnBudgetMs`),
   * answers follow-ups the policy clearly prefers at once, and Hard's tree goes on from one decision to the next.
   * The caller keeps it between the decisions of its seat (one object is enough: a new turn empties it)
   */
  turn?: TurnMemory
  /** thinking time for the whole turn with `turn` (default: defaultTurnBudgetMs, by level and player count) */
  turnBudgetMs?: number
  /** seeds every random choice of the bot: same view + same seed (+ fixed iterations) = same action */
  seed: number
  /** the clock (ms); only the searching levels read it, and only when `iterations` is not given */
  now: () => number
  /** a fixed number of simulations instead of the clock (tests, tournaments) */
  iterations?: number
  /** filled in with the search's iteration count (and why Hard stopped) */
  stats?: SearchStats
  /** Hard and Expert stop before their budget when their statistics say searching on would not change the move (default true) */
  earlyStop?: boolean
  /**
   * Hard and Expert: rounds simulated after the current turn before the evaluation takes over, instead of their
   * search's own (tournament variants such as `expert:r0`, to choose it)
   */
  rounds?: number
  /** Expert: the learned value's share of its evaluation, 0 to 1, instead of its own (tournament variants `expert:l50`) */
  learnedShare?: number
}

export const DEFAULT_BUDGET_MS: Readonly<Record<BotLevel, number>> = { easy: 0, medium: 200, hard: 1000, expert: 1000 }

/** Easy's noise on action scores (prestige points): enough to make clear mistakes now and then. */
const EASY_NOISE = 1.2

/**
 * A follow-up the policy prefers by at least this many prestige points over the runner-up is answered at once
 * (per-turn budgets only): the searches' own samples rarely overturn such a lead.
 */
export const CLEAR_POLICY_GAP = 3

export class NotYourTurnError extends Error {}

/** The action `level` chooses for the viewer of `view`, who must be the player to move. */
export function chooseAction(view: GameView, level: BotLevel, opts: ChooseOptions): Action {
  if (view.phase.kind === 'over') throw new NotYourTurnError('The game is over.')
  if (view.current !== view.viewer) throw new NotYourTurnError(`It is seat ${view.current}'s turn, not seat ${view.viewer}'s.`)
  const rng = new Rng((opts.seed ^ Math.imul(view.seq + 1, 0x9e3779b1)) >>> 0)
  const state = determinize(view, rng)
  const candidates = candidateActions(state)
  if (opts.stats) opts.stats.iterations = 0
  const turn = opts.turn
  if (turn) enterTurn(turn, view)
  // forced: at once (Hard's tree has no node for a forced move, so it carries on to the next decision as it is)
  if (candidates.length === 1) return decided(turn, view, candidates[0]!)
  if (level === 'easy') return decided(turn, view, policyAction(state, rng, EASY_NOISE, candidates))
  const searched = level === 'medium' ? null : searchOf(level, view.options.edition, view.options.players, opts.learnedShare)
  const how = searched && opts.rounds !== undefined ? { ...searched, rounds: opts.rounds } : searched
  if (!turn) {
    const limits: SearchLimits = {
      budgetMs: opts.budgetMs ?? DEFAULT_BUDGET_MS[level],
      now: opts.now,
      iterations: opts.iterations,
      earlyStop: opts.earlyStop,
    }
    return how
      ? hardSearch(view, candidates, rng, limits, opts.stats, [], undefined, how)
      : flatMonteCarlo(view, candidates, rng, limits, opts.stats)
  }
  // the clock is read only when it sets the budget
  const timed = opts.iterations === undefined
  const started = timed ? opts.now() : 0
  const style: PolicyStyle = how ? how.policy : PLAIN_POLICY
  let action = isFollowUp(view.phase, view.turn.atStart) ? clearPolicyChoice(rankedActions(state, candidates, style)) : null
  if (action) turn.tree = subtreeAfter(turn.tree, action)
  else {
    const limits: SearchLimits = {
      budgetMs: decisionBudgetMs(view, opts.turnBudgetMs ?? defaultTurnBudgetMs(level, view.options.players), turn.spentMs),
      now: opts.now,
      iterations: opts.iterations,
      earlyStop: opts.earlyStop,
    }
    action = how
      ? hardSearch(view, candidates, rng, limits, opts.stats, [], turn, how)
      : flatMonteCarlo(view, candidates, rng, limits, opts.stats)
  }
  if (timed) turn.spentMs += opts.now() - started
  return decided(turn, view, action)
}

/** The policy's choice when it leads the runner-up by CLEAR_POLICY_GAP points or more, else null. */
function clearPolicyChoice(ranked: readonly { action: Action; score: number }[]): Action | null {
  const [first, second] = ranked
  return first && second && first.score - second.score >= CLEAR_POLICY_GAP ? first.action : null
}

/** Notes the decision in the turn's memory (the position decided) and answers it. */
function decided(turn: TurnMemory | undefined, view: GameView, action: Action): Action {
  if (turn) turn.lastSeq = view.seq
  return action
}

export { determinize } from './determinize'
export { estimateScores, reward } from './evaluate'
export type { SearchStats } from './search'
export { DEFAULT_TURN_BUDGET_MS, defaultTurnBudgetMs, newTurnMemory, type TurnMemory } from './turn-budget'
