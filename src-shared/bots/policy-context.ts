// The policy's per-decision context (what every candidate's score reads) and its tunable weights.
import { catalogFor, effectGainNow, type CardId, type EffectGain, type GameState, type Seat } from '../engine/index'
import { handCardWorth, turnsLeft } from './evaluate'

export type Cat = ReturnType<typeof catalogFor>

/** The policy's tunable weights (prestige points). */
export interface PolicyParams {
  readonly povBase: number
  readonly povSlope: number
  readonly povMax: number
  readonly loanCost: number
  readonly moneyEarly: number
  readonly newStack: number
  readonly newStackMax: number
  readonly lowMoney: number
  readonly runRate: number
  readonly surplusDraw: number
  readonly hasten: number
  readonly runPovertyShare: number
  readonly gainShare: number
}

/** The weights of Easy, Medium and the second edition's Hard (set by hand). Mutable only for tuning scripts. */
export const POLICY_PARAMS: { -readonly [K in keyof PolicyParams]: PolicyParams[K] } = {
  /** base worth of one poverty point, and its increase per point above the least poor player */
  povBase: 0.45,
  povSlope: 0.1,
  povMax: 1.5,
  /** cost of a forced loan beyond the money it brings */
  loanCost: 3.5,
  /** worth of £1 at the end (1/3) plus this much early on */
  moneyEarly: 0.25,
  /** poverty of a new stack per run still expected, and its cap */
  newStack: 0.4,
  newStackMax: 3,
  /** worth of running the city per £ short of £8 */
  lowMoney: 0.25,
  /** runs expected per turn left */
  runRate: 0.25,
  /** worth of a card drawn beyond the hand limit (choice of what to discard) */
  surplusDraw: 0.15,
  /** worth of each card taken from the deck while ahead: it brings the end of the game closer */
  hasten: 0.6,
  /** share of a run's poverty that counts (the others run too, and poverty is scored relative to the least poor) */
  runPovertyShare: 0.7,
  /** share of what a card gaining by the city would bring now that counts (cityGains policies only) */
  gainShare: 1,
}

/** How a policy plays: its weights, and whether it counts what cards gaining by the city would bring now. */
export interface PolicyStyle {
  readonly params: PolicyParams
  /**
   * cards whose effect gains by the city's holdings (Omnibus, Bridge, Town Houses…) count `params.gainShare` of
   * what they would bring now (effectGainNow) instead of a flat worth
   */
  readonly cityGains: boolean
}

/** Easy's play, and the rollouts of Medium and the second edition's Hard. */
export const PLAIN_POLICY: PolicyStyle = { params: POLICY_PARAMS, cityGains: false }

/** Per-decision context shared by the scoring of every candidate. */
export interface Ctx {
  state: GameState
  cat: Cat
  seat: Seat
  turns: number
  runs: number
  /** prestige points per £ */
  moneyW: number
  /** prestige points per point of poverty, higher when already poorer than the others */
  povW: number
  /** expected worth of a card drawn blind */
  drawWorth: number
  /** the hand, and the worth of each of its cards (same order): read through `held` */
  handCards: readonly CardId[]
  handWorth: number[]
  /** bonus per card taken from the deck (positive when ahead: the deck running out ends the game) */
  hasten: number
  /** the weights in use and whether cards gaining by the city count what they bring now (gainOf) */
  style: PolicyStyle
}

/** The last context built: candidateActions, rankedActions and policyAction often ask for the same state. */
let cached: { state: GameState; seq: number; ctx: Ctx } | null = null

/** The context of the decision in `state`, for a policy of this style. */
export function context(state: GameState, style: PolicyStyle = PLAIN_POLICY): Ctx {
  if (cached && cached.state === state && cached.seq === state.seq && cached.ctx.style === style) return cached.ctx
  const ctx = buildContext(state, style)
  cached = { state, seq: state.seq, ctx }
  return ctx
}

/** What `card`'s effect would bring `seat` now as the style counts it (a share of effectGainNow), else null. */
function cityGain(style: PolicyStyle, state: GameState, seat: Seat, card: CardId): EffectGain | null {
  if (!style.cityGains) return null
  const gain = effectGainNow(state, seat, card)
  const share = style.params.gainShare
  return gain && share !== 1 ? { money: gain.money * share, prestige: gain.prestige * share } : gain
}

/** What `card`'s effect would bring the seat now when the context counts it, else null (a flat worth). */
export function gainOf(ctx: Ctx, card: CardId): EffectGain | null {
  return cityGain(ctx.style, ctx.state, ctx.seat, card)
}

/** A quick lead over the best opponent: prestige, end prestige of the city, money and loans. */
function quickLead(state: GameState, cat: Cat, seat: Seat): number {
  let best = -Infinity
  let mine = 0
  state.players.forEach((p, s) => {
    let v = p.prestige + p.money / 3 - 7 * p.loans - 0.5 * p.poverty
    for (const st of p.stacks) for (const c of st) v += cat.cards[c.card]!.endPrestige
    if (s === seat) mine = v
    else if (v > best) best = v
  })
  return mine - best
}

function buildContext(state: GameState, style: PolicyStyle): Ctx {
  const cat = catalogFor(state.options.edition)
  const seat = state.current
  const p = state.players[seat]!
  const turns = turnsLeft(state, seat)
  const P = style.params
  const runs = Math.max(0, turns * P.runRate)
  let minPov = Infinity
  for (const o of state.players) minPov = Math.min(minPov, o.poverty)
  const povW = Math.min(P.povMax, P.povBase + P.povSlope * (p.poverty - minPov))
  const moneyW = 1 / 3 + P.moneyEarly * Math.min(1, turns / 8)
  const f = Math.min(1, Math.max(0, (turns - 1) / 5))
  const handWorth = p.hand.map((c) => handCardWorth(cat.cards[c]!, turns, cityGain(style, state, seat, c)))
  // only draw decisions and the choice of action care about the lead; estimate it only for them
  let hasten = 0
  if (P.hasten > 0 && (state.phase.kind === 'draw' || state.phase.kind === 'action')) {
    const lead = quickLead(state, cat, seat)
    if (lead > 0) hasten = P.hasten * (1 + Math.min(1, lead / 20))
  }
  return { state, cat, seat, turns, runs, moneyW, povW, drawWorth: f * 0.5 - (1 - f), handCards: p.hand, handWorth, hasten, style }
}

/** Worth of holding `card` (0 when it is not in hand). A few cards: a scan beats a Map. */
export function held(ctx: Ctx, card: CardId): number {
  const i = ctx.handCards.indexOf(card)
  return i < 0 ? 0 : ctx.handWorth[i]!
}
