/**
 * A KeyValueStore kept in one JSON file — the Node host's stand-in for electron-store. Reads once at start;
 * every set rewrites the file with the one atomic writer (atomic-write.ts), one write after another. A damaged
 * file is ignored (defaults apply) and kept aside as <name>.corrupt.
 */
import { readFileSync, renameSync } from 'node:fs'
import { writeFileAtomic } from '../session/atomic-write'
import type { KeyValueStore } from './context'

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
  let writing: Promise<void> = Promise.resolve()
  return {
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
