// Random legal play, one decision at a time: the simulator's, the fuzzer's and the benchmark's player.
import {
  applyInPlace,
  candidateBlocks,
  checkCandidate,
  createGame,
  legalActions,
  type Action,
  type Candidates,
  type GameOptions,
  type GameState,
  Rng,
} from '../engine/index'

/**
 * A uniformly random legal action. Voluntary loans are legal at every decision but never needed (costs
 * force loans), so random play skips them. Rejection sampling over the candidates gives the same uniform
 * choice as filtering them all, at a fraction of the checks; only the candidates drawn are built, and judged as
 * candidates (checkCandidate: checkAction's verdict without what they pass by construction).
 */
export function randomAction(state: GameState, rng: Rng): Action {
  return randomCandidate(state, rng, candidateBlocks(state))
}

/** randomAction among the candidates of this decision (candidateBlocks(state)). */
function randomCandidate(state: GameState, rng: Rng, candidates: Candidates): Action {
  for (let tries = 0; tries < 64; tries++) {
    const a = candidates.at(rng.int(candidates.count))
    if (a.type !== 'takeLoan' && checkCandidate(state, a) === null) return a
  }
  const legal = legalActions(state)
  const useful = legal.filter((a) => a.type !== 'takeLoan')
  return rng.pick(useful.length > 0 ? useful : legal)
}

export interface PlayedGame {
  readonly state: GameState
  readonly actions: Action[]
}

/** Plays a whole game of random legal actions. `onStep` sees every state (for invariant checks). */
export function playRandomGame(
  options: GameOptions,
  policySeed: number,
  onStep?: (s: GameState, a: Action) => void,
  maxActions = 50_000,
): PlayedGame {
  const state = createGame(options)
  const rng = new Rng(policySeed)
  const actions: Action[] = []
  let candidates: Candidates | undefined
  while (state.phase.kind !== 'over') {
    if (actions.length >= maxActions) throw new Error(`game ${options.seed} did not end within ${maxActions} actions`)
    // one list of candidates for the whole game, filled again at each decision
    candidates = candidateBlocks(state, candidates)
    const a = randomCandidate(state, rng, candidates)
    applyInPlace(state, a)
    actions.push(a)
    onStep?.(state, a)
  }
  return { state, actions }
}
