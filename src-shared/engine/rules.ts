// The rules of a turn: what each action requires (checkAction) and what it does (performAction), plus the
// automatic flow between phases (advance). legalActions (legal.ts) only proposes candidates; checkAction decides.
import { buyLand, checkBuyLand } from './buy-land'
import { cloneState } from './clone'
import { activationCandidates } from './activation-candidates'
import { EFFECTS, checkEffectParams, resolveActivation } from './effects'
import {
  drawFromBoard,
  drawFromDeck,
  everySeat,
  gainPoverty,
  learn,
  pay,
  placeOnStack,
  removePoverty,
  spendFromHand,
  takeFromHand,
  takeLoan,
  withLeft,
  type DrawingPhase,
  type Events,
} from './mutations'
import {
  HAND_LIMIT,
  LOAN_REPAYMENT,
  boardCards,
  cardDef,
  cardsAvailableToDraw,
  hasContinuous,
  isClassic,
  isOnBoard,
  runPovertyParts,
  stackOfTop,
  topCard,
  topDistrict,
} from './queries'
import { scoreGame } from './scoring'
import type { Action, CardId, ErrorCode, GameState, Phase, RuleError, Seat } from './types'

const err = (code: ErrorCode, message: string): RuleError => ({ code, message })

// ---------------------------------------------------------------------------------------------- checks

export function checkAction(state: GameState, a: Action): RuleError | null {
  if (state.phase.kind === 'over') return err('game-over', 'The game is over.')
  const seat = state.current
  const p = state.players[seat]!
  const phase = state.phase
  switch (a.type) {
    case 'takeLoan':
      return null
    case 'repayLoan':
      if (isClassic(state)) return err('not-allowed', 'In the classic game loans are repaid only at the end.')
      if (!state.turn.atStart) return err('wrong-phase', 'Loans are repaid at the start of your turn, before anything else.')
      if (p.loans === 0) return err('not-allowed', 'You have no loan to repay.')
      if (p.money < LOAN_REPAYMENT) return err('not-allowed', `Repaying a loan costs £${LOAN_REPAYMENT}.`)
      return null
    case 'drawDeck':
      if (phase.kind !== 'draw' || phase.left <= 0) return err('wrong-phase', 'You are not drawing cards now.')
      if (state.deck.length === 0) return err('not-available', 'The deck is empty.')
      return null
    case 'drawBoard':
      if (!((phase.kind === 'draw' || phase.kind === 'university') && phase.left > 0))
        return err('wrong-phase', 'You are not drawing cards now.')
      if (!isOnBoard(state, a.card)) return err('not-available', 'That card is not on the board.')
      return null
    case 'stopDrawing':
      if (!((phase.kind === 'draw' || phase.kind === 'university') && phase.optional)) return err('wrong-phase', 'You must draw now.')
      return null
    case 'peekUniversity':
      if (phase.kind !== 'draw' || phase.then !== 'action' || !state.turn.atStart)
        return err('wrong-phase', 'University of London is used at the start of your turn.')
      if (!hasContinuous(state, seat, 'university')) return err('not-allowed', 'You have no visible University of London.')
      if (state.deck.length === 0) return err('not-available', 'The deck is empty.')
      return null
    case 'takePeeked':
      if (phase.kind !== 'university' || phase.left <= 0) return err('wrong-phase', 'You are not choosing from University of London now.')
      if (!phase.peeked.includes(a.card)) return err('not-available', 'That card is not among the ones you looked at.')
      return null
    case 'chooseDevelop':
      if (phase.kind !== 'action') return err('wrong-phase', 'Choose your action after drawing.')
      if (!canDevelop(state)) return err('not-allowed', 'You have no card you could place or play.')
      return null
    case 'chooseRunCity':
      if (phase.kind !== 'action') return err('wrong-phase', 'Choose your action after drawing.')
      // 2017: activate as many cards as you wish, none included; classic: at least one
      if (isClassic(state) && !canActivateAny(state)) return err('not-allowed', 'You have no card you could activate.')
      return null
    case 'chooseDrawThree':
      if (phase.kind !== 'action') return err('wrong-phase', 'Choose your action after drawing.')
      return null
    case 'buyLand':
      if (phase.kind !== 'action') return err('wrong-phase', 'Choose your action after drawing.')
      return checkBuyLand(state, seat, a.district)
    case 'place':
      if (phase.kind !== 'develop') return err('wrong-phase', 'Cards are placed during the develop action.')
      return checkPlace(state, seat, a.card, a.spend, a.onto)
    case 'playAction': {
      if (phase.kind !== 'develop') return err('wrong-phase', 'Action cards are played during the develop action.')
      if (!p.hand.includes(a.card)) return err('not-in-hand', 'That card is not in your hand.')
      if (cardDef(state, a.card).kind !== 'action') return err('not-allowed', 'That is not an action card.')
      return null
    }
    case 'endDevelop':
      if (phase.kind !== 'develop') return err('wrong-phase', 'You are not developing.')
      // nothing placed is allowed only when nothing can be placed any more (e.g. after a Stock Exchange swap)
      if (state.turn.developed === 0 && canDevelop(state)) return err('not-allowed', 'Place or play at least one card first.')
      return null
    case 'activate':
      if (phase.kind !== 'run') return err('wrong-phase', 'Cards are activated while running your city.')
      return checkActivate(state, seat, a)
    case 'activateAll':
      if (phase.kind !== 'run') return err('wrong-phase', 'Cards are activated while running your city.')
      if (nextAutoActivation(state) === null) return err('not-allowed', 'No card is left that activates without a choice.')
      return null
    case 'runDistrict': {
      if (phase.kind !== 'run') return err('wrong-phase', 'You are not running your city.')
      const d = topDistrict(state, seat)
      if (!d || d.runPoverty === 0) return err('not-allowed', 'Your top district has no run effect.')
      if (state.turn.districtRun) return err('not-allowed', 'Your district was already run this turn.')
      return null
    }
    case 'endRun':
      if (phase.kind !== 'run') return err('wrong-phase', 'You are not running your city.')
      if (isClassic(state) && state.turn.activated.length === 0 && canActivateAny(state))
        return err('not-allowed', 'Activate at least one card first.')
      if (districtRunPending(state, seat)) return err('not-allowed', 'Your top district must be run first.')
      return null
    case 'discard':
      if (phase.kind !== 'handLimit') return err('wrong-phase', 'You discard down to nine cards at the end of your turn.')
      if (!p.hand.includes(a.card)) return err('not-in-hand', 'That card is not in your hand.')
      return null
    case 'stockExchange':
      if (!hasContinuous(state, seat, 'stockExchange')) return err('not-allowed', 'You have no visible Stock Exchange.')
      if (state.turn.stockExchangeUsed) return err('not-allowed', 'Stock Exchange was already used this turn.')
      if (phase.kind === 'university') return err('wrong-phase', 'Finish choosing from University of London first.')
      if (!p.hand.includes(a.give)) return err('not-in-hand', 'That card is not in your hand.')
      if (!isOnBoard(state, a.take)) return err('not-available', 'That card is not on the board.')
      return null
  }
}

