// A fast, hand-written policy: scores each candidate action from the card data without simulating it.
// It is the Easy bot (with noise) and the rollout policy of Medium and Hard (with a little noise).
import {
  actionPrice,
  activationBlock,
  activationBlocks,
  apply,
  autoActivations,
  candidateActions as engineCandidates,
  catalogFor,
  checkAction,
  checkPlace,
  effectGainNow,
  povertyForecast,
  queries,
  runChosen,
  type Action,
  type CardId,
  type CityCardDef,
  type GameState,
  type Rng,
  type Seat,
} from '../engine/index'
import { activationWorth, cityCardWorth, handCardWorth } from './evaluate'
import { candidateActions, gather } from './policy-candidates'
import { PLAIN_POLICY, context, gainOf, held, type Ctx, type PolicyStyle } from './policy-context'

export { PLAIN_POLICY, POLICY_PARAMS, type PolicyParams, type PolicyStyle } from './policy-context'
export { candidateActions } from './policy-candidates'

/** Worth of what the action pays: its money and the loans that forces (the engine's price). */
function moneyCost(ctx: Ctx, a: Action): number {
  const price = actionPrice(ctx.state, a)
  return price.money * ctx.moneyW + price.loans * ctx.style.params.loanCost
}

function placeWorth(ctx: Ctx, card: CardId): number {
  const def = ctx.cat.cards[card]!
  return def.endPrestige + cityCardWorth(def, ctx.runs, gainOf(ctx, card))
}

/** Worth of drawing `n` cards blind: cards beyond the hand limit only widen the choice of what to keep. */
function drawsWorth(ctx: Ctx, n: number): number {
  const room = Math.max(0, queries.HAND_LIMIT - ctx.state.players[ctx.seat]!.hand.length)
  const k = Math.min(n, room)
  return k * ctx.drawWorth + (n - k) * ctx.style.params.surplusDraw
}

function scorePlace(ctx: Ctx, a: Extract<Action, { type: 'place' }>): number {
  const p = ctx.state.players[ctx.seat]!
  let v = placeWorth(ctx, a.card) - held(ctx, a.card) - moneyCost(ctx, a)
  if (a.spend !== null) v -= held(ctx, a.spend)
  if (a.onto === null) v -= Math.min(ctx.style.params.newStackMax, ctx.runs * ctx.povW * ctx.style.params.newStack)
  else {
    const top = p.stacks[a.onto]![p.stacks[a.onto]!.length - 1]!
    if (top.faceUp) v -= cityCardWorth(ctx.cat.cards[top.card]!, ctx.runs, gainOf(ctx, top.card)) + 0.3
  }
  return v
}

/** Poverty running the city would add `seat` now (the engine's forecast; a classic run that removes some adds none). */
export function runPovertyNow(state: GameState, seat: Seat): number {
  return Math.max(0, povertyForecast(state, seat).run.change)
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
  if (a.spend !== undefined && card === a.card) v -= held(ctx, a.spend) + 0.1
  // effects that gain by the city's holdings (Omnibus, Bridge, Town Houses…): what the engine says they bring now
  const gain = effectGainNow(state, seat, card)
  if (gain) v += gain.money * ctx.moneyW + gain.prestige
  switch (def.effect) {
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
      for (const c of cards) v -= held(ctx, c)
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
    v += cityCardWorth(def, ctx.runs, gainOf(ctx, card)) - 0.5
  }
  return v
}

/**
 * What could pay for placing `card` onto a new stack, as the engine judges it (checkPlace): the first card of the
 * same colour in hand, else nothing when the card needs no payment (Coffee House), else the first card of another
 * colour (School); undefined: it cannot be placed now.
 */
function placementSpend(state: GameState, card: CardId): CardId | null | undefined {
  const seat = state.current
  const hand = state.players[seat]!.hand
  const cards = catalogFor(state.options.edition).cards
  const colour = cards[card]!.colour
  const pays = (s: CardId) => s !== card && checkPlace(state, seat, card, s, null) === null
  const same = hand.find((s) => cards[s]!.colour === colour && pays(s))
  if (same !== undefined) return same
  if (checkPlace(state, seat, card, null, null) === null) return null
  return hand.find((s) => cards[s]!.colour !== colour && pays(s))
}

/**
 * For each card with a legal activation now, the first the engine proposes (candidates judged by checkAction). Each
 * card's candidates are made one by one and stop at its first legal one: a rollout asks this at every action choice.
 */
function firstActivations(state: GameState): Map<CardId, Action> {
  const first = new Map<CardId, Action>()
  activationBlocks(state, (n, make) => {
    for (let i = 0; i < n; i++) {
      const a = make(i)
      if (checkAction(state, a) === null) {
        first.set((a as Extract<Action, { type: 'activate' }>).card, a)
        break
      }
    }
  })
  return first
}

/**
 * The cards of the current player's city that running it now would let them activate, as the engine judges it: the
 * cards with a legal activation once the run is chosen (a card's cost paid from the hand: Great Exhibition needs a
 * blue card; an effect with something to act on: Coffee House needs a building on the board), and those that one
 * other card's activation opens (Whitehall activates again a card activated this turn). Empty when the run cannot be
 * chosen.
 */
