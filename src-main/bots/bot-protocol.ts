// The typed messages between BotRunner (main thread) and bot-worker (worker thread).
import type { Action, GameView } from '../../src-shared/engine/index'
import type { BotLevel } from '../../src-shared/bots/index'

export interface ChooseRequest {
  readonly type: 'choose'
  /** answers carry the id back; the runner ignores answers to requests it gave up on */
  readonly id: number
  readonly view: GameView
  readonly level: BotLevel
  readonly budgetMs: number
  readonly seed: number
  /** a fixed number of search iterations instead of the clock (tests) */
  readonly iterations?: number
}

/** Test hook: makes the worker throw outside any handler, i.e. crash. */
export interface CrashRequest {
  readonly type: 'crash'
}

export type WorkerRequest = ChooseRequest | CrashRequest

export type WorkerResponse =
  | { readonly type: 'chosen'; readonly id: number; readonly action: Action; readonly ms: number; readonly iterations: number }
  | { readonly type: 'failed'; readonly id: number; readonly message: string }
