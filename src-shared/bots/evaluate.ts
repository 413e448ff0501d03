// The bots' evaluation: an estimate of each player's final score from a (full) game state, and from it the
// search's reward, an estimated chance to win.
//
// The points a player is sure of count in full: prestige gained, end prestige of every city card (covered or
// not) and, classic, each borough's prestige + 2 per underground marker in it. The rest is a weighted sum of the
// features below (EVAL_FEATURES), each in prestige points; the weights are fitted on self-play per edition and
// player count by scripts/tune.ts (eval-weights.ts), starting from the hand-set ones (HAND_SET_WEIGHTS):
//  - money and loans as final scoring treats them: loans that the money can repay cost £15 each, the others −7,
//    the remaining money is worth money/3 (plus up to £1 = 0.25 more while there are turns left to spend it);
//  - the future of the city: each face-up top card's activation value (money/3 + prestige + poverty removed −
//    poverty gained − its cost, plus a rough worth for special effects) times the number of runs still expected
//    (once only for cards that flip), plus a worth for continuous abilities (School, Bank of England, …); with
//    `cityGains` (Hard in classic) an effect that gains by the city's own holdings (Omnibus, Bridge, Town Houses…)
//    counts what it would bring now (the engine's effectGainNow) instead of a flat worth;
//  - expected future poverty: each stack (and, second edition, each loan and the top district's run poverty;
//    classic: minus one per borough) adds poverty at every run still expected;
//  - the hand: early on a card is an option (a building is worth a fraction of its value once placed), near the
//    end of the game each card in hand is one more poverty;
//  - poverty, relative to the least poor player (final scoring equalises first), through a smooth version of the
//    printed penalty table;
//  - stacks × runs still expected (room to grow), and the turns left themselves.
// Time is measured in turns left, estimated from the size of the deck. The reward is the logistic of the
// estimated margin over the best opponent on a scale that grows with the turns left (also fitted): a lead of 10
// points early in a game is far less sure than the same lead in the last round.
import {
  boroughPrestige,
  cardPrestige,
  catalogFor,
  effectGainNow,
  loansRepaid,
  queries,
  runPovertyEachRun,
  type CardId,
  type CityCardDef,
  type EffectGain,
  type GameState,
  type Seat,
} from '../engine/index'
import { EVAL_FEATURES, type EvalWeights } from './eval-features'
import { EVAL_WEIGHTS } from './eval-weights'

/** Cards drawn from the deck per turn, on average (draw phase, Draw three, land and Huguenots). */
const DECK_CARDS_PER_TURN = 1.3

/** Turns `seat` still expects to play. */
export function turnsLeft(state: GameState, seat: Seat): number {
  if (state.phase.kind === 'over') return 0
  const n = state.players.length
  if (state.lastTurnSeat !== null) {
    // the final round: seats up to lastTurnSeat still play once (including the current one)
    const fromCurrent = (seat - state.current + n) % n
    const lastFromCurrent = (state.lastTurnSeat - state.current + n) % n
    return fromCurrent <= lastFromCurrent ? 1 : 0
  }
  return state.deck.length / DECK_CARDS_PER_TURN / n + 1
}

/** Runs of the city a player can still expect (roughly one turn in four). */
function runsLeft(turns: number): number {
  return Math.max(0, turns * 0.25)
}

const EFFECT_WORTH: Partial<Record<NonNullable<CityCardDef['effect']>, number>> = {
  townHousesClassic: 2.5,
  townHouses2e: 1.5,
  omnibus: 0.8,
  lloyds: 1.5,
  steamboats: 1.2,
  trainStation: 1.2,
  brownCards: 1.2,
  fleetStreet: 1.5,
  policeForce: 0.8,
  fireBrigade: 0.8,
  brixtonPrison: 1.5,
  millbankPrison: 2.5,
  workhouse: 1,
  shops: 0.7,
  publicHouses: 1.2,
  coffeeHouse: 1,
  underground: 1,
  whitehall: 2,
}

const CONTINUOUS_WORTH: Partial<Record<NonNullable<CityCardDef['continuous']>, number>> = {
  school: 1.5,
  university: 1.5,
  stockExchange: 0.5,
  bankOfEngland: 1,
  parliament: 2,
}

