// Runs bot decisions, hints and game reviews in a worker thread so the main process never blocks on a search.
//  - one job at a time: a new choose(), hint() or review() cancels the one still pending;
//  - cancel(): the pending promise rejects with CancelledError at once; the busy worker is terminated (its late
//    answer can never arrive) and a fresh one starts on the next choose();
//  - a worker that crashes is replaced transparently and the pending request is sent again (once);
//  - dispose(): cancels and stops the worker for good.
// Where the worker file is depends on the host: see nodeBotWorker() (tsx / compiled JS) and
// bot-worker-electron.ts (the electron-vite bundle, through `?modulePath`).
import { Worker } from 'node:worker_threads'
import type { Action, GameView } from '../../src-shared/engine/index'
import type { BotLevel } from '../../src-shared/bots/index'
import type { Analysis } from '../../src-shared/bots/analyse'
import type { ReviewResult } from '../../src-shared/bots/review'
import type { Analyst, HintAsk, ReviewAsk } from '../session/analyst'
import type { JobRequest, ReviewProgress, WorkerRequest, WorkerResponse } from './bot-protocol'

export interface BotChooseRequest {
  view: GameView
  level: BotLevel
  /** thinking time for the seat's whole turn, ms */
  budgetMs: number
  seed: number
  /** a fixed number of search iterations instead of the clock (tests) */
  iterations?: number
}

/** How to start the worker: its file (path or file: URL), the Node flags and the workerData it needs. */
export interface BotWorkerSpec {
  readonly file: string | URL
  readonly execArgv?: readonly string[]
  readonly workerData?: unknown
}

/**
 * The worker next to this module. From source (tsx, vitest: this file is .ts), a small JS bootstrap registers
 * tsx inside the worker and imports bot-worker.ts (Node 20 does not pass `--import tsx` hooks on to workers);
 * from compiled JS, bot-worker.js beside this file. Electron uses bot-worker-electron.ts instead.
 */
export function nodeBotWorker(): BotWorkerSpec {
  const fromSource = import.meta.url.endsWith('.ts')
  return fromSource
    ? {
        file: new URL('./tsx-worker-boot.mjs', import.meta.url),
        execArgv: [],
        workerData: { entry: new URL('./bot-worker.ts', import.meta.url).href },
      }
    : { file: new URL('./bot-worker.js', import.meta.url), execArgv: [] }
}

export class CancelledError extends Error {
  constructor(message = 'The bot decision was cancelled.') {
    super(message)
    this.name = 'CancelledError'
  }
}

export class BotDisposedError extends Error {
  constructor() {
    super('The bot runner was disposed.')
    this.name = 'BotDisposedError'
  }
}

interface Pending {
  readonly request: JobRequest
  readonly resolve: (answer: never) => void
  readonly reject: (e: Error) => void
  readonly onProgress?: (p: ReviewProgress) => void
  /** how many workers died while working on it */
  crashes: number
}

/** Restarts allowed for one request before its promise rejects. */
const MAX_CRASHES_PER_REQUEST = 1

export class BotRunner implements Analyst {
  private worker: Worker | null = null
  private pending: Pending | null = null
  private nextId = 1
  private disposed = false
  /** workers started so far (tests and diagnostics) */
  starts = 0

  constructor(private readonly spec: BotWorkerSpec = nodeBotWorker()) {}

  choose(req: BotChooseRequest): Promise<Action> {
    const { view, level, budgetMs, seed, iterations } = req
    return this.run<Action>((id) => ({
      type: 'choose',
      id,
      view,
      level,
      budgetMs,
      seed,
      ...(iterations !== undefined ? { iterations } : {}),
    }))
  }

  /** Hard's analysis of the player's position, from the player's own view (a hint). */
  hint(req: HintAsk): Promise<Analysis> {
    const { view, budgetMs, seed, iterations } = req
    return this.run<Analysis>((id) => ({ type: 'hint', id, view, budgetMs, seed, ...(iterations !== undefined ? { iterations } : {}) }))
  }

  /** A game review; `onProgress` hears of every decision judged. */
  review(req: ReviewAsk, onProgress: (p: ReviewProgress) => void): Promise<ReviewResult> {
    const { options, actions, seat, budgetMs, seed, iterations } = req
    return this.run<ReviewResult>(
      (id) => ({ type: 'review', id, options, actions, seat, budgetMs, seed, ...(iterations !== undefined ? { iterations } : {}) }),
      onProgress,
    )
  }

  private run<T>(make: (id: number) => JobRequest, onProgress?: (p: ReviewProgress) => void): Promise<T> {
    if (this.disposed) return Promise.reject(new BotDisposedError())
    if (this.pending) this.cancel()
    const request = make(this.nextId++)
    return new Promise<T>((resolve, reject) => {
      this.pending = { request, resolve: resolve as (answer: never) => void, reject, crashes: 0, onProgress }
      this.send(request)
    })
  }

  /** Abandons the pending job: its promise rejects with CancelledError; nothing it computes is used. */
  cancel(): void {
    const p = this.pending
    if (!p) return
    this.pending = null
    // the worker is busy with a search nobody wants: stop it rather than queue behind it
    this.stopWorker()
    p.reject(new CancelledError())
  }

  dispose(): void {
    if (this.disposed) return
    const p = this.pending
    this.pending = null
    this.disposed = true
    this.stopWorker()
    p?.reject(new BotDisposedError())
  }

  /** Test hook: makes the current worker crash. */
  crashWorkerForTest(): void {
    this.ensureWorker().postMessage({ type: 'crash' } satisfies WorkerRequest)
  }

  private send(request: JobRequest): void {
    try {
      this.ensureWorker().postMessage(request satisfies WorkerRequest)
    } catch (e) {
      this.fail(request.id, e instanceof Error ? e : new Error(String(e)))
    }
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker
    const w = new Worker(this.spec.file, {
      execArgv: this.spec.execArgv ? [...this.spec.execArgv] : undefined,
      workerData: this.spec.workerData,
    })
    this.starts++
    // a bot thinking must not keep the process alive on its own
    w.unref()
    w.on('message', (msg: WorkerResponse) => {
      if (w !== this.worker) return
      const p = this.pending
      if (!p || p.request.id !== msg.id) return // a late answer to a request given up on
      if (msg.type === 'progress') {
        p.onProgress?.(msg.progress)
        return
      }
      this.pending = null
      if (msg.type === 'chosen') p.resolve(msg.action as never)
      else if (msg.type === 'hinted') p.resolve(msg.analysis as never)
      else if (msg.type === 'reviewed') p.resolve(msg.result as never)
      else p.reject(new Error(`bot failed: ${msg.message}`))
    })
    w.on('error', () => {
      // followed by 'exit'; the restart happens there
    })
    w.on('exit', () => {
      if (w !== this.worker) return // terminated on purpose
      this.worker = null
      const p = this.pending
      if (!p) return
      p.crashes++
      if (p.crashes > MAX_CRASHES_PER_REQUEST) this.fail(p.request.id, new Error('The bot worker crashed.'))
      else this.send(p.request)
    })
    this.worker = w
    return w
  }

  private fail(id: number, error: Error): void {
    const p = this.pending
    if (!p || p.request.id !== id) return
    this.pending = null
    p.reject(error)
  }

  private stopWorker(): void {
    const w = this.worker
    this.worker = null
    if (w) void w.terminate()
  }
}
