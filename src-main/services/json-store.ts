/**
 * A KeyValueStore kept in one JSON file, written atomically (temp file,
 * fsync, rename) — the Node host's stand-in for electron-store. Reads once at
 * start; every set/delete rewrites the file (synchronously: settings are tiny
 * and rarely written). A damaged file is ignored (defaults apply) and kept
 * aside as <name>.corrupt.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { dirname, join, basename } from 'node:path'
import type { KeyValueStore } from './context'

export function writeFileAtomicSync(path: string, data: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`)
  let fd: number | null = null
  try {
    fd = openSync(tmp, 'wx', 0o644)
    writeSync(fd, data)
    fsyncSync(fd)
    closeSync(fd)
    fd = null
    renameSync(tmp, path)
  } catch (err) {
    if (fd !== null) closeSync(fd)
    try {
      unlinkSync(tmp)
    } catch {
      /* already gone */
    }
    throw err
  }
}

export function createJsonFileStore(path: string): KeyValueStore {
  let data: Record<string, unknown> = {}
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) data = parsed as Record<string, unknown>
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      try {
        renameSync(path, `${path}.corrupt`)
      } catch {
        /* ignore */
      }
    }
  }
  const persist = (next: Record<string, unknown>) => {
    writeFileAtomicSync(path, JSON.stringify(next, null, 2) + '\n')
    data = next
  }
  return {
    get: (key) => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined),
    set: (key, value) => persist({ ...data, [key]: value }),
    delete: (key) => {
      const { [key]: _gone, ...rest } = data
      persist(rest)
    },
  }
}
