// The inputs of the learned evaluation (value-net.ts): a position as one seat sees it, as a fixed-length vector
// of numbers. Only what that seat may see is read: a card the seat does not know (hiddenCards: another player's
// hand, in the second edition another player's covered and face-down cards) counts only as a card, never by what
// it is. So the features of a state, of the seat's view of it and of any determinization of that view are the
// same numbers, and training on full self-play states teaches nothing the search could not see.
//
// Per player, the seat first and then its opponents from the best placed (by the visible linear estimate) down:
// the points it is sure of, the money and loans as final scoring treats them, poverty now and to come, the city's
// future (evaluate.ts's worths of each face-up top card and of the hand), and a linear estimate of its final score
// built from the same terms with the fitted weights (eval-weights.ts). Then the seat's margins over the best
// opponent and where the game stands (deck left, final round, seats to play before the seat).
import { catalogFor, effectGainNow, hiddenCards, queries, HIDDEN, type CardId, type GameState, type Seat } from '../engine/index'
import {
  EVAL_FEATURES,
  cityCardWorth,
  handCardWorth,
  marginScaleAt,
  smoothPovertyPenalty,
  turnsLeft,
  weightsFor,
  type EvalFeature,
} from './evaluate'

/** What each player's block holds, in order. */
export const PLAYER_FEATURES = [
  /** prestige gained during play */
  'prestige',
  /** end prestige of the city cards the seat can see, and (classic) the boroughs with their Underground markers */
  'visibleCityPrestige',
  /** city cards the seat cannot see (second edition: another player's covered and face-down cards) */
  'hiddenCityCards',
  /** money left after repaying what loans it can, in thirds (final scoring: £3 a point) */
  'money',
  /** loans the money cannot repay */
  'unpaidLoans',
  'poverty',
  'handSize',
  /** evaluate.ts's worth of the hand cards the seat can see (its own hand; another's cards it saw taken) */
  'visibleHandWorth',
  /** each visible face-up top card's worth over the runs still expected (gains counted as they stand) */
  'activations',
  'stacks',
  /** poverty each run of the city adds as it stands (stacks, second edition loans and top district, classic boroughs) */
  'runPoverty',
  'districts',
  'turnsLeft',
  /** expected final poverty: now, plus the runs to come */
  'futurePoverty',
  /** the linear evaluation's estimate of the final score from these visible terms */
  'linearEstimate',
] as const
export type PlayerFeature = (typeof PLAYER_FEATURES)[number]

/** Features of the whole position, after the players' blocks. */
export const GAME_FEATURES = [
  /** the seat's linear estimate minus the best opponent's */
  'linearMargin',
  /** the same margin divided by the fitted scale of the linear reward (its logit) */
  'linearLogit',
  /** smooth poverty penalty of the seat's expected poverty above the least poor player's */
  'povertyRelative',
  /** the same for the best opponent (by linear estimate) */
  'opponentPovertyRelative',
  'deckSize',
  /** 1 once the final round has begun */
  'finalRound',
  /** seats that play before the seat from the current one (0: the seat is to play) */
  'seatsBefore',
  /** the seat's place in the turn order from the first player (0: first) */
  'turnOrder',
] as const

/**
 * Feature set 3 adds, after set 1's inputs, which cards are where, so that the net can learn what each card is
 * worth beyond evaluate.ts's estimate of it: per card kind (the catalogue's keys; copies share one), how many of
 * the seat's visible face-up top cards, of its visible hand, and of the best placed opponent's face-up top cards
 * are of that kind. One slot per kind of the larger catalogue, so both editions have the same count. A net records
 * its set (value-net-types.ts `featureSet`), so nets of set 1 keep working unchanged beside nets of set 3. (Set 2,
 * a hand's fit with its city and the display, judged no better and was removed: bots README.)
 */
export type FeatureSet = 1 | 3
export const FEATURE_SETS: readonly FeatureSet[] = [1, 3]

