// npm run bench (after the engine bench): each bot level's thinking time as the app's bot worker spends it. Turns
// are taken from recorded games; from the first decision of each, the seat to move plays the rest of its turn at
// the level's default budget for a whole turn (turn-budget.ts), with one turn memory, each decision asked from its
// own view. Prints each decision's time (forced and follow-up moves included) and each turn's, then one JSON line.
//
// Run as an esbuild bundle (`npm run bench:bots`), as the app runs its bot worker bundled: under tsx, the wrapper it
// puts around every function to keep its name cost Hard about a tenth of its iterations.
//
// The games are recorded first with the tournament's own player (Hard against Medium, fixed iteration counts,
// so the same games every run), or read from .london saves: BENCH_BOT_GAMES_DIR=dir (e.g. written by
// `npm run tournament -- --record dir`). From each game BENCH_BOT_TURNS turns (default 8) are drawn at random with a
// fixed seed; BENCH_BOT_TURNS=all times every turn. BENCH_BOT_LEVELS=hard times one level.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { apply, createGame, view, Rng, type Action, type GameOptions, type GameState } from '../src-shared/engine/index'
import { BOT_LEVELS, chooseAction, defaultTurnBudgetMs, newTurnMemory, type BotLevel, type SearchStats } from '../src-shared/bots/index'
import { parseSave } from '../src-shared/save-format'
import { parseIterations, quantile } from './bot-cli-util'
import { gameSeed, playGame } from './tournament-game'

const perGame = process.env.BENCH_BOT_TURNS ?? '8'
const gamesDir = process.env.BENCH_BOT_GAMES_DIR
const levels = (process.env.BENCH_BOT_LEVELS?.split(',') ?? BOT_LEVELS) as BotLevel[]
for (const l of levels) if (!BOT_LEVELS.includes(l)) throw new Error(`BENCH_BOT_LEVELS: unknown level ${l}`)

interface RecordedGame {
  readonly label: string
  readonly options: GameOptions
  readonly actions: readonly Action[]
}

/** Hard against Medium (40 simulations a move each): two-player and four-player games of both editions. */
function recordGames(): RecordedGame[] {
  const out: RecordedGame[] = []
  for (const edition of ['second', 'classic'] as const) {
    for (const seats of [
      ['hard', 'medium'],
      ['hard', 'medium', 'medium', 'medium'],
    ]) {
      const players = seats.length
      const seed = 20 + players
      const recorded = playGame({ edition, players, seats, seed, budgets: {}, iterations: parseIterations('40') }, 0)
      out.push({ label: `${edition} ${players}p`, options: { edition, players, seed: gameSeed(seed, 0) }, actions: recorded.actions })
    }
  }
  return out
}

function readGames(dir: string): RecordedGame[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.london'))
    .sort()
    .map((f) => {
      const save = parseSave(readFileSync(join(dir, f), 'utf8'))
      return {
        label: f,
        options: { edition: save.edition, players: save.seats.length, seed: save.seed },
        actions: save.actions as Action[],
      }
    })
}

/** The start of a turn of a recorded game: the bots play the rest of that seat's turn from here. */
interface TurnStart {
  readonly label: string
  readonly state: GameState
}

/** The positions of a game where `pick` chose a turn to time: each the first decision of a seat's turn. */
function turnStartsOf(game: RecordedGame, pick: (n: number) => Set<number>): TurnStart[] {
  let state = createGame(game.options)
  const starts: GameState[] = []
  game.actions.forEach((a, i) => {
    if (i === 0 || state.turnNumber !== starts.at(-1)?.turnNumber) starts.push(state)
    const r = apply(state, a)
    if (!r.ok) throw new Error(`${game.label}: action ${i} is illegal: ${r.error.message}`)
    state = r.state
  })
  const chosen = pick(starts.length)
  return starts.filter((_, i) => chosen.has(i)).map((s) => ({ label: `${game.label} turn ${s.turnNumber}`, state: s }))
}

