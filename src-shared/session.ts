// What the session sends to the renderer. Plain JSON only. Requests (seats, new game, settings) are defined by
// their schemas in schemas.ts; their types are re-exported here.
import type { Action, GameEvent, GameResult, GameView, ScoringStepId, Seat, TurnStep } from './engine/index'
import type { ProjectedScores } from './engine/projected-score'
import type { RunPreview } from './engine/run-preview'
import type { ReviewDepth } from './limits'

export type { BotLevel, Language, ReviewDepth } from './limits'
export type { GuidedGameRequest, NewGameRequest, ReplayShow, ReviewRequest, SeatConfig, Settings, SettingsPatch } from './schemas'
import type { SeatConfig } from './schemas'

/** One line of the game log: an engine event as the viewer may see it (hidden cards are HIDDEN). */
export interface LogEntry {
  readonly turn: number
  readonly event: GameEvent
}

/**
 * Where the session is, as the statechart says. 'turnEnd': hot-seat, the player at the screen looks at the
 * result of their turn before confirming it. 'replay': a recorded game shown move by move.
 */
export type SessionStage = 'setup' | 'human' | 'bot' | 'turnEnd' | 'handover' | 'scoring' | 'over' | 'replay'

// ---- hints and reviews: plain data (the bots produce them, src-shared/bots/analyse.ts and review.ts)

/** What a move changes for its seat at once (applied to a determinization of the view: only the seat's own numbers). */
export interface Gains {
  readonly money: number
  readonly prestige: number
  readonly poverty: number
  readonly loans: number
  readonly hand: number
  readonly stacks: number
  readonly districts: number
}

/** Why Hard prefers its move: what it gains now, and its estimated effect on the final margin. */
export interface MoveReason {
  readonly gains: Gains
  /** estimated final margin over the best opponent with this move (null: the only sensible move, not searched) */
  readonly margin: number | null
  /** how much more final margin than `next`, the runner-up of the search (null: no runner-up examined enough) */
  readonly edge: number | null
  readonly next: Action | null
}

export interface ReviewMistake {
  readonly seq: number
  readonly turn: number
  readonly played: Action
  readonly better: Action
  readonly loss: number
}

export interface ReviewPoint {
  readonly seq: number
  readonly turn: number
  /**
   * the estimated final margin at this decision: the learned evaluation's verdict on the position the seat saw
   * (`by: 'learned'`), or, for a line without a verdict net, the analyst's estimate with its move
   */
  readonly margin: number
  /** the learned evaluation's chance that the seat wins, as it saw the position then (null: by the analyst) */
  readonly chance: number | null
  readonly by: 'learned' | 'analyst'
}

export interface ReviewResult {
  readonly seat: Seat
  /** the seat's moves in the record */
  readonly decisions: number
  /** those with a real choice (the others were forced), each re-examined */
  readonly reviewed: number
  /** costliest first */
  readonly mistakes: readonly ReviewMistake[]
  /** the seat's estimated final margin over the game, decision by decision */
  readonly points: readonly ReviewPoint[]
  /** the final margin over the best opponent when the game is over, else null */
  readonly finalMargin: number | null
}

/**
 * A hint for the seat at the screen, for the position `seq`: the analyst (limits.ts analystLevel) thinking, its move
 * and why, or no answer.
 */
export type HintInfo =
  | { readonly status: 'thinking'; readonly seq: number }
  | { readonly status: 'ready'; readonly seq: number; readonly action: Action; readonly reason: MoveReason }
  | { readonly status: 'failed'; readonly seq: number }

/** A game review under way or done (in a replay). */
export interface ReviewInfo {
  readonly seat: Seat
  readonly depth: ReviewDepth
  readonly status: 'running' | 'done' | 'failed'
  /** decisions judged so far, out of `total` (0 until the first is done) */
  readonly done: number
  readonly total: number
  /** the seat's estimated final margin at each decision judged so far */
  readonly points: readonly ReviewPoint[]
  /** once done: the decisions, the mistakes (costliest first), the final margin */
  readonly result: ReviewResult | null
  /** why it failed (English, from main) */
  readonly message: string | null
}

