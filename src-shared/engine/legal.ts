// Candidate actions for the current decision; checkAction (rules.ts) is the single judge of legality.
import { activationBlocks } from './effects.js'
import type { Catalog } from './cards/catalog.js'
import { boardCards, catalog, distinctByName, hasContinuous, isClassic } from './queries.js'
import { checkAction } from './rules.js'
import type { Action, CardId, GameState } from './types.js'

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

/** Classic: the free boroughs next to an occupied one (or the starting boroughs on an empty map). */
function boroughsToTry(state: GameState): number[] {
  const cat = catalog(state)
  const occupied: boolean[] = []
  let any = false
  for (const p of state.players)
    for (const d of p.districts) {
      occupied[d] = true
      any = true
    }
  const near = neighbours(cat)
  const out: number[] = []
  for (let b = 0; b < cat.districts.length; b++) {
    if (occupied[b]) continue
    if (any ? near[b]!.some((o) => occupied[o]) : cat.districts[b]!.starting) out.push(b)
  }
  return out
}

/**
 * The candidates of one decision, in blocks that are counted before any action is built: `at(i)` builds the
 * i-th candidate alone (a random player draws one without building the others), `all()` builds them all. Read
 * them before the state changes: they are worked out from the state as it was.
 */
export interface Candidates {
  readonly count: number
  at(i: number): Action
  all(): Action[]
}

class Blocks implements Candidates {
  count = 0
  private readonly sizes: number[] = []
  private readonly makers: ((i: number) => Action)[] = []

  add(n: number, make: (i: number) => Action): void {
    if (n <= 0) return
    this.sizes.push(n)
    this.makers.push(make)
    this.count += n
  }

  at(i: number): Action {
    for (let b = 0; b < this.sizes.length; b++) {
      const n = this.sizes[b]!
      if (i < n) return this.makers[b]!(i)
      i -= n
    }
    throw new RangeError(`no candidate ${i}`)
  }

  all(): Action[] {
    const out: Action[] = []
    for (let b = 0; b < this.sizes.length; b++) for (let i = 0; i < this.sizes[b]!; i++) out.push(this.makers[b]!(i))
    return out
  }
}

// the candidates without parameters (module functions: no closure per decision)
const takeLoan = (): Action => ({ type: 'takeLoan' })
const repayLoan = (): Action => ({ type: 'repayLoan' })
const stopDrawing = (): Action => ({ type: 'stopDrawing' })
const endDevelop = (): Action => ({ type: 'endDevelop' })
const drawChoices = (i: number): Action => (i === 0 ? { type: 'drawDeck' } : i === 1 ? { type: 'stopDrawing' } : { type: 'peekUniversity' })
const actionChoices = (i: number): Action =>
  i === 0 ? { type: 'chooseDevelop' } : i === 1 ? { type: 'chooseRunCity' } : { type: 'chooseDrawThree' }
const runChoices = (i: number): Action => (i === 0 ? { type: 'endRun' } : { type: 'runDistrict' })

/** A superset of the legal actions (checkAction filters them), counted in blocks (see Candidates). */
export function candidateBlocks(state: GameState): Candidates {
  const out = new Blocks()
  const ph = state.phase
  if (ph.kind === 'over') return out
  const seat = state.current
  const p = state.players[seat]!
  out.add(1, takeLoan)
  if (state.turn.atStart && p.loans > 0) out.add(1, repayLoan)
  const exchange = !state.turn.stockExchangeUsed && hasContinuous(state, seat, 'stockExchange')
  const board = exchange || ph.kind === 'draw' || ph.kind === 'university' ? boardCards(state) : []
  if (exchange) {
    const gives = distinctByName(state, p.hand)
    out.add(gives.length * board.length, (i) => ({
      type: 'stockExchange',
      give: gives[Math.floor(i / board.length)]!,
      take: board[i % board.length]!,
    }))
  }
  switch (ph.kind) {
    case 'draw':
      out.add(3, drawChoices)
      out.add(board.length, (i) => ({ type: 'drawBoard', card: board[i]! }))
      break
    case 'university':
      out.add(1, stopDrawing)
      out.add(ph.peeked.length, (i) => ({ type: 'takePeeked', card: ph.peeked[i]! }))
      out.add(board.length, (i) => ({ type: 'drawBoard', card: board[i]! }))
      break
    case 'action': {
      out.add(3, actionChoices)
      const districts = isClassic(state) ? boroughsToTry(state) : state.districtOffer.slice()
      out.add(districts.length, (i) => ({ type: 'buyLand', district: districts[i]! }))
      break
    }
    case 'develop': {
      out.add(1, endDevelop)
      // only spends that can pay (same colour, or anything with School; in the 2017 rules never a Pauper) are
      // proposed; checkAction still judges
      const school = hasContinuous(state, seat, 'school')
      const cards = catalog(state).cards
      // one card of each name (its first copy in hand) and, for each, its second copy (which may pay) or -1
      const distinct: CardId[] = []
      const second: CardId[] = []
      for (const c of p.hand) {
        const d = cards[c]
        let j = 0
        while (j < distinct.length && cards[distinct[j]!] !== d) j++
        if (j === distinct.length) {
          distinct.push(c)
          second.push(-1)
        } else if (second[j] === -1) second[j] = c
      }
      const ontos: (number | null)[] = [null]
      for (let i = 0; i < p.stacks.length; i++) {
        const st = p.stacks[i]!
        if (!state.turn.placed.includes(st[st.length - 1]!.card)) ontos.push(i)
      }
      const classic = isClassic(state)
      const colours = distinct.map((s) => cards[s]!.colour)
      const pays = distinct.map((s) => classic || cards[s]!.kind !== 'pauper')
      const ofColour = { blue: 0, brown: 0, pink: 0, grey: 0 }
      let paying = 0
      for (let j = 0; j < distinct.length; j++)
        if (pays[j]) {
          ofColour[colours[j]!]++
          paying++
        }
      for (let k = 0; k < distinct.length; k++) {
        const card = distinct[k]!
        const def = cards[card]!
        if (def.kind === 'action') out.add(1, () => ({ type: 'playAction', card }))
        if (def.kind !== 'building') continue
        // spends in order: none (when the card may be placed free), the other cards that may pay (same colour,
        // or any with School) in hand order, then a second copy of the card (copies share one definition)
        const free = def.continuous === 'coffeeHouse' || state.turn.wrenLeft > 0 ? 1 : 0
        const payers = (school ? paying : ofColour[colours[k]!]) - 1
        const copy = second[k]!
        const per = free + payers + (copy >= 0 ? 1 : 0)
        // listed when a first placement of this card is built (random play builds one candidate, searches all)
        let payerList: CardId[] | null = null
        out.add(ontos.length * per, (i) => {
          const onto = ontos[Math.floor(i / per)] as number | null
          const n = (i % per) - free
          if (n < 0) return { type: 'place', card, spend: null, onto }
          if (n >= payers) return { type: 'place', card, spend: copy, onto }
          payerList ??= distinct.filter((_, j) => j !== k && pays[j] && (school || colours[j] === colours[k]))
          return { type: 'place', card, spend: payerList[n]!, onto }
        })
      }
      break
    }
    case 'run':
      out.add(2, runChoices)
      activationBlocks(state, (n, make) => out.add(n, make))
      break
    case 'handLimit': {
      const hand = distinctByName(state, p.hand)
      out.add(hand.length, (i) => ({ type: 'discard', card: hand[i]! }))
      break
    }
  }
  return out
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
