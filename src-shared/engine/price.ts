// The full price of an action for the player to move, as the rules will charge it: money paid (in the order the
// rules pay it, so forced loans come out exactly as `pay` takes them), the hand cards spent and the poverty it
// adds now. The renderer's choice labels and the bots read it; nobody else re-derives a cost.
import { undergroundCheck } from './effects'
import { LOAN_REPAYMENT, cardDef, districtDef, loanSize, runPovertyParts, topDistrict } from './queries'
import { placeCost } from './rules'
import type { ActivateParams, Action, CardId, GameState } from './types'

export interface ActionPrice {
  /** £ the action pays, to the bank or to other players (0 when free) */
  readonly money: number
  /** loans the payments force (a cost the player cannot pay takes loans first) */
  readonly loans: number
  /** £ one loan brings this player (more with Bank of England) */
  readonly loanSize: number
  /** hand cards the action spends: the card paid for a placement or an activation, prison cards, a swapped card */
  readonly cards: readonly CardId[]
  /** poverty the action adds to the player now */
  readonly poverty: number
}

/** Follows the player's money through the payments, taking loans like `pay` does. */
class Purse {
  paid = 0
  loans = 0
  constructor(
    private money: number,
    readonly loanSize: number,
  ) {}
  pay(amount: number): void {
    if (amount <= 0) return
    while (this.money < amount) {
      this.money += this.loanSize
      this.loans++
    }
    this.money -= amount
    this.paid += amount
  }
  gain(amount: number): void {
    this.money += amount
  }
}

/** The price of `action` for the player to move (a state or that player's view). Assumes the action is legal. */
export function actionPrice(state: GameState, action: Action): ActionPrice {
  const seat = state.current
  const purse = new Purse(state.players[seat]!.money, loanSize(state, seat))
  let cards: CardId[] = []
  let poverty = 0
  switch (action.type) {
    case 'place':
      purse.pay(placeCost(state, action.card, action.spend))
      if (action.spend !== null) cards = [action.spend]
      break
    case 'buyLand':
      purse.pay(districtDef(state, action.district).cost)
      break
    case 'repayLoan':
      purse.pay(LOAN_REPAYMENT)
      break
    case 'activate': {
      const cost = cardDef(state, action.card).activationCost
      if (cost && 'money' in cost) purse.pay(cost.money)
      poverty += activation(state, action.card, action, purse)
      // pushed, not spread: bots price every candidate of their rollouts
      if (action.spend !== undefined) cards = [action.spend]
      if (action.cards !== undefined) for (const c of action.cards) cards.push(c)
      break
    }
    case 'stockExchange':
      cards = [action.give]
      break
    case 'runDistrict':
      poverty = topDistrict(state, seat)?.runPoverty ?? 0
      break
    case 'endRun':
      poverty = Math.max(0, runPovertyParts(state, seat).change)
      break
    default:
      break
  }
  return { money: purse.paid, loans: purse.loans, loanSize: purse.loanSize, cards, poverty }
}

/** A card's printed gains and the payments of its effect, in the order resolveActivation makes them; returns poverty added. */
function activation(state: GameState, card: CardId, p: ActivateParams, purse: Purse): number {
  const def = cardDef(state, card)
  purse.gain(def.gainMoney)
  let poverty = def.gainPoverty
  switch (def.effect) {
    case 'coffeeHouse':
      if (p.take !== undefined) purse.pay(cardDef(state, p.take).playCost)
      break
    case 'underground':
      for (const cost of undergroundCheck(state, p.boroughs ?? []).costs) purse.pay(cost)
      break
    case 'whitehall':
      if (p.again !== undefined) poverty += activation(state, p.again, { ...p, again: undefined }, purse)
      break
    default:
      break
  }
  return poverty
}
