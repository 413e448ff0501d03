// Candidate actions for the current decision; checkAction (rules.ts) is the single judge of legality.
import { activationBlocks } from './activation-candidates'
import type { Catalog } from './cards/catalog'
import type { Colour } from './cards/card-types'
import { catalog, distinctAt, distinctByName, distinctCount, hasContinuous, isClassic } from './queries'
import { CHOOSE_RUN_CITY, checkAction } from './rules'
import type { Action, CardId, GameState, PlayerState, RuleError } from './types'

/** Each borough's neighbours (by land or bridge), per catalog: the map never changes. */
const NEIGHBOURS = new Map<Catalog, number[][]>()

function neighbours(cat: Catalog): number[][] {
  let n = NEIGHBOURS.get(cat)
  if (!n) {
    n = cat.adjacency.map((row) => row.flatMap((kind, o) => (kind === null ? [] : [o])))
    NEIGHBOURS.set(cat, n)
  }
  return n
}

/** Per borough, whether a building marker is on it: one list for every call (boroughsToTry) instead of one each. */
let occupiedScratch = new Uint8Array(0)

/** Classic: the free boroughs next to an occupied one (or the starting boroughs on an empty map). */
function boroughsToTry(state: GameState): number[] {
  const cat = catalog(state)
  const count = cat.districts.length
  if (occupiedScratch.length < count) occupiedScratch = new Uint8Array(count)
  const occupied = occupiedScratch
  occupied.fill(0, 0, count)
  let any = false
  for (const p of state.players)
    for (const d of p.districts) {
      occupied[d] = 1
      any = true
    }
  const near = neighbours(cat)
  const out: number[] = []
  for (let b = 0; b < count; b++) {
    if (occupied[b]) continue
    if (!any) {
      if (cat.districts[b]!.starting) out.push(b)
      continue
    }
    const nb = near[b]!
    for (let j = 0; j < nb.length; j++)
      if (occupied[nb[j]!]) {
        out.push(b)
        break
      }
  }
  return out
}

/**
 * The candidates of one decision, in blocks that are counted before any action is built: `at(i)` builds the
 * i-th candidate alone (a random player draws one without building the others), `all()` builds them all. Read
 * them before the state changes: they are worked out from the state as it is (some read it as they build).
 */
export interface Candidates {
  readonly count: number
  at(i: number): Action
  all(): Action[]
}

/**
 * Builds the i-th action of a block; `arg` is the block's own number (e.g. which card of a list it is about), `state`
 * the decision's state (makers that read it need no closure of their own).
 */
type Maker = (i: number, arg: number, state: GameState) => Action

class Blocks implements Candidates {
  count = 0
  state: GameState | null = null
  /** blocks in use: the lists may be longer, left from an earlier decision (clear) */
  private used = 0
  private readonly sizes: number[] = []
  private readonly makers: Maker[] = []
  private readonly args: number[] = []

  /** Empties the blocks for another decision (a player that reuses them allocates nothing for the list). */
  clear(state: GameState): void {
    this.state = state
    this.count = 0
    this.used = 0
  }

  add(n: number, make: Maker, arg = 0): void {
    if (n <= 0) return
    const b = this.used++
    this.sizes[b] = n
    this.makers[b] = make
    this.args[b] = arg
    this.count += n
  }

  at(i: number): Action {
    for (let b = 0; b < this.used; b++) {
      const n = this.sizes[b]!
      if (i < n) return this.makers[b]!(i, this.args[b]!, this.state!)
      i -= n
    }
    throw new RangeError(`no candidate ${i}`)
  }

  all(): Action[] {
    const out: Action[] = []
    for (let b = 0; b < this.used; b++) for (let i = 0; i < this.sizes[b]!; i++) out.push(this.makers[b]!(i, this.args[b]!, this.state!))
    return out
  }
}

// The actions without parameters, built once: actions are read-only data, so every decision may share them.
const TAKE_LOAN: Action = { type: 'takeLoan' }
const REPAY_LOAN: Action = { type: 'repayLoan' }
const DRAW_DECK: Action = { type: 'drawDeck' }
const STOP_DRAWING: Action = { type: 'stopDrawing' }
const PEEK_UNIVERSITY: Action = { type: 'peekUniversity' }
const CHOOSE_DEVELOP: Action = { type: 'chooseDevelop' }
const CHOOSE_DRAW_THREE: Action = { type: 'chooseDrawThree' }
const END_DEVELOP: Action = { type: 'endDevelop' }
const END_RUN: Action = { type: 'endRun' }
const RUN_DISTRICT: Action = { type: 'runDistrict' }

