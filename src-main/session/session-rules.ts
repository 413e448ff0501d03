/**
 * Small facts about a session that the chart and the snapshot both need: who sits where (hot-seat), the bots'
 * dice and pause (the refusals and their words: session-commands.ts). None of them is a game rule (those are the engine's).
 */
import type { GameState, Seat } from '../../src-shared/engine/index'
import type { SeatConfig } from '../../src-shared/session'
import type { ChartContext } from './session-types'

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
