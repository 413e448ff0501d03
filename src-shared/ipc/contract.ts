/**
 * THE IPC contract between the main process (or the Node test host) and the
 * renderer. Every channel is one line in `channels`; everything else
 * (ipc-main registration, preload bridge, Node host, browser shim, the type of
 * `window.london`, the service interface) is derived from this table.
 *
 * Adding a channel:
 *   1. add `myChannel: { request: MySchema, response: type<MyResult>() },` below (a valibot schema: put
 *      shared shapes in src-shared/schemas.ts, their limits in src-shared/limits.ts)
 *   2. a session command (it changes the session): a row in src-main/session/session-commands.ts (its chart
 *      event, and the event's refusals) and the transition of the state that takes it (session-chart.ts);
 *      anything else: implement `myChannel(req)` in a service under src-main/services/ (the compiler tells you
 *      where: `LondonService` requires it)
 *   3. call it from the renderer: `await window.london.myChannel({...})` (the store's commands: src-renderer/src/lib/commands.ts)
 *
 * Requests are parsed by their schema at run time (the renderer is untrusted); responses
 * and event payloads are only typed (main is trusted). Everything crossing
 * the boundary must be JSON-safe (plain objects, arrays, strings, finite
 * numbers, booleans, null): the Node test host carries it as JSON.
 */
import * as v from 'valibot'
import { parseAction } from '../engine/parse-action'
import type { ErrorCode, GameState } from '../engine/types'
import type { SaveErrorCode } from '../save-format'
import {
  GuidedGameRequestSchema,
  NewGameRequestSchema,
  ReplayShowSchema,
  ReviewRequestSchema,
  SettingsPatchSchema,
  wholeNumber,
} from '../schemas'
import type { Ack, ActResult, SeatConfig, SessionSnapshot, SessionUpdate, Settings } from '../session'
import type { StatisticsReport } from '../statistics'

/** Phantom marker carrying a type but no run-time check. */
export interface Type<T> {
  readonly __type?: () => T
}
export function type<T>(): Type<T> {
  return {}
}
type TypeOf<M> = M extends Type<infer T> ? T : never

export interface ChannelDef<Req = unknown, Res = unknown> {
  request: v.GenericSchema<unknown, Req>
  response: Type<Res>
}

/** For channels that take no argument: nothing (undefined or null). */
const NoArgument = v.pipe(
  v.nullish(v.never('expected no argument')),
  v.transform((): void => undefined),
)

/** An engine action, checked for shape by the engine's own parser (legality is the engine's call, in main). */
export const ActionSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const r = parseAction(dataset.value)
    if (r.ok) return r.action
    addIssue({ message: r.message })
    return NEVER
  }),
)

const ActRequestSchema = v.strictObject({ seq: wholeNumber(0, Number.MAX_SAFE_INTEGER), action: ActionSchema }, (issue) =>
  issue.expected === 'Object' ? 'must be { seq, action }' : 'unknown field',
)

// ---------------------------------------------------------------- payloads

export interface AppInfo {
  name: string
  version: string
  /** Which process hosts the services: Electron main, or the Node e2e host. */
  host: 'electron' | 'node'
}

// ---------------------------------------------------------- game session

/** Result of `save` / `saveAs`. */
export interface SaveResult {
  /** false when the player cancelled the dialog (nothing written) */
  saved: boolean
  /** where the game was saved; null when cancelled */
  path: string | null
}

/** The resumable game found in the user data folder at launch (`autosaveInfo`). */
export interface AutosaveInfo {
  /** ISO time of the last autosave, if recorded */
  savedAt: string | null
  edition: GameState['options']['edition']
  seats: readonly SeatConfig[]
  turnNumber: number
  finalRound: boolean
  /** the file that holds exactly this game (no move since it was saved there or opened from it), else null */
  savedAs: string | null
}

/**
 * A user data file found damaged and kept aside (never overwritten), for the start screen to tell the player:
 * the settings (unreadable: the defaults apply; invalid: the valid fields are kept) or the game left unfinished.
 */
export interface UserDataNotice {
  kind: 'settings-unreadable' | 'settings-invalid' | 'autosave-unreadable'
  /** the file name the damaged content is kept under, in `folder` (the user data folder) */
  keptAs: string
  folder: string
}

