/**
 * The session statechart (xstate v5) conducts the session: which game is on, who decides (a human, a bot as an
 * invoked and cancellable actor, a hot-seat handover or turn-end confirmation), the scoring reveal (delayed
 * transitions; its entry is the game-over the statistics count), a rematch, and the autosave after every applied move; a hint (Hard thinking
 * about the human's position) and a replay of a recorded game with its review and "play on", each piece of work in
 * the bot worker an invoked actor. It decides NO rule: guards read the engine's state through the game record, and
 * a move changes the game only when the engine accepts it (record.check / record.apply).
 *
 * Commands arrive as events; a state that accepts one has a transition for it, and nothing else is said here: the
 * service asks the chart first (`snapshot.can(event)`), and where no state takes a command, the command table
 * (session-commands.ts) says why — e.g. "not your turn" in the bot and handover stages.
 * No Electron imports: runs in Electron's main process and in plain Node.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { CLASSIC_SCORING_ORDER, SECOND_SCORING_ORDER, type ScoringStepId } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { HintInfo, Settings } from '../../src-shared/session'
import { botTurn, hintFailed, hintReady, hintTurn, playBotMove, reviewRun } from './session-actors'
import { humanCount, screenHuman, soleHuman, turnEndUnconfirmed } from './session-rules'
import * as study from './session-study'
import type { ChartContext, ChartDeps, ChartEvent } from './session-types'

export type { ChartContext, ChartDeps, ChartEvent } from './session-types'

/** Pause between scoring steps by animation speed, ms. */
export const SCORING_STEP_MS: Readonly<Record<Settings['animationSpeed'], number>> = { off: 0, fast: 350, normal: 900 }

const ALL_STEPS: readonly ScoringStepId[] = [...new Set([...SECOND_SCORING_ORDER, ...CLASSIC_SCORING_ORDER])]

/** The engine's scoring order for this game (read from its result). */
export function scoringSteps(ctx: ChartContext): readonly ScoringStepId[] {
  return ctx.record?.state.result?.scores[0]?.steps.map((s) => s.id) ?? []
}

