// The type of `window.london`, derived from the IPC contract. Exposed by
// src-main/preload.ts in Electron and by e2e/host/london-shim.ts in e2e runs.
import type { LondonApi } from '../../src-shared/ipc/contract'

declare global {
  interface Window {
    readonly london: LondonApi
  }
}

export {}
