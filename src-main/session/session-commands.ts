/**
 * The session's commands in one place: which chart event each channel of the IPC contract becomes (`COMMANDS`),
 * and why an event is refused where no state of the chart takes it (`REFUSALS`, with the words of each refusal).
 * The service runs them all through one path (session-service.ts): it asks the chart whether it takes the event
 * (`snapshot.can(event)`: what a state accepts is the chart's to say); if it does, the event is sent; if not, the
 * refusal for the stage is the answer.
 *
 * A new command: its channel in src-shared/ipc/contract.ts, its row in `COMMANDS` (and in `REFUSALS` if its event
 * is new), the transition of the state that takes the event (its region's session-chart-*.ts), and its function in the renderer's
 * store (src-renderer/src/lib/commands.ts).
 */
import { basename } from 'node:path'
import { GameRecord } from '../../src-shared/game-record'
import { guidedGameRequest } from '../../src-shared/guided-game'
import type { ChannelName, IpcError, RequestOf, ResponseOf, SessionErrorCode } from '../../src-shared/ipc/contract'
import type { Ack, NewGameRequest, SessionStage } from '../../src-shared/session'
import type { SessionChartSnapshot } from './session-chart'
import { showProblem } from './session-study'
import type { ChartContext, CommandEvent } from './session-types'
import { stageOf } from './session-view'

/** What a command's event may need besides its request. */
export interface CommandInput {
  readonly context: ChartContext
  /** a new random seed (a new game, a rematch) */
  readonly seed: () => number
}

interface CommandRow<C extends ChannelName> {
  readonly event: (request: RequestOf<C>, input: CommandInput) => CommandEvent
  /** what the answer carries besides `rev`, read off the context once the chart took the event */
  readonly answer?: (context: ChartContext) => Omit<ResponseOf<C>, keyof Ack>
}

/** A new game: a fresh record, autosaved (it becomes the game to resume). */
function start(req: NewGameRequest, seed: () => number, guided: boolean): CommandEvent {
  const options = { edition: req.edition, players: req.seats.length, seed: req.seed ?? seed() }
  return { type: 'START', record: GameRecord.create(options, req.seats, { guided }), savePath: null, unsaved: false, autosave: true }
}

/** The channels that are chart commands, and their events. (The file channels — open, save, resume — are the service's.) */
export const COMMANDS = {
  newGame: { event: (req, { seed }) => start(req, seed, false) },
  /** the guided first game: a real game (fixed deal, one Easy bot) whose snapshot says `guided` */
  newGuidedGame: { event: (names, { seed }) => start(guidedGameRequest(names), seed, true) },
  quitGame: { event: () => ({ type: 'QUIT' }) },
  act: {
    event: ({ seq, action }) => ({ type: 'ACT', seq, action }),
    // the position the move led to (bots may move on while the autosave is written)
    answer: (context) => ({ seq: context.record!.state.seq }),
  },
  undo: { event: () => ({ type: 'UNDO' }) },
  confirmHandover: { event: () => ({ type: 'CONFIRM_HANDOVER' }) },
  confirmTurnEnd: { event: () => ({ type: 'CONFIRM_TURN_END' }) },
  /** the same seats again with a new seed (once the game is over) */
  rematch: { event: (_, { seed }) => ({ type: 'REMATCH', seed: seed() }) },
  hint: { event: () => ({ type: 'HINT' }) },
  cancelHint: { event: () => ({ type: 'CANCEL_HINT' }) },
  replayGame: {
    event: (_, { context }) => ({ type: 'REPLAY', record: null, source: context.savePath === null ? null : basename(context.savePath) }),
  },
  replayShow: { event: (show) => ({ type: 'SHOW', ...show }) },
  startReview: { event: ({ seat, depth }) => ({ type: 'START_REVIEW', seat, depth }) },
  cancelReview: { event: () => ({ type: 'CANCEL_REVIEW' }) },
  /** a new game from the replay's position (autosaved before the answer, like every new game) */
  playOn: { event: () => ({ type: 'PLAY_ON' }) },
  closeReplay: { event: () => ({ type: 'CLOSE_REPLAY' }) },
} satisfies { readonly [C in ChannelName]?: CommandRow<C> }

export type CommandChannel = keyof typeof COMMANDS

/** The row of a command channel, typed by its channel (the table's literal type loses the correlation). */
export function commandRow<C extends CommandChannel>(channel: C): CommandRow<C> {
  return COMMANDS[channel] as unknown as CommandRow<C>
}

/** The refusals the chart's stages give (STALE comes as ILLEGAL_MOVE's detail: the engine tells which). */
export type RefusalCode =
  Exclude<SessionErrorCode, 'STALE' | 'SAVE_FAILED' | 'SAVE_TO_FOLDER' | 'AUTOSAVE_FAILED' | 'STATISTICS_FAILED'> | 'ILLEGAL_MOVE'

/** Why no state takes an event in a stage: a refusal, one read off the context, or null: nothing to do, answered ok. */
type Refusal = RefusalCode | null | ((context: ChartContext) => RefusalCode)

