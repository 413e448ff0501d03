// Final scoring: the second edition's seven steps, or the classic edition's own order, then the tie-breakers.
import { LOAN_REPAYMENT, UNPAID_LOAN_PENALTY, allAreaCards, cardDef, catalog, isClassic, povertyPenalty } from './queries.js'
import type { GameResult, GameState, PlayerScore, ScoringStep, ScoringStepId, Seat } from './types.js'

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

interface Tally {
  prestige: number
  poverty: number
  money: number
  loans: number
  hand: number
}

/** Scores a finished game. Pure: reads the state, returns the result (hands are emptied by the caller). */
export function scoreGame(state: GameState): GameResult {
  const order = isClassic(state) ? CLASSIC_SCORING_ORDER : SECOND_SCORING_ORDER
  const tallies: Tally[] = state.players.map((p) => ({
    prestige: p.prestige,
    poverty: p.poverty,
    money: p.money,
    loans: p.loans,
    hand: p.hand.length,
  }))
  const steps: ScoringStep[][] = state.players.map(() => [])
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
          prestige = allAreaCards(state.players[seat]!).reduce((sum, c) => sum + cardDef(state, c).endPrestige, 0)
          break
        case 'districtPrestige': {
          const defs = catalog(state).districts
          for (const d of state.players[seat]!.districts) prestige += defs[d]!.prestige + (state.map?.underground[d] ? 2 : 0)
          break
        }
        case 'repayLoans':
          detail = Math.min(t.loans, Math.floor(t.money / LOAN_REPAYMENT))
          t.loans -= detail
          t.money -= detail * LOAN_REPAYMENT
          break
        case 'moneyPrestige':
          prestige = Math.floor(t.money / 3)
          break
        case 'unpaidLoans':
          detail = t.loans
          prestige = t.loans === 0 ? 0 : -UNPAID_LOAN_PENALTY * t.loans
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
  const scores: PlayerScore[] = state.players.map((p, seat) => ({
    seat,
    before: { prestige: p.prestige, poverty: p.poverty, money: p.money, loans: p.loans, hand: p.hand.length },
    steps: steps[seat]!,
    total: tallies[seat]!.prestige,
    finalPoverty: tallies[seat]!.poverty,
    districts: p.districts.length,
    bestCard: Math.max(0, ...allAreaCards(p).map((c) => cardDef(state, c).endPrestige)),
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
