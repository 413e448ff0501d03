/**
 * The session statechart (xstate v5) conducts the session: which game is on, who decides (a human, a bot as an
 * invoked and cancellable actor, or a hot-seat handover), where the turn stands (the step bar reads the turn
 * region), the end trigger (round region), the scoring reveal (delayed transitions), and the autosave after every
 * applied move; a hint (Hard thinking about the human's position) and a replay of a recorded game with its review,
 * each piece of work in the bot worker an invoked actor. It decides NO rule: guards read the engine's state through
 * the game record, and a move changes the game only when the engine accepts it (record.check / record.apply).
 *
 * Commands arrive as events carrying a `reply` callback: the state that receives them answers (accepted, or the
 * specific refusal), so "not your turn" is simply what the bot and handover states say to ACT.
 * No Electron imports: runs in Electron's main process and in plain Node.
 */
import { assign, raise, setup, type SnapshotFrom } from 'xstate'
import { CLASSIC_SCORING_ORDER, SECOND_SCORING_ORDER, type Action, type ScoringStepId } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { IpcError } from '../../src-shared/ipc/contract'
import type { SaveFile } from '../../src-shared/save-format'
import type { HintInfo, ReplayShow, ReviewDepth, Settings } from '../../src-shared/session'
import type { Analyst } from './analyst'
import type { BotPlayer } from './bot-player'
import { botTurn, hintAfter, hintTurn, playBotMove, reviewRun, type ReviewEvent } from './session-actors'
import { humanCount, refusal, screenHuman, soleHuman, type RefusalCode } from './session-rules'
import * as study from './session-study'

export interface ChartDeps {
  bot: BotPlayer
  /** hints and game reviews (the bot worker) */
  analyst: Analyst
  settings: () => Settings
  /** queues the autosave's new content (null: no game to resume) */
  autosave: (content: SaveFile | null) => void
  now: () => Date
  /** salt of the bots' dice (never the game seed, which would tell them the deck order) */
  botSalt: number
  /** problems that must not stop the game (a bot that fails or answers an illegal move) */
  onError: (what: string, err: unknown) => void
  /** waits `ms`, or less when `signal` aborts (tests pass an instant one) */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
}

/** How a command is answered: null = done, else the refusal (the contract's closed error union). */
export type Reply = (refused: IpcError | null) => void

export interface ChartContext {
  /** the game (the chart's own data: only its actions change it) */
  record: GameRecord | null
  /** hot-seat: the human whose view is on the screen; null before the first handover */
  atScreen: number | null
  savePath: string | null
  unsaved: boolean
  /** scoring: index of the step shown (0-based, the engine's order) */
  scoringIndex: number
  /** grows with every change the renderer should see (the `rev` of the push) */
  revision: number
  /** the hint asked for the position `seq` of the game */
  hint: HintInfo | null
  /** the replay shown (stage replay), with its review */
  study: study.Study | null
}

export type ChartEvent =
  /** a new game or a game opened from a file (autosave: it becomes the game to resume), or the resumed autosave */
  | { type: 'START'; record: GameRecord; savePath: string | null; unsaved: boolean; autosave: boolean }
  | { type: 'ACT'; seq: number; action: Action; reply: Reply }
  | { type: 'UNDO'; reply: Reply }
  | { type: 'CONFIRM_HANDOVER'; reply: Reply }
  | { type: 'SAVED'; path: string }
  | { type: 'QUIT' }
  /** raised after the record changed: every region routes again */
  | { type: 'CHANGED' }
  | { type: 'HINT'; reply: Reply }
  | { type: 'CANCEL_HINT'; reply: Reply }
  /** shows a recorded game as a replay (a save opened for it, or the game just finished: `record` null) */
  | { type: 'REPLAY'; record: GameRecord | null; source: string | null; reply: Reply }
  | ({ type: 'SHOW'; reply: Reply } & ReplayShow)
  | { type: 'START_REVIEW'; seat: number; depth: ReviewDepth; reply: Reply }
  | { type: 'CANCEL_REVIEW'; reply: Reply }
  | { type: 'PLAY_ON'; reply: Reply }
  | { type: 'CLOSE_REPLAY'; reply: Reply }
  | ReviewEvent

