// npm run train:ceiling -- --edition E --players N --from policy|hard|... --games G --seed S [--iterations 24]
//   [--at 0.667] [--per-game 2] [--rollouts 16] [--view] [--jobs 2] [--cache DIR]
// How well could any judge of positions name the winner, on the held-out games of an `npm run train` run (the same
// --edition, --players, --from, --games, --seed and --iterations give the same games; --cache reads them back)?
// At --per-game random positions about --at into each held-out game (within ± 1/24, as train's figures), it plays
// the game on --rollouts times as its players would (the policy with each seat's own noise, or the bot level at
// its fixed iterations) and names the seat that won most often: from the true position, every card known (the
// most anything could know), or with --view from each seat's own view, its hidden cards dealt at random (what that
// seat could know). It prints that share beside the linear and the learned evaluation's on the same positions,
// so that a goal for the evaluations (issue 26: 0.80 at two thirds) can be read against what the games allow.
import { BOT_LEVELS } from '../src-shared/bots/index'
import type { Edition } from '../src-shared/engine/index'
import { parseArgs, wilson } from './bot-cli-util'
import { isHeldOut, type TrainConfig } from './train-games'
import { ceilingPositions, namedCredit, type CeilingConfig, type CeilingPosition } from './winner-ceiling-game'
import { runInWorkers } from './worker-pool'

const KNOWN = ['edition', 'players', 'from', 'games', 'seed', 'iterations', 'at', 'per-game', 'rollouts', 'view', 'jobs', 'cache']
const args = parseArgs(process.argv.slice(2))
for (const k of Object.keys(args)) if (!KNOWN.includes(k)) fail(`unknown option --${k}`)
const edition = (args.edition ?? 'second') as Edition
const players = Number(args.players ?? 2)
const from = args.from ?? 'policy'
const games = Number(args.games ?? 100)
const seed = Number(args.seed ?? 2026)
const iterations = Number(args.iterations ?? 24)
const at = Number(args.at ?? 2 / 3)
const perGame = Number(args['per-game'] ?? 2)
const rollouts = Number(args.rollouts ?? 16)
const fromView = args.view === 'true'
const jobs = Number(args.jobs ?? 2)
if (edition !== 'second' && edition !== 'classic') fail('--edition must be second or classic')
if (!Number.isInteger(players) || players < 2 || players > 4) fail('--players must be 2, 3 or 4')
if (from !== 'policy' && !(BOT_LEVELS as readonly string[]).includes(from))
  fail(`--from must be policy or a level (${BOT_LEVELS.join(', ')})`)
for (const [name, n] of [
  ['games', games],
  ['iterations', iterations],
  ['per-game', perGame],
  ['rollouts', rollouts],
  ['jobs', jobs],
] as const)
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number`)
if (!Number.isInteger(seed) || seed < 0) fail('--seed must be a whole number')
if (!(at > 0 && at < 1)) fail('--at must be a share of the game between 0 and 1, e.g. 0.667')

function fail(message: string): never {
  console.error(`train:ceiling: ${message}`)
  process.exit(2)
}

const train: TrainConfig = { edition, players, seed, from, iterations, sampleRate: 1, cache: args.cache }
const config: CeilingConfig = { train, at, perGame, rollouts, fromView }
// the train run's held-out games
const heldOut = Array.from({ length: games }, (_, g) => g).filter(isHeldOut)

async function run(): Promise<CeilingPosition[]> {
  if (jobs === 1) return heldOut.flatMap((g) => ceilingPositions(config, g))
  const out: CeilingPosition[][] = []
  let done = 0
  await runInWorkers<{ config: CeilingConfig; game: number }, CeilingPosition[]>(
    new URL('./winner-ceiling-worker.ts', import.meta.url),
    heldOut.map((game) => ({ config, game })),
    jobs,
    (i, positions) => {
      out[i] = positions
      if (++done % 10 === 0) console.error(`train:ceiling: ${done} of ${heldOut.length} games`)
    },
    ({ game }) => `game ${game}`,
  )
  return out.flat()
}

const started = performance.now()
const positions = await run()
const share = (pick: (p: CeilingPosition) => readonly number[]) => {
  const right = positions.reduce((sum, p) => sum + namedCredit(pick(p), p.won), 0)
  const [lo, hi] = wilson(right, positions.length)
  return `${(right / positions.length).toFixed(3)} [${lo.toFixed(2)}, ${hi.toFixed(2)}]`
}
const source = from === 'policy' ? 'the policy’s games' : `${from}’s games at ${iterations} iterations a decision`
console.log(
  `train:ceiling ${edition}, ${players} players, ${source}: ${positions.length} positions at ${at.toFixed(3)} of ${heldOut.length} held-out games ` +
    `(of ${games}, seed ${seed}), ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
console.log(
  `  winner named: played on ${rollouts} times ${fromView ? 'from each seat’s view' : 'from the true position'} ${share((p) => p.rollout)}` +
    `, linear ${share((p) => p.linear)}, learned ${share((p) => p.learned)}`,
)
