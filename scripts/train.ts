// npm run train -- --edition E --players N --games G --seed S [--from policy|medium|hard|expert] [--iterations I]
//   [--jobs 2] [--hidden 32] [--epochs 12] [--sample 0.35] [--smooth 20] [--smooth-turn | --smooth-across A] [--skip]
//   [--target win|margin] [--cache DIR] [--features 1|3] [--role search|verdict] [--dry-run] [--check]
// Trains the learned evaluation (src-shared/bots/value-net.ts) on self-play (issue 26): plays G games (`--from`:
// Hard's rollout policy with some noise, fast; or a bot level at a fixed number of simulations per decision, so
// the games are the same on any machine) in worker threads, takes positions from them (every decision of the
// held-out games, one in five; a sample of the others) with each seat's features as that seat sees the position
// (value-features.ts), and fits a small network with @tensorflow/tfjs (training only: the bots run a plain forward
// pass) to each seat's win share, by log-loss, on whole games apart from the held-out ones. Then it prints, for
// the held-out games, the linear evaluation (evaluate.ts `reward`/`estimateScores`) and the learned one side by
// side: how often each names the eventual winner at one third and two thirds of the game, their log-loss, and the
// jitter of a seat's estimate between its consecutive decisions; and the cost of the learned evaluation per
// position. It writes the net into src-shared/bots/value-net-weights-<edition>.ts (not with --check).
//
// Sources may be mixed: `--from policy,hard --games 1500,1000` trains on both (each source holds out its own games,
// and the held-out figures are printed for all of them and for each source). `--target margin` fits each seat's
// final margin over the best other seat (in points, a Huber loss) instead of its win share: every point of every
// game teaches, not one bit a game; the chance to win is then the linear evaluation's logistic of the margin, with
// a sharpness fitted on the training games' winners (value-net-types.ts `output`).
//
// --smooth W weighs the squared change of the mover's estimate between its consecutive decisions; --smooth-turn
// weighs only the pairs within one of its turns, --smooth-across A weighs the pairs across the other seats' turns
// by A instead (W then weighs the pairs within a turn alone): a judge should follow what the others and the deck
// do, but need not follow it as closely as its own moves.
//
// --cache DIR keeps each game's actions there (and reads them back), so another run with other network settings
// replays instead of playing; --skip adds the linear evaluation's logit to the net's output with a learned weight
// (a skip connection: the layers learn a correction to the linear judgement); --features 3 gives the net feature
// set 3's inputs too (value-features.ts: how many cards of each kind the seat's city and hand and the best
// opponent's city show); --role verdict writes the net as the line's verdict net (value-net.ts VERDICT_NETS: what
// the review's chart reads, never searched with) instead of its search net; --dry-run trains and prints but writes
// nothing. --check: trains nothing; plays G games with seed S (all of them held out) and prints the same comparison
// for the nets already in the weights file (the search net as `learned`, the verdict net, if any, as `verdict`).
import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { format, resolveConfig } from 'prettier'
import { Rng, createGame, applyInPlace, type Edition, type GameState } from '../src-shared/engine/index'
import { policyAction } from '../src-shared/bots/policy'
import { advantage, reward } from '../src-shared/bots/evaluate'
import { HARD_SEARCH } from '../src-shared/bots/search'
import { FEATURE_SETS, featureCount, gameFeatureIndex, valueFeatures, type FeatureSet } from '../src-shared/bots/value-features'
import { VALUE_NETS, VERDICT_NETS, chanceFromOutput, compileNet, forwardLogit, sigmoid, type ValueNet } from '../src-shared/bots/value-net'
import { BOT_LEVELS } from '../src-shared/bots/index'
import type { Scalar, Tensor } from '@tensorflow/tfjs'
import { parseArgs } from './bot-cli-util'
import { gamePositions, isHeldOut, type GamePositions, type TrainConfig } from './train-games'
import { runInWorkers } from './worker-pool'
import { jitter, logLoss, winnerNamed, type EvaluatedGame } from './train-metrics'

