// Why a thing on the table is not a legal choice for a seat now: the card, stack, board card, district or deck a
// player clicked, answered with a typed reason and its numbers (the renderer only words it). Built on the same
// rule functions the moves use (legalActions, landBlock, activationBlock), so it cannot drift from them: a subject
// with any legal use gets null.
import { landBlock } from './buy-land'
import type { Colour, EffectKey } from './cards/card-types'
import { legalActions } from './legal'
import { loansNeeded } from './mutations'
import { boardCards, cardDef, catalog, districtDef, hasContinuous, isClassic, loanSize } from './queries'
import { activationBlock, paysActivation } from './rules'
import { turnStep, type TurnStep } from './turn-step'
import type { Action, CardId, DistrictId, GameState, Seat } from './types'

/** What was clicked: a card in the seat's hand, the top card of one of its stacks, a board card, land, the deck. */
export type WhySubject =
  | { readonly kind: 'hand'; readonly card: CardId }
  | { readonly kind: 'stack'; readonly card: CardId }
  | { readonly kind: 'board'; readonly card: CardId }
  | { readonly kind: 'district'; readonly district: DistrictId }
  | { readonly kind: 'deck' }

/**
 * The steps of a turn as a reason names them to a player: the engine's turn steps (turnStep) in the five a player
 * tells apart (University's choice and every draw, an action's included, are the draw).
 */
export type TurnStepName = 'draw' | 'action' | 'develop' | 'run' | 'handLimit'

const STEP_NAMES: Readonly<Record<TurnStep, TurnStepName | null>> = {
  turnStart: 'draw',
  mandatoryDraw: 'draw',
  universityChoice: 'draw',
  chooseAction: 'action',
  developPlacing: 'develop',
  developDrawing: 'draw',
  runActivating: 'run',
  drawThreeDrawing: 'draw',
  buyLandDrawing: 'draw',
  handLimitDiscard: 'handLimit',
  gameOver: null,
}

/** What buying a piece of land would cost `seat` now: a price it cannot pay is covered by forced loans. */
export interface LandPrice {
  readonly cost: number
  readonly money: number
  /** loans the purchase would force (0: the money is enough) */
  readonly loans: number
  readonly loanSize: number
}

export type WhyNotReason =
  | { readonly code: 'game-over' }
  | { readonly code: 'not-your-turn'; readonly current: Seat }
  /** the subject is used in another step of the turn: `use` (a hand card while drawing: 'develop') */
  | { readonly code: 'wrong-step'; readonly now: TurnStepName; readonly use: TurnStepName }
  /** second edition: paupers are never placed and never pay; classic: never placed */
  | { readonly code: 'pauper' }
  /** a building needs another card of its colour from the hand (any card with School), and there is none */
  | { readonly code: 'needs-payment'; readonly colour: Colour; readonly school: boolean; readonly cost: number }
  | { readonly code: 'face-down' }
  | { readonly code: 'nothing-to-activate' }
  | { readonly code: 'activated-this-turn' }
  /** the activation costs a card from the hand (blue: a blue one), and the hand holds none that may pay */
  | { readonly code: 'needs-card'; readonly colour: 'any' | 'blue'; readonly hand: number }
  /** the card's ability has nothing to act on now (Coffee House: no building on the board; Whitehall: nothing activated) */
  | { readonly code: 'no-choice'; readonly effect: EffectKey }
  | { readonly code: 'not-offered' }
  | { readonly code: 'no-marker-left'; readonly max: number }
  | { readonly code: 'occupied'; readonly owner: Seat }
  | { readonly code: 'first-marker'; readonly starting: readonly DistrictId[] }
  | { readonly code: 'not-adjacent' }
  | { readonly code: 'deck-empty' }
  /** University of London: the cards looked at (or the board) are the choice, not the deck */
  | { readonly code: 'choose-peeked' }
  /** the subject is not where the click said (stale, or hidden from the seat) */
  | { readonly code: 'no-legal-use' }

/** A reason, with the land's price when land was clicked. */
export type WhyNot = WhyNotReason & { readonly price?: LandPrice }

export type WhyNotCode = WhyNotReason['code']

/** The step of the turn a reason names (null: the game is over), read off the engine's turnStep. */
export function stepOf(state: GameState): TurnStepName | null {
  return STEP_NAMES[turnStep(state)]
}

