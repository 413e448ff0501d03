// The typed messages between BotRunner (main thread) and bot-worker (worker thread).
import type { Action, GameOptions, GameView, Seat } from '../../src-shared/engine/index'
import type { BotLevel } from '../../src-shared/bots/index'
import type { Analysis } from '../../src-shared/bots/analyse'
import type { ReviewProgress, ReviewResult } from '../../src-shared/bots/review'

export type { ReviewProgress }

export interface ChooseRequest {
  readonly type: 'choose'
  /** answers carry the id back; the runner ignores answers to requests it gave up on */
  readonly id: number
  readonly view: GameView
  readonly level: BotLevel
  /** thinking time for the seat's whole turn (the worker keeps what the turn has spent: turn-budget.ts) */
  readonly budgetMs: number
  readonly seed: number
  /** a fixed number of search iterations instead of the clock (tests) */
  readonly iterations?: number
}

/** A hint: Hard's analysis of the position from the player's own view. */
export interface HintRequest {
  readonly type: 'hint'
  readonly id: number
  readonly view: GameView
  readonly budgetMs: number
  readonly seed: number
  readonly iterations?: number
}

/**
 * A game review: the game (options and moves, which the worker replays) and the seat whose decisions Hard
 * re-examines, each from that seat's view at the time (src-shared/bots/review.ts).
 */
export interface ReviewRequest {
  readonly type: 'review'
  readonly id: number
  readonly options: GameOptions
  readonly actions: readonly Action[]
  readonly seat: Seat
  readonly budgetMs: number
  readonly seed: number
  readonly iterations?: number
}

/** Test hook: makes the worker throw outside any handler, i.e. crash. */
export interface CrashRequest {
  readonly type: 'crash'
}

export type JobRequest = ChooseRequest | HintRequest | ReviewRequest
export type WorkerRequest = JobRequest | CrashRequest

export type WorkerResponse =
  | { readonly type: 'chosen'; readonly id: number; readonly action: Action; readonly ms: number; readonly iterations: number }
  | { readonly type: 'hinted'; readonly id: number; readonly analysis: Analysis }
  | { readonly type: 'progress'; readonly id: number; readonly progress: ReviewProgress }
  | { readonly type: 'reviewed'; readonly id: number; readonly result: ReviewResult }
  | { readonly type: 'failed'; readonly id: number; readonly message: string }
