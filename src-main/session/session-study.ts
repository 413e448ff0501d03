/**
 * The replay and its game review, as the session chart keeps them (context.study): which recorded game, the
 * position and the seat shown, the review's progress. Plain functions from one study to the next; the chart calls
 * them in its actions and guards. What they show is the engine's: positions are the record's, views are
 * view(state, seat) (everything only once the game is over).
 */
import { cloneState, view, type GameView } from '../../src-shared/engine/index'
import type { GameRecord } from '../../src-shared/game-record'
import type { LogEntry, ReplayInfo, ReplayShow } from '../../src-shared/session'
import type { ChartEvent, Study } from './session-types'

export type { Study } from './session-types'

/** A new replay of `record`: at its end (a finished game: everything shown), as the first human saw it. */
export function newStudy(record: GameRecord, source: string | null): Study {
  const over = record.state.phase.kind === 'over'
  const human = record.seats.findIndex((s) => s.kind === 'human')
  return { record, source, seq: over ? record.length : 0, seat: Math.max(0, human), all: over, review: null }
}

/** Whether the recorded game is finished (only then may everything be shown). */
export function studyOver(study: Study): boolean {
  return study.record.state.phase.kind === 'over'
}

/** Why `show` cannot be shown (null: it can). */
export function showProblem(study: Study, show: ReplayShow): string | null {
  if (show.seq !== undefined && show.seq > study.record.length)
    return `This game has ${study.record.length} moves (positions 0 to ${study.record.length}).`
  if (show.seat !== undefined && show.seat >= study.record.seats.length) return `This game has seats 0 to ${study.record.seats.length - 1}.`
  if (show.all && !studyOver(study)) return 'Everything is shown only once the game is over.'
  return null
}

/** The study showing `show` (its fields that are given). */
export function showing(study: Study, show: ReplayShow): Study {
  return { ...study, seq: show.seq ?? study.seq, seat: show.seat ?? study.seat, all: show.all ?? study.all }
}

/** The view at the position shown: as the seat saw it, or everything (the whole state, the seat at the bottom). */
export function studyView(study: Study): GameView {
  const state = study.record.stateAt(study.seq)
  return study.all ? { ...cloneState(state), viewer: study.seat } : view(state, study.seat)
}

const fullLogs = new WeakMap<GameRecord, readonly LogEntry[]>()

/** The log up to the position shown, as the seat saw it (or unmasked). */
export function studyLog(study: Study): readonly LogEntry[] {
  const { record } = study
  let log = record.log(study.seat)
  if (study.all) {
    log = fullLogs.get(record) ?? record.fullLog()
    fullLogs.set(record, log)
  }
  return log.slice(0, record.logLengthAt(study.seq))
}

/** What the renderer is told about the replay; `waiting`: the game in progress behind it, if any. */
export function replayInfo(study: Study, waiting: GameRecord | null = null): ReplayInfo {
  const { record } = study
  const turns: { turn: number; seq: number }[] = []
  for (let seq = 0; seq < record.length; seq++) {
    const turn = record.step(seq).turn
    if (turns[turns.length - 1]?.turn !== turn) turns.push({ turn, seq })
  }
  const over = studyOver(study)
  return {
    seq: study.seq,
    length: record.length,
    turns,
    seat: study.seat,
    all: study.all,
    over,
    source: study.source,
    canPlayOn: !(over && study.seq === record.length),
    gameWaiting: waiting !== null && waiting.state.phase.kind !== 'over',
    review: study.review,
  }
}

// ------------------------------------------------------------------ the review

/**
 * The study after a step of its review: its start, each decision judged, its end, its failure, its cancelling (a
 * cancelled review leaves nothing behind). Other events leave it as it is.
 */
export function reviewed(study: Study, e: ChartEvent): Study {
  const review = study.review
  switch (e.type) {
    case 'START_REVIEW':
      return {
        ...study,
        review: { seat: e.seat, depth: e.depth, status: 'running', done: 0, total: 0, points: [], result: null, message: null },
      }
    case 'CANCEL_REVIEW':
      return { ...study, review: null }
  }
  if (!review || review.status !== 'running') return study
  switch (e.type) {
    case 'REVIEW_PROGRESS': {
      const point = e.progress.point
      const points = point ? [...review.points, point] : review.points
      return { ...study, review: { ...review, done: e.progress.done, total: e.progress.total, points } }
    }
    case 'REVIEW_DONE': {
      const r = e.result
      return { ...study, review: { ...review, status: 'done', done: r.reviewed, total: r.reviewed, points: r.points, result: r } }
    }
    case 'REVIEW_FAILED':
      return { ...study, review: { ...review, status: 'failed', message: e.message } }
    default:
      return study
  }
}
