// Expert: Hard's search (search.ts: hardSearch, the tree in the second edition, sequential halving in classic) with
// its simulations scored by the learned value function (value-net.ts) where the linear evaluation scores Hard's,
// and its halving comparing the moves on shared deals (halving.ts: sharedDeals) where Hard's deals afresh for each
// simulation. Where no network was trained for the edition and player count (hasLearnedValue), Expert searches
// exactly as Hard does.
import type { Edition } from '../engine/index'
import type { BotLevel } from '../limits'
import { HARD_SEARCH, linearJudge, type HardSearch, type Judge } from './search'
import { hasLearnedValue, learnedJudgement, learnedReward } from './value-net'

/**
 * Rounds simulated after the current turn before the learned value takes over: Hard's two. A better judge might
 * need fewer of the policy's moves before its verdict, but with the first net (second edition, 2 players) shorter
 * horizons lost clearly to Hard (one round 0.175, the end of the turn 0.275, two rounds 0.46: README.md).
 */
export const EXPERT_ROUNDS: Readonly<Record<Edition, number>> = { second: 2, classic: 2 }

/**
 * The learned value's share of Expert's evaluation, the linear evaluation's the rest. Half and half: the first
 * nets alone lost to Hard, worse the longer they searched (the search finds the positions they misjudge, such as
 * many loans: 0 of 8 at the full turn), while the average beat Hard (0.625 over 40 games at 600 ms a turn). The
 * second edition's margin net does as well alone as mixed at 600 ms (0.60 both); at the full turn the mix won 0.715
 * over 200 games, and 0.77 with the net trained with --smooth-turn (README.md); the net alone was not measured there.
 */
export const EXPERT_LEARNED_SHARE = 0.5

/**
 * Expert's search for a game of this edition and player count; `learnedShare` (0 to 1) weighs the learned value
 * against the linear evaluation (tournament variants `expert:l50`).
 */
export function expertSearch(edition: Edition, players: number, learnedShare = EXPERT_LEARNED_SHARE): HardSearch {
  const hard = HARD_SEARCH[edition]
  if (!hasLearnedValue(edition, players) || learnedShare <= 0) return hard
  const key = `${edition}:${players}:${learnedShare}`
  let how = made.get(key)
  if (!how) {
    const judge = mixedJudge(learnedShare, hard.cityGains)
    how = {
      ...hard,
      rounds: EXPERT_ROUNDS[edition],
      // halving (classic) compares its moves on shared deals: 0.765 against Hard over 200 games (the net before: 0.705, fresh deals 0.55)
      sharedDeals: hard.root === 'halving',
      // the judge's reward, so that the mix is written once (its margin costs a multiplication)
      value: learnedShare >= 1 ? learnedReward : (state, seat) => judge(state, seat).reward,
      judge,
    }
    made.set(key, how)
  }
  return how
}

/** Expert's searches made so far, one per line and share: a decision does not build its own. */
const made = new Map<string, HardSearch>()

/**
 * Expert's reward, the learned value and the linear evaluation weighted, with the final margin its hints and
 * reviews report, judged alike: the learned margin and the linear evaluation's, weighted as the chances are. A net
 * that predicts chances reports the linear margin.
 */
function mixedJudge(share: number, cityGains: boolean): Judge {
  const linearly = linearJudge(cityGains)
  return (state, seat) => {
    const learned = learnedJudgement(state, seat)
    if (share >= 1 && learned.margin !== null) return { reward: learned.reward, margin: learned.margin }
    const linear = linearly(state, seat)
    return {
      reward: share >= 1 ? learned.reward : share * learned.reward + (1 - share) * linear.reward,
      margin: learned.margin === null ? linear.margin : share * learned.margin + (1 - share) * linear.margin,
    }
  }
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
