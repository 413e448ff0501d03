// Final scoring: the second edition's seven steps, or the classic edition's own order, then the tie-breakers.
import { LOAN_REPAYMENT, UNPAID_LOAN_PENALTY, allAreaCards, cardDef, catalog, isClassic, povertyPenalty } from './queries'
import type { CardId, GameResult, GameState, PlayerScore, ScoringStep, ScoringStepId, Seat } from './types'

// The scoring steps that read only the position, as queries (the bots' evaluation counts them as it stands now).

/** The end prestige printed on these city cards. */
export function cardEndPrestige(state: Pick<GameState, 'options'>, cards: readonly CardId[]): number {
  let prestige = 0
  for (const c of cards) prestige += cardDef(state, c).endPrestige
  return prestige
}

/** The cardPrestige step: the end prestige of every card in `seat`'s city, covered or not. */
export function cardPrestige(state: GameState, seat: Seat): number {
  return cardEndPrestige(state, allAreaCards(state.players[seat]!))
}

/**
 * The classic districtPrestige step: each borough's prestige, + 2 for an underground marker in it (whoever placed
 * it). 0 in the second edition, whose districts score when bought.
 */
export function boroughPrestige(state: GameState, seat: Seat): number {
  if (!isClassic(state)) return 0
  const defs = catalog(state).districts
  let prestige = 0
  for (const d of state.players[seat]!.districts) prestige += defs[d]!.prestige + (state.map?.underground[d] ? 2 : 0)
  return prestige
}

/** The repayLoans step: how many loans `money` repays at £15 each (no more than there are). */
export function loansRepaid(money: number, loans: number): number {
  return Math.min(loans, Math.floor(money / LOAN_REPAYMENT))
}

export const SECOND_SCORING_ORDER: readonly ScoringStepId[] = [
  'handPoverty',
  'cardPrestige',
  'repayLoans',
  'moneyPrestige',
  'unpaidLoans',
  'povertyEqualise',
  'povertyPenalty',
]
export const CLASSIC_SCORING_ORDER: readonly ScoringStepId[] = [
  'repayLoans',
  'handPoverty',
  'moneyPrestige',
  'districtPrestige',
  'cardPrestige',
  'unpaidLoans',
  'povertyEqualise',
  'povertyPenalty',
]

/**
 * What final scoring reads of one player before its first step: the track, poverty, money, loans, cards in hand,
 * and the end prestige of their area (every city card, covered and face-down ones included) and, in the classic
 * game, of their boroughs. `scoreGame` reads it off the state; `projectedScore` off what a seat may see.
 */
export interface ScoringInput {
  readonly prestige: number
  readonly poverty: number
  readonly money: number
  readonly loans: number
  readonly hand: number
  readonly cardPrestige: number
  /** classic only (second-edition districts score when they are bought) */
  readonly districtPrestige: number
}

/** What the steps leave a player: each step in the edition's order, the final prestige and poverty. */
export interface ScoringTally {
  readonly steps: ScoringStep[]
  readonly total: number
  readonly finalPoverty: number
}

/** £3 per prestige, rounded down. */
export function moneyPrestige(money: number): number {
  return Math.floor(money / 3)
}

/** Prestige lost to loans left unpaid (−7 each). */
export function unpaidLoansPrestige(loans: number): number {
  return loans === 0 ? 0 : -UNPAID_LOAN_PENALTY * loans
}

/** What final scoring reads of a player of a finished game. */
export function scoringInput(state: GameState, seat: Seat): ScoringInput {
  const p = state.players[seat]!
  return {
    prestige: p.prestige,
    poverty: p.poverty,
    money: p.money,
    loans: p.loans,
    hand: p.hand.length,
    cardPrestige: cardPrestige(state, seat),
    districtPrestige: boroughPrestige(state, seat),
  }
}

