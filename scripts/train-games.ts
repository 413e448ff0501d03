// One self-play game of `npm run train` (scripts/train.ts), played the same way in the main thread or in a worker
// (train-worker.ts), and the positions taken from it: for every kept decision, each seat's value features (as that
// seat sees the position), the linear evaluation's reward and estimated score for each seat (for the side-by-side
// check), and the game's outcome.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { applyInPlace, createGame, Rng, type Action, type Edition, type GameState } from '../src-shared/engine/index'
import { advantage, estimateScores, marginScaleAt, reward, turnsLeft, weightsFor } from '../src-shared/bots/evaluate'
import { policyAction } from '../src-shared/bots/policy'
import { HARD_SEARCH, ROLLOUT_NOISE } from '../src-shared/bots/search'
import { featureCount, valueFeatures, type FeatureSet } from '../src-shared/bots/value-features'
import { gameSeed, playGame } from './tournament-game'

/** Where the games come from: the edition's Hard policy alone (fast), or a bot level at fixed iterations. */
export interface TrainConfig {
  readonly edition: Edition
  readonly players: number
  readonly seed: number
  /** `policy`: Hard's rollout policy with some noise; otherwise a bot level playing every seat */
  readonly from: string
  /** simulations per decision for a bot level (fixed, so the games are reproducible) */
  readonly iterations: number
  /** share of decisions kept from a training game (held-out games keep every decision) */
  readonly sampleRate: number
  /** a folder keeping each game's actions, so a run with other training settings need not play them again */
  readonly cache?: string
  /**
   * `next` only within the mover's own turn: at its last decision of a turn, the position itself (so smoothing
   * weighs how the seat's own moves change its estimate, not what the others and the deck do between its turns)
   */
  readonly smoothWithinTurn?: boolean
  /** the inputs taken from each position (value-features.ts; absent: set 1) */
  readonly featureSet?: FeatureSet
}

/** One game in every HOLD_OUT is held out (never trained on). */
export const HOLD_OUT = 5
export const isHeldOut = (game: number) => game % HOLD_OUT === 0

export interface GamePositions {
  readonly game: number
  readonly players: number
  /** decisions in the whole game, and the turn number at its end */
  readonly decisions: number
  readonly turns: number
  /** each seat's win share (a shared win counts as a fraction) */
  readonly won: number[]
  /** each seat's final score minus the best other seat's (what a margin net learns) */
  readonly margin: number[]
  /** per kept position: its decision index, turn number and the seat to move */
  readonly index: number[]
  readonly turn: number[]
  readonly mover: number[]
  /** positions × players × featureCount(players): seat s's features of position p at (p * players + s) * F */
  readonly features: Float32Array
  /** positions × players: the linear evaluation's reward (a win chance) and estimated final score per seat */
  readonly linearReward: Float32Array
  readonly linearScore: Float32Array
  /**
   * positions × players: the linear reward's scale for the seat's turns left (evaluate.ts winChance: the chance to
   * win is the logistic of the margin over it), which a margin net's chance uses too
   */
  readonly chanceScale: Float32Array
  /** positions × featureCount: the mover's features at its next decision (the same at its last one) */
  readonly next: Float32Array
  /** per kept position: 1 where the mover's next decision is in a later turn (the others' turns lie between), else 0 */
  readonly acrossTurns: Uint8Array
}

/** Noise levels of the policy's seats, so that good and poorer play both appear. */
const POLICY_NOISES = [ROLLOUT_NOISE * 0.5, ROLLOUT_NOISE, ROLLOUT_NOISE * 2]

/** The random stream of policy game `g`: first each seat's noise (policyNoises), then the policy's choices. */
const policyRng = (cfg: TrainConfig, g: number) => new Rng((gameSeed(cfg.seed, g) ^ 0x5bd1e995) >>> 0)

/** Each seat's noise in policy game `g`, drawn from its stream (which goes on to play the game). */
function drawNoises(cfg: TrainConfig, rng: Rng): number[] {
  return Array.from({ length: cfg.players }, () => POLICY_NOISES[rng.int(POLICY_NOISES.length)]!)
}

/** How noisily each seat of policy game `g` plays (so that others can play on as that seat would). */
export function policyNoises(cfg: TrainConfig, g: number): number[] {
  return drawNoises(cfg, policyRng(cfg, g))
}

