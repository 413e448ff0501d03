// What every search shares: its limits and statistics, the horizon, the rollouts by the policy and how the
// position where a simulation stops is scored.
import { applyInPlace, type Action, type GameState, type Rng, type Seat } from '../engine/index'
import { advantage, estimateScores, finalJudgement, reward, turnsLeft, weightsFor, winChance, winShare, type Judgement } from './evaluate'
import { PLAIN_POLICY, policyAction, type PolicyStyle } from './policy'

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

export function timeUp(limits: SearchLimits, start: number, done: number): boolean {
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

/**
 * How a search judges the position where a simulation stops when it reports margins too (root statistics: hints,
 * reviews): the reward and the final margin from one look at the position (one linear estimate, one pass of a net).
 */
export type Judge = (state: GameState, seat: Seat) => Judgement
export type { Judgement }

/** The linear evaluation's judgement: `reward` and its margin from one estimate of the scores. */
export const linearJudge = (cityGains: boolean): Judge => (cityGains ? linearJudgeWithGains : linearJudgeFlat)
function judgeLinearly(state: GameState, seat: Seat, cityGains: boolean): Judgement {
  const over = finalJudgement(state, seat)
  if (over) return over
  // as evaluate.ts's reward computes it, so that the reward is the same number
  const weights = weightsFor(state)
  const margin = advantage(estimateScores(state, weights, cityGains), seat)
  return { reward: winChance(margin, turnsLeft(state, seat), weights), margin }
}
const linearJudgeFlat: Judge = (state, seat) => judgeLinearly(state, seat, false)
const linearJudgeWithGains: Judge = (state, seat) => judgeLinearly(state, seat, true)

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
  if (state.result) return winShare(state.result, seat)
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

/** How Hard (or Expert) searches in one edition (HARD_SEARCH in search.ts; Expert's in expert.ts). */
export type HardSearch = HardSearchShape & SearchValue

/** Hard's search but for how it scores where a simulation stops (SearchValue). */
export interface HardSearchShape {
  readonly root: 'tree' | 'halving'
  /** rounds simulated after the current turn before the evaluation takes over */
  readonly rounds: number
  /** the policy that orders the moves, plays the opponents (the tree) and plays the rollouts */
  readonly policy: PolicyStyle
  /**
   * the evaluation counts what cards gaining by the city's holdings would bring now (evaluate.ts: evalInputs).
   * Read by halving only, as above (and by the margins of `SearchStats.root` in both)
   */
  readonly cityGains: boolean
  /**
   * Halving only: each cycle over the surviving moves plays them all on one deal of the hidden cards and one stream
   * of random numbers (common random numbers), so that moves are compared on the same cards coming out, not on
   * luckier deals (Expert in classic)
   */
  readonly sharedDeals?: boolean
}

/**
 * How a search scores the position where a simulation stops (the game not over). Default: the linear evaluation,
 * `reward` with `cityGains` (Hard), judged by `linearJudge`. Expert's is learned (expert.ts): `value` gives its
 * reward, `judge` the same reward and its final margin together, which is what the search reads when root
 * statistics are asked (hints, reviews), so that a simulation looks at its last position once.
 */
export type SearchValue = { readonly value?: undefined; readonly judge?: undefined } | { readonly value: Evaluation; readonly judge: Judge }

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