/** The legal actions a click on `subject` starts (identical copies of a hand card count as that card). */
export function subjectUses(state: GameState, legal: readonly Action[], subject: WhySubject): Action[] {
  const defs = (c: CardId) => (c < 0 ? null : cardDef(state, c))
  switch (subject.kind) {
    case 'hand': {
      const d = defs(subject.card)
      return legal.filter(
        (a) =>
          ((a.type === 'place' || a.type === 'playAction' || a.type === 'discard') && defs(a.card) === d) ||
          (a.type === 'stockExchange' && defs(a.give) === d),
      )
    }
    case 'stack':
      return legal.filter((a) => a.type === 'activate' && a.card === subject.card)
    case 'board':
      return legal.filter(
        (a) => (a.type === 'drawBoard' && a.card === subject.card) || (a.type === 'stockExchange' && a.take === subject.card),
      )
    case 'district':
      return legal.filter((a) => a.type === 'buyLand' && a.district === subject.district)
    case 'deck':
      return legal.filter((a) => a.type === 'drawDeck' || a.type === 'peekUniversity')
  }
}

/** Why `seat` may not use `subject` now, or null when it may (works on that seat's view too). */
export function whyNot(state: GameState, seat: Seat, subject: WhySubject): WhyNot | null {
  if (state.phase.kind === 'over') return { code: 'game-over' }
  // a hidden card (-1), or an id that names no card (stale or damaged): nothing to use
  if ('card' in subject && catalog(state).cards[subject.card] === undefined) return { code: 'no-legal-use' }
  if (subject.kind === 'district') return landWhyNot(state, seat, subject.district)
  if (seat !== state.current) return { code: 'not-your-turn', current: state.current }
  if (subjectUses(state, legalActions(state), subject).length > 0) return null
  const now = stepOf(state)!
  switch (subject.kind) {
    case 'hand':
      return handWhyNot(state, seat, subject.card, now)
    case 'stack':
      return now === 'run' ? stackWhyNot(state, seat, subject.card) : { code: 'wrong-step', now, use: 'run' }
    case 'board':
      if (!boardCards(state).includes(subject.card)) return { code: 'no-legal-use' }
      return { code: 'wrong-step', now, use: 'draw' }
    case 'deck':
      if (state.phase.kind === 'university') return { code: 'choose-peeked' }
      if (now === 'draw' && state.deck.length === 0) return { code: 'deck-empty' }
      return { code: 'wrong-step', now, use: 'draw' }
  }
}

function handWhyNot(state: GameState, seat: Seat, card: CardId, now: TurnStepName): WhyNot {
  if (!state.players[seat]!.hand.includes(card)) return { code: 'no-legal-use' }
  if (now !== 'develop') return { code: 'wrong-step', now, use: 'develop' }
  const def = cardDef(state, card)
  if (def.kind === 'pauper') return { code: 'pauper' }
  // a building with no placement while developing: a new stack is always open, so only the payment can be missing
  if (def.kind === 'building')
    return { code: 'needs-payment', colour: def.colour, school: hasContinuous(state, seat, 'school'), cost: def.playCost }
  return { code: 'no-legal-use' }
}

function stackWhyNot(state: GameState, seat: Seat, card: CardId): WhyNot {
  const block = activationBlock(state, seat, card)
  if (block === 'not-top') return { code: 'no-legal-use' }
  if (block !== null) return { code: block }
  const def = cardDef(state, card)
  const cost = def.activationCost
  if (cost && 'discard' in cost) {
    const hand = state.players[seat]!.hand.filter((c) => c >= 0 && paysActivation(state, card, c))
    if (hand.length === 0) return { code: 'needs-card', colour: cost.discard, hand: state.players[seat]!.hand.length }
  }
  return def.effect ? { code: 'no-choice', effect: def.effect } : { code: 'no-legal-use' }
}

function landWhyNot(state: GameState, seat: Seat, district: DistrictId): WhyNot | null {
  const block = landBlock(state, seat, district)
  if (block?.code === 'no-such-district') return { code: 'no-legal-use' }
  const cost = districtDef(state, district).cost
  const price: LandPrice = {
    cost,
    money: state.players[seat]!.money,
    loans: loansNeeded(state, seat, cost),
    loanSize: loanSize(state, seat),
  }
  // where the land stands is the first thing to know, whoever's turn it is
  if (block !== null) {
    if (block.code === 'first-marker') {
      return { code: 'first-marker', starting: isClassic(state) ? startingBoroughs(state) : [], price }
    }
    return { ...block, price }
  }
  if (seat !== state.current) return { code: 'not-your-turn', current: state.current, price }
  if (subjectUses(state, legalActions(state), { kind: 'district', district }).length > 0) return null
  return { code: 'wrong-step', now: stepOf(state)!, use: 'action', price }
}

function startingBoroughs(state: GameState): DistrictId[] {
  return catalog(state).districts.flatMap((d, i) => (d.starting ? [i] : []))
}
