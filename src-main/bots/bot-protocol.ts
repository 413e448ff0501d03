// The bots' jobs, written once: what the session asks (a bot's move, a hint, a game review), what each answers,
// the runner that does them (BotRunner in a worker thread; in-process stand-ins for tests) and the messages between
// BotRunner (main thread) and bot-worker (worker thread).
import type { Action, GameOptions, GameView, Seat } from '../../src-shared/engine/index'
import type { BotLevel } from '../../src-shared/bots/index'
import type { Analysis } from '../../src-shared/bots/analyse'
import type { ReviewProgress, ReviewResult } from '../../src-shared/bots/review'

export type { ReviewProgress }

/** A bot's move. */
export interface MoveJob {
  readonly kind: 'move'
  /** the bot's own view: never more than its seat may see */
  readonly view: GameView
  readonly level: BotLevel
  /** thinking time for the seat's whole turn, ms (the worker keeps what the turn has spent: turn-budget.ts) */
  readonly budgetMs: number
  readonly seed: number
  /** a fixed number of search iterations instead of the clock (tests) */
  readonly iterations?: number
}

/** A hint: the analysis of the position from the player's own view by the analyst (limits.ts analystLevel). */
export interface HintJob {
  readonly kind: 'hint'
  /** the player's own view: never more than its seat may see */
  readonly view: GameView
  readonly budgetMs: number
  readonly seed: number
  readonly iterations?: number
}

/**
 * A game review: the game (options and moves, which the runner replays) and the seat whose decisions Hard
 * re-examines, each from that seat's view at the time (src-shared/bots/review.ts).
 */
export interface ReviewJob {
  readonly kind: 'review'
  readonly options: GameOptions
  readonly actions: readonly Action[]
  readonly seat: Seat
  /** search time per decision */
  readonly budgetMs: number
  readonly seed: number
  readonly iterations?: number
}

export type BotJob = MoveJob | HintJob | ReviewJob

/** What each kind of job answers. */
export interface JobAnswers {
  readonly move: Action
  readonly hint: Analysis
  readonly review: ReviewResult
}
export type JobAnswer<J extends BotJob> = JobAnswers[J['kind']]

/** Runs the bots' jobs. */
export interface JobRunner {
  /**
   * Runs `job`. Once `signal` aborts, its promise rejects with JobCancelledError and nothing of it keeps running;
   * aborting after the answer changes nothing. `onProgress` hears of every decision a review judged.
   */
  run<J extends BotJob>(job: J, signal: AbortSignal, onProgress?: (p: ReviewProgress) => void): Promise<JobAnswer<J>>
  /** stops for good: the job in progress rejects, new ones are refused */
  dispose(): void
}

/** A job was cancelled (its signal aborted, or a newer job took the worker): its answer will never come. */
export class JobCancelledError extends Error {
  constructor(kind: BotJob['kind']) {
    super(`The ${kind} job was cancelled.`)
    this.name = 'JobCancelledError'
  }
}

/** Test hook: makes the worker throw outside any handler, i.e. crash. */
export interface CrashRequest {
  readonly type: 'crash'
}

/** A job for the worker; answers carry the id back (the runner ignores answers to jobs it gave up on). */
export interface JobRequest {
  readonly type: 'job'
  readonly id: number
  readonly job: BotJob
}

export type WorkerRequest = JobRequest | CrashRequest

export type WorkerResponse =
  | { readonly type: 'done'; readonly id: number; readonly answer: JobAnswer<BotJob> }
  | { readonly type: 'progress'; readonly id: number; readonly progress: ReviewProgress }
  | { readonly type: 'failed'; readonly id: number; readonly message: string }
