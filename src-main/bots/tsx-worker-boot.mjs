// Starts a TypeScript worker from source (tsx, plain Node 20). `execArgv: ['--import', 'tsx']` does not reach
// worker threads on Node 20 (module hooks are not inherited), so the worker registers tsx itself, then imports
// the real entry given in workerData.entry.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
