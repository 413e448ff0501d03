// Seeded positions from random play, for the bot tests (not a test file itself).
import { applyInPlace, createGame, legalActions, Rng, type Edition, type GameState } from '../engine/index.js'

export interface Position {
  readonly label: string
  readonly state: GameState
}

/** States reached after `steps` random decisions (no voluntary loans), for each edition and player count. */
export function seededPositions(steps: readonly number[], seeds: readonly number[] = [1, 2]): Position[] {
  const out: Position[] = []
  for (const edition of ['second', 'classic'] as Edition[]) {
    for (const players of [2, 3, 4]) {
      for (const seed of seeds) {
        const state = createGame({ edition, players, seed: seed * 31 + players })
        const rng = new Rng(seed * 7 + players)
        let done = 0
        for (const target of steps) {
          while (done < target && state.phase.kind !== 'over') {
            const legal = legalActions(state).filter((a) => a.type !== 'takeLoan')
            applyInPlace(state, rng.pick(legal))
            done++
          }
          if (state.phase.kind === 'over') break
          out.push({ label: `${edition} ${players}p seed ${seed} step ${done}`, state: structuredClone(state) })
        }
      }
    }
  }
  return out
}
