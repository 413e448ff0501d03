// The bot worker as bundled by electron-vite: `?modulePath` builds bot-worker.ts as its own entry and gives its
// path. Import this only from code bundled by electron-vite (the Electron main process), never from tests or tsx.
import workerPath from './bot-worker?modulePath'
import type { BotWorkerSpec } from './bot-runner'

export const electronBotWorker: BotWorkerSpec = { file: workerPath }
