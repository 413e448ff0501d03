/** Game-session channels (newGame, act, undo, handover, saves, autosave), the settings and the statistics channels. */
import type { LondonService } from '../../src-shared/ipc/contract'
import { SessionService } from '../session/session-service'
import { SettingsService } from '../session/settings'
import { StatisticsService } from '../session/statistics'
import { LegalMoveBot } from '../session/bot-player'
import type { ServiceContext } from './context'

export type SessionChannels = Pick<
  LondonService,
  | 'newGame'
  | 'newGuidedGame'
  | 'getSnapshot'
  | 'act'
  | 'undo'
  | 'confirmHandover'
  | 'confirmTurnEnd'
  | 'rematch'
  | 'save'
  | 'saveAs'
  | 'open'
  | 'autosaveInfo'
  | 'resumeAutosave'
  | 'notices'
  | 'quitGame'
  | 'getSettings'
  | 'setSettings'
  | 'hint'
  | 'cancelHint'
  | 'openReplay'
  | 'replayGame'
  | 'replayShow'
  | 'startReview'
  | 'cancelReview'
  | 'playOn'
  | 'closeReplay'
  | 'getStatistics'
  | 'resetStatistics'
>

export interface SessionServices {
  channels: SessionChannels
  session: SessionService
  settings: SettingsService
  statistics: StatisticsService
}

export function createSessionServices(ctx: ServiceContext): SessionServices {
  const settings = new SettingsService(ctx.storage, { folder: ctx.userDataDir })
  const statistics = new StatisticsService({ store: ctx.statisticsStorage, folder: ctx.userDataDir })
  const session = new SessionService({
    userDataDir: ctx.userDataDir,
    dialogs: ctx.dialogs,
    bot: ctx.bot ?? new LegalMoveBot(),
    analyst: ctx.analyst,
    settings: () => settings.get(),
    emit: (update) => ctx.emit('session', update),
    onFinished: (game) => statistics.record(game),
  })
  const channels: SessionChannels = {
    newGame: (req) => session.newGame(req),
    newGuidedGame: (req) => session.newGuidedGame(req),
    getSnapshot: () => session.getSnapshot(),
    act: (req) => session.act(req),
    undo: () => session.undo(),
    confirmHandover: () => session.confirmHandover(),
    confirmTurnEnd: () => session.confirmTurnEnd(),
    rematch: () => session.rematch(),
    save: () => session.save(),
    saveAs: () => session.saveAs(),
    open: () => session.open(),
    autosaveInfo: () => session.autosaveInfo(),
    resumeAutosave: () => session.resumeAutosave(),
    notices: async () => [await settings.notice(), await session.autosaveNotice()].filter((n) => n !== null),
    quitGame: () => session.quitGame(),
    getSettings: () => settings.get(),
    setSettings: (patch) => settings.set(patch),
    hint: () => session.hint(),
    cancelHint: () => session.cancelHint(),
    openReplay: () => session.openReplay(),
    replayGame: () => session.replayGame(),
    replayShow: (req) => session.replayShow(req),
    startReview: (req) => session.startReview(req),
    cancelReview: () => session.cancelReview(),
    playOn: () => session.playOn(),
    closeReplay: () => session.closeReplay(),
    getStatistics: () => statistics.report(),
    resetStatistics: () => statistics.reset(),
  }
  return { channels, session, settings, statistics }
}
