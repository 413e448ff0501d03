/**
 * What the renderer is shown, read off the chart's snapshot: the stage, where the turn stands (the engine's
 * turnStep: the step bar), the seat at the screen and never more than that seat may see (its view, its log, its
 * legal moves).
 */
import {
  legalActions,
  projectedScore,
  runPreview,
  turnStep,
  view,
  type GameView,
  type ScoringStepId,
  type Seat,
} from '../../src-shared/engine/index'
import type { GameRecord } from '../../src-shared/game-record'
import type { HintInfo, LogEntry, SessionStage, SessionState, SessionUpdate, TurnInfo } from '../../src-shared/session'
import { scoringSteps, type SessionChartSnapshot } from './session-chart'
import { soleHuman } from './session-rules'
import { replayInfo, studyLog, studyView } from './session-study'

export function stageOf(s: SessionChartSnapshot): SessionStage {
  if (s.matches('playing')) {
    if (s.matches({ playing: { control: 'bot' } })) return 'bot'
    if (s.matches({ playing: { control: 'handover' } })) return 'handover'
    if (s.matches({ playing: { control: 'turnEnded' } })) return 'turnEnd'
    return 'human'
  }
  if (s.matches('scoring')) return 'scoring'
  if (s.matches('over')) return 'over'
  if (s.matches('replay')) return 'replay'
  return 'setup'
}

/** Where the turn stands while a game is played: the engine's step, and the end trigger (the deck ran out). */
export function turnInfo(s: SessionChartSnapshot): TurnInfo | null {
  const game = s.context.record?.state
  if (!s.matches('playing') || !game) return null
  return { step: turnStep(game), finalRound: game.lastTurnSeat !== null }
}

/** The scoring step shown, during the scoring stage. */
export function scoringStepOf(s: SessionChartSnapshot): ScoringStepId | null {
  if (!s.matches('scoring')) return null
  return scoringSteps(s.context)[s.context.scoringIndex] ?? null
}

/** Whose view the screen shows: the sole human; seat 0 when only bots play; in hot-seat, who has the screen. */
export function viewerSeat(s: SessionChartSnapshot): Seat | null {
  const record = s.context.record
  if (record === null || stageOf(s) === 'handover') return null
  const sole = soleHuman(record.seats)
  if (sole !== null) return sole
  if (!record.seats.some((x) => x.kind === 'human')) return 0
  return s.context.atScreen
}

/** The human at the screen may take back their last step: the chart would take an undo now. */
function canUndo(s: SessionChartSnapshot): boolean {
  return s.can({ type: 'UNDO' })
}

/** The session without its log, as the seat at the screen may see it. */
export function sessionState(s: SessionChartSnapshot, rev: number): SessionState {
  const stage = stageOf(s)
  const record = s.context.record
  // a replay shows no hint and no coach marks (guided: false), whatever game it shows
  const base = { rev, stage, turn: turnInfo(s), hint: null, replay: null, guided: false }
  const study = s.context.study
  if (stage === 'replay' && study) {
    // the recorded game at the position shown, as the chosen seat saw it (or everything, once it is over)
    return {
      ...base,
      seats: study.record.seats,
      viewer: study.seat,
      ...tableAnswers(studyView(study), false),
      legal: [],
      handoverTo: null,
      canUndo: false,
      prestigeHistory: [],
      result: null,
      savePath: s.context.savePath,
      unsaved: s.context.unsaved,
      replay: replayInfo(study, record),
    }
  }
  if (record === null || stage === 'setup') {
    return {
      ...base,
      seats: [],
      viewer: null,
      ...tableAnswers(null, false),
      legal: [],
      handoverTo: null,
      canUndo: false,
      prestigeHistory: [],
      result: null,
      savePath: null,
      unsaved: false,
    }
  }
  const game = record.state
  const viewer = viewerSeat(s)
  const scoringStep = scoringStepOf(s)
  const ended = stage === 'scoring' || stage === 'over'
  return {
    ...base,
    seats: record.seats,
    viewer,
    ...tableAnswers(viewer === null ? null : view(game, viewer), stage === 'human' && viewer === game.current),
    legal: stage === 'human' && viewer === game.current ? legalActions(game) : [],
    handoverTo: stage === 'handover' ? game.current : null,
    canUndo: canUndo(s),
    prestigeHistory: ended ? record.prestigeHistory() : [],
    result: ended ? game.result : null,
    savePath: s.context.savePath,
    unsaved: s.context.unsaved,
    hint: stage === 'human' && viewer === game.current ? currentHint(s.context.hint, game.seq) : null,
    guided: record.guided,
    ...(scoringStep !== null ? { scoringStep } : {}),
  }
}

