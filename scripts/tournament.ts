// npm run tournament -- --edition second --players 2 --games 20 --seats hard,easy --seed 1   (or --seats expert,hard)
//   [--budget-ms 50 | --budget-ms hard=250,medium=50] [--iterations N | --iterations hard=2000,medium=200]
//   [--first-game F] [--jobs N] [--record DIR]
// Plays bots against each other, rotating the seat order each game, `--jobs` games at a time in worker threads
// (default: one per core). `--first-game F` plays games F..F+G-1 of the line: the same seeds and seat orders as
// those games of a longer run, so a long line can be played in parts.
// One JSON line per game (in game order), then a summary line with each seat's win rate
// (a shared win counts as a fraction), its 95% Wilson interval, its points over the table (its score minus the other
// seats' mean, per game, averaged; with its standard error: finer than wins), its decision times (mean, median, p95)
// and its thinking time per turn (median, p90). `--budget-ms` is the thinking time for a whole turn (turn-budget.ts).
// A seat is a level (easy, medium, hard, expert) or a variant of Hard's or Expert's search: `hard:full` never stops
// early, `expert:r1` cuts its simulations one round after the current turn (r0: at the end of the turn), and both
// together: `expert:full:r1`.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { replay, type Edition } from '../src-shared/engine/index'
import { makeSave, serializeSave } from '../src-shared/save-format'
import {
  budgetFor,
  iterationsFor,
  mean,
  meanAndError,
  parseArgs,
  parseBudgets,
  parseIterations,
  parseSeat,
  quantile,
  wilson,
} from './bot-cli-util'
import { gameSeed, playGame, type GameOutcome, type TournamentConfig } from './tournament-game'
import { runInWorkers } from './worker-pool'

function fail(message: string): never {
  console.error(`tournament: ${message}`)
  process.exit(2)
}

const KNOWN = ['edition', 'players', 'games', 'seats', 'seed', 'budget-ms', 'iterations', 'first-game', 'jobs', 'record']
const args = parseArgs(process.argv.slice(2))
for (const k of Object.keys(args)) if (!KNOWN.includes(k)) fail(`unknown option --${k}`)
const edition = (args.edition ?? 'second') as Edition
const seats = (args.seats ?? 'hard,easy').split(',')
const players = Number(args.players ?? seats.length)
const games = Number(args.games ?? 10)
const seed = Number(args.seed ?? 1)
const firstGame = Number(args['first-game'] ?? 0)
const jobs = Math.min(games, args.jobs !== undefined ? Number(args.jobs) : availableParallelism())
let budgets: Record<string, number>
let iterations: Record<string, number> | undefined
try {
  budgets = parseBudgets(args['budget-ms'])
  iterations = args.iterations !== undefined ? parseIterations(args.iterations) : undefined
  seats.forEach(parseSeat)
} catch (e) {
  fail((e as Error).message)
}
if (edition !== 'second' && edition !== 'classic') fail('--edition must be second or classic')
if (seats.length !== players) fail(`--seats names ${seats.length} seats for ${players} players`)
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number')
if (!Number.isInteger(seed) || seed < 0) fail('--seed must be a whole number')
if (!Number.isInteger(firstGame) || firstGame < 0) fail('--first-game must be a whole number')
if (!Number.isInteger(jobs) || jobs < 1) fail('--jobs must be a positive whole number')
if (args.record) mkdirSync(args.record, { recursive: true })

const cfg: TournamentConfig = { edition, players, seats, seed, budgets, iterations }
/** one past the last game played */
const endGame = firstGame + games
const labels = [...new Set(seats)]
const wins = new Map<string, number>(labels.map((l) => [l, 0]))
const times = new Map<string, number[]>(labels.map((l) => [l, []]))
const turnTimes = new Map<string, number[]>(labels.map((l) => [l, []]))
const pointsOver = new Map<string, number[]>(labels.map((l) => [l, []]))
const started = performance.now()

/** Prints finished games in game order (workers may finish them out of order). */
const done = new Map<number, Omit<GameOutcome, 'state'>>()
let nextToPrint = firstGame
function finished(o: Omit<GameOutcome, 'state'>): void {
  done.set(o.game, o)
  while (done.has(nextToPrint)) {
    const g = done.get(nextToPrint)!
    done.delete(nextToPrint)
    for (const [label, w] of Object.entries(g.wins)) wins.set(label, wins.get(label)! + w)
    for (const [label, ms] of Object.entries(g.decisionMs)) for (const t of ms) times.get(label)!.push(t)
    for (const [label, ms] of Object.entries(g.turnMs)) for (const t of ms) turnTimes.get(label)!.push(t)
    for (const [label, p] of Object.entries(g.pointsOver)) pointsOver.get(label)!.push(p)
    let file: string | undefined
    if (args.record) file = record(args.record, g)
    console.log(JSON.stringify(file ? { ...g.line, file } : g.line))
    nextToPrint++
  }
}

/** Writes the game as a .london save (seats named after their bots), atomically. */
function record(dir: string, g: Omit<GameOutcome, 'state'>): string {
  const options = { edition, players, seed: gameSeed(seed, g.game) }
  const state = replay(options, g.actions)
  const seatConfigs = g.seatOrder.map((label, i) => ({ kind: 'bot' as const, name: `${label} ${i + 1}`, level: parseSeat(label).level }))
  const file = join(dir, `${edition}-${players}p-${options.seed}.london`)
  writeFileSync(`${file}.tmp`, serializeSave(makeSave(state, seatConfigs, g.actions)))
  renameSync(`${file}.tmp`, file)
  return file
}

try {
  if (jobs === 1) for (let g = firstGame; g < endGame; g++) finished(playGame(cfg, g))
  else
    // each worker takes the next game as soon as it is free (tournament-worker.ts)
    await runInWorkers<number, Omit<GameOutcome, 'state'>>(
      new URL('./tournament-worker.ts', import.meta.url),
      Array.from({ length: endGame - firstGame }, (_, i) => firstGame + i),
      jobs,
      (_, outcome) => finished(outcome),
      (game) => `game ${game}`,
      { config: cfg },
    )
} catch (e) {
  fail((e as Error).message)
}

const summary = labels.map((label) => {
  const spec = parseSeat(label)
  const fixed = iterationsFor(spec, iterations)
  const w = wins.get(label)!
  const [lo, hi] = wilson(w, games)
  const ms = times.get(label)!
  const turnMs = turnTimes.get(label)!
  const round = (x: number) => Math.round(x * 10) / 10
  const points = meanAndError(pointsOver.get(label)!)
  return {
    level: label,
    turnBudgetMs: fixed === undefined ? budgetFor(spec, budgets, players) : null,
    iterations: fixed ?? null,
    seatsPerGame: seats.filter((l) => l === label).length,
    wins: w,
    games,
    winRate: w / games,
    ci95: [lo, hi],
    pointsOverOthers: round(points.mean),
    pointsOverOthersSe: round(points.se),
    decisions: ms.length,
    meanDecisionMs: round(mean(ms)),
    medianDecisionMs: round(quantile(ms, 0.5)),
    p95DecisionMs: round(quantile(ms, 0.95)),
    medianTurnMs: round(quantile(turnMs, 0.5)),
    p90TurnMs: round(quantile(turnMs, 0.9)),
  }
})
console.log(
  JSON.stringify({
    tournament: {
      edition,
      players,
      games,
      firstGame,
      seats,
      seed,
      budgetMs: args['budget-ms'] ?? null,
      iterations: args.iterations ?? null,
      jobs,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    },
    summary,
  }),
)
