// Read-only rule queries shared by validation, effects, scoring, bots and the UI.
import { catalogFor, type Catalog } from './cards/catalog'
import type { CityCardDef, ContinuousKey, DistrictDef } from './cards/card-types'
import type { CardId, GameState, PlayerState, Seat, StackCard } from './types'

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
  // asked at every decision (may the Stock Exchange be used?): card facts read from one flat list, not each card's object
  const index = cardIndex(catalog(state))
  const code = CONTINUOUS_CODES[key]
  const stacks = state.players[seat]!.stacks
  for (let i = 0; i < stacks.length; i++) {
    const s = stacks[i]!
    const t = s[s.length - 1]
    if (t !== undefined && t.faceUp && index.continuous[t.card] === code) return true
  }
  return false
}

/** Whether `card` has this continuous ability (whether or not it is in play). */
export function isContinuous(state: Pick<GameState, 'options'>, card: CardId, key: ContinuousKey): boolean {
  return cardIndex(catalog(state)).continuous[card] === CONTINUOUS_CODES[key]
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

/** A continuous ability as a small number (CardIndex.continuous); 0 is none. */
const CONTINUOUS_CODES: Readonly<Record<ContinuousKey, number>> = {
  school: 1,
  university: 2,
  stockExchange: 3,
  bankOfEngland: 4,
  shops: 5,
  coffeeHouse: 6,
  parliament: 7,
}

/**
 * Per catalog, card facts the hottest loops read, as numbers in flat lists indexed by card id (a card's definition
 * object is one more load each time), and the marks distinctByName uses.
 */
interface CardIndex {
  /** each card's name as a small number: copies share one */
  readonly nameIds: Int32Array
  /** each card's continuous ability (CONTINUOUS_CODES), 0 for none */
  readonly continuous: Uint8Array
  /** per name, the number of the last distinctByName call that took it; one more for ids that are no card */
  readonly marks: Int32Array
  mark: number
}
const CARD_INDEX = new Map<Catalog, CardIndex>()
// the last one asked for: a game asks about one catalog all along
let lastCatalog: Catalog | null = null
let lastIndex: CardIndex | null = null

function cardIndex(cat: Catalog): CardIndex {
  if (cat === lastCatalog) return lastIndex!
  let m = CARD_INDEX.get(cat)
  if (!m) {
    const defs = [...new Set(cat.cards)]
    m = {
      nameIds: Int32Array.from(cat.cards, (d) => defs.indexOf(d)),
      continuous: Uint8Array.from(cat.cards, (d) => (d.continuous === null ? 0 : CONTINUOUS_CODES[d.continuous])),
      marks: new Int32Array(defs.length + 1),
      mark: 0,
    }
    CARD_INDEX.set(cat, m)
  }
  lastCatalog = cat
  lastIndex = m
  return m
}

/** A fresh mark number for one pass over a list of cards (distinctByName). */
function newMark(m: CardIndex): number {
  if (m.mark === 0x7fffffff) {
    m.marks.fill(0)
    m.mark = 0
  }
  return ++m.mark
}

/**
 * Cards with one representative per card name (its first in `cards`), so identical copies do not multiply the
 * choices. A name is marked with the pass's number when its first copy is taken: no search, no allocation but the
 * answer.
 */
export function distinctByName(state: Pick<GameState, 'options'>, cards: readonly CardId[]): CardId[] {
  const m = cardIndex(catalog(state))
  const mark = newMark(m)
  const out: CardId[] = []
  for (const c of cards) {
    const id = m.nameIds[c] ?? m.marks.length - 1
    if (m.marks[id] === mark) continue
    m.marks[id] = mark
    out.push(c)
  }
  return out
}

/** distinctByName(state, cards).length, without the list. */
export function distinctCount(state: Pick<GameState, 'options'>, cards: readonly CardId[]): number {
  const m = cardIndex(catalog(state))
  const mark = newMark(m)
  let n = 0
  for (const c of cards) {
    const id = m.nameIds[c] ?? m.marks.length - 1
    if (m.marks[id] === mark) continue
    m.marks[id] = mark
    n++
  }
  return n
}

/** distinctByName(state, cards)[i], without the list. */
export function distinctAt(state: Pick<GameState, 'options'>, cards: readonly CardId[], i: number): CardId {
  const m = cardIndex(catalog(state))
  const mark = newMark(m)
  for (const c of cards) {
    const id = m.nameIds[c] ?? m.marks.length - 1
    if (m.marks[id] === mark) continue
    m.marks[id] = mark
    if (i-- === 0) return c
  }
  throw new RangeError(`no distinct card ${i}`)
}
