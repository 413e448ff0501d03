// The renderer's whole state: the last SessionSnapshot from main (the only game data the UI has), the
// settings, and UI-only bits (selection, messages). Every command goes through window.london.
import { tick } from 'svelte'
import type { Action } from '../../../src-shared/engine/index'
import type { NewGameRequest, SessionSnapshot, Settings } from '../../../src-shared/session'
import { setLanguage, t } from '../i18n/locale.svelte'
import type { MessageKey } from '../i18n/messages'
import { api, hasChannel, type AutosaveInfo, type Result } from './api'
import type { Subject } from './game'
import { dropOrphanTip } from './tooltip.svelte'

interface AppState {
  snapshot: SessionSnapshot | null
  settings: Settings | null
  /** a problem to show prominently (refused move, bad file, lost host) */
  error: string | null
  /** a short confirmation (saved, opened) */
  notice: string | null
  busy: boolean
  autosave: AutosaveInfo | null
  showSettings: boolean
  /** the clicked card/district whose choices are shown */
  selected: Subject | null
  /** the choice under the pointer / focus: its spent card and target stack are marked on the table */
  preview: Action | null
  /** ms from sending a move to the new snapshot in the DOM, last move */
  lastRoundTrip: number | null
  /** on the scoring screen: look at the final table instead */
  showFinalTable: boolean
}

export const app = $state<AppState>({
  snapshot: null,
  settings: null,
  error: null,
  notice: null,
  busy: false,
  autosave: null,
  showSettings: false,
  selected: null,
  preview: null,
  lastRoundTrip: null,
  showFinalTable: false,
})

/** Round trips measured since launch (read by the e2e timing spec). */
const roundTrips: number[] = []
;(globalThis as unknown as { __londonRoundTrips: number[] }).__londonRoundTrips = roundTrips

let pushes = 0

function plain<T>(v: T): T {
  return $state.snapshot(v) as T
}

function snapshotKey(s: SessionSnapshot | null): string {
  if (!s) return ''
  return `${s.stage}/${s.view?.seq ?? -1}/${s.viewer ?? -1}`
}

export function applySnapshot(s: SessionSnapshot): void {
  const before = snapshotKey(app.snapshot)
  app.snapshot = s
  if (snapshotKey(s) !== before) {
    app.selected = null
    app.preview = null
  }
  if (s.stage !== 'scoring' && s.stage !== 'over') app.showFinalTable = false
  void tick().then(dropOrphanTip)
}

function describe(key: MessageKey, err: { code: string; message: string }): string {
  if (err.code === 'TRANSPORT') return t('error.transport', { message: err.message })
  return t(key, { message: err.message })
}

/** Runs a call; a failure becomes the visible error; a pushed snapshot newer than the answer wins. */
async function run<T>(call: () => Promise<Result<T>>, errorKey: MessageKey, onValue?: (v: T, stale: boolean) => void): Promise<T | null> {
  const pushesBefore = pushes
  app.busy = true
  try {
    const r = await call()
    if (!r.ok) {
      app.error = describe(errorKey, r.error)
      return null
    }
    onValue?.(r.value, pushes !== pushesBefore)
    return r.value
  } catch (err) {
    app.error = t('error.transport', { message: String(err) })
    return null
  } finally {
    app.busy = false
  }
}

function takeSnapshot(v: SessionSnapshot, stale: boolean): void {
  if (!stale) applySnapshot(v)
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
      london.on('snapshot', (s) => {
        pushes++
        applySnapshot(s)
      })
    } catch {
      // the host does not push snapshots yet: answers still update the UI
    }
  }
  if (hasChannel('getSettings')) {
    const s = await run(() => london.getSettings(), 'error.refused')
    if (s) {
      app.settings = s
      setLanguage(s.language)
    }
  }
  if (hasChannel('getSnapshot')) await run(() => london.getSnapshot(), 'error.refused', takeSnapshot)
  if (hasChannel('autosaveInfo') && (app.snapshot === null || app.snapshot.stage === 'setup')) {
    const info = await run(() => london.autosaveInfo(), 'error.openFailed')
    app.autosave = info ?? null
  }
}

export async function newGame(req: NewGameRequest): Promise<void> {
  app.error = null
  app.autosave = null
  await run(() => api().newGame(plain(req)), 'error.refused', takeSnapshot)
}

export async function act(action: Action): Promise<void> {
  const view = app.snapshot?.view
  if (!view) return
  app.error = null
  const started = performance.now()
  const ok = await run(() => api().act({ seq: view.seq, action: plain(action) }), 'error.refused', takeSnapshot)
  if (ok) {
    await tick()
    const ms = performance.now() - started
    app.lastRoundTrip = ms
    roundTrips.push(ms)
  }
}

export async function undo(): Promise<void> {
  app.error = null
  await run(() => api().undo(), 'error.refused', takeSnapshot)
}

export async function confirmHandover(): Promise<void> {
  app.error = null
  await run(() => api().confirmHandover(), 'error.refused', takeSnapshot)
}

export async function save(as: boolean): Promise<void> {
  app.error = null
  const r = await run(() => (as ? api().saveAs() : api().save()), 'error.saveFailed')
  if (r?.saved && r.path) flash(t('app.savedTo', { path: r.path }))
}

export async function open(): Promise<void> {
  app.error = null
  const r = await run(() => api().open(), 'error.openFailed')
  if (r?.opened) {
    app.autosave = null
    applySnapshot(r.snapshot)
    flash(t('app.opened'))
  }
}

export async function resumeAutosave(): Promise<void> {
  app.error = null
  await run(() => api().resumeAutosave(), 'error.openFailed', takeSnapshot)
  app.autosave = null
}

export async function quitGame(): Promise<void> {
  app.error = null
  await run(() => api().quitGame(), 'error.refused', takeSnapshot)
}

export async function updateSettings(patch: Partial<Settings>): Promise<void> {
  if (patch.language) setLanguage(patch.language)
  if (app.settings) app.settings = { ...app.settings, ...patch }
  if (!hasChannel('setSettings')) return
  const s = await run(() => api().setSettings(plain(patch)), 'error.refused')
  if (s) {
    app.settings = s
    setLanguage(s.language)
  }
}

export function select(s: Subject | null): void {
  app.selected = s
  app.preview = null
}
