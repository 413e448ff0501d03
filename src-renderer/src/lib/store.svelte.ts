// The renderer's whole state: the session as main last pushed it (the only game data the UI has; the log is
// kept here and grows by the appended entries of each push), the settings, and UI-only bits (selection,
// messages). Every command goes through window.london; its reply says which push (`rev`) carries the change.
import { tick } from 'svelte'
import type { Action, CardId, Edition, GameEvent, Seat, WhyNot } from '../../../src-shared/engine/index'
import type { IpcError, UserDataNotice } from '../../../src-shared/ipc/contract'
import type { Ack, LogEntry, NewGameRequest, SessionSnapshot, SessionState, SessionUpdate, Settings } from '../../../src-shared/session'
import type { StatisticsReport } from '../../../src-shared/statistics'
import { locale, setLanguage, t } from '../i18n/locale.svelte'
import { api, hasChannel, type AutosaveInfo, type Result } from './api'
import { errorText } from './errors'
import { share } from './share'
import type { Subject } from './game'
import { dropOrphanTip } from './tooltip.svelte'
import { resetGuide } from './guide-state.svelte'
import { defaultSeatName } from './seat-names'

/**
 * The renderer's state. What main sends is kept raw (`$state.raw`): it is replaced, never changed in place, so
 * no deep proxy is built over every card of every push — a push costs the same late in the game as early on.
 */
class AppState {
  snapshot = $state.raw<SessionState | null>(null)
  /** the game log as the seat at the screen sees it (replaced on every push that adds to it) */
  log = $state.raw<readonly LogEntry[]>([])
  settings = $state.raw<Settings | null>(null)
  /** a problem to show prominently (refused move, bad file, lost host), in the player's language */
  error = $state<string | null>(null)
  /** main's own (English) words for it */
  errorDetail = $state<string | null>(null)
  /** a short confirmation (saved, opened) */
  notice = $state<string | null>(null)
  busy = $state(false)
  autosave = $state.raw<AutosaveInfo | null>(null)
  /** damaged user data files main kept aside at launch (shown on the start screen until dismissed) */
  dataNotices = $state.raw<readonly UserDataNotice[]>([])
  showSettings = $state(false)
  /** the clicked card/district whose choices are shown */
  selected = $state.raw<Subject | null>(null)
  /** the choice under the pointer / focus: its spent card and target stack are marked on the table */
  preview = $state.raw<Action | null>(null)
  /** the hand card chosen to pay for the selected placement or activation (undefined: the default payment) */
  spend = $state.raw<CardId | undefined>(undefined)
  /** why the last thing clicked is not a legal choice (the engine's reason), until the next click or move */
  whyNot = $state.raw<{ readonly subject: Subject; readonly why: WhyNot } | null>(null)
  /** the "since your last turn" summary was closed for this turn number */
  sinceClosed = $state(-1)
  /** a question before leaving unsaved progress (ConfirmDialog) */
  confirm = $state.raw<ConfirmRequest | null>(null)
  /** ms from sending a move to the new position in the DOM, last move */
  lastRoundTrip = $state<number | null>(null)
  /** on the scoring screen: look at the final table instead */
  showFinalTable = $state(false)
  /** the statistics screen is open (outside play), with the last report read */
  showStatistics = $state(false)
  statistics = $state.raw<StatisticsReport | null>(null)
}

/** A question with a primary answer, an optional second one (e.g. save first) and Cancel. */
export interface ConfirmRequest {
  readonly title: string
  readonly text: string
  /** details under the text, one a line (what a run would bring, card by card) */
  readonly lines?: readonly string[]
  readonly confirm: string
  /** a second way to go on, e.g. "Save, then open" */
  readonly alternative?: string
  readonly testid: string
  readonly resolve: (answer: 'confirm' | 'alternative' | 'cancel') => void
}

export const app = new AppState()

/** Asks the player (the dialog answers); resolves with their answer. */
export function ask(request: Omit<ConfirmRequest, 'resolve'>): Promise<'confirm' | 'alternative' | 'cancel'> {
  return new Promise((resolve) => {
    app.confirm = {
      ...request,
      resolve: (answer) => {
        app.confirm = null
        resolve(answer)
      },
    }
  })
}

/** Listeners told of the events a push appends to the log, before the table shows it (the card flights). */
type AppendListener = (events: readonly GameEvent[], viewer: Seat | null, edition: Edition) => void
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- plain listeners, not state
const appendListeners = new Set<AppendListener>()
export function onAppend(listener: AppendListener): () => void {
  appendListeners.add(listener)
  return () => appendListeners.delete(listener)
}

/** Click → table round trips since launch (read by the e2e specs): a move sent, until its position is in the DOM. */
const roundTrips: number[] = []
let moving: { seq: number; started: number } | null = null
;(globalThis as unknown as { __londonRoundTrips: number[] }).__londonRoundTrips = roundTrips

/** The highest session revision shown, and the commands waiting for theirs. */
let rev = -1
let waiting: { rev: number; done: () => void }[] = []
/** A push that never came (a lost event) is fetched after this long. */
const PUSH_TIMEOUT_MS = 3000

/** A plain copy of reactive data, to send over IPC. */
export function plain<T>(v: T): T {
  return $state.snapshot(v) as T
}

function selectionKey(s: SessionState | null): string {
  if (!s) return ''
  return `${s.stage}/${s.view?.seq ?? -1}/${s.viewer ?? -1}`
}