export function createSessionChart(deps: ChartDeps) {
  const state = (ctx: ChartContext) => ctx.record!.state
  const phase = (ctx: ChartContext) => ctx.record?.state.phase
  /** A game taking the table (or none): no scoring step, hint or replay, the sole human at the screen. */
  const fresh = (record: GameRecord | null) => ({
    record,
    atScreen: record ? soleHuman(record.seats) : null,
    scoringIndex: 0,
    hint: null,
    study: null,
    turnEndSeen: -1,
  })
  /** after a move or an undo: who decides now (or the scoring, once the game is over) */
  const route = '#session.playing.control.route'
  /** Hard starts thinking about the position on the table */
  const hintAsked = ({ context }: { context: ChartContext }) => ({ hint: { status: 'thinking', seq: state(context).seq } as const })
  const undo = { guard: 'mayUndo', target: route, actions: ['undoStep', 'autosave'] } as const

  return setup({
    types: { context: {} as ChartContext, events: {} as ChartEvent },
    actors: { botTurn, hintTurn, reviewRun },
    delays: { scoringStep: () => SCORING_STEP_MS[deps.settings().animationSpeed] },
    guards: {
      // ---- engine reads (no rule decided here)
      isOver: ({ context }) => phase(context)?.kind === 'over',
      botDecides: ({ context }) => context.record!.seats[state(context).current]?.kind === 'bot',
      otherHumanDecides: ({ context }) => humanCount(context.record!.seats) >= 2 && context.atScreen !== state(context).current,
      moveAccepted: ({ context, event }) => event.type === 'ACT' && context.record!.check(event.action, event.seq) === null,
      mayUndo: ({ context }) => {
        const seat = screenHuman(context)
        return seat !== null && context.record!.canUndo(seat)
      },
      nextStepIs: ({ context }, params: { id: ScoringStepId }) => scoringSteps(context)[context.scoringIndex + 1] === params.id,
      // ---- hints, replays and reviews
      // no hint for this position yet (or it failed): Hard is asked
      hintWanted: ({ context }) => !(context.hint !== null && context.hint.seq === state(context).seq && context.hint.status !== 'failed'),
      hasGame: ({ context }) => context.record !== null,
      hintShown: ({ context }) => context.hint !== null,
      // a save given, or "the game just finished": only a finished one (a game in progress would show hidden cards)
      mayReplay: ({ context, event }) => event.type === 'REPLAY' && (event.record !== null || phase(context)?.kind === 'over'),
      showable: ({ context, event }) => event.type === 'SHOW' && study.showProblem(context.study!, event) === null,
      seatExists: ({ context, event }) => event.type === 'START_REVIEW' && event.seat < context.study!.record.seats.length,
      mayPlayOn: ({ context }) => study.replayInfo(context.study!).canPlayOn,
      // hot-seat, when the setting asks for it: the turn's end waits for its player's confirmation
      awaitsTurnEnd: ({ context }) => deps.settings().confirmTurnEnd && turnEndUnconfirmed(context),
    },
    actions: {
      start: assign(({ event }) =>
        event.type === 'START' ? { ...fresh(event.record), savePath: event.savePath, unsaved: event.unsaved } : {},
      ),
      clear: assign(() => ({ ...fresh(null), savePath: null, unsaved: false })),
      /** the same seats again with a new seed: a new game (no branch, not guided), a new autosave */
      rematch: assign(({ context, event }) => {
        if (event.type !== 'REMATCH') return {}
        const { options, seats } = context.record!
        const record = GameRecord.create({ edition: options.edition, players: seats.length, seed: event.seed }, seats)
        return { ...fresh(record), savePath: null, unsaved: false }
      }),
      turnEndConfirmed: assign(({ context }) => ({ turnEndSeen: context.record!.length })),
      recordMove: assign(({ context, event }) => {
        const r = event.type === 'ACT' ? context.record!.apply(event.action, event.seq) : null
        return r?.ok ? { record: r.record, unsaved: true, hint: null } : {}
      }),
      /** the bot's answer (its actor's output), or why it has none */
      recordBotMove: assign(({ context }, params: { answer: unknown; failure: unknown }) => {
        const record = playBotMove(context.record!, params.answer, params.failure, deps.onError)
        return { record, unsaved: true, hint: null }
      }),
      undoStep: assign(({ context }) => {
        return { record: context.record!.undo(), unsaved: true, hint: null }
      }),
      // ---- hints: Hard thinks in the worker about the position `seq`; a move or an undo makes it stale
      hinted: assign((_, params: { hint: HintInfo | null }) => ({ hint: params.hint })),
      // ---- the replay (context.study) and its review
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
      /** every applied move (human, bot, undo, a new game): the autosave follows; a finished game leaves none */
      autosave: ({ context }) => {
        const record = context.record!
        const save = record.toSave(deps.now().toISOString())
        // no move since the game was saved or opened: its file holds it all (the start screen then need not warn)
        const held = context.savePath !== null && !context.unsaved ? { savedAs: context.savePath } : {}
        deps.autosave(record.state.phase.kind === 'over' ? null : { ...save, ...held })
      },
      handedOver: assign(({ context }) => ({ atScreen: state(context).current })),
      saved: assign(({ event }) => (event.type === 'SAVED' ? { savePath: event.path, unsaved: false } : {})),
      nextStep: assign(({ context }) => ({ scoringIndex: context.scoringIndex + 1 })),
      /** the game-over: once per game played to its end (statistics) */
      finished: ({ context }) => deps.finished(context.record!),
    },
  }).createMachine({
    id: 'session',
    initial: 'setup',
    context: {
      record: null,
      atScreen: null,
      savePath: null,
      unsaved: false,
      scoringIndex: 0,
      hint: null,
      study: null,
      turnEndSeen: -1,
    },
    on: {
      START: [
        { guard: ({ event }) => event.autosave, target: '.starting', actions: ['start', 'autosave'] },
        { target: '.starting', actions: 'start' },
      ],
      QUIT: { target: '.setup', actions: 'clear' },
      SAVED: { actions: ['saved', 'autosave'] },
      // a save opened for replay, or (scoring, over) the game just finished
      REPLAY: replay(),
    },
    states: {
      setup: {},
      /** a game was given: a finished one is shown as it ended, any other is played */
      starting: { always: [{ guard: 'isOver', target: 'over' }, { target: 'playing' }] },
      /** a game in progress: who decides now (where the turn stands is the engine's: turnStep) */
      playing: {
        initial: 'control',
        states: {
          control: {
            initial: 'route',
            states: {
              route: {
                always: [
                  { guard: 'isOver', target: '#session.scoring' },
                  { guard: 'awaitsTurnEnd', target: 'turnEnded' },
                  { guard: 'botDecides', target: 'bot' },
                  { guard: 'otherHumanDecides', target: 'handover' },
                  { target: 'human' },
                ],
              },
              human: {
                initial: 'idle',
                on: {
                  ACT: { guard: 'moveAccepted', target: route, actions: ['recordMove', 'autosave'] },
                  UNDO: undo,
                },
                states: {
                  idle: {
                    on: {
                      HINT: { guard: 'hintWanted', target: 'hinting', actions: { type: 'hinted', params: hintAsked } },
                      // a hint shown is put away (its ✕, Esc)
                      CANCEL_HINT: { guard: 'hintShown', actions: { type: 'hinted', params: { hint: null } } },
                    },
                  },
                  /** Hard thinks about the player's position from the player's view; a move, an undo or a cancel stops it */
                  hinting: {
                    invoke: {
                      src: 'hintTurn',
                      input: ({ context }) => ({ record: context.record!, seat: state(context).current, deps }),
                      onDone: { target: 'idle', actions: { type: 'hinted', params: ({ event }) => ({ hint: hintReady(event.output) }) } },
                      onError: {
                        target: 'idle',
                        actions: {
                          type: 'hinted',
                          params: ({ context, event }) => ({ hint: hintFailed(event.error, state(context).seq, deps.onError) }),
                        },
                      },
                    },
                    on: { CANCEL_HINT: { target: 'idle', actions: { type: 'hinted', params: { hint: null } } } },
                  },
                },
              },
              bot: {
                invoke: {
                  src: 'botTurn',
                  input: ({ context }) => ({ record: context.record!, seat: state(context).current, deps }),
                  onDone: {
                    target: route,
                    actions: [{ type: 'recordBotMove', params: ({ event }) => ({ answer: event.output, failure: null }) }, 'autosave'],
                  },
                  onError: {
                    target: route,
                    actions: [
                      { type: 'recordBotMove', params: ({ event }) => ({ answer: null, failure: event.error ?? 'no answer' }) },
                      'autosave',
                    ],
                  },
                },
                // undoing the step that ended the human's turn stops the bot's decision (the actor is cancelled)
                on: { UNDO: undo },
              },
              /** hot-seat: the turn's result stays on screen (its last step may still be taken back) until its player confirms */
              turnEnded: {
                on: {
                  UNDO: undo,
                  CONFIRM_TURN_END: { target: 'route', actions: 'turnEndConfirmed' },
                },
              },
              handover: {
                on: { CONFIRM_HANDOVER: { target: 'human', actions: 'handedOver' } },
              },
            },
          },
        },
      },
      scoring: {
        initial: 'route',
        // the route below moves to index 0, the engine's first step; the game-over is recorded once (statistics)
        entry: [assign({ scoringIndex: -1 }), 'finished'],
        on: gameOverEvents,
        states: {
          route: { always: scoringRoute() },
          ...Object.fromEntries(ALL_STEPS.map((id) => [id, { after: { scoringStep: scoringRoute() } }])),
        },
      },
      over: { on: gameOverEvents },
      /** a recorded game shown move by move (context.study); the game in progress, if any, waits in context.record */
      replay: {
        initial: 'browsing',
        on: {
          // another save, or the game behind this replay once it is finished (never the game in progress)
          REPLAY: replay(true),
          SHOW: { guard: 'showable', actions: 'shown' },
          PLAY_ON: { guard: 'mayPlayOn', target: 'starting', actions: ['playOn', 'autosave'] },
          // back to the game in progress (or its final scores: through `starting`, never `scoring`, so it is not
          // recorded again), else to the new-game screen
          CLOSE_REPLAY: [
            { guard: 'hasGame', target: 'starting', actions: 'studyClosed' },
            { target: 'setup', actions: 'studyClosed' },
          ],
        },
        states: {
          browsing: { on: { START_REVIEW: { guard: 'seatExists', target: 'reviewing', actions: 'reviewed' } } },
          /** Hard reviews a seat's decisions in the worker; leaving this state (cancel, close, another replay) stops it */
          reviewing: {
            invoke: {
              src: 'reviewRun',
              // the transition's `reviewed` has set the review's seat and depth
              input: ({ context }) => ({ ...context.study!.review!, record: context.study!.record, deps }),
            },
            on: {
              REVIEW_PROGRESS: { actions: 'reviewed' },
              REVIEW_DONE: { target: 'browsing', actions: 'reviewed' },
              REVIEW_FAILED: { target: 'browsing', actions: 'reviewed' },
              CANCEL_REVIEW: { target: 'browsing', actions: 'reviewed' },
              // another review replaces this one (stopped, then started anew)
              START_REVIEW: { guard: 'seatExists', target: 'reviewing', reenter: true, actions: 'reviewed' },
            },
          },
        },
      },
    },
  })
}

/** A finished game (its scores revealed or not): a rematch (the same seats, a new seed, a new autosave). */
const gameOverEvents = {
  REMATCH: { target: '#session.starting', actions: ['rematch', 'autosave'] },
} as const

/**
 * REPLAY in every state: a save, or the game just finished once it is over (a game in progress waits for its end:
 * it would show hidden cards). `reenter`: a replay replacing the one shown.
 */
function replay(reenter = false) {
  return { guard: 'mayReplay' as const, target: '#session.replay', reenter, actions: 'studied' as const }
}

/** To the engine's next scoring step, or game over after the last (each one a change the renderer is shown). */
function scoringRoute() {
  return [
    ...ALL_STEPS.map((id) => ({
      guard: { type: 'nextStepIs' as const, params: { id } },
      target: `#session.scoring.${id}`,
      actions: 'nextStep' as const,
    })),
    { target: '#session.over', actions: 'nextStep' as const },
  ]
}

export type SessionChart = ReturnType<typeof createSessionChart>
export type SessionChartSnapshot = SnapshotFrom<SessionChart>
