/**
 * Reading and writing .london files: migration hook, atomic writes, the
 * autosave in the user data folder. The format itself (and its verification
 * by replay) lives in src-shared/save-format.ts. No Electron imports.
 */
import { readFile, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { ReplayError, checkOptions, replay, type GameState } from '../../src-shared/engine/index'
import {
  SAVE_FORMAT,
  SAVE_VERSION,
  SaveError,
  finalCheck,
  loadSave,
  serializeSave,
  type FinalCheck,
  type SaveFile,
} from '../../src-shared/save-format'
import { writeFileAtomic, type AtomicFs } from './atomic-write'

export const SAVE_EXTENSION = '.london'
export const AUTOSAVE_NAME = 'autosave.london'
/** Refuse to even read absurdly large files. */
export const MAX_SAVE_BYTES = 32 * 1024 * 1024

/**
 * Migrations: MIGRATIONS[v] turns a parsed save of format version v into
 * version v + 1.
 */
export type Migration = (save: Record<string, unknown>) => Record<string, unknown>
export const MIGRATIONS: Readonly<Record<number, Migration>> = { 1: replayUnderCurrentRules }

/**
 * Format 1 → 2. Version 2 changed rules (the classic Underground surcharge, second-edition Paupers, run city and
 * district relief) and the state now records what each seat has seen, so a format-1 check can never match. The
 * moves are replayed under the current rules: they must all still be legal and reach the recorded turn, and the
 * check is written anew. (The moves are the truth; only the rules' consequences — money, poverty, scores — change.)
 */
export function replayUnderCurrentRules(save: Record<string, unknown>): Record<string, unknown> {
  const recorded = save.final as Partial<FinalCheck> | undefined
  const options = { edition: save.edition, players: Array.isArray(save.seats) ? save.seats.length : 0, seed: save.seed }
  // a damaged save is left for loadSave to describe
  if (checkOptions(options) !== null || !Array.isArray(save.actions) || typeof recorded !== 'object' || recorded === null)
    return { ...save, version: 2 }
  let state: GameState
  try {
    state = replay(options as GameState['options'], save.actions)
  } catch (e) {
    const where = e instanceof ReplayError ? ` (move ${e.index + 1})` : ''
    throw new SaveError('illegal-action', `The save was written under earlier rules and one of its moves is no longer legal${where}.`)
  }
  if (state.seq !== recorded.seq || state.turnNumber !== recorded.turnNumber || state.phase.kind !== recorded.phase) {
    throw new SaveError('mismatch', 'The save was altered: replaying its moves does not reach the turn it recorded.')
  }
  return { ...save, version: 2, final: finalCheck(state) }
}

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
