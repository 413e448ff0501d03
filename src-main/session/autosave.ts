/**
 * The autosave file, written after every applied move (the chart's `autosave` action queues it). Writes go one
 * after another through the one atomic writer; while one is under way only the newest content waits (each
 * content holds every earlier move). `flush` resolves once everything queued so far is durable — a move's
 * reply waits for it, so nothing acknowledged is ever lost. `null` content removes the file (a finished game
 * has nothing to resume). Temp files a crash left in the folder are removed before the first write.
 */
import type { AutosaveInfo } from '../../src-shared/ipc/contract'
import { SaveError, type SaveFile } from '../../src-shared/save-format'
import { removeFileDurably, removeStrayTempFiles, type AtomicFs } from './atomic-write'
import { readSaveFile, writeSaveFile } from './saves'

interface Waiter {
  readonly upTo: number
  readonly resolve: () => void
  readonly reject: (err: unknown) => void
}

export class Autosaver {
  /** content numbers: `queued` counts write() calls; a finished write covers every number up to its own */
  private queued = 0
  private pending: { content: SaveFile | null; upTo: number } | null = null
  private worker: Promise<void> | null = null
  private waiters: Waiter[] = []
  private readonly ready: Promise<unknown>

  constructor(
    private readonly path: string,
    private readonly folder: string,
    private readonly fs?: AtomicFs,
  ) {
    this.ready = removeStrayTempFiles(folder)
  }

  /** Queues the autosave's new content (null: remove the file). */
  write(content: SaveFile | null): void {
    this.pending = { content, upTo: ++this.queued }
    this.worker ??= this.run()
  }

  /** Resolves when everything queued so far is on disk for good; rejects when the write carrying it failed. */
  flush(): Promise<void> {
    const upTo = this.queued
    if (this.worker === null && this.pending === null) return this.ready.then(() => {})
    return new Promise((resolve, reject) => this.waiters.push({ upTo, resolve, reject }))
  }

  /** A write is queued or under way (one queued after the last flush() began is not covered by it). */
  get busy(): boolean {
    return this.worker !== null || this.pending !== null
  }

  /** The unfinished game the file holds, for the resume offer (null: none, finished, or unreadable). */
  async info(onError: (what: string, err: unknown) => void): Promise<AutosaveInfo | null> {
    await this.ready
    let loaded: Awaited<ReturnType<typeof readSaveFile>>
    try {
      loaded = await readSaveFile(this.path)
    } catch (err) {
      if (!(err instanceof SaveError) || !/ENOENT/.test(err.message)) onError('autosave unreadable', err)
      return null
    }
    const { record, savedAt } = loaded
    const state = record.state
    if (state.phase.kind === 'over') return null
    return {
      savedAt,
      edition: state.options.edition,
      seats: record.seats,
      turnNumber: state.turnNumber,
      finalRound: state.lastTurnSeat !== null,
    }
  }

  private async run(): Promise<void> {
    await this.ready
    while (this.pending !== null) {
      const { content, upTo } = this.pending
      this.pending = null
      let failure: unknown = null
      try {
        if (content === null) await removeFileDurably(this.path)
        else await writeSaveFile(this.path, content, this.fs)
      } catch (err) {
        failure = err ?? new Error('autosave failed')
      }
      this.settle(upTo, failure)
    }
    this.worker = null
  }

  private settle(upTo: number, failure: unknown): void {
    const done = this.waiters.filter((w) => w.upTo <= upTo)
    this.waiters = this.waiters.filter((w) => w.upTo > upTo)
    for (const w of done) {
      if (failure === null) w.resolve()
      else w.reject(failure)
    }
  }
}
