import type { Edition } from './cards/card-types'

export type { Edition }
/** Index into the edition catalog's `cards`; HIDDEN in a view where the viewer may not know it. */
export type CardId = number
export type DistrictId = number
export type Seat = number
export const HIDDEN = -1

export interface GameOptions {
  readonly edition: Edition
  readonly players: number
  readonly seed: number
}

export interface StackCard {
  readonly card: CardId
  readonly faceUp: boolean
}

export interface PlayerState {
  money: number
  poverty: number
  loans: number
  /** prestige gained during play (not the final score) */
  prestige: number
  hand: CardId[]
  /** each stack lists its cards bottom first; only the last (top) card is usable */
  stacks: StackCard[][]
  /** second edition: district cards owned, in purchase order (last = top); classic: boroughs occupied */
  districts: DistrictId[]
}

export type Phase =
  /** drawing one card at a time from the deck or the board; `then` says what follows */
  | { readonly kind: 'draw'; readonly left: number; readonly optional: boolean; readonly then: 'action' | 'handLimit' | 'develop' }
  /** University of London: the top deck cards, seen only by the current player */
  | { readonly kind: 'university'; readonly peeked: readonly CardId[]; readonly left: number; readonly optional: boolean }
  | { readonly kind: 'action' }
  | { readonly kind: 'develop' }
  | { readonly kind: 'run' }
  | { readonly kind: 'handLimit' }
  | { readonly kind: 'over' }

export interface TurnState {
  /** cards placed this turn (nothing may be stacked on them) */
  placed: CardId[]
  /** cards activated this turn */
  activated: CardId[]
  /** the top district's mandatory run effect was resolved during this run */
  districtRun: boolean
  /** Public Houses was activated this run: cards in hand give no poverty */
  handPovertyWaived: boolean
  stockExchangeUsed: boolean
  /** no card has been drawn yet this turn (loans may be repaid only now) */
  atStart: boolean
  /** cards placed or action cards played during this develop action */
  developed: number
  /** placements still allowed by Christopher Wren without spending a card */
  wrenLeft: number
  /** the action chosen this turn (public; null until one is, and again once the turn ends) */
  chosen: TurnAction | null
}

/** The four actions of a turn (the chooseAction event, TurnState.chosen). */
export type TurnAction = 'develop' | 'runCity' | 'drawThree' | 'buyLand'

export interface ClassicMap {
  /** which boroughs hold an underground marker (building markers are the players' `districts`) */
  underground: boolean[]
}

export interface GameState {
  readonly formatVersion: 1
  readonly options: GameOptions
  /** PRNG state (mulberry32); only setup draws from it */
  rng: number
  /** number of actions applied; a stale action names an older value */
  seq: number
  current: Seat
  firstPlayer: Seat
  turnNumber: number
  phase: Phase
  /** city deck, top card last */
  deck: CardId[]
  board: { top: (CardId | null)[]; bottom: (CardId | null)[] }
  /** cards out of the game (board overflow, used action cards, final hands) */
  removed: CardId[]
  /** second edition: district deck (top last) and the face-up offer */
  districtDeck: DistrictId[]
  districtOffer: DistrictId[]
  /** classic only */
  map: ClassicMap | null
  players: PlayerState[]
  turn: TurnState
  /** £ lying on each Shops card, by card id */
  cardMoney: Record<number, number>
  /**
   * What each seat has seen: per card id, a bitmask of the seats (bit s = seat s) that know where that card is
   * and what it is. Nobody forgets (mutations.ts: learn); a view hides the cards its seat does not know (and, in
   * the second edition, other players' covered and face-down cards: view.ts).
   */
  known: number[]
  /** seat whose turn ends the game, once the deck ran out */
  lastTurnSeat: Seat | null
  result: GameResult | null
}

/**
 * A view is a GameState in which what the viewer does not know is HIDDEN (card ids) or zero (rng, `known` of
 * cards it does not know).
 */
export interface GameView extends GameState {
  readonly viewer: Seat
}

export interface ActivateParams {
  /** the card paid as activation cost, when it costs a card */
  readonly spend?: CardId
  /** Hospital: flip this Hospital instead of the activated card */
  readonly hospital?: CardId
  /** Fleet Street / Police Force: the chosen player */
  readonly target?: Seat
  /** Brixton / Millbank Prison, Workhouse: cards spent from hand */
  readonly cards?: readonly CardId[]
  /** Coffee House: the board card placed onto it */
  readonly take?: CardId
  /** Whitehall: the card activated again */
  readonly again?: CardId
  /** Underground: the boroughs that get a marker */
  readonly boroughs?: readonly number[]
}

