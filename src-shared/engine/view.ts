// What one seat may see: the cards it knows (GameState.known) — unknown unless it saw them: other hands, the
// deck, University cards looked at by someone else — except, in the second edition, other players' covered and
// face-down cards, hidden until the game is over. Never the seed or the district deck order. What a seat saw
// stays known: University cards put back on the deck, a card it saw taken into a hand (docs/rulings.md, 22f).
import { cloneState } from './clone'
import { isClassic } from './queries'
import { HIDDEN, type CardId, type GameEvent, type GameState, type GameView, type Seat } from './types'

/** Card ids the viewer may not know, wherever they lie. */
export function hiddenCards(state: GameState, seat: Seat): Set<CardId> {
  const bit = 1 << seat
  const hidden = new Set<CardId>()
  state.known.forEach((seats, card) => {
    if ((seats & bit) === 0) hidden.add(card)
  })
  // second edition: covered and face-down cards stay hidden until the end of the game, though seen face up
  if (!isClassic(state) && state.phase.kind !== 'over') {
    state.players.forEach((p, s) => {
      if (s === seat) return
      for (const stack of p.stacks)
        stack.forEach((c, i) => {
          if (!c.faceUp || i < stack.length - 1) hidden.add(c.card)
        })
    })
  }
  return hidden
}

export function view(state: GameState, seat: Seat): GameView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) throw new Error(`no seat ${seat}`)
  const hidden = hiddenCards(state, seat)
  const mask = (c: CardId): CardId => (hidden.has(c) ? HIDDEN : c)
  const v = cloneState(state)
  // the seed would let anyone rebuild the deck order
  ;(v as { options: GameState['options'] }).options = { ...v.options, seed: 0 }
  v.rng = 0
  v.deck = v.deck.map(mask)
  v.districtDeck = v.districtDeck.map(() => HIDDEN)
  for (const p of v.players) {
    p.hand = p.hand.map(mask)
    p.stacks = p.stacks.map((st) => st.map((c) => (hidden.has(c.card) ? { card: HIDDEN, faceUp: c.faceUp } : c)))
  }
  v.turn.placed = v.turn.placed.map(mask)
  v.turn.activated = v.turn.activated.map(mask)
  const money: Record<number, number> = {}
  for (const [k, n] of Object.entries(v.cardMoney)) if (!hidden.has(Number(k))) money[Number(k)] = n
  v.cardMoney = money
  if (v.phase.kind === 'university') v.phase = { ...v.phase, peeked: v.phase.peeked.map(mask) }
  // who else knows a card is part of what the viewer knows about it (it saw who drew or looked); nothing else
  v.known = v.known.map((seats, card) => (hidden.has(card) ? 0 : seats))
  return { ...v, viewer: seat }
}

/**
 * An event as `seat` may see it: cards drawn from the deck or seen through University by someone else are
 * HIDDEN. Every other event shows only what the table saw happen.
 */
export function viewEvent(event: GameEvent, seat: Seat): GameEvent {
  if (event.t === 'draw' && event.seat !== seat && event.from !== 'board') return { ...event, card: HIDDEN }
  if (event.t === 'peek' && event.seat !== seat) return { ...event, cards: event.cards.map(() => HIDDEN) }
  return event
}

/** Whether an event showed its player something that was hidden (a deck card, University cards, a new district). */
export function revealsHidden(event: GameEvent): boolean {
  return (event.t === 'draw' && event.from !== 'board') || event.t === 'peek' || event.t === 'newDistrict'
}
