/**
 * The statistics of finished games, kept in their own store (electron-store `statistics` in Electron, the
 * statistics.json file in the Node host): what is stored passes StatisticsSchema; a damaged content is reported
 * (`setAside` in the report), copied aside as statistics-damaged-<time>.json with the one atomic writer, and a
 * fresh record begun — the app never fails over it. A game is counted once (by its key), whenever it is given.
 * No Electron imports.
 */
import { join } from 'node:path'
import { ServiceError } from '../../src-shared/ipc/handle'
import { StatisticsSchema, check, type Statistics } from '../../src-shared/schemas'
import { addGame, emptyStatistics, report, type FinishedGame, type StatisticsReport } from '../../src-shared/statistics'
import type { KeyValueStore } from './key-value-store'
import { writeFileAtomic, type AtomicFs } from './atomic-write'

export const STATISTICS_KEY = 'statistics'

export interface StatisticsDeps {
  store: KeyValueStore
  /** the user data folder, where damaged statistics are set aside */
  folder: string
  now?: () => Date
  onError?: (what: string, err: unknown) => void
  fs?: AtomicFs
}

export class StatisticsService {
  private current: Statistics = emptyStatistics()
  /** file name of the damaged statistics set aside at start (shown on the statistics screen) */
  private readonly setAside: string | null = null
  /** false while damaged statistics could not be copied aside: nothing overwrites them then */
  private writable = true
  private queue: Promise<unknown> = Promise.resolve()
  private readonly onError: (what: string, err: unknown) => void

  constructor(private readonly deps: StatisticsDeps) {
    this.onError = deps.onError ?? ((what, err) => console.error(`[statistics] ${what}:`, err))
    if (deps.store.setAside) {
      this.setAside = deps.store.setAside.split(/[\\/]/).pop() ?? deps.store.setAside
      this.onError('the statistics file could not be read', new Error(`set aside as ${deps.store.setAside}`))
    }
    const stored = deps.store.get(STATISTICS_KEY)
    if (stored === undefined) return
    const checked = check(StatisticsSchema, stored)
    if (checked.ok) {
      this.current = checked.value
      return
    }
    const now = (deps.now ?? (() => new Date()))()
    const name = `statistics-damaged-${now.toISOString().replace(/[:.]/g, '-')}.json`
    this.setAside = name
    this.onError('the statistics are damaged', new Error(`${checked.message}; set aside as ${name}`))
    this.writable = false
    this.queue = writeFileAtomic(join(deps.folder, name), JSON.stringify(stored, null, 1) + '\n', deps.fs).then(
      () => {
        this.writable = true
        return this.store()
      },
      (err: unknown) => this.onError(`the damaged statistics could not be set aside as ${name}; they are left as they are`, err),
    )
  }

  report(): StatisticsReport {
    return report(this.current, this.setAside)
  }

  /** Counts a finished game (once: a game already counted changes nothing); resolves once stored. */
  record(game: FinishedGame): Promise<void> {
    const next = addGame(this.current, game)
    if (next === this.current) return this.queue.then(() => {})
    this.current = next
    return this.enqueue().catch((err: unknown) => this.onError('the statistics could not be stored', err))
  }

  /** Forgets every game. STATISTICS_FAILED when that cannot be stored (the statistics stay as they were). */
  async reset(): Promise<StatisticsReport> {
    const before = this.current
    this.current = emptyStatistics()
    try {
      await this.enqueue()
    } catch (err) {
      this.current = before
      this.onError('the statistics could not be reset', err)
      throw new ServiceError({ code: 'STATISTICS_FAILED', message: `The statistics could not be reset (${String(err)}).` })
    }
    return this.report()
  }

  /** Resolves when every change asked for so far is stored (quitting). */
  async flush(): Promise<void> {
    await this.queue.catch(() => {})
  }

  /** Stores the current statistics after the writes before (each write holds everything). */
  private enqueue(): Promise<void> {
    const write = this.queue.catch(() => {}).then(() => this.store())
    this.queue = write.catch(() => {})
    return write
  }

  private async store(): Promise<void> {
    if (!this.writable) throw new Error('the damaged statistics are not set aside yet')
    await this.deps.store.set(STATISTICS_KEY, this.current)
  }
}
