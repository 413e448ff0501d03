// Position builders for the engine's tests. Every helper starts from a real `createGame` state and only moves
// cards between places, so each card stays in exactly one place (deck, board, removed, a hand or a stack);
// `valid` checks that with `checkInvariants`. What the seats know follows the engine's rule (mutations.ts: learn):
// a card put in a hand is known to its holder, one put in a public place to everyone. Not used by the app.
import { expect } from 'vitest'
import { apply } from './index'
import { checkInvariants } from './invariants'
import { everySeat, learn } from './mutations'
import { catalogFor } from './cards/catalog'
import { createGame } from './setup'
import type { Edition } from './cards/card-types'
import type { Action, ApplyResult, CardId, DistrictId, GameEvent, GameState, Phase, RuleError, Seat, TurnState } from './types'

export { EDITIONS } from './options'

export function game(edition: Edition, players = 2, seed = 1): GameState {
  return createGame({ edition, players, seed })
}

/** Every physical id of a card, found by key ('hospital-b') or printed name ('Hospital'). */
export function idsOf(state: GameState, keyOrName: string): CardId[] {
  const cards = catalogFor(state.options.edition).cards
  const out: CardId[] = []
  cards.forEach((c, i) => {
    if (c.key === keyOrName || c.name === keyOrName) out.push(i)
  })
  if (out.length === 0) throw new Error(`no card "${keyOrName}" in the ${state.options.edition} edition`)
  return out
}

export function def(state: GameState, card: CardId) {
  return catalogFor(state.options.edition).cards[card]!
}

export function districtId(state: GameState, name: string): DistrictId {
  const i = catalogFor(state.options.edition).districts.findIndex((d) => d.name === name || d.key === name)
  if (i < 0) throw new Error(`no district "${name}"`)
  return i
}

export type Place =
  | { readonly where: 'deck' }
  | { readonly where: 'board' }
  | { readonly where: 'removed' }
  | { readonly where: 'hand'; readonly seat: Seat }
  | { readonly where: 'stack'; readonly seat: Seat; readonly stack: number; readonly index: number }

export function locate(state: GameState, card: CardId): Place {
  if (state.deck.includes(card)) return { where: 'deck' }
  if (state.board.top.includes(card) || state.board.bottom.includes(card)) return { where: 'board' }
  if (state.removed.includes(card)) return { where: 'removed' }
  for (let s = 0; s < state.players.length; s++) {
    const p = state.players[s]!
    if (p.hand.includes(card)) return { where: 'hand', seat: s }
    for (let i = 0; i < p.stacks.length; i++) {
      const j = p.stacks[i]!.findIndex((c) => c.card === card)
      if (j >= 0) return { where: 'stack', seat: s, stack: i, index: j }
    }
  }
  throw new Error(`card ${card} is nowhere`)
}

/** Takes a card out of wherever it is (a hand that loses it gets the deck's bottom card instead). */
function detach(state: GameState, card: CardId): void {
  const at = locate(state, card)
  switch (at.where) {
    case 'deck':
      state.deck.splice(state.deck.indexOf(card), 1)
      return
    case 'board': {
      const row = state.board.top.includes(card) ? state.board.top : state.board.bottom
      row[row.indexOf(card)] = null
      return
    }
    case 'removed':
      state.removed.splice(state.removed.indexOf(card), 1)
      return
    case 'hand': {
      const hand = state.players[at.seat]!.hand
      const bottom = state.deck.shift()
      if (bottom === undefined) hand.splice(hand.indexOf(card), 1)
      else {
        hand[hand.indexOf(card)] = bottom
        learn(state, bottom, 1 << at.seat)
      }
      return
    }
    case 'stack':
      throw new Error(`card ${card} is already in seat ${at.seat}'s area`)
  }
}

/** Cards a builder puts into the deck were never seen by anyone (the engine never returns a seen card there). */
function unseen(state: GameState, cards: readonly CardId[]): void {
  for (const c of cards) state.known[c] = 0
}

