// Runs the bots' jobs (bot-protocol.ts: moves, hints, game reviews) in a worker thread so the main process never
// blocks on a search.
//  - run(job, signal): one job at a time; a new job cancels the one still pending (the worker thinks about one
//    position at a time, and the session never wants an older one's answer);
//  - a job's signal aborts: its promise rejects with JobCancelledError at once; the busy worker is terminated (its
//    late answer can never arrive) and a fresh one starts with the next job;
//  - a worker that crashes is replaced transparently and the pending job is sent again (once);
//  - dispose(): rejects the pending job and stops the worker for good.
// Where the worker file is depends on the host: see nodeBotWorker() (tsx / compiled JS) and
// bot-worker-electron.ts (the electron-vite bundle, through `?modulePath`).
import { Worker } from 'node:worker_threads'
import {
  JobCancelledError,
  type BotJob,
  type JobAnswer,
  type JobRequest,
  type JobRunner,
  type ReviewProgress,
  type WorkerRequest,
  type WorkerResponse,
} from './bot-protocol'

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

export class BotDisposedError extends Error {
  constructor() {
    super('The bot runner was disposed.')
    this.name = 'BotDisposedError'
  }
}

interface Pending {
  readonly request: JobRequest
  readonly resolve: (answer: JobAnswer<BotJob>) => void
  readonly reject: (e: Error) => void
  readonly onProgress?: (p: ReviewProgress) => void
  /** stops listening to the job's signal once it is settled */
  readonly unlisten: () => void
  /** how many workers died while working on it */
  crashes: number
}

/** Restarts allowed for one job before its promise rejects. */
const MAX_CRASHES_PER_REQUEST = 1

export class BotRunner implements JobRunner {
  private worker: Worker | null = null
  private pending: Pending | null = null
  private nextId = 1
  private disposed = false
  /** workers started so far (tests and diagnostics) */
  starts = 0

  constructor(private readonly spec: BotWorkerSpec = nodeBotWorker()) {}

  run<J extends BotJob>(job: J, signal: AbortSignal, onProgress?: (p: ReviewProgress) => void): Promise<JobAnswer<J>> {
    if (this.disposed) return Promise.reject(new BotDisposedError())
    if (signal.aborted) return Promise.reject(new JobCancelledError(job.kind))
    // the worker thinks about one job at a time: the one still pending is given up
    if (this.pending) this.cancel(this.pending)
    const request: JobRequest = { type: 'job', id: this.nextId++, job }
    return new Promise<JobAnswer<J>>((resolve, reject) => {
      const abort = () => this.pending?.request === request && this.cancel(this.pending)
      signal.addEventListener('abort', abort, { once: true })
      this.pending = {
        request,
        resolve: resolve as (answer: JobAnswer<BotJob>) => void,
        reject,
        onProgress,
        unlisten: () => signal.removeEventListener('abort', abort),
        crashes: 0,
      }
      this.send(request)
    })
  }

  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.stopWorker()
    this.settle(this.pending, new BotDisposedError())
  }

  /** Test hook: makes the current worker crash. */
  crashWorkerForTest(): void {
    this.ensureWorker().postMessage({ type: 'crash' } satisfies WorkerRequest)
  }

  /** Abandons the pending job: its promise rejects with JobCancelledError; nothing it computes is used. */
  private cancel(p: Pending): void {
    // the worker is busy with a search nobody wants: stop it rather than queue behind it
    this.stopWorker()
    this.settle(p, new JobCancelledError(p.request.job.kind))
  }

  /** Ends the pending job `p` with its answer or an error (nothing if it is no longer the pending one). */
  private settle(p: Pending | null, outcome: Error | { answer: JobAnswer<BotJob> }): void {
    if (!p || this.pending !== p) return
    this.pending = null
    p.unlisten()
    if (outcome instanceof Error) p.reject(outcome)
    else p.resolve(outcome.answer)
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
      if (!p || p.request.id !== msg.id) return // a late answer to a job given up on
      if (msg.type === 'progress') p.onProgress?.(msg.progress)
      else if (msg.type === 'done') this.settle(p, { answer: msg.answer })
      else this.settle(p, new Error(`bot failed: ${msg.message}`))
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
    if (p?.request.id === id) this.settle(p, error)
  }

  private stopWorker(): void {
    const w = this.worker
    this.worker = null
    if (w) void w.terminate()
  }
}
