/** Game-session channels (newGame, act, undo, handover, saves, autosave) and the settings channels. */
import type { LondonService } from '../../src-shared/ipc/contract'
import { SessionService } from '../session/session-service'
import { SettingsService } from '../session/settings'
import { LegalMoveBot } from '../session/bot-player'
import type { ServiceContext } from './context'

export type SessionChannels = Pick<
  LondonService,
  | 'newGame'
  | 'getSnapshot'
  | 'act'
  | 'undo'
  | 'confirmHandover'
  | 'save'
  | 'saveAs'
  | 'open'
  | 'autosaveInfo'
  | 'resumeAutosave'
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
>

export interface SessionServices {
  channels: SessionChannels
  session: SessionService
  settings: SettingsService
}

export function createSessionServices(ctx: ServiceContext): SessionServices {
  const settings = new SettingsService(ctx.storage)
  const session = new SessionService({
    userDataDir: ctx.userDataDir,
    dialogs: ctx.dialogs,
    bot: ctx.bot ?? new LegalMoveBot(),
    analyst: ctx.analyst,
    settings: () => settings.get(),
    emit: (update) => ctx.emit('session', update),
  })
  const channels: SessionChannels = {
    newGame: (req) => session.newGame(req),
    getSnapshot: () => session.getSnapshot(),
    act: (req) => session.act(req),
    undo: () => session.undo(),
    confirmHandover: () => session.confirmHandover(),
    save: () => session.save(),
    saveAs: () => session.saveAs(),
    open: () => session.open(),
    autosaveInfo: () => session.autosaveInfo(),
    resumeAutosave: () => session.resumeAutosave(),
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
  }
  return { channels, session, settings }
}
