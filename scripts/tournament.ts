// npm run tournament -- --edition second --players 2 --games 20 --seats hard,easy --seed 1 [--budget-ms 50] [--iterations N]
// Plays bots against each other, rotating the seat order each game. One JSON line per game, then a summary
// line with each level's win rate (a shared win counts as a fraction) and its 95% Wilson interval.
import { apply, createGame, view, type Edition, type GameState } from '../src-shared/engine/index.js'
import { BOT_LEVELS, chooseAction, type BotLevel } from '../src-shared/bots/index.js'
import { createHash } from 'node:crypto'
import { parseArgs, wilson } from './bot-cli-util.js'

const args = parseArgs(process.argv.slice(2))
const edition = (args.edition ?? 'second') as Edition
const seats = (args.seats ?? 'hard,easy').split(',') as BotLevel[]
const players = Number(args.players ?? seats.length)
const games = Number(args.games ?? 10)
const seed = Number(args.seed ?? 1)
const budgetMs = args['budget-ms'] !== undefined ? Number(args['budget-ms']) : undefined
const iterations = args.iterations !== undefined ? Number(args.iterations) : undefined
if (edition !== 'second' && edition !== 'classic') throw new Error('--edition must be second or classic')
if (seats.length !== players) throw new Error(`--seats names ${seats.length} levels for ${players} players`)
for (const l of seats) if (!BOT_LEVELS.includes(l)) throw new Error(`unknown level ${l}`)

/** A bot's dice for one decision: one-way from the tournament seed, so no bot can work back to the deal. */
function botSeed(game: number, decision: number): number {
  return createHash('sha256').update(`bot:${seed}:${game}:${decision}`).digest().readUInt32LE(0)
}

const levels = [...new Set(seats)]
const wins = new Map<BotLevel, number>(levels.map((l) => [l, 0]))
const time = new Map<BotLevel, { ms: number; n: number }>(levels.map((l) => [l, { ms: 0, n: 0 }]))
const started = performance.now()
for (let g = 0; g < games; g++) {
  const order = seats.map((_, s) => seats[(s + g) % players]!)
  const gameSeed = (seed * 1000003 + g) >>> 0
  let state: GameState = createGame({ edition, players, seed: gameSeed })
  let decisions = 0
  while (state.phase.kind !== 'over') {
    const seat = state.current
    const level = order[seat]!
    const t0 = performance.now()
    const action = chooseAction(view(state, seat), level, {
      seed: botSeed(g, decisions),
      now: () => performance.now(),
      budgetMs,
      iterations,
    })
    const t = time.get(level)!
    t.ms += performance.now() - t0
    t.n++
    const r = apply(state, action)
    if (!r.ok) throw new Error(`game ${g}: ${level} at seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${r.error.message}`)
    state = r.state
    decisions++
  }
  const result = state.result!
  for (const w of result.winners) wins.set(order[w]!, wins.get(order[w]!)! + 1 / result.winners.length)
  console.log(
    JSON.stringify({
      game: g,
      seed: gameSeed,
      edition,
      seats: order,
      totals: result.scores.map((s) => s.total),
      winners: result.winners,
      winnerLevels: result.winners.map((w) => order[w]),
      decisions,
      turns: state.turnNumber,
    }),
  )
}
const summary = levels.map((level) => {
  const w = wins.get(level)!
  const seatsPerGame = seats.filter((l) => l === level).length
  const [lo, hi] = wilson(w, games)
  const t = time.get(level)!
  return { level, seatsPerGame, wins: w, games, winRate: w / games, ci95: [lo, hi], meanDecisionMs: t.n ? t.ms / t.n : 0 }
})
console.log(
  JSON.stringify({
    tournament: {
      edition,
      players,
      games,
      seats,
      seed,
      budgetMs: budgetMs ?? null,
      iterations: iterations ?? null,
      seconds: (performance.now() - started) / 1000,
    },
    summary,
  }),
)
