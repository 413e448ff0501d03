// Worker thread of `npm run train:ceiling`: plays on from the positions of the held-out games it is handed.
import { parentPort } from 'node:worker_threads'
import { ceilingPositions, type CeilingConfig } from './winner-ceiling-game'

const port = parentPort
if (!port) throw new Error('winner-ceiling-worker must run in a worker thread')

port.on('message', ({ config, game }: { config: CeilingConfig; game: number }) => {
  try {
    port.postMessage({ ok: true, positions: ceilingPositions(config, game) })
  } catch (e) {
    port.postMessage({ ok: false, game, message: e instanceof Error ? e.message : String(e) })
  }
})