function districtRunPending(state: GameState, seat: Seat): boolean {
  const d = topDistrict(state, seat)
  return d !== null && d.runPoverty > 0 && !state.turn.districtRun
}

export function checkPlace(state: GameState, seat: Seat, card: CardId, spend: CardId | null, onto: number | null): RuleError | null {
  const p = state.players[seat]!
  if (!p.hand.includes(card)) return err('not-in-hand', 'That card is not in your hand.')
  const def = cardDef(state, card)
  if (def.kind !== 'building')
    return err('not-allowed', def.kind === 'pauper' ? 'Paupers cannot be placed.' : 'Action cards are played, not placed.')
  if (onto !== null) {
    if (!Number.isInteger(onto) || onto < 0 || onto >= p.stacks.length) return err('bad-action', 'No such stack.')
    if (state.turn.placed.includes(topCard(p.stacks[onto]!)!.card))
      return err('not-allowed', 'You cannot stack on a card placed this turn.')
  }
  if (spend === null) {
    if (def.continuous !== 'coffeeHouse' && state.turn.wrenLeft === 0)
      return err('not-allowed', 'Spend a card of the same colour to place this card.')
    return null
  }
  if (spend === card) return err('bad-action', 'A card cannot pay for itself.')
  if (!p.hand.includes(spend)) return err('not-in-hand', 'The card to spend is not in your hand.')
  // 2017: a Pauper pays for a placement only where a card says so, and none does (School included)
  if (cardDef(state, spend).kind === 'pauper' && !isClassic(state)) return err('not-allowed', 'Paupers cannot pay for a placement.')
  if (cardDef(state, spend).colour !== def.colour && !hasContinuous(state, seat, 'school')) {
    return err('not-allowed', `Spend a ${def.colour} card to place ${def.name}.`)
  }
  return null
}

