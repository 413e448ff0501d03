// Worker thread of `npm run tournament`: plays the games the main thread hands it, one at a time.
import { parentPort, workerData } from 'node:worker_threads'
import { playGame, type TournamentConfig } from './tournament-game'

const port = parentPort
if (!port) throw new Error('tournament-worker must run in a worker thread')
const cfg = workerData.config as TournamentConfig

port.on('message', (game: number) => {
  try {
    const { state: _state, ...outcome } = playGame(cfg, game)
    port.postMessage({ ok: true, outcome })
  } catch (e) {
    port.postMessage({ ok: false, game, message: e instanceof Error ? e.message : String(e) })
  }
})