const KNOWN = [
  'edition',
  'players',
  'games',
  'seed',
  'from',
  'iterations',
  'jobs',
  'hidden',
  'epochs',
  'check',
  'sample',
  'cache',
  'smooth',
  'smooth-turn',
  'smooth-across',
  'dry-run',
  'skip',
  'target',
  'features',
  'role',
]
const args = parseArgs(process.argv.slice(2))
for (const k of Object.keys(args)) if (!KNOWN.includes(k)) fail(`unknown option --${k}`)
const edition = (args.edition ?? 'second') as Edition
const players = Number(args.players ?? 2)
const sources = (args.from ?? 'policy').split(',')
const gamesBySource = (args.games ?? '500').split(',').map(Number)
const seed = Number(args.seed ?? 2026)
const iterations = Number(args.iterations ?? 24)
const jobs = Number(args.jobs ?? 2)
const hidden = (args.hidden ?? '32').split(',').map(Number)
const epochs = Number(args.epochs ?? 12)
const sampleRate = Number(args.sample ?? 0.35)
const smooth = Number(args.smooth ?? 20)
/** --smooth-turn: the smoothing weighs only changes between the mover's decisions within one of its turns */
const smoothTurn = args['smooth-turn'] === 'true'
/** --smooth-across A: the pairs of decisions with the other seats' turns between them weigh A (the others `smooth`) */
const smoothAcross = args['smooth-across'] === undefined ? null : Number(args['smooth-across'])
const check = args.check === 'true'
/** --skip: the linear evaluation's logit is added to the net's output (a learned weight), the layers learn a correction */
const skip = args.skip === 'true'
const target = args.target ?? 'win'
/** --role verdict: the net is written as the line's verdict net (VERDICT_NETS), not as its search net */
const role = args.role ?? 'search'
/** the nets --check measures, each on positions with the inputs it was trained on */
const checked = check
  ? (
      [
        ['learned', VALUE_NETS[edition]?.[players]],
        ['verdict', VERDICT_NETS[edition]?.[players]],
      ] as const
    ).flatMap(([name, net]) => (net ? [{ name, net, featureSet: (net.featureSet ?? 1) as FeatureSet }] : []))
  : []
const featureSet = (check ? (checked[0]?.featureSet ?? 1) : Number(args.features ?? 1)) as FeatureSet
/** a margin net's output unit, in points (the layers work on numbers of about one) */
const MARGIN_UNIT = 20
if (edition !== 'second' && edition !== 'classic') fail('--edition must be second or classic')
if (!Number.isInteger(players) || players < 2 || players > 4) fail('--players must be 2, 3 or 4')
if (gamesBySource.length !== sources.length) fail('--games must give one number per source of --from')
if (gamesBySource.some((g) => !Number.isInteger(g) || g < (check ? 1 : 10))) fail('--games must be whole numbers ≥ 10')
if (target !== 'win' && target !== 'margin') fail('--target must be win or margin')
if (!Number.isInteger(seed) || seed < 0) fail('--seed must be a whole number')
for (const from of sources)
  if (from !== 'policy' && !(BOT_LEVELS as readonly string[]).includes(from))
    fail(`--from must be policy or a level (${BOT_LEVELS.join(', ')}), or several with commas`)
if (new Set(sources).size !== sources.length) fail('--from names a source twice')
if (!Number.isInteger(iterations) || iterations < 1) fail('--iterations must be a positive whole number')
if (!Number.isInteger(jobs) || jobs < 1) fail('--jobs must be a positive whole number')
if (hidden.some((h) => !Number.isInteger(h) || h < 1)) fail('--hidden must be layer widths such as 32 or 32,16')
if (!Number.isInteger(epochs) || epochs < 1) fail('--epochs must be a positive whole number')
if (!(sampleRate > 0 && sampleRate <= 1)) fail('--sample must be in (0, 1]')
if (!(smooth >= 0)) fail('--smooth must be a number ≥ 0')
if (smoothAcross !== null && !(smoothAcross >= 0)) fail('--smooth-across must be a number ≥ 0')
if (smoothAcross !== null && smoothTurn) fail('--smooth-turn is --smooth-across 0: give one of them')
if (!FEATURE_SETS.includes(featureSet)) fail(`--features must be ${FEATURE_SETS.join(' or ')}`)
if (check && args.features !== undefined) fail('--check measures the nets in the file with their own feature sets: leave out --features')
if (role !== 'search' && role !== 'verdict') fail('--role must be search or verdict')
if (check && args.role !== undefined) fail('--check measures both nets of the line: leave out --role')

