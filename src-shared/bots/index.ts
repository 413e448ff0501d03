// The bots: pure functions of a player's view. Three levels:
//  - easy:   the hand-written policy (policy.ts) with a lot of noise: one-step greedy on card values. Instant.
//  - medium: flat Monte Carlo: the policy's best six actions, each tried on fresh determinizations with
//            rollouts to the end of the next round, scored by the evaluation (evaluate.ts). ~0.2 s.
//  - hard:   second edition: information-set MCTS over the bot's own decisions, re-determinized every iteration,
//            rollouts by the policy cut off two rounds ahead and scored by the evaluation; classic: sequential
//            halving over its policy's best eight actions, rollouts two rounds ahead by a policy with weights
//            tuned by self-play (policy-weights.ts) that counts the city's money engines (search.ts, HARD_SEARCH).
//            Wall-clock budget (default 1 s); stops early when the choice is clear.
// All of them see only the view (which keeps what their seat has seen); hidden cards are dealt at random.
import { Rng, type Action, type GameView } from '../engine/index.js'
import { determinize } from './determinize.js'
import { candidateActions, policyAction } from './policy.js'
import { flatMonteCarlo, hardSearch, type SearchLimits, type SearchStats } from './search.js'

import type { BotLevel } from '../limits.js'

export { BOT_LEVELS, type BotLevel } from '../limits.js'

export interface ChooseOptions {
  /** wall-clock budget for medium and hard (defaults: 200 ms and 1000 ms) */
  budgetMs?: number
  /** seeds every random choice of the bot: same view + same seed (+ fixed iterations) = same action */
  seed: number
  /** the clock (ms); only medium and hard read it, and only when `iterations` is not given */
  now: () => number
  /** a fixed number of simulations instead of the clock (tests, tournaments) */
  iterations?: number
  /** filled in with the search's iteration count (and why Hard stopped) */
  stats?: SearchStats
  /** Hard stops before its budget when its statistics say searching on would not change the move (default true) */
  earlyStop?: boolean
}

export const DEFAULT_BUDGET_MS: Readonly<Record<BotLevel, number>> = { easy: 0, medium: 200, hard: 1000 }

/** Easy's noise on action scores (prestige points): enough to make clear mistakes now and then. */
const EASY_NOISE = 1.2

export class NotYourTurnError extends Error {}

/** The action `level` chooses for the viewer of `view`, who must be the player to move. */
export function chooseAction(view: GameView, level: BotLevel, opts: ChooseOptions): Action {
  if (view.phase.kind === 'over') throw new NotYourTurnError('The game is over.')
  if (view.current !== view.viewer) throw new NotYourTurnError(`It is seat ${view.current}'s turn, not seat ${view.viewer}'s.`)
  const rng = new Rng((opts.seed ^ Math.imul(view.seq + 1, 0x9e3779b1)) >>> 0)
  const state = determinize(view, rng)
  const candidates = candidateActions(state)
  if (opts.stats) opts.stats.iterations = 0
  if (candidates.length === 1) return candidates[0]!
  const limits: SearchLimits = {
    budgetMs: opts.budgetMs ?? DEFAULT_BUDGET_MS[level],
    now: opts.now,
    iterations: opts.iterations,
    earlyStop: opts.earlyStop,
  }
  switch (level) {
    case 'easy':
      return policyAction(state, rng, EASY_NOISE, candidates)
    case 'medium':
      return flatMonteCarlo(view, candidates, rng, limits, opts.stats)
    case 'hard':
      return hardSearch(view, candidates, rng, limits, opts.stats)
  }
}

export { determinize } from './determinize.js'
export { estimateScores, reward } from './evaluate.js'
export type { SearchStats } from './search.js'