/** Each card's kind slot (by card id) and how many kinds the edition has, worked out once from the catalogue. */
function kindSlots(edition: 'second' | 'classic'): { readonly slotOf: Int32Array; readonly kinds: number } {
  const slots = new Map<string, number>()
  const slotOf = Int32Array.from(catalogFor(edition).cards, (c) => {
    if (!slots.has(c.key)) slots.set(c.key, slots.size)
    return slots.get(c.key)!
  })
  return { slotOf, kinds: slots.size }
}
const KIND_SLOTS = { second: kindSlots('second'), classic: kindSlots('classic') }
/** Card kinds per block of set 3 */
export const CARD_KIND_SLOTS = Math.max(KIND_SLOTS.second.kinds, KIND_SLOTS.classic.kinds)
/** Set 3's blocks, in order: the seat's face-up top cards, its hand, the best opponent's face-up top cards */
export const CARD_KIND_BLOCKS = ['topCards', 'hand', 'bestOpponentTopCards'] as const

/** How many inputs a `players`-player position has in feature set `set`. */
export function featureCount(players: number, set: FeatureSet = 1): number {
  const base = PLAYER_FEATURES.length * players + GAME_FEATURES.length
  return set === 1 ? base : base + CARD_KIND_BLOCKS.length * CARD_KIND_SLOTS
}

/** Where a feature of the whole position sits among a `players`-player position's inputs. */
export function gameFeatureIndex(feature: (typeof GAME_FEATURES)[number], players: number): number {
  return PLAYER_FEATURES.length * players + GAME_FEATURES.indexOf(feature)
}

/** A hidden card in someone's hand: worth what an average card is (an option early, a poverty at the end). */
function hiddenHandWorth(turns: number): number {
  const f = Math.min(1, Math.max(0, (turns - 1) / 5))
  return f * 0.5 - (1 - f)
}

const P = Object.fromEntries(PLAYER_FEATURES.map((f, i) => [f, i])) as Record<PlayerFeature, number>
const LINEAR_INDEX = Object.fromEntries(EVAL_FEATURES.map((f, i) => [f, i])) as Record<EvalFeature, number>

/**
 * The features of `state` as `seat` sees it, in feature set `set`, written into `out` (length
 * featureCount(players, set)) and returned. Works on a full state, on `view(state, seat)` and on a determinization
 * alike (same numbers).
 */