function fail(message: string): never {
  console.error(`train: ${message}`)
  process.exit(2)
}

// the command as recorded in the weights file (the cache folder changes nothing in the result)
const command = `npm run train -- ${process.argv
  .slice(2)
  .join(' ')
  .replace(/ ?--cache \S+/, '')}`
if (args.cache) mkdirSync(args.cache, { recursive: true })
const configs: TrainConfig[] = sources.map((from) => ({
  edition,
  players,
  seed,
  from,
  iterations,
  sampleRate: check ? 1 : sampleRate,
  cache: args.cache,
  smoothWithinTurn: smoothTurn,
  featureSet,
}))
const games = gamesBySource.reduce((a, b) => a + b, 0)
/** every game to play, its positions' inputs from feature set `set`: its source and its number within the source */
const jobsFor = (set: FeatureSet) =>
  configs.flatMap((config, k) =>
    Array.from({ length: gamesBySource[k]! }, (_, game) => ({ source: k, config: { ...config, featureSet: set }, game })),
  )
const describeSource = (from: string) =>
  from === 'policy' ? 'Hard’s rollout policy with noise' : `${from} at ${iterations} iterations a decision`
const F = featureCount(players, featureSet)
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d

/** A game's positions with the source it came from. */
type Played = GamePositions & { readonly source: number }

/** Plays every game on `jobs` worker threads (or here with one job), in source and game order. */
async function generate(set: FeatureSet = featureSet): Promise<Played[]> {
  const jobsList = jobsFor(set)
  const out = new Array<Played>(games)
  if (jobs === 1) {
    jobsList.forEach((j, i) => (out[i] = { ...gamePositions(j.config, j.game), source: j.source }))
    return out
  }
  let done = 0
  await runInWorkers<ReturnType<typeof jobsFor>[number], GamePositions>(
    new URL('./train-worker.ts', import.meta.url),
    jobsList,
    jobs,
    (i, positions) => {
      out[i] = { ...positions, source: jobsList[i]!.source }
      if (++done % 50 === 0) console.error(`train: ${done} of ${games} games`)
    },
    (j) => `${sources[j.source]} game ${j.game}`,
  )
  return out
}

/** The held-out games with an evaluation's estimates for every seat of every position. */
function evaluated(played: readonly GamePositions[], estimate: (p: GamePositions, g: number) => ArrayLike<number>): EvaluatedGame[] {
  return played.map((p, g) => ({ turns: p.turns, won: p.won, turn: p.turn, mover: p.mover, estimate: estimate(p, g) }))
}

/** The net's outputs for every seat of every position of a game. */
function learnedOutputs(net: ValueNet, p: GamePositions): Float64Array {
  const F = featureCount(players, net.featureSet ?? 1)
  const c = compileNet(net)
  const n = p.index.length * players
  const out = new Float64Array(n)
  for (let i = 0; i < n; i++) out[i] = forwardLogit(c, Float64Array.from(p.features.subarray(i * F, (i + 1) * F)))
  return out
}

/**
 * Mean absolute error, in points, of the final margins (each seat's over the best other) estimated by the linear
 * evaluation and by a margin net (`outputs`: its outputs for each game), over every seat of every held-out position.
 */
function marginErrors(
  heldOut: readonly GamePositions[],
  outputs: readonly Float64Array[],
  unit: number,
): { linear: number; learned: number } {
  let linear = 0
  let learned = 0
  let n = 0
  heldOut.forEach((p, g) => {
    for (let i = 0; i < p.index.length; i++) {
      const scores = Array.from(p.linearScore.subarray(i * players, (i + 1) * players))
      for (let s = 0; s < players; s++) {
        linear += Math.abs(advantage(scores, s) - p.margin[s]!)
        learned += Math.abs(unit * outputs[g]![i * players + s]! - p.margin[s]!)
        n++
      }
    }
  })
  return { linear: round(linear / n, 2), learned: round(learned / n, 2) }
}

function metrics(set: readonly EvaluatedGame[]) {
  const third = winnerNamed(set, 1 / 3)
  const twoThirds = winnerNamed(set, 2 / 3)
  return {
    winnerAtThird: round(third.share),
    winnerAtTwoThirds: round(twoThirds.share),
    positionsAt: [third.positions, twoThirds.positions],
    logLoss: round(logLoss(set)),
    jitter: round(jitter(set), 4),
  }
}