/** £ cost of a placement: the printed cost, plus £1 when School lets a card of another colour pay. */
export function placeCost(state: GameState, card: CardId, spend: CardId | null): number {
  const def = cardDef(state, card)
  const school = spend !== null && cardDef(state, spend).colour !== def.colour ? 1 : 0
  return def.playCost + school
}

/** Why a card of `seat`'s area cannot be activated at all this run, whatever is chosen (null: it may be). */
export type ActivationBlock = 'not-top' | 'face-down' | 'nothing-to-activate' | 'activated-this-turn'

/**
 * Whether hand card `spend` may pay `card`'s activation cost of a card: any card, or a blue one where the cost says
 * so (whether `spend` is in the hand is checked apart). True for a card whose activation costs no card.
 */
export function paysActivation(state: GameState, card: CardId, spend: CardId): boolean {
  const cost = cardDef(state, card).activationCost
  return !(cost && 'discard' in cost && cost.discard === 'blue') || cardDef(state, spend).colour === 'blue'
}

export function activationBlock(state: GameState, seat: Seat, card: CardId): ActivationBlock | null {
  const p = state.players[seat]!
  const stack = stackOfTop(p, card)
  if (stack < 0) return 'not-top'
  const def = cardDef(state, card)
  if (!topCard(p.stacks[stack]!)!.faceUp) return 'face-down'
  if (!def.activatable || def.effect === 'hospital') return 'nothing-to-activate'
  if (state.turn.activated.includes(card)) return 'activated-this-turn'
  return null
}

function checkActivate(state: GameState, seat: Seat, a: Extract<Action, { type: 'activate' }>): RuleError | null {
  const p = state.players[seat]!
  // the block first: an id that is no card is no top card either (cardDef would throw)
  switch (activationBlock(state, seat, a.card)) {
    case 'not-top':
      return err('not-available', 'Only the top card of one of your stacks can be activated.')
    case 'face-down':
      return err('not-allowed', 'Face-down cards cannot be activated.')
    case 'nothing-to-activate':
      return err('not-allowed', `${cardDef(state, a.card).name} has nothing to activate.`)
    case 'activated-this-turn':
      return err('not-allowed', 'Each card is activated at most once a turn.')
    case null:
      break
  }
  const def = cardDef(state, a.card)
  const cost = def.activationCost
  if (cost && 'discard' in cost) {
    if (a.spend === undefined) return err('not-allowed', 'Activating this card costs a card from your hand.')
    if (!p.hand.includes(a.spend)) return err('not-in-hand', 'The card to spend is not in your hand.')
    if (!paysActivation(state, a.card, a.spend)) return err('not-allowed', 'Spend a blue card to activate this card.')
    const eff = def.effect
    if ((eff === 'brixtonPrison' || eff === 'millbankPrison' || eff === 'workhouse') && a.cards?.includes(a.spend)) {
      return err('bad-action', 'A card cannot be spent twice.')
    }
  } else if (a.spend !== undefined) return err('bad-action', 'This card costs no card to activate.')
  if (a.hospital !== undefined) {
    if (!def.flips) return err('not-allowed', 'Hospital only replaces a card that flips.')
    const hs = stackOfTop(p, a.hospital)
    if (hs < 0 || a.hospital === a.card || !topCard(p.stacks[hs]!)!.faceUp || cardDef(state, a.hospital).effect !== 'hospital') {
      return err('not-allowed', 'Choose one of your face-up Hospitals.')
    }
    if (state.turn.activated.includes(a.hospital)) return err('not-allowed', 'That Hospital was already used this turn.')
  }
  const e = checkEffectParams(state, seat, a.card, a)
  return e === null ? null : err('not-allowed', e)
}

function canDevelop(state: GameState): boolean {
  const seat = state.current
  const p = state.players[seat]!
  const school = hasContinuous(state, seat, 'school')
  for (const c of p.hand) {
    const def = cardDef(state, c)
    if (def.kind === 'action') return true
    if (def.kind !== 'building') continue
    if (checkPlace(state, seat, c, null, null) === null) return true
    // checkPlace judges; only spends that could pay (same colour, or any with School) are worth asking about
    for (const s of p.hand)
      if (s !== c && (school || cardDef(state, s).colour === def.colour) && checkPlace(state, seat, c, s, null) === null) return true
  }
  return false
}