/** For each event, by stage (`otherwise`: every stage not named); an event missing here is taken in every stage. */
const REFUSALS: { readonly [T in CommandEvent['type']]?: Partial<Record<SessionStage, Refusal>> & { otherwise: Refusal } } = {
  ACT: {
    setup: 'NO_GAME',
    replay: 'IN_REPLAY',
    human: 'ILLEGAL_MOVE',
    bot: 'NOT_YOUR_TURN',
    handover: 'NOT_YOUR_TURN',
    turnEnd: 'CONFIRM_TURN_END',
    otherwise: 'GAME_OVER',
  },
  UNDO: { setup: 'NO_GAME', replay: 'IN_REPLAY', otherwise: 'CANNOT_UNDO' },
  CONFIRM_HANDOVER: { setup: 'NO_GAME', replay: 'IN_REPLAY', otherwise: 'NO_HANDOVER' },
  CONFIRM_TURN_END: { setup: 'NO_GAME', replay: 'IN_REPLAY', otherwise: 'NO_TURN_END' },
  REMATCH: { setup: 'NO_GAME', replay: 'IN_REPLAY', otherwise: 'GAME_NOT_OVER' },
  HINT: {
    setup: 'NO_GAME',
    replay: 'IN_REPLAY',
    // the turn is over: no hint until the next player's turn
    turnEnd: 'CONFIRM_TURN_END',
    scoring: 'GAME_OVER',
    over: 'GAME_OVER',
    // Hard is thinking about this position already, or its answer is shown
    human: null,
    otherwise: 'NOT_YOUR_TURN',
  },
  // no hint shown or asked for: nothing to put away
  CANCEL_HINT: { otherwise: null },
  // a game in progress is replayed once it is over (it would show hidden cards); with none, there is nothing to replay
  REPLAY: { otherwise: (context) => (context.record === null ? 'NO_GAME' : 'GAME_NOT_OVER') },
  SHOW: { replay: 'NO_SUCH_POSITION', otherwise: 'NO_REPLAY' },
  START_REVIEW: { replay: 'NO_SUCH_POSITION', otherwise: 'NO_REPLAY' },
  // no review running: nothing to stop
  CANCEL_REVIEW: { replay: null, otherwise: 'NO_REPLAY' },
  // the end of a finished game: there is nothing left to play
  PLAY_ON: { replay: 'GAME_OVER', otherwise: 'NO_REPLAY' },
  CLOSE_REPLAY: { otherwise: 'NO_REPLAY' },
}

/**
 * What the session does with a command's event now: `take` it (a state of the chart accepts it), nothing (`null`:
 * it is answered ok with nothing changed), or refuse it with the contract's error.
 */
export function verdict(s: SessionChartSnapshot, event: CommandEvent): 'take' | IpcError | null {
  if (s.can(event)) return 'take'
  const stage = stageOf(s)
  const refusals = REFUSALS[event.type]
  if (refusals === undefined) throw new Error(`the chart does not take ${event.type} in stage ${stage}, and no refusal says why`)
  const refusal = Object.prototype.hasOwnProperty.call(refusals, stage) ? refusals[stage]! : refusals.otherwise
  if (refusal === null) return null
  return refusalError(typeof refusal === 'function' ? refusal(s.context) : refusal, s.context, event)
}

/** The words of a refusal, with the ILLEGAL_MOVE / STALE detail read from the engine. */
export function refusalError(code: RefusalCode, ctx: ChartContext, event: CommandEvent): IpcError {
  const game = ctx.record?.state
  const current = game ? (ctx.record!.seats[game.current] ?? null) : null
  switch (code) {
    case 'ILLEGAL_MOVE': {
      const error = event.type === 'ACT' ? ctx.record?.check(event.action, event.seq) : null
      if (!error) return { code: 'INTERNAL', message: 'The move was refused for no reason.' }
      if (error.code === 'stale') return { code: 'STALE', message: error.message }
      return { code: 'ILLEGAL_MOVE', rule: error.code, message: error.message }
    }
    case 'NOT_YOUR_TURN':
      return {
        code,
        message:
          current?.kind === 'bot'
            ? `${current.name} (bot) is deciding.`
            : `Pass the screen to ${current?.name ?? 'the next player'} first.`,
      }
    case 'NO_GAME':
      return {
        code,
        message: event.type === 'REPLAY' ? 'No game has just finished: there is nothing to replay.' : 'No game is in progress.',
      }
    case 'GAME_OVER':
      return { code, message: 'The game is over.' }
    case 'CANNOT_UNDO':
      return {
        code,
        message: 'There is nothing to undo: your turn has not started, it revealed new cards since, or the next player has moved.',
      }
    case 'NO_HANDOVER':
      return { code, message: 'No one is waiting for the screen.' }
    case 'IN_REPLAY':
      return { code, message: 'A replay is shown: close it to go back to the game.' }
    case 'NO_REPLAY':
      return { code, message: 'No replay is shown.' }
    case 'GAME_NOT_OVER':
      return {
        code,
        message:
          event.type === 'REMATCH'
            ? 'A rematch is offered once the game is over.'
            : 'A game in progress is replayed only once it is over (or opened from its save).',
      }
    case 'NO_SUCH_POSITION': {
      const study = ctx.study
      const problem =
        study && event.type === 'SHOW'
          ? showProblem(study, event)
          : study && event.type === 'START_REVIEW'
            ? `This game has seats 0 to ${study.record.seats.length - 1}.`
            : null
      return { code, message: problem ?? 'That position is not in this game.' }
    }
    case 'NO_TURN_END':
      return { code, message: 'No turn end is waiting to be confirmed.' }
    case 'CONFIRM_TURN_END':
      return {
        code,
        message: `${ctx.atScreen === null ? 'The player' : (ctx.record?.seats[ctx.atScreen]?.name ?? 'The player')} must confirm the end of their turn first.`,
      }
  }
}
