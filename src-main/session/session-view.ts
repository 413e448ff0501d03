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
  const record = s.context.record
  const stage = stageOf(s)
  if (stage === 'replay' && s.context.study) return studyLog(s.context.study)
  return record === null || stage === 'setup' ? [] : record.log(viewerSeat(s))
}

/** Which log a push continues: the same game (or replay), seen by the same seat the same way. */
function logSource(s: SessionChartSnapshot, viewer: Seat | null): { record: object | null; key: string } {
  const study = stageOf(s) === 'replay' ? s.context.study : null
  return study ? { record: study.record, key: `replay/${study.seat}/${study.all}` } : { record: s.context.record, key: `game/${viewer}` }
}

/** Builds each push from the one before: the session, and the log appended to what the last push left. */
export class UpdateBuilder {
  private sent: { revision: number; record: object | null; key: string; logLength: number } = {
    revision: 0,
    record: null,
    key: '',
    logLength: 0,
  }

  /** The revision the last push showed. */
  get revision(): number {
    return this.sent.revision
  }

  next(s: SessionChartSnapshot): SessionUpdate {
    const state = sessionState(s, s.context.revision)
    const log = sessionLog(s)
    const { record, key } = logSource(s, state.viewer)
    // another game or another seat at the screen: the whole log again (it is masked for that seat)
    const same = record === this.sent.record && key === this.sent.key
    const logFrom = same ? Math.min(this.sent.logLength, log.length) : 0
    this.sent = { revision: state.rev, record, key, logLength: log.length }
    return { ...state, logFrom, logAppend: log.slice(logFrom) }
  }
}
