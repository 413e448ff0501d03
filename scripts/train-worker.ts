// Worker thread of `npm run train`: plays the self-play games the main thread hands it and sends back their positions.
import { parentPort } from 'node:worker_threads'
import { gamePositions, type TrainConfig } from './train-games'

const port = parentPort
if (!port) throw new Error('train-worker must run in a worker thread')

// each message names its game and the source it comes from (`npm run train` may mix sources)
port.on('message', ({ config, game }: { config: TrainConfig; game: number }) => {
  try {
    const p = gamePositions(config, game)
    port.postMessage({ ok: true, positions: p }, [
      p.features.buffer as ArrayBuffer,
      p.linearReward.buffer as ArrayBuffer,
      p.linearScore.buffer as ArrayBuffer,
      p.next.buffer as ArrayBuffer,
      p.chanceScale.buffer as ArrayBuffer,
    ])
  } catch (e) {
    port.postMessage({ ok: false, game, message: e instanceof Error ? e.message : String(e) })
  }
})
