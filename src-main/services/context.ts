/**
 * What a service may use from its host. No Electron import anywhere under
 * src-main/services/: the same services run in Electron's main process and in
 * the plain-Node e2e host (e2e/host/).
 */
import type { Emit } from '../../src-shared/ipc/contract'
import type { Analyst } from '../session/analyst'
import type { BotPlayer } from '../session/bot-player'
import type { DialogProvider } from '../session/dialogs'
import type { KeyValueStore } from '../session/key-value-store'

export type { KeyValueStore } from '../session/key-value-store'

export interface ServiceContext {
  /** App version (package.json). */
  version: string
  host: 'electron' | 'node'
  /** Push an event to every connected renderer. */
  emit: Emit
  storage: KeyValueStore
  /** the statistics of finished games (statistics.json beside the settings, in both hosts) */
  statisticsStorage: KeyValueStore
  /** where autosave.london lives (Electron: app.getPath('userData')) */
  userDataDir: string
  /** Save / Open dialogs: native in Electron, scripted by the test in the Node host */
  dialogs: DialogProvider
  /** the bot engine; omitted: a simple legal-move stand-in */
  bot?: BotPlayer
  /** hints and game reviews (the bot worker); omitted: in this process */
  analyst?: Analyst
}
