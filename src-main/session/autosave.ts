/**
 * The autosave file, written after every applied move (the chart's `autosave` action queues it). Writes go one
 * after another through the one atomic writer; while one is under way only the newest content waits (each
 * content holds every earlier move). `flush` resolves once everything queued so far is durable — a move's
 * reply waits for it, so nothing acknowledged is ever lost. `null` content removes the file (a finished game
 * has nothing to resume). Temp files a crash left in the folder are removed before the first write. A file that
 * cannot be resumed (damaged, or from a newer version) is renamed aside as autosave-damaged-<time>.london before
 * anything is written over it, and reported (`notice`): at start, and whenever it is read.
 */
import { basename } from 'node:path'
import type { AutosaveInfo, UserDataNotice } from '../../src-shared/ipc/contract'
import { SaveError, type SaveFile } from '../../src-shared/save-format'
import { moveAsideDurably, removeFileDurably, removeStrayTempFiles, type AtomicFs } from './atomic-write'
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
  /** the damaged autosave last kept aside (the start screen tells the player) */
  private damaged: UserDataNotice | null = null
  /** a damaged autosave that could not be set aside: nothing is written over it */
  private stuck = false
  /** a read that may set the file aside: writes wait for it */
  private reading: Promise<unknown> = Promise.resolve()
  private readonly fs?: AtomicFs
  private readonly now: () => Date
  private readonly onError: (what: string, err: unknown) => void

  constructor(
    private readonly path: string,
    private readonly folder: string,
    opts: { fs?: AtomicFs; now?: () => Date; onError?: (what: string, err: unknown) => void } = {},
  ) {
    this.fs = opts.fs
    this.now = opts.now ?? (() => new Date())
    this.onError = opts.onError ?? ((what, err) => console.error(`[autosave] ${what}:`, err))
    // before the first write: nothing is ever written over a damaged autosave
    this.ready = removeStrayTempFiles(folder).then(() => this.read())
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

  /** The damaged autosave kept aside since launch (null: none). */
  async notice(): Promise<UserDataNotice | null> {
    await this.ready
    return this.damaged
  }

  /** The unfinished game the file holds, for the resume offer (null: none, finished, or unreadable: kept aside). */
  async info(): Promise<AutosaveInfo | null> {
    await this.ready
    // never while a write is under way (the file set aside must be the one read)
    while (this.worker !== null) await this.worker
    const reading = this.read()
    this.reading = reading.catch(() => {})
    const loaded = await reading
    if (loaded === null) return null
    const { record, savedAt, savedAs } = loaded
    const state = record.state
    if (state.phase.kind === 'over') return null
    return {
      savedAt,
      edition: state.options.edition,
      seats: record.seats,
      turnNumber: state.turnNumber,
      finalRound: state.lastTurnSeat !== null,
      savedAs,
    }
  }

  /** Reads the file; one that cannot be resumed is set aside (null: none, or set aside). */
  private async read(): Promise<Awaited<ReturnType<typeof readSaveFile>> | null> {
    try {
      return await readSaveFile(this.path)
    } catch (err) {
      if (err instanceof SaveError && err.code === 'unreadable' && /ENOENT/.test(err.message)) return null
      this.onError('autosave unreadable', err)
      const stamp = this.now().toISOString().replace(/[:.]/g, '-')
      const names = Array.from({ length: 100 }, (_, i) => `autosave-damaged-${stamp}${i === 0 ? '' : `-${i + 1}`}.london`)
      try {
        this.damaged = { kind: 'autosave-unreadable', keptAs: await moveAsideDurably(this.path, names), folder: this.folder }
      } catch (moveErr) {
        // left where it is: every write fails rather than replace it
        this.onError(`the damaged autosave ${basename(this.path)} could not be set aside`, moveErr)
        this.stuck = true
      }
      return null
    }
  }

  private async run(): Promise<void> {
    await this.ready
    await this.reading
    while (this.pending !== null) {
      const { content, upTo } = this.pending
      this.pending = null
      let failure: unknown = null
      try {
        if (this.stuck) throw new Error('a damaged autosave could not be set aside: it is not written over')
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