/**
 * What one activation of the card brings, in prestige points (may be negative). `gain`: what its special effect
 * would bring now (effectGainNow), counted instead of the effect's flat worth.
 */
export function activationWorth(def: CityCardDef, gain: EffectGain | null = null): number {
  if (!def.activatable || def.effect === 'hospital') return 0
  let v = def.gainMoney / 3 + def.gainPrestige + def.removePoverty * 0.9 - def.gainPoverty * 0.9
  const cost = def.activationCost
  if (cost && 'money' in cost) v -= cost.money / 3
  if (cost && 'discard' in cost) v -= 0.7
  if (gain) v += gain.money / 3 + gain.prestige
  else if (def.effect) v += EFFECT_WORTH[def.effect] ?? 0
  return v
}

/** Worth of a face-up top card over the rest of the game. */
export function cityCardWorth(def: CityCardDef, runs: number, gain: EffectGain | null = null): number {
  const act = Math.max(0, activationWorth(def, gain))
  let v = def.flips ? act * Math.min(1, runs) : act * runs
  if (def.continuous) v += (CONTINUOUS_WORTH[def.continuous] ?? 0) * Math.min(1, runs / 2)
  return v
}

/** Worth of holding a card, `turns` turns before the end (`gain`: what its effect would bring now, as above). */
export function handCardWorth(def: CityCardDef, turns: number, gain: EffectGain | null = null): number {
  const f = Math.min(1, Math.max(0, (turns - 1) / 5))
  let option: number
  if (def.kind === 'pauper') option = -0.5
  else if (def.kind === 'action') option = 0.8
  else option = 0.2 + 0.15 * Math.max(0, def.endPrestige + cityCardWorth(def, runsLeft(turns), gain) - def.playCost / 3)
  return f * Math.min(option, 1.5) - (1 - f) * 1
}

/** Smooth stand-in for the printed poverty table (0 → 0, 3 → −2, 5 → −4.5, 10 → −14, 15 → −28.5). */
export function smoothPovertyPenalty(poverty: number): number {
  if (poverty <= 0) return 0
  return -(0.4 * poverty + 0.1 * poverty * poverty)
}

export { EVAL_FEATURES, type EvalFeature, type EvalWeights } from './eval-features'

/** The hand-set evaluation (before tuning); tune.ts starts from it and compares with it. */
export const HAND_SET_WEIGHTS: EvalWeights = {
  futurePovertyShare: 0.6,
  weights: {
    activations: 1,
    hand: 1,
    money: 1,
    moneyEarly: 0.25,
    unpaidLoans: -queries.UNPAID_LOAN_PENALTY,
    povertyRelative: 1,
    povertyAbsolute: -0.15,
    stacksFuture: 0,
    turns: 0,
  },
  marginScale: 4,
  marginScalePerTurn: 0,
}

/** The weights the bots use for this game: fitted per edition and player count (eval-weights.ts). */
export function weightsFor(state: GameState): EvalWeights {
  return EVAL_WEIGHTS[state.options.edition][state.players.length] ?? HAND_SET_WEIGHTS
}

export interface EvalInputs {
  /** points each seat is sure of: prestige, end prestige of its city, (classic) its boroughs and Underground */
  readonly certain: number[]
  /** each seat's features, in EVAL_FEATURES order */
  readonly features: number[][]
}

/**
 * The certain points and the features of every seat (`futurePovertyShare` from the weights in use). `cityGains`:
 * cards whose effect gains by what the city holds are worth what they would bring now (Hard in classic), not a
 * flat worth.
 */
