/**
 * The session chart's vocabulary (xstate v5 `setup`): its types, the actors it invokes, its delay, and its guards
 * and actions, one `extend` per concern (the game, hot-seat, hints, scoring, the replay). The states that use them
 * are in session-chart-*.ts, and session-chart.ts puts them together. No guard decides a rule: they read the
 * engine's state through the game record, and a move changes the game only when the engine accepts it.
 */
import { assign, setup } from 'xstate'
import type { ScoringStepId } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { HintInfo, Settings } from '../../src-shared/session'
import { botTurn, hintTurn, playBotMove, reviewRun } from './session-actors'
import { humanCount, screenHuman, soleHuman, turnEndUnconfirmed } from './session-rules'
import * as study from './session-study'
import type { ChartContext, ChartDeps, ChartEvent } from './session-types'

/** Pause between scoring steps by animation speed, ms. */
export const SCORING_STEP_MS: Readonly<Record<Settings['animationSpeed'], number>> = { off: 0, fast: 350, normal: 900 }

/** The engine's scoring order for this game (read from its result). */
export function scoringSteps(ctx: ChartContext): readonly ScoringStepId[] {
  return ctx.record?.state.result?.scores[0]?.steps.map((s) => s.id) ?? []
}

const state = (ctx: ChartContext) => ctx.record!.state
const phase = (ctx: ChartContext) => ctx.record?.state.phase

/** A game taking the table (or none): no scoring step, hint or replay, the sole human at the screen. */
function fresh(record: GameRecord | null) {
  return { record, atScreen: record ? soleHuman(record.seats) : null, scoringIndex: 0, hint: null, study: null, turnEndSeen: -1 }
}

/** The chart's context before any game. */
export const EMPTY_CONTEXT: ChartContext = { ...fresh(null), savePath: null, unsaved: false }

