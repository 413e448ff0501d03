// The session's commands as the renderer sends them (those of hints, replays and reviews: study-commands.ts). Each
// goes through window.london; one that changes the session is done once the push with its `rev` is shown (push.ts).
// A refusal or failure becomes the visible error, in the player's language.
import type { Action } from '../../../src-shared/engine/index'
import type { IpcError } from '../../../src-shared/ipc/contract'
import type { Ack, NewGameRequest, Settings } from '../../../src-shared/session'
import { locale, setLanguage, t } from '../i18n/locale.svelte'
import { api, type Result } from './api'
import { errorText } from './errors'
import { resetGuide } from './guide-state.svelte'
import { applySnapshot, applyUpdate, shown } from './push'
import { moveRefused, moveSent } from './round-trips'
import { defaultSeatName } from './seat-names'
import { app, plain } from './store.svelte'

/** Shows a refusal or failure in the player's language. */
export function fail(error: IpcError): void {
  app.error = errorText(locale.current, error)
  app.errorDetail = error.message
}

/** Runs a call (busy meanwhile); a failure becomes the visible error. `then` runs while still busy. */
async function run<T>(call: () => Promise<Result<T>>, then?: (v: T) => Promise<void>): Promise<T | null> {
  app.busy = true
  try {
    const r = await call()
    if (!r.ok) {
      fail(r.error)
      return null
    }
    await then?.(r.value)
    return r.value
  } catch (err) {
    fail({ code: 'TRANSPORT', message: String(err) })
    return null
  } finally {
    app.busy = false
  }
}

/** A command that changes the session: done once its change is on screen. */
export function command<T extends Ack>(call: () => Promise<Result<T>>): Promise<T | null> {
  return run(call, (ack) => shown(ack.rev))
}

export function clearMessages(): void {
  app.error = null
  app.errorDetail = null
}

function flash(text: string): void {
  app.notice = text
  setTimeout(() => {
    if (app.notice === text) app.notice = null
  }, 3500)
}

export async function init(): Promise<void> {
  const london = api()
  london.on('session', applyUpdate)
  const s = await run(() => london.getSettings())
  if (s) {
    app.settings = s
    setLanguage(s.language)
  }
  const snapshot = await run(() => london.getSnapshot())
  if (snapshot) applySnapshot(snapshot)
  if (app.snapshot === null || app.snapshot.stage === 'setup') app.autosave = (await run(() => london.autosaveInfo())) ?? null
  app.dataNotices = (await run(() => london.notices())) ?? []
}

/** A new game from the New game form; once started, its seats and edition are what the form offers next time. */
export async function newGame(req: NewGameRequest): Promise<void> {
  clearMessages()
  app.autosave = null
  if (await command(() => api().newGame(plain(req)))) await rememberNewGame(req)
}

/** Stores the started game's seats and edition, without holding the table busy (the game is already on). */
async function rememberNewGame(req: NewGameRequest): Promise<void> {
  try {
    const r = await api().setSettings(plain({ defaultSeats: req.seats, defaultEdition: req.edition }))
    if (r.ok) app.settings = r.value
    else fail(r.error)
  } catch (err) {
    fail({ code: 'TRANSPORT', message: String(err) })
  }
}

/** The guided first game: main fixes the deal and the Easy bot; the names are this language's (the bot has a proper name). */
export async function newGuidedGame(): Promise<void> {
  clearMessages()
  app.autosave = null
  app.showStatistics = false
  resetGuide()
  const first = app.settings?.defaultSeats[0]
  const you = first?.kind === 'human' ? defaultSeatName(first.name, 0, locale.current) : t('setup.defaultName', { n: 1 })
  await command(() => api().newGuidedGame({ you, bot: t('guide.botName') }))
}

/** Opens the statistics screen with what main has recorded. */
export async function openStatistics(): Promise<void> {
  clearMessages()
  app.showStatistics = true
  const r = await run(() => api().getStatistics())
  if (r) app.statistics = r
}

export async function resetStatistics(): Promise<void> {
  clearMessages()
  const r = await run(() => api().resetStatistics())
  if (r) app.statistics = r
}

export async function act(action: Action): Promise<void> {
  const view = app.snapshot?.view
  if (!view) return
  clearMessages()
  moveSent(view.seq)
  const ok = await command(() => api().act({ seq: view.seq, action: plain(action) }))
  if (!ok) moveRefused()
}

export async function undo(): Promise<void> {
  clearMessages()
  await command(() => api().undo())
}

export async function confirmHandover(): Promise<void> {
  clearMessages()
  await command(() => api().confirmHandover())
}

export async function confirmTurnEnd(): Promise<void> {
  clearMessages()
  await command(() => api().confirmTurnEnd())
}

export async function rematch(): Promise<void> {
  clearMessages()
  app.showFinalTable = false
  await command(() => api().rematch())
}

/** Saves the game (asking for a file the first time, or always with `as`); true once it is written. */
export async function save(as: boolean): Promise<boolean> {
  clearMessages()
  const r = await run(() => (as ? api().saveAs() : api().save()))
  if (r?.saved && r.path) flash(t('app.savedTo', { path: r.path }))
  return r?.saved ?? false
}

export async function open(): Promise<void> {
  clearMessages()
  const r = await command(() => api().open())
  if (r?.opened) {
    app.autosave = null
    flash(t('app.opened'))
  }
}

export async function resumeAutosave(): Promise<void> {
  clearMessages()
  await command(() => api().resumeAutosave())
  app.autosave = null
}

export async function quitGame(): Promise<void> {
  clearMessages()
  await command(() => api().quitGame())
  // the game left unfinished stays in the autosave: the start screen offers to resume it
  await refreshAutosave()
}

/** What the start screen offers to resume (the autosave of an unfinished game), asked of main. */
export async function refreshAutosave(): Promise<void> {
  const info = await run(() => api().autosaveInfo())
  app.autosave = info ?? null
}

export async function updateSettings(patch: Partial<Settings>): Promise<void> {
  if (patch.language) setLanguage(patch.language)
  if (app.settings) app.settings = { ...app.settings, ...patch }
  const s = await run(() => api().setSettings(plain(patch)))
  if (s) {
    app.settings = s
    setLanguage(s.language)
  }
}