function canActivateAny(state: GameState): boolean {
  return activationCandidates(state, (a) => a.type === 'activate' && checkActivate(state, state.current, a) === null).length > 0
}

// ---------------------------------------------------------------------------------------------- effects

// The phases without data, built once: phases are replaced, never changed, so states may share them.
const ACTION: Phase = { kind: 'action' }
const DEVELOP: Phase = { kind: 'develop' }
const RUN: Phase = { kind: 'run' }
const HAND_LIMIT_PHASE: Phase = { kind: 'handLimit' }
const OVER: Phase = { kind: 'over' }

export function performAction(state: GameState, a: Action, events: Events): void {
  const seat = state.current
  const p = state.players[seat]!
  const phase = state.phase
  // the start of the turn (when loans may be repaid) lasts until the first decision other than loans or a
  // Stock Exchange swap (which may happen at any time)
  const type = a.type
  if (type !== 'takeLoan' && type !== 'repayLoan' && type !== 'stockExchange') state.turn.atStart = false
  switch (a.type) {
    case 'takeLoan':
      takeLoan(state, seat, false, events)
      break
    case 'repayLoan':
      p.money -= LOAN_REPAYMENT
      p.loans--
      events?.push({ t: 'repay', seat })
      break
    case 'drawDeck':
    case 'drawBoard':
    case 'takePeeked': {
      if (a.type === 'drawDeck') drawFromDeck(state, seat, events)
      else if (a.type === 'drawBoard') drawFromBoard(state, seat, a.card, events)
      else {
        const ph = phase as Extract<typeof phase, { kind: 'university' }>
        p.hand.push(a.card)
        events?.push({ t: 'draw', seat, from: 'peek', card: a.card })
        state.phase = { ...ph, peeked: ph.peeked.filter((c) => c !== a.card) }
      }
      state.phase = withLeft(state.phase as DrawingPhase, (state.phase as DrawingPhase).left - 1)
      break
    }
    case 'stopDrawing': {
      state.phase = withLeft(phase as DrawingPhase, 0)
      break
    }
    case 'peekUniversity': {
      const parliament = hasContinuous(state, seat, 'parliament')
      const peeked = state.deck.splice(Math.max(0, state.deck.length - 3)).reverse()
      for (const c of peeked) learn(state, c, 1 << seat)
      events?.push({ t: 'peek', seat, cards: peeked })
      state.phase = { kind: 'university', peeked, left: parliament ? 2 : 1, optional: parliament }
      break
    }
    case 'chooseDevelop':
      events?.push({ t: 'chooseAction', seat, action: 'develop' })
      state.turn.chosen = 'develop'
      state.phase = DEVELOP
      break
    case 'chooseRunCity':
      events?.push({ t: 'chooseAction', seat, action: 'runCity' })
      chooseRun(state)
      break
    case 'chooseDrawThree':
      events?.push({ t: 'chooseAction', seat, action: 'drawThree' })
      state.turn.chosen = 'drawThree'
      state.phase = { kind: 'draw', left: 3, optional: false, then: 'handLimit' }
      break
    case 'buyLand':
      buyLand(state, seat, a.district, events)
      break
    case 'place': {
      const cost = placeCost(state, a.card, a.spend)
      pay(state, seat, cost, null, events)
      takeFromHand(state, seat, a.card)
      if (a.spend !== null) spendFromHand(state, seat, a.spend, 'spend', events)
      else if (cardDef(state, a.card).continuous !== 'coffeeHouse') state.turn.wrenLeft--
      placeOnStack(state, seat, a.card, a.onto ?? -1, cost, a.spend, events)
      state.turn.developed++
      break
    }
    case 'playAction': {
      takeFromHand(state, seat, a.card)
      learn(state, a.card, everySeat(state))
      state.removed.push(a.card)
      events?.push({ t: 'playAction', seat, card: a.card })
      state.turn.developed++
      if (cardDef(state, a.card).effect === 'wren') state.turn.wrenLeft += 2
      else state.phase = { kind: 'draw', left: 2, optional: false, then: 'develop' }
      break
    }
    case 'endDevelop':
      state.turn.wrenLeft = 0
      state.phase = HAND_LIMIT_PHASE
      break
    case 'activate':
      activate(state, seat, a, events)
      break
    case 'activateAll':
      // each step is judged by checkAction as it comes (nextAutoActivation) and applied as that move would be
      for (let next = nextAutoActivation(state); next !== null; next = nextAutoActivation(state)) performAction(state, next, events)
      break
    case 'runDistrict': {
      const d = topDistrict(state, seat)!
      state.turn.districtRun = true
      gainPoverty(state, seat, d.runPoverty, events)
      events?.push({ t: 'runDistrict', seat, district: p.districts[p.districts.length - 1]!, poverty: d.runPoverty })
      break
    }
    case 'endRun': {
      const parts = runPovertyParts(state, seat)
      events?.push({ t: 'runPoverty', seat, ...parts })
      if (parts.change >= 0) gainPoverty(state, seat, parts.change, events)
      else removePoverty(state, seat, -parts.change, events)
      state.phase = HAND_LIMIT_PHASE
      break
    }
    case 'discard':
      spendFromHand(state, seat, a.card, 'handLimit', events)
      break
    case 'stockExchange': {
      const { top, bottom } = state.board
      const row = top.includes(a.take) ? top : bottom
      row[row.indexOf(a.take)] = a.give
      learn(state, a.give, everySeat(state))
      takeFromHand(state, seat, a.give)
      p.hand.push(a.take)
      state.turn.stockExchangeUsed = true
      events?.push({ t: 'discard', seat, card: a.give, why: 'stockExchange' })
      events?.push({ t: 'draw', seat, from: 'board', card: a.take })
      break
    }
  }
  advance(state, events)
}

