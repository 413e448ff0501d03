// npm run tune:search -- [--positions 40] [--seed 2026] [--iterations 950] [--truth 300] [--edition second|classic]
//   [--players 2] [--param ucbPoints=4,8,16]
// How well Hard's tree search (ismcts: the second edition's Hard; classic's uses sequential halving, see
// HARD_SEARCH) chooses at a given number of iterations, for several values of one of its constants
// (SEARCH_PARAMS, e.g. the UCB exploration constant ucbPoints or the widening below the root widenDeep). Positions come from games played by the policy (every seat with a little noise):
// decisions with at least three candidates, taken at random. Each position's "truth" is the mean reward of every
// root candidate over `--truth` simulations of its own (the candidate, then Hard's rollout to its horizon);
// a search's regret is the truth of the best candidate minus the truth of the one it chose, in points of margin.
// Prints one line per value: the mean regret and how often the search chose the best candidate.
import {
  actionKey,
  applyInPlace,
  createGame,
  Rng,
  view,
  type Action,
  type Edition,
  type GameState,
  type GameView,
} from '../src-shared/engine/index'
import { determinize } from '../src-shared/bots/determinize'
import { rewardPerPoint } from '../src-shared/bots/evaluate'
import { candidateActions, policyAction } from '../src-shared/bots/policy'
import { SEARCH_PARAMS, horizon, ismcts, rollout } from '../src-shared/bots/search'
import { parseArgs } from './bot-cli-util'

const args = parseArgs(process.argv.slice(2))
const KNOWN = ['positions', 'seed', 'iterations', 'truth', 'edition', 'players', 'param']
for (const k of Object.keys(args)) if (!KNOWN.includes(k)) fail(`unknown option --${k}`)
const positions = Number(args.positions ?? 40)
const seed = Number(args.seed ?? 2026)
const iterations = Number(args.iterations ?? 950)
const truthSims = Number(args.truth ?? 300)
const editions: Edition[] = args.edition ? [args.edition as Edition] : ['second', 'classic']
const players = Number(args.players ?? 2)
const [param, list] = (args.param ?? 'ucbPoints=4,8,16').split('=') as [keyof typeof SEARCH_PARAMS, string | undefined]
if (!(param in SEARCH_PARAMS) || list === undefined)
  fail(`--param takes name=v1,v2 with a name among ${Object.keys(SEARCH_PARAMS).join(', ')}`)
const constants = list.split(',').map(Number)
if (![positions, iterations, truthSims].every((n) => Number.isInteger(n) && n > 0)) fail('counts must be positive whole numbers')
if (!Number.isInteger(players) || players < 2 || players > 4) fail('--players must be 2, 3 or 4')
if (constants.some((c) => !(c >= 0))) fail('--param values are numbers ≥ 0, e.g. ucbPoints=2,4,8')

function fail(message: string): never {
  console.error(`tune-search: ${message}`)
  process.exit(2)
}

/** Random decisions with three candidates or more, from policy games. */
function samplePositions(edition: Edition, rng: Rng): GameView[] {
  const out: GameView[] = []
  while (out.length < positions) {
    const state: GameState = createGame({ edition, players, seed: rng.int(2 ** 31) })
    while (state.phase.kind !== 'over' && out.length < positions) {
      if (rng.next() < 0.02) {
        const v = view(state, state.current)
        if (candidateActions(determinize(v, rng)).length >= 3) out.push(v)
      }
      applyInPlace(state, policyAction(state, rng, 0.35))
    }
  }
  return out
}

/** Mean reward of each candidate over `truthSims` simulations of its own. */
function truth(v: GameView, cands: readonly Action[], rng: Rng): Map<string, number> {
  const end = horizon(v, SEARCH_PARAMS.rounds)
  const out = new Map<string, number>()
  for (const a of cands) {
    let sum = 0
    for (let i = 0; i < truthSims; i++) {
      const s = determinize(v, rng)
      const own = candidateActions(s).find((b) => actionKey(b) === actionKey(a))
      if (!own) continue
      applyInPlace(s, own)
      sum += rollout(s, v.viewer, end, rng)
    }
    out.set(actionKey(a), sum / truthSims)
  }
  return out
}

const original = SEARCH_PARAMS[param]
for (const edition of editions) {
  const rng = new Rng(seed)
  const views = samplePositions(edition, rng)
  const regret = constants.map(() => 0)
  const bestChosen = constants.map(() => 0)
  let runs = 0
  const t0 = performance.now()
  for (const v of views) {
    const cands = candidateActions(determinize(v, new Rng(1)))
    const t = truth(v, cands, rng)
    const best = Math.max(...t.values())
    const perPoint = rewardPerPoint(v, v.viewer)
    for (let r = 0; r < 2; r++) {
      constants.forEach((c, i) => {
        SEARCH_PARAMS[param] = c
        const a = ismcts(v, cands, new Rng(seed + r * 7 + runs), { budgetMs: 0, now: () => 0, iterations, earlyStop: false })
        const got = t.get(actionKey(a)) ?? best
        regret[i]! += (best - got) / perPoint
        if (got === best) bestChosen[i]!++
      })
      runs++
    }
  }
  SEARCH_PARAMS[param] = original
  constants.forEach((c, i) =>
    console.log(
      JSON.stringify({
        edition,
        players,
        [param]: c,
        positions: views.length,
        iterations,
        truthSims,
        meanRegretPoints: Math.round((regret[i]! / runs) * 1000) / 1000,
        bestChosen: Math.round((bestChosen[i]! / runs) * 1000) / 1000,
        seconds: Math.round((performance.now() - t0) / 100) / 10,
      }),
    ),
  )
}
