/**
 * THE IPC contract between the main process (or the Node test host) and the
 * renderer. Every channel is one line in `channels`; everything else
 * (ipc-main registration, preload bridge, Node host, browser shim, the type of
 * `window.london`, the service interface) is derived from this table.
 *
 * Adding a channel:
 *   1. add `myChannel: { request: v.object({...}), response: type<MyResult>() },` below
 *   2. implement `myChannel(req)` in a service under src-main/services/ (the
 *      compiler tells you where: `LondonService` requires it)
 *   3. call it from the renderer: `await window.london.myChannel({...})`
 *
 * Requests are validated at run time (the renderer is untrusted); responses
 * and event payloads are only typed (main is trusted). Everything crossing
 * the boundary must be JSON-safe (plain objects, arrays, strings, finite
 * numbers, booleans, null): the Node test host carries it as JSON.
 */
import { v, type Infer, type Validator } from './validate'
import { parseAction } from '../engine/parse-action'
import type { Action, GameState } from '../engine/types'
import type { NewGameRequest, SeatConfig, SessionSnapshot, Settings } from '../session'

/** Phantom marker carrying a type but no run-time check. */
export interface Type<T> {
  readonly __type?: () => T
}
export function type<T>(): Type<T> {
  return {}
}
type TypeOf<M> = M extends Type<infer T> ? T : never

export interface ChannelDef<Req = unknown, Res = unknown> {
  request: Validator<Req>
  response: Type<Res>
}

// ---------------------------------------------------------------- payloads

export interface AppInfo {
  name: string
  version: string
  /** Which process hosts the services: Electron main, or the Node e2e host. */
  host: 'electron' | 'node'
}

export interface EchoResult {
  text: string
}

// ---------------------------------------------------------- game session

/** Result of `save` / `saveAs`. */
export interface SaveResult {
  /** false when the player cancelled the dialog (nothing written) */
  saved: boolean
  /** where the game was saved; null when cancelled */
  path: string | null
}

/** Result of `open`. */
export interface OpenResult {
  /** false when the player cancelled the dialog (nothing changed) */
  opened: boolean
  snapshot: SessionSnapshot
}

/** The resumable game found in the user data folder at launch (`autosaveInfo`). */
export interface AutosaveInfo {
  /** ISO time of the last autosave, if recorded */
  savedAt: string | null
  edition: GameState['options']['edition']
  seats: readonly SeatConfig[]
  turnNumber: number
  finalRound: boolean
}

/** An engine action, checked for shape here (legality is the engine's call, in main). */
const actionValidator: Validator<Action> = {
  describe: 'action',
  check(input) {
    const r = parseAction(input)
    return r.ok ? { ok: true, value: r.action } : { ok: false, message: r.message }
  },
}

const seatValidator = v.object({
  kind: v.literal('human', 'bot'),
  name: v.string({ min: 1, max: 40, pattern: /\S/ }),
  level: v.optional(v.literal('easy', 'medium', 'hard')),
})

const newGameValidator: Validator<NewGameRequest> = v.object({
  edition: v.literal('second', 'classic'),
  seats: v.array(seatValidator, { min: 2, max: 4 }),
  seed: v.optional(v.number({ integer: true, min: 0, max: 0xffffffff })),
})

/** Partial settings: every field optional, each checked in full (see src-main/session/settings.ts). */
const settingsPatchValidator: Validator<Partial<Settings>> = v.object({
  language: v.optional(v.literal('en', 'es', 'pt', 'fr')),
  animationSpeed: v.optional(v.literal('off', 'normal', 'fast')),
  botDelayMs: v.optional(v.number({ integer: true, min: 0, max: 5000 })),
  defaultSeats: v.optional(v.array(seatValidator, { min: 2, max: 4 })),
  window: v.optional(
    v.object({
      width: v.number({ integer: true, min: 640, max: 16384 }),
      height: v.number({ integer: true, min: 480, max: 16384 }),
      x: v.optional(v.number({ integer: true, min: -65536, max: 65536 })),
      y: v.optional(v.number({ integer: true, min: -65536, max: 65536 })),
    }),
  ),
})

// ---------------------------------------------------------------- channels

export const channels = {
  appInfo: { request: v.none(), response: type<AppInfo>() },
  echo: { request: v.object({ text: v.string({ max: 1000 }) }), response: type<EchoResult>() },

  // --- game session (src-main/session/session-service.ts). Every change is also pushed as `snapshot`.
  /** Starts a game (2–4 seats, names 1–40 chars, bots with a level; seed omitted: main picks one). */
  newGame: { request: newGameValidator, response: type<SessionSnapshot>() },
  getSnapshot: { request: v.none(), response: type<SessionSnapshot>() },
  /** The viewer's move; `seq` is `view.seq` of the snapshot it was chosen on (errors: STALE, ILLEGAL_MOVE, NOT_YOUR_TURN). */
  act: { request: v.object({ seq: v.number({ integer: true, min: 0 }), action: actionValidator }), response: type<SessionSnapshot>() },
  /** Takes back the viewer's last step of this turn (not past a step that revealed cards). Error: CANNOT_UNDO. */
  undo: { request: v.none(), response: type<SessionSnapshot>() },
  /** Hot-seat: the player named by `handoverTo` has the screen. */
  confirmHandover: { request: v.none(), response: type<SessionSnapshot>() },
  /** Saves to the current file (asks for one the first time). Error: SAVE_FAILED. */
  save: { request: v.none(), response: type<SaveResult>() },
  saveAs: { request: v.none(), response: type<SaveResult>() },
  /** Asks for a .london file and loads it. Error: BAD_SAVE (message for the player; nothing changed). */
  open: { request: v.none(), response: type<OpenResult>() },
  /** The game left unfinished last time (null: none, finished, or unreadable). */
  autosaveInfo: { request: v.none(), response: type<AutosaveInfo | null>() },
  resumeAutosave: { request: v.none(), response: type<SessionSnapshot>() },
  /** Abandons the game (the autosave stays, for resuming later); stage becomes 'setup'. */
  quitGame: { request: v.none(), response: type<SessionSnapshot>() },
  getSettings: { request: v.none(), response: type<Settings>() },
  /** Changes some settings; a bad field is refused with its name and nothing changes. */
  setSettings: { request: settingsPatchValidator, response: type<Settings>() },
} satisfies Record<string, ChannelDef>

// ------------------------------------------------- push events (main → UI)

export const events = {
  /** Sent after every successful `echo` (proves the push path). */
  echoed: type<EchoResult>(),
  /** The session after every change (moves, bot moves, handovers, scoring steps, loads). */
  snapshot: type<SessionSnapshot>(),
} satisfies Record<string, Type<unknown>>

// ------------------------------------------------------------ derived types

export type ChannelName = keyof typeof channels
export type RequestOf<C extends ChannelName> = Infer<(typeof channels)[C]['request']>
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

/** Well-known error codes; services may add their own (e.g. 'ILLEGAL_MOVE'). */
export type IpcErrorCode =
  | 'BAD_REQUEST' // payload failed the channel's validator
  | 'UNKNOWN_CHANNEL'
  | 'FORBIDDEN' // sender is not our renderer
  | 'INTERNAL' // the service threw something unexpected
  | 'TRANSPORT' // the call never reached the service (host down, IPC broken)
  | (string & {})

export interface IpcError {
  code: IpcErrorCode
  message: string
}

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
