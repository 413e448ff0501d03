// Time per turn, not per decision: Medium and Hard get a budget for a whole turn (a turn is about eight moves: a
// draw, the action, each placement or activation, each discard) and spend most of it on the draw and the action.
// The state of the turn in progress (time spent, Hard's tree under the move it played) is kept by whoever asks
// the bot (the worker, the tournament) and handed back with every decision; it holds nothing but what the bot
// worked out from its own earlier views of the same turn.
import type { GameView, Phase } from '../engine/index'
import type { BotLevel } from '../limits'
import type { SearchTree } from './search'

/**
 * Thinking time for a whole turn in a 4-player game, ms (Easy does not search): Hard's is four and a half times
 * Medium's, about the ratio of their budgets per decision before (1000 and 200 ms). Expert searches as Hard does
 * (with another evaluation) and gets the same time: the tempo goals hold for it too.
 */
export const DEFAULT_TURN_BUDGET_MS: Readonly<Record<BotLevel, number>> = { easy: 0, medium: 200, hard: 900, expert: 900 }

/**
 * Hard's and Expert's thinking time for a whole turn by player count, ms. A solo player waits a round, not a turn:
 * the bots of a round share about 2.7 s (the tempo goal is at most 3 s between two of the player's turns), so Hard
 * thinks 900 ms a turn among three bots and more where fewer bots play a round. Medium keeps its 200 ms.
 */
export const HARD_TURN_BUDGET_MS: Readonly<Record<number, number>> = { 2: 2400, 3: 1300, 4: DEFAULT_TURN_BUDGET_MS.hard }

/** A level's default thinking time for a whole turn in a game of `players`. */
export function defaultTurnBudgetMs(level: BotLevel, players: number): number {
  return level === 'hard' || level === 'expert'
    ? (HARD_TURN_BUDGET_MS[players] ?? DEFAULT_TURN_BUDGET_MS[level])
    : DEFAULT_TURN_BUDGET_MS[level]
}

/**
 * The share of what is left of the turn's budget a decision may spend, by the kind of decision: the action
 * choice most (it decides the turn), the first draw next (a board card or the deck), each placement a third of
 * what is left; follow-ups (activations in a run, cards to discard, the extra draws) a fifth.
 */
export function decisionShare(phase: Phase, atStart: boolean): number {
  switch (phase.kind) {
    case 'action':
      return 0.6
    case 'draw':
      return atStart ? 0.3 : 0.2
    case 'develop':
      return 0.35
    default:
      return 0.2
  }
}

/** Follow-up decisions: the kinds a clear policy preference answers at once (`clearlyBetterByPolicy`). */
export function isFollowUp(phase: Phase, atStart: boolean): boolean {
  return phase.kind === 'run' || phase.kind === 'handLimit' || phase.kind === 'university' || (phase.kind === 'draw' && !atStart)
}

/** A decision gets at least this share of the turn's budget while the turn has it left (a long turn's late choices). */
const FLOOR_SHARE = 0.03

/** The state of the turn in progress, handed back to the bot with each of its decisions in that turn. */
export interface TurnMemory {
  /** the turn it belongs to (game, seat, turn number); a decision of another turn starts afresh */
  turnKey: string
  /** the position last decided; a decision at or before it (an undo) starts afresh */
  lastSeq: number
  /** thinking time spent so far this turn, ms */
  spentMs: number
  /** Hard's tree (second edition) under the move it played last, the root of its next decision this turn */
  tree: SearchTree | null
}

export function newTurnMemory(): TurnMemory {
  return { turnKey: '', lastSeq: -1, spentMs: 0, tree: null }
}

/**
 * Makes `memory` the memory of the turn `view` is in: kept if it is the same turn moving on, else emptied. The tree
 * is kept only for the position right after the last decision (the move chosen was the one applied: the bot
 * decides every move of its turn, forced ones too).
 */
export function enterTurn(memory: TurnMemory, view: GameView): void {
  const key = `${view.options.edition}:${view.options.seed}:${view.options.players}:${view.viewer}:${view.turnNumber}`
  if (memory.turnKey === key && view.seq > memory.lastSeq) {
    if (view.seq !== memory.lastSeq + 1) memory.tree = null
    return
  }
  memory.turnKey = key
  memory.lastSeq = -1
  memory.spentMs = 0
  memory.tree = null
}

/**
 * This decision's budget: its share of what the turn has left (at least the floor, never more than is left), so a
 * turn's decisions together stay within its budget; with nothing left, the search makes its one simulation.
 */
export function decisionBudgetMs(view: GameView, turnBudgetMs: number, spentMs: number): number {
  const left = Math.max(0, turnBudgetMs - spentMs)
  return Math.min(left, Math.max(FLOOR_SHARE * turnBudgetMs, decisionShare(view.phase, view.turn.atStart) * left))
}
