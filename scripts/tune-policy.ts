// npm run tune:policy -- [--edition classic] [--players 2] [--against plain|tuned] [--games 1500] [--check-games 4000] [--passes 2] [--seed 2026] [--check]
// Tunes the weights of the policy Hard plays its rollouts with and orders its moves by (HARD_SEARCH's policy: the
// policy counting what the city's gaining cards bring now), for one edition and player count. Each candidate set of
// weights plays `--games` games, one seat against the rival in every other seat: the plain policy (Medium's
// rollouts, Easy's play), or with `--against tuned` the weights in the file for the edition, which the search then
// starts from; all with the rollouts' noise, the tuned seat going round; the same deals and dice for every candidate
// (common random numbers), so candidates are compared on the same games. Coordinate search: each weight in turn is
// multiplied by a few factors and the best win share kept, `--passes` times over. Then the tuned and the starting
// weights (and the file's, when they are not the start) play `--check-games` other games against the rival. Prints
// one line per improvement and the check, and writes src-shared/bots/policy-weights.ts (not with --check).
import { renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { applyInPlace, createGame, Rng, type Edition } from '../src-shared/engine/index'
import { PLAIN_POLICY, POLICY_PARAMS, policyAction, type PolicyParams, type PolicyStyle } from '../src-shared/bots/policy'
import { ROLLOUT_NOISE } from '../src-shared/bots/search'
import { TUNED_POLICY } from '../src-shared/bots/policy-weights'
import { parseArgs, wilson } from './bot-cli-util'

const KNOWN = ['against', 'edition', 'players', 'games', 'check-games', 'passes', 'seed', 'check']
const args = parseArgs(process.argv.slice(2))
for (const k of Object.keys(args)) if (!KNOWN.includes(k)) fail(`unknown option --${k}`)
const edition = (args.edition ?? 'classic') as Edition
const players = Number(args.players ?? 2)
const games = Number(args.games ?? 1500)
const checkGames = Number(args['check-games'] ?? 4000)
const passes = Number(args.passes ?? 2)
const seed = Number(args.seed ?? 2026)
if (edition !== 'classic' && edition !== 'second') fail('--edition is classic or second')
if (![2, 3, 4].includes(players)) fail('--players is 2, 3 or 4')
// the weights file holds each edition's two-player weights, which Hard plays with every player count: a screen of
// weights tuned with four players lost (README.md), so none is kept and such a run only prints
if (players !== 2 && !args.check) fail('weights tuned for more than two players are only printed: add --check')
const against = args.against ?? 'plain'
if (against !== 'plain' && against !== 'tuned') fail('--against is plain or tuned')
const rivalParams = against === 'tuned' ? TUNED_POLICY[edition] : POLICY_PARAMS
if (!rivalParams) fail(`no tuned weights for ${edition} to play against`)
// the file's weights are tuned against the plain policy: weights tuned against those did no better (README.md)
if (against === 'tuned' && !args.check) fail('weights tuned against the tuned ones are only printed: add --check')
const rival: PolicyStyle = against === 'tuned' ? { params: rivalParams, cityGains: true } : PLAIN_POLICY
if (![games, checkGames, passes].every((n) => Number.isInteger(n) && n > 0)) fail('counts must be positive whole numbers')
if (!Number.isInteger(seed) || seed < 0) fail('--seed must be a whole number')

function fail(message: string): never {
  console.error(`tune:policy: ${message}`)
  process.exit(2)
}

/** Factors tried on each weight in a pass. */
const FACTORS = [0.5, 0.7, 0.85, 1.2, 1.4, 2]

interface Duel {
  /** the tuned seat's win share (a shared win counts as a fraction) */
  readonly winShare: number
  /** its mean final margin over the best other seat */
  readonly margin: number
}

/** `params` (counting the city's gains) against the rival over games `first` … `first + n − 1`. */
function duel(params: PolicyParams, first: number, n: number): Duel {
  const tuned: PolicyStyle = { params, cityGains: true }
  let wins = 0
  let margin = 0
  for (let g = first; g < first + n; g++) {
    const rng = new Rng((seed * 7919 + g * 104729) >>> 0)
    const state = createGame({ edition, players, seed: rng.int(2 ** 31) })
    const seat = g % players
    while (state.phase.kind !== 'over') {
      const style = state.current === seat ? tuned : rival
      applyInPlace(state, policyAction(state, rng, ROLLOUT_NOISE, undefined, style))
    }
    const { winners, scores } = state.result!
    if (winners.includes(seat)) wins += 1 / winners.length
    margin += scores[seat]!.total - Math.max(...scores.filter((_, i) => i !== seat).map((x) => x.total))
  }
  return { winShare: wins / n, margin: margin / n }
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d
const t0 = performance.now()
const start: PolicyParams = { ...rivalParams }
let best = { params: start, ...duel(start, 0, games) }
console.log(JSON.stringify({ start: true, winShare: round(best.winShare), margin: round(best.margin, 1) }))
const keys = Object.keys(start) as (keyof PolicyParams)[]
for (let pass = 0; pass < passes; pass++) {
  for (const key of keys) {
    const base = best.params
    for (const f of FACTORS) {
      const params = { ...base, [key]: round(base[key] * f) }
      const d = duel(params, 0, games)
      // better win share; an equal one with a better margin
      if (d.winShare > best.winShare || (d.winShare === best.winShare && d.margin > best.margin)) {
        best = { params, ...d }
        console.log(JSON.stringify({ pass, [key]: params[key], winShare: round(d.winShare), margin: round(d.margin, 1) }))
      }
    }
  }
}

// other games than those tuned on
const check = (params: PolicyParams) => {
  const d = duel(params, games, checkGames)
  const wins = d.winShare * checkGames
  return { winShare: round(d.winShare), ci95: wilson(wins, checkGames).map((x) => round(x)), margin: round(d.margin, 1) }
}
const report = {
  edition,
  players,
  against,
  games,
  checkGames,
  passes,
  seed,
  startCheck: check(start),
  tunedCheck: check(best.params),
  // against the tuned weights, the file's are the start: checked once, above
  previousCheck: TUNED_POLICY[edition] && against === 'plain' ? check(TUNED_POLICY[edition]) : null,
  seconds: round((performance.now() - t0) / 1000, 1),
}
console.log(JSON.stringify({ params: best.params, ...report }))

if (!args.check) {
  const file = fileURLToPath(new URL('../src-shared/bots/policy-weights.ts', import.meta.url))
  const others = Object.entries(TUNED_POLICY).filter(([e]) => e !== edition)
  const entries = [
    ...others.map(([e, p]) => `  ${e}: ${JSON.stringify(p)},`),
    `  // against the plain policy on held-out games: ${JSON.stringify({ tuned: report.tunedCheck, start: report.startCheck })}\n  ${edition}: ${JSON.stringify(best.params)},`,
  ]
  const text = `// Generated by \`npm run tune:policy -- --edition ${edition} --games ${games} --check-games ${checkGames} --passes ${passes} --seed ${seed}\`
// (scripts/tune-policy.ts): the weights of Hard's policy (which counts what the city's gaining cards bring now), tuned by
// self-play against the plain policy. Do not edit by hand: run the command again.
import type { PolicyParams } from './policy-context'

export const TUNED_POLICY: Readonly<Partial<Record<'second' | 'classic', PolicyParams>>> = {
${entries.join('\n')}
}
`
  // formatted as the project's Prettier settings say, so that `npm run lint` accepts the file as written
  const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file })
  writeFileSync(`${file}.tmp`, formatted)
  renameSync(`${file}.tmp`, file)
  console.error(`tune:policy: wrote ${file}`)
}
