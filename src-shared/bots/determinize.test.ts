import { describe, expect, it } from 'vitest'
import { HIDDEN, Rng, catalogFor, checkInvariants, view, type GameState } from '../engine/index'
import { START_DRAW, act, addCard, at, game, stackDeck } from '../engine/test-builders'
import { deckLetterCounts, determinize, visibleCardIds } from './determinize'
import { seededPositions } from './test-positions'

const positions = seededPositions([0, 40, 150, 300, 500])
const LETTER_RANK = { C: 0, B: 1, A: 2 } as const

function checkAgainstView(s: GameState, seat: number) {
  const v = view(s, seat)
  const cat = catalogFor(s.options.edition)
  for (let k = 0; k < 3; k++) {
    const d = determinize(v, new Rng(1000 * k + seat))
    // every card exactly once, no HIDDEN left, districts all accounted for
    expect(checkInvariants(d)).toEqual([])
    expect(d.deck.length).toBe(v.deck.length)
    expect(d.districtDeck.length).toBe(v.districtDeck.length)
    // whatever the view shows stays where it is
    expect(d.board).toEqual(v.board)
    expect(d.removed).toEqual(v.removed)
    expect(d.districtOffer).toEqual(v.districtOffer)
    d.players.forEach((p, i) => {
      const vp = v.players[i]!
      expect(p.hand.length).toBe(vp.hand.length)
      vp.hand.forEach((c, j) => c !== HIDDEN && expect(p.hand[j]).toBe(c))
      expect(p.stacks.map((st) => st.length)).toEqual(vp.stacks.map((st) => st.length))
      vp.stacks.forEach((st, si) =>
        st.forEach((c, ci) => {
          const dc = p.stacks[si]![ci]!
          expect(dc.faceUp).toBe(c.faceUp)
          if (c.card !== HIDDEN) expect(dc.card).toBe(c.card)
          else expect(cat.cards[dc.card]!.kind).toBe('building')
        }),
      )
      expect({ ...p, hand: [], stacks: [] }).toEqual({ ...vp, hand: [], stacks: [] })
    })
    // the deck keeps its structure: C at the bottom, then B, then A on top
    const ranks = d.deck.map((c) => LETTER_RANK[cat.cards[c]!.deck])
    for (let i = 1; i < ranks.length; i++) expect(ranks[i]!).toBeGreaterThanOrEqual(ranks[i - 1]!)
    // and holds the same number of each letter as the real deck
    const count = (deck: number[], l: string) => deck.filter((c) => cat.cards[c]!.deck === l).length
    for (const l of ['A', 'B', 'C']) expect(count(d.deck, l)).toBe(count(s.deck, l))
    // seen from the same seat, the dealt state looks exactly like the view (this turn's record aside)
    expect({ ...view(d, seat), turn: null }).toEqual({ ...v, turn: null })
  }
}

describe('determinize', { timeout: 120_000 }, () => {
  it('deck letter counts follow the C-B-A build', () => {
    const cards = catalogFor('classic').cards
    const n = { A: 0, B: 0, C: 0 }
    for (const c of cards) n[c.deck]++
    expect(deckLetterCounts(cards, 0)).toEqual({ A: 0, B: 0, C: 0 })
    expect(deckLetterCounts(cards, 3)).toEqual({ A: 0, B: 0, C: 3 })
    expect(deckLetterCounts(cards, n.C + 2)).toEqual({ A: 0, B: 2, C: n.C })
    expect(deckLetterCounts(cards, cards.length)).toEqual(n)
  })

  it(`accounts for every card and leaves visible ones alone (${positions.length} positions, every seat)`, () => {
    expect(positions.length).toBeGreaterThan(40)
    for (const { state } of positions) for (let seat = 0; seat < state.players.length; seat++) checkAgainstView(state, seat)
  })

  it('deals only cards the view does not show, and is a pure function of view and seed', () => {
    for (const { state } of positions.slice(0, 20)) {
      const v = view(state, state.current)
      const shown = visibleCardIds(v)
      const a = determinize(v, new Rng(5))
      const b = determinize(v, new Rng(5))
      expect(a).toEqual(b)
      // known deck cards (University cards put back) stay; every hidden position gets a card the view does not show
      a.deck.forEach((c, i) => expect(shown.has(c)).toBe(v.deck[i] !== HIDDEN))
    }
  })

  it('keeps what the seat has seen: University cards put back stay on top in order, a card seen drawn stays in that hand', () => {
    const s = at(game('second', 3, 41), 0, START_DRAW)
    addCard(s, 0, 'University of London')
    const [under, middle, top] = stackDeck(s, ['Vintners', 'Grocers', 'Salters'])
    const t = at(act(act(s, { type: 'peekUniversity' }), { type: 'takePeeked', card: middle! }), 1, START_DRAW)
    for (let k = 0; k < 5; k++) {
      const d = determinize(view(t, 0), new Rng(k))
      expect(d.deck.slice(-2)).toEqual([under, top])
      expect(checkInvariants(d)).toEqual([])
    }
    // seat 1 draws the top card: seat 0 knows where it is, seat 2 does not
    const u = act(t, { type: 'drawDeck' })
    for (let k = 0; k < 5; k++) {
      expect(determinize(view(u, 0), new Rng(k)).players[1]!.hand).toContain(top)
      expect(determinize(view(u, 0), new Rng(k)).deck.at(-1)).toBe(under)
    }
    const elsewhere = [0, 1, 2, 3, 4].filter((k) => !determinize(view(u, 2), new Rng(k)).players[1]!.hand.includes(top!))
    expect(elsewhere.length).toBeGreaterThan(0)
  })
})