/** The view and the engine's answers about it the table shows: the projected scores, the run preview on the viewer's turn. */
function tableAnswers(shown: GameView | null, yourTurn: boolean): Pick<SessionState, 'view' | 'projected' | 'runPreview'> {
  if (shown === null) return { view: null, projected: null, runPreview: null }
  return { view: shown, projected: projectedScore(shown, shown.viewer), runPreview: yourTurn ? runPreview(shown) : null }
}

/** The hint, if it is about the position on the table. */
function currentHint(hint: HintInfo | null, seq: number): HintInfo | null {
  return hint !== null && hint.seq === seq ? hint : null
}

/** The log as the seat at the screen may see it (as nobody sees it while the screen waits for a handover). */
export function sessionLog(s: SessionChartSnapshot): readonly LogEntry[] {
  const { record, mask, moves } = logSource(s)
  if (record === null) return []
  if (mask === 'all') return studyLog(s.context.study!)
  return record.log(mask).slice(0, record.logLengthAt(moves))
}

/** Where the log shown comes from: a game, seen by a seat (null: as nobody sees it; 'all': nothing masked), up to a move. */
interface LogSource {
  readonly record: GameRecord | null
  readonly mask: Seat | null | 'all'
  readonly moves: number
}

function logSource(s: SessionChartSnapshot): LogSource {
  const stage = stageOf(s)
  const study = stage === 'replay' ? s.context.study : null
  if (study) return { record: study.record, mask: study.all ? 'all' : study.seat, moves: study.seq }
  const record = stage === 'setup' ? null : s.context.record
  return { record, mask: viewerSeat(s), moves: record?.length ?? 0 }
}

function logLength(source: LogSource): number {
  return source.record?.logLengthAt(source.moves) ?? 0
}

/**
 * How much of `before`'s log `after` has too: seen the same way, the same game (options) and the same first moves
 * give the same entries (GameRecord.sharedMoves: compared by value, whichever record holds them).
 */
function sharedLog(before: LogSource, after: LogSource): number {
  if (before.record === null || after.record === null || before.mask !== after.mask) return 0
  return after.record.logLengthAt(Math.min(before.moves, after.moves, before.record.sharedMoves(after.record)))
}

/** What a snapshot shows: the session (its revision aside) and its log's source. */
interface Shown {
  readonly state: SessionState
  /** the session as text, to compare by value */
  readonly text: string
  readonly log: LogSource
}

/**
 * The pushes: a revision for every change of what the chart's snapshot shows, compared by value (the session the
 * screen shows and its log), and each push built from the one before (the log appended to what it left).
 */
export class Pushes {
  private revision = 0
  /** what the snapshot noted last shows, and that snapshot (a push of it reuses the work) */
  private noted: { snapshot: SessionChartSnapshot; shown: Shown } | null = null
  private sentLog: LogSource = { record: null, mask: null, moves: 0 }

  /** The revision of what the chart shows now (the `rev` of the push that shows it). */
  get rev(): number {
    return this.revision
  }

  /** Notes a snapshot of the chart: true (and a new revision) when it shows something else than the last one noted. */
  note(s: SessionChartSnapshot): boolean {
    if (this.noted?.snapshot === s) return false
    const shown = shownBy(s)
    const before = this.noted?.shown
    this.noted = { snapshot: s, shown }
    if (before && before.text === shown.text && sameLog(before.log, shown.log)) return false
    this.revision++
    return true
  }

  /** The push for snapshot `s`: the session at the current revision, and the log after what the last push left. */
  next(s: SessionChartSnapshot): SessionUpdate {
    this.note(s)
    const { state, log: source } = this.noted!.shown
    const log = sessionLog(s)
    // another game, another seat at the screen or moves taken back: from the first entry they no longer share
    const logFrom = sharedLog(this.sentLog, source)
    this.sentLog = source
    return { ...state, rev: this.revision, logFrom, logAppend: log.slice(logFrom) }
  }
}

function shownBy(s: SessionChartSnapshot): Shown {
  const state = sessionState(s, 0)
  return { state, text: JSON.stringify(state), log: logSource(s) }
}

function sameLog(a: LogSource, b: LogSource): boolean {
  const length = logLength(b)
  return a.mask === b.mask && logLength(a) === length && sharedLog(a, b) === length
}
