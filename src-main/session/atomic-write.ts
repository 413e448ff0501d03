/**
 * The one atomic writer (saves, the autosave, the Node host's settings file): write a temp file in the same
 * folder, fsync it, rename it over the target, fsync the folder. A failure at any point leaves the old file as
 * it was (and removes the temp file); a crash leaves at most a temp file, which removeStrayTempFiles clears at
 * the next start. When the promise resolves, the new content survives a power cut.
 */
import { randomBytes } from 'node:crypto'
import * as fsp from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** The file operations used (injectable so tests can make a step fail). */
export interface AtomicFs {
  open(
    path: string,
    flags: string,
    mode?: number,
  ): Promise<{ write(data: string): Promise<unknown>; sync(): Promise<void>; close(): Promise<void> }>
  rename(from: string, to: string): Promise<void>
  unlink(path: string): Promise<void>
  mkdir(path: string, opts: { recursive: true }): Promise<unknown>
}

export const nodeFs: AtomicFs = {
  async open(path, flags, mode) {
    const h = await fsp.open(path, flags, mode)
    return {
      write: (data: string) => h.writeFile(data, 'utf8'),
      sync: () => h.sync(),
      close: () => h.close(),
    }
  },
  rename: (a, b) => fsp.rename(a, b),
  unlink: (p) => fsp.unlink(p),
  mkdir: (p, o) => fsp.mkdir(p, o),
}

/** `.<name>.<pid>.<8 hex>.tmp`: the only names this writer creates besides its targets. */
const TEMP_NAME = /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/

export async function writeFileAtomic(path: string, data: string, fs: AtomicFs = nodeFs): Promise<void> {
  const dir = dirname(path)
  await fs.mkdir(dir, { recursive: true })
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  let handle: Awaited<ReturnType<AtomicFs['open']>> | null = null
  try {
    handle = await fs.open(tmp, 'wx', 0o644)
    await handle.write(data)
    await handle.sync()
    await handle.close()
    handle = null
    await fs.rename(tmp, path)
  } catch (err) {
    if (handle) await handle.close().catch(() => {})
    await fs.unlink(tmp).catch(() => {})
    throw err
  }
  await syncFolder(dir)
}

/** Removes a file (gone already is fine) and makes the removal durable. */
export async function removeFileDurably(path: string): Promise<void> {
  try {
    await fsp.unlink(path)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
    throw err
  }
  await syncFolder(dirname(path))
}

/** Renames a file to a name not yet taken (`names` are tried in turn) and makes it durable; resolves to the name used. */
export async function moveAsideDurably(path: string, names: readonly string[]): Promise<string> {
  for (const name of names) {
    const target = join(dirname(path), name)
    // never over an earlier file (rename would replace it)
    if (await fileExists(target)) continue
    await fsp.rename(path, target)
    await syncFolder(dirname(path))
    return name
  }
  throw new Error(`no free name to set ${basename(path)} aside`)
}

async function fileExists(path: string): Promise<boolean> {
  try {
    await fsp.lstat(path)
    return true
  } catch {
    return false
  }
}

/** Deletes temp files a crash left in `dir` (at start, before anything is written there). Returns their names. */
export async function removeStrayTempFiles(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await fsp.readdir(dir)
  } catch {
    return []
  }
  const stray = names.filter((n) => TEMP_NAME.test(n))
  await Promise.all(stray.map((n) => fsp.unlink(join(dir, n)).catch(() => {})))
  return stray
}

/** Makes a rename or unlink in `dir` durable (best effort: not every platform can fsync a folder). */
async function syncFolder(dir: string): Promise<void> {
  try {
    const d = await fsp.open(dir, 'r')
    try {
      await d.sync()
    } finally {
      await d.close()
    }
  } catch {
    /* ignore */
  }
}
