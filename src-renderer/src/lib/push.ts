// The push protocol: main pushes every change of the session once (`SessionUpdate`: the session, the log as
// appended entries); a command's reply names the revision (`rev`) of the push that shows its change, and the
// command is done once that push is shown. A push that never comes (a lost event) is fetched (getSnapshot).
import { tick } from 'svelte'
import type { Edition, GameEvent, Seat } from '../../../src-shared/engine/index'
import type { SessionSnapshot, SessionState, SessionUpdate } from '../../../src-shared/session'
import { api } from './api'
import { sessionShown } from './round-trips'
import { select } from './selection'
import { share } from './share'
import { app } from './store.svelte'
import { dropOrphanTip } from './tooltip.svelte'

/** Listeners told of the events a push appends to the log, before the table shows it (the card flights). */
type AppendListener = (events: readonly GameEvent[], viewer: Seat | null, edition: Edition) => void
const appendListeners = new Set<AppendListener>()
export function onAppend(listener: AppendListener): () => void {
  appendListeners.add(listener)
  return () => appendListeners.delete(listener)
}

/** The highest session revision shown, and the commands waiting for theirs. */
let rev = -1
let waiting: { rev: number; done: () => void }[] = []
/** A push that never came (a lost event) is fetched after this long. */
const PUSH_TIMEOUT_MS = 3000

function selectionKey(s: SessionState | null): string {
  if (!s) return ''
  return `${s.stage}/${s.view?.seq ?? -1}/${s.viewer ?? -1}`
}

function showState(next: SessionState): void {
  const before = selectionKey(app.snapshot)
  const s = share(app.snapshot, next)
  rev = s.rev
  app.snapshot = s
  // another position or viewer: what was picked on the table no longer applies
  if (selectionKey(s) !== before) select(null)
  if (s.stage !== 'scoring' && s.stage !== 'over') app.showFinalTable = false
  // a game under way has the screen (statistics are a screen between games)
  if (s.stage === 'human' || s.stage === 'bot' || s.stage === 'handover' || s.stage === 'turnEnd') app.showStatistics = false
  void tick().then(dropOrphanTip)
  sessionShown(s)
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
