// Determinization: one full GameState consistent with what a seat may see. The bot never reads anything but
// its GameView, which already holds everything its seat saw (GameState.known: University cards put back on the
// deck, cards seen taken into a hand); every card the view still hides is dealt here at random.
import { HIDDEN, catalogFor, cloneState, type CardId, type CityCardDef, type GameState, type GameView, type Rng } from '../engine/index'

/** Per card id, 1 when the view shows it somewhere (not HIDDEN). */
function shownCards(view: GameState, total: number): Uint8Array {
  const shown = new Uint8Array(total)
  const note = (c: CardId | null) => {
    if (c !== null && c !== HIDDEN) shown[c] = 1
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
  return shown
}

/** Every card id the view shows somewhere (not HIDDEN). */
export function visibleCardIds(view: GameState): Set<CardId> {
  const seen = new Set<CardId>()
  shownCards(view, catalogFor(view.options.edition).cards.length).forEach((v, c) => v && seen.add(c))
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

const isBuilding = (d: CityCardDef) => d.kind === 'building'
const flipsOrHospital = (d: CityCardDef) => d.kind === 'building' && (d.flips || d.effect === 'hospital')

/**
 * A full game state consistent with `view`: unknown cards (every catalog card the view does not show) go into
 * the HIDDEN places — a deck slot gets a card of the letter its position holds (C under B under A, random within
 * a letter; known deck cards stay where they are), face-down stack cards are buildings that flip, covered cards
 * buildings; unknown districts go into the district deck. Visible cards are never moved. What the seats know of
 * a dealt card follows where it lands (a hand: its holder; a stack: everyone; the deck: nobody).
 *
 * The unknown cards are shuffled once; each hidden place, the most constrained first (face-down tops, covered
 * cards, the deck's positions, then hands and University cards), takes the first of them that fits. Searches
 * deal one state per simulation, so this walks the shuffled cards with cursors rather than closures per place.
 */
export function determinize(view: GameView, rng: Rng): GameState {
  const cat = catalogFor(view.options.edition)
  const defs = cat.cards
  const s = cloneState(view as GameState)
  delete (s as { viewer?: number }).viewer
  const shown = shownCards(view, defs.length)
  const pool: CardId[] = []
  for (let id = 0; id < defs.length; id++) if (!shown[id]) pool.push(id)
  rng.shuffle(pool)
  const everySeat = (1 << s.players.length) - 1

  // the deck's hidden positions each need a card of their letter; the other places may take what the deck can spare
  // the letter of deck position i (bottom first): the deck is always the bottom of the C-B-A build
  const n = deckLetterCounts(defs, s.deck.length)
  const letterAt = (i: number): 'A' | 'B' | 'C' => (i < n.C ? 'C' : i < n.C + n.B ? 'B' : 'A')
  const spare = { A: 0, B: 0, C: 0 }
  for (const c of pool) spare[defs[c]!.deck]++
  for (let i = 0; i < s.deck.length; i++) if (s.deck[i] === HIDDEN) spare[letterAt(i)]--
  const used = new Uint8Array(pool.length)
  let left = pool.length
  /** The first unused pool position from `from` on whose card fits (and, with `spareOnly`, can be spared), or -1. */
  const find = (from: number, fits: ((d: CityCardDef) => boolean) | null, spareOnly: boolean): number => {
    for (let i = from; i < pool.length; i++) {
      if (used[i]) continue
      const d = defs[pool[i]!]!
      if ((fits === null || fits(d)) && (!spareOnly || spare[d.deck] > 0)) return i
    }
    return -1
  }
  const takeAt = (i: number): CardId => {
    used[i] = 1
    left--
    const card = pool[i]!
    spare[defs[card]!.deck]--
    return card
  }

  // face-down tops (buildings that flip, or Hospital), then covered cards (buildings): cards the deck can spare first
  for (const faceDownTops of [true, false])
    for (const p of s.players)
      for (const st of p.stacks)
        for (let ci = 0; ci < st.length; ci++) {
          const c = st[ci]!
          if (c.card !== HIDDEN || (ci === st.length - 1 && !c.faceUp) !== faceDownTops || left === 0) continue
          const fits = faceDownTops ? flipsOrHospital : isBuilding
          let i = find(0, fits, true)
          if (i < 0) i = find(0, fits, false)
          if (i < 0) i = find(0, null, false)
          const card = takeAt(i)
          st[ci] = { card, faceUp: c.faceUp }
          s.known[card] = everySeat
        }
  // the deck: each hidden position takes an unknown card of its letter (known cards stay where they are);
  // cursors only move forward: the cards before them are used or of another letter
  const cursor = { A: 0, B: 0, C: 0 }
  let anyCursor = 0
  const first = (): number => {
    anyCursor = find(anyCursor, null, false)
    return anyCursor
  }
  for (let k = 0; k < s.deck.length && left > 0; k++) {
    if (s.deck[k] !== HIDDEN) continue
    const letter = letterAt(k)
    let i = -1
    for (let j = cursor[letter]; j < pool.length; j++)
      if (!used[j] && defs[pool[j]!]!.deck === letter) {
        i = j
        break
      }
    cursor[letter] = i < 0 ? pool.length : i
    s.deck[k] = takeAt(i < 0 ? first() : i)
  }
  // then hidden hand cards, then hidden University cards: any card
  s.players.forEach((p, seat) => {
    for (let hi = 0; hi < p.hand.length && left > 0; hi++) {
      if (p.hand[hi] !== HIDDEN) continue
      const card = takeAt(first())
      p.hand[hi] = card
      s.known[card] = 1 << seat
    }
  })
  if (s.phase.kind === 'university' && s.phase.peeked.some((c) => c === HIDDEN)) {
    const peeked = s.phase.peeked.slice()
    s.phase = { ...s.phase, peeked }
    for (let i = 0; i < peeked.length && left > 0; i++) {
      if (peeked[i] !== HIDDEN) continue
      const card = takeAt(first())
      peeked[i] = card
      s.known[card] = 1 << s.current
    }
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
