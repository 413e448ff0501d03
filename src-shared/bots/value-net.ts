// The learned evaluation: a small neural network over the position as one seat sees it (value-features.ts) that
// estimates the seat's chance to win, trained on self-play by scripts/train.ts. At run time it is a plain forward
// pass over typed arrays (no framework): the inputs are standardised, go through dense layers (tanh between
// them), and a sigmoid gives the chance. The weights are data, per edition and player count, in the generated
// value-net-weights-<edition>.ts files.
import type { Edition, GameState, Seat } from '../engine/index'
import { finalJudgement, turnsLeft, weightsFor, winChance, winShare } from './evaluate'
import { featureCount, valueFeatures } from './value-features'
import { VALUE_NETS_CLASSIC, VERDICT_NETS_CLASSIC } from './value-net-weights-classic'
import { VALUE_NETS_SECOND, VERDICT_NETS_SECOND } from './value-net-weights-second'
import type { ValueNet } from './value-net-types'

export type { Activation, DenseLayer, ValueNet } from './value-net-types'

/** Every trained net, by edition and player count. */
export const VALUE_NETS: Readonly<Record<Edition, Partial<Record<number, ValueNet>>>> = {
  second: VALUE_NETS_SECOND,
  classic: VALUE_NETS_CLASSIC,
}

/**
 * The verdict nets (`npm run train -- --role verdict`), by edition and player count: trained to name the winner and
 * to hold steady from one decision to the next, for what a player reads (the review's chart of the estimated final
 * margin), never searched with. A judge for the search and a verdict have not been the same net: the net that names
 * the winner best has lost more games as Expert's judge (README.md, "Two nets per line").
 */
export const VERDICT_NETS: Readonly<Record<Edition, Partial<Record<number, ValueNet>>>> = {
  second: VERDICT_NETS_SECOND,
  classic: VERDICT_NETS_CLASSIC,
}

/** Whether a learned evaluation was trained for this edition and player count. */
export function hasLearnedValue(edition: Edition, players: number): boolean {
  return VALUE_NETS[edition]?.[players] !== undefined
}

/** A net as typed arrays, with its scratch buffers (one per net: the bots run one search per thread). */
interface CompiledNet {
  readonly net: ValueNet
  readonly mean: Float64Array
  readonly invScale: Float64Array
  readonly weights: Float64Array[]
  readonly biases: Float64Array[]
  /** activations after each layer (index 0: the standardised inputs) */
  readonly buffers: Float64Array[]
  readonly features: Float64Array
}

/** Checks a net's shapes (a damaged weights file fails here, clearly, not as NaN rewards). */
export function checkNet(net: ValueNet): void {
  const n = featureCount(net.players, net.featureSet ?? 1)
  const fail = (what: string) => {
    throw new Error(`value net for ${net.players} players: ${what}`)
  }
  if (net.featureSet !== undefined && net.featureSet !== 3) fail('feature set 3 is the only one to name (absent: set 1)')
  if (net.mean.length !== n || net.scale.length !== n) fail(`${n} input means and scales expected`)
  if (net.scale.some((s) => !(s > 0))) fail('every input scale must be positive')
  if (net.layers.length === 0) fail('no layers')
  let width = n
  for (const [i, l] of net.layers.entries()) {
    if (l.inputs !== width) fail(`layer ${i} takes ${l.inputs} inputs, ${width} come in`)
    if (l.weights.length !== l.inputs * l.outputs || l.biases.length !== l.outputs) fail(`layer ${i} has the wrong number of weights`)
    if (![...l.weights, ...l.biases].every(Number.isFinite)) fail(`layer ${i} has a weight that is not a number`)
    width = l.outputs
  }
  if (width !== 1) fail('the last layer must have one output')
  const o = net.output
  if (o && !(o.kind === 'margin' && o.unit > 0 && Number.isFinite(o.unit) && o.sharpness > 0 && Number.isFinite(o.sharpness)))
    fail('a margin output needs a positive unit and sharpness')
  if (net.skip && !(Number.isInteger(net.skip.input) && net.skip.input >= 0 && net.skip.input < n && Number.isFinite(net.skip.weight)))
    fail(`the skip connection must read one of the ${n} inputs with a finite weight`)
}

export function compileNet(net: ValueNet): CompiledNet {
  checkNet(net)
  return {
    net,
    mean: Float64Array.from(net.mean),
    invScale: Float64Array.from(net.scale, (s) => 1 / s),
    weights: net.layers.map((l) => Float64Array.from(l.weights)),
    biases: net.layers.map((l) => Float64Array.from(l.biases)),
    buffers: [new Float64Array(net.mean.length), ...net.layers.map((l) => new Float64Array(l.outputs))],
    features: new Float64Array(net.mean.length),
  }
}

