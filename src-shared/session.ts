// Types shared by the main process (session service) and the renderer. Plain JSON only.
import type { Action, Edition, GameEvent, GameResult, GameView, ScoringStepId, Seat } from './engine/index.js'

export type BotLevel = 'easy' | 'medium' | 'hard'

export interface SeatConfig {
  readonly kind: 'human' | 'bot'
  readonly name: string
  /** bots only */
  readonly level?: BotLevel
}

export interface NewGameRequest {
  readonly edition: Edition
  readonly seats: readonly SeatConfig[]
  /** omitted: main picks one */
  readonly seed?: number
}

/** One line of the game log: an engine event as the viewer may see it (hidden cards are HIDDEN). */
export interface LogEntry {
  readonly turn: number
  readonly event: GameEvent
}

/** Where the session is, as the statechart says (for display and tests). */
export type SessionStage = 'setup' | 'human' | 'bot' | 'handover' | 'scoring' | 'over'

/** What the renderer gets after every change: never more than the seat at the screen may see. */
export interface SessionSnapshot {
  readonly stage: SessionStage
  /** the statechart's state value, e.g. "playing.turn.draw" (informative) */
  readonly chartState: string
  readonly seats: readonly SeatConfig[]
  /** the seat whose view is shown; null on the hot-seat handover screen (nothing private shown) */
  readonly viewer: Seat | null
  /**
   * null while a handover hides the table (and, in a hot-seat game, while bots play before the first
   * human has taken the screen)
   */
  readonly view: GameView | null
  /** the viewer's legal actions when it is their decision, else [] */
  readonly legal: readonly Action[]
  /** the seat the handover screen waits for */
  readonly handoverTo: Seat | null
  readonly log: readonly LogEntry[]
  readonly canUndo: boolean
  /** prestige during play, per seat, one entry per completed turn (for the end-of-game chart) */
  readonly prestigeHistory: readonly (readonly number[])[]
  readonly result: GameResult | null
  /**
   * Only during stage 'scoring': the scoring step being shown (engine order: result.scores[i].steps);
   * main advances it step by step at the animation speed, then the stage becomes 'over'.
   */
  readonly scoringStep?: ScoringStepId
  readonly savePath: string | null
  readonly unsaved: boolean
}

export interface Settings {
  readonly language: 'en' | 'es' | 'pt' | 'fr'
  readonly animationSpeed: 'off' | 'normal' | 'fast'
  /** pause before a bot's move is shown, ms (0–5000) */
  readonly botDelayMs: number
  readonly defaultSeats: readonly SeatConfig[]
  readonly window: { readonly width: number; readonly height: number; readonly x?: number; readonly y?: number }
}
