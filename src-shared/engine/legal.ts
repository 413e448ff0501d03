// Candidate actions for the current decision; checkAction (rules.ts) is the single judge of legality.
import { activationCandidates } from './effects.js'
import { boardCards, catalog, distinctByName, hasContinuous, isClassic } from './queries.js'
import { checkAction } from './rules.js'
import type { Action, CardId, GameState } from './types.js'

/** Classic: the free boroughs next to an occupied one (or the starting boroughs on an empty map). */
function boroughsToTry(state: GameState): number[] {
  const cat = catalog(state)
  const occupied = cat.districts.map(() => false)
  let any = false
  for (const p of state.players)
    for (const d of p.districts) {
      occupied[d] = true
      any = true
    }
  const out: number[] = []
  for (let b = 0; b < occupied.length; b++) {
    if (occupied[b]) continue
    if (!any) {
      if (cat.districts[b]!.starting) out.push(b)
      continue
    }
    const adj = cat.adjacency[b]!
    for (let o = 0; o < adj.length; o++) {
      if (adj[o] !== null && occupied[o]) {
        out.push(b)
        break
      }
    }
  }
  return out
}

/** A superset of the legal actions (checkAction filters them). */
export function candidateActions(state: GameState): Action[] {
  const out: Action[] = []
  const ph = state.phase
  if (ph.kind === 'over') return out
  const seat = state.current
  const p = state.players[seat]!
  const board = boardCards(state)
  out.push({ type: 'takeLoan' })
  if (state.turn.atStart && p.loans > 0) out.push({ type: 'repayLoan' })
  if (hasContinuous(state, seat, 'stockExchange') && !state.turn.stockExchangeUsed) {
    for (const give of distinctByName(state, p.hand)) for (const take of board) out.push({ type: 'stockExchange', give, take })
  }
  switch (ph.kind) {
    case 'draw':
      out.push({ type: 'drawDeck' }, { type: 'stopDrawing' }, { type: 'peekUniversity' })
      for (const card of board) out.push({ type: 'drawBoard', card })
      break
    case 'university':
      out.push({ type: 'stopDrawing' })
      for (const card of ph.peeked) out.push({ type: 'takePeeked', card })
      for (const card of board) out.push({ type: 'drawBoard', card })
      break
    case 'action': {
      out.push({ type: 'chooseDevelop' }, { type: 'chooseRunCity' }, { type: 'chooseDrawThree' })
      if (!isClassic(state)) for (const district of state.districtOffer) out.push({ type: 'buyLand', district })
      else for (const district of boroughsToTry(state)) out.push({ type: 'buyLand', district })
      break
    }
    case 'develop': {
      out.push({ type: 'endDevelop' })
      // only spends that can pay (same colour, or anything with School) are proposed; checkAction still judges
      const school = hasContinuous(state, seat, 'school')
      const cards = catalog(state).cards
      const distinct = distinctByName(state, p.hand)
      const ontos: (number | null)[] = [null]
      for (let i = 0; i < p.stacks.length; i++) {
        const st = p.stacks[i]!
        if (!state.turn.placed.includes(st[st.length - 1]!.card)) ontos.push(i)
      }
      for (const card of distinct) {
        const def = cards[card]!
        if (def.kind === 'action') out.push({ type: 'playAction', card })
        if (def.kind !== 'building') continue
        const spends: CardId[] = []
        for (const s of distinct) if (s !== card && (school || cards[s]!.colour === def.colour)) spends.push(s)
        // a second copy of the same card (copies share one definition) may pay for the first
        for (const c of p.hand) {
          if (c !== card && cards[c] === def) {
            spends.push(c)
            break
          }
        }
        const free = def.continuous === 'coffeeHouse' || state.turn.wrenLeft > 0
        for (const onto of ontos) {
          if (free) out.push({ type: 'place', card, spend: null, onto })
          for (const spend of spends) out.push({ type: 'place', card, spend, onto })
        }
      }
      break
    }
    case 'run':
      out.push({ type: 'endRun' }, { type: 'runDistrict' })
      for (const a of activationCandidates(state)) out.push(a)
      break
    case 'handLimit':
      for (const card of distinctByName(state, p.hand)) out.push({ type: 'discard', card })
      break
  }
  return out
}

/** Every action the current player may take now (identical copies of a card are offered once). */
export function legalActions(state: GameState): Action[] {
  return candidateActions(state).filter((a) => checkAction(state, a) === null)
}
