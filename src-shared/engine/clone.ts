import type { GameState } from './types'

/** A deep copy of a game state, written out by hand because it is on every hot path. */
export function cloneState<S extends GameState>(s: S): S {
  return {
    ...s,
    options: { ...s.options },
    deck: s.deck.slice(),
    board: { top: s.board.top.slice(), bottom: s.board.bottom.slice() },
    removed: s.removed.slice(),
    districtDeck: s.districtDeck.slice(),
    districtOffer: s.districtOffer.slice(),
    map: s.map ? { underground: s.map.underground.slice() } : null,
    players: s.players.map((p) => ({
      ...p,
      hand: p.hand.slice(),
      stacks: p.stacks.map((st) => st.slice()),
      districts: p.districts.slice(),
    })),
    turn: { ...s.turn, placed: s.turn.placed.slice(), activated: s.turn.activated.slice() },
    cardMoney: { ...s.cardMoney },
    known: s.known.slice(),
    // phases and results are replaced, never mutated, so they can be shared
  }
}
