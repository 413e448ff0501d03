// The guided first game: always the same deal, so its coach marks meet the same first turns for everyone.
// Second edition (the default), the player at the screen in the first seat against one Easy bot.
import type { GuidedGameRequest, NewGameRequest } from './schemas'

// Seed 24: after the first draw the hand offers five buildings that cost no money and earn some when run, and no pauper.
export const GUIDED_GAME = { edition: 'second', seed: 24, level: 'easy' } as const

/** The new-game request of the guided game, with the names the renderer chose (in its language). */
export function guidedGameRequest(names: GuidedGameRequest): NewGameRequest {
  return {
    edition: GUIDED_GAME.edition,
    seed: GUIDED_GAME.seed,
    seats: [
      { kind: 'human', name: names.you },
      { kind: 'bot', name: names.bot, level: GUIDED_GAME.level },
    ],
  }
}
