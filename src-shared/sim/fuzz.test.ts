import { describe, expect, it } from 'vitest'
import { fuzzGame } from './fuzz'

// Thousands of seeded random games per edition and player count (see FUZZ_GAMES to run more or fewer).
const GAMES = Number(process.env.FUZZ_GAMES ?? 1000)

describe.each([
  ['second', 2],
  ['second', 3],
  ['second', 4],
  ['classic', 2],
  ['classic', 3],
  ['classic', 4],
] as const)('fuzz %s %i players', (edition, players) => {
  it(`plays ${GAMES} random games with no invariant broken`, () => {
    const failures: string[] = []
    let turns = 0
    for (let g = 0; g < GAMES && failures.length < 5; g++) {
      const seed = 1_000_000 * players + g
      // replaying every game doubles the cost: every 10th game is replayed and compared
      const r = fuzzGame({ edition, players, seed }, seed ^ 0x5eed, { verifyReplay: g % 10 === 0 })
      if (r.violations.length > 0) failures.push(`seed ${seed}: ${r.violations.slice(0, 3).join('; ')}`)
      turns += r.state.turnNumber
    }
    expect(failures).toEqual([])
    expect(turns / GAMES).toBeGreaterThan(20)
  }, 600_000)
})