/** A copy of the card not yet used by the position being built, preferring the deck, then removed, board, hands. */
export function free(state: GameState, keyOrName: string, taken: readonly CardId[] = []): CardId {
  const ids = idsOf(state, keyOrName).filter((c) => !taken.includes(c))
  const rank = (c: CardId) => ({ deck: 0, removed: 1, board: 2, hand: 3, stack: 9 })[locate(state, c).where]
  const best = ids.filter((c) => rank(c) < 9).sort((a, b) => rank(a) - rank(b))[0]
  if (best === undefined) throw new Error(`no free copy of "${keyOrName}"`)
  return best
}

/** Replaces a player's hand by the named cards; the old hand goes to the bottom of the deck. */
export function setHand(state: GameState, seat: Seat, keys: readonly string[]): CardId[] {
  const p = state.players[seat]!
  const old = p.hand
  p.hand = []
  state.deck.unshift(...old)
  unseen(state, old)
  return keys.map((k) => addToHand(state, seat, k))
}

export function addToHand(state: GameState, seat: Seat, key: string): CardId {
  const c = free(state, key, state.players[seat]!.hand)
  detach(state, c)
  state.players[seat]!.hand.push(c)
  learn(state, c, 1 << seat)
  return c
}

export type StackSpec = string | { readonly key: string; readonly faceUp: boolean }

/** A new stack in a player's area, listed bottom first; returns its card ids (bottom first). */
export function addStack(state: GameState, seat: Seat, cards: readonly StackSpec[]): CardId[] {
  const stack = cards.map((spec) => {
    const key = typeof spec === 'string' ? spec : spec.key
    const faceUp = typeof spec === 'string' ? true : spec.faceUp
    const c = free(state, key)
    detach(state, c)
    learn(state, c, everySeat(state))
    return { card: c, faceUp }
  })
  state.players[seat]!.stacks.push(stack)
  return stack.map((s) => s.card)
}

/** Places one card (face up) as a stack of its own; returns its id. */
export function addCard(state: GameState, seat: Seat, key: string, faceUp = true): CardId {
  return addStack(state, seat, [{ key, faceUp }])[0]!
}

/** Fills board slots in order (top row first); `null` leaves a slot empty. The old board goes to the deck bottom. */
export function setBoard(
  state: GameState,
  top: readonly (string | null)[],
  bottom: readonly (string | null)[] = [],
): { top: (CardId | null)[]; bottom: (CardId | null)[] } {
  const slots = state.board.top.length
  for (const c of [...state.board.top, ...state.board.bottom])
    if (c !== null) {
      state.deck.unshift(c)
      unseen(state, [c])
    }
  state.board = { top: Array(slots).fill(null), bottom: Array(slots).fill(null) }
  const fill = (row: (CardId | null)[], keys: readonly (string | null)[]) =>
    keys.forEach((k, i) => {
      if (i >= slots) throw new Error('too many board cards for this player count')
      if (k === null) return
      const c = free(state, k)
      detach(state, c)
      learn(state, c, everySeat(state))
      row[i] = c
    })
  fill(state.board.top, top)
  fill(state.board.bottom, bottom)
  return { top: state.board.top.slice(), bottom: state.board.bottom.slice() }
}

/** Puts the named cards on top of the deck (the last named is the top card). */
export function stackDeck(state: GameState, keys: readonly string[]): CardId[] {
  return keys.map((k) => {
    const c = free(state, k)
    detach(state, c)
    state.deck.push(c)
    unseen(state, [c])
    return c
  })
}

/** Leaves only `n` cards in the deck; the rest leave the game. Call it last: the other helpers take cards from the deck. */
export function shrinkDeck(state: GameState, n: number): void {
  const gone = state.deck.splice(0, Math.max(0, state.deck.length - n))
  for (const c of gone) learn(state, c, everySeat(state))
  state.removed.push(...gone)
}