export function valueFeatures(state: GameState, seat: Seat, out?: Float64Array, set: FeatureSet = 1): Float64Array {
  const n = state.players.length
  out ??= new Float64Array(featureCount(n, set))
  if (out.length !== featureCount(n, set))
    throw new Error(`valueFeatures: ${out.length} inputs given, ${featureCount(n, set)} needed for ${n} players (feature set ${set})`)
  const cat = catalogFor(state.options.edition)
  const classic = state.map !== null
  const hidden = hiddenCards(state, seat)
  const unseen = (c: CardId) => c === HIDDEN || hidden.has(c)
  const weights = weightsFor(state)
  const w = EVAL_FEATURES.map((f) => weights.weights[f])
  const k = PLAYER_FEATURES.length
  const blocks: number[][] = []
  for (let s = 0; s < n; s++) {
    const p = state.players[s]!
    const turns = turnsLeft(state, s)
    const runs = Math.max(0, turns * 0.25)
    let cityPrestige = 0
    let hiddenCity = 0
    let activations = 0
    for (const st of p.stacks)
      for (let i = 0; i < st.length; i++) {
        const c = st[i]!
        if (unseen(c.card)) {
          hiddenCity++
          continue
        }
        const def = cat.cards[c.card]!
        cityPrestige += def.endPrestige
        if (i === st.length - 1 && c.faceUp) activations += cityCardWorth(def, runs, classic ? effectGainNow(state, s, c.card) : null)
      }
    if (classic) for (const d of p.districts) cityPrestige += cat.districts[d]!.prestige + (state.map!.underground[d] ? 2 : 0)
    let handWorth = 0
    let handLinear = 0
    for (const c of p.hand) {
      if (unseen(c)) {
        handLinear += hiddenHandWorth(turns)
        continue
      }
      const v = handCardWorth(cat.cards[c]!, turns, classic ? effectGainNow(state, s, c) : null)
      handWorth += v
      handLinear += v
    }
    const repay = Math.min(p.loans, Math.floor(p.money / queries.LOAN_REPAYMENT))
    const money = (p.money - repay * queries.LOAN_REPAYMENT) / 3
    const parts = queries.runPovertyParts(state, s)
    const runPoverty = parts.stacks + parts.loans + (classic ? -parts.districts : (queries.topDistrict(state, s)?.runPoverty ?? 0))
    const perRun = Math.max(0, runPoverty + p.hand.length * 0.5)
    const futurePoverty = p.poverty + perRun * runs * weights.futurePovertyShare + (turns <= 1 ? p.hand.length : 0)
    const b = new Array<number>(k).fill(0)
    b[P.prestige] = p.prestige
    b[P.visibleCityPrestige] = cityPrestige
    b[P.hiddenCityCards] = hiddenCity
    b[P.money] = money
    b[P.unpaidLoans] = p.loans - repay
    b[P.poverty] = p.poverty
    b[P.handSize] = p.hand.length
    b[P.visibleHandWorth] = handWorth
    b[P.activations] = activations
    b[P.stacks] = p.stacks.length
    b[P.runPoverty] = runPoverty
    b[P.districts] = p.districts.length
    b[P.turnsLeft] = turns
    b[P.futurePoverty] = futurePoverty
    // the linear estimate without its relative-poverty term (added below, once every player's poverty is known);
    // a hidden covered card is counted as an average building's end prestige (1)
    const lin = new Array<number>(EVAL_FEATURES.length).fill(0)
    lin[LINEAR_INDEX.activations] = activations
    lin[LINEAR_INDEX.hand] = handLinear
    lin[LINEAR_INDEX.money] = money
    lin[LINEAR_INDEX.moneyEarly] = money * 3 * Math.min(1, turns / 8)
    lin[LINEAR_INDEX.unpaidLoans] = p.loans - repay
    lin[LINEAR_INDEX.povertyAbsolute] = futurePoverty
    lin[LINEAR_INDEX.stacksFuture] = p.stacks.length * runs
    lin[LINEAR_INDEX.turns] = turns
    let est = p.prestige + cityPrestige + hiddenCity
    for (let i = 0; i < w.length; i++) est += w[i]! * lin[i]!
    b[P.linearEstimate] = est
    blocks.push(b)
  }
  const minPoverty = Math.min(...blocks.map((b) => b[P.futurePoverty]!))
  const relative = blocks.map((b) => smoothPovertyPenalty(b[P.futurePoverty]! - minPoverty))
  blocks.forEach((b, s) => (b[P.linearEstimate]! += weights.weights.povertyRelative * relative[s]!))
  // opponents from the best placed down (ties: seat order), so the net does not depend on seat numbers
  const opponents: Seat[] = []
  for (let s = 0; s < n; s++) if (s !== seat) opponents.push(s)
  opponents.sort((a, b) => blocks[b]![P.linearEstimate]! - blocks[a]![P.linearEstimate]! || a - b)
  let o = 0
  for (const s of [seat, ...opponents]) for (const v of blocks[s]!) out[o++] = v
  const best = opponents[0]!
  const margin = blocks[seat]![P.linearEstimate]! - blocks[best]![P.linearEstimate]!
  out[o++] = margin
  out[o++] = margin / marginScaleAt(turnsLeft(state, seat), weights)
  out[o++] = relative[seat]!
  out[o++] = relative[best]!
  out[o++] = state.deck.length
  out[o++] = state.lastTurnSeat !== null ? 1 : 0
  out[o++] = (seat - state.current + n) % n
  out[o++] = (seat - state.firstPlayer + n) % n
  if (set === 3) cardKindCounts(state, seat, opponents[0]!, unseen, out, o)
  return out
}

/** Set 3's inputs: the counts per card kind of the seat's top cards, its hand and the best opponent's top cards. */
function cardKindCounts(state: GameState, seat: Seat, best: Seat, unseen: (c: CardId) => boolean, out: Float64Array, o: number): void {
  const { slotOf } = KIND_SLOTS[state.options.edition]
  out.fill(0, o, o + CARD_KIND_BLOCKS.length * CARD_KIND_SLOTS)
  const count = (block: number, c: CardId) => {
    if (!unseen(c)) out[o + block * CARD_KIND_SLOTS + slotOf[c]!]! += 1
  }
  const tops = (block: number, s: Seat) => {
    for (const st of state.players[s]!.stacks) {
      const top = st[st.length - 1]
      if (top && top.faceUp) count(block, top.card)
    }
  }
  tops(0, seat)
  for (const c of state.players[seat]!.hand) count(1, c)
  tops(2, best)
}
