// The worker threads of the long scripts (tournament, train, train:ceiling): one pool hands out tasks, one loop in
// each worker answers them.
import { parentPort, Worker, type Transferable } from 'node:worker_threads'

type Answer<R> = { ok: true; result: R } | { ok: false; message: string }

/**
 * Runs every task on `threads` worker threads started from `entry` (a TypeScript module that calls serveTasks),
 * each taking the next task as soon as it is free; `done(i, result)` hears each answer as it comes (tasks finish
 * out of order). `workerData` reaches every worker. Rejects at the first task that fails, named by `label`.
 */
export function runInWorkers<T, R>(
  entry: URL,
  tasks: readonly T[],
  threads: number,
  done: (index: number, result: R) => void,
  label: (task: T) => string,
  workerData: Record<string, unknown> = {},
): Promise<void> {
  // the worker registers tsx itself, then imports `entry` (see src-main/bots/tsx-worker-boot.mjs)
  const boot = new URL('../src-main/bots/tsx-worker-boot.mjs', import.meta.url)
  let next = 0
  return new Promise((resolve, reject) => {
    let running = Math.min(threads, tasks.length)
    if (running === 0) return resolve()
    for (let j = 0, n = running; j < n; j++) {
      const w = new Worker(boot, { workerData: { ...workerData, entry: entry.href } })
      const asked: number[] = []
      const feed = () => {
        if (next < tasks.length) {
          asked.push(next)
          w.postMessage(tasks[next++])
        } else {
          void w.terminate()
          if (--running === 0) resolve()
        }
      }
      w.on('message', (m: Answer<R>) => {
        const i = asked.shift()!
        if (!m.ok) return reject(new Error(`${label(tasks[i]!)}: ${m.message}`))
        done(i, m.result)
        feed()
      })
      w.on('error', reject)
      w.on('online', feed)
    }
  })
}

/** In a worker started by runInWorkers: answers each task with `work(task)` (moving `transfer(result)`), or its error. */
export function serveTasks<T, R>(work: (task: T) => R, transfer: (result: R) => Transferable[] = () => []): void {
  const port = parentPort
  if (!port) throw new Error('serveTasks must run in a worker thread')
  port.on('message', (task: T) => {
    let answer: Answer<R>
    try {
      answer = { ok: true, result: work(task) }
    } catch (e) {
      answer = { ok: false, message: e instanceof Error ? e.message : String(e) }
    }
    port.postMessage(answer, answer.ok ? transfer(answer.result) : [])
  })
}