/** The linear and the learned evaluation on held-out games, side by side. */
function compare(heldOut: readonly GamePositions[], net: ValueNet) {
  const linear = metrics(evaluated(heldOut, (p) => p.linearReward))
  // the linear evaluation names the winner by its estimated scores (its reward orders the seats the same way in
  // two-player games; with more, the highest estimate is its pick)
  const byScore = evaluated(heldOut, (p) => p.linearScore)
  // the net's outputs, once per game: its chances, and for a margin net its margins
  const outputs = heldOut.map((p) => learnedOutputs(net, p))
  const chances = outputs.map((out, g) => out.map((o, i) => chanceFromOutput(net, o, heldOut[g]!.chanceScale[i]!)))
  const learned = metrics(evaluated(heldOut, (_, g) => chances[g]!))
  const margin = net.output ? marginErrors(heldOut, outputs, net.output.unit) : null
  return {
    linear: {
      ...linear,
      winnerAtThird: round(winnerNamed(byScore, 1 / 3).share),
      winnerAtTwoThirds: round(winnerNamed(byScore, 2 / 3).share),
      ...(margin ? { marginError: margin.linear } : {}),
    },
    learned: { ...learned, ...(margin ? { marginError: margin.learned } : {}) },
  }
}

/** The comparison on all the held-out games, and with several sources on each source's own. */
function compareBySource(heldOut: readonly Played[], net: ValueNet) {
  const all = compare(heldOut, net)
  if (sources.length === 1) return { heldOut: all }
  const bySource = Object.fromEntries(
    sources.map((from, k) => [
      from,
      compare(
        heldOut.filter((p) => p.source === k),
        net,
      ),
    ]),
  )
  return { heldOut: all, heldOutBySource: bySource }
}

/** Microseconds per call of the learned and the linear evaluation, on positions of fresh policy games. */
function cost(net: ValueNet): { learnedUs: number; featuresUs: number; forwardUs: number; linearUs: number; positions: number } {
  const states: GameState[] = []
  const rng = new Rng(seed + 17)
  for (let g = 0; g < 3; g++) {
    const s = createGame({ edition, players, seed: seed * 7 + g })
    const style = HARD_SEARCH[edition].policy
    while (s.phase.kind !== 'over') {
      if (rng.next() < 0.2) states.push(structuredClone(s))
      applyInPlace(s, policyAction(s, rng, 0.35, undefined, style))
    }
  }
  const c = compileNet(net)
  const set = (net.featureSet ?? 1) as FeatureSet
  const x = new Float64Array(featureCount(players, set))
  // each timed over all the positions, in 7 alternating rounds; the fastest round counts (a loaded machine only
  // ever adds time)
  const time = (f: () => void) => {
    const t0 = performance.now()
    f()
    return ((performance.now() - t0) * 1000) / states.length
  }
  let sink = 0
  const cityGains = HARD_SEARCH[edition].cityGains
  const runs = {
    featuresUs: () => states.forEach((s) => valueFeatures(s, s.current, x, set)),
    forwardUs: () => states.forEach(() => (sink += forwardLogit(c, x))),
    learnedUs: () => states.forEach((s) => (sink += sigmoid(forwardLogit(c, valueFeatures(s, s.current, x, set))))),
    linearUs: () => states.forEach((s) => (sink += reward(s, s.current, cityGains))),
  }
  const best = { featuresUs: Infinity, forwardUs: Infinity, learnedUs: Infinity, linearUs: Infinity }
  for (let r = 0; r < 7; r++)
    for (const [k, f] of Object.entries(runs)) best[k as keyof typeof best] = Math.min(best[k as keyof typeof best], time(f))
  const { featuresUs, forwardUs, learnedUs, linearUs } = best
  if (!Number.isFinite(sink)) throw new Error('non-finite evaluation')
  return {
    learnedUs: round(learnedUs, 2),
    featuresUs: round(featuresUs, 2),
    forwardUs: round(forwardUs, 2),
    linearUs: round(linearUs, 2),
    positions: states.length,
  }
}

const t0 = performance.now()
const played = await generate()
const generateSeconds = round((performance.now() - t0) / 1000, 1)
console.error(`train: ${games} games played in ${generateSeconds} s`)

