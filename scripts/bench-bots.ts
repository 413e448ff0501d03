// npm run bench (after the engine bench): each bot level's decision time (median, p95) over positions from
// seeded games, and Hard's search iterations per second. Readable lines, then one JSON line.
import { performance } from 'node:perf_hooks'
import { applyInPlace, createGame, view, type Edition, type GameState } from '../src-shared/engine/index.js'
import { BOT_LEVELS, DEFAULT_BUDGET_MS, chooseAction, type BotLevel } from '../src-shared/bots/index.js'

const positionsPerGame = Number(process.env.BENCH_BOT_POSITIONS ?? 6)
const games = Number(process.env.BENCH_BOT_GAMES ?? 2)

/** Positions spread over seeded games played by Easy (the bot to move is always the one asked). */
function samplePositions(): GameState[] {
  const out: GameState[] = []
  for (const edition of ['second', 'classic'] as Edition[]) {
    for (const players of [2, 4]) {
      for (let g = 0; g < games; g++) {
        const state = createGame({ edition, players, seed: 4242 + g * 17 + players })
        const all: GameState[] = []
        let d = 0
        while (state.phase.kind !== 'over') {
          all.push(structuredClone(state))
          applyInPlace(state, chooseAction(view(state, state.current), 'easy', { seed: d++, now: () => 0 }))
        }
        for (let k = 0; k < positionsPerGame; k++) out.push(all[Math.floor(((k + 0.5) / positionsPerGame) * all.length)]!)
      }
    }
  }
  return out
}

const quantile = (xs: number[], q: number) => {
  const s = xs.slice().sort((a, b) => a - b)
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

const positions = samplePositions()
// warm-up so the JIT has seen the code
for (const level of BOT_LEVELS)
  chooseAction(view(positions[1]!, positions[1]!.current), level, { seed: 0, now: () => performance.now(), budgetMs: 50 })

const rows: {
  level: BotLevel
  budgetMs: number
  decisions: number
  medianMs: number
  p95Ms: number
  maxMs: number
  iterationsPerSecond: number | null
}[] = []
for (const level of BOT_LEVELS) {
  const times: number[] = []
  let iterations = 0
  let searchMs = 0
  positions.forEach((state, i) => {
    const stats = { iterations: 0 }
    const t0 = performance.now()
    chooseAction(view(state, state.current), level, { seed: i, now: () => performance.now(), stats })
    const ms = performance.now() - t0
    times.push(ms)
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
  })
}
for (const r of rows) {
  console.log(
    `bot ${r.level.padEnd(6)} budget ${String(r.budgetMs).padStart(4)} ms  median ${r.medianMs.toFixed(1).padStart(7)} ms  p95 ${r.p95Ms.toFixed(1).padStart(7)} ms  max ${r.maxMs.toFixed(1).padStart(7)} ms` +
      (r.iterationsPerSecond !== null && r.level !== 'easy' ? `  ${Math.round(r.iterationsPerSecond)} iterations/s` : '') +
      `  (${r.decisions} positions)`,
  )
}
const hard = rows.find((r) => r.level === 'hard')!
const medium = rows.find((r) => r.level === 'medium')!
console.log(
  JSON.stringify({
    bench: 'bots',
    targets: { mediumP95Ms: 300, hardP95Ms: 1500 },
    ok: medium.p95Ms <= 300 && hard.p95Ms <= 1500,
    hardIterationsPerSecond: hard.iterationsPerSecond,
    rows,
  }),
)
