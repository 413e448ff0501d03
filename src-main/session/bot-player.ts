/**
 * The bots' jobs as the session sees them: one runner (bot-protocol.ts: JobRunner) for a bot's moves, hints and
 * reviews, each job cancelled by its own signal. The real runner is src-main/bots/bot-runner.ts (BotRunner, a
 * worker thread); tests use the stand-ins below and InlineAnalyst (analyst.ts).
 */
import { legalActions, Rng, type Action } from '../../src-shared/engine/index'
import { JobCancelledError, type BotJob, type JobAnswer, type JobRunner, type MoveJob, type ReviewProgress } from '../bots/bot-protocol'

export type { BotJob, JobRunner, MoveJob }
/** The runner the session asks for its bots' moves (BotRunner: the same worker as hints and reviews). */
export type BotPlayer = JobRunner
/** A bot's move, as asked. */
export type BotRequest = MoveJob

/**
 * A runner of moves only, by `choose` (a stand-in for tests): other jobs are refused. `choose` may ignore the
 * signal: the answer of an aborted job is dropped and its promise rejects with JobCancelledError.
 */
export abstract class MoveBot implements JobRunner {
  abstract choose(job: MoveJob, signal: AbortSignal): Promise<Action>

  run<J extends BotJob>(job: J, signal: AbortSignal): Promise<JobAnswer<J>> {
    if (job.kind !== 'move') return Promise.reject(new Error(`${this.constructor.name} plays moves, not ${job.kind} jobs`))
    return untilAborted(this.choose(job as MoveJob, signal), job, signal) as Promise<JobAnswer<J>>
  }

  dispose(): void {}
}

/** A move bot from a function (tests). */
export function moveBot(choose: (job: MoveJob, signal: AbortSignal) => Promise<Action>): MoveBot {
  return new (class extends MoveBot {
    choose(job: MoveJob, signal: AbortSignal): Promise<Action> {
      return choose(job, signal)
    }
  })()
}

/**
 * A deterministic stand-in: a seeded pick among the legal actions of its view
 * (legalActions on a view only needs what the deciding seat can see).
 * Prefers ending phases so random games terminate reasonably fast.
 */
export class LegalMoveBot extends MoveBot {
  calls = 0
  choose(job: MoveJob): Promise<Action> {
    this.calls++
    const legal = legalActions(job.view)
    if (legal.length === 0) return Promise.reject(new Error('no legal action'))
    const rng = new Rng(job.seed)
    const useful = legal.filter((a) => a.type !== 'takeLoan' && a.type !== 'stockExchange')
    const pool = useful.length > 0 ? useful : legal
    return Promise.resolve(pool[rng.int(pool.length)]!)
  }
}

/** `answer`, unless `signal` aborts first: then JobCancelledError at once. */
export function untilAborted<T>(answer: Promise<T>, job: BotJob, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new JobCancelledError(job.kind))
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new JobCancelledError(job.kind))
    signal.addEventListener('abort', abort, { once: true })
    answer.then(
      (a) => {
        signal.removeEventListener('abort', abort)
        resolve(a)
      },
      (e: unknown) => {
        signal.removeEventListener('abort', abort)
        reject(e instanceof Error ? e : new Error(String(e)))
      },
    )
  })
}

/**
 * The jobs of `runner` that also end when `scope()` aborts: the session's chart passes its own scope, since xstate
 * does not stop the invoked actors of a chart that failed (session-service.ts restores a new one).
 */
export function scopedJobs(runner: JobRunner, scope: () => AbortSignal): JobRunner {
  return {
    run: <J extends BotJob>(job: J, signal: AbortSignal, onProgress?: (p: ReviewProgress) => void) =>
      runner.run(job, AbortSignal.any([signal, scope()]), onProgress),
    dispose: () => runner.dispose(),
  }
}
