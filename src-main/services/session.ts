/**
 * The session's channels: its commands and file channels (session-service.ts, each command through the one path
 * of session-commands.ts), the settings, the statistics and the start screen's notices.
 */
import type { LondonService } from '../../src-shared/ipc/contract'
import { commandChannels, createSessionService, type SessionService } from '../session/session-service'
import { SettingsService } from '../session/settings'
import { StatisticsService } from '../session/statistics'
import { LegalMoveBot } from '../session/bot-player'
import type { ServiceContext } from './context'

export interface SessionServices {
  /** every channel but the app's (services/index.ts: the compiler lists any channel left out) */
  channels: Omit<LondonService, 'appInfo'>
  session: SessionService
  settings: SettingsService
  statistics: StatisticsService
}

export function createSessionServices(ctx: ServiceContext): SessionServices {
  const settings = new SettingsService(ctx.storage, { folder: ctx.userDataDir })
  const statistics = new StatisticsService({ store: ctx.statisticsStorage, folder: ctx.userDataDir })
  const session = createSessionService({
    userDataDir: ctx.userDataDir,
    dialogs: ctx.dialogs,
    bot: ctx.bot ?? new LegalMoveBot(),
    analyst: ctx.analyst,
    settings: () => settings.get(),
    emit: (update) => ctx.emit('session', update),
    onFinished: (game) => statistics.record(game),
  })
  const channels: SessionServices['channels'] = {
    ...commandChannels(session),
    // files and what the start screen reads
    getSnapshot: () => session.getSnapshot(),
    save: () => session.save(),
    saveAs: () => session.saveAs(),
    open: () => session.open(),
    openReplay: () => session.openReplay(),
    autosaveInfo: () => session.autosaveInfo(),
    resumeAutosave: () => session.resumeAutosave(),
    notices: async () => [await settings.notice(), await session.autosaveNotice()].filter((n) => n !== null),
    getSettings: () => settings.get(),
    setSettings: (patch) => settings.set(patch),
    getStatistics: () => statistics.report(),
    resetStatistics: () => statistics.reset(),
  }
  return { channels, session, settings, statistics }
}
