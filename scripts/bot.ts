// npm run bot -- --save FILE --seat N --level easy|medium|hard|expert [--budget-ms B] [--seed S] [--iterations N]
// Loads a save, shows the bot only view(state, seat) and prints the action it chooses as one JSON line.
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { view } from '../src-shared/engine/index'
import { GameRecord } from '../src-shared/game-record'
import { BOT_LEVELS, DEFAULT_BUDGET_MS, chooseAction, type BotLevel } from '../src-shared/bots/index'
import { parseArgs } from './bot-cli-util'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const args = parseArgs(process.argv.slice(2))
if (!args.save)
  fail(`usage: npm run bot -- --save FILE --seat N --level ${BOT_LEVELS.join('|')} [--budget-ms B] [--seed S] [--iterations N]`)
const level = (args.level ?? 'hard') as BotLevel
if (!BOT_LEVELS.includes(level)) fail(`--level must be one of ${BOT_LEVELS.join(', ')}`)
let loaded
try {
  loaded = GameRecord.load(readFileSync(args.save, 'utf8'))
} catch (e) {
  fail(`cannot load ${args.save}: ${e instanceof Error ? e.message : String(e)}`)
}
const { state } = loaded
const seat = Number(args.seat ?? state.current)
if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) fail(`--seat must be 0..${state.players.length - 1}`)
if (state.phase.kind === 'over') fail('The game is over.')
if (state.current !== seat) fail(`It is seat ${state.current}'s turn, not seat ${seat}'s.`)
const budgetMs = args['budget-ms'] !== undefined ? Number(args['budget-ms']) : DEFAULT_BUDGET_MS[level]
const seed = Number(args.seed ?? 1) >>> 0
const iterations = args.iterations !== undefined ? Number(args.iterations) : undefined
const action = chooseAction(view(state, seat), level, { seed, budgetMs, iterations, now: () => performance.now() })
console.log(JSON.stringify(action))
