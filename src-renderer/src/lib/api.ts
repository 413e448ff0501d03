// The session channels as the renderer uses them: `window.london`, typed from the IPC contract.
// Everything sent is plain JSON (callers pass `$state.snapshot(...)` values, never Svelte proxies).
import type { AutosaveInfo, IpcResult, LondonApi, OpenResult, SaveResult } from '../../../src-shared/ipc/contract'

export type { AutosaveInfo, OpenResult, SaveResult }
export type Result<T> = IpcResult<T>

export function api(): LondonApi {
  return window.london
}

/** Whether the host implements a channel (the UI degrades while a channel is missing). */
export function hasChannel(name: keyof LondonApi): boolean {
  return typeof (window.london as unknown as Record<string, unknown> | undefined)?.[name] === 'function'
}
