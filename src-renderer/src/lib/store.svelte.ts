// The renderer's state: the session as main last pushed it (the only game data the UI has; the log is kept here and
// grows by the appended entries of each push), the settings, and UI-only bits (selection, messages, questions).
// Who changes it: push.ts (main's pushes), commands.ts and study-commands.ts (the commands), selection.ts (what is
// picked on the table), round-trips.ts (the e2e timing).
import type { Action, CardId, WhyNot } from '../../../src-shared/engine/index'
import type { UserDataNotice } from '../../../src-shared/ipc/contract'
import type { LogEntry, SessionState, Settings } from '../../../src-shared/session'
import type { StatisticsReport } from '../../../src-shared/statistics'
import type { AutosaveInfo } from './api'
import type { Subject } from './game'

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

/** A plain copy of reactive data, to send over IPC. */
export function plain<T>(v: T): T {
  return $state.snapshot(v) as T
}
