// Expert: Hard's search (search.ts: hardSearch, the tree in the second edition, sequential halving in classic) with
// its simulations cut off sooner and scored by the learned value function (value-net.ts) where the linear
// evaluation scores Hard's. Where no network was trained for the edition and player count (hasLearnedValue), Expert
// searches exactly as Hard does.
import type { Edition } from '../engine/index.js'
import type { BotLevel } from '../limits.js'
import { reward } from './evaluate.js'
import { HARD_SEARCH, type Evaluation, type HardSearch } from './search.js'
import { hasLearnedValue, learnedReward } from './value-net.js'

/**
 * Rounds simulated after the current turn before the learned value takes over (Hard: 2). The network judges a
 * position better than the linear evaluation, so fewer of the policy's moves stand between the move searched and
 * its judgement, and more simulations fit in the same time. Chosen by tournaments against Hard (README.md).
 */
export const EXPERT_ROUNDS: Readonly<Record<Edition, number>> = { second: 1, classic: 1 }

/**
 * The learned value's share of Expert's evaluation, the linear evaluation's the rest (1: the learned value alone).
 * Chosen by tournaments against Hard (README.md).
 */
export const EXPERT_LEARNED_SHARE = 1

/**
 * Expert's search for a game of this edition and player count; `learnedShare` (0 to 1) weighs the learned value
 * against the linear evaluation (tournament variants `expert:l50`).
 */
export function expertSearch(edition: Edition, players: number, learnedShare = EXPERT_LEARNED_SHARE): HardSearch {
  const hard = HARD_SEARCH[edition]
  if (!hasLearnedValue(edition, players) || learnedShare <= 0) return hard
  return { ...hard, rounds: EXPERT_ROUNDS[edition], value: learnedShare >= 1 ? learnedReward : mixed(learnedShare, hard.cityGains) }
}

/** The learned value and the linear evaluation, weighted. */
function mixed(share: number, cityGains: boolean): Evaluation {
  return (state, seat) => share * learnedReward(state, seat) + (1 - share) * reward(state, seat, cityGains)
}

/** The search a level above Medium plays with: Hard's, or Expert's (`learnedShare`: see expertSearch). */
export function searchOf(
  level: Extract<BotLevel, 'hard' | 'expert'>,
  edition: Edition,
  players: number,
  learnedShare?: number,
): HardSearch {
  return level === 'expert' ? expertSearch(edition, players, learnedShare) : HARD_SEARCH[edition]
}