// their makers (module functions: no closure per decision)
const takeLoan = (): Action => TAKE_LOAN
const repayLoan = (): Action => REPAY_LOAN
const stopDrawing = (): Action => STOP_DRAWING
const endDevelop = (): Action => END_DEVELOP
const drawChoices = (i: number): Action => (i === 0 ? DRAW_DECK : i === 1 ? STOP_DRAWING : PEEK_UNIVERSITY)
const actionChoices = (i: number): Action => (i === 0 ? CHOOSE_DEVELOP : i === 1 ? CHOOSE_RUN_CITY : CHOOSE_DRAW_THREE)
const runChoices = (i: number): Action => (i === 0 ? END_RUN : RUN_DISTRICT)
const drawBoard: Maker = (i, _, state) => ({ type: 'drawBoard', card: boardCard(state, i) })
const takePeeked: Maker = (i, _, state) => ({ type: 'takePeeked', card: (state.phase as UniversityPhase).peeked[i]! })
const buyOffered: Maker = (i, _, state) => ({ type: 'buyLand', district: state.districtOffer[i]! })
const discard: Maker = (i, _, state) => ({ type: 'discard', card: distinctAt(state, state.players[state.current]!.hand, i) })

type UniversityPhase = Extract<GameState['phase'], { kind: 'university' }>

/** The number of cards on the board (boardCards(state).length, without the list). */
function boardCount(state: GameState): number {
  let n = 0
  for (const c of state.board.top) if (c !== null) n++
  for (const c of state.board.bottom) if (c !== null) n++
  return n
}

/** The i-th card of boardCards(state), without the list. */
function boardCard(state: GameState, i: number): CardId {
  for (const c of state.board.top) if (c !== null && i-- === 0) return c
  for (const c of state.board.bottom) if (c !== null && i-- === 0) return c
  throw new RangeError(`no board card ${i}`)
}

/** A colour as a list index (a string key would make every count a slow lookup). */
function colourIndex(c: Colour): number {
  return c === 'blue' ? 0 : c === 'brown' ? 1 : c === 'pink' ? 2 : 3
}

/**
 * The placements of a develop action, worked out once per decision: for each card name in hand (its first copy),
 * where it may go and which cards may pay for it. The candidates of card k are numbered onto-major: for each
 * target (a new stack, then the stacks not topped by a card placed this turn), the free placement when allowed,
 * the other cards that may pay (same colour, or any with School) in hand order, then a second copy of the card.
 */
class Placements {
  /** one card of each name (its first copy in hand) */
  readonly distinct: CardId[] = []
  /** for each, its second copy in hand (which may pay for it), or -1 */
  readonly second: CardId[] = []
  readonly ontos: (number | null)[] = [null]
  /** the payers of each distinct card, listed when first needed */
  private readonly payers: (CardId[] | undefined)[] = []
  private readonly school: boolean
  private readonly classic: boolean
  private readonly cards: Catalog['cards']
  private readonly wren: boolean
  /** how many distinct cards may pay for a placement: in all, and of each colour */
  private paying = 0
  private readonly ofColour = [0, 0, 0, 0]

  constructor(state: GameState, hand: readonly CardId[], stacks: PlayerState['stacks'], school: boolean) {
    this.school = school
    this.classic = isClassic(state)
    this.cards = catalog(state).cards
    this.wren = state.turn.wrenLeft > 0
    const cards = this.cards
    for (const c of hand) {
      const d = cards[c]
      let j = 0
      while (j < this.distinct.length && cards[this.distinct[j]!] !== d) j++
      if (j === this.distinct.length) {
        this.distinct.push(c)
        this.second.push(-1)
      } else if (this.second[j] === -1) this.second[j] = c
    }
    for (let j = 0; j < this.distinct.length; j++)
      if (this.pays(j)) {
        this.ofColour[colourIndex(cards[this.distinct[j]!]!.colour)]!++
        this.paying++
      }
    const placed = state.turn.placed
    for (let i = 0; i < stacks.length; i++) {
      const st = stacks[i]!
      if (placed.length === 0 || !placed.includes(st[st.length - 1]!.card)) this.ontos.push(i)
    }
  }

  /** Whether distinct card j may pay for a placement (2017: never a Pauper). */
  private pays(j: number): boolean {
    return this.classic || this.cards[this.distinct[j]!]!.kind !== 'pauper'
  }

  /** How many cards may pay for distinct card k (a building, which may pay itself): same colour, or any with School. */
  private payerCount(k: number): number {
    return (this.school ? this.paying : this.ofColour[colourIndex(this.cards[this.distinct[k]!]!.colour)]!) - 1
  }

  /** The cards that may pay for distinct card k, in hand order (listed when a placement paid by one is built). */
  private payerList(k: number): CardId[] {
    let list = this.payers[k]
    if (!list) {
      const colour = this.cards[this.distinct[k]!]!.colour
      list = []
      for (let j = 0; j < this.distinct.length; j++)
        if (j !== k && this.pays(j) && (this.school || this.cards[this.distinct[j]!]!.colour === colour)) list.push(this.distinct[j]!)
      this.payers[k] = list
    }
    return list
  }

