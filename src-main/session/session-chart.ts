/**
 * The session statechart (xstate v5) conducts the session: which game is on, who decides (a human, a bot as an
 * invoked and cancellable actor, or a hot-seat handover), where the turn stands (the step bar reads the turn
 * region), the end trigger (round region), the scoring reveal (delayed transitions), and the autosave after every
 * applied move. It decides NO rule: guards read the engine's state through the game record, and a move changes
 * the game only when the engine accepts it (record.check / record.apply).
 *
 * Commands arrive as events carrying a `reply` callback: the state that receives them answers (accepted, or the
 * specific refusal), so "not your turn" is simply what the bot and handover states say to ACT.
 * No Electron imports: runs in Electron's main process and in plain Node.
 */
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate'
import {
  CLASSIC_SCORING_ORDER,
  SECOND_SCORING_ORDER,
  legalActions,
  view,
  type Action,
  type ScoringStepId,
} from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { IpcError } from '../../src-shared/ipc/contract'
import type { SaveFile } from '../../src-shared/save-format'
import type { Settings } from '../../src-shared/session'
import { BOT_BUDGET_MS, type BotPlayer } from './bot-player'
import { botSeed, humanCount, refusal, screenHuman, soleHuman } from './session-rules'

export interface ChartDeps {
  bot: BotPlayer
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

/** A command as sent by the service (the chart event without its reply callback). */
export type Command = ChartEvent extends infer E ? (E extends { reply: Reply } ? Omit<E, 'reply'> : never) : never

/** Pause between scoring steps by animation speed, ms. */
export const SCORING_STEP_MS: Readonly<Record<Settings['animationSpeed'], number>> = { off: 0, fast: 350, normal: 900 }

const ALL_STEPS: readonly ScoringStepId[] = [...new Set([...SECOND_SCORING_ORDER, ...CLASSIC_SCORING_ORDER])]

/** The engine's scoring order for this game (read from its result). */
export function scoringSteps(ctx: ChartContext): readonly ScoringStepId[] {
  return ctx.record?.state.result?.scores[0]?.steps.map((s) => s.id) ?? []
}

interface BotTurnInput {
  readonly record: GameRecord
  readonly seat: number
  readonly deps: ChartDeps
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
  const reroute = ['#session.playing.turn.route', '#session.playing.round.route', '#session.playing.control.route']
  const undo = [
    { guard: 'mayUndo', actions: ['undoStep', 'autosave', 'replyOk', 'changed'] },
    { actions: { type: 'refuse', params: { code: 'CANNOT_UNDO' } } },
  ] as const

  /** A bot's turn: ask it with its own view (all its seat has seen), wait out the pause, answer its move. Stopped = cancelled. */
  const botTurn = fromPromise<Action, BotTurnInput>(async ({ input, signal }) => {
    const { record, seat, deps: d } = input
    const game = record.state
    const level = record.seats[seat]?.level ?? 'medium'
    const started = Date.now()
    let thinking = true
    const cancel = () => thinking && d.bot.cancel()
    signal.addEventListener('abort', cancel)
    try {
      const action = await d.bot.choose({
        view: view(game, seat),
        level,
        budgetMs: BOT_BUDGET_MS[level],
        seed: botSeed(d.botSalt, game),
      })
      thinking = false
      // the pause before a bot's move is shown; at least a turn of the event loop, so commands get in between
      await d.sleep(Math.max(0, d.settings().botDelayMs - (Date.now() - started)), signal)
      return action
    } finally {
      signal.removeEventListener('abort', cancel)
    }
  })

  /** Plays the bot's answer; a failure or an illegal answer is reported and the first legal non-loan move played. */
  function playBotMove(ctx: ChartContext, answer: unknown, failure: unknown): void {
    const record = ctx.record!
    const name = record.seats[record.state.current]?.name ?? '?'
    if (failure !== null) deps.onError(`bot ${name} failed to choose`, failure)
    else {
      const r = record.apply(answer, record.state.seq)
      if (r.ok) return
      deps.onError(`bot ${name} chose an illegal move`, new Error(`${r.error.message} ${JSON.stringify(answer)}`))
    }
    const legal = legalActions(record.state)
    const r = record.apply(legal.find((a) => a.type !== 'takeLoan') ?? legal[0])
    if (!r.ok) throw new Error(`no legal move for ${name}: ${r.error.message}`)
  }