/** Result of `open`. */
export interface OpenResult extends Ack {
  /** false when the player cancelled the dialog (nothing changed) */
  opened: boolean
}

// ---------------------------------------------------------------- channels

export const channels = {
  appInfo: { request: NoArgument, response: type<AppInfo>() },

  // --- game session (src-main/session/). A change is pushed once, as the event `session`; the commands
  // that make one answer with its `rev` (Ack), `act` with the new sequence number too.
  /** Starts a game (2–4 seats, names 1–40 chars, bots with a level; seed omitted: main picks one). */
  newGame: { request: NewGameRequestSchema, response: type<Ack>() },
  /** Starts the guided first game (second edition, you against one Easy bot, a fixed seed); snapshot.guided is true. */
  newGuidedGame: { request: GuidedGameRequestSchema, response: type<Ack>() },
  /** The whole session with the whole log (at start, and to resynchronise). */
  getSnapshot: { request: NoArgument, response: type<SessionSnapshot>() },
  /** The viewer's move; `seq` is `view.seq` of the position it was chosen on. Answered once autosaved. */
  act: { request: ActRequestSchema, response: type<ActResult>() },
  /** Takes back the viewer's last step of this turn (not past a step that revealed cards). Error: CANNOT_UNDO. */
  undo: { request: NoArgument, response: type<Ack>() },
  /** Hot-seat: the player named by `handoverTo` has the screen. */
  confirmHandover: { request: NoArgument, response: type<Ack>() },
  /** Hot-seat (stage `turnEnd`): the player at the screen saw the result of their turn. Error: NO_TURN_END. */
  confirmTurnEnd: { request: NoArgument, response: type<Ack>() },
  /** A finished game: the same seats play again with a new seed. Error: GAME_NOT_OVER. */
  rematch: { request: NoArgument, response: type<Ack>() },
  /** Saves to the current file (asks for one the first time). Error: SAVE_FAILED. */
  save: { request: NoArgument, response: type<SaveResult>() },
  saveAs: { request: NoArgument, response: type<SaveResult>() },
  /** Asks for a .london file and loads it. Error: BAD_SAVE (nothing changed). */
  open: { request: NoArgument, response: type<OpenResult>() },
  /** The game left unfinished last time (null: none, finished, or unreadable). */
  autosaveInfo: { request: NoArgument, response: type<AutosaveInfo | null>() },
  resumeAutosave: { request: NoArgument, response: type<Ack>() },
  /** Damaged settings or autosave files kept aside since launch (the start screen tells the player). */
  notices: { request: NoArgument, response: type<readonly UserDataNotice[]>() },
  /** Abandons the game (the autosave stays, for resuming later); stage becomes 'setup'. */
  quitGame: { request: NoArgument, response: type<Ack>() },
  /** Asks Hard, from the viewer's own view, for the move it would play; the answer arrives as a push (`hint`). */
  hint: { request: NoArgument, response: type<Ack>() },
  /** Forgets the hint asked for (and stops Hard thinking about it). */
  cancelHint: { request: NoArgument, response: type<Ack>() },
  /** Asks for a .london file and shows it as a replay (the game in progress, if any, is kept). Error: BAD_SAVE. */
  openReplay: { request: NoArgument, response: type<OpenResult>() },
  /** Replays the game just finished. Error: GAME_NOT_OVER. */
  replayGame: { request: NoArgument, response: type<Ack>() },
  /** Replay: shows another position, another seat's view, or everything. Error: NO_SUCH_POSITION. */
  replayShow: { request: ReplayShowSchema, response: type<Ack>() },
  /** Replay: Hard reviews every decision of a seat in the bot worker; progress arrives as pushes. */
  startReview: { request: ReviewRequestSchema, response: type<Ack>() },
  /** Stops the review (nothing of it keeps running). */
  cancelReview: { request: NoArgument, response: type<Ack>() },
  /** Replay: a new game from the position shown, with the same seats (its save records the branch). */
  playOn: { request: NoArgument, response: type<Ack>() },
  /** Leaves the replay: back to the game in progress, or to the new-game screen. */
  closeReplay: { request: NoArgument, response: type<Ack>() },
  getSettings: { request: NoArgument, response: type<Settings>() },
  /** Changes some settings; a bad field is refused with its name and nothing changes. */
  setSettings: { request: SettingsPatchSchema, response: type<Settings>() },

  // --- statistics of finished games (src-main/session/statistics.ts): recorded when the chart sees a game end
  getStatistics: { request: NoArgument, response: type<StatisticsReport>() },
  /** Forgets every recorded game (stored durably). Error: STATISTICS_FAILED (nothing changed). */
  resetStatistics: { request: NoArgument, response: type<StatisticsReport>() },
} satisfies Record<string, ChannelDef>