const started = performance.now()
const games = gamesDir ? readGames(gamesDir) : recordGames()
const rng = new Rng(2024)
const pick = (n: number): Set<number> => {
  if (perGame === 'all') return new Set(Array.from({ length: n }, (_, i) => i))
  const k = Math.min(n, Number(perGame))
  const all = rng.shuffle(Array.from({ length: n }, (_, i) => i))
  return new Set(all.slice(0, k))
}
const turns = games.flatMap((g) => turnStartsOf(g, pick))
console.log(
  `bot bench: ${turns.length} turns from ${games.length} recorded games (${games.map((g) => g.label).join(', ')}), recorded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

interface Timed {
  /** each decision's thinking time, ms */
  readonly decisions: number[]
  /** each whole turn's thinking time, ms */
  readonly turns: number[]
  readonly stops: Record<string, number>
  iterations: number
  searchMs: number
}

/**
 * The seat to move at `start` plays the rest of its turn as the app's bot worker does: one turn memory for the
 * turn, the level's default budget for a turn of this player count, each decision from the seat's own view.
 */
function playTurn(start: TurnStart, level: BotLevel, seed: number, into: Timed): void {
  const seat = start.state.current
  const memory = newTurnMemory()
  let state = start.state
  let turnMs = 0
  while (state.phase.kind !== 'over' && state.current === seat && state.turnNumber === start.state.turnNumber) {
    const stats: SearchStats = { iterations: 0 }
    const t0 = performance.now()
    const action = chooseAction(view(state, seat), level, { seed: seed + state.seq, now: () => performance.now(), turn: memory, stats })
    const ms = performance.now() - t0
    into.decisions.push(ms)
    turnMs += ms
    const why = level === 'easy' ? 'policy' : stats.iterations === 0 ? 'at once' : (stats.stop ?? 'budget')
    into.stops[why] = (into.stops[why] ?? 0) + 1
    if (stats.iterations > 0) {
      into.iterations += stats.iterations
      into.searchMs += ms
    }
    const r = apply(state, action)
    if (!r.ok) throw new Error(`${start.label}: ${level} chose an illegal action: ${r.error.message}`)
    state = r.state
  }
  into.turns.push(turnMs)
}

// warm-up so the JIT has seen the code
for (const level of levels) playTurn(turns[0]!, level, 0, { decisions: [], turns: [], stops: {}, iterations: 0, searchMs: 0 })

const rows: {
  level: BotLevel
  turnBudgetMs: Record<number, number>
  turns: number
  decisions: number
  medianMs: number
  p95Ms: number
  maxMs: number
  medianTurnMs: number
  p90TurnMs: number
  iterationsPerSecond: number | null
  stops: Record<string, number>
}[] = []
for (const level of levels) {
  const timed: Timed = { decisions: [], turns: [], stops: {}, iterations: 0, searchMs: 0 }
  turns.forEach((t, i) => playTurn(t, level, i * 7919, timed))
  rows.push({
    level,
    turnBudgetMs: Object.fromEntries([2, 3, 4].map((n) => [n, defaultTurnBudgetMs(level, n)])),
    turns: timed.turns.length,
    decisions: timed.decisions.length,
    medianMs: quantile(timed.decisions, 0.5),
    p95Ms: quantile(timed.decisions, 0.95),
    maxMs: Math.max(...timed.decisions),
    medianTurnMs: quantile(timed.turns, 0.5),
    p90TurnMs: quantile(timed.turns, 0.9),
    iterationsPerSecond: timed.searchMs > 0 ? timed.iterations / (timed.searchMs / 1000) : null,
    stops: timed.stops,
  })
}
for (const r of rows) {
  const searched = r.level !== 'easy' && r.iterationsPerSecond !== null
  const budgets = r.level === 'easy' ? 'no search' : `turn ${r.turnBudgetMs[2]}/${r.turnBudgetMs[4]} ms (2p/4p)`
  console.log(
    `bot ${r.level.padEnd(6)} ${budgets.padEnd(24)}  decision median ${r.medianMs.toFixed(1).padStart(6)} ms  p95 ${r.p95Ms.toFixed(1).padStart(7)} ms  max ${r.maxMs.toFixed(1).padStart(7)} ms` +
      `  turn median ${r.medianTurnMs.toFixed(0).padStart(5)} ms  p90 ${r.p90TurnMs.toFixed(0).padStart(5)} ms` +
      (searched ? `  ${Math.round(r.iterationsPerSecond!)} iterations/s` : '') +
      `  (${r.turns} turns, ${r.decisions} decisions: ${Object.entries(r.stops)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')})`,
  )
}
const hard = rows.find((r) => r.level === 'hard')
console.log(
  JSON.stringify({ bench: 'bots', hardIterationsPerSecond: hard?.iterationsPerSecond ?? null, games: games.map((g) => g.label), rows }),
)
