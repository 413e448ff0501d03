// Candidate actions for the current decision; checkAction (rules.ts) is the single judge of legality.
import { activationCandidates } from './effects.js'
import { boardCards, cardDef, catalog, distinctByName, hasContinuous, isClassic } from './queries.js'
import { checkAction } from './rules.js'
import type { Action, CardId, GameState } from './types.js'

function candidates(state: GameState): Action[] {
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
      const districts = isClassic(state) ? catalog(state).districts.map((_, i) => i) : state.districtOffer
      for (const district of districts) out.push({ type: 'buyLand', district })
      break
    }
    case 'develop': {
      out.push({ type: 'endDevelop' })
      const spends = distinctByName(state, p.hand)
      const ontos: (number | null)[] = [null, ...p.stacks.map((_, i) => i)]
      for (const card of distinctByName(state, p.hand)) {
        const def = cardDef(state, card)
        if (def.kind === 'action') out.push({ type: 'playAction', card })
        if (def.kind !== 'building') continue
        for (const onto of ontos) {
          out.push({ type: 'place', card, spend: null, onto })
          for (const spend of spends) if (spend !== card) out.push({ type: 'place', card, spend, onto })
          // a second copy of the same card may pay for the first
          const twin = p.hand.find((c) => c !== card && cardDef(state, c).key === def.key)
          if (twin !== undefined && !spends.includes(twin)) out.push({ type: 'place', card, spend: twin, onto })
        }
      }
      break
    }
    case 'run':
      out.push({ type: 'endRun' }, { type: 'runDistrict' }, ...activationCandidates(state))
      break
    case 'handLimit':
      for (const card of distinctByName(state, p.hand)) out.push({ type: 'discard', card })
      break
  }
  return out
}

/** Every action the current player may take now (identical copies of a card are offered once). */
export function legalActions(state: GameState): Action[] {
  return candidates(state).filter((a) => checkAction(state, a) === null)
}
