// The bots' hand-written evaluation: an estimate of each player's final score from a (full) game state.
//
// What it values, per player, in prestige points:
//  - prestige already gained;
//  - end prestige of every card in the city (covered or not), and (classic) each borough's prestige + 2 per
//    underground marker in it;
//  - money and loans as final scoring treats them: loans that the money can repay cost £15 each, the others −7,
//    the remaining money is worth money/3 (plus up to £1 = 0.25 more while there are turns left to spend it);
//  - the future of the city: each face-up top card's activation value (money/3 + prestige + poverty removed −
//    poverty gained − its cost, plus a rough worth for special effects) times the number of runs still expected
//    (once only for cards that flip), plus a worth for continuous abilities (School, Bank of England, …);
//  - expected future poverty: each stack (and, second edition, each loan and the top district's run poverty;
//    classic: minus one per borough) adds poverty at every run still expected;
//  - the hand: early on a card is an option (a building is worth a fraction of its value once placed), near the
//    end of the game each card in hand is one more poverty;
//  - poverty, relative to the least poor player (final scoring equalises first), through a smooth version of the
//    printed penalty table.
// Time is measured in turns left, estimated from the size of the deck.
import { catalogFor, queries, type CardId, type CityCardDef, type GameState, type Seat } from '../engine/index.js'

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

/** What one activation of the card brings, in prestige points (may be negative). */
export function activationWorth(def: CityCardDef): number {
  if (!def.activatable || def.effect === 'hospital') return 0
  let v = def.gainMoney / 3 + def.gainPrestige + def.removePoverty * 0.9 - def.gainPoverty * 0.9
  const cost = def.activationCost
  if (cost && 'money' in cost) v -= cost.money / 3
  if (cost && 'discard' in cost) v -= 0.7
  if (def.effect) v += EFFECT_WORTH[def.effect] ?? 0
  return v
}

/** Worth of a face-up top card over the rest of the game. */
export function cityCardWorth(def: CityCardDef, runs: number): number {
  const act = Math.max(0, activationWorth(def))
  let v = def.flips ? act * Math.min(1, runs) : act * runs
  if (def.continuous) v += (CONTINUOUS_WORTH[def.continuous] ?? 0) * Math.min(1, runs / 2)
  return v
}

/** Worth of holding a card, `turns` turns before the end. */
export function handCardWorth(def: CityCardDef, turns: number): number {
  const f = Math.min(1, Math.max(0, (turns - 1) / 5))
  let option: number
  if (def.kind === 'pauper') option = -0.5
  else if (def.kind === 'action') option = 0.8
  else option = 0.2 + 0.15 * Math.max(0, def.endPrestige + cityCardWorth(def, runsLeft(turns)) - def.playCost / 3)
  return f * Math.min(option, 1.5) - (1 - f) * 1
}

/** Smooth stand-in for the printed poverty table (0 → 0, 3 → −2, 5 → −4.5, 10 → −14, 15 → −28.5). */
export function smoothPovertyPenalty(poverty: number): number {
  if (poverty <= 0) return 0
  return -(0.4 * poverty + 0.1 * poverty * poverty)
}

function edition(state: GameState) {
  return catalogFor(state.options.edition)
}

/** The estimated final score of every seat (exact totals once the game is over). */
export function estimateScores(state: GameState): number[] {
  if (state.result) return state.result.scores.map((s) => s.total)
  const cat = edition(state)
  const classic = state.map !== null
  const n = state.players.length
  const futurePoverty: number[] = []
  const base: number[] = []
  for (let seat = 0; seat < n; seat++) {
    const p = state.players[seat]!
    const turns = turnsLeft(state, seat)
    const runs = runsLeft(turns)
    let v = p.prestige
    for (const st of p.stacks) {
      for (let i = 0; i < st.length; i++) {
        const c = st[i]!
        const def = cat.cards[c.card]!
        v += def.endPrestige
        if (i === st.length - 1 && c.faceUp) v += cityCardWorth(def, runs)
      }
    }
    for (const c of p.hand) v += handCardWorth(cat.cards[c]!, turns)
    // money and loans, as the final scoring will treat them
    const repay = Math.min(p.loans, Math.floor(p.money / queries.LOAN_REPAYMENT))
    // (money buys cards before the end: worth more than £3 a point early on)
    const moneyW = 1 / 3 + 0.25 * Math.min(1, turns / 8)
    v += (p.money - repay * queries.LOAN_REPAYMENT) * moneyW - queries.UNPAID_LOAN_PENALTY * (p.loans - repay)
    // poverty still to come from running the city
    let perRun = p.stacks.length + p.hand.length * 0.5
    if (classic) {
      for (const d of p.districts) v += cat.districts[d]!.prestige + (state.map!.underground[d] ? 2 : 0)
      perRun -= p.districts.length
    } else {
      perRun += p.loans
      const top = p.districts[p.districts.length - 1]
      if (top !== undefined) perRun += cat.districts[top]!.runPoverty
    }
    // the hand counts as poverty at the end of the game
    futurePoverty.push(p.poverty + Math.max(0, perRun) * runs * 0.6 + (turns <= 1 ? p.hand.length : 0))
    base.push(v)
  }
  const minPoverty = Math.min(...futurePoverty)
  return base.map((v, seat) => v + smoothPovertyPenalty(futurePoverty[seat]! - minPoverty) - 0.15 * futurePoverty[seat]!)
}

/** How far `seat` is ahead of its best opponent (negative when behind). */
export function advantage(scores: readonly number[], seat: Seat): number {
  let best = -Infinity
  for (let s = 0; s < scores.length; s++) if (s !== seat && scores[s]! > best) best = scores[s]!
  return scores[seat]! - best
}

/** A reward in [0, 1] for `seat`: the win share when the game is over, else a squashed advantage. */
export function reward(state: GameState, seat: Seat): number {
  if (state.result) {
    const w = state.result.winners
    return w.includes(seat) ? 1 / w.length : 0
  }
  const a = advantage(estimateScores(state), seat)
  return 1 / (1 + Math.exp(-a / 4))
}

export type { CardId }
