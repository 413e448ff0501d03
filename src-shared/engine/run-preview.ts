// Running the city in one go: the activations that need no choice ("Activate all"), in the order the engine takes
// them, and what the run would bring card by card. Every step is judged by checkAction and its result is what
// performAction does to a copy, so the preview cannot drift from the rules.
import { activationCandidates } from './activation-candidates'
import { povertyForecast, type RunForecast } from './forecast'
import { runPovertyParts, topCard } from './queries'
import { activationNeedsChoice, checkAction, nextAutoActivation, stateAfter } from './rules'
import type { Action, CardId, GameState, Seat } from './types'

/** The whole "Activate all" sequence from this position, in order (empty when there is nothing to activate). */
export function autoActivations(state: GameState): Action[] {
  const out: Action[] = []
  let s = state
  for (let a = nextAutoActivation(s); a !== null; a = nextAutoActivation(s)) {
    out.push(a)
    s = stateAfter(s, a)
  }
  return out
}

/** One step of a run and what it brings the player (negative: costs). */
export interface RunStep {
  readonly action: Action
  /** the card activated; null: the top district's run effect */
  readonly card: CardId | null
  readonly money: number
  readonly prestige: number
  readonly poverty: number
  /** the change to the poverty finishing the run adds (Public Houses: minus the cards in hand) */
  readonly finish: number
}

export interface RunPreview {
  readonly seat: Seat
  /** the activations that need no choice, in the order "Activate all" takes them, each with its result */
  readonly steps: readonly RunStep[]
  /** what the steps bring together */
  readonly money: number
  readonly prestige: number
  readonly poverty: number
  /**
   * the face-up cards that could still be activated but need a choice, left to the player (a card that needs none
   * but would bring nothing now is in neither list)
   */
  readonly choices: readonly CardId[]
  /** the poverty of finishing the run now, and after the steps */
  readonly finishNow: RunForecast
  readonly finishAfter: RunForecast
}

/**
 * What running the city would bring the current player: while running it, from now on; while choosing the action,
 * if they chose to run it. Null at any other time. Works on a view of the current player (their own city is known).
 */
export function runPreview(state: GameState): RunPreview | null {
  let s = state
  if (state.phase.kind === 'action') {
    const choose: Action = { type: 'chooseRunCity' }
    if (checkAction(state, choose) !== null) return null
    s = stateAfter(state, choose)
  }
  if (s.phase.kind !== 'run') return null
  const seat = s.current
  const finishNow = povertyForecast(s, seat)
  const steps: RunStep[] = []
  let cur = s
  for (const action of autoActivations(s)) {
    const next = stateAfter(cur, action)
    const [p, q] = [cur.players[seat]!, next.players[seat]!]
    steps.push({
      action,
      card: action.type === 'activate' ? action.card : null,
      money: q.money - p.money,
      prestige: q.prestige - p.prestige,
      poverty: q.poverty - p.poverty,
      finish: runPovertyParts(next, seat).change - runPovertyParts(cur, seat).change,
    })
    cur = next
  }
  const auto = new Set(steps.map((x) => x.card))
  const choices = cur.players[seat]!.stacks.map((st) => topCard(st)!.card).filter(
    (card) => !auto.has(card) && activationNeedsChoice(cur, seat, card) && activatable(cur, card),
  )
  const sum = (k: 'money' | 'prestige' | 'poverty') => steps.reduce((n, x) => n + x[k], 0)
  return {
    seat,
    steps,
    money: sum('money'),
    prestige: sum('prestige'),
    poverty: sum('poverty'),
    choices,
    finishNow: finishNow.run,
    finishAfter: povertyForecast(cur, seat).run,
  }
}

/** Whether `card` has some legal activation, whatever its choices (the candidates, each judged by checkAction). */
function activatable(state: GameState, card: CardId): boolean {
  return activationCandidates(state, (a) => a.type === 'activate' && a.card === card && checkAction(state, a) === null).length > 0
}