function showState(next: SessionState): void {
  const before = selectionKey(app.snapshot)
  const s = share(app.snapshot, next)
  rev = s.rev
  app.snapshot = s
  if (selectionKey(s) !== before) {
    app.selected = null
    app.preview = null
    app.spend = undefined
    app.whyNot = null
  }
  if (s.stage !== 'scoring' && s.stage !== 'over') app.showFinalTable = false
  // a game under way has the screen (statistics are a screen between games)
  if (s.stage === 'human' || s.stage === 'bot' || s.stage === 'handover' || s.stage === 'turnEnd') app.showStatistics = false
  void tick().then(dropOrphanTip)
  if (moving && s.view && s.view.seq > moving.seq) {
    // the table shows the move (in the DOM after this tick): the round trip ends here, whenever the act reply arrives
    const started = moving.started
    moving = null
    void tick().then(() => {
      const ms = performance.now() - started
      app.lastRoundTrip = ms
      roundTrips.push(ms)
    })
  }
  const ready = waiting.filter((w) => w.rev <= rev)
  waiting = waiting.filter((w) => w.rev > rev)
  for (const w of ready) w.done()
}

/** The whole session (getSnapshot): replaces everything unless a newer push was shown already. */
export function applySnapshot(s: SessionSnapshot): void {
  if (s.rev < rev) return
  const { log, ...state } = s
  app.log = log
  showState(state)
}

/** A push: the new session, the log cut back to `logFrom` and the new entries appended. */
export function applyUpdate(u: SessionUpdate): void {
  if (u.rev <= rev) return
  const { logFrom, logAppend, ...state } = u
  if (logFrom > app.log.length) {
    // an earlier push went missing: fetch the whole session
    void resync()
    return
  }
  // the same table gains events: what moved flies from where it was (measured before the table changes)
  const prev = app.snapshot
  if (logFrom === app.log.length && logAppend.length > 0 && prev?.view && state.view && prev.viewer === state.viewer) {
    const events = logAppend.map((l) => l.event)
    for (const listener of appendListeners) listener(events, state.viewer, state.view.options.edition)
  }
  if (logFrom < app.log.length || logAppend.length > 0) app.log = [...app.log.slice(0, logFrom), ...logAppend]
  showState(state)
}

async function resync(): Promise<void> {
  const r = await api().getSnapshot()
  if (r.ok) applySnapshot(r.value)
}

/** Resolves once the push with revision `target` (or a later one) is shown. */
export function shown(target: number): Promise<void> {
  if (rev >= target) return Promise.resolve()
  return new Promise((done) => {
    waiting.push({ rev: target, done })
    setTimeout(() => {
      if (rev < target) void resync().then(() => (rev >= target ? undefined : showAnyway(target)))
    }, PUSH_TIMEOUT_MS)
  })
}

/** Never leave a command waiting forever. */
function showAnyway(target: number): void {
  const ready = waiting.filter((w) => w.rev <= target)
  waiting = waiting.filter((w) => w.rev > target)
  for (const w of ready) w.done()
}

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
  if (hasChannel('on')) {
    try {
      london.on('session', applyUpdate)
    } catch {
      // the host does not push yet: getSnapshot still shows the session
    }
  }
  if (hasChannel('getSettings')) {
    const s = await run(() => london.getSettings())
    if (s) {
      app.settings = s
      setLanguage(s.language)
    }
  }
  if (hasChannel('getSnapshot')) {
    const s = await run(() => london.getSnapshot())
    if (s) applySnapshot(s)
  }
  if (hasChannel('autosaveInfo') && (app.snapshot === null || app.snapshot.stage === 'setup')) {
    const info = await run(() => london.autosaveInfo())
    app.autosave = info ?? null
  }
  if (hasChannel('notices')) app.dataNotices = (await run(() => london.notices())) ?? []
}

/** A new game from the New game form; once started, its seats and edition are what the form offers next time. */
export async function newGame(req: NewGameRequest): Promise<void> {
  clearMessages()
  app.autosave = null
  if (await command(() => api().newGame(plain(req)))) await rememberNewGame(req)
}

/** Stores the started game's seats and edition, without holding the table busy (the game is already on). */
async function rememberNewGame(req: NewGameRequest): Promise<void> {
  if (!hasChannel('setSettings')) return
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
  moving = { seq: view.seq, started: performance.now() }
  const ok = await command(() => api().act({ seq: view.seq, action: plain(action) }))
  if (!ok) moving = null
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
  if (!hasChannel('autosaveInfo')) return
  const info = await run(() => api().autosaveInfo())
  app.autosave = info ?? null
}

export async function updateSettings(patch: Partial<Settings>): Promise<void> {
  if (patch.language) setLanguage(patch.language)
  if (app.settings) app.settings = { ...app.settings, ...patch }
  if (!hasChannel('setSettings')) return
  const s = await run(() => api().setSettings(plain(patch)))
  if (s) {
    app.settings = s
    setLanguage(s.language)
  }
}

export function select(s: Subject | null): void {
  app.selected = s
  app.preview = null
  app.spend = undefined
  app.whyNot = null
}

/** Shows why a click had no legal use (null: clears it). */
export function explain(subject: Subject | null, why: WhyNot | null): void {
  app.selected = null
  app.preview = null
  app.spend = undefined
  app.whyNot = subject && why ? { subject, why } : null
}
