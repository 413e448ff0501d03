// What final scoring would give each player if the game ended now, from what one seat may know: the same scoring
// steps as `scoreGame` (scoring.ts), read off `view(state, viewer)`. Everything final scoring reads is public —
// the prestige track, poverty, money, loans, the number of cards in each hand (each becomes one poverty; what they
// are never counts), the boroughs and their underground markers — except, in the second edition, other players'
// covered and face-down city cards (hidden until the end, ruling 22f), whose printed end prestige is estimated.
// Money lying on Shops does not count (ruling 22g), so it is left out here too.
import { catalog } from './queries'
import { bestCardPrestige, boroughPrestige, cardEndPrestige, scoringSteps, type ScoringInput } from './scoring'
import { HIDDEN, type CardId, type GameState, type GameView, type PlayerScore, type Seat } from './types'
import { view } from './view'

export interface ProjectedScore extends PlayerScore {
  /** cards of this player's city the viewer cannot see (second edition: another player's covered or face-down cards) */
  readonly hiddenCards: number
  /**
   * the end prestige counted for them, included in the cardPrestige step: the average printed end prestige of the
   * building cards the viewer has not seen (in the deck, in other hands or hidden in cities), times their number,
   * rounded; 0 when nothing is hidden
   */
  readonly estimatedPrestige: number
}

export interface ProjectedScores {
  readonly viewer: Seat
  /** the game is over: these are the final scores (nothing is hidden then) */
  readonly final: boolean
  /** some player's score holds an estimate (`hiddenCards` > 0) */
  readonly estimated: boolean
  /** per seat, in seat order */
  readonly scores: readonly ProjectedScore[]
}

function isView(state: GameState | GameView): state is GameView {
  return 'viewer' in state
}

/**
 * Final scoring as it would turn out now, for every player, from what `viewer` may know. Takes the full state or the
 * viewer's own view; reads only the view, so two states that differ only in what the viewer cannot see give the
 * same answer. At game over it is `scoreGame` (state.result's scores).
 */
export function projectedScore(state: GameState | GameView, viewer: Seat): ProjectedScores {
  if (isView(state) && state.viewer !== viewer) throw new Error(`a view of seat ${state.viewer} cannot be read as seat ${viewer}`)
  const v = isView(state) ? state : view(state, viewer)
  const perHidden = hiddenCardEstimate(v)
  const inputs: ScoringInput[] = []
  const hidden: number[] = []
  const seen: CardId[][] = []
  v.players.forEach((p, seat) => {
    const cards: CardId[] = []
    let unknown = 0
    for (const stack of p.stacks)
      for (const c of stack) {
        if (c.card === HIDDEN) unknown++
        else cards.push(c.card)
      }
    const estimate = unknown === 0 ? 0 : Math.round(unknown * perHidden)
    hidden.push(unknown)
    seen.push(cards)
    inputs.push({
      prestige: p.prestige,
      poverty: p.poverty,
      money: p.money,
      loans: p.loans,
      hand: p.hand.length,
      cardPrestige: cardEndPrestige(v, cards) + estimate,
      districtPrestige: boroughPrestige(v, seat),
    })
  })
  const tallies = scoringSteps(v, inputs)
  const scores: ProjectedScore[] = v.players.map((p, seat) => {
    const unknown = hidden[seat]!
    return {
      seat,
      before: { prestige: p.prestige, poverty: p.poverty, money: p.money, loans: p.loans, hand: p.hand.length },
      steps: tallies[seat]!.steps,
      total: tallies[seat]!.total,
      finalPoverty: tallies[seat]!.finalPoverty,
      districts: p.districts.length,
      // the best card the viewer can see (a hidden one might be better)
      bestCard: bestCardPrestige(v, seen[seat]!),
      hiddenCards: unknown,
      estimatedPrestige: unknown === 0 ? 0 : Math.round(unknown * perHidden),
    }
  })
  return { viewer, final: v.phase.kind === 'over', estimated: hidden.some((n) => n > 0), scores }
}

/**
 * The end prestige one hidden city card is expected to carry: the average over the building cards (the only kind a
 * city holds) the viewer has not seen anywhere — its view keeps who saw each card (`known`) and clears it for
 * what it hides.
 */
function hiddenCardEstimate(v: GameView): number {
  const bit = 1 << v.viewer
  let sum = 0
  let n = 0
  catalog(v).cards.forEach((def, card) => {
    if (def.kind !== 'building' || (v.known[card]! & bit) !== 0) return
    sum += def.endPrestige
    n++
  })
  return n === 0 ? 0 : sum / n
}
