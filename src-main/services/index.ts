/**
 * The main-process service object: one method per channel of the contract
 * (src-shared/ipc/contract.ts). Compose feature services here; the type
 * `LondonService` makes the compiler list any channel left unimplemented.
 */
import type { LondonService } from '../../src-shared/ipc/contract'
import { createAppService } from './app'
import type { ServiceContext } from './context'
import { createSessionServices } from './session'
import type { SettingsService } from '../session/settings'

export type { ServiceContext } from './context'
export { createMemoryStore, type KeyValueStore } from '../session/key-value-store'

export { createJsonFileStore, readStoreFile, setFileAside } from './json-store'

/**
 * The service object, plus what the shell needs outside IPC: `dispose` (stop bots, wait for the last
 * autosave, settings and statistics write) and the settings (window bounds).
 */
export type LondonMainService = LondonService & { dispose(): Promise<void>; readonly settings: SettingsService }

export function createLondonService(ctx: ServiceContext): LondonMainService {
  const session = createSessionServices(ctx)
  return {
    ...createAppService(ctx),
    ...session.channels,
    dispose: async () => {
      await session.session.dispose()
      await session.settings.flush()
      await session.statistics.flush()
    },
    settings: session.settings,
  }
}
