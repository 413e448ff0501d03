/**
 * File dialogs behind an interface: native dialogs in Electron
 * (src-main/dialogs-electron.ts), a scripted queue in the Node e2e host (the
 * test says which path the next dialog "chooses" through a host-only route,
 * never through the production IPC contract).
 */
export interface DialogProvider {
  /** Asks where to save; null when cancelled. */
  chooseSavePath(defaultName: string): Promise<string | null>
  /** Asks which save to open; null when cancelled. */
  chooseOpenPath(): Promise<string | null>
}

export type DialogKind = 'save' | 'open'

/** Node host / tests: answers come from a queue filled by the test (empty queue = cancelled). */
export class ScriptedDialogs implements DialogProvider {
  private readonly queues: Record<DialogKind, (string | null)[]> = { save: [], open: [] }
  /** what the dialogs were asked, for assertions */
  readonly asked: { kind: DialogKind; defaultName?: string }[] = []

  /** The next `kind` dialog answers `path` (null: the user cancels). */
  enqueue(kind: DialogKind, path: string | null): void {
    this.queues[kind].push(path)
  }
  clear(): void {
    this.queues.save.length = 0
    this.queues.open.length = 0
  }
  chooseSavePath(defaultName: string): Promise<string | null> {
    this.asked.push({ kind: 'save', defaultName })
    return Promise.resolve(this.queues.save.shift() ?? null)
  }
  chooseOpenPath(): Promise<string | null> {
    this.asked.push({ kind: 'open' })
    return Promise.resolve(this.queues.open.shift() ?? null)
  }
}