export type Action =
  | { readonly type: 'takeLoan' }
  | { readonly type: 'repayLoan' }
  | { readonly type: 'drawDeck' }
  | { readonly type: 'drawBoard'; readonly card: CardId }
  | { readonly type: 'stopDrawing' }
  | { readonly type: 'peekUniversity' }
  | { readonly type: 'takePeeked'; readonly card: CardId }
  | { readonly type: 'chooseDevelop' }
  | { readonly type: 'chooseRunCity' }
  | { readonly type: 'chooseDrawThree' }
  | { readonly type: 'buyLand'; readonly district: DistrictId }
  | { readonly type: 'place'; readonly card: CardId; readonly spend: CardId | null; readonly onto: number | null }
  | { readonly type: 'playAction'; readonly card: CardId }
  | { readonly type: 'endDevelop' }
  | ({ readonly type: 'activate'; readonly card: CardId } & ActivateParams)
  | { readonly type: 'runDistrict' }
  /** every activation that needs no choice, in the engine's order (run-preview.ts): one step, one undo */
  | { readonly type: 'activateAll' }
  | { readonly type: 'endRun' }
  | { readonly type: 'discard'; readonly card: CardId }
  | { readonly type: 'stockExchange'; readonly give: CardId; readonly take: CardId }

export type ActionType = Action['type']

export type ErrorCode = 'game-over' | 'bad-action' | 'wrong-phase' | 'not-in-hand' | 'not-available' | 'not-allowed' | 'stale'

export interface RuleError {
  readonly code: ErrorCode
  readonly message: string
}

export interface ScoringStep {
  readonly id: ScoringStepId
  /** prestige change of this step */
  readonly prestige: number
  /** poverty after the step */
  readonly poverty: number
  readonly money: number
  readonly loans: number
  /** human detail, e.g. cards converted or loans repaid */
  readonly detail: number
}

export type ScoringStepId =
  | 'handPoverty'
  | 'cardPrestige'
  | 'repayLoans'
  | 'moneyPrestige'
  | 'unpaidLoans'
  | 'povertyEqualise'
  | 'povertyPenalty'
  | 'districtPrestige'

export interface PlayerScore {
  readonly seat: Seat
  /** values before scoring began */
  readonly before: {
    readonly prestige: number
    readonly poverty: number
    readonly money: number
    readonly loans: number
    readonly hand: number
  }
  readonly steps: readonly ScoringStep[]
  readonly total: number
  readonly finalPoverty: number
  readonly districts: number
  readonly bestCard: number
}

export interface GameResult {
  readonly scores: readonly PlayerScore[]
  /** seats in final order, winners first */
  readonly ranking: readonly Seat[]
  readonly winners: readonly Seat[]
  /** what separated the winner from the runner-up */
  readonly decidedBy: 'prestige' | 'poverty' | 'districts' | 'bestCard' | 'shared'
}

export type GameEvent =
  | { readonly t: 'loan'; readonly seat: Seat; readonly amount: number; readonly forced: boolean }
  | { readonly t: 'repay'; readonly seat: Seat }
  | { readonly t: 'draw'; readonly seat: Seat; readonly from: 'deck' | 'board' | 'peek'; readonly card: CardId }
  | { readonly t: 'peek'; readonly seat: Seat; readonly cards: readonly CardId[] }
  | { readonly t: 'returnPeeked'; readonly seat: Seat; readonly count: number }
  | { readonly t: 'chooseAction'; readonly seat: Seat; readonly action: TurnAction }
  /** second edition: `prestige` gained and `relief` (poverty removed) at purchase; both 0 on the classic map */
  | {
      readonly t: 'buyLand'
      readonly seat: Seat
      readonly district: DistrictId
      readonly cost: number
      readonly prestige: number
      readonly relief: number
    }
  | { readonly t: 'newDistrict'; readonly district: DistrictId }
  | {
      readonly t: 'place'
      readonly seat: Seat
      readonly card: CardId
      readonly spend: CardId | null
      readonly onto: number | null
      readonly cost: number
    }
  | { readonly t: 'playAction'; readonly seat: Seat; readonly card: CardId }
  | { readonly t: 'discard'; readonly seat: Seat; readonly card: CardId; readonly why: 'spend' | 'handLimit' | 'stockExchange' }
  | { readonly t: 'boardOverflow'; readonly removed: readonly CardId[] }
  | {
      readonly t: 'activate'
      readonly seat: Seat
      readonly card: CardId
      readonly money: number
      readonly prestige: number
      readonly poverty: number
    }
  | { readonly t: 'flip'; readonly seat: Seat; readonly card: CardId }
  | { readonly t: 'pay'; readonly seat: Seat; readonly to: Seat | null; readonly amount: number }
  | { readonly t: 'poverty'; readonly seat: Seat; readonly amount: number }
  | { readonly t: 'underground'; readonly seat: Seat; readonly borough: number; readonly cost: number }
  | { readonly t: 'runDistrict'; readonly seat: Seat; readonly district: DistrictId; readonly poverty: number }
  | {
      readonly t: 'runPoverty'
      readonly seat: Seat
      readonly stacks: number
      readonly loans: number
      readonly hand: number
      readonly districts: number
      readonly change: number
    }
  | { readonly t: 'endTurn'; readonly seat: Seat }
  | { readonly t: 'finalRound'; readonly lastSeat: Seat }
  | { readonly t: 'gameOver' }

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError }
