// What one seat may see. Hidden: other hands, the deck order, the district deck order, University cards seen
// by someone else, and (second edition) other players' face-down or covered cards until the game is over.
import { cloneState } from './clone.js'
import { isClassic } from './queries.js'
import { HIDDEN, type CardId, type GameEvent, type GameState, type GameView, type Seat } from './types.js'

/** Card ids the viewer may not know, wherever they lie. */
export function hiddenCards(state: GameState, seat: Seat): Set<CardId> {
  const hidden = new Set<CardId>(state.deck)
  state.players.forEach((p, s) => {
    if (s === seat) return
    for (const c of p.hand) hidden.add(c)
    // second edition: covered and face-down cards stay hidden until the end of the game
    if (!isClassic(state) && state.phase.kind !== 'over') {
      for (const stack of p.stacks)
        stack.forEach((c, i) => {
          if (!c.faceUp || i < stack.length - 1) hidden.add(c.card)
        })
    }
  })
  if (state.phase.kind === 'university' && state.current !== seat) for (const c of state.phase.peeked) hidden.add(c)
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
  v.deck = v.deck.map(() => HIDDEN)
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
