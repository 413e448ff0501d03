// Search for Medium (flat Monte Carlo over determinized rollouts, flat-monte-carlo.ts) and Hard (single-observer
// information-set MCTS in the second edition, ismcts.ts; sequential halving in classic, halving.ts: HARD_SEARCH).
// All re-determinize the hidden cards from the view for every simulation, so none can see hidden cards. What they
// share is in search-core.ts.
import type { Action, Edition, GameView, Rng } from '../engine/index'
import { PLAIN_POLICY, POLICY_PARAMS } from './policy'
import { TUNED_POLICY } from './policy-weights'
import { halvingSearch } from './halving'
import { ismcts, type TreeMemory } from './ismcts'
import { SEARCH_PARAMS } from './search-core'
import type { HardSearch, SearchLimits, SearchStats } from './search-core'

export * from './search-core'
export { flatMonteCarlo } from './flat-monte-carlo'
export { HALVING_WIDTH, halvingSearch } from './halving'
export { ismcts, subtreeAfter, type SearchTree, type TreeMemory } from './ismcts'

/**
 * Hard's search in each edition, chosen by tournaments against Medium at their own budgets (README.md,
 * "Measured strength"). Classic games swing by tens of points on the cards that come out, so a simulation says
 * little about a move; there Hard picks among the policy's best moves by sequential halving (the tree spread its
 * samples thinly over every legal move and lost to Medium), with rollouts two rounds ahead. Its policy and
 * evaluation also count what the cards that gain by the city's holdings would bring now (Omnibus with many
 * boroughs, Bridge with many brown cards: classic's money engines), where Medium counts a flat worth; its policy's
 * weights are tuned by self-play for that (policy-weights.ts, `npm run tune:policy`). The second edition's Hard is
 * unchanged since its lines were measured.
 */
export const HARD_SEARCH: Readonly<Record<Edition, HardSearch>> = {
  second: { root: 'tree', rounds: SEARCH_PARAMS.rounds, policy: PLAIN_POLICY, cityGains: false },
  classic: {
    root: 'halving',
    rounds: 2,
    policy: { params: TUNED_POLICY.classic ?? POLICY_PARAMS, cityGains: true },
    cityGains: true,
  },
}

/**
 * Hard (and Expert, with its own `how`): the search its edition uses (HARD_SEARCH). `keep`: moves to examine even
 * if the policy ranks them low. `memory`: the tree goes on from the previous decision of the turn (the tree only;
 * halving keeps none).
 */
export function hardSearch(
  view: GameView,
  candidates: Action[],
  rng: Rng,
  limits: SearchLimits,
  stats?: SearchStats,
  keep: readonly Action[] = [],
  memory?: TreeMemory,
  how: HardSearch = HARD_SEARCH[view.options.edition],
): Action {
  return how.root === 'halving'
    ? halvingSearch(view, candidates, rng, limits, stats, how, keep)
    : ismcts(view, candidates, rng, limits, stats, how, memory)
}
