// The fast path of simulations (candidates judged by checkCandidate, applied in place without events, one list of
// candidates refilled at every decision) must play exactly the game the checked path plays (apply: the move parsed
// and judged by checkAction, a new state with its events). Seeded random games in both editions.
import { describe, expect, it } from 'vitest'
import { apply, candidateBlocks, checkAction, checkCandidate, createGame, type GameState } from '../engine/index'
import { playRandomGame } from './random-play'

const GAMES = Number(process.env.FAST_PATH_GAMES ?? 12)
// judging every candidate is cheaper than comparing states: more games
const JUDGED_GAMES = 3 * GAMES

describe.each([
  ['second', 2],
  ['second', 3],
  ['second', 4],
  ['classic', 2],
  ['classic', 3],
  ['classic', 4],
] as const)('fast path, %s %i players', (edition, players) => {
  it(`plays the same ${GAMES} games as apply, state for state`, () => {
    for (let g = 0; g < GAMES; g++) {
      const options = { edition, players, seed: 7_000_000 + 1000 * players + g }
      let checked: GameState = createGame(options)
      let step = 0
      const played = playRandomGame(options, g + 17, (fast, a) => {
        const r = apply(checked, a, checked.seq)
        if (!r.ok) throw new Error(`seed ${options.seed}, move ${step}: apply refused ${JSON.stringify(a)}: ${r.error.message}`)
        checked = r.state
        step++
        // compared as JSON: the states are plain data, and a string compare is fast enough for every move
        if (JSON.stringify(fast) !== JSON.stringify(checked)) expect(fast, `seed ${options.seed}, move ${step}`).toEqual(checked)
      })
      expect(played.state.phase.kind).toBe('over')
      expect(played.state).toEqual(checked)
    }
  }, 300_000)

  it(`judges every candidate of ${JUDGED_GAMES} games as checkAction does`, () => {
    for (let g = 0; g < JUDGED_GAMES; g++) {
      const options = { edition, players, seed: 8_000_000 + 1000 * players + g }
      const mismatches: string[] = []
      let candidates = 0
      playRandomGame(options, g + 29, (s) => {
        if (s.phase.kind === 'over') return
        for (const a of candidateBlocks(s).all()) {
          candidates++
          const fast = checkCandidate(s, a)
          const full = checkAction(s, a)
          if ((fast === null) !== (full === null) || (fast !== null && fast.code !== full!.code))
            mismatches.push(`${s.phase.kind} ${JSON.stringify(a)}: ${JSON.stringify(fast)} vs ${JSON.stringify(full)}`)
        }
      })
      expect(mismatches.slice(0, 5), `seed ${options.seed}`).toEqual([])
      expect(candidates).toBeGreaterThan(1000)
    }
  }, 300_000)
})
