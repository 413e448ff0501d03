/**
 * The session chart's invoked actors: a bot's turn, a hint and a game review. Each runs one job in the bot worker
 * (bot-protocol.ts) with its own signal and is cancelled by being stopped: leaving the state that invoked it (a
 * move, an undo, quitting, closing the replay) aborts the job, and its late answer can never arrive.
 */
import { fromCallback, fromPromise } from 'xstate'
import { legalActions, view, type Action } from '../../src-shared/engine/index'
import type { Analysis } from '../../src-shared/bots/analyse'
import { REVIEW_DEPTH_MS } from '../../src-shared/bots/review'
import type { GameRecord } from '../../src-shared/game-record'
import type { HintInfo, ReviewDepth } from '../../src-shared/session'
import { defaultTurnBudgetMs } from '../../src-shared/bots/turn-budget'
import { botPauseMs } from './bot-pace'
import type { ChartDeps, ReviewEvent } from './session-types'
import { botSeed } from './session-rules'

interface TurnInput {
  readonly record: GameRecord
  readonly seat: number
  readonly deps: ChartDeps
}

/**
 * When each game's latest bot turn showed its first move (presentation timing, not game state), by the game's
 * start position, which every record of that game shares.
 */
const turnStarts = new WeakMap<GameRecord['start'], { readonly turn: number; readonly at: number }>()

/**
 * A bot's move: ask it with its own view (all its seat has seen) at once, the previous move just applied, and wait
 * out what is left of the pause its bot speed sets (bot-pace.ts) while it thinks; answer its move. Stopped = cancelled.
 */
export const botTurn = fromPromise<Action, TurnInput>(async ({ input, signal }) => {
  const { record, seat, deps: d } = input
  const game = record.state
  const level = record.seats[seat]?.level ?? 'medium'
  const started = Date.now()
  // how long the bot turn before this one has been shown: it counts towards the pause between turns
  const turn = turnStarts.get(record.start)
  const pauseMs = botPauseMs(record, d.settings().botSpeed, turn ? started - turn.at : 0)
  // the actor's signal is the job's: stopping the actor cancels the work in the worker
  const action = await d.bot.run(
    {
      kind: 'move',
      view: view(game, seat),
      level,
      // the bots' own default for a whole turn at this level and player count (src-shared/bots/turn-budget.ts)
      budgetMs: defaultTurnBudgetMs(level, game.options.players),
      seed: botSeed(d.botSalt, game),
    },
    signal,
  )
  // the rest of the pause (none once the thinking took longer); at least a turn of the event loop, so commands get in between
  await d.sleep(Math.max(0, pauseMs - (Date.now() - started)), signal)
  // a new turn's first move is shown now (its pause is not part of the time it takes)
  if (turn?.turn !== game.turnNumber && !signal.aborted) turnStarts.set(record.start, { turn: game.turnNumber, at: Date.now() })
  return action
})

/** Hard's thinking time for a hint: under a second, and less when its statistics settle the move (early stop). */
export const HINT_BUDGET_MS = 800

/**
 * A hint: the analyst's (limits.ts analystLevel) analysis from the seat's own view, nothing more. Stopped =
 * cancelled.
 */
export const hintTurn = fromPromise<Analysis, TurnInput>(async ({ input, signal }) => {
  const { record, seat, deps: d } = input
  const game = record.state
  // other dice than the bots' for the same position (botSeed salts them apart)
  const seed = botSeed(d.botSalt ^ 0x68696e74, game)
  return await d.analyst.run({ kind: 'hint', view: view(game, seat), budgetMs: HINT_BUDGET_MS, seed }, signal)
})

/** Hard's answer, as the hint shown. */
export function hintReady(a: Analysis): HintInfo {
  return { status: 'ready', seq: a.seq, action: a.best, reason: a.reason }
}

/** The hint for position `seq` found no answer (reported). */
export function hintFailed(error: unknown, seq: number, onError: ChartDeps['onError']): HintInfo {
  onError('the hint failed', error)
  return { status: 'failed', seq }
}

export interface ReviewInput {
  readonly record: GameRecord
  readonly seat: number
  readonly depth: ReviewDepth
  readonly deps: ChartDeps
}

/** A game review in the worker, reporting every decision judged. Stopped = cancelled in the worker. */
export const reviewRun = fromCallback<ReviewEvent, ReviewInput>(({ input, sendBack }) => {
  const { record, seat, depth, deps: d } = input
  // stopped: the job is cancelled, and nothing it still says reaches the chart
  const job = new AbortController()
  const live = () => !job.signal.aborted
  d.analyst
    .run(
      {
        kind: 'review',
        options: record.options,
        actions: record.actions(),
        seat,
        budgetMs: REVIEW_DEPTH_MS[depth],
        seed: botSeed(d.botSalt ^ 0x72657669, record.state),
      },
      job.signal,
      (progress) => live() && sendBack({ type: 'REVIEW_PROGRESS', progress }),
    )
    .then(
      (result) => live() && sendBack({ type: 'REVIEW_DONE', result }),
      (err: unknown) => {
        if (!live()) return
        d.onError('the review failed', err)
        sendBack({ type: 'REVIEW_FAILED', message: err instanceof Error ? err.message : String(err) })
      },
    )
  return () => job.abort()
})

/**
 * The record after the bot's answer; a failure or an illegal answer is reported and the first legal non-loan move
 * played instead.
 */
export function playBotMove(record: GameRecord, answer: unknown, failure: unknown, onError: ChartDeps['onError']): GameRecord {
  const name = record.seats[record.state.current]?.name ?? '?'
  if (failure !== null) onError(`bot ${name} failed to choose`, failure)
  else {
    const r = record.apply(answer, record.state.seq)
    if (r.ok) return r.record
    onError(`bot ${name} chose an illegal move`, new Error(`${r.error.message} ${JSON.stringify(answer)}`))
  }
  const legal = legalActions(record.state)
  const r = record.apply(legal.find((a) => a.type !== 'takeLoan') ?? legal[0])
  if (!r.ok) throw new Error(`no legal move for ${name}: ${r.error.message}`)
  return r.record
}
