// Game review: the analyst (limits.ts: analystLevel, Expert or Hard) re-examines every decision one seat made in a
// recorded game, each from that seat's view at the time (the game replayed to that point, then view(state, seat):
// what it had seen then, nothing more), and reports the decisions where its preferred move promised a better final
// margin than the move played.
import { apply, createGame, legalActions, view, type Action, type GameOptions, type GameView, type Seat } from '../engine/index'
import type { ReviewDepth } from '../limits'
import type { ReviewMistake, ReviewPoint, ReviewResult } from '../session'
import { analyse, sameMove, type Analysis, type MoveEstimate } from './analyse'
import { finalJudgement } from './evaluate'
import { positionVerdict } from './value-net'

/** The analyst's search time per decision when none is given (ms), split 2 : 1 between a decision's two searches. */
export const REVIEW_BUDGET_MS = 300
/** The app's review depths: the analyst's search time per decision, ms (standard = the CLI's default). */
export const REVIEW_DEPTH_MS: Readonly<Record<ReviewDepth, number>> = { quick: 100, standard: REVIEW_BUDGET_MS, deep: 1000 }
/** A decision counts as a mistake from this estimated loss on (prestige points): smaller gaps are search noise. */
export const REVIEW_MIN_LOSS = 1
/** A loss must also stand this many standard errors above zero (one-sided 95%): the search's estimates are noisy. */
const SIGNIFICANCE = 1.64
/** Visits the played move needs in the first search (as a share of the analyst's move's) to be compared there. */
const COMPARE_SHARE = 0.1
const COMPARE_MIN = 8

export interface ReviewOptions {
  /** search time per decision, ms (both searches together) */
  budgetMs: number
  now: () => number
  /** fixed simulations per decision instead of the clock (the second search gets half): deterministic verdicts */
  iterations?: number
  /** the review's dice (never the game's seed) */
  seed: number
  minLoss?: number
  /** after each decision reviewed */
  onProgress?: (progress: ReviewProgress) => void
}

/** One decision of the reviewed seat: the position as it saw it, and what it played. */
export interface Decision {
  /** index of the move in the save's action list */
  readonly seq: number
  readonly turn: number
  readonly view: GameView
  readonly played: Action
}

export interface Verdict {
  readonly seq: number
  readonly turn: number
  readonly played: Action
  /** the analyst's preferred move */
  readonly best: Action
  /**
   * estimated final margin over the best opponent with the analyst's move, and with the move played (prestige points);
   * null when the move played was the only sensible one (the analyst answers such a decision without searching)
   */
  readonly bestMargin: number | null
  readonly playedMargin: number | null
  /** how much final margin the move played gave away (0 when it is the analyst's move or estimated at least as good) */
  readonly loss: number
  /** the standard error of that difference (0 when there is none) */
  readonly noise: number
}

export interface ReviewProgress {
  readonly done: number
  readonly total: number
  readonly verdict: Verdict
  /** the decision's point on the chart of the estimated final margin (null: no estimate) */
  readonly point: ReviewPoint | null
}

// What a review finds is plain data the renderer is sent (src-shared/session.ts).
export type { ReviewMistake, ReviewPoint, ReviewResult } from '../session'

/**
 * Whether a move is forced: nothing else is legal but a loan (always allowed), and no loan was taken. Identical
 * copies of a card are one choice (legalActions offers one per name).
 */
export function isForced(legal: readonly Action[], played: Action): boolean {
  return played.type !== 'takeLoan' && legal.filter((a) => a.type !== 'takeLoan').length <= 1
}

/**
 * The seat's moves in a game: how many, and each one with a real choice, with the view the seat had then. The
 * game is replayed move by move; an illegal move throws (the caller loads saves through the record, which checks).
 */
export function decisionsOf(
  options: GameOptions,
  actions: readonly Action[],
  seat: Seat,
): { decisions: number; choices: Decision[]; final: ReturnType<typeof createGame> } {
  let state = createGame(options)
  if (!Number.isInteger(seat) || seat < 0 || seat >= options.players) throw new Error(`no seat ${seat} in a ${options.players}-player game`)
  let decisions = 0
  const choices: Decision[] = []
  actions.forEach((played, seq) => {
    if (state.current === seat && state.phase.kind !== 'over') {
      decisions++
      if (!isForced(legalActions(state), played)) choices.push({ seq, turn: state.turnNumber, view: view(state, seat), played })
    }
    const r = apply(state, played)
    if (!r.ok) throw new Error(`move ${seq + 1} is not legal: ${r.error.message}`)
    state = r.state
  })
  return { decisions, choices, final: state }
}

/**
 * One decision, judged from the seat's view alone. The analyst searches the position with the move played among its
 * candidates; if its own choice differs and the move played was not tried enough, a second search compares the
 * two alone. Both estimates of a verdict always come from one search.
 */
