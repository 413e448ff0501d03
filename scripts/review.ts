// npm run review -- --save FILE --seat N [--budget-ms B] [--iterations N] [--seed S] [--min-loss L]
// The analyst (limits.ts analystLevel: Expert or Hard) re-examines every decision seat N made in a saved game
// (finished or not, either edition), each from that seat's view at the time. Progress goes to stderr; the last
// line on stdout is one JSON object:
//   {"seat":N,"decisions":D,"reviewed":R,"mistakes":[{"seq":S,"turn":T,"played":ACTION,"better":ACTION,"loss":L},…]}
// `seq` indexes the save's action list, `loss` is the estimated final prestige given away, costliest first.
// --iterations fixes the search size instead of the clock (with --seed: the same verdicts every run).
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { GameRecord } from '../src-shared/game-record'
import { REVIEW_BUDGET_MS, REVIEW_MIN_LOSS, reviewGame } from '../src-shared/bots/review'
import { parseArgs } from './bot-cli-util'

const USAGE = 'usage: npm run review -- --save FILE --seat N [--budget-ms B] [--iterations N] [--seed S] [--min-loss L]'

function fail(message: string): never {
  console.error(`review: ${message}`)
  process.exit(1)
}

function number(name: string, fallback: number | undefined, min: number): number | undefined {
  const raw = args[name]
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n < min) fail(`--${name} must be a number ≥ ${min} (got ${raw})`)
  return n
}

const args = parseArgs(process.argv.slice(2))
for (const k of Object.keys(args))
  if (!['save', 'seat', 'budget-ms', 'iterations', 'seed', 'min-loss'].includes(k)) fail(`unknown option --${k}\n${USAGE}`)
if (!args.save || args.seat === undefined) fail(USAGE)

let record: GameRecord
try {
  record = GameRecord.load(readFileSync(args.save, 'utf8'))
} catch (e) {
  fail(`cannot review ${args.save}: ${e instanceof Error ? e.message : String(e)}`)
}
const players = record.seats.length
const seat = Number(args.seat)
if (!Number.isInteger(seat) || seat < 0 || seat >= players) fail(`--seat must be 0 to ${players - 1} in this ${players}-player game`)
const budgetMs = number('budget-ms', REVIEW_BUDGET_MS, 1)!
const iterations = number('iterations', undefined, 2)
const seed = number('seed', 1, 0)! >>> 0
const minLoss = number('min-loss', REVIEW_MIN_LOSS, 0)!

const started = performance.now()
const who = `seat ${seat} (${record.seats[seat]!.name})`
console.error(
  `review: ${who}, ${record.options.edition} edition, ${players} players, ${record.length} moves` +
    `${record.state.phase.kind === 'over' ? ', finished' : ', unfinished'}; ` +
    (iterations !== undefined ? `${iterations} simulations a decision` : `${budgetMs} ms a decision`),
)
const result = reviewGame(record.options, record.actions(), seat, {
  budgetMs,
  iterations,
  seed,
  minLoss,
  now: () => performance.now(),
  onProgress: ({ done, total, verdict, point }) => {
    const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`
    const margin = verdict.bestMargin === null ? '' : `, estimated margin with the analyst's move ${signed(verdict.bestMargin)}`
    // the chart's point: the learned verdict on the position (review.ts chartPoint)
    const said = point?.by === 'learned' ? `, learned verdict ${signed(point.margin)} (${Math.round(point.chance! * 100)}% to win)` : ''
    const loss = verdict.loss > 0 ? `, loss ${verdict.loss.toFixed(1)}` : ''
    console.error(`review: ${done}/${total} move ${verdict.seq} turn ${verdict.turn}${said}${margin}${loss}`)
  },
})
const seconds = (performance.now() - started) / 1000
console.error(
  `review: ${result.reviewed} of ${result.decisions} decisions reviewed in ${seconds.toFixed(1)} s ` +
    `(${((seconds * 1000) / Math.max(1, result.reviewed)).toFixed(0)} ms each), ${result.mistakes.length} mistakes`,
)
console.log(
  JSON.stringify({
    seat: result.seat,
    decisions: result.decisions,
    reviewed: result.reviewed,
    mistakes: result.mistakes.map((m) => ({ seq: m.seq, turn: m.turn, played: m.played, better: m.better, loss: m.loss })),
  }),
)
