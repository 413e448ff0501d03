// The session channels as the renderer uses them: `window.london`, typed from the IPC contract (every channel of
// the contract is there: preload in Electron, the shim in e2e). Everything sent is plain JSON (callers pass
// `$state.snapshot(...)` values, never Svelte proxies).
import type { AutosaveInfo, IpcResult, LondonApi, OpenResult, SaveResult } from '../../../src-shared/ipc/contract'

export type { AutosaveInfo, OpenResult, SaveResult }
export type Result<T> = IpcResult<T>

export function api(): LondonApi {
  return window.london
}