if (check) {
  if (checked.length === 0) fail(`no learned evaluation for ${edition} ${players}p yet: train one first`)
  const positions = played.reduce((s, p) => s + p.index.length, 0)
  // the same games for each net, with the inputs of its own feature set (played again where the sets differ)
  const bySet = new Map<FeatureSet, Played[]>([[featureSet, played]])
  const results: { name: string; result: ReturnType<typeof compareBySource>; costUs: ReturnType<typeof cost> }[] = []
  for (const { name, net, featureSet: set } of checked) {
    if (!bySet.has(set)) bySet.set(set, await generate(set))
    results.push({ name, result: compareBySource(bySet.get(set)!, net), costUs: cost(net) })
  }
  /** linear, then each net's figures under its name (the linear ones are the same whichever net's games) */
  const sideBySide = (pick: (r: ReturnType<typeof compareBySource>) => ReturnType<typeof compare>) => ({
    linear: pick(results[0]!.result).linear,
    ...Object.fromEntries(results.map(({ name, result }) => [name, pick(result).learned])),
  })
  console.log(
    JSON.stringify({
      check: {
        edition,
        players,
        games,
        seed,
        from: sources.join(','),
        iterations: sources.every((f) => f === 'policy') ? null : iterations,
        positions,
      },
      heldOut: sideBySide((r) => r.heldOut),
      ...(sources.length > 1
        ? { heldOutBySource: Object.fromEntries(sources.map((from) => [from, sideBySide((r) => r.heldOutBySource![from]!)])) }
        : {}),
      ...Object.fromEntries(results.map(({ name, costUs }) => [name === 'learned' ? 'costUs' : `${name}CostUs`, costUs])),
    }),
  )
  process.exit(0)
}

// ---- training --------------------------------------------------------------------------------------------------
const tf = await import('@tensorflow/tfjs')
const train = played.filter((p) => !isHeldOut(p.game))
const heldOut = played.filter((p) => isHeldOut(p.game))
// one training game in ten checks each epoch (the best epoch's weights are kept)
const valid = train.filter((p) => p.game % 10 === 1)
const fit = train.filter((p) => p.game % 10 !== 1)

/**
 * The positions' rows (every seat of every position, with what it learns: its win share, or its final margin in
 * MARGIN_UNIT; and its win share and chance scale, for a margin net's sharpness) and the mover's pairs of decisions.
 */
function matrix(set: readonly GamePositions[]): {
  x: Float32Array
  y: Float32Array
  won: Float32Array
  chanceScale: Float32Array
  now: Float32Array
  next: Float32Array
  /** with --smooth-across, per pair of decisions its smoothing weight (`smoothAcross` across turns, else `smooth`) */
  pairWeight: Float32Array | null
  positions: number
} {
  const positions = set.reduce((s, p) => s + p.index.length, 0)
  const x = new Float32Array(positions * players * F)
  const y = new Float32Array(positions * players)
  const won = new Float32Array(positions * players)
  const chanceScale = new Float32Array(positions * players)
  const now = new Float32Array(positions * F)
  const next = new Float32Array(positions * F)
  const pairWeight = smoothAcross === null ? null : new Float32Array(positions)
  let r = 0
  let k = 0
  for (const p of set) {
    x.set(p.features, r * F)
    chanceScale.set(p.chanceScale, r)
    for (let i = 0; i < p.index.length; i++) {
      for (let s = 0; s < players; s++) {
        won[r] = p.won[s]!
        y[r++] = target === 'margin' ? p.margin[s]! / MARGIN_UNIT : p.won[s]!
      }
      const m = p.mover[i]!
      now.set(p.features.subarray((i * players + m) * F, (i * players + m + 1) * F), (k + i) * F)
      if (pairWeight) pairWeight[k + i] = p.acrossTurns[i] ? smoothAcross! : smooth
    }
    next.set(p.next, k * F)
    k += p.index.length
  }
  return { x, y, won, chanceScale, now, next, pairWeight, positions }
}