/** The actions of game `g`. */
function playActions(cfg: TrainConfig, g: number): Action[] {
  if (cfg.from === 'policy') {
    const rng = policyRng(cfg, g)
    const state: GameState = createGame({ edition: cfg.edition, players: cfg.players, seed: gameSeed(cfg.seed, g) })
    const style = HARD_SEARCH[cfg.edition].policy
    const noise = drawNoises(cfg, rng)
    const actions: Action[] = []
    while (state.phase.kind !== 'over') {
      const a = policyAction(state, rng, noise[state.current]!, undefined, style)
      applyInPlace(state, a)
      actions.push(a)
    }
    return actions
  }
  const seats = Array.from({ length: cfg.players }, () => cfg.from)
  const out = playGame(
    { edition: cfg.edition, players: cfg.players, seats, seed: cfg.seed, budgets: {}, iterations: { [cfg.from]: cfg.iterations } },
    g,
  )
  return [...out.actions]
}

/** The actions of game `g`, from the cache folder when it has them. */
export function cachedActions(cfg: TrainConfig, g: number): Action[] {
  if (!cfg.cache) return playActions(cfg, g)
  const file = join(
    cfg.cache,
    `${cfg.edition}-${cfg.players}p-${cfg.from}-${cfg.from === 'policy' ? 0 : cfg.iterations}-${cfg.seed}-${g}.json`,
  )
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Action[]
  const actions = playActions(cfg, g)
  writeFileSync(`${file}.tmp`, JSON.stringify(actions))
  renameSync(`${file}.tmp`, file)
  return actions
}

/** Plays game `g` and takes its positions. */
export function gamePositions(cfg: TrainConfig, g: number): GamePositions {
  const actions = cachedActions(cfg, g)
  const n = cfg.players
  const F = featureCount(n, cfg.featureSet)
  const cityGains = HARD_SEARCH[cfg.edition].cityGains
  const keepAll = isHeldOut(g)
  const pick = new Rng((gameSeed(cfg.seed, g) ^ 0x27d4eb2f) >>> 0)
  const state = createGame({ edition: cfg.edition, players: n, seed: gameSeed(cfg.seed, g) })
  const index: number[] = []
  const turn: number[] = []
  const mover: number[] = []
  const feats: number[] = []
  const linR: number[] = []
  const linS: number[] = []
  const den: number[] = []
  const buf = new Float64Array(F)
  // the mover's features at every decision, for the pairs of consecutive decisions of the same seat
  const moverAll = new Float32Array(actions.length * F)
  const moverAt: number[] = []
  const turnAt: number[] = []
  actions.forEach((a, i) => {
    moverAll.set(valueFeatures(state, state.current, buf, cfg.featureSet), i * F)
    moverAt.push(state.current)
    turnAt.push(state.turnNumber)
    if (keepAll || pick.next() < cfg.sampleRate) {
      index.push(i)
      turn.push(state.turnNumber)
      mover.push(state.current)
      const scores = estimateScores(state, undefined, cityGains)
      const w = weightsFor(state)
      for (let s = 0; s < n; s++) {
        for (const v of valueFeatures(state, s, buf, cfg.featureSet)) feats.push(v)
        linR.push(reward(state, s, cityGains))
        linS.push(scores[s]!)
        den.push(marginScaleAt(turnsLeft(state, s), w))
      }
    }
    applyInPlace(state, a)
  })
  const winners = state.result!.winners
  const totals = new Array<number>(n).fill(0)
  for (const sc of state.result!.scores) totals[sc.seat] = sc.total
  // each kept position's next decision by the same seat (itself at the seat's last decision, and with
  // smoothWithinTurn at its last decision of a turn)
  const next = new Float32Array(index.length * F)
  const acrossTurns = new Uint8Array(index.length)
  index.forEach((i, k) => {
    let j = i + 1
    while (j < actions.length && moverAt[j] !== moverAt[i]) j++
    if (j < actions.length && turnAt[j] !== turnAt[i]) acrossTurns[k] = 1
    if (j >= actions.length || (cfg.smoothWithinTurn && acrossTurns[k])) j = i
    next.set(moverAll.subarray(j * F, j * F + F), k * F)
  })
  return {
    game: g,
    players: n,
    decisions: actions.length,
    turns: state.turnNumber,
    won: Array.from({ length: n }, (_, s) => (winners.includes(s) ? 1 / winners.length : 0)),
    margin: Array.from({ length: n }, (_, s) => advantage(totals, s)),
    index,
    turn,
    mover,
    features: Float32Array.from(feats),
    linearReward: Float32Array.from(linR),
    linearScore: Float32Array.from(linS),
    chanceScale: Float32Array.from(den),
    next,
    acrossTurns,
  }
}
