import { describe, expect, it } from 'vitest'
import { view, type Edition } from '../engine/index'
import { chooseAction } from './index'
import { EXPERT_LEARNED_SHARE, EXPERT_ROUNDS, expertSearch, searchOf } from './expert'
import { advantage, estimateScores, reward } from './evaluate'
import { HARD_SEARCH, type SearchStats } from './search'
import { hasLearnedMargin, hasLearnedValue, learnedJudgement, learnedReward } from './value-net'
import { seededPositions } from './test-positions'

const now = () => {
  throw new Error('the clock must not be read with a fixed iteration count')
}
const LINES = (['second', 'classic'] as Edition[]).flatMap((edition) => [2, 3, 4].map((players) => ({ edition, players })))

describe('Expert', { timeout: 300_000 }, () => {
  it('searches as Hard does (halving on shared deals), cut off at its own horizon and scored by the learned value where a net was trained; else exactly as Hard', () => {
    const positions = seededPositions([60, 200])
    for (const { edition, players } of LINES) {
      const how = expertSearch(edition, players)
      const hard = HARD_SEARCH[edition]
      expect(searchOf('hard', edition, players)).toBe(hard)
      expect(searchOf('expert', edition, players)).toBe(how)
      if (hasLearnedValue(edition, players)) {
        expect({ ...how, value: null, judge: null }).toEqual({
          ...hard,
          rounds: EXPERT_ROUNDS[edition],
          sharedDeals: hard.root === 'halving',
          value: null,
          judge: null,
        })
        if (EXPERT_LEARNED_SHARE >= 1) expect(how.value).toBe(learnedReward)
        for (const { state } of positions.filter(({ state: s }) => s.options.edition === edition && s.players.length === players)) {
          const seat = state.current
          const linear = reward(state, seat, hard.cityGains)
          expect(how.value!(state, seat)).toBeCloseTo(
            EXPERT_LEARNED_SHARE * learnedReward(state, seat) + (1 - EXPERT_LEARNED_SHARE) * linear,
            12,
          )
          // hints and reviews read both from its judge: the same reward, and the margin judged alike (the linear
          // one where the net predicts chances)
          const judged = how.judge!(state, seat)
          expect(judged.reward).toBe(how.value!(state, seat))
          const linearMargin = advantage(estimateScores(state, undefined, hard.cityGains), seat)
          if (hasLearnedMargin(edition, players))
            expect(judged.margin).toBeCloseTo(
              EXPERT_LEARNED_SHARE * learnedJudgement(state, seat).margin! + (1 - EXPERT_LEARNED_SHARE) * linearMargin,
              9,
            )
          else expect(judged.margin).toBe(linearMargin)
        }
      } else expect(how).toBe(hard)
    }
  })

  it('learnedShare weighs the learned value against the linear evaluation; 0 is Hard', () => {
    const positions = seededPositions([60, 200])
    for (const { edition, players } of LINES) {
      expect(expertSearch(edition, players, 0)).toBe(HARD_SEARCH[edition])
      if (!hasLearnedValue(edition, players)) continue
      const half = expertSearch(edition, players, 0.5)
      expect(half.rounds).toBe(EXPERT_ROUNDS[edition])
      for (const { state } of positions.filter(({ state: s }) => s.options.edition === edition && s.players.length === players)) {
        const seat = state.current
        const both = 0.5 * learnedReward(state, seat) + 0.5 * reward(state, seat, HARD_SEARCH[edition].cityGains)
        expect(half.value!(state, seat)).toBeCloseTo(both, 12)
        // whatever the share, the judge's reward is the value's, to the bit (a hint plays the move the bot plays)
        for (const share of [0.25, 0.5, 1]) {
          const how = expertSearch(edition, players, share)
          expect(how.judge!(state, seat).reward).toBe(how.value!(state, seat))
        }
        const alone = expertSearch(edition, players, 1).judge!(state, seat)
        const learned = learnedJudgement(state, seat)
        if (hasLearnedMargin(edition, players)) expect(alone).toEqual(learned)
      }
    }
  })

  it('plays the same moves as Hard where no net was trained (bots.test.ts checks that its moves are legal)', () => {
    for (const { label, state } of seededPositions([40, 160])) {
      const v = view(state, state.current)
      if (hasLearnedValue(v.options.edition, v.options.players)) continue
      const stats: SearchStats = { iterations: 0 }
      const expert = chooseAction(v, 'expert', { seed: 7, now, iterations: 40, stats })
      const hardStats: SearchStats = { iterations: 0 }
      expect(expert, label).toEqual(chooseAction(v, 'hard', { seed: 7, now, iterations: 40, stats: hardStats }))
      expect(stats, label).toEqual(hardStats)
    }
  })

  it("`rounds` replaces the search's own horizon: giving its own changes nothing", () => {
    for (const { label, state } of seededPositions([60], [2])) {
      const v = view(state, state.current)
      for (const level of ['hard', 'expert'] as const) {
        const own = searchOf(level, v.options.edition, v.options.players).rounds
        const opts = { seed: 3, now, iterations: 30 }
        expect(chooseAction(v, level, { ...opts, rounds: own }), label).toEqual(chooseAction(v, level, opts))
      }
    }
  })
})
