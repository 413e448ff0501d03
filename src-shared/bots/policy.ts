// A fast, hand-written policy: scores each candidate action from the card data without simulating it.
// It is the Easy bot (with noise) and the rollout policy of Medium and Hard (with a little noise).
import {
  actionPrice,
  catalogFor,
  legalActions,
  queries,
  type Action,
  type CardId,
  type CityCardDef,
  type GameState,
  type Rng,
  type Seat,
} from '../engine/index.js'
import { activationWorth, cityCardWorth, handCardWorth, turnsLeft } from './evaluate.js'

type Cat = ReturnType<typeof catalogFor>

/** The policy's tunable weights (prestige points). Mutable only for tuning scripts. */
export const POLICY_PARAMS = {
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
}

/** Per-decision context shared by the scoring of every candidate. */
interface Ctx {
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
  /** worth of each card in hand, by id */
  hand: Map<CardId, number>
  /** bonus per card taken from the deck (positive when ahead: the deck running out ends the game) */
  hasten: number
}

/** The last context built: candidateActions, rankedActions and policyAction often ask for the same state. */
let cached: { state: GameState; seq: number; ctx: Ctx } | null = null

function context(state: GameState): Ctx {
  if (cached && cached.state === state && cached.seq === state.seq) return cached.ctx
  const ctx = buildContext(state)
  cached = { state, seq: state.seq, ctx }
  return ctx
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

function buildContext(state: GameState): Ctx {
  const cat = catalogFor(state.options.edition)
  const seat = state.current
  const p = state.players[seat]!
  const turns = turnsLeft(state, seat)
  const P = POLICY_PARAMS
  const runs = Math.max(0, turns * P.runRate)
  let minPov = Infinity
  for (const o of state.players) minPov = Math.min(minPov, o.poverty)
  const povW = Math.min(P.povMax, P.povBase + P.povSlope * (p.poverty - minPov))
  const moneyW = 1 / 3 + P.moneyEarly * Math.min(1, turns / 8)
  const f = Math.min(1, Math.max(0, (turns - 1) / 5))
  const hand = new Map<CardId, number>()
  for (const c of p.hand) hand.set(c, handCardWorth(cat.cards[c]!, turns))
  // only draw decisions and the choice of action care about the lead; estimate it only for them
  let hasten = 0
  if (P.hasten > 0 && (state.phase.kind === 'draw' || state.phase.kind === 'action')) {
    const lead = quickLead(state, cat, seat)
    if (lead > 0) hasten = P.hasten * (1 + Math.min(1, lead / 20))
  }
  return { state, cat, seat, turns, runs, moneyW, povW, drawWorth: f * 0.5 - (1 - f), hand, hasten }
}

/** Worth of what the action pays: its money and the loans that forces (the engine's price). */
function moneyCost(ctx: Ctx, a: Action): number {
  const price = actionPrice(ctx.state, a)
  return price.money * ctx.moneyW + price.loans * POLICY_PARAMS.loanCost
}

function placeWorth(ctx: Ctx, card: CardId): number {
  const def = ctx.cat.cards[card]!
  return def.endPrestige + cityCardWorth(def, ctx.runs)
}

/** Worth of drawing `n` cards blind: cards beyond the hand limit only widen the choice of what to keep. */
function drawsWorth(ctx: Ctx, n: number): number {
  const room = Math.max(0, queries.HAND_LIMIT - ctx.state.players[ctx.seat]!.hand.length)
  const k = Math.min(n, room)
  return k * ctx.drawWorth + (n - k) * POLICY_PARAMS.surplusDraw
}

function scorePlace(ctx: Ctx, a: Extract<Action, { type: 'place' }>): number {
  const p = ctx.state.players[ctx.seat]!
  let v = placeWorth(ctx, a.card) - (ctx.hand.get(a.card) ?? 0) - moneyCost(ctx, a)
  if (a.spend !== null) v -= ctx.hand.get(a.spend) ?? 0
  if (a.onto === null) v -= Math.min(POLICY_PARAMS.newStackMax, ctx.runs * ctx.povW * POLICY_PARAMS.newStack)
  else {
    const top = p.stacks[a.onto]![p.stacks[a.onto]!.length - 1]!
    if (top.faceUp) v -= cityCardWorth(ctx.cat.cards[top.card]!, ctx.runs) + 0.3
  }
  return v
}

/** Poverty a run would add now. */
function runPoverty(ctx: Ctx): number {
  const parts = queries.runPovertyParts(ctx.state, ctx.seat)
  let extra = 0
  const top = queries.topDistrict(ctx.state, ctx.seat)
  if (top && !ctx.state.turn.districtRun) extra += top.runPoverty
  return Math.max(0, parts.change) + extra
}

function scoreActivate(ctx: Ctx, a: Extract<Action, { type: 'activate' }>, card: CardId = a.card): number {
  const { state, cat, seat } = ctx
  const p = state.players[seat]!
  const def: CityCardDef = cat.cards[card]!
  const n = state.players.length
  let v = def.gainMoney * ctx.moneyW + def.gainPrestige - def.gainPoverty * ctx.povW
  v += Math.min(def.removePoverty, p.poverty) * ctx.povW
  // the whole activation's payments (its cost, a Coffee House placement, Underground bridges, Whitehall's repeat)
  if (card === a.card) v -= moneyCost(ctx, a)
  if (a.spend !== undefined && card === a.card) v -= (ctx.hand.get(a.spend) ?? 0) + 0.1
  const countDistricts = (pred: (d: (typeof cat.districts)[number]) => boolean) => p.districts.filter((d) => pred(cat.districts[d]!)).length
  switch (def.effect) {
    case 'townHousesClassic':
      v += queries.allAreaCards(p).filter((c) => cat.cards[c]!.colour !== 'brown').length
      break
    case 'townHouses2e':
      v += queries.visibleCards(p).filter((c) => cat.cards[c]!.colour === 'blue').length
      break
    case 'omnibus':
      v += p.districts.length * ctx.moneyW
      break
    case 'steamboats':
      v += 2 * countDistricts((d) => d.river) * ctx.moneyW
      break
    case 'trainStation':
      v += 2 * countDistricts((d) => d.north) * ctx.moneyW
      break
    case 'brownCards':
      v += queries.allAreaCards(p).filter((c) => cat.cards[c]!.colour === 'brown').length * ctx.moneyW
      break
    case 'lloyds':
      v += 2 * (n - 1) * ctx.moneyW
      break
    case 'fireBrigade':
      v += 0.3 * (n - 1)
      break
    case 'fleetStreet':
      v += (2 * ctx.povW) / (n - 1)
      break
    case 'policeForce':
      if (p.poverty > 0) v += ctx.povW + 0.5 / (n - 1)
      break
    case 'brixtonPrison':
    case 'millbankPrison':
    case 'workhouse': {
      const cards = a.cards ?? []
      const each = def.effect === 'millbankPrison' ? 1 : def.effect === 'workhouse' ? ctx.moneyW : 0
      // each card spent leaves the hand (one less poverty at the run) and removes one poverty (not below 0)
      const removable = Math.min(cards.length, p.poverty)
      v += cards.length * (each + ctx.povW * 0.8) + removable * ctx.povW * 0.5
      for (const c of cards) v -= ctx.hand.get(c) ?? 0
      break
    }
    case 'shops':
      v += (state.cardMoney[card] ?? 0) * ctx.moneyW
      break
    case 'publicHouses':
      v += state.turn.handPovertyWaived ? 0 : p.hand.length * ctx.povW
      break
    case 'coffeeHouse':
      if (a.take !== undefined) v += placeWorth(ctx, a.take) - 0.5
      break
    case 'underground':
      v += (a.boroughs?.length ?? 0) * 1.5
      break
    case 'whitehall':
      if (a.again !== undefined) v += scoreActivate(ctx, { ...a, spend: undefined }, a.again) - 0.2
      break
    default:
      break
  }
  if (a.hospital !== undefined && card === a.card) {
    // the activated card stays face up and the Hospital flips instead
    v += cityCardWorth(def, ctx.runs) - 0.5
  }
  return v
}

function scoreAction(ctx: Ctx, a: Action): number {
  const { state, cat, seat } = ctx
  const p = state.players[seat]!
  switch (a.type) {
    case 'takeLoan':
      return -100
    case 'repayLoan':
      return p.money >= queries.LOAN_REPAYMENT + 3 ? 10 : -10
    case 'stockExchange':
      return handCardWorth(cat.cards[a.take]!, ctx.turns) - (ctx.hand.get(a.give) ?? 0) - 0.3
    case 'drawDeck':
      return ctx.drawWorth + ctx.hasten
    case 'drawBoard':
    case 'takePeeked':
      return handCardWorth(cat.cards[a.card]!, ctx.turns)
    case 'peekUniversity':
      return ctx.drawWorth + 0.4
    case 'stopDrawing':
      return 0
    case 'chooseDevelop': {
      let best = 0
      for (const c of p.hand) {
        const def = cat.cards[c]!
        if (def.kind === 'action') best = Math.max(best, 1)
        if (def.kind !== 'building') continue
        const spend = p.hand.find((s) => s !== c && cat.cards[s]!.colour === def.colour)
        if (spend === undefined && def.continuous !== 'coffeeHouse') continue
        best = Math.max(best, scorePlace(ctx, { type: 'place', card: c, spend: spend ?? null, onto: null }) + ctx.runs * ctx.povW * 0.4)
      }
      return best + 0.3
    }
    case 'chooseRunCity': {
      let gain = 0
      for (const st of p.stacks) {
        const top = st[st.length - 1]!
        if (!top.faceUp) continue
        const def = cat.cards[top.card]!
        if (!def.activatable || def.effect === 'hospital') continue
        const cost = def.activationCost
        if (cost && 'discard' in cost && p.hand.length === 0) continue
        gain += Math.max(0, activationWorth(def) - (def.removePoverty > p.poverty ? (def.removePoverty - p.poverty) * 0.9 : 0))
        if (def.effect === 'publicHouses') gain += p.hand.length * ctx.povW
      }
      return gain - runPoverty(ctx) * ctx.povW * POLICY_PARAMS.runPovertyShare + Math.max(0, 8 - p.money) * POLICY_PARAMS.lowMoney
    }
    case 'chooseDrawThree':
      return drawsWorth(ctx, 3) + (p.hand.length <= 3 ? 0.8 : 0) + 3 * ctx.hasten
    case 'buyLand': {
      const d = cat.districts[a.district]!
      let v = d.prestige + Math.min(d.removePoverty, p.poverty) * ctx.povW + drawsWorth(ctx, d.cardsDrawn) - moneyCost(ctx, a)
      if (state.map) v += ctx.runs * ctx.povW * 0.9 + 0.5
      else v -= d.runPoverty * ctx.runs * ctx.povW
      return v
    }
    case 'place':
      return scorePlace(ctx, a)
    case 'playAction': {
      const def = cat.cards[a.card]!
      if (def.effect === 'wren') return p.hand.filter((c) => cat.cards[c]!.kind === 'building').length >= 2 ? 2 : 0.2
      return 2 * ctx.drawWorth + 0.2 - (ctx.hand.get(a.card) ?? 0) * 0.3
    }
    case 'endDevelop':
      return 0
    case 'activate':
      return scoreActivate(ctx, a)
    case 'runDistrict':
      return 100
    case 'endRun':
      return 0
    case 'discard':
      return -(ctx.hand.get(a.card) ?? 0)
  }
}

/**
 * The actions worth considering: legal actions without voluntary loans or Stock Exchange swaps, one card paid
 * per placement (the least useful), placements onto a new stack or onto the least useful top card only, and
 * for activations that spend hand cards, the least useful cards for each count.
 */
export function candidateActions(state: GameState, legal: Action[] = legalActions(state)): Action[] {
  const useful = legal.filter((a) => a.type !== 'takeLoan' && a.type !== 'stockExchange')
  if (useful.length <= 1) return useful.length === 1 ? useful : legal.slice(0, 1)
  const ctx = context(state)
  const p = state.players[ctx.seat]!
  const out: Action[] = []
  const best = new Map<string, { a: Action; v: number }>()
  // the stack whose top is least worth keeping visible (the one to cover), per stack index
  let coverStack = -1
  let coverWorth = Infinity
  p.stacks.forEach((st, i) => {
    const top = st[st.length - 1]!
    if (state.turn.placed.includes(top.card)) return
    const w = top.faceUp ? cityCardWorth(ctx.cat.cards[top.card]!, ctx.runs) : -1
    if (w < coverWorth) {
      coverWorth = w
      coverStack = i
    }
  })
  for (const a of useful) {
    if (a.type === 'place') {
      if (a.onto !== null && a.onto !== coverStack) continue
      const key = `p${a.card}/${a.onto}`
      const v =
        a.spend === null ? -1 : (ctx.hand.get(a.spend) ?? 0) + (ctx.cat.cards[a.spend]!.colour !== ctx.cat.cards[a.card]!.colour ? 0.4 : 0)
      const prev = best.get(key)
      if (!prev || v < prev.v) best.set(key, { a, v })
      continue
    }
    if (a.type === 'activate' && (a.spend !== undefined || a.cards !== undefined)) {
      const key = `a${a.card}/${a.hospital}/${a.again}/${a.target}/${a.take}/${a.cards?.length}`
      let v = a.spend === undefined ? 0 : (ctx.hand.get(a.spend) ?? 0)
      for (const c of a.cards ?? []) v += ctx.hand.get(c) ?? 0
      const prev = best.get(key)
      if (!prev || v < prev.v) best.set(key, { a, v })
      continue
    }
    out.push(a)
  }
  for (const { a } of best.values()) out.push(a)
  return out
}

/** Standard normal noise. */
function gauss(rng: Rng): number {
  const u = Math.max(1e-12, rng.next())
  const v = rng.next()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

/** Candidate actions with the policy's score, best first (no noise). */
export function rankedActions(state: GameState, candidates: Action[] = candidateActions(state)): { action: Action; score: number }[] {
  const ctx = context(state)
  return candidates.map((action) => ({ action, score: scoreAction(ctx, action) })).sort((x, y) => y.score - x.score)
}

/** The policy's choice: the best-scoring candidate after adding Gaussian noise of size `noise`. */
export function policyAction(state: GameState, rng: Rng, noise: number, candidates?: Action[]): Action {
  const cands = candidates ?? candidateActions(state)
  if (cands.length === 1) return cands[0]!
  const ctx = context(state)
  let best = cands[0]!
  let bestV = -Infinity
  for (const a of cands) {
    const v = scoreAction(ctx, a) + (noise > 0 ? noise * gauss(rng) : 0)
    if (v > bestV) {
      bestV = v
      best = a
    }
  }
  return best
}
