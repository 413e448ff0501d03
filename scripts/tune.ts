// npm run tune -- [--games 3000] [--seed 2026] [--check]
// Fits the bots' evaluation (src-shared/bots/evaluate.ts) on self-play: for each edition and player count it plays
// `--games` games with the policy (each seat with its own noise, so good and poor play both appear), takes
// positions at the start of turns (where the searches call the evaluation), and fits the feature weights to the
// points each seat still scored from there (final total − the points it was sure of) by ridge regression
// towards the hand-set weights. The share of future poverty is chosen from a small grid by the error on held-out
// games (one game in five). Prints, per line, the held-out error of the hand-set and the fitted evaluation (points
// and margins over the best opponent) and writes src-shared/bots/eval-weights.ts (not with --check).
import { writeFileSync, renameSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { fileURLToPath } from 'node:url'
import { createGame, applyInPlace, Rng, type Edition, type GameState } from '../src-shared/engine/index'
import { policyAction } from '../src-shared/bots/policy'
import { EVAL_FEATURES, HAND_SET_WEIGHTS, evalInputs, winChance, type EvalWeights } from '../src-shared/bots/evaluate'
import { parseArgs } from './bot-cli-util'
import { errors, fitRidge, type Sample } from './tune-fit'

const KNOWN = ['games', 'seed', 'check']
const args = parseArgs(process.argv.slice(2))
for (const k of Object.keys(args)) if (!KNOWN.includes(k)) fail(`unknown option --${k}`)
const games = Number(args.games ?? 3000)
const seed = Number(args.seed ?? 2026)
if (!Number.isInteger(games) || games < 10) fail('--games must be a whole number ≥ 10')
if (!Number.isInteger(seed) || seed < 0) fail('--seed must be a whole number')

function fail(message: string): never {
  console.error(`tune: ${message}`)
  process.exit(2)
}

/** Shares of future poverty tried (the one non-linear parameter). */
const SHARES = [0.3, 0.45, 0.6, 0.8, 1]
/** Noise levels of the self-play seats (the rollout policy's, Easy's, and between). */
const NOISES = [0.2, 0.35, 0.6]
/** Chance that the start of a turn is taken as a sample. */
const SAMPLE_RATE = 0.3
/** Pull towards the hand-set weights (relative to each feature's size). */
const LAMBDA = 0.02

interface Position {
  /** per share: each seat's certain points and features */
  readonly inputs: ReturnType<typeof evalInputs>[]
  readonly game: number
}

interface Played {
  readonly positions: Position[]
  readonly finals: number[]
}

function playGame(edition: Edition, players: number, g: number): Played {
  const rng = new Rng((seed * 7919 + g * 104729 + players * 31 + (edition === 'classic' ? 1 : 0)) >>> 0)
  const state: GameState = createGame({ edition, players, seed: rng.int(2 ** 31) })
  const noise = Array.from({ length: players }, () => NOISES[rng.int(NOISES.length)]!)
  const positions: Position[] = []
  let turn = -1
  while (state.phase.kind !== 'over') {
    if (state.turnNumber !== turn) {
      turn = state.turnNumber
      if (rng.next() < SAMPLE_RATE) positions.push({ inputs: SHARES.map((sh) => evalInputs(state, sh)), game: g })
    }
    applyInPlace(state, policyAction(state, rng, noise[state.current]!))
  }
  return { positions, finals: state.result!.scores.map((s) => s.total) }
}

interface LineResult {
  readonly weights: EvalWeights
  readonly report: Record<string, unknown>
}

/** Seat rows (features → points still to come) of the positions, for share index `k`. */
function rows(played: readonly Played[], k: number): Sample[] {
  const out: Sample[] = []
  for (const p of played)
    for (const pos of p.positions) {
      const { certain, features } = pos.inputs[k]!
      features.forEach((x, seat) => out.push({ x, y: p.finals[seat]! - certain[seat]! }))
    }
  return out
}

/** Held-out error of the predicted margin over the best opponent, and how often its sign names the winner. */
function marginError(played: readonly Played[], k: number, w: readonly number[]): { rmse: number; winner: number } {
  let se = 0
  let n = 0
  let right = 0
  for (const p of played)
    for (const pos of p.positions) {
      const { certain, features } = pos.inputs[k]!
      const est = features.map((x, seat) => certain[seat]! + x.reduce((s, v, i) => s + v * w[i]!, 0))
      const margin = (v: readonly number[], seat: number) => v[seat]! - Math.max(...v.filter((_, o) => o !== seat))
      for (let seat = 0; seat < est.length; seat++) {
        const a = margin(p.finals, seat)
        const e = margin(est, seat)
        se += (a - e) ** 2
        n++
        if (a !== 0 && Math.sign(a) === Math.sign(e)) right++
      }
    }
  return { rmse: Math.sqrt(se / Math.max(1, n)), winner: right / Math.max(1, n) }
}

interface Outcome {
  /** estimated margin over the best opponent */
  readonly margin: number
  readonly turns: number
  /** the seat's win share at the end */
  readonly won: number
}

const TURNS = EVAL_FEATURES.indexOf('turns')

function outcomes(played: readonly Played[], k: number, w: readonly number[]): Outcome[] {
  const out: Outcome[] = []
  for (const p of played) {
    const best = Math.max(...p.finals)
    const winners = p.finals.filter((f) => f === best).length
    for (const pos of p.positions) {
      const { certain, features } = pos.inputs[k]!
      const est = features.map((x, seat) => certain[seat]! + x.reduce((s, v, i) => s + v * w[i]!, 0))
      est.forEach((e, seat) => {
        const margin = e - Math.max(...est.filter((_, o) => o !== seat))
        out.push({ margin, turns: features[seat]![TURNS]!, won: p.finals[seat] === best ? 1 / winners : 0 })
      })
    }
  }
  return out
}

/** Mean log-loss of the win chances (lower is better). */
function logLoss(rows: readonly Outcome[], weights: EvalWeights): number {
  let sum = 0
  for (const r of rows) {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, winChance(r.margin, r.turns, weights)))
    sum -= r.won * Math.log(p) + (1 - r.won) * Math.log(1 - p)
  }
  return sum / Math.max(1, rows.length)
}