export function judge(decision: Decision, opts: Omit<ReviewOptions, 'onProgress' | 'minLoss'>): Verdict {
  const { view: v, played } = decision
  const first = opts.iterations !== undefined ? { iterations: opts.iterations } : {}
  const second = opts.iterations !== undefined ? { iterations: Math.max(2, Math.floor(opts.iterations / 2)) } : {}
  const wide = analyse(v, { seed: opts.seed, now: opts.now, budgetMs: (opts.budgetMs * 2) / 3, include: [played], ...first })
  const best = wide.best
  const bestMargin = moveIn(v, wide, best)?.margin ?? null
  const base = { seq: decision.seq, turn: decision.turn, played, best }
  if (sameMove(v, best, played)) return { ...base, bestMargin, playedMargin: bestMargin, loss: 0, noise: 0 }
  const compare = (analysis: Analysis) => {
    const a = moveIn(v, analysis, best)
    const b = moveIn(v, analysis, played)
    return a && b ? { loss: Math.max(0, a.margin - b.margin), noise: Math.hypot(a.marginSe, b.marginSe), playedMargin: b.margin } : null
  }
  const tried = moveIn(v, wide, played)
  const bestVisits = moveIn(v, wide, best)?.visits ?? 0
  if (tried && tried.visits >= Math.max(COMPARE_MIN, bestVisits * COMPARE_SHARE)) {
    const c = compare(wide)
    if (c) return { ...base, bestMargin, ...c }
  }
  const pair = analyse(v, { seed: opts.seed + 1, now: opts.now, budgetMs: opts.budgetMs / 3, only: [best, played], ...second })
  return { ...base, bestMargin, ...(compare(pair) ?? { loss: 0, noise: 0, playedMargin: null }) }
}

/** Whether a verdict's loss is large enough, and clear enough of the search's noise, to call the move a mistake. */
export function isMistake(verdict: Verdict, minLoss = REVIEW_MIN_LOSS): boolean {
  return verdict.loss > 0 && verdict.loss >= minLoss && verdict.loss >= SIGNIFICANCE * verdict.noise
}

/** A move's estimate in an analysis of the position `v`. */
function moveIn(v: GameView, analysis: Analysis, move: Action): MoveEstimate | undefined {
  return analysis.moves.find((m) => sameMove(v, m.action, move))
}

/** Reviews every decision of `seat` in the game (options + its action list). */
export function reviewGame(options: GameOptions, actions: readonly Action[], seat: Seat, opts: ReviewOptions): ReviewResult {
  const steps = reviewing(options, actions, seat, opts)
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
    opts.onProgress?.(next.value)
  }
}

/**
 * The review one decision at a time: yields the progress after each decision judged, returns the result. A caller
 * that must stay responsive (or be cancelled) can wait between steps.
 */
export function* reviewing(
  options: GameOptions,
  actions: readonly Action[],
  seat: Seat,
  opts: Omit<ReviewOptions, 'onProgress'>,
): Generator<ReviewProgress, ReviewResult, void> {
  const { decisions, choices, final } = decisionsOf(options, actions, seat)
  const minLoss = opts.minLoss ?? REVIEW_MIN_LOSS
  const mistakes: ReviewMistake[] = []
  const points: ReviewPoint[] = []
  for (let i = 0; i < choices.length; i++) {
    const d = choices[i]!
    const verdict = judge(d, opts)
    const point = chartPoint(d, seat, verdict)
    if (point) points.push(point)
    if (isMistake(verdict, minLoss))
      mistakes.push({ seq: d.seq, turn: d.turn, played: d.played, better: verdict.best, loss: round(verdict.loss) })
    yield { done: i + 1, total: choices.length, verdict, point }
  }
  mistakes.sort((a, b) => b.loss - a.loss || a.seq - b.seq)
  return { seat, decisions, reviewed: choices.length, mistakes, points, finalMargin: finalMargin(final, seat) }
}

/**
 * A decision's point on the review's chart: the learned evaluation's verdict on the position as the seat saw it (one
 * pass of the line's verdict net: steady from move to move, no search noise; value-net.ts positionVerdict), or
 * where the line has no verdict net (or one that predicts chances only), the analyst's estimate with its own move.
 */
export function chartPoint(d: Decision, seat: Seat, verdict: Verdict): ReviewPoint | null {
  const learned = positionVerdict(d.view, seat)
  if (learned && learned.margin !== null)
    return { seq: d.seq, turn: d.turn, margin: round(learned.margin), chance: round(learned.chance), by: 'learned' }
  if (verdict.bestMargin === null) return null
  return { seq: d.seq, turn: d.turn, margin: round(verdict.bestMargin), chance: null, by: 'analyst' }
}

function finalMargin(state: ReturnType<typeof createGame>, seat: Seat): number | null {
  return finalJudgement(state, seat)?.margin ?? null
}

const round = (x: number) => Math.round(x * 100) / 100
