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
import { v, type Infer, type Validator } from './validate';

/** Phantom marker carrying a type but no run-time check. */
export interface Type<T> {
  readonly __type?: () => T;
}
export function type<T>(): Type<T> {
  return {};
}
type TypeOf<M> = M extends Type<infer T> ? T : never;

export interface ChannelDef<Req = unknown, Res = unknown> {
  request: Validator<Req>;
  response: Type<Res>;
}

// ---------------------------------------------------------------- payloads

export interface AppInfo {
  name: string;
  version: string;
  /** Which process hosts the services: Electron main, or the Node e2e host. */
  host: 'electron' | 'node';
}

export interface EchoResult {
  text: string;
}

// ---------------------------------------------------------------- channels

export const channels = {
  appInfo: { request: v.none(), response: type<AppInfo>() },
  echo: { request: v.object({ text: v.string({ max: 1000 }) }), response: type<EchoResult>() },
} satisfies Record<string, ChannelDef>;

// ------------------------------------------------- push events (main → UI)

export const events = {
  /** Sent after every successful `echo` (proves the push path). */
  echoed: type<EchoResult>(),
} satisfies Record<string, Type<unknown>>;

// ------------------------------------------------------------ derived types

export type ChannelName = keyof typeof channels;
export type RequestOf<C extends ChannelName> = Infer<(typeof channels)[C]['request']>;
export type ResponseOf<C extends ChannelName> = TypeOf<(typeof channels)[C]['response']>;
export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = TypeOf<(typeof events)[E]>;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(channels, name);
}
export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name);
}

/** Well-known error codes; services may add their own (e.g. 'ILLEGAL_MOVE'). */
export type IpcErrorCode =
  | 'BAD_REQUEST' // payload failed the channel's validator
  | 'UNKNOWN_CHANNEL'
  | 'FORBIDDEN' // sender is not our renderer
  | 'INTERNAL' // the service threw something unexpected
  | 'TRANSPORT' // the call never reached the service (host down, IPC broken)
  | (string & {});

export interface IpcError {
  code: IpcErrorCode;
  message: string;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Emits a push event to every connected renderer. */
export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/** What the main process must implement: one method per channel. */
export type LondonService = {
  [C in ChannelName]: (request: RequestOf<C>) => ResponseOf<C> | Promise<ResponseOf<C>>;
};

type ArgsOf<C extends ChannelName> = [RequestOf<C>] extends [void] ? [] : [request: RequestOf<C>];

/** The shape of `window.london` (preload in Electron, shim in e2e). */
export type LondonApi = {
  readonly [C in ChannelName]: (...args: ArgsOf<C>) => Promise<IpcResult<ResponseOf<C>>>;
} & {
  /** Subscribe to a push event; returns an unsubscribe function. */
  readonly on: <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => () => void;
};

/** Transport names (Electron channel strings, HTTP paths). */
export const IPC_PREFIX = 'london:';
export const EVENT_PREFIX = 'london:event:';
