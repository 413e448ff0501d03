// npm run sim -- --edition second|classic --players N --games G --seed S [--record DIR]
// Plays G games of random legal actions (one decision at a time) with every invariant checked after every
// action; prints one JSON line per game and a summary line.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fuzzGame } from '../src-shared/sim/fuzz'
import { makeSave, serializeSave } from '../src-shared/save-format'
import { checkOptions, type Edition } from '../src-shared/engine/index'

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!
    if (!k.startsWith('--')) throw new Error(`unexpected argument ${k}`)
    const v = argv[i + 1]
    if (v === undefined || v.startsWith('--')) throw new Error(`${k} needs a value`)
    out[k.slice(2)] = v
    i++
  }
  return out
}

function main(): void {
  const args = parseArgs(process.argv.slice(2))
  for (const k of Object.keys(args))
    if (!['edition', 'players', 'games', 'seed', 'record'].includes(k)) throw new Error(`unknown option --${k}`)
  const edition = (args.edition ?? 'second') as Edition
  const players = Number(args.players ?? 2)
  const games = Number(args.games ?? 100)
  const seed = Number(args.seed ?? 1)
  const problem = checkOptions({ edition, players, seed })
  if (problem) throw new Error(problem)
  if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive whole number')
  if (args.record) mkdirSync(args.record, { recursive: true })
  let turns = 0
  let winnerScore = 0
  let violations = 0
  const start = performance.now()
  for (let g = 0; g < games; g++) {
    const gameSeed = (seed + g) >>> 0
    const r = fuzzGame({ edition, players, seed: gameSeed }, gameSeed ^ 0x9e3779b9, { verifyReplay: true })
    violations += r.violations.length
    const result = r.state.result
    const best = result ? Math.max(...result.scores.map((s) => s.total)) : 0
    turns += r.state.turnNumber
    winnerScore += best
    let file: string | null = null
    if (args.record) {
      const seats = Array.from({ length: players }, (_, i) => ({ kind: 'bot' as const, name: `Random ${i + 1}`, level: 'easy' as const }))
      file = join(args.record, `${edition}-${players}p-${gameSeed}.london`)
      const tmp = `${file}.tmp`
      writeFileSync(tmp, serializeSave(makeSave(r.state, seats, r.actions)))
      renameSync(tmp, file)
    }
    console.log(
      JSON.stringify({
        game: g,
        seed: gameSeed,
        turns: r.state.turnNumber,
        actions: r.actions.length,
        winners: result?.winners ?? [],
        decidedBy: result?.decidedBy ?? null,
        scores: result?.scores.map((s) => s.total) ?? [],
        invariantViolations: r.violations.length,
        ...(r.violations.length ? { violations: r.violations.slice(0, 5) } : {}),
        ...(file ? { file } : {}),
      }),
    )
  }
  const seconds = (performance.now() - start) / 1000
  console.log(
    JSON.stringify({
      games,
      edition,
      players,
      avgTurns: Number((turns / games).toFixed(2)),
      avgWinnerScore: Number((winnerScore / games).toFixed(2)),
      invariantViolations: violations,
      gamesPerSecond: Number((games / seconds).toFixed(2)),
    }),
  )
  if (violations > 0) process.exitCode = 1
}

try {
  main()
} catch (e) {
  console.error(`sim: ${(e as Error).message}`)
  process.exitCode = 2
}
