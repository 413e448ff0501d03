// Worker thread of `npm run train:ceiling`: plays on from the positions of the held-out games it is handed.
import { ceilingPositions, type CeilingConfig } from './winner-ceiling-game'
import { serveTasks } from './worker-pool'

serveTasks(({ config, game }: { config: CeilingConfig; game: number }) => ceilingPositions(config, game))