export function evalInputs(state: GameState, futurePovertyShare: number, cityGains = false): EvalInputs {
  const cat = catalogFor(state.options.edition)
  const n = state.players.length
  const futurePoverty: number[] = []
  const certain: number[] = []
  const features: number[][] = []
  for (let seat = 0; seat < n; seat++) {
    const p = state.players[seat]!
    const turns = turnsLeft(state, seat)
    const runs = runsLeft(turns)
    // the final scoring's own steps: prestige, the city's end prestige and (classic) the boroughs
    const sure = p.prestige + cardPrestige(state, seat) + boroughPrestige(state, seat)
    let activations = 0
    for (const st of p.stacks) {
      const top = st[st.length - 1]!
      if (top.faceUp) activations += cityCardWorth(cat.cards[top.card]!, runs, cityGains ? effectGainNow(state, seat, top.card) : null)
    }
    let hand = 0
    for (const c of p.hand) hand += handCardWorth(cat.cards[c]!, turns, cityGains ? effectGainNow(state, seat, c) : null)
    // money and loans, as the final scoring will treat them
    const repay = loansRepaid(p.money, p.loans)
    const money = p.money - repay * queries.LOAN_REPAYMENT
    // poverty still to come from running the city (the engine's, with half the hand: some of it will be played)
    const perRun = runPovertyEachRun(state, seat) + p.hand.length * 0.5
    // the hand counts as poverty at the end of the game
    futurePoverty.push(p.poverty + Math.max(0, perRun) * runs * futurePovertyShare + (turns <= 1 ? p.hand.length : 0))
    certain.push(sure)
    features.push([activations, hand, money / 3, money * Math.min(1, turns / 8), p.loans - repay, 0, 0, p.stacks.length * runs, turns])
  }
  const minPoverty = Math.min(...futurePoverty)
  const rel = EVAL_FEATURES.indexOf('povertyRelative')
  const abs = EVAL_FEATURES.indexOf('povertyAbsolute')
  for (let seat = 0; seat < n; seat++) {
    features[seat]![rel] = smoothPovertyPenalty(futurePoverty[seat]! - minPoverty)
    features[seat]![abs] = futurePoverty[seat]!
  }
  return { certain, features }
}

/** The estimated final score of every seat (exact totals once the game is over). */
export function estimateScores(state: GameState, weights: EvalWeights = weightsFor(state), cityGains = false): number[] {
  if (state.result) return state.result.scores.map((s) => s.total)
  const { certain, features } = evalInputs(state, weights.futurePovertyShare, cityGains)
  const w = EVAL_FEATURES.map((f) => weights.weights[f])
  return certain.map((sure, seat) => {
    let v = sure
    const f = features[seat]!
    for (let i = 0; i < w.length; i++) v += w[i]! * f[i]!
    return v
  })
}

/** How far `seat` is ahead of its best opponent (negative when behind). */
export function advantage(scores: readonly number[], seat: Seat): number {
  let best = -Infinity
  for (let s = 0; s < scores.length; s++) if (s !== seat && scores[s]! > best) best = scores[s]!
  return scores[seat]! - best
}

/**
 * What the position is worth to `seat`, both ways a search reads it: a reward in [0, 1] and the (estimated) final
 * margin over the best opponent, prestige points.
 */
export interface Judgement {
  readonly reward: number
  readonly margin: number
}

/** `seat`'s share of a finished game's win: 1, 1/n in an n-way tie, 0 for a loss. */
export function winShare(result: NonNullable<GameState['result']>, seat: Seat): number {
  const w = result.winners
  return w.includes(seat) ? 1 / w.length : 0
}

/** A finished game's judgement for `seat`: its win share and its real margin; null while the game goes on. */
export function finalJudgement(state: GameState, seat: Seat): Judgement | null {
  if (!state.result) return null
  return {
    reward: winShare(state.result, seat),
    margin: advantage(
      state.result.scores.map((s) => s.total),
      seat,
    ),
  }
}

/** A reward in [0, 1] for `seat`: the win share when the game is over, else an estimated chance to win. */
export function reward(state: GameState, seat: Seat, cityGains = false): number {
  if (state.result) return winShare(state.result, seat)
  const weights = weightsFor(state)
  const a = advantage(estimateScores(state, weights, cityGains), seat)
  return winChance(a, turnsLeft(state, seat), weights)
}

/** How much the reward moves per point of margin near an even game (the logistic's slope there), `seat` to play. */
export function rewardPerPoint(state: GameState, seat: Seat): number {
  return 1 / (4 * marginScaleAt(turnsLeft(state, seat), weightsFor(state)))
}

/** The margin, in points, worth one logit of the chance to win with `turns` turns left (early leads are less sure). */
export function marginScaleAt(turns: number, weights: EvalWeights): number {
  return weights.marginScale + weights.marginScalePerTurn * turns
}

/** The logistic chance to win with an estimated margin `margin` and `turns` turns left to play. */
export function winChance(margin: number, turns: number, weights: EvalWeights): number {
  return 1 / (1 + Math.exp(-margin / marginScaleAt(turns, weights)))
}

export type { CardId }