  /** 1 when distinct card k may be placed without a spend (Coffee House, or a Wren placement left), else 0. */
  free(k: number): number {
    return this.cards[this.distinct[k]!]!.continuous === 'coffeeHouse' || this.wren ? 1 : 0
  }

  /** Placements of distinct card k for each target: free, payers, the second copy. */
  perTarget(k: number): number {
    return this.free(k) + this.payerCount(k) + (this.second[k]! >= 0 ? 1 : 0)
  }

  /** The i-th placement of distinct card k. */
  readonly make = (i: number, k: number): Action => {
    const card = this.distinct[k]!
    const free = this.free(k)
    const payers = this.payerCount(k)
    const copy = this.second[k]!
    const per = free + payers + (copy >= 0 ? 1 : 0)
    const onto = this.ontos[Math.floor(i / per)]!
    const n = (i % per) - free
    if (n < 0) return { type: 'place', card, spend: null, onto }
    if (n >= payers) return { type: 'place', card, spend: copy, onto }
    return { type: 'place', card, spend: this.payerList(k)[n]!, onto }
  }

  readonly playAction = (_i: number, k: number): Action => ({ type: 'playAction', card: this.distinct[k]! })
}

/**
 * A superset of the legal actions (checkAction filters them), counted in blocks (see Candidates). `reuse`: the
 * candidates of an earlier decision, done with, to be filled again instead of new ones (random play).
 */
export function candidateBlocks(state: GameState, reuse?: Candidates): Candidates {
  const out = reuse instanceof Blocks ? reuse : new Blocks()
  out.clear(state)
  const ph = state.phase
  if (ph.kind === 'over') return out
  const seat = state.current
  const p = state.players[seat]!
  out.add(1, takeLoan)
  if (state.turn.atStart && p.loans > 0) out.add(1, repayLoan)
  if (!state.turn.stockExchangeUsed && hasContinuous(state, seat, 'stockExchange')) {
    const gives = distinctByName(state, p.hand)
    const board = boardCount(state)
    out.add(gives.length * board, (i) => ({
      type: 'stockExchange',
      give: gives[Math.floor(i / board)]!,
      take: boardCard(state, i % board),
    }))
  }
  switch (ph.kind) {
    case 'draw':
      out.add(3, drawChoices)
      out.add(boardCount(state), drawBoard)
      break
    case 'university':
      out.add(1, stopDrawing)
      out.add(ph.peeked.length, takePeeked)
      out.add(boardCount(state), drawBoard)
      break
    case 'action': {
      out.add(3, actionChoices)
      if (isClassic(state)) {
        const boroughs = boroughsToTry(state)
        out.add(boroughs.length, (i) => ({ type: 'buyLand', district: boroughs[i]! }))
      } else out.add(state.districtOffer.length, buyOffered)
      break
    }
    case 'develop': {
      out.add(1, endDevelop)
      // only spends that can pay (same colour, or anything with School; in the 2017 rules never a Pauper) are
      // proposed; checkAction still judges
      const placements = new Placements(state, p.hand, p.stacks, hasContinuous(state, seat, 'school'))
      const cards = catalog(state).cards
      const targets = placements.ontos.length
      for (let k = 0; k < placements.distinct.length; k++) {
        const kind = cards[placements.distinct[k]!]!.kind
        if (kind === 'action') out.add(1, placements.playAction, k)
        else if (kind === 'building') out.add(targets * placements.perTarget(k), placements.make, k)
      }
      break
    }
    case 'run':
      out.add(2, runChoices)
      activationBlocks(state, (n, make) => out.add(n, make))
      break
    case 'handLimit':
      out.add(distinctCount(state, p.hand), discard)
      break
  }
  return out
}

/**
 * checkAction's verdict on a candidate of this decision (one candidateBlocks(state) proposed), without the checks
 * such a candidate passes by construction: a card drawn from the board is there, a card taken from University is
 * among those looked at, a placement's card, target and payer are ones the develop candidates allow, an action
 * card played and a card discarded are in hand, drawing three needs nothing. Every other candidate is judged by
 * checkAction itself, so no rule is written here (sim/fast-path.test.ts compares both verdicts on every candidate
 * of many random games).
 */
export function checkCandidate(state: GameState, a: Action): RuleError | null {
  switch (a.type) {
    case 'takeLoan':
    case 'drawBoard':
    case 'takePeeked':
    case 'chooseDrawThree':
    case 'place':
    case 'playAction':
    case 'discard':
      return null
    default:
      return checkAction(state, a)
  }
}

/** A superset of the legal actions (checkAction filters them). */
export function candidateActions(state: GameState): Action[] {
  return candidateBlocks(state).all()
}

/**
 * Every action the current player may take now (identical copies of a card are offered once), but `activateAll`:
 * a shortcut for activations offered here one by one, left to the player's screen (bots and random play choose
 * each activation themselves).
 */
export function legalActions(state: GameState): Action[] {
  return candidateActions(state).filter((a) => checkAction(state, a) === null)
}