export function runActivatable(state: GameState): Set<CardId> {
  const run = runChosen(state)
  if (run === null) return new Set()
  const first = firstActivations(run)
  const out = new Set(first.keys())
  const seat = run.current
  // cards the engine does not block (face up, activatable, not yet activated) but cannot activate first
  const waiting = run.players[seat]!.stacks.map((st) => st[st.length - 1]!.card).filter(
    (c) => !out.has(c) && activationBlock(run, seat, c) === null,
  )
  let left = waiting.length
  for (const a of left > 0 ? first.values() : []) {
    const after = apply(run, a)
    if (!after.ok) continue
    const opened = firstActivations(after.state)
    for (const c of waiting)
      if (!out.has(c) && opened.has(c)) {
        out.add(c)
        left--
      }
    if (left === 0) break
  }
  return out
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
      return handCardWorth(cat.cards[a.take]!, ctx.turns, gainOf(ctx, a.take)) - held(ctx, a.give) - 0.3
    case 'drawDeck':
      return ctx.drawWorth + ctx.hasten
    case 'drawBoard':
    case 'takePeeked':
      return handCardWorth(cat.cards[a.card]!, ctx.turns, gainOf(ctx, a.card))
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
        const spend = placementSpend(state, c)
        if (spend === undefined) continue
        best = Math.max(best, scorePlace(ctx, { type: 'place', card: c, spend, onto: null }) + ctx.runs * ctx.povW * 0.4)
      }
      return best + 0.3
    }
    case 'chooseRunCity': {
      let gain = 0
      const activatable = runActivatable(state)
      for (const st of p.stacks) {
        const top = st[st.length - 1]!
        if (!activatable.has(top.card)) continue
        const def = cat.cards[top.card]!
        gain += Math.max(
          0,
          activationWorth(def, gainOf(ctx, top.card)) - (def.removePoverty > p.poverty ? (def.removePoverty - p.poverty) * 0.9 : 0),
        )
        if (def.effect === 'publicHouses') gain += p.hand.length * ctx.povW
      }
      return (
        gain -
        runPovertyNow(state, seat) * ctx.povW * ctx.style.params.runPovertyShare +
        Math.max(0, 8 - p.money) * ctx.style.params.lowMoney
      )
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
      return 2 * ctx.drawWorth + 0.2 - held(ctx, a.card) * 0.3
    }
    case 'endDevelop':
      return 0
    case 'activate':
      return scoreActivate(ctx, a)
    case 'runDistrict':
      return 100
    case 'activateAll':
      // never a bot's candidate (a review may ask about it): the worth of its activations, each as it stands now
      return autoActivations(state).reduce((v, step) => v + scoreAction(ctx, step), 0)
    case 'endRun':
      return 0
    case 'discard':
      return -held(ctx, a.card)
  }
}

/** Standard normal noise. */
function gauss(rng: Rng): number {
  const u = Math.max(1e-12, rng.next())
  const v = rng.next()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

/** Candidate actions with the policy's score, best first (no noise), for a policy of this style. */
export function rankedActions(
  state: GameState,
  candidates: Action[] = candidateActions(state),
  style: PolicyStyle = PLAIN_POLICY,
): { action: Action; score: number }[] {
  const ctx = context(state, style)
  return candidates.map((action) => ({ action, score: scoreAction(ctx, action) })).sort((x, y) => y.score - x.score)
}

/** The policy's choice: the best-scoring candidate after adding Gaussian noise of size `noise`. */
export function policyAction(state: GameState, rng: Rng, noise: number, candidates?: Action[], style: PolicyStyle = PLAIN_POLICY): Action {
  if (!candidates) {
    const quick = judgeOnlyTheChoice(state, rng, noise, style)
    if (quick) return quick
  }
  const cands = candidates ?? candidateActions(state, undefined, style)
  if (cands.length === 1) return cands[0]!
  const ctx = context(state, style)
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

/**
 * The policy's choice without judging every candidate first (simulations ask for it at every move): all the
 * candidates are scored with their noise, then judged best first until one is legal — the best legal candidate
 * under the same noise, as judging first would give. Null (judge first) when a refused candidate stood for a
 * group of alternatives, or when nothing but a loan is left.
 */
function judgeOnlyTheChoice(state: GameState, rng: Rng, noise: number, style: PolicyStyle): Action | null {
  const { out, groups } = gather(state, engineCandidates(state), () => true, style)
  const firstGroup = out.length
  if (groups) for (const g of groups.values()) out.push(g.best)
  if (out.length === 0) return null
  const ctx = context(state, style)
  const scores = out.map((a) => scoreAction(ctx, a) + (noise > 0 ? noise * gauss(rng) : 0))
  for (;;) {
    let i = -1
    for (let j = 0; j < out.length; j++) if (scores[j]! > -Infinity && (i < 0 || scores[j]! > scores[i]!)) i = j
    if (i < 0) return null
    if (checkAction(state, out[i]!) === null) return out[i]!
    if (i >= firstGroup) return null
    scores[i] = -Infinity
  }
}
