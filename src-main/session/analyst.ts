/**
 * Hints and game reviews in this process (tests, and the session when no worker is given): the same code as the bot
 * worker (src-main/bots/bot-runner.ts: BotRunner), a decision at a time with a turn of the event loop in between,
 * where an aborted job stops. The jobs are bot-protocol.ts's.
 */
import { analyse } from '../../src-shared/bots/analyse'
import { reviewing } from '../../src-shared/bots/review'
import { JobCancelledError, type BotJob, type JobAnswer, type JobRunner, type ReviewProgress } from '../bots/bot-protocol'

/** The runner the session asks for hints and reviews (BotRunner: the same worker as the bots' moves). */
export type Analyst = JobRunner

export class InlineAnalyst implements JobRunner {
  /** jobs started (tests) */
  started = 0

  constructor(
    /** a fixed search size instead of the clock (deterministic tests) */
    private readonly iterations?: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  run<J extends BotJob>(job: J, signal: AbortSignal, onProgress?: (p: ReviewProgress) => void): Promise<JobAnswer<J>> {
    return this.analyse(job, signal, onProgress) as Promise<JobAnswer<J>>
  }

  dispose(): void {}

  private async analyse(job: BotJob, signal: AbortSignal, onProgress?: (p: ReviewProgress) => void): Promise<JobAnswer<BotJob>> {
    if (job.kind === 'move') throw new Error('InlineAnalyst answers hints and reviews, not moves')
    this.started++
    const iterations = job.iterations ?? this.iterations
    if (job.kind === 'hint') {
      await pause()
      check(job, signal)
      return analyse(job.view, { seed: job.seed, budgetMs: job.budgetMs, now: this.now, iterations })
    }
    const steps = reviewing(job.options, job.actions, job.seat, { budgetMs: job.budgetMs, seed: job.seed, now: this.now, iterations })
    for (;;) {
      await pause()
      check(job, signal)
      const next = steps.next()
      if (next.done) return next.value
      onProgress?.(next.value)
    }
  }
}

function check(job: BotJob, signal: AbortSignal): void {
  if (signal.aborted) throw new JobCancelledError(job.kind)
}

const pause = () => new Promise<void>((ok) => setImmediate(ok))
