// Worker thread of `npm run tournament`: plays the games the main thread hands it, one at a time.
import { workerData } from 'node:worker_threads'
import { playGame, type TournamentConfig } from './tournament-game'
import { serveTasks } from './worker-pool'

const cfg = workerData.config as TournamentConfig

serveTasks((game: number) => {
  const { state: _state, ...outcome } = playGame(cfg, game)
  return outcome
})
