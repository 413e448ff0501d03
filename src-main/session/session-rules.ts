/**
 * Small facts about a session that the chart and the snapshot both need: who sits where (hot-seat), the bots'
 * dice and pause, and the words of each refusal. None of them is a game rule (those are the engine's).
 */
import type { GameState, Seat } from '../../src-shared/engine/index'
import type { IpcError, SessionErrorCode } from '../../src-shared/ipc/contract'
import type { SeatConfig } from '../../src-shared/session'
import type { ChartContext, ChartEvent } from './session-chart'
import { showProblem } from './session-study'

export function humanCount(seats: readonly SeatConfig[]): number {
  return seats.filter((s) => s.kind === 'human').length
}

/** The human who sees the table when only one human plays; null otherwise. */
export function soleHuman(seats: readonly SeatConfig[]): Seat | null {
  if (humanCount(seats) !== 1) return null
  return seats.findIndex((s) => s.kind === 'human')
}

/** The human at the screen, who may undo: the sole human, or in hot-seat the one who took the screen last. */
export function screenHuman(ctx: Pick<ChartContext, 'record' | 'atScreen'>): Seat | null {
  return ctx.record === null ? null : (soleHuman(ctx.record.seats) ?? ctx.atScreen)
}

/** Hot-seat: the human at the screen has just ended their turn and not yet confirmed it (the chart's turnEnded). */
export function turnEndUnconfirmed(ctx: Pick<ChartContext, 'record' | 'atScreen' | 'turnEndSeen'>): boolean {
  const record = ctx.record!
  const last = record.lastMove()
  return humanCount(record.seats) >= 2 && last !== null && last.endedTurn && last.seat === ctx.atScreen && ctx.turnEndSeen !== record.length
}

/** Seeds a bot's own dice, different for every decision. Never derived from the game seed: that would tell the deck order. */
export function botSeed(salt: number, game: GameState): number {
  let h = (salt ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ (game.seq + 1), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

/** Waits `ms` (at least one turn of the event loop, so IPC requests get in between bot moves), or until aborted. */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((ok) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      ok()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}

/** The refusals the chart gives, with the ILLEGAL_MOVE / STALE detail read from the engine. */
export type RefusalCode =
  Exclude<SessionErrorCode, 'STALE' | 'SAVE_FAILED' | 'SAVE_TO_FOLDER' | 'AUTOSAVE_FAILED' | 'STATISTICS_FAILED'> | 'ILLEGAL_MOVE'

export function refusal(code: RefusalCode, ctx: ChartContext, event: ChartEvent): IpcError {
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
