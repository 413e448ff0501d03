// Determinization: one full GameState consistent with what a seat may see. The bot never reads anything but
// its GameView (and an optional memory of public events); every hidden card is dealt here at random.
import {
  HIDDEN,
  catalogFor,
  cloneState,
  type CardId,
  type CityCardDef,
  type GameEvent,
  type GameState,
  type GameView,
  type Rng,
} from '../engine/index.js'

/**
 * Public facts a bot may remember from events it was shown (never from hidden state):
 * `knownHands[seat]` lists cards that seat is known to hold (e.g. taken from the board in plain sight).
 */
export interface BotMemory {
  knownHands?: Record<number, readonly CardId[]>
}

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

interface Slot {
  /** what a card must be to fit here */
  fits: (def: CityCardDef) => boolean
  set: (card: CardId) => void
  /** lower first: the most constrained slots are filled before the others */
  order: number
}

/**
 * A full game state consistent with `view`: unknown cards (every catalog card the view does not show) go into
 * the HIDDEN places, the deck keeping its letter structure (C under B under A, random within a letter), face-down
 * stack cards being buildings that flip, covered cards being buildings; unknown districts go into the district
 * deck. Visible cards are never moved. `memory.knownHands` cards still unseen are dealt to those hands first.
 */
export function determinize(view: GameView, rng: Rng, memory?: BotMemory): GameState {
  const cat = catalogFor(view.options.edition)
  const s = cloneState(view as GameState)
  delete (s as { viewer?: number }).viewer
  const seen = visibleCardIds(view)
  const byLetter: Record<'A' | 'B' | 'C', CardId[]> = { A: [], B: [], C: [] }
  for (let id = 0; id < cat.cards.length; id++) if (!seen.has(id)) byLetter[cat.cards[id]!.deck].push(id)
  for (const k of ['A', 'B', 'C'] as const) rng.shuffle(byLetter[k])
  // cards remembered in a hand are kept out of the deck (unless the deck's letter counts need them)
  const reserved = new Map<number, CardId[]>()
  const needAll = deckLetterCounts(cat.cards, s.deck.length)
  for (const [seatKey, cards] of Object.entries(memory?.knownHands ?? {})) {
    const seat = Number(seatKey)
    const hidden = s.players[seat]?.hand.filter((c) => c === HIDDEN).length ?? 0
    const mine: CardId[] = []
    for (const c of cards) {
      if (mine.length >= hidden || seen.has(c)) continue
      const list = byLetter[cat.cards[c]?.deck ?? 'A']
      const at = list.indexOf(c)
      if (at < 0 || list.length - 1 < needAll[cat.cards[c]!.deck]) continue
      list.splice(at, 1)
      mine.push(c)
    }
    reserved.set(seat, mine)
  }

  // the deck: its letter counts are known, the cards of each letter are drawn at random from the unknown ones
  const need = deckLetterCounts(cat.cards, s.deck.length)
  const deck: CardId[] = []
  const known = s.deck.map((c) => c !== HIDDEN)
  const pool: CardId[] = []
  if (known.some(Boolean)) {
    // a deck with known entries never comes out of view(); keep what is known, fill the rest freely
    pool.push(...byLetter.C, ...byLetter.B, ...byLetter.A)
  } else {
    for (const k of ['C', 'B', 'A'] as const) {
      const take = byLetter[k].splice(0, need[k])
      deck.push(...take)
    }
    for (const k of ['A', 'B', 'C'] as const) pool.push(...byLetter[k])
    // should the counts not fit (an edited save), top the deck up with any unknown cards
    rng.shuffle(pool)
    while (deck.length < s.deck.length && pool.length > 0) deck.push(pool.pop()!)
    s.deck = deck
  }
  rng.shuffle(pool)

  const slots: Slot[] = []
  if (known.some(Boolean)) {
    s.deck.forEach((c, i) => {
      if (c === HIDDEN) slots.push({ fits: () => true, set: (card) => (s.deck[i] = card), order: 3 })
    })
  }
  const isBuilding = (d: CityCardDef) => d.kind === 'building'
  const flipsOrHospital = (d: CityCardDef) => d.kind === 'building' && (d.flips || d.effect === 'hospital')
  s.players.forEach((p, seat) => {
    p.stacks.forEach((st, si) =>
      st.forEach((c, ci) => {
        if (c.card !== HIDDEN) return
        const faceUp = c.faceUp
        const top = ci === st.length - 1
        slots.push({
          fits: top && !faceUp ? flipsOrHospital : isBuilding,
          set: (card) => (p.stacks[si]![ci] = { card, faceUp }),
          order: top && !faceUp ? 0 : 1,
        })
      }),
    )
    const remembered = (reserved.get(seat) ?? []).slice()
    // remembered cards take this hand's hidden slots before anything else
    for (let hi = 0; hi < p.hand.length && remembered.length > 0; hi++) {
      if (p.hand[hi] === HIDDEN) p.hand[hi] = remembered.shift()!
    }
    p.hand.forEach((c, hi) => {
      if (c !== HIDDEN) return
      slots.push({ fits: () => true, set: (card) => (p.hand[hi] = card), order: 2 })
    })
  })
  if (s.phase.kind === 'university' && s.phase.peeked.some((c) => c === HIDDEN)) {
    const peeked = s.phase.peeked.slice()
    const ph = s.phase
    peeked.forEach((c, i) => {
      if (c === HIDDEN)
        slots.push({
          fits: () => true,
          set: (card) => {
            peeked[i] = card
            s.phase = { ...ph, peeked }
          },
          order: 3,
        })
    })
    s.phase = { ...ph, peeked }
  }
  slots.sort((a, b) => a.order - b.order)
  for (const slot of slots) {
    let i = pool.findIndex((c) => slot.fits(cat.cards[c]!))
    if (i < 0) i = 0
    if (pool.length === 0) break
    slot.set(pool.splice(i, 1)[0]!)
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

/**
 * Updates a memory with events as `viewer` was shown them (viewEvent): a card another player takes from the
 * board is known to be in that hand until it is seen leaving it (placed, played, discarded or spent).
 * Returns a new memory (or the given one when the events tell nothing new); the given one is not changed.
 */
export function rememberEvents(memory: BotMemory | undefined, events: readonly GameEvent[], viewer: number): BotMemory {
  // most events tell nothing about other hands: then the same memory comes back (a game record keeps one per move)
  const telling = events.some(
    (e) => e.t === 'gameOver' || ((e.t === 'draw' || e.t === 'place' || e.t === 'playAction' || e.t === 'discard') && e.seat !== viewer),
  )
  if (memory && !telling) return memory
  const hands: Record<number, CardId[]> = {}
  for (const [k, v] of Object.entries(memory?.knownHands ?? {})) hands[Number(k)] = v.slice()
  const drop = (seat: number, card: CardId) => {
    const h = hands[seat]
    if (!h) return
    const i = h.indexOf(card)
    if (i >= 0) h.splice(i, 1)
  }
  for (const e of events) {
    if (e.t === 'draw' && e.seat !== viewer && e.card !== HIDDEN) (hands[e.seat] ??= []).push(e.card)
    else if ((e.t === 'place' || e.t === 'playAction' || e.t === 'discard') && e.seat !== viewer) {
      drop(e.seat, e.card)
      if (e.t === 'place' && e.spend !== null) drop(e.seat, e.spend)
    } else if (e.t === 'gameOver') return {}
  }
  return { knownHands: hands }
}