/** A replay: a recorded game shown move by move, as one seat saw it (or everything, once the game is over). */
export interface ReplayInfo {
  /** moves made at the position shown (0: the start, `length`: the end of the record) */
  readonly seq: number
  readonly length: number
  /** the first move of every turn (the slider steps by turn) */
  readonly turns: readonly { readonly turn: number; readonly seq: number }[]
  /** whose view is shown (the seat at the bottom of the table) */
  readonly seat: Seat
  /** everything is shown: hands, covered cards, the log unmasked (only once the game is over) */
  readonly all: boolean
  /** the recorded game is finished */
  readonly over: boolean
  /** the save's file name (null: the game just played) */
  readonly source: string | null
  /** "Play on from here" is possible (not at the end of a finished game) */
  readonly canPlayOn: boolean
  /**
   * an unfinished game waits behind the replay (Close goes back to it; Play on and Open replace it and its
   * autosave); the snapshot's `unsaved` and `savePath` are that game's
   */
  readonly gameWaiting: boolean
  readonly review: ReviewInfo | null
}

/** Where the turn stands (the step bar, the coach marks): the engine's turnStep, and the end trigger. */
export interface TurnInfo {
  readonly step: TurnStep
  /** the deck ran out: this round is the last (the end trigger) */
  readonly finalRound: boolean
}

/** The session as the renderer sees it, without the log. Never more than the seat at the screen may see. */
export interface SessionState {
  /** grows with every change; a renderer keeps the highest it has seen */
  readonly rev: number
  readonly stage: SessionStage
  /** where the turn stands, while a game is played (null outside play) */
  readonly turn: TurnInfo | null
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
  /** what final scoring would give each player now, as the viewer may know it (the engine's projectedScore) */
  readonly projected: ProjectedScores | null
  /**
   * what running the city would bring the viewer card by card (the engine's runPreview): while they may choose to
   * run it or are running it; else null
   */
  readonly runPreview: RunPreview | null
  /** the seat the handover screen waits for */
  readonly handoverTo: Seat | null
  readonly canUndo: boolean
  /** during scoring and after: prestige per seat at the end of every turn (the end-of-game chart); else [] */
  readonly prestigeHistory: readonly (readonly number[])[]
  readonly result: GameResult | null
  /** Only during stage 'scoring': the scoring step being shown (engine order: result.scores[i].steps). */
  readonly scoringStep?: ScoringStepId
  readonly savePath: string | null
  readonly unsaved: boolean
  /** stage 'human': the hint asked for this position, if any */
  readonly hint: HintInfo | null
  /** stage 'replay': the replay (the view and the log are the replay's) */
  readonly replay: ReplayInfo | null
  /** the guided first game: the renderer shows its coach marks */
  readonly guided: boolean
}

/** `getSnapshot`: the whole session, with the whole log as the viewer may see it. */
export interface SessionSnapshot extends SessionState {
  readonly log: readonly LogEntry[]
}

/**
 * The push event after every change: the session without the log, and the log as appended entries. The
 * renderer keeps `log.slice(0, logFrom)` and appends `logAppend` (logFrom is below its length after an undo or
 * a change of viewer, 0 for another game). A renderer whose log is shorter than `logFrom` asks getSnapshot.
 */
export interface SessionUpdate extends SessionState {
  readonly logFrom: number
  readonly logAppend: readonly LogEntry[]
}

/** Reply of the commands that change the session: the change itself arrives as the push with this `rev`. */
export interface Ack {
  readonly rev: number
}

/** Reply of `act`: the move was applied (and autosaved); `seq` is the game's new sequence number. */
export interface ActResult extends Ack {
  readonly seq: number
}