function activate(state: GameState, seat: Seat, a: Extract<Action, { type: 'activate' }>, events: Events): void {
  const p = state.players[seat]!
  const def = cardDef(state, a.card)
  const cost = def.activationCost
  if (cost && 'money' in cost) pay(state, seat, cost.money, null, events)
  if (a.spend !== undefined) spendFromHand(state, seat, a.spend, 'spend', events)
  state.turn.activated.push(a.card)
  const stack = stackOfTop(p, a.card)
  resolveActivation(state, seat, a.card, a, events)
  if (def.flips) {
    const flipped = a.hospital ?? a.card
    const s = a.hospital !== undefined ? stackOfTop(p, a.hospital) : stack
    const pile = p.stacks[s]!
    pile[pile.length - 1] = { card: flipped, faceUp: false }
    if (a.hospital !== undefined) state.turn.activated.push(a.hospital)
    events?.push({ t: 'flip', seat, card: flipped })
  }
}

// ---------------------------------------------------------------------------------------------- flow

/** Moves on through phases that need no decision: finished draws, hand limit met, end of turn, game end. */
export function advance(state: GameState, events: Events): void {
  for (;;) {
    const ph = state.phase
    if (ph.kind === 'draw') {
      if (ph.left > 0 && cardsAvailableToDraw(state) > 0) return
      state.phase = ph.then === 'action' ? ACTION : ph.then === 'develop' ? DEVELOP : HAND_LIMIT_PHASE
      continue
    }
    if (ph.kind === 'university') {
      if (ph.left > 0 && (ph.peeked.length > 0 || boardCards(state).length > 0)) return
      // the cards not taken go back on top of the deck in the order they were seen
      for (let i = ph.peeked.length - 1; i >= 0; i--) state.deck.push(ph.peeked[i]!)
      if (ph.peeked.length > 0) events?.push({ t: 'returnPeeked', seat: state.current, count: ph.peeked.length })
      state.phase = ACTION
      continue
    }
    if (ph.kind === 'handLimit') {
      if (state.players[state.current]!.hand.length > HAND_LIMIT) return
      endTurn(state, events)
      continue
    }
    return
  }
}

function endTurn(state: GameState, events: Events): void {
  const n = state.players.length
  events?.push({ t: 'endTurn', seat: state.current })
  state.turn.chosen = null
  if (state.lastTurnSeat === state.current) {
    state.phase = OVER
    state.result = scoreGame(state)
    events?.push({ t: 'gameOver' })
    return
  }
  if (state.lastTurnSeat === null && state.deck.length === 0) {
    state.lastTurnSeat = (state.current + n - 1) % n
    events?.push({ t: 'finalRound', lastSeat: state.lastTurnSeat })
  }
  startTurn(state, (state.current + 1) % n)
}

export function startTurn(state: GameState, seat: Seat): void {
  state.current = seat
  state.turnNumber++
  state.turn = {
    placed: [],
    activated: [],
    districtRun: false,
    handPovertyWaived: false,
    stockExchangeUsed: false,
    atStart: true,
    developed: 0,
    wrenLeft: 0,
    chosen: null,
  }
  const parliament = hasContinuous(state, seat, 'parliament')
  state.phase = { kind: 'draw', left: parliament ? 2 : 1, optional: parliament, then: 'action' }
}

