/** Game-session channels: newGame, act, undo, handover, saves, autosave, settings. */
import type { LondonService } from '../../src-shared/ipc/contract'
import { ServiceError } from '../../src-shared/ipc/handle'
import { SessionService } from '../session/session-service'
import { SettingsError, SettingsService } from '../session/settings'
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
    settings: () => settings.get(),
    emit: (snapshot) => ctx.emit('snapshot', snapshot),
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
    setSettings: (patch) => {
      try {
        return settings.set(patch)
      } catch (err) {
        if (err instanceof SettingsError) throw new ServiceError('BAD_SETTINGS', err.message)
        throw err
      }
    },
  }
  return { channels, session, settings }
}
