// State changes shared by several rules: written once here.
import { isClassic, isContinuous, loanSize, topCard } from './queries'
import type { CardId, GameEvent, GameState, Seat } from './types'

/** Where a rule reports what happened; null when nobody reads it (simulations), and then no event is even built. */
export type Events = GameEvent[] | null

/** Every seat of the game as a knowledge bitmask (GameState.known). */
export function everySeat(state: GameState): number {
  return (1 << state.players.length) - 1
}

/**
 * `seats` (a bitmask) see `card` and now know where it is. Knowledge is never lost: a card only ever goes from
 * a place some seats see into a hand (they see who takes it), back on the deck in its old place (University),
 * or into public places (board, stacks, out of the game), where every seat sees it. (The second edition's view
 * still hides other players' covered and face-down cards, by the 2017 rule: docs/rulings.md, 22f.)
 */
export function learn(state: GameState, card: CardId, seats: number): void {
  state.known[card] = state.known[card]! | seats
}

export function takeLoan(state: GameState, seat: Seat, forced: boolean, events: Events): void {
  const p = state.players[seat]!
  const amount = loanSize(state, seat)
  p.loans++
  p.money += amount
  events?.push({ t: 'loan', seat, amount, forced })
}

/** Pays a cost, taking as many loans as needed first (a cost you cannot pay forces a loan). */
export function pay(state: GameState, seat: Seat, amount: number, to: Seat | null, events: Events): void {
  if (amount <= 0) return
  const p = state.players[seat]!
  while (p.money < amount) takeLoan(state, seat, true, events)
  p.money -= amount
  if (to !== null) state.players[to]!.money += amount
  events?.push({ t: 'pay', seat, to, amount })
}

/** Loans a cost would force, shown to the player before confirming. */
export function loansNeeded(state: GameState, seat: Seat, amount: number): number {
  const short = amount - state.players[seat]!.money
  return short <= 0 ? 0 : Math.ceil(short / loanSize(state, seat))
}

/** Removing poverty never goes below zero; unused removal is lost. Returns the poverty removed. */
export function removePoverty(state: GameState, seat: Seat, amount: number, events: Events): number {
  const p = state.players[seat]!
  const removed = Math.min(p.poverty, amount)
  if (removed > 0) {
    p.poverty -= removed
    events?.push({ t: 'poverty', seat, amount: -removed })
  }
  return Math.max(0, removed)
}

export function gainPoverty(state: GameState, seat: Seat, amount: number, events: Events): void {
  if (amount <= 0) return
  state.players[seat]!.poverty += amount
  events?.push({ t: 'poverty', seat, amount })
}

export function takeFromHand(state: GameState, seat: Seat, card: CardId): void {
  const hand = state.players[seat]!.hand
  const i = hand.indexOf(card)
  if (i < 0) throw new Error(`card ${card} not in hand of seat ${seat}`)
  // the later cards move up one place (splice would build an array of the removed card)
  for (let j = i; j < hand.length - 1; j++) hand[j] = hand[j + 1]!
  hand.pop()
}

/**
 * A discarded (spent) card goes to the first free slot of the board's top row, else the bottom row.
 * With both rows full the second edition removes the bottom row and moves the top row down; the classic
 * edition removes the top row and moves the bottom row up.
 */
export function discardToBoard(state: GameState, card: CardId, events: Events): void {
  learn(state, card, everySeat(state))
  const { top, bottom } = state.board
  let i = top.indexOf(null)
  if (i >= 0) {
    top[i] = card
    return
  }
  i = bottom.indexOf(null)
  if (i >= 0) {
    bottom[i] = card
    return
  }
  if (isClassic(state)) {
    const gone = top.slice() as CardId[]
    state.removed.push(...gone)
    events?.push({ t: 'boardOverflow', removed: gone })
    state.board.top = bottom.slice()
    state.board.bottom = bottom.map(() => null)
    state.board.bottom[0] = card
  } else {
    const gone = bottom.slice() as CardId[]
    state.removed.push(...gone)
    events?.push({ t: 'boardOverflow', removed: gone })
    state.board.bottom = top.slice()
    state.board.top = top.map(() => null)
    state.board.top[0] = card
  }
}

export function spendFromHand(
  state: GameState,
  seat: Seat,
  card: CardId,
  why: 'spend' | 'handLimit' | 'stockExchange',
  events: Events,
): void {
  takeFromHand(state, seat, card)
  events?.push({ t: 'discard', seat, card, why })
  discardToBoard(state, card, events)
}

export function drawFromDeck(state: GameState, seat: Seat, events: Events): void {
  const card = state.deck.pop()
  if (card === undefined) throw new Error('draw from an empty deck')
  learn(state, card, 1 << seat)
  state.players[seat]!.hand.push(card)
  events?.push({ t: 'draw', seat, from: 'deck', card })
}

export function takeFromBoard(state: GameState, card: CardId): void {
  const { top, bottom } = state.board
  let i = top.indexOf(card)
  if (i >= 0) {
    top[i] = null
    return
  }
  i = bottom.indexOf(card)
  if (i >= 0) {
    bottom[i] = null
    return
  }
  throw new Error(`card ${card} is not on the board`)
}

export function drawFromBoard(state: GameState, seat: Seat, card: CardId, events: Events): void {
  takeFromBoard(state, card)
  state.players[seat]!.hand.push(card)
  events?.push({ t: 'draw', seat, from: 'board', card })
}

export type DrawingPhase = Extract<GameState['phase'], { kind: 'draw' | 'university' }>

/** The same drawing phase with `left` draws to go (written out: V8 spreads a spread object slowly). */
export function withLeft(ph: DrawingPhase, left: number): DrawingPhase {
  return ph.kind === 'draw'
    ? { kind: 'draw', left, optional: ph.optional, then: ph.then }
    : { kind: 'university', peeked: ph.peeked, left, optional: ph.optional }
}

/** Puts a card on a stack (or a new stack when `stack` < 0) and feeds visible Shops. */
export function placeOnStack(
  state: GameState,
  seat: Seat,
  card: CardId,
  stack: number,
  cost: number,
  spend: CardId | null,
  events: Events,
): void {
  const player = state.players[seat]!
  learn(state, card, everySeat(state))
  if (stack < 0) player.stacks.push([{ card, faceUp: true }])
  else player.stacks[stack]!.push({ card, faceUp: true })
  state.turn.placed.push(card)
  events?.push({ t: 'place', seat, card, spend, onto: stack < 0 ? null : stack, cost })
  // Shops visible after the placement (other than the placed card) each take £1 from the bank
  for (const s of player.stacks) {
    const t = topCard(s)
    if (t && t.faceUp && t.card !== card && isContinuous(state, t.card, 'shops')) {
      state.cardMoney[t.card] = (state.cardMoney[t.card] ?? 0) + 1
    }
  }
}
