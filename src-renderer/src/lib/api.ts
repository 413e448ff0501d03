// The session channels as the renderer uses them. Everything sent is plain JSON (callers pass
// `$state.snapshot(...)` values, never Svelte proxies).
import type { Action } from '../../../src-shared/engine/index'
import type { NewGameRequest, SessionSnapshot, Settings } from '../../../src-shared/session'

export interface IpcErr {
  readonly code: string
  readonly message: string
}
export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcErr }

export interface AutosaveInfo {
  readonly savedAt: string | null
  readonly edition: 'second' | 'classic'
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot' }[]
  readonly turnNumber: number
  readonly finalRound: boolean
}

export interface SaveResult {
  readonly saved: boolean
  readonly path: string | null
}
export interface OpenResult {
  readonly opened: boolean
  readonly snapshot: SessionSnapshot
}

/** The subset of `window.london` the UI calls (see src-shared/ipc/contract.ts). */
export interface SessionApi {
  newGame(req: NewGameRequest): Promise<Result<SessionSnapshot>>
  getSnapshot(): Promise<Result<SessionSnapshot>>
  act(req: { seq: number; action: Action }): Promise<Result<SessionSnapshot>>
  undo(): Promise<Result<SessionSnapshot>>
  confirmHandover(): Promise<Result<SessionSnapshot>>
  save(): Promise<Result<SaveResult>>
  saveAs(): Promise<Result<SaveResult>>
  open(): Promise<Result<OpenResult>>
  autosaveInfo(): Promise<Result<AutosaveInfo | null>>
  resumeAutosave(): Promise<Result<SessionSnapshot>>
  quitGame(): Promise<Result<SessionSnapshot>>
  getSettings(): Promise<Result<Settings>>
  setSettings(req: Partial<Settings>): Promise<Result<Settings>>
  on(event: 'snapshot', cb: (s: SessionSnapshot) => void): () => void
}

export function api(): SessionApi {
  return window.london as unknown as SessionApi
}

/** Whether the host implements a channel (the UI degrades while a channel is missing). */
export function hasChannel(name: keyof SessionApi): boolean {
  return typeof (window.london as unknown as Record<string, unknown>)?.[name] === 'function'
}
