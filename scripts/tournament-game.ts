// One game of a tournament, played the same way in the main thread or in a worker (tournament-worker.ts).
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { apply, createGame, view, type Action, type Edition, type GameState } from '../src-shared/engine/index'
import { chooseAction, newTurnMemory } from '../src-shared/bots/index'
import { budgetFor, iterationsFor, parseSeat, pointsOverOthers } from './bot-cli-util'

/** Everything a worker needs to play any game of the tournament (plain data: it crosses threads). */
export interface TournamentConfig {
  readonly edition: Edition
  readonly players: number
  /** seat labels in seat order for game 0 (rotated by one seat each game) */
  readonly seats: readonly string[]
  readonly seed: number
  /** thinking time for a whole turn per seat label or level, ms (`--budget-ms`) */
  readonly budgets: Readonly<Record<string, number>>
  /** fixed iterations per seat label or level (instead of a time budget), as parsed from `--iterations` */
  readonly iterations?: Readonly<Record<string, number>>
}

export interface GameOutcome {
  readonly game: number
  /** the per-game JSON line */
  readonly line: Record<string, unknown>
  /** every decision's time (ms) by seat label */
  readonly decisionMs: Record<string, number[]>
  /** every turn's thinking time (ms, its decisions' times summed) by seat label */
  readonly turnMs: Record<string, number[]>
  /** win share by seat label (a shared win counts as a fraction) */
  readonly wins: Record<string, number>
  /** points over the table by seat label (bot-cli-util.ts: pointsOverOthers) */
  readonly pointsOver: Record<string, number>
  readonly actions: readonly Action[]
  readonly seatOrder: readonly string[]
  readonly state: GameState
}

/** A bot's dice for one decision: one-way from the tournament seed, so no bot can work back to the deal. */
export function botSeed(seed: number, game: number, decision: number): number {
  return createHash('sha256').update(`bot:${seed}:${game}:${decision}`).digest().readUInt32LE(0)
}

export function gameSeed(seed: number, game: number): number {
  return (seed * 1000003 + game) >>> 0
}

/**
 * Plays game `g`: seats rotate by one each game; each bot sees only its view and spends a budget per turn, as in
 * the app (each seat keeps its turn in progress: turn-budget.ts). Decision times are wall-clock times of
 * chooseAction.
 */
export function playGame(cfg: TournamentConfig, g: number): GameOutcome {
  const { players } = cfg
  const order = cfg.seats.map((_, s) => cfg.seats[(s + g) % players]!)
  const specs = order.map(parseSeat)
  const seed = gameSeed(cfg.seed, g)
  let state: GameState = createGame({ edition: cfg.edition, players, seed })
  const decisionMs: Record<string, number[]> = {}
  const turnMs: Record<string, number[]> = {}
  const memories = order.map(() => newTurnMemory())
  const actions: Action[] = []
  let turnOf = -1
  while (state.phase.kind !== 'over') {
    const seat = state.current
    const spec = specs[seat]!
    const t0 = performance.now()
    const action = chooseAction(view(state, seat), spec.level, {
      seed: botSeed(cfg.seed, g, actions.length),
      now: () => performance.now(),
      turn: memories[seat],
      turnBudgetMs: budgetFor(spec, cfg.budgets, players),
      iterations: iterationsFor(spec, cfg.iterations),
      earlyStop: spec.earlyStop,
      rounds: spec.rounds,
      learnedShare: spec.learnedShare,
    })
    const ms = performance.now() - t0
    ;(decisionMs[spec.label] ??= []).push(ms)
    const turns = (turnMs[spec.label] ??= [])
    if (turnOf !== state.turnNumber) turns.push(0)
    turnOf = state.turnNumber
    turns[turns.length - 1]! += ms
    const r = apply(state, action)
    if (!r.ok)
      throw new Error(`game ${g}: ${spec.label} at seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${r.error.message}`)
    state = r.state
    actions.push(action)
  }
  const result = state.result!
  const wins: Record<string, number> = {}
  for (const w of result.winners) wins[order[w]!] = (wins[order[w]!] ?? 0) + 1 / result.winners.length
  return {
    game: g,
    line: {
      game: g,
      seed,
      edition: cfg.edition,
      seats: order,
      totals: result.scores.map((s) => s.total),
      winners: result.winners,
      winnerLevels: result.winners.map((w) => order[w]),
      decisions: actions.length,
      turns: state.turnNumber,
    },
    decisionMs,
    turnMs,
    wins,
    pointsOver: pointsOverOthers(
      result.scores.map((s) => s.total),
      order,
    ),
    actions,
    seatOrder: order,
    state,
  }
}
