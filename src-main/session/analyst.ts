/**
 * What the session needs to analyse positions: hints (Hard's move and why, from the player's own view) and game
 * reviews. The real implementation is the bot worker (src-main/bots/bot-runner.ts: BotRunner), so no search ever
 * blocks the main process; InlineAnalyst runs the same code in-process, one decision at a time (tests).
 */
import type { Action, GameOptions, GameView, Seat } from '../../src-shared/engine/index'
import { analyse, type Analysis } from '../../src-shared/bots/analyse'
import { reviewing, type ReviewProgress, type ReviewResult } from '../../src-shared/bots/review'

export interface HintAsk {
  /** the player's own view: never more than its seat may see */
  readonly view: GameView
  readonly budgetMs: number
  readonly seed: number
  readonly iterations?: number
}

export interface ReviewAsk {
  readonly options: GameOptions
  readonly actions: readonly Action[]
  readonly seat: Seat
  /** search time per decision */
  readonly budgetMs: number
  readonly seed: number
  readonly iterations?: number
}

export interface Analyst {
  hint(req: HintAsk): Promise<Analysis>
  review(req: ReviewAsk, onProgress: (p: ReviewProgress) => void): Promise<ReviewResult>
  /** abandons the hint or review in progress: its promise rejects, nothing of it keeps running */
  cancel(): void
}

export class AnalysisCancelledError extends Error {
  constructor() {
    super('The analysis was cancelled.')
    this.name = 'AnalysisCancelledError'
  }
}

/** The analyses in this process, a decision at a time with a turn of the event loop in between (cancellable there). */
export class InlineAnalyst implements Analyst {
  private job = 0
  /** jobs started (tests) */
  started = 0

  constructor(
    /** a fixed search size instead of the clock (deterministic tests) */
    private readonly iterations?: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async hint(req: HintAsk): Promise<Analysis> {
    const job = this.begin()
    await pause()
    this.check(job)
    return analyse(req.view, { seed: req.seed, budgetMs: req.budgetMs, now: this.now, iterations: req.iterations ?? this.iterations })
  }

  async review(req: ReviewAsk, onProgress: (p: ReviewProgress) => void): Promise<ReviewResult> {
    const job = this.begin()
    const steps = reviewing(req.options, req.actions, req.seat, {
      budgetMs: req.budgetMs,
      seed: req.seed,
      now: this.now,
      iterations: req.iterations ?? this.iterations,
    })
    for (;;) {
      await pause()
      this.check(job)
      const next = steps.next()
      if (next.done) return next.value
      onProgress(next.value)
    }
  }

  cancel(): void {
    this.job++
  }

  private begin(): number {
    this.started++
    return ++this.job
  }

  private check(job: number): void {
    if (job !== this.job) throw new AnalysisCancelledError()
  }
}

const pause = () => new Promise<void>((ok) => setImmediate(ok))