// ------------------------------------------------- push events (main → UI)

export const events = {
  /** Every change of the session, once (moves, bot moves, handovers, scoring steps, loads), log appended. */
  session: type<SessionUpdate>(),
} satisfies Record<string, Type<unknown>>

// ------------------------------------------------------------ derived types

export type ChannelName = keyof typeof channels
export type RequestOf<C extends ChannelName> = v.InferOutput<(typeof channels)[C]['request']>
export type ResponseOf<C extends ChannelName> = TypeOf<(typeof channels)[C]['response']>
export type EventName = keyof typeof events
export type EventPayload<E extends EventName> = TypeOf<(typeof events)[E]>

export const channelNames = Object.keys(channels) as ChannelName[]
export const eventNames = Object.keys(events) as EventName[]

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(channels, name)
}
export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name)
}

/** The call did not reach a service, or was refused at the gate. */
export type GateErrorCode =
  | 'BAD_REQUEST' // payload failed the channel's schema
  | 'UNKNOWN_CHANNEL'
  | 'FORBIDDEN' // sender is not our renderer
  | 'INTERNAL' // the service threw something unexpected
  | 'TRANSPORT' // the call never reached the service (host down, IPC broken)

/** The session refused a command. */
export type SessionErrorCode =
  | 'NOT_YOUR_TURN' // a bot is deciding, or a handover waits
  | 'GAME_OVER'
  | 'NO_GAME'
  | 'STALE' // the move was chosen on an older position (`seq`)
  | 'CANNOT_UNDO'
  | 'NO_HANDOVER'
  | 'NO_TURN_END' // no turn end waits to be confirmed
  | 'CONFIRM_TURN_END' // hot-seat: the player at the screen must confirm the end of their turn first
  | 'GAME_NOT_OVER' // a rematch, or a replay of the game in progress, waits for the game's end
  | 'SAVE_FAILED' // writing a save failed; the old file is intact
  | 'SAVE_TO_FOLDER' // the Save dialog's answer is a folder: nothing written
  | 'AUTOSAVE_FAILED' // the move was played but could not be written to the autosave
  | 'IN_REPLAY' // a game command while a replay is shown
  | 'NO_REPLAY' // a replay command with no replay shown
  | 'NO_SUCH_POSITION' // a replay position or seat the game does not have, or everything before the end
  | 'STATISTICS_FAILED' // the statistics could not be written; they are as they were

/** The engine's reasons for refusing a move (the engine's ErrorCode, but for `stale`, which is STALE). */
export type RuleErrorCode = Exclude<ErrorCode, 'stale'>

/** Every error a call can answer: a closed union, so the renderer has a message for each. */
export type IpcError =
  | { readonly code: GateErrorCode | SessionErrorCode; readonly message: string }
  | { readonly code: 'ILLEGAL_MOVE'; readonly rule: RuleErrorCode; readonly message: string }
  | { readonly code: 'BAD_SAVE'; readonly reason: SaveErrorCode; readonly message: string }

export type IpcErrorCode = IpcError['code']

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError }

/** Emits a push event to every connected renderer. */
export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void

/** What the main process must implement: one method per channel. */
export type LondonService = {
  [C in ChannelName]: (request: RequestOf<C>) => ResponseOf<C> | Promise<ResponseOf<C>>
}

type ArgsOf<C extends ChannelName> = [RequestOf<C>] extends [void] ? [] : [request: RequestOf<C>]

/** The shape of `window.london` (preload in Electron, shim in e2e). */
export type LondonApi = {
  readonly [C in ChannelName]: (...args: ArgsOf<C>) => Promise<IpcResult<ResponseOf<C>>>
} & {
  /** Subscribe to a push event; returns an unsubscribe function. */
  readonly on: <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => () => void
}

/** Transport names (Electron channel strings, HTTP paths). */
export const IPC_PREFIX = 'london:'
export const EVENT_PREFIX = 'london:event:'
