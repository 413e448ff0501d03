// npm run bench (after the engine bench): each bot level's decision time at its default budget over decisions
// taken from recorded games, forced ones included, each asked from the view of the seat to move. Readable lines,
// then one JSON line.
//
// Run as an esbuild bundle (`npm run bench:bots`), as the app runs its bot worker bundled: under tsx, the wrapper it
// puts around every function to keep its name cost Hard about a tenth of its iterations.
//
// The games are recorded first with the tournament's own player (Hard against Medium, fixed iteration counts,
// so the same games every run), or read from .london saves: BENCH_BOT_GAMES_DIR=dir (e.g. written by
// `npm run tournament -- --record dir`). From each game BENCH_BOT_DECISIONS decisions (default 30) are drawn at
// random with a fixed seed; BENCH_BOT_DECISIONS=all times every decision. BENCH_BOT_LEVELS=hard times one level.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { apply, createGame, view, Rng, type Action, type GameOptions, type GameState } from '../src-shared/engine/index'
import { BOT_LEVELS, DEFAULT_BUDGET_MS, chooseAction, type BotLevel, type SearchStats } from '../src-shared/bots/index'
import { parseSave } from '../src-shared/save-format'
import { parseIterations, quantile } from './bot-cli-util'
import { gameSeed, playGame } from './tournament-game'

const perGame = process.env.BENCH_BOT_DECISIONS ?? '30'
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

interface Decision {
  readonly label: string
  readonly state: GameState
}

/** The positions of a game in which `pick` chose to ask the bots (indices into its action log). */
function decisionsOf(game: RecordedGame, pick: (n: number) => Set<number>): Decision[] {
  let state = createGame(game.options)
  const chosen = pick(game.actions.length)
  const out: Decision[] = []
  game.actions.forEach((a, i) => {
    if (chosen.has(i)) out.push({ label: `${game.label} #${i}`, state })
    const r = apply(state, a)
    if (!r.ok) throw new Error(`${game.label}: action ${i} is illegal: ${r.error.message}`)
    state = r.state
  })
  return out
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
const decisions = games.flatMap((g) => decisionsOf(g, pick))
console.log(
  `bot bench: ${decisions.length} decisions from ${games.length} recorded games (${games.map((g) => g.label).join(', ')}), recorded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

// warm-up so the JIT has seen the code
for (const level of levels) {
  const d = decisions[1]!
  chooseAction(view(d.state, d.state.current), level, { seed: 0, now: () => performance.now(), budgetMs: 50 })
}

const rows: {
  level: BotLevel
  budgetMs: number
  decisions: number
  medianMs: number
  p95Ms: number
  maxMs: number
  iterationsPerSecond: number | null
  stops: Record<string, number>
}[] = []
for (const level of levels) {
  const times: number[] = []
  const stops: Record<string, number> = {}
  let iterations = 0
  let searchMs = 0
  decisions.forEach((d, i) => {
    const stats: SearchStats = { iterations: 0 }
    const t0 = performance.now()
    chooseAction(view(d.state, d.state.current), level, { seed: i, now: () => performance.now(), stats })
    const ms = performance.now() - t0
    times.push(ms)
    const why = level === 'easy' ? 'policy' : stats.iterations === 0 ? 'forced' : (stats.stop ?? 'budget')
    stops[why] = (stops[why] ?? 0) + 1
    if (stats.iterations > 0) {
      iterations += stats.iterations
      searchMs += ms
    }
  })
  rows.push({
    level,
    budgetMs: DEFAULT_BUDGET_MS[level],
    decisions: times.length,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    maxMs: Math.max(...times),
    iterationsPerSecond: searchMs > 0 ? iterations / (searchMs / 1000) : null,
    stops,
  })
}
for (const r of rows) {
  const searched = r.level !== 'easy' && r.iterationsPerSecond !== null
  console.log(
    `bot ${r.level.padEnd(6)} budget ${String(r.budgetMs).padStart(4)} ms  median ${r.medianMs.toFixed(1).padStart(7)} ms  p95 ${r.p95Ms.toFixed(1).padStart(7)} ms  max ${r.maxMs.toFixed(1).padStart(7)} ms` +
      (searched ? `  ${Math.round(r.iterationsPerSecond!)} iterations/s` : '') +
      `  (${r.decisions} decisions: ${Object.entries(r.stops)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')})`,
  )
}
const hard = rows.find((r) => r.level === 'hard')
const medium = rows.find((r) => r.level === 'medium')
const targets = { hardMedianMs: 400, hardP95Ms: 1500, mediumP95Ms: 300 }
console.log(
  JSON.stringify({
    bench: 'bots',
    targets,
    ok:
      (!hard || (hard.medianMs <= targets.hardMedianMs && hard.p95Ms <= targets.hardP95Ms)) &&
      (!medium || medium.p95Ms <= targets.mediumP95Ms),
    hardIterationsPerSecond: hard?.iterationsPerSecond ?? null,
    games: games.map((g) => g.label),
    rows,
  }),
)
