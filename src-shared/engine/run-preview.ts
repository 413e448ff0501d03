// Running the city in one go: the activations that need no choice ("Activate all"), in the order the engine takes
// them, and what the run would bring card by card. Every step is judged by checkAction and its result is what
// performAction does to a copy, so the preview cannot drift from the rules.
import { cloneState } from './clone.js'
import { EFFECTS, activationCandidates } from './effects.js'
import { povertyForecast, type RunForecast } from './forecast.js'
import { cardDef, runPovertyParts, topCard, topDistrict } from './queries.js'
import { checkAction, performAction } from './rules.js'
import type { Action, CardId, GameState, Seat } from './types.js'

/**
 * Order of the no-choice activations, lowest first: cards whose gain counts the city (Town Houses counts the
 * face-up cards the others would turn down), then cards that add poverty (removal never goes below zero, so it
 * should come after them), then the other free cards, and cards that cost money last (paid from what the others
 * brought).
 */
function rank(state: GameState, card: CardId): number {
  const def = cardDef(state, card)
  if (def.effect !== null && EFFECTS[def.effect].gainNow !== undefined) return 0
  if (def.gainPoverty > 0) return 1
  return def.activationCost === null ? 2 : 3
}

/**
 * Whether activating `card` is a choice the player must make: a card to spend, a player or cards to pick, or a
 * face-up Hospital that could be turned down instead. A money cost is no choice, but a loan it would force is.
 */
function needsChoice(state: GameState, seat: Seat, card: CardId): boolean {
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

/** The state after `action` (judged legal by the caller), on a copy. */
function after(state: GameState, action: Action): GameState {
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
  const order = cards.map((card, i) => ({ card, i, r: rank(state, card) })).sort((a, b) => a.r - b.r || a.i - b.i)
  const before = footprint(state, seat)
  for (const { card } of order) {
    const a: Action = { type: 'activate', card }
    if (checkAction(state, a) !== null || needsChoice(state, seat, card)) continue
    if (footprint(after(state, a), seat) !== before) return a
  }
  return null
}

/** The whole "Activate all" sequence from this position, in order (empty when there is nothing to activate). */
export function autoActivations(state: GameState): Action[] {
  const out: Action[] = []
  let s = state
  for (let a = nextAutoActivation(s); a !== null; a = nextAutoActivation(s)) {
    out.push(a)
    s = after(s, a)
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
    s = after(state, choose)
  }
  if (s.phase.kind !== 'run') return null
  const seat = s.current
  const finishNow = povertyForecast(s, seat)
  const steps: RunStep[] = []
  let cur = s
  for (const action of autoActivations(s)) {
    const next = after(cur, action)
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
    (card) => !auto.has(card) && needsChoice(cur, seat, card) && activatable(cur, card),
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