export function setPlayer(
  state: GameState,
  seat: Seat,
  values: Partial<{ money: number; poverty: number; loans: number; prestige: number }>,
): void {
  Object.assign(state.players[seat]!, values)
}

/** Second edition: gives a player district cards (bottom first), keeping the offer at three from the district deck. */
export function giveDistricts(state: GameState, seat: Seat, names: readonly string[]): DistrictId[] {
  return names.map((n) => {
    const d = districtId(state, n)
    if (state.map) {
      state.players[seat]!.districts.push(d)
      return d
    }
    const inOffer = state.districtOffer.indexOf(d)
    if (inOffer >= 0) {
      const next = state.districtDeck.pop()
      if (next === undefined) state.districtOffer.splice(inOffer, 1)
      else state.districtOffer[inOffer] = next
    } else {
      const i = state.districtDeck.indexOf(d)
      if (i < 0) throw new Error(`district ${n} is already owned`)
      state.districtDeck.splice(i, 1)
    }
    state.players[seat]!.districts.push(d)
    return d
  })
}

/** Second edition: makes the face-up offer exactly these districts (the old offer goes into the district deck). */
export function setOffer(state: GameState, names: readonly string[]): DistrictId[] {
  const ids = names.map((n) => districtId(state, n))
  state.districtDeck.unshift(...state.districtOffer)
  state.districtDeck = state.districtDeck.filter((d) => !ids.includes(d))
  state.districtOffer = ids
  return ids
}

export function freshTurn(): TurnState {
  return {
    placed: [],
    activated: [],
    districtRun: false,
    handPovertyWaived: false,
    stockExchangeUsed: false,
    atStart: false,
    developed: 0,
    wrenLeft: 0,
    chosen: null,
  }
}

/** The action a turn in `phase` has chosen, as legal play leaves it (a draw before the hand limit: Draw three). */
function chosenIn(phase: Phase): TurnState['chosen'] {
  if (phase.kind === 'develop' || (phase.kind === 'draw' && phase.then === 'develop')) return 'develop'
  if (phase.kind === 'run') return 'runCity'
  if (phase.kind === 'draw' && phase.then === 'handLimit') return 'drawThree'
  return null
}

/**
 * Makes `seat` the current player in `phase` with a fresh turn (at the start of the turn only for the first draw;
 * the action chosen is the one the phase belongs to).
 */
export function at(state: GameState, seat: Seat, phase: Phase): GameState {
  state.current = seat
  state.phase = phase
  state.turn = { ...freshTurn(), atStart: phase.kind === 'draw' && phase.then === 'action', chosen: chosenIn(phase) }
  return state
}

export const START_DRAW: Phase = { kind: 'draw', left: 1, optional: false, then: 'action' }
export const ACTION: Phase = { kind: 'action' }
export const DEVELOP: Phase = { kind: 'develop' }
export const RUN: Phase = { kind: 'run' }

export function valid(state: GameState): GameState {
  expect(checkInvariants(state)).toEqual([])
  return state
}

export interface Step {
  readonly state: GameState
  readonly events: readonly GameEvent[]
}

/** Applies a legal action; fails the test (with the engine's message) when it is refused. */
export function act(state: GameState, action: Action): GameState {
  return step(state, action).state
}

export function step(state: GameState, action: Action): Step {
  const r: ApplyResult = apply(state, action)
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`)
  valid(r.state)
  return { state: r.state, events: r.events }
}

/** Applies a chain of legal actions. */
export function acts(state: GameState, actions: readonly Action[]): GameState {
  return actions.reduce(act, state)
}

/** Expects an action to be refused and the given state to be left exactly as it was. */
export function refused(state: GameState, action: unknown, code?: RuleError['code']): RuleError {
  const before = JSON.stringify(state)
  const r = apply(state, action)
  expect(JSON.stringify(state)).toBe(before)
  if (r.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`)
  if (code) expect(r.error.code).toBe(code)
  return r.error
}
