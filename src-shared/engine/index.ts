// The rules engine's public face: pure functions over plain JSON data.
import { cloneState } from './clone'
import { parseAction } from './parse-action'
import { checkAction, performAction } from './rules'
import { createGame } from './setup'
import type { Action, ApplyResult, GameEvent, GameOptions, GameState, RuleError } from './types'

export * from './types'
export type { CityCardDef, DistrictDef, Colour, Provenance, EffectKey, ContinuousKey, CardKind } from './cards/card-types'
export { catalogFor, type Catalog } from './cards/catalog'
export { SECOND_EDITION_NOTES } from './cards/second-edition'
export { UNCERTAIN_ADJACENCY } from './cards/classic-boroughs'
export { createGame } from './setup'
export { checkOptions, MIN_PLAYERS, MAX_PLAYERS, EDITIONS, MAX_SEED } from './options'
export { legalActions, candidateActions, candidateBlocks, checkCandidate, type Candidates } from './legal'
export { checkAction, checkPlace, placeCost, activationBlock, runChosen } from './rules'
export { activationBlocks, activationCandidates } from './activation-candidates'
export { actionPrice, type ActionPrice } from './price'
export { view, viewEvent, revealsHidden, hiddenCards } from './view'
export { checkInvariants } from './invariants'
export { parseAction, actionKey } from './parse-action'
export { cloneState } from './clone'
export { loansNeeded } from './mutations'
export { effectGainNow, type EffectGain } from './effects'
export { runPreview, autoActivations, type RunPreview, type RunStep } from './run-preview'
export {
  povertyForecast,
  runPovertyEachRun,
  type PovertyForecast,
  type RunForecast,
  type HandLimitForecast,
  type FinalHandForecast,
} from './forecast'
export { Rng } from './rng'
export { SECOND_SCORING_ORDER, CLASSIC_SCORING_ORDER, cardPrestige, boroughPrestige, loansRepaid } from './scoring'
export { projectedScore, type ProjectedScore, type ProjectedScores } from './projected-score'
export * as queries from './queries'
export {
  whyNot,
  subjectUses,
  type WhyNot,
  type WhyNotReason,
  type WhyNotCode,
  type WhySubject,
  type TurnStepName,
  type LandPrice,
} from './why-not'
export type { LandBlock } from './buy-land'
export { turnStep, turnPart, TURN_STEPS, type TurnStep, type TurnPart } from './turn-step'

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