/** A command as sent by the service (the chart event without its reply callback). */
export type Command = ChartEvent extends infer E ? (E extends { reply: Reply } ? Omit<E, 'reply'> : never) : never

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
  const drawThen = (ctx: ChartContext) => {
    const p = phase(ctx)
    return p?.kind === 'draw' ? p.then : null
  }
  const reply = (event: ChartEvent, refused: IpcError | null) => {
    if ('reply' in event) event.reply(refused)
  }
  /** A game taking the table (or none): no scoring step, hint or replay, the sole human at the screen. */
  const fresh = (record: GameRecord | null, context: ChartContext) => ({
    record,
    atScreen: record ? soleHuman(record.seats) : null,
    scoringIndex: 0,
    hint: null,
    study: null,
    revision: context.revision + 1,
  })
  /** A transition that answers with a refusal. */
  const refuse = (code: RefusalCode) => ({ actions: { type: 'refuse' as const, params: { code } } })
  const reroute = ['#session.playing.turn.route', '#session.playing.round.route', '#session.playing.control.route']
  const undo = [
    { guard: 'mayUndo', actions: ['undoStep', 'autosave', 'replyOk', 'changed'] },
    { actions: { type: 'refuse', params: { code: 'CANNOT_UNDO' } } },
  ] as const

  return setup({
    types: { context: {} as ChartContext, events: {} as ChartEvent },
    actors: { botTurn, hintTurn, reviewRun },
    delays: { scoringStep: () => SCORING_STEP_MS[deps.settings().animationSpeed] },
    guards: {
      // ---- engine reads (no rule decided here)
      isOver: ({ context }) => phase(context)?.kind === 'over',
      atTurnStart: ({ context }) => drawThen(context) === 'action' && state(context).turn.atStart,
      mandatoryDraw: ({ context }) => drawThen(context) === 'action',
      university: ({ context }) => phase(context)?.kind === 'university',
      actionChoice: ({ context }) => phase(context)?.kind === 'action',
      developing: ({ context }) => phase(context)?.kind === 'develop',
      developDraw: ({ context }) => drawThen(context) === 'develop',
      running: ({ context }) => phase(context)?.kind === 'run',
      buyLandDraw: ({ context }) => drawThen(context) === 'handLimit' && context.record!.chosen() === 'buyLand',
      drawThree: ({ context }) => drawThen(context) === 'handLimit',
      handLimit: ({ context }) => phase(context)?.kind === 'handLimit',
      finalRound: ({ context }) => context.record !== null && state(context).lastTurnSeat !== null,
      botDecides: ({ context }) => context.record!.seats[state(context).current]?.kind === 'bot',
      otherHumanDecides: ({ context }) => humanCount(context.record!.seats) >= 2 && context.atScreen !== state(context).current,
      moveAccepted: ({ context, event }) => event.type === 'ACT' && context.record!.check(event.action, event.seq) === null,
      mayUndo: ({ context }) => {
        const seat = screenHuman(context)
        return seat !== null && context.record!.canUndo(seat)
      },
      nextStepIs: ({ context }, params: { id: ScoringStepId }) => scoringSteps(context)[context.scoringIndex + 1] === params.id,
      // ---- hints, replays and reviews
      hintStands: ({ context }) => context.hint !== null && context.hint.seq === state(context).seq && context.hint.status !== 'failed',
      hasGame: ({ context }) => context.record !== null,
      studyGiven: ({ event }) => event.type === 'REPLAY' && event.record !== null,
      showable: ({ context, event }) => event.type === 'SHOW' && study.showProblem(context.study!, event) === null,
      seatExists: ({ context, event }) => event.type === 'START_REVIEW' && event.seat < context.study!.record.seats.length,
      mayPlayOn: ({ context }) => study.replayInfo(context.study!).canPlayOn,
    },
    actions: {
      start: assign(({ context, event }) =>
        event.type === 'START' ? { ...fresh(event.record, context), savePath: event.savePath, unsaved: event.unsaved } : {},
      ),
      clear: assign(({ context }) => ({ ...fresh(null, context), savePath: null, unsaved: false })),
      recordMove: assign(({ context, event }) => {
        if (event.type === 'ACT') context.record!.apply(event.action, event.seq)
        return { unsaved: true, hint: null, revision: context.revision + 1 }
      }),
      recordBotMove: assign(({ context, event }) => {
        const done = event as unknown as { output?: unknown; error?: unknown }
        playBotMove(context.record!, done.output, 'error' in done ? (done.error ?? 'no answer') : null, deps.onError)
        return { unsaved: true, hint: null, revision: context.revision + 1 }
      }),
      undoStep: assign(({ context }) => {
        context.record!.undo()
        return { unsaved: true, hint: null, revision: context.revision + 1 }
      }),
      // ---- hints: Hard thinks in the worker about the position `seq`; a move or an undo makes it stale
      hinted: assign(({ context, event }) => ({
        hint: hintAfter(event, state(context).seq, deps.onError),
        revision: context.revision + 1,
      })),
      // ---- the replay (context.study) and its review
      studied: assign(({ context, event }) => {
        if (event.type !== 'REPLAY') return {}
        return { study: study.newStudy(event.record ?? context.record!, event.source), hint: null, revision: context.revision + 1 }
      }),
      shown: assign(({ context, event }) =>
        event.type === 'SHOW' ? { study: study.showing(context.study!, event), revision: context.revision + 1 } : {},
      ),
      studyClosed: assign(({ context }) => ({ study: null, revision: context.revision + 1 })),
      /** a review started, progressed, finished, failed or was cancelled (session-study.ts: reviewed) */
      reviewed: assign(({ context, event }) => ({ study: study.reviewed(context.study!, event), revision: context.revision + 1 })),
      /** "Play on from here": a new game from the position shown, same seats; its save records the branch */
      playOn: assign(({ context }) => {
        const { record, seq, source } = context.study!
        return { ...fresh(GameRecord.branchFrom(record, seq, source), context), savePath: null, unsaved: true }
      }),
      /** every applied move (human, bot, undo, a new game): the autosave follows; a finished game leaves none */
      autosave: ({ context }) => {
        const record = context.record!
        deps.autosave(record.state.phase.kind === 'over' ? null : record.toSave(deps.now().toISOString()))
      },
      changed: raise({ type: 'CHANGED' }),
      handedOver: assign(({ context }) => ({ atScreen: state(context).current, revision: context.revision + 1 })),
      saved: assign(({ context, event }) =>
        event.type === 'SAVED' ? { savePath: event.path, unsaved: false, revision: context.revision + 1 } : {},
      ),
      replyOk: ({ event }) => reply(event, null),
      refuse: ({ context, event }, params: { code: Parameters<typeof refusal>[0] }) => reply(event, refusal(params.code, context, event)),
      nextStep: assign(({ context }) => ({ scoringIndex: context.scoringIndex + 1, revision: context.revision + 1 })),
    },
  }).createMachine({
    id: 'session',
    initial: 'setup',
    context: { record: null, atScreen: null, savePath: null, unsaved: false, scoringIndex: 0, revision: 0, hint: null, study: null },
    on: {
      START: [
        { guard: ({ event }) => event.autosave, target: '.starting', actions: ['start', 'autosave'] },
        { target: '.starting', actions: 'start' },
      ],
      QUIT: { target: '.setup', actions: 'clear' },
      SAVED: { actions: 'saved' },
      ACT: { actions: { type: 'refuse', params: { code: 'GAME_OVER' } } },
      UNDO: { actions: { type: 'refuse', params: { code: 'CANNOT_UNDO' } } },
      CONFIRM_HANDOVER: { actions: { type: 'refuse', params: { code: 'NO_HANDOVER' } } },
      HINT: { actions: { type: 'refuse', params: { code: 'NOT_YOUR_TURN' } } },
      CANCEL_HINT: { actions: 'replyOk' },
      // a save opened for replay, or (scoring, over) the game just finished
      REPLAY: [
        { guard: 'studyGiven', target: '.replay', actions: ['studied', 'replyOk'] },
        { actions: { type: 'refuse', params: { code: 'GAME_NOT_OVER' } } },
      ],
      SHOW: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      START_REVIEW: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      CANCEL_REVIEW: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      PLAY_ON: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      CLOSE_REPLAY: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
    },
    states: {
      setup: {
        on: {
          ACT: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          UNDO: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          CONFIRM_HANDOVER: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          HINT: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
        },
      },
      /** a game was given: a finished one is shown as it ended, any other is played */
      starting: { always: [{ guard: 'isOver', target: 'over' }, { target: 'playing' }] },
      playing: {
        type: 'parallel',
        on: {
          CHANGED: [{ guard: 'isOver', target: 'scoring' }, { target: reroute }],
        },
        states: {
          turn: {
            initial: 'route',
            states: {
              route: {
                always: [
                  { guard: 'atTurnStart', target: 'draw.start' },
                  { guard: 'mandatoryDraw', target: 'draw.mandatory' },
                  { guard: 'university', target: 'draw.university' },
                  { guard: 'actionChoice', target: 'action.choosing' },
                  { guard: 'developing', target: 'action.develop.placing' },
                  { guard: 'developDraw', target: 'action.develop.drawing' },
                  { guard: 'running', target: 'action.runCity' },
                  { guard: 'buyLandDraw', target: 'action.buyLand' },
                  { guard: 'drawThree', target: 'action.drawThree' },
                  { guard: 'handLimit', target: 'handLimit' },
                  // unreachable while the engine says the game goes on; stay visible if it ever happens
                  { target: 'unknown' },
                ],
              },
              /** the mandatory draw */
              draw: {
                initial: 'start',
                states: {
                  /** start of turn: loans may be repaid, University may be used, then the draw */
                  start: {},
                  /** the rest of the mandatory draw (Parliament: a second card) */
                  mandatory: {},
                  /** University of London: choosing among the peeked cards */
                  university: {},
                },
              },
              /** the turn's one action */
              action: {
                initial: 'choosing',
                states: {
                  choosing: {},
                  develop: { initial: 'placing', states: { placing: {}, drawing: {} } },
                  runCity: {},
                  drawThree: {},
                  /** the cards a bought district gives */
                  buyLand: {},
                },
              },
              /** discarding down to the hand limit */
              handLimit: {},
              unknown: {},
            },
          },
          round: {
            initial: 'route',
            states: {
              route: { always: [{ guard: 'finalRound', target: 'finalRound' }, { target: 'normal' }] },
              normal: {},
              /** the deck ran out: the round ends with the engine's lastTurnSeat */
              finalRound: {},
            },
          },
          control: {
            initial: 'route',
            states: {
              route: {
                always: [{ guard: 'botDecides', target: 'bot' }, { guard: 'otherHumanDecides', target: 'handover' }, { target: 'human' }],
              },
              human: {
                initial: 'idle',
                on: {
                  ACT: [
                    { guard: 'moveAccepted', actions: ['recordMove', 'autosave', 'replyOk', 'changed'] },
                    { actions: { type: 'refuse', params: { code: 'ILLEGAL_MOVE' } } },
                  ],
                  UNDO: undo,
                },
                states: {
                  idle: {
                    on: {
                      HINT: [
                        { guard: 'hintStands', actions: 'replyOk' },
                        { target: 'hinting', actions: ['hinted', 'replyOk'] },
                      ],
                    },
                  },
                  /** Hard thinks about the player's position from the player's view; a move, an undo or a cancel stops it */
                  hinting: {
                    invoke: {
                      src: 'hintTurn',
                      input: ({ context }) => ({ record: context.record!, seat: state(context).current, deps }),
                      onDone: { target: 'idle', actions: 'hinted' },
                      onError: { target: 'idle', actions: 'hinted' },
                    },
                    on: { HINT: { actions: 'replyOk' }, CANCEL_HINT: { target: 'idle', actions: ['hinted', 'replyOk'] } },
                  },
                },
              },
              bot: {
                invoke: {
                  src: 'botTurn',
                  input: ({ context }) => ({ record: context.record!, seat: state(context).current, deps }),
                  onDone: { actions: ['recordBotMove', 'autosave', 'changed'] },
                  onError: { actions: ['recordBotMove', 'autosave', 'changed'] },
                },
                // undoing the step that ended the human's turn stops the bot's decision (the actor is cancelled)
                on: { ACT: { actions: { type: 'refuse', params: { code: 'NOT_YOUR_TURN' } } }, UNDO: undo },
              },
              handover: {
                on: {
                  ACT: { actions: { type: 'refuse', params: { code: 'NOT_YOUR_TURN' } } },
                  CONFIRM_HANDOVER: { target: 'human', actions: ['handedOver', 'replyOk'] },
                },
              },
            },
          },
        },
      },
      scoring: {
        initial: 'route',
        // the route below moves to index 0, the engine's first step
        entry: assign({ scoringIndex: -1 }),
        on: {
          REPLAY: { target: 'replay', actions: ['studied', 'replyOk'] },
          HINT: { actions: { type: 'refuse', params: { code: 'GAME_OVER' } } },
        },
        states: {
          route: { always: scoringRoute() },
          ...Object.fromEntries(ALL_STEPS.map((id) => [id, { after: { scoringStep: scoringRoute() } }])),
        },
      },
      over: {
        on: {
          REPLAY: { target: 'replay', actions: ['studied', 'replyOk'] },
          HINT: { actions: { type: 'refuse', params: { code: 'GAME_OVER' } } },
        },
      },
      /** a recorded game shown move by move (context.study); the game in progress, if any, waits in context.record */
      replay: {
        initial: 'browsing',
        on: {
          REPLAY: { target: 'replay', reenter: true, actions: ['studied', 'replyOk'] },
          SHOW: [{ guard: 'showable', actions: ['shown', 'replyOk'] }, refuse('NO_SUCH_POSITION')],
          START_REVIEW: refuse('NO_SUCH_POSITION'),
          CANCEL_REVIEW: { actions: 'replyOk' },
          PLAY_ON: [{ guard: 'mayPlayOn', target: 'starting', actions: ['playOn', 'autosave', 'replyOk'] }, refuse('GAME_OVER')],
          // back to the game in progress (or its final scores), else to the new-game screen
          CLOSE_REPLAY: [
            { guard: 'hasGame', target: 'starting', actions: ['studyClosed', 'replyOk'] },
            { target: 'setup', actions: ['studyClosed', 'replyOk'] },
          ],
          ACT: refuse('IN_REPLAY'),
          UNDO: refuse('IN_REPLAY'),
          CONFIRM_HANDOVER: refuse('IN_REPLAY'),
          HINT: refuse('IN_REPLAY'),
        },
        states: {
          browsing: { on: { START_REVIEW: { guard: 'seatExists', target: 'reviewing', actions: ['reviewed', 'replyOk'] } } },
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
              CANCEL_REVIEW: { target: 'browsing', actions: ['reviewed', 'replyOk'] },
              // another review replaces this one (stopped, then started anew)
              START_REVIEW: { guard: 'seatExists', target: 'reviewing', reenter: true, actions: ['reviewed', 'replyOk'] },
            },
          },
        },
      },
    },
  })
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