/** The net's output logit for raw (unstandardised) inputs `x`. */
export function forwardLogit(c: CompiledNet, x: Float64Array): number {
  const input = c.buffers[0]!
  for (let i = 0; i < input.length; i++) input[i] = (x[i]! - c.mean[i]!) * c.invScale[i]!
  const layers = c.net.layers
  for (let li = 0; li < layers.length; li++) {
    const l = layers[li]!
    const w = c.weights[li]!
    const b = c.biases[li]!
    const from = c.buffers[li]!
    const to = c.buffers[li + 1]!
    for (let o = 0; o < l.outputs; o++) {
      let v = b[o]!
      const row = o * l.inputs
      for (let i = 0; i < l.inputs; i++) v += w[row + i]! * from[i]!
      to[o] = l.activation === 'tanh' ? Math.tanh(v) : l.activation === 'relu' ? (v > 0 ? v : 0) : v
    }
  }
  const out = c.buffers[layers.length]![0]!
  const skip = c.net.skip
  return skip ? out + skip.weight * x[skip.input]! : out
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x))
}

const compiled = new Map<ValueNet, CompiledNet>()

function compiledFor(edition: Edition, players: number): CompiledNet {
  const net = VALUE_NETS[edition]?.[players]
  if (!net) throw new Error(`no learned evaluation for the ${edition} edition with ${players} players (hasLearnedValue)`)
  return compiledNet(net)
}

function compiledNet(net: ValueNet): CompiledNet {
  let c = compiled.get(net)
  if (!c) {
    c = compileNet(net)
    compiled.set(net, c)
  }
  return c
}

/**
 * The chance to win from the net's output `out`: its sigmoid, or for a margin net the linear evaluation's logistic
 * of the margin, `chanceScale` being that logistic's scale for the seat's turns left.
 */
export function chanceFromOutput(net: ValueNet, out: number, chanceScale: number): number {
  const o = net.output
  return o ? sigmoid((o.sharpness * o.unit * out) / chanceScale) : sigmoid(out)
}

/**
 * A reward in [0, 1] for `seat`, as evaluate.ts's `reward`: the win share when the game is over, else the learned
 * chance that `seat` wins, from what `seat` can see of `state` (a full state, a view or a determinization).
 */
export function learnedReward(state: GameState, seat: Seat): number {
  if (state.result) return winShare(state.result, seat)
  const c = compiledFor(state.options.edition, state.players.length)
  return chanceOf(c.net, forwardLogit(c, valueFeatures(state, seat, c.features, c.net.featureSet)), state, seat)
}

/** The chance to win a net's output `out` means for `seat` in `state` (see chanceFromOutput). */
function chanceOf(net: ValueNet, out: number, state: GameState, seat: Seat): number {
  const o = net.output
  if (!o) return sigmoid(out)
  return winChance(o.sharpness * o.unit * out, turnsLeft(state, seat), weightsFor(state))
}

/** Whether the learned evaluation of this line predicts each seat's final margin (`--target margin`), not its chance. */
export function hasLearnedMargin(edition: Edition, players: number): boolean {
  return VALUE_NETS[edition]?.[players]?.output?.kind === 'margin'
}

/**
 * For `seat`, from what it can see of `state`, in one pass of the net: the learned reward (`learnedReward`, the same
 * number) and, for a margin net (hasLearnedMargin), the learned estimate of its final margin over the best other
 * seat, prestige points (else null); once the game is over, the win share and the game's own margin.
 */
export function learnedJudgement(state: GameState, seat: Seat): { readonly reward: number; readonly margin: number | null } {
  return finalJudgement(state, seat) ?? judgementOf(compiledFor(state.options.edition, state.players.length), state, seat)
}

/** One pass of a net for `seat`: its chance to win and, for a margin net, its final margin (else null). */
function judgementOf(c: CompiledNet, state: GameState, seat: Seat): { readonly reward: number; readonly margin: number | null } {
  const out = forwardLogit(c, valueFeatures(state, seat, c.features, c.net.featureSet))
  return { reward: chanceOf(c.net, out, state, seat), margin: c.net.output ? c.net.output.unit * out : null }
}

/** Whether this line has a verdict net of its own (VERDICT_NETS), not only its search net. */
export function hasVerdictNet(edition: Edition, players: number): boolean {
  return VERDICT_NETS[edition]?.[players] !== undefined
}

/** What a line's verdict net says of a position for one seat: its chance to win and its final margin. */
export interface PositionVerdict {
  /** the chance that the seat wins, in [0, 1] (its win share once the game is over) */
  readonly chance: number
  /** its final margin over the best other seat, prestige points (null for a net that predicts chances only) */
  readonly margin: number | null
}

/**
 * The line's verdict net on a position for `seat`, from what `seat` can see of `state` (a view is enough: the
 * features of a view and of the state are the same), or null where the line has no verdict net. Once the game is
 * over, its result. One pass of one net, no search: the same position always gets the same verdict. A line gets a
 * verdict net only where it reads better than the analyst's estimates (README.md, "Two nets per line").
 */
export function positionVerdict(state: GameState, seat: Seat): PositionVerdict | null {
  const net = VERDICT_NETS[state.options.edition]?.[state.players.length]
  if (!net) return null
  const { reward, margin } = finalJudgement(state, seat) ?? judgementOf(compiledNet(net), state, seat)
  return { chance: reward, margin }
}
