/**
 * How long a bot's move waits before it is played, by the "bot speed" setting: a bot's turn is shown as one quick
 * sequence, with a pause between two bots' turns so each can be followed; step by step pauses before every move.
 * The bot thinks during the pause (session-actors.ts: botTurn), so a slow decision never adds a pause of its own.
 */
import type { BotSpeed } from '../../src-shared/limits'
import type { GameRecord } from '../../src-shared/game-record'

/** The pauses, ms: before the first move of a bot's turn that follows another bot's (`turn`), before every move (`move`). */
export const BOT_PAUSE_MS: Readonly<Record<BotSpeed, { readonly turn: number; readonly move: number }>> = {
  instant: { turn: 0, move: 0 },
  fast: { turn: 350, move: 0 },
  normal: { turn: 1000, move: 0 },
  step: { turn: 1000, move: 800 },
}

/**
 * The pause before the bot to move now plays: a turn's first move after a bot's turn waits what is left of the turn
 * pause once that turn took `previousTurnMs` to play (after a human's turn, which its player has just seen, none);
 * step by step, every move waits at least the move pause.
 */
export function botPauseMs(record: GameRecord, speed: BotSpeed, previousTurnMs = 0): number {
  const pace = BOT_PAUSE_MS[speed]
  if (record.length === 0) return Math.max(pace.move, pace.turn)
  const last = record.step(record.length - 1)
  const newTurn = last.turn !== record.state.turnNumber || last.seat !== record.state.current
  const afterBot = record.seats[last.seat]?.kind === 'bot'
  return Math.max(pace.move, newTurn && afterBot ? Math.max(0, pace.turn - previousTurnMs) : 0)
}

/** A settings file from before the bot speed: its pause before every bot move, ms, read as the nearest speed. */
export function botSpeedFromDelay(delayMs: number): BotSpeed {
  return delayMs <= 0 ? 'instant' : delayMs <= 600 ? 'fast' : 'step'
}
