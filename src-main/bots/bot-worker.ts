// Worker thread: runs the bots' jobs (bot-protocol.ts) off the main thread: moves, hints and game reviews. One
// job at a time, answered in order; a review posts its progress after every decision. Decisions spend a budget
// per turn: the worker keeps the turn in progress (time spent, Hard's tree) between the decisions of that turn.
import { parentPort } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { chooseAction, newTurnMemory } from '../../src-shared/bots/index'
import { analyse } from '../../src-shared/bots/analyse'
import { reviewGame } from '../../src-shared/bots/review'
import type { BotJob, JobAnswer, WorkerRequest, WorkerResponse } from './bot-protocol'

const port = parentPort
if (!port) throw new Error('bot-worker must run in a worker thread')
const now = () => performance.now()
/** the turn in progress; a decision of another turn (or game, or seat) empties it */
const turn = newTurnMemory()

function run(id: number, job: BotJob): JobAnswer<BotJob> {
  switch (job.kind) {
    case 'move':
      return chooseAction(job.view, job.level, { seed: job.seed, turn, turnBudgetMs: job.budgetMs, now, iterations: job.iterations })
    case 'hint':
      return analyse(job.view, { seed: job.seed, budgetMs: job.budgetMs, now, iterations: job.iterations })
    case 'review':
      return reviewGame(job.options, job.actions, job.seat, {
        budgetMs: job.budgetMs,
        iterations: job.iterations,
        seed: job.seed,
        now,
        onProgress: (progress) => port!.postMessage({ type: 'progress', id, progress } satisfies WorkerResponse),
      })
  }
}

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'crash') {
    // an uncaught error: the thread dies, as it would on a real crash
    throw new Error('bot worker crash requested')
  }
  let reply: WorkerResponse
  try {
    reply = { type: 'done', id: msg.id, answer: run(msg.id, msg.job) }
  } catch (e) {
    reply = { type: 'failed', id: msg.id, message: e instanceof Error ? e.message : String(e) }
  }
  port.postMessage(reply)
})
