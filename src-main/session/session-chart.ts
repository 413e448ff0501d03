/**
 * The session statechart (xstate v5) conducts the session: which game is on, who decides (a human, a bot as an
 * invoked and cancellable actor, a hot-seat handover or turn-end confirmation), the scoring reveal (delayed
 * transitions; its entry is the game-over the statistics count), a rematch, and the autosave after every applied move; a hint (Hard thinking
 * about the human's position) and a replay of a recorded game with its review and "play on", each piece of work in
 * the bot worker an invoked actor. It decides NO rule: guards read the engine's state through the game record, and
 * a move changes the game only when the engine accepts it (record.check / record.apply).
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
import { humanCount, refusal, screenHuman, soleHuman, turnEndUnconfirmed, type RefusalCode } from './session-rules'
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
  /** the game has just ended here (the chart's game-over: never a game opened finished, never one abandoned) */
  finished: (record: GameRecord) => void
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
  /** hot-seat: the number of moves when the screen's player last confirmed the end of their turn (-1: none yet) */
  turnEndSeen: number
}

export type ChartEvent =
  /** a new game or a game opened from a file (autosave: it becomes the game to resume), or the resumed autosave */
  | { type: 'START'; record: GameRecord; savePath: string | null; unsaved: boolean; autosave: boolean }
  | { type: 'ACT'; seq: number; action: Action; reply: Reply }
  | { type: 'UNDO'; reply: Reply }
  | { type: 'CONFIRM_HANDOVER'; reply: Reply }
  /** hot-seat: the player at the screen saw the result of their turn; the game goes on */
  | { type: 'CONFIRM_TURN_END'; reply: Reply }
  /** a finished game: the same seats play again with a new seed */
  | { type: 'REMATCH'; seed: number; reply: Reply }
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
    turnEndSeen: -1,
    revision: context.revision + 1,
  })
  /** A transition that answers with a refusal. */
  const refuse = (code: RefusalCode) => ({ actions: { type: 'refuse' as const, params: { code } } })
  const reroute = '#session.playing.control.route'
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
      start: assign(({ context, event }) =>
        event.type === 'START' ? { ...fresh(event.record, context), savePath: event.savePath, unsaved: event.unsaved } : {},
      ),
      clear: assign(({ context }) => ({ ...fresh(null, context), savePath: null, unsaved: false })),
      /** the same seats again with a new seed: a new game (no branch, not guided), a new autosave */
      rematch: assign(({ context, event }) => {
        if (event.type !== 'REMATCH') return {}
        const { options, seats } = context.record!
        const record = GameRecord.create({ edition: options.edition, players: seats.length, seed: event.seed }, seats)
        return { ...fresh(record, context), savePath: null, unsaved: false }
      }),
      turnEndConfirmed: assign(({ context }) => ({ turnEndSeen: context.record!.length, revision: context.revision + 1 })),
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
        const save = record.toSave(deps.now().toISOString())
        // no move since the game was saved or opened: its file holds it all (the start screen then need not warn)
        const held = context.savePath !== null && !context.unsaved ? { savedAs: context.savePath } : {}
        deps.autosave(record.state.phase.kind === 'over' ? null : { ...save, ...held })
      },
      changed: raise({ type: 'CHANGED' }),
      handedOver: assign(({ context }) => ({ atScreen: state(context).current, revision: context.revision + 1 })),
      saved: assign(({ context, event }) =>
        event.type === 'SAVED' ? { savePath: event.path, unsaved: false, revision: context.revision + 1 } : {},
      ),
      replyOk: ({ event }) => reply(event, null),
      refuse: ({ context, event }, params: { code: Parameters<typeof refusal>[0] }) => reply(event, refusal(params.code, context, event)),
      nextStep: assign(({ context }) => ({ scoringIndex: context.scoringIndex + 1, revision: context.revision + 1 })),
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
      revision: 0,
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
      ACT: { actions: { type: 'refuse', params: { code: 'GAME_OVER' } } },
      UNDO: { actions: { type: 'refuse', params: { code: 'CANNOT_UNDO' } } },
      CONFIRM_HANDOVER: { actions: { type: 'refuse', params: { code: 'NO_HANDOVER' } } },
      HINT: { actions: { type: 'refuse', params: { code: 'NOT_YOUR_TURN' } } },
      CANCEL_HINT: { actions: 'replyOk' },
      // a save opened for replay, or (scoring, over) the game just finished
      REPLAY: replayOrRefuse(),
      SHOW: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      START_REVIEW: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      CANCEL_REVIEW: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      PLAY_ON: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      CLOSE_REPLAY: { actions: { type: 'refuse', params: { code: 'NO_REPLAY' } } },
      CONFIRM_TURN_END: { actions: { type: 'refuse', params: { code: 'NO_TURN_END' } } },
      REMATCH: { actions: { type: 'refuse', params: { code: 'GAME_NOT_OVER' } } },
    },
    states: {
      setup: {
        on: {
          ACT: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          UNDO: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          CONFIRM_HANDOVER: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          HINT: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          CONFIRM_TURN_END: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          REMATCH: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
        },
      },
      /** a game was given: a finished one is shown as it ended, any other is played */
      starting: { always: [{ guard: 'isOver', target: 'over' }, { target: 'playing' }] },
      /** a game in progress: who decides now (where the turn stands is the engine's: turnStep) */
      playing: {
        initial: 'control',
        on: {
          CHANGED: [{ guard: 'isOver', target: 'scoring' }, { target: reroute }],
        },
        states: {
          control: {
            initial: 'route',
            states: {
              route: {
                always: [
                  { guard: 'awaitsTurnEnd', target: 'turnEnded' },
                  { guard: 'botDecides', target: 'bot' },
                  { guard: 'otherHumanDecides', target: 'handover' },
                  { target: 'human' },
                ],
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
                      // a hint shown is put away (its ✕, Esc); the root only answered, so a ready hint stayed
                      CANCEL_HINT: { guard: 'hintShown', actions: ['hinted', 'replyOk'] },
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
              /** hot-seat: the turn's result stays on screen (its last step may still be taken back) until its player confirms */
              turnEnded: {
                on: {
                  ACT: refuse('CONFIRM_TURN_END'),
                  // the turn is over: no hint until the next player's turn
                  HINT: refuse('CONFIRM_TURN_END'),
                  UNDO: undo,
                  CONFIRM_TURN_END: { target: 'route', actions: ['turnEndConfirmed', 'replyOk'] },
                },
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
          REPLAY: replayOrRefuse(true),
          SHOW: [{ guard: 'showable', actions: ['shown', 'replyOk'] }, refuse('NO_SUCH_POSITION')],
          START_REVIEW: refuse('NO_SUCH_POSITION'),
          CANCEL_REVIEW: { actions: 'replyOk' },
          PLAY_ON: [{ guard: 'mayPlayOn', target: 'starting', actions: ['playOn', 'autosave', 'replyOk'] }, refuse('GAME_OVER')],
          // back to the game in progress (or its final scores: through `starting`, never `scoring`, so it is not
          // recorded again), else to the new-game screen
          CLOSE_REPLAY: [
            { guard: 'hasGame', target: 'starting', actions: ['studyClosed', 'replyOk'] },
            { target: 'setup', actions: ['studyClosed', 'replyOk'] },
          ],
          ACT: refuse('IN_REPLAY'),
          UNDO: refuse('IN_REPLAY'),
          CONFIRM_HANDOVER: refuse('IN_REPLAY'),
          CONFIRM_TURN_END: refuse('IN_REPLAY'),
          HINT: refuse('IN_REPLAY'),
          REMATCH: refuse('IN_REPLAY'),
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

/**
 * A finished game (its scores revealed or not): a rematch (the same seats, a new seed, a new autosave), a replay
 * of it; no hint.
 */
const gameOverEvents = {
  REMATCH: { target: '#session.starting', actions: ['rematch', 'autosave', 'replyOk'] },
  REPLAY: replayOrRefuse(),
  HINT: { actions: { type: 'refuse', params: { code: 'GAME_OVER' } } },
} as const

/**
 * REPLAY in every state: a save, or the game just finished once it is over; else refused (a game in progress waits
 * for its end, and with none there is nothing to replay). `reenter`: a replay replacing the one shown.
 */
function replayOrRefuse(reenter = false) {
  return [
    { guard: 'mayReplay' as const, target: '#session.replay', reenter, actions: ['studied' as const, 'replyOk' as const] },
    { guard: 'hasGame' as const, actions: { type: 'refuse' as const, params: { code: 'GAME_NOT_OVER' as const } } },
    { actions: { type: 'refuse' as const, params: { code: 'NO_GAME' as const } } },
  ]
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
