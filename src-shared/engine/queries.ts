// Read-only rule queries shared by validation, effects, scoring, bots and the UI.
import { catalogFor, type Catalog } from './cards/catalog.js'
import type { CityCardDef, ContinuousKey, DistrictDef } from './cards/card-types.js'
import type { CardId, GameState, PlayerState, Seat, StackCard } from './types.js'

export const HAND_LIMIT = 9
export const LOAN_REPAYMENT = 15
export const UNPAID_LOAN_PENALTY = 7
export const STARTING_MONEY = 5
export const STARTING_HAND = 6

export function catalog(state: Pick<GameState, 'options'>): Catalog {
  return catalogFor(state.options.edition)
}

export function cardDef(state: Pick<GameState, 'options'>, card: CardId): CityCardDef {
  const def = catalog(state).cards[card]
  if (!def) throw new Error(`unknown card id ${card}`)
  return def
}

export function districtDef(state: Pick<GameState, 'options'>, district: number): DistrictDef {
  const def = catalog(state).districts[district]
  if (!def) throw new Error(`unknown district id ${district}`)
  return def
}

export function isClassic(state: Pick<GameState, 'options'>): boolean {
  return state.options.edition === 'classic'
}

/** Slots per board row: 3, 4 or 5 for 2, 3 or 4 players. */
export function boardSlots(players: number): number {
  return players + 1
}

export function startingPoverty(state: Pick<GameState, 'options'>): number {
  return isClassic(state) ? 5 : 0
}

export function topCard(stack: readonly StackCard[]): StackCard | undefined {
  return stack[stack.length - 1]
}

/** The index of the stack whose top card is `card`, or -1. */
export function stackOfTop(player: PlayerState, card: CardId): number {
  for (let i = 0; i < player.stacks.length; i++) if (topCard(player.stacks[i]!)?.card === card) return i
  return -1
}

/** Face-up top cards: the only cards whose abilities are in play. */
export function visibleCards(player: PlayerState): CardId[] {
  const out: CardId[] = []
  for (const s of player.stacks) {
    const t = topCard(s)
    if (t && t.faceUp) out.push(t.card)
  }
  return out
}

export function hasContinuous(state: GameState, seat: Seat, key: ContinuousKey): boolean {
  const cards = catalog(state).cards
  for (const s of state.players[seat]!.stacks) {
    const t = topCard(s)
    if (t && t.faceUp && cards[t.card]!.continuous === key) return true
  }
  return false
}

export function loanSize(state: GameState, seat: Seat): number {
  return hasContinuous(state, seat, 'bankOfEngland') ? 12 : 10
}

export function allAreaCards(player: PlayerState): CardId[] {
  const out: CardId[] = []
  for (const s of player.stacks) for (const c of s) out.push(c.card)
  return out
}

export function countDistricts(state: GameState, seat: Seat, pred: (d: DistrictDef) => boolean): number {
  const defs = catalog(state).districts
  let n = 0
  for (const d of state.players[seat]!.districts) if (pred(defs[d]!)) n++
  return n
}

/** Second edition: only the top (latest) district's abilities are in play. */
export function topDistrict(state: GameState, seat: Seat): DistrictDef | null {
  if (isClassic(state)) return null
  const ds = state.players[seat]!.districts
  const last = ds[ds.length - 1]
  return last === undefined ? null : districtDef(state, last)
}

export function boardCards(state: GameState): CardId[] {
  const out: CardId[] = []
  for (const c of state.board.top) if (c !== null) out.push(c)
  for (const c of state.board.bottom) if (c !== null) out.push(c)
  return out
}

export function cardsAvailableToDraw(state: GameState): number {
  let n = state.deck.length
  for (const c of state.board.top) if (c !== null) n++
  for (const c of state.board.bottom) if (c !== null) n++
  return n
}

export function isOnBoard(state: GameState, card: CardId): boolean {
  return state.board.top.includes(card) || state.board.bottom.includes(card)
}

export function boroughOwner(state: GameState, borough: number): Seat | null {
  for (let s = 0; s < state.players.length; s++) if (state.players[s]!.districts.includes(borough)) return s
  return null
}

/** Poverty a player would take for running the city now (before clamping at zero). */
export function runPovertyParts(
  state: GameState,
  seat: Seat,
): { stacks: number; loans: number; hand: number; districts: number; change: number } {
  const p = state.players[seat]!
  const stacks = p.stacks.length
  const hand = state.turn.handPovertyWaived && seat === state.current ? 0 : p.hand.length
  if (isClassic(state)) {
    const districts = p.districts.length
    return { stacks, loans: 0, hand, districts, change: stacks + hand - districts }
  }
  return { stacks, loans: p.loans, hand, districts: 0, change: stacks + p.loans + hand }
}

/** Prestige lost to poverty at the end of the game (the table printed on the board). */
export function povertyPenalty(poverty: number): number {
  if (poverty <= 0) return 0
  if (poverty <= 2) return -1
  const table = [0, -1, -1, -2, -3, -5, -7, -9, -11, -13, -15]
  if (poverty <= 10) return table[poverty]!
  return -15 - 3 * (poverty - 10)
}

export function otherSeats(state: GameState, seat: Seat): Seat[] {
  const out: Seat[] = []
  for (let s = 0; s < state.players.length; s++) if (s !== seat) out.push(s)
  return out
}

/** Cards with one representative per card name, so identical copies do not multiply the choices. */
export function distinctByName(state: Pick<GameState, 'options'>, cards: readonly CardId[]): CardId[] {
  // copies of a card share one definition object, so identity comparison is enough (and allocation-free)
  const defs = catalog(state).cards
  const out: CardId[] = []
  next: for (const c of cards) {
    const d = defs[c]
    for (const o of out) if (defs[o] === d) continue next
    out.push(c)
  }
  return out
}