export function sessionSetup(deps: ChartDeps) {
  return (
    setup({
      types: { context: {} as ChartContext, events: {} as ChartEvent },
      actors: { botTurn, hintTurn, reviewRun },
      delays: { scoringStep: () => SCORING_STEP_MS[deps.settings().animationSpeed] },
      // ---- the game: which one is on, its moves (engine reads only) and its autosave
      guards: {
        hasGame: ({ context }) => context.record !== null,
        isOver: ({ context }) => phase(context)?.kind === 'over',
        botDecides: ({ context }) => context.record!.seats[state(context).current]?.kind === 'bot',
        moveAccepted: ({ context, event }) => event.type === 'ACT' && context.record!.check(event.action, event.seq) === null,
        mayUndo: ({ context }) => {
          const seat = screenHuman(context)
          return seat !== null && context.record!.canUndo(seat)
        },
      },
      actions: {
        start: assign(({ event }) =>
          event.type === 'START' ? { ...fresh(event.record), savePath: event.savePath, unsaved: event.unsaved } : {},
        ),
        clear: assign(() => EMPTY_CONTEXT),
        recordMove: assign(({ context, event }) => {
          const r = event.type === 'ACT' ? context.record!.apply(event.action, event.seq) : null
          return r?.ok ? { record: r.record, unsaved: true, hint: null } : {}
        }),
        /** the bot's answer (its actor's output), or why it has none */
        recordBotMove: assign(({ context }, params: { answer: unknown; failure: unknown }) => {
          const record = playBotMove(context.record!, params.answer, params.failure, deps.onError)
          return { record, unsaved: true, hint: null }
        }),
        undoStep: assign(({ context }) => ({ record: context.record!.undo(), unsaved: true, hint: null })),
        /** every applied move (human, bot, undo, a new game): the autosave follows; a finished game leaves none */
        autosave: ({ context }) => {
          const record = context.record!
          const save = record.toSave(deps.now().toISOString())
          // no move since the game was saved or opened: its file holds it all (the start screen then need not warn)
          const held = context.savePath !== null && !context.unsaved ? { savedAs: context.savePath } : {}
          deps.autosave(record.state.phase.kind === 'over' ? null : { ...save, ...held })
        },
        saved: assign(({ event }) => (event.type === 'SAVED' ? { savePath: event.path, unsaved: false } : {})),
      },
    })
      // ---- hot-seat: the handover between humans, and (when the setting asks for it) the turn-end confirmation
      .extend({
        guards: {
          otherHumanDecides: ({ context }) => humanCount(context.record!.seats) >= 2 && context.atScreen !== state(context).current,
          awaitsTurnEnd: ({ context }) => deps.settings().confirmTurnEnd && turnEndUnconfirmed(context),
        },
        actions: {
          handedOver: assign(({ context }) => ({ atScreen: state(context).current })),
          turnEndConfirmed: assign(({ context }) => ({ turnEndSeen: context.record!.length })),
        },
      })
      // ---- hints: Hard thinks in the worker about the position `seq`; a move or an undo makes it stale
      .extend({
        guards: {
          // no hint for this position yet (or it failed): Hard is asked
          hintWanted: ({ context }) =>
            !(context.hint !== null && context.hint.seq === state(context).seq && context.hint.status !== 'failed'),
          hintShown: ({ context }) => context.hint !== null,
        },
        actions: {
          hinted: assign((_, params: { hint: HintInfo | null }) => ({ hint: params.hint })),
        },
      })
      // ---- the end: the scoring reveal, the game-over the statistics count, a rematch
      .extend({
        guards: {
          nextStepIs: ({ context }, params: { id: ScoringStepId }) => scoringSteps(context)[context.scoringIndex + 1] === params.id,
        },
        actions: {
          nextStep: assign(({ context }) => ({ scoringIndex: context.scoringIndex + 1 })),
          /** the game-over: once per game played to its end (statistics) */
          finished: ({ context }) => deps.finished(context.record!),
          /** the same seats again with a new seed: a new game (no branch, not guided), a new autosave */
          rematch: assign(({ context, event }) => {
            if (event.type !== 'REMATCH') return {}
            const { options, seats } = context.record!
            const record = GameRecord.create({ edition: options.edition, players: seats.length, seed: event.seed }, seats)
            return { ...fresh(record), savePath: null, unsaved: false }
          }),
        },
      })
      // ---- the replay of a recorded game (context.study) and its review
      .extend({
        guards: {
          // a save given, or "the game just finished": only a finished one (a game in progress would show hidden cards)
          mayReplay: ({ context, event }) => event.type === 'REPLAY' && (event.record !== null || phase(context)?.kind === 'over'),
          showable: ({ context, event }) => event.type === 'SHOW' && study.showProblem(context.study!, event) === null,
          seatExists: ({ context, event }) => event.type === 'START_REVIEW' && event.seat < context.study!.record.seats.length,
          mayPlayOn: ({ context }) => study.replayInfo(context.study!).canPlayOn,
        },
        actions: {
          studied: assign(({ context, event }) => {
            if (event.type !== 'REPLAY') return {}
            return { study: study.newStudy(event.record ?? context.record!, event.source), hint: null }
          }),
          shown: assign(({ context, event }) => (event.type === 'SHOW' ? { study: study.showing(context.study!, event) } : {})),
          studyClosed: assign({ study: null }),
          /** a review started, progressed, finished, failed or was cancelled (session-study.ts: reviewed) */
          reviewed: assign(({ context, event }) => ({ study: study.reviewed(context.study!, event) })),
          /** "Play on from here": a new game from the position shown, same seats; its save records the branch */
          playOn: assign(({ context }) => {
            const { record, seq, source } = context.study!
            return { ...fresh(GameRecord.branchFrom(record, seq, source)), savePath: null, unsaved: true }
          }),
        },
      })
  )
}

export type SessionSetup = ReturnType<typeof sessionSetup>
