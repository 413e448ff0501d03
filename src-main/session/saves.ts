/**
 * .london files on disk: reading (with a size cap) into a verified game record, atomic writing, the autosave's
 * place in the user data folder. The format, its migrations and its check live in src-shared (save-format.ts,
 * game-record.ts). No Electron imports.
 */
import { lstat, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { GameRecord } from '../../src-shared/game-record'
import { ServiceError } from '../../src-shared/ipc/handle'
import { SAVE_BYTES_MAX } from '../../src-shared/limits'
import { SaveError, parseSave, serializeSave, type SaveFile } from '../../src-shared/save-format'
import { writeFileAtomic, type AtomicFs } from './atomic-write'

export const SAVE_EXTENSION = '.london'
export const AUTOSAVE_NAME = 'autosave.london'
/** Refuse to even read a file larger than any save of the longest game (limits.ts). */
export const MAX_SAVE_BYTES = SAVE_BYTES_MAX

/** Reads, migrates and replays a save file. Throws SaveError (player-facing) for any bad content. */
export async function readSaveFile(path: string): Promise<{ record: GameRecord; savedAt: string | null; savedAs: string | null }> {
  let text: string
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new SaveError('not-a-save', 'That is not a file.')
    if (info.size > MAX_SAVE_BYTES) throw new SaveError('not-a-save', 'The file is too large to be a London save.')
    text = await readFile(path, 'utf8')
  } catch (err) {
    if (err instanceof SaveError) throw err
    throw new SaveError('unreadable', `The file could not be read (${(err as NodeJS.ErrnoException).code ?? String(err)}).`)
  }
  const save = parseSave(text)
  return { record: GameRecord.fromSave(save), savedAt: save.savedAt ?? null, savedAs: save.savedAs ?? null }
}

export async function writeSaveFile(path: string, save: SaveFile, fs?: AtomicFs): Promise<void> {
  await writeFileAtomic(path, serializeSave(save), fs)
}

/** Opens a save for the session: the game, or BAD_SAVE with the reason (nothing changed). */
export async function openGame(path: string): Promise<GameRecord> {
  return (await openSave(path)).record
}

/** Opens a save for the session with the file it says holds the same game (the autosave's `savedAs`), or BAD_SAVE. */
export async function openSave(path: string): Promise<{ record: GameRecord; savedAs: string | null }> {
  try {
    return await readSaveFile(path)
  } catch (err) {
    if (err instanceof SaveError) throw new ServiceError({ code: 'BAD_SAVE', reason: err.code, message: err.message })
    throw err
  }
}

/** Saves the game for the session, or SAVE_FAILED (the old file, if any, is intact). */
export async function saveGame(path: string, save: SaveFile, fs?: AtomicFs): Promise<void> {
  try {
    await writeSaveFile(path, save, fs)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw new ServiceError({
      code: 'SAVE_FAILED',
      message: `The game could not be saved to ${path}${code ? ` (${code})` : ''}. The previous file, if any, is unchanged.`,
    })
  }
}

export function autosavePath(userDataDir: string): string {
  return join(userDataDir, AUTOSAVE_NAME)
}

/**
 * Where the Save dialog's answer is written: the name with the extension added when it had none. A folder is
 * refused (SAVE_TO_FOLDER); an existing file under the name with the added extension is replaced only when
 * `confirmOverwrite` says so (the dialog asked about the name as typed). Null: keep it, nothing written.
 */
export async function saveTarget(chosen: string, confirmOverwrite: (path: string) => Promise<boolean>): Promise<string | null> {
  const path = withSaveExtension(chosen)
  for (const p of path === chosen ? [path] : [chosen, path]) {
    if (await isFolder(p))
      throw new ServiceError({ code: 'SAVE_TO_FOLDER', message: `${p} is a folder: a game is saved to a file. Nothing was written.` })
  }
  if (path !== chosen && (await exists(path)) && !(await confirmOverwrite(path))) return null
  return path
}

async function isFolder(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false
}

async function exists(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => null)) !== null
}

/** Adds the extension when the chosen name has none. */
export function withSaveExtension(path: string): string {
  return path.toLowerCase().endsWith(SAVE_EXTENSION) ? path : path + SAVE_EXTENSION
}
