// Determinization: one full GameState consistent with what a seat may see. The bot never reads anything but
// its GameView, which already holds everything its seat saw (GameState.known: University cards put back on the
// deck, cards seen taken into a hand); every card the view still hides is dealt here at random.
import { HIDDEN, catalogFor, cloneState, type CardId, type CityCardDef, type GameState, type GameView, type Rng } from '../engine/index.js'

/** Every card id the view shows somewhere (not HIDDEN). */
export function visibleCardIds(view: GameState): Set<CardId> {
  const seen = new Set<CardId>()
  const note = (c: CardId | null) => {
    if (c !== null && c !== HIDDEN) seen.add(c)
  }
  view.deck.forEach(note)
  view.board.top.forEach(note)
  view.board.bottom.forEach(note)
  view.removed.forEach(note)
  if (view.phase.kind === 'university') view.phase.peeked.forEach(note)
  for (const p of view.players) {
    p.hand.forEach(note)
    for (const st of p.stacks) for (const c of st) note(c.card)
  }
  return seen
}

/**
 * How many cards of each deck letter lie in a deck of `size` cards. The deck is built C (bottom), B, A (top)
 * and cards only ever leave from the top (University returns its cards to the top in their order), so the
 * remaining deck is always the bottom `size` cards of that order.
 */
export function deckLetterCounts(cards: readonly CityCardDef[], size: number): { A: number; B: number; C: number } {
  let nB = 0
  let nC = 0
  for (const c of cards) {
    if (c.deck === 'B') nB++
    else if (c.deck === 'C') nC++
  }
  const C = Math.min(size, nC)
  const B = Math.min(size - C, nB)
  return { A: size - C - B, B, C }
}

/** The letter of every deck position, bottom first: the deck is always the bottom of the C-B-A build. */
export function deckLetters(cards: readonly CityCardDef[], size: number): ('A' | 'B' | 'C')[] {
  const n = deckLetterCounts(cards, size)
  return [...Array<'C'>(n.C).fill('C'), ...Array<'B'>(n.B).fill('B'), ...Array<'A'>(n.A).fill('A')]
}

interface Slot {
  /** what a card must be to fit here */
  fits: (def: CityCardDef) => boolean
  set: (card: CardId) => void
  /** lower first: the most constrained slots are filled before the others */
  order: number
}

/**
 * A full game state consistent with `view`: unknown cards (every catalog card the view does not show) go into
 * the HIDDEN places — a deck slot gets a card of the letter its position holds (C under B under A, random within
 * a letter; known deck cards stay where they are), face-down stack cards are buildings that flip, covered cards
 * buildings; unknown districts go into the district deck. Visible cards are never moved. What the seats know of
 * a dealt card follows where it lands (a hand: its holder; a stack: everyone; the deck: nobody).
 */
export function determinize(view: GameView, rng: Rng): GameState {
  const cat = catalogFor(view.options.edition)
  const s = cloneState(view as GameState)
  delete (s as { viewer?: number }).viewer
  const seen = visibleCardIds(view)
  const pool: CardId[] = []
  for (let id = 0; id < cat.cards.length; id++) if (!seen.has(id)) pool.push(id)
  rng.shuffle(pool)
  const everySeat = (1 << s.players.length) - 1
  const known = (card: CardId, seats: number) => (s.known[card] = seats)

  // the deck's hidden positions each need a card of their letter; the other places may take what the deck can spare
  const letters = deckLetters(cat.cards, s.deck.length)
  const spare = { A: 0, B: 0, C: 0 }
  for (const c of pool) spare[cat.cards[c]!.deck]++
  s.deck.forEach((c, i) => {
    if (c === HIDDEN) spare[letters[i]!]--
  })
  /** Takes the first pool card that fits, preferring one whose letter the deck can spare (any card when none fits). */
  const take = (fits: (card: CardId) => boolean, spareOnly: boolean): CardId | undefined => {
    let i = pool.findIndex((c) => fits(c) && (!spareOnly || spare[cat.cards[c]!.deck] > 0))
    if (i < 0 && spareOnly) i = pool.findIndex(fits)
    if (i < 0) i = 0
    const card = pool.splice(i, 1)[0]
    if (card !== undefined) spare[cat.cards[card]!.deck]--
    return card
  }

  const slots: Slot[] = []
  const isBuilding = (d: CityCardDef) => d.kind === 'building'
  const flipsOrHospital = (d: CityCardDef) => d.kind === 'building' && (d.flips || d.effect === 'hospital')
  for (const p of s.players) {
    p.stacks.forEach((st, si) =>
      st.forEach((c, ci) => {
        if (c.card !== HIDDEN) return
        const faceUp = c.faceUp
        const top = ci === st.length - 1
        slots.push({
          fits: top && !faceUp ? flipsOrHospital : isBuilding,
          set: (card) => {
            p.stacks[si]![ci] = { card, faceUp }
            known(card, everySeat)
          },
          order: top && !faceUp ? 0 : 1,
        })
      }),
    )
  }
  // the deck: each hidden position takes an unknown card of its letter (known cards stay where they are)
  s.deck.forEach((c, i) => {
    if (c === HIDDEN) slots.push({ fits: (d) => d.deck === letters[i], set: (card) => (s.deck[i] = card), order: 2 })
  })
  s.players.forEach((p, seat) =>
    p.hand.forEach((c, hi) => {
      if (c !== HIDDEN) return
      slots.push({
        fits: () => true,
        set: (card) => {
          p.hand[hi] = card
          known(card, 1 << seat)
        },
        order: 3,
      })
    }),
  )
  if (s.phase.kind === 'university' && s.phase.peeked.some((c) => c === HIDDEN)) {
    const peeked = s.phase.peeked.slice()
    const ph = s.phase
    peeked.forEach((c, i) => {
      if (c === HIDDEN)
        slots.push({
          fits: () => true,
          set: (card) => {
            peeked[i] = card
            known(card, 1 << s.current)
            s.phase = { ...ph, peeked }
          },
          order: 3,
        })
    })
    s.phase = { ...ph, peeked }
  }
  // the most constrained places first: face-down tops, covered cards, then the deck's letters, then the rest
  slots.sort((a, b) => a.order - b.order)
  for (const slot of slots) {
    if (pool.length === 0) break
    slot.set(take((c) => slot.fits(cat.cards[c]!), slot.order < 2)!)
  }
  // only an inconsistent view leaves a slot empty: drop it rather than keep a HIDDEN id
  for (const p of s.players) {
    if (p.hand.includes(HIDDEN)) p.hand = p.hand.filter((c) => c !== HIDDEN)
    p.stacks = p.stacks.map((st) => st.filter((c) => c.card !== HIDDEN)).filter((st) => st.length > 0)
  }
  s.turn.placed = s.turn.placed.filter((c) => c !== HIDDEN)
  s.turn.activated = s.turn.activated.filter((c) => c !== HIDDEN)

  // districts (second edition): the ones nowhere in sight are the deck, in random order
  if (!s.map) {
    const shownDistricts = new Set<number>([
      ...s.districtOffer,
      ...s.players.flatMap((p) => p.districts),
      ...s.districtDeck.filter((d) => d !== HIDDEN),
    ])
    const unknown: number[] = []
    for (let d = 0; d < cat.districts.length; d++) if (!shownDistricts.has(d)) unknown.push(d)
    rng.shuffle(unknown)
    s.districtDeck = s.districtDeck.map((d) => (d === HIDDEN ? (unknown.pop() ?? HIDDEN) : d)).filter((d) => d !== HIDDEN)
  }
  return s
}
