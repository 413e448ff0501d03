// Worker thread: runs the bots (src-shared/bots) off the main thread: decisions, hints and game reviews. One
// request at a time, answered in order; a review posts its progress after every decision. Decisions spend a budget
// per turn: the worker keeps the turn in progress (time spent, Hard's tree) between the decisions of that turn.
import { parentPort } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { chooseAction, newTurnMemory, type SearchStats } from '../../src-shared/bots/index'
import { analyse } from '../../src-shared/bots/analyse'
import { reviewGame } from '../../src-shared/bots/review'
import type { JobRequest, WorkerRequest, WorkerResponse } from './bot-protocol'

const port = parentPort
if (!port) throw new Error('bot-worker must run in a worker thread')
const now = () => performance.now()
/** the turn in progress; a decision of another turn (or game, or seat) empties it */
const turn = newTurnMemory()

function run(msg: JobRequest): WorkerResponse {
  switch (msg.type) {
    case 'choose': {
      const start = now()
      const stats: SearchStats = { iterations: 0 }
      const action = chooseAction(msg.view, msg.level, {
        seed: msg.seed,
        turn,
        turnBudgetMs: msg.budgetMs,
        now,
        iterations: msg.iterations,
        stats,
      })
      return { type: 'chosen', id: msg.id, action, ms: now() - start, iterations: stats.iterations }
    }
    case 'hint':
      return {
        type: 'hinted',
        id: msg.id,
        analysis: analyse(msg.view, { seed: msg.seed, budgetMs: msg.budgetMs, now, iterations: msg.iterations }),
      }
    case 'review': {
      const result = reviewGame(msg.options, msg.actions, msg.seat, {
        budgetMs: msg.budgetMs,
        iterations: msg.iterations,
        seed: msg.seed,
        now,
        onProgress: (progress) => port!.postMessage({ type: 'progress', id: msg.id, progress } satisfies WorkerResponse),
      })
      return { type: 'reviewed', id: msg.id, result }
    }
  }
}

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'crash') {
    // an uncaught error: the thread dies, as it would on a real crash
    throw new Error('bot worker crash requested')
  }
  let reply: WorkerResponse
  try {
    reply = run(msg)
  } catch (e) {
    reply = { type: 'failed', id: msg.id, message: e instanceof Error ? e.message : String(e) }
  }
  port.postMessage(reply)
})