const fitData = matrix(fit)
const validData = matrix(valid)
const rows = fitData.positions * players
const mean = new Array<number>(F).fill(0)
const scale = new Array<number>(F).fill(0)
for (let r = 0; r < rows; r++) for (let i = 0; i < F; i++) mean[i]! += fitData.x[r * F + i]! / rows
for (let r = 0; r < rows; r++) for (let i = 0; i < F; i++) scale[i]! += (fitData.x[r * F + i]! - mean[i]!) ** 2 / rows
for (let i = 0; i < F; i++) scale[i] = Math.sqrt(scale[i]!) > 1e-6 ? round(Math.sqrt(scale[i]!), 6) : 1
for (let i = 0; i < F; i++) mean[i] = round(mean[i]!, 6)
const standardise = (x: Float32Array, n: number) => {
  const out = new Float32Array(x.length)
  for (let k = 0; k < x.length; k++) out[k] = (x[k]! - mean[k % F]!) / scale[k % F]!
  return tf.tensor2d(out, [n, F])
}

const t1 = performance.now()
const model = tf.sequential()
hidden.forEach((units, i) =>
  model.add(
    tf.layers.dense({
      units,
      activation: 'tanh',
      inputShape: i === 0 ? [F] : undefined,
      kernelInitializer: tf.initializers.glorotUniform({ seed: seed + i }),
    }),
  ),
)
// the output is the logit of the chance to win (the runtime net applies the sigmoid), or the margin in MARGIN_UNIT
// (with --skip it starts at zero: the untrained net is the linear evaluation)
model.add(
  tf.layers.dense({
    units: 1,
    kernelInitializer: skip ? tf.initializers.zeros() : tf.initializers.glorotUniform({ seed: seed + 99 }),
  }),
)
const optimizer = tf.train.adam(0.004)
// the skip connection reads the raw linear logit (or margin, in MARGIN_UNIT) back from its standardised column
// (the runtime adds the raw input times the weight)
const skipInput = gameFeatureIndex(target === 'margin' ? 'linearMargin' : 'linearLogit', players)
const skipUnit = target === 'margin' ? MARGIN_UNIT : 1
const skipWeight = skip ? tf.variable(tf.scalar(1), true, 'skipWeight') : null
/** The net's outputs for standardised rows `t`: the layers, plus the weighted linear logit or margin with --skip. */
function logits(t: Tensor): Tensor {
  const out = model.apply(t, { training: true }) as Tensor
  if (!skipWeight) return out
  const raw = tf.add(tf.mul(tf.slice(t, [0, skipInput], [-1, 1]), scale[skipInput]! / skipUnit), mean[skipInput]! / skipUnit)
  return tf.add(out, tf.mul(raw, skipWeight))
}

const xFit = standardise(fitData.x, rows)
const yFit = tf.tensor2d(fitData.y, [rows, 1])
const nowFit = standardise(fitData.now, fitData.positions)
const nextFit = standardise(fitData.next, fitData.positions)
const weightFit = fitData.pairWeight && tf.tensor2d(fitData.pairWeight, [fitData.positions, 1])
const xValid = standardise(validData.x, validData.positions * players)
const yValid = tf.tensor2d(validData.y, [validData.positions * players, 1])
const nowValid = standardise(validData.now, validData.positions)
const nextValid = standardise(validData.next, validData.positions)
const weightValid = validData.pairWeight && tf.tensor2d(validData.pairWeight, [validData.positions, 1])

/** A margin error beyond this many MARGIN_UNITs (40 points) counts linearly: lopsided games do not rule the fit. */
const HUBER_DELTA = 2

/**
 * The objective: the log-loss of every seat's chance to win (or the Huber loss of its final margin), plus `smooth`
 * times the mean squared change of the mover's chance (or margin) between its consecutive decisions (an estimate
 * that jumps from move to move misleads the search); with --smooth-across, each pair's squared change times its
 * own weight (`weight`, null without it), and `change` the plain mean squared change.
 */
function objective(x: Tensor, y: Tensor, now: Tensor, next: Tensor, weight: Tensor | null): { total: Scalar; fit: Scalar; change: Scalar } {
  const predict = logits
  const squash = (t: Tensor) => (target === 'margin' ? t : tf.sigmoid(t))
  const fit = (
    target === 'margin' ? tf.losses.huberLoss(y, predict(x), undefined, HUBER_DELTA) : tf.losses.sigmoidCrossEntropy(y, predict(x))
  ) as Scalar
  const squared = tf.square(tf.sub(squash(predict(now)), squash(predict(next))))
  const change = tf.mean(squared) as Scalar
  // without --smooth-across, exactly the objective the recorded commands were trained with
  if (weight === null) return { total: tf.add(fit, tf.mul(smooth, change)), fit, change }
  return { total: tf.add(fit, tf.mean(tf.mul(squared, weight))), fit, change }
}

