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
  /**
   * Asks whether to replace an existing file (the Save dialog's answer had no extension, so the dialog asked
   * about another name); false: keep it.
   */
  confirmOverwrite(path: string): Promise<boolean>
}

export type DialogKind = 'save' | 'open'

/** Node host / tests: answers come from a queue filled by the test (empty queue = cancelled, or keep the file). */
export class ScriptedDialogs implements DialogProvider {
  private readonly queues: Record<DialogKind, (string | null)[]> = { save: [], open: [] }
  private readonly overwrites: boolean[] = []
  /** what the dialogs were asked, for assertions */
  readonly asked: { kind: DialogKind | 'overwrite'; defaultName?: string; path?: string }[] = []

  /** The next `kind` dialog answers `path` (null: the user cancels). */
  enqueue(kind: DialogKind, path: string | null): void {
    this.queues[kind].push(path)
  }
  /** The next overwrite question answers `replace`. */
  enqueueOverwrite(replace: boolean): void {
    this.overwrites.push(replace)
  }
  clear(): void {
    this.queues.save.length = 0
    this.queues.open.length = 0
    this.overwrites.length = 0
  }
  chooseSavePath(defaultName: string): Promise<string | null> {
    this.asked.push({ kind: 'save', defaultName })
    return Promise.resolve(this.queues.save.shift() ?? null)
  }
  chooseOpenPath(): Promise<string | null> {
    this.asked.push({ kind: 'open' })
    return Promise.resolve(this.queues.open.shift() ?? null)
  }
  confirmOverwrite(path: string): Promise<boolean> {
    this.asked.push({ kind: 'overwrite', path })
    return Promise.resolve(this.overwrites.shift() ?? false)
  }
}
