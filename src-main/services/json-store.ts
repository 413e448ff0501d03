/**
 * A KeyValueStore kept in one JSON file — the Node host's stand-in for electron-store. Reads once at start;
 * every set rewrites the file with the one atomic writer (atomic-write.ts), one write after another. A damaged
 * file is ignored (defaults apply) and kept aside as <name>.corrupt (`setAside` says where).
 */
import { existsSync, readFileSync, renameSync } from 'node:fs'
import { writeFileAtomic } from '../session/atomic-write'
import type { KeyValueStore } from '../session/key-value-store'

/** Moves a damaged file out of the way, never over an earlier one: <name>.corrupt, else <name>.corrupt-<time>. Its new path, or null. */
export function setFileAside(path: string, now = new Date()): string | null {
  const target = existsSync(`${path}.corrupt`) ? `${path}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}` : `${path}.corrupt`
  try {
    renameSync(path, target)
    return target
  } catch {
    return null
  }
}

/**
 * Reads a store file (both hosts: Electron's electron-store files are checked with it first): its object, or {}
 * when there is none; a file that is not a JSON object is moved aside (`setAside`: its new path).
 */
export function readStoreFile(path: string): { data: Record<string, unknown>; setAside: string | null } {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return { data: parsed as Record<string, unknown>, setAside: null }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { data: {}, setAside: null }
  }
  return { data: {}, setAside: setFileAside(path) }
}

export function createJsonFileStore(path: string): KeyValueStore {
  const read = readStoreFile(path)
  let data = read.data
  const setAside = read.setAside
  let writing: Promise<void> = Promise.resolve()
  return {
    setAside,
    get: (key) => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined),
    set: (key, value) => {
      data = { ...data, [key]: value }
      const text = JSON.stringify(data, null, 2) + '\n'
      const write = writing.then(() => writeFileAtomic(path, text))
      writing = write.catch(() => {})
      return write
    },
  }
}