const batch = 512
const order = Array.from({ length: fitData.positions }, (_, i) => i)
const shuffler = new Rng(seed ^ 0x9e3779b9)
let best = { loss: Infinity, epoch: -1, weights: [] as Float32Array[], skipWeight: 0 }
for (let e = 0; e < epochs; e++) {
  shuffler.shuffle(order)
  for (let b = 0; b < order.length; b += batch) {
    const picked = order.slice(b, b + batch)
    const rowIdx = picked.flatMap((p) => Array.from({ length: players }, (_, s) => p * players + s))
    tf.tidy(() => {
      const pi = tf.tensor1d(picked, 'int32')
      const ri = tf.tensor1d(rowIdx, 'int32')
      const xb = tf.gather(xFit, ri)
      const yb = tf.gather(yFit, ri)
      const nb = tf.gather(nowFit, pi)
      const mb = tf.gather(nextFit, pi)
      const wb = weightFit && tf.gather(weightFit, pi)
      optimizer.minimize(() => objective(xb, yb, nb, mb, wb).total)
    })
  }
  const [total, fitLoss, change] = tf.tidy(() => {
    const o = objective(xValid, yValid, nowValid, nextValid, weightValid)
    return [o.total, o.fit, o.change].map((t) => t.dataSync()[0]!)
  })
  console.error(
    `train: epoch ${e + 1} validation objective ${total!.toFixed(4)} (${target === 'margin' ? 'Huber loss' : 'log-loss'} ${fitLoss!.toFixed(4)}, mean squared change ${change!.toFixed(5)})`,
  )
  if (total! < best.loss)
    best = {
      loss: total!,
      epoch: e + 1,
      weights: model.getWeights().map((w) => w.dataSync().slice() as Float32Array),
      skipWeight: skipWeight ? skipWeight.dataSync()[0]! : 0,
    }
  else if (e + 1 - best.epoch >= 3) break
}
const trainingSeconds = round((performance.now() - t1) / 1000, 1)

// dense kernels are inputs × outputs in tfjs; the runtime net wants outputs × inputs
const widths = [F, ...hidden, 1]
const layers = widths.slice(1).map((outputs, i) => {
  const inputs = widths[i]!
  const kernel = best.weights[2 * i]!
  const weights: number[] = []
  for (let o = 0; o < outputs; o++) for (let k = 0; k < inputs; k++) weights.push(Number(kernel[k * outputs + o]!.toPrecision(6)))
  const biases = Array.from(best.weights[2 * i + 1]!, (b) => Number(b.toPrecision(6)))
  return { inputs, outputs, weights, biases, activation: i < hidden.length ? ('tanh' as const) : ('linear' as const) }
})
const layersOnly: ValueNet = {
  players,
  ...(featureSet !== 1 ? { featureSet } : {}),
  mean,
  scale,
  layers,
  ...(skip ? { skip: { input: skipInput, weight: Number((best.skipWeight / skipUnit).toPrecision(6)) } } : {}),
}

/**
 * A margin net's sharpness: the factor on its margin that makes the linear evaluation's logistic of it the best
 * predictor of the winners (maximum likelihood on the training games, a grid from 0.25 to 4 in 2 % steps).
 */
function fitSharpness(net: ValueNet): number {
  const data = matrix(fit.filter((_, i) => i % 2 === 0))
  const c = compileNet(net)
  const out = Float64Array.from({ length: data.positions * players }, (_, r) =>
    forwardLogit(c, Float64Array.from(data.x.subarray(r * F, (r + 1) * F))),
  )
  let bestK = 1
  let bestLoss = Infinity
  for (let k = 0.25; k <= 4; k *= 1.02) {
    let loss = 0
    for (let r = 0; r < out.length; r++) {
      const q = Math.min(1 - 1e-6, Math.max(1e-6, sigmoid((k * MARGIN_UNIT * out[r]!) / data.chanceScale[r]!)))
      loss -= data.won[r]! * Math.log(q) + (1 - data.won[r]!) * Math.log(1 - q)
    }
    if (loss < bestLoss) [bestK, bestLoss] = [k, loss]
  }
  return Number(bestK.toPrecision(4))
}
const untrained: ValueNet =
  target === 'margin'
    ? {
        ...layersOnly,
        output: {
          kind: 'margin',
          unit: MARGIN_UNIT,
          sharpness: fitSharpness({ ...layersOnly, output: { kind: 'margin', unit: MARGIN_UNIT, sharpness: 1 } }),
        },
      }
    : layersOnly