/** The margin scale (a + b × turns left) that makes the win chances most likely, on a grid. */
function fitScale(rows: readonly Outcome[], base: EvalWeights): EvalWeights {
  let best = base
  let bestLoss = Infinity
  for (let a = 1; a <= 60; a += 1)
    for (let b = 0; b <= 4; b += 0.125) {
      const w = { ...base, marginScale: a, marginScalePerTurn: b }
      const loss = logLoss(rows, w)
      if (loss < bestLoss) {
        bestLoss = loss
        best = w
      }
    }
  return best
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d

function tuneLine(edition: Edition, players: number): LineResult {
  const t0 = performance.now()
  const played: Played[] = []
  for (let g = 0; g < games; g++) played.push(playGame(edition, players, g))
  const train = played.filter((_, g) => g % 5 !== 0)
  const test = played.filter((_, g) => g % 5 === 0)
  const prior = EVAL_FEATURES.map((f) => HAND_SET_WEIGHTS.weights[f])
  const handK = SHARES.indexOf(HAND_SET_WEIGHTS.futurePovertyShare)
  const before = { ...errors(rows(test, handK), prior), margin: marginError(test, handK, prior) }
  let best: { k: number; w: number[]; rmse: number } | null = null
  for (let k = 0; k < SHARES.length; k++) {
    const w = fitRidge(rows(train, k), prior, LAMBDA)
    const { rmse } = errors(rows(test, k), w)
    if (!best || rmse < best.rmse) best = { k, w, rmse }
  }
  const after = { ...errors(rows(test, best!.k), best!.w), margin: marginError(test, best!.k, best!.w) }
  const linear: EvalWeights = {
    ...HAND_SET_WEIGHTS,
    futurePovertyShare: SHARES[best!.k]!,
    weights: Object.fromEntries(EVAL_FEATURES.map((f, i) => [f, round(best!.w[i]!, 4)])) as EvalWeights['weights'],
  }
  const roundedW = EVAL_FEATURES.map((f) => linear.weights[f])
  const weights = fitScale(outcomes(train, best!.k, roundedW), linear)
  const lossBefore = logLoss(outcomes(test, handK, prior), HAND_SET_WEIGHTS)
  const lossAfter = logLoss(outcomes(test, best!.k, roundedW), weights)
  const positions = played.reduce((s, p) => s + p.positions.length, 0)
  const report = {
    edition,
    players,
    games,
    positions,
    heldOutGames: test.length,
    handSet: {
      rmse: round(before.rmse),
      r2: round(before.r2),
      marginRmse: round(before.margin.rmse),
      winnerSign: round(before.margin.winner),
      winLogLoss: round(lossBefore),
    },
    fitted: {
      rmse: round(after.rmse),
      r2: round(after.r2),
      marginRmse: round(after.margin.rmse),
      winnerSign: round(after.margin.winner),
      winLogLoss: round(lossAfter),
    },
    futurePovertyShare: weights.futurePovertyShare,
    marginScale: [weights.marginScale, weights.marginScalePerTurn],
    seconds: round((performance.now() - t0) / 1000, 1),
  }
  console.log(JSON.stringify(report))
  return { weights, report }
}

const lines: { edition: Edition; players: number }[] = []
for (const edition of ['second', 'classic'] as const) for (const players of [2, 3, 4]) lines.push({ edition, players })
const fitted: Record<Edition, Record<number, LineResult>> = { second: {}, classic: {} }
for (const l of lines) fitted[l.edition][l.players] = tuneLine(l.edition, l.players)

if (!args.check) {
  const file = fileURLToPath(new URL('../src-shared/bots/eval-weights.ts', import.meta.url))
  const body = (e: Edition) =>
    `{\n${Object.entries(fitted[e])
      .map(
        ([n, r]) =>
          `    // held-out games: fitted ${JSON.stringify(r.report.fitted)}, hand-set ${JSON.stringify(r.report.handSet)}\n    ${n}: ${JSON.stringify(r.weights)},`,
      )
      .join('\n')}\n  }`
  const text = `// Generated by \`npm run tune -- --games ${games} --seed ${seed}\` (scripts/tune.ts): the evaluation's weights fitted on
// self-play, per edition and player count. Do not edit by hand: run the command again.
import type { EvalWeights } from './eval-features'

export const EVAL_WEIGHTS: Readonly<Record<'second' | 'classic', Partial<Record<number, EvalWeights>>>> = {
  second: ${body('second')},
  classic: ${body('classic')},
}
`
  // formatted as the project's Prettier settings say, so that `npm run lint` accepts the file as written
  const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file })
  writeFileSync(`${file}.tmp`, formatted)
  renameSync(`${file}.tmp`, file)
  console.error(`tune: wrote ${file}`)
}
