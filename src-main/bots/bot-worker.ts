// Worker thread: runs the bots (src-shared/bots) off the main thread. One request at a time, answered in order.
import { parentPort } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { chooseAction, type SearchStats } from '../../src-shared/bots/index'
import type { WorkerRequest, WorkerResponse } from './bot-protocol'

const port = parentPort
if (!port) throw new Error('bot-worker must run in a worker thread')

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'crash') {
    // an uncaught error: the thread dies, as it would on a real crash
    throw new Error('bot worker crash requested')
  }
  const start = performance.now()
  let reply: WorkerResponse
  try {
    const stats: SearchStats = { iterations: 0 }
    const action = chooseAction(msg.view, msg.level, {
      seed: msg.seed,
      budgetMs: msg.budgetMs,
      now: () => performance.now(),
      iterations: msg.iterations,
      stats,
    })
    reply = { type: 'chosen', id: msg.id, action, ms: performance.now() - start, iterations: stats.iterations }
  } catch (e) {
    reply = { type: 'failed', id: msg.id, message: e instanceof Error ? e.message : String(e) }
  }
  port.postMessage(reply)
})
