/**
 * Reading and writing .london files: migration hook, atomic writes, the
 * autosave in the user data folder. The format itself (and its verification
 * by replay) lives in src-shared/save-format.ts. No Electron imports.
 */
import { readFile, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { GameState } from '../../src-shared/engine/index'
import { SAVE_FORMAT, SAVE_VERSION, SaveError, loadSave, serializeSave, type SaveFile } from '../../src-shared/save-format'
import { writeFileAtomic, type AtomicFs } from './atomic-write'

export const SAVE_EXTENSION = '.london'
export const AUTOSAVE_NAME = 'autosave.london'
/** Refuse to even read absurdly large files. */
export const MAX_SAVE_BYTES = 32 * 1024 * 1024

/**
 * Migrations: MIGRATIONS[v] turns a parsed save of format version v into
 * version v + 1. SAVE_VERSION is 1 and no older format exists, so the table is
 * empty; when version 2 comes, add `1: (save) => ({ ...save, version: 2, ... })`.
 */
export type Migration = (save: Record<string, unknown>) => Record<string, unknown>
export const MIGRATIONS: Readonly<Record<number, Migration>> = {}

/** Brings an older save's JSON text up to SAVE_VERSION (unchanged when already current, newer or unreadable). */
export function migrateSaveText(text: string, migrations: Readonly<Record<number, Migration>> = MIGRATIONS): string {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return text // loadSave reports it
  }
  if (typeof raw !== 'object' || raw === null || (raw as Record<string, unknown>).format !== SAVE_FORMAT) return text
  let save = raw as Record<string, unknown>
  let version = save.version
  if (!Number.isInteger(version) || (version as number) >= SAVE_VERSION) return text
  while ((version as number) < SAVE_VERSION) {
    const step = migrations[version as number]
    if (!step) throw new SaveError('bad-field', `The save uses format ${String(version)}, which this version of London cannot convert.`)
    save = step(save)
    if (save.version !== (version as number) + 1)
      throw new Error(`migration from ${String(version)} did not produce ${(version as number) + 1}`)
    version = save.version
  }
  return JSON.stringify(save)
}

/** Reads, migrates and verifies a save file. Throws SaveError (player-facing) for any bad content. */
export async function readSaveFile(path: string): Promise<{ save: SaveFile; state: GameState }> {
  let text: string
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new SaveError('not-a-save', 'That is not a file.')
    if (info.size > MAX_SAVE_BYTES) throw new SaveError('not-a-save', 'The file is too large to be a London save.')
    text = await readFile(path, 'utf8')
  } catch (err) {
    if (err instanceof SaveError) throw err
    throw new SaveError('not-a-save', `The file could not be read (${(err as NodeJS.ErrnoException).code ?? String(err)}).`)
  }
  return loadSave(migrateSaveText(text))
}

export async function writeSaveFile(path: string, save: SaveFile, fs?: AtomicFs): Promise<void> {
  await writeFileAtomic(path, serializeSave(save), fs)
}

export function autosavePath(userDataDir: string): string {
  return join(userDataDir, AUTOSAVE_NAME)
}

export async function removeFile(path: string): Promise<void> {
  await unlink(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err
  })
}

/** Adds the extension when the chosen name has none. */
export function withSaveExtension(path: string): string {
  return path.toLowerCase().endsWith(SAVE_EXTENSION) ? path : path + SAVE_EXTENSION
}
