/**
 * The session chart's types, shared by the chart (session-chart.ts), its actors (session-actors.ts), the command
 * table (session-commands.ts) and the small facts of session-rules.ts — here so that none of them imports another
 * for a type (no import cycle).
 */
import type { ReviewProgress } from '../../src-shared/bots/review'
import type { GameRecord } from '../../src-shared/game-record'
import type { SaveFile } from '../../src-shared/save-format'
import type { Action, Seat } from '../../src-shared/engine/index'
import type { HintInfo, ReplayShow, ReviewDepth, ReviewInfo, ReviewResult, Settings } from '../../src-shared/session'
import type { Analyst } from './analyst'
import type { BotPlayer } from './bot-player'

export interface ChartDeps {
  bot: BotPlayer
  /** hints and game reviews (the bot worker) */
  analyst: Analyst
  settings: () => Settings
  /** queues the autosave's new content (null: no game to resume) */
  autosave: (content: SaveFile | null) => void
  now: () => Date
  /** salt of the bots' dice (never the game seed, which would tell them the deck order) */
  botSalt: number
  /** problems that must not stop the game (a bot that fails or answers an illegal move) */
  onError: (what: string, err: unknown) => void
  /** waits `ms`, or less when `signal` aborts (tests pass an instant one) */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
  /** the game has just ended here (the chart's game-over: never a game opened finished, never one abandoned) */
  finished: (record: GameRecord) => void
}

/** A replay (stage replay): the recorded game, the position and seat shown, its review (session-study.ts). */
export interface Study {
  readonly record: GameRecord
  /** the save's file name (null: the game just played) */
  readonly source: string | null
  /** moves made at the position shown */
  readonly seq: number
  readonly seat: Seat
  readonly all: boolean
  readonly review: ReviewInfo | null
}

export interface ChartContext {
  /** the game: a value (a move gives a new record, which the chart's actions assign; nothing changes one in place) */
  record: GameRecord | null
  /** hot-seat: the human whose view is on the screen; null before the first handover */
  atScreen: number | null
  savePath: string | null
  unsaved: boolean
  /** scoring: index of the step shown (0-based, the engine's order) */
  scoringIndex: number
  /** the hint asked for the position `seq` of the game */
  hint: HintInfo | null
  /** the replay shown (stage replay), with its review */
  study: Study | null
  /** hot-seat: the number of moves when the screen's player last confirmed the end of their turn (-1: none yet) */
  turnEndSeen: number
}

/** What the review tells the chart while it runs. */
export type ReviewEvent =
  | { type: 'REVIEW_PROGRESS'; progress: ReviewProgress }
  | { type: 'REVIEW_DONE'; result: ReviewResult }
  | { type: 'REVIEW_FAILED'; message: string }

/**
 * What a player's command becomes (session-commands.ts). The chart takes it where a state accepts it
 * (`snapshot.can(event)`); where none does, the command table says why.
 */
export type CommandEvent =
  /** a new game or a game opened from a file (autosave: it becomes the game to resume), or the resumed autosave */
  | { type: 'START'; record: GameRecord; savePath: string | null; unsaved: boolean; autosave: boolean }
  | { type: 'QUIT' }
  | { type: 'ACT'; seq: number; action: Action }
  | { type: 'UNDO' }
  | { type: 'CONFIRM_HANDOVER' }
  /** hot-seat: the player at the screen saw the result of their turn; the game goes on */
  | { type: 'CONFIRM_TURN_END' }
  /** a finished game: the same seats play again with a new seed */
  | { type: 'REMATCH'; seed: number }
  | { type: 'HINT' }
  | { type: 'CANCEL_HINT' }
  /** shows a recorded game as a replay (a save opened for it, or the game just finished: `record` null) */
  | { type: 'REPLAY'; record: GameRecord | null; source: string | null }
  | ({ type: 'SHOW' } & ReplayShow)
  | { type: 'START_REVIEW'; seat: number; depth: ReviewDepth }
  | { type: 'CANCEL_REVIEW' }
  | { type: 'PLAY_ON' }
  | { type: 'CLOSE_REPLAY' }

export type ChartEvent =
  | CommandEvent
  /** the game was written to `path` (save, save as) */
  | { type: 'SAVED'; path: string }
  | ReviewEvent
