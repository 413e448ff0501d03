// Worker thread of `npm run train`: plays the self-play games the main thread hands it and sends back their positions.
import { gamePositions, type TrainConfig } from './train-games'
import { serveTasks } from './worker-pool'

// each task names its game and the source it comes from (`npm run train` may mix sources)
serveTasks(
  ({ config, game }: { config: TrainConfig; game: number }) => gamePositions(config, game),
  (p) => [
    p.features.buffer as ArrayBuffer,
    p.linearReward.buffer as ArrayBuffer,
    p.linearScore.buffer as ArrayBuffer,
    p.next.buffer as ArrayBuffer,
    p.chanceScale.buffer as ArrayBuffer,
  ],
)