/** The edition's scoring steps, in order, for every player at once (the poverty equalising step compares them). */
export function scoringSteps(state: Pick<GameState, 'options'>, inputs: readonly ScoringInput[]): ScoringTally[] {
  const order = isClassic(state) ? CLASSIC_SCORING_ORDER : SECOND_SCORING_ORDER
  const tallies = inputs.map((i) => ({ ...i }))
  const steps: ScoringStep[][] = inputs.map(() => [])
  for (const id of order) {
    const minPoverty = Math.min(...tallies.map((t) => t.poverty))
    tallies.forEach((t, seat) => {
      let prestige = 0
      let detail = 0
      switch (id) {
        case 'handPoverty':
          detail = t.hand
          t.poverty += t.hand
          t.hand = 0
          break
        case 'cardPrestige':
          prestige = t.cardPrestige
          break
        case 'districtPrestige':
          prestige = t.districtPrestige
          break
        case 'repayLoans':
          detail = loansRepaid(t.money, t.loans)
          t.loans -= detail
          t.money -= detail * LOAN_REPAYMENT
          break
        case 'moneyPrestige':
          prestige = moneyPrestige(t.money)
          break
        case 'unpaidLoans':
          detail = t.loans
          prestige = unpaidLoansPrestige(t.loans)
          break
        case 'povertyEqualise':
          detail = minPoverty
          t.poverty -= minPoverty
          break
        case 'povertyPenalty':
          prestige = povertyPenalty(t.poverty)
          break
      }
      t.prestige += prestige
      steps[seat]!.push({ id, prestige, poverty: t.poverty, money: t.money, loans: t.loans, detail })
    })
  }
  return tallies.map((t, seat) => ({ steps: steps[seat]!, total: t.prestige, finalPoverty: t.poverty }))
}

/** The single city card worth the most end prestige (the third tie-breaker, ruling 21). */
export function bestCardPrestige(state: Pick<GameState, 'options'>, cards: readonly CardId[]): number {
  return Math.max(0, ...cards.map((c) => cardDef(state, c).endPrestige))
}

/** Scores a finished game. Pure: reads the state, returns the result (hands are emptied by the caller). */
export function scoreGame(state: GameState): GameResult {
  const inputs = state.players.map((_, seat) => scoringInput(state, seat))
  const tallies = scoringSteps(state, inputs)
  const scores: PlayerScore[] = state.players.map((p, seat) => ({
    seat,
    before: { prestige: p.prestige, poverty: p.poverty, money: p.money, loans: p.loans, hand: p.hand.length },
    steps: tallies[seat]!.steps,
    total: tallies[seat]!.total,
    finalPoverty: tallies[seat]!.finalPoverty,
    districts: p.districts.length,
    bestCard: bestCardPrestige(state, allAreaCards(p)),
  }))
  return rank(scores)
}

type Criterion = 'prestige' | 'poverty' | 'districts' | 'bestCard'
const CRITERIA: readonly [Criterion, (s: PlayerScore) => number][] = [
  ['prestige', (s) => s.total],
  ['poverty', (s) => -s.finalPoverty],
  ['districts', (s) => s.districts],
  ['bestCard', (s) => s.bestCard],
]

function compare(a: PlayerScore, b: PlayerScore): number {
  for (const [, key] of CRITERIA) {
    const d = key(b) - key(a)
    if (d !== 0) return d
  }
  return a.seat - b.seat
}

export function rank(scores: PlayerScore[]): GameResult {
  const sorted = scores.slice().sort(compare)
  const first = sorted[0]!
  const tiedAll = (s: PlayerScore) => CRITERIA.every(([, key]) => key(s) === key(first))
  const winners: Seat[] = sorted.filter(tiedAll).map((s) => s.seat)
  let decidedBy: GameResult['decidedBy'] = 'shared'
  const second = sorted[1]
  if (second && winners.length === 1) {
    for (const [name, key] of CRITERIA) {
      if (key(first) !== key(second)) {
        decidedBy = name
        break
      }
    }
  }
  return { scores, ranking: sorted.map((s) => s.seat), winners, decidedBy }
}
