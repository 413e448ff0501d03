// npm run bench: random-playout throughput of the rules engine (full games per second, one core).
import { playRandomGame } from '../src-shared/sim/random-play'
import type { Edition } from '../src-shared/engine/index'

const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const rows: { edition: Edition; players: number; games: number; gamesPerSecond: number; actionsPerSecond: number }[] = []
for (const edition of ['second', 'classic'] as const) {
  for (const players of [2, 4]) {
    // warm-up so the JIT has seen the code
    for (let g = 0; g < 5; g++) playRandomGame({ edition, players, seed: 9000 + g }, g)
    let games = 0
    let actions = 0
    const start = performance.now()
    while (performance.now() - start < seconds * 1000) {
      actions += playRandomGame({ edition, players, seed: games }, games + 1).actions.length
      games++
    }
    const elapsed = (performance.now() - start) / 1000
    rows.push({ edition, players, games, gamesPerSecond: games / elapsed, actionsPerSecond: actions / elapsed })
  }
}
for (const r of rows) {
  console.log(
    `engine random playout  ${r.edition.padEnd(7)} ${r.players}p  ${r.gamesPerSecond.toFixed(1).padStart(8)} games/s  ${Math.round(r.actionsPerSecond).toString().padStart(8)} actions/s  (${r.games} games)`,
  )
}
const two = rows.filter((r) => r.players === 2).map((r) => r.gamesPerSecond)
// issue 23: toward 5,000 two-player games per second per core in both editions
console.log(JSON.stringify({ bench: 'engine', target2pGamesPerSecond: 5000, ratioToTarget: Math.min(...two) / 5000, rows }))