  return setup({
    types: { context: {} as ChartContext, events: {} as ChartEvent },
    actors: { botTurn },
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
      // hot-seat, when the setting asks for it: the screen's player has just ended their turn and not yet confirmed it
      awaitsTurnEnd: ({ context }) => {
        const record = context.record!
        const last = record.lastMove()
        return (
          deps.settings().confirmTurnEnd &&
          humanCount(record.seats) >= 2 &&
          last !== null &&
          last.endedTurn &&
          last.seat === context.atScreen &&
          context.turnEndSeen !== record.length
        )
      },
    },
    actions: {
      start: assign(({ context, event }) => {
        if (event.type !== 'START') return {}
        const { record, savePath, unsaved } = event
        return {
          record,
          savePath,
          unsaved,
          atScreen: soleHuman(record.seats),
          scoringIndex: 0,
          revision: context.revision + 1,
          turnEndSeen: -1,
        }
      }),
      rematch: assign(({ context, event }) => {
        if (event.type !== 'REMATCH') return {}
        const old = context.record!
        const record = GameRecord.create({ edition: old.options.edition, players: old.seats.length, seed: event.seed }, old.seats)
        return {
          record,
          savePath: null,
          unsaved: false,
          atScreen: soleHuman(record.seats),
          scoringIndex: 0,
          revision: context.revision + 1,
          turnEndSeen: -1,
        }
      }),
      turnEndConfirmed: assign(({ context }) => ({ turnEndSeen: context.record!.length, revision: context.revision + 1 })),
      clear: assign(({ context }) => ({
        record: null,
        atScreen: null,
        savePath: null,
        unsaved: false,
        scoringIndex: 0,
        revision: context.revision + 1,
        turnEndSeen: -1,
      })),
      recordMove: assign(({ context, event }) => {
        if (event.type === 'ACT') context.record!.apply(event.action, event.seq)
        return { unsaved: true, revision: context.revision + 1 }
      }),
      recordBotMove: assign(({ context, event }) => {
        const done = event as unknown as { output?: unknown; error?: unknown }
        playBotMove(context, done.output, 'error' in done ? (done.error ?? 'no answer') : null)
        return { unsaved: true, revision: context.revision + 1 }
      }),
      undoStep: assign(({ context }) => {
        context.record!.undo()
        return { unsaved: true, revision: context.revision + 1 }
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
      /** the game-over: once per game played to its end (statistics) */
      finished: ({ context }) => deps.finished(context.record!),
    },
  }).createMachine({
    id: 'session',
    initial: 'setup',
    context: { record: null, atScreen: null, savePath: null, unsaved: false, scoringIndex: 0, revision: 0, turnEndSeen: -1 },
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
      CONFIRM_TURN_END: { actions: { type: 'refuse', params: { code: 'NO_TURN_END' } } },
      REMATCH: { actions: { type: 'refuse', params: { code: 'GAME_NOT_OVER' } } },
    },
    states: {
      setup: {
        on: {
          ACT: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          UNDO: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          CONFIRM_HANDOVER: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          CONFIRM_TURN_END: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
          REMATCH: { actions: { type: 'refuse', params: { code: 'NO_GAME' } } },
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
                always: [
                  { guard: 'awaitsTurnEnd', target: 'turnEnded' },
                  { guard: 'botDecides', target: 'bot' },
                  { guard: 'otherHumanDecides', target: 'handover' },
                  { target: 'human' },
                ],
              },
              human: {
                on: {
                  ACT: [
                    { guard: 'moveAccepted', actions: ['recordMove', 'autosave', 'replyOk', 'changed'] },
                    { actions: { type: 'refuse', params: { code: 'ILLEGAL_MOVE' } } },
                  ],
                  UNDO: undo,
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
                  ACT: { actions: { type: 'refuse', params: { code: 'CONFIRM_TURN_END' } } },
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
        on: { REMATCH: rematchTransition },
        // the route below moves to index 0, the engine's first step
        entry: [assign({ scoringIndex: -1 }), 'finished'],
        states: {
          route: { always: scoringRoute() },
          ...Object.fromEntries(ALL_STEPS.map((id) => [id, { after: { scoringStep: scoringRoute() } }])),
        },
      },
      over: { on: { REMATCH: rematchTransition } },
    },
  })
}

/** A finished game (revealed or not): the same seats, a new seed, a new autosave. */
const rematchTransition = { target: '#session.starting', actions: ['rematch', 'autosave', 'replyOk'] } as const

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