// ------------------------------------------------------------------ Activate all
// Here rather than in run-preview.ts: performing "Activate all" takes these steps, and the preview replays them
// (run-preview imports this file, never the reverse).

/**
 * Order of the no-choice activations, lowest first: cards whose gain counts the city (Town Houses counts the
 * face-up cards the others would turn down), then cards that add poverty (removal never goes below zero, so it
 * should come after them), then the other free cards, and cards that cost money last (paid from what the others
 * brought).
 */
function autoRank(state: GameState, card: CardId): number {
  const def = cardDef(state, card)
  if (def.effect !== null && EFFECTS[def.effect].gainNow !== undefined) return 0
  if (def.gainPoverty > 0) return 1
  return def.activationCost === null ? 2 : 3
}

/**
 * Whether activating `card` is a choice the player must make: a card to spend, a player or cards to pick, or a
 * face-up Hospital that could be turned down instead. A money cost is no choice, but a loan it would force is.
 */
export function activationNeedsChoice(state: GameState, seat: Seat, card: CardId): boolean {
  const def = cardDef(state, card)
  const cost = def.activationCost
  if (cost !== null && 'discard' in cost) return true
  if (cost !== null && 'money' in cost && state.players[seat]!.money < cost.money) return true
  if (def.effect !== null && EFFECTS[def.effect].options !== undefined) return true
  if (def.flips)
    for (const s of state.players[seat]!.stacks) {
      const t = topCard(s)!
      if (t.faceUp && t.card !== card && cardDef(state, t.card).effect === 'hospital' && !state.turn.activated.includes(t.card)) return true
    }
  return false
}

/** What one step changes: the seat's money, prestige and poverty, every player's money and the run's poverty. */
function footprint(state: GameState, seat: Seat): string {
  const parts = runPovertyParts(state, seat)
  return JSON.stringify([state.players.map((p) => [p.money, p.prestige, p.poverty, p.loans]), parts.change])
}

/** What choosing to run the city changes: the turn's chosen action and the phase (performAction and runChosen). */
function chooseRun(state: GameState): void {
  state.turn.chosen = 'runCity'
  state.phase = RUN
}

/** The choice to run the city, built once (actions are read-only data: the legal-move list shares it too). */
export const CHOOSE_RUN_CITY: Action = { type: 'chooseRunCity' }

/**
 * The position right after the current player chooses to run the city, for reading only (what the run would let
 * them activate): it shares its players, board and deck with `state`, which it leaves unchanged, so it costs no copy
 * of the game (the bots' policy asks at every action choice of a simulation). Null when the choice is not legal.
 */
export function runChosen(state: GameState): GameState | null {
  if (checkAction(state, CHOOSE_RUN_CITY) !== null) return null
  const run: GameState = { ...state, turn: { ...state.turn } }
  chooseRun(run)
  return run
}

/** The state after `action` (judged legal by the caller), on a copy. */
export function stateAfter(state: GameState, action: Action): GameState {
  const next = cloneState(state)
  performAction(next, action, [])
  return next
}

/**
 * The next step of "Activate all" for the current player, or null when none is left: the top district's run effect
 * while it is pending (it adds poverty, and must be taken anyway), then the face-up cards that need no choice, by
 * rank and then stack order, each legal now and changing something (a card that would bring nothing — Water Works
 * with no poverty to remove — is kept for a later run).
 */
export function nextAutoActivation(state: GameState): Action | null {
  if (state.phase.kind !== 'run') return null
  const seat = state.current
  const district = topDistrict(state, seat)
  const runDistrict: Action = { type: 'runDistrict' }
  if (district !== null && district.runPoverty > 0 && checkAction(state, runDistrict) === null) return runDistrict
  const cards = state.players[seat]!.stacks.map((s) => topCard(s)!.card)
  const order = cards.map((card, i) => ({ card, i, r: autoRank(state, card) })).sort((a, b) => a.r - b.r || a.i - b.i)
  const before = footprint(state, seat)
  for (const { card } of order) {
    const a: Action = { type: 'activate', card }
    if (checkAction(state, a) !== null || activationNeedsChoice(state, seat, card)) continue
    if (footprint(stateAfter(state, a), seat) !== before) return a
  }
  return null
}