const comparison = compareBySource(heldOut, untrained)
const costUs = cost(untrained)
const positions = played.reduce((s, p) => s + p.index.length, 0)
const record = {
  command,
  from: sources.map(describeSource).join(' and '),
  games,
  ...(sources.length > 1 ? { gamesBySource: Object.fromEntries(sources.map((f, k) => [f, gamesBySource[k]])) } : {}),
  target,
  heldOutGames: heldOut.length,
  positions,
  trainingRows: rows,
  smooth,
  ...(smoothTurn ? { smoothTurn } : {}),
  ...(smoothAcross !== null ? { smoothAcross } : {}),
  generateSeconds,
  trainingSeconds,
  bestEpoch: best.epoch,
  ...comparison,
  ...(untrained.output ? { sharpness: untrained.output.sharpness } : {}),
  costUs,
}
console.log(JSON.stringify(record))
const net: ValueNet = { ...untrained, trained: record }

const file = fileURLToPath(new URL(`../src-shared/bots/value-net-weights-${edition}.ts`, import.meta.url))
const EDITION = edition === 'second' ? 'SECOND' : 'CLASSIC'
/** the file's two tables: the search nets and the verdict nets */
const tables = [`VALUE_NETS_${EDITION}`, `VERDICT_NETS_${EDITION}`] as const
const written = role === 'verdict' ? tables[1] : tables[0]
// the nets in the file now (another run may have written one since this one started): a copy is imported, since
// the module loaded at the start is cached; its only import is a type, erased, so it loads from anywhere
const copy = join(tmpdir(), `value-net-weights-${edition}-${process.pid}-${Date.now()}.ts`)
copyFileSync(file, copy)
const current = (await import(pathToFileURL(copy).href)) as Record<string, Partial<Record<number, ValueNet>>>
rmSync(copy)
const nets = Object.fromEntries(
  tables.map((name) => {
    const now = (current[name] ?? {}) as Record<number, ValueNet>
    return [name, name === written ? { ...now, [players]: net } : now]
  }),
) as Record<(typeof tables)[number], Record<number, ValueNet>>
const summary = tables
  .flatMap((name) =>
    Object.entries(nets[name]).map(([n, v]) => {
      const what = `${name === tables[1] ? 'verdict, ' : ''}${n} players`
      const t = v.trained as typeof record | undefined
      return t
        ? `// ${what}: \`${t.command}\` — ${t.games} games (${t.from}), ${t.positions} positions, ${t.trainingSeconds} s of training;\n//   held-out ${JSON.stringify(t.heldOut)}${
            t.heldOutBySource ? `\n//   by source ${JSON.stringify(t.heldOutBySource)}` : ''
          }`
        : `// ${what}: (no record)`
    }),
  )
  .join('\n')
const text = `// Generated by scripts/train.ts (\`npm run train\`): the learned evaluation's weights for the ${edition === 'second' ? 'second' : 'classic'} edition, per
// player count: the search nets Expert judges positions with, and the verdict nets (\`--role verdict\`) the review's
// chart reads. Do not edit by hand: run the command again.
${summary}
import type { ValueNet } from './value-net-types'

export const ${tables[0]}: Partial<Record<number, ValueNet>> = ${JSON.stringify(nets[tables[0]])}

export const ${tables[1]}: Partial<Record<number, ValueNet>> = ${JSON.stringify(nets[tables[1]])}
`
if (args['dry-run']) {
  console.error('train: --dry-run: the weights file is left as it was')
  process.exit(0)
}
const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file })
writeFileSync(`${file}.tmp`, formatted)
renameSync(`${file}.tmp`, file)
console.error(`train: wrote ${file}`)
