// The rules engine's public face: pure functions over plain JSON data.
import { cloneState } from './clone.js'
import { parseAction } from './parse-action.js'
import { checkAction, performAction } from './rules.js'
import { createGame } from './setup.js'
import type { Action, ApplyResult, GameEvent, GameOptions, GameState, RuleError } from './types.js'

export * from './types.js'
export type { CityCardDef, DistrictDef, Colour, Provenance, EffectKey, ContinuousKey, CardKind } from './cards/card-types.js'
export { catalogFor, type Catalog } from './cards/catalog.js'
export { SECOND_EDITION_NOTES } from './cards/second-edition.js'
export { UNCERTAIN_ADJACENCY } from './cards/classic-boroughs.js'
export { createGame } from './setup.js'
export { checkOptions, MIN_PLAYERS, MAX_PLAYERS, EDITIONS, MAX_SEED } from './options.js'
export { legalActions, candidateActions, candidateBlocks, checkCandidate, type Candidates } from './legal.js'
export { checkAction, checkPlace, placeCost } from './rules.js'
export { actionPrice, type ActionPrice } from './price.js'
export { view, viewEvent, revealsHidden, hiddenCards } from './view.js'
export { checkInvariants } from './invariants.js'
export { parseAction, actionKey } from './parse-action.js'
export { cloneState } from './clone.js'
export { loansNeeded } from './mutations.js'
export { effectGainNow, type EffectGain } from './effects.js'
export { runPreview, autoActivations, type RunPreview, type RunStep } from './run-preview.js'
export {
  povertyForecast,
  runPovertyEachRun,
  type PovertyForecast,
  type RunForecast,
  type HandLimitForecast,
  type FinalHandForecast,
} from './forecast.js'
export { Rng } from './rng.js'
export { SECOND_SCORING_ORDER, CLASSIC_SCORING_ORDER, cardPrestige, boroughPrestige, loansRepaid } from './scoring.js'
export { projectedScore, type ProjectedScore, type ProjectedScores } from './projected-score.js'
export * as queries from './queries.js'
export {
  whyNot,
  subjectUses,
  stepOf,
  type WhyNot,
  type WhyNotReason,
  type WhyNotCode,
  type WhySubject,
  type TurnStepName,
  type LandPrice,
} from './why-not.js'
export type { LandBlock } from './buy-land.js'
export { turnStep, turnPart, TURN_STEPS, type TurnStep, type TurnPart } from './turn-step.js'

/**
 * Applies one action: a new state and what happened, or a typed error (the given state is never changed).
 * `expectedSeq`, when given, refuses an action decided on an older state.
 */
export function apply(state: GameState, action: unknown, expectedSeq?: number): ApplyResult {
  const error = checkMove(state, action, expectedSeq)
  if (error) return { ok: false, error }
  const next = cloneState(state)
  const events: GameEvent[] = []
  performAction(next, action as Action, events)
  next.seq++
  return { ok: true, state: next, events }
}

/** Whether `apply` would accept the move, without applying it: null, or the typed error it would give. */
export function checkMove(state: GameState, action: unknown, expectedSeq?: number): RuleError | null {
  if (expectedSeq !== undefined && expectedSeq !== state.seq) {
    return { code: 'stale', message: 'The game has moved on since that move was chosen.' }
  }
  const parsed = parseAction(action)
  if (!parsed.ok) return { code: 'bad-action', message: parsed.message }
  return checkAction(state, parsed.action)
}

/** Applies an action known to be legal, in place (simulations that own their copy); events only when asked for. */
export function applyInPlace(state: GameState, action: Action, events: GameEvent[] | null = null): void {
  performAction(state, action, events)
  state.seq++
}

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(`action ${index}: ${message}`)
  }
}

/** Rebuilds a game from its options and action log, refusing the first illegal action. */
export function replay(options: GameOptions, actions: readonly unknown[]): GameState {
  let state = createGame(options)
  actions.forEach((a, i) => {
    const r = apply(state, a)
    if (!r.ok) throw new ReplayError(i, r.error.message)
    state = r.state
  })
  return state
}
