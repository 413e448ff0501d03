import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apply, createGame, legalActions } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import { MIGRATIONS, SAVE_VERSION, SaveError, makeSave, parseSave, serializeSave, type Migration } from '../../src-shared/save-format'
import { nodeFs, removeFileDurably, removeStrayTempFiles, writeFileAtomic, type AtomicFs } from './atomic-write'
import { readSaveFile, withSaveExtension, writeSaveFile } from './saves'
import { SAVE_BYTES_MAX } from '../../src-shared/limits'

const tmp = () => mkdtempSync(join(tmpdir(), 'london-saves-'))

describe('atomic write', () => {
  it('replaces the file in one step', async () => {
    const dir = tmp()
    const path = join(dir, 'a.london')
    await writeFileAtomic(path, 'one')
    await writeFileAtomic(path, 'two')
    expect(readFileSync(path, 'utf8')).toBe('two')
    expect(readdirSync(dir)).toEqual(['a.london'])
  })

  for (const step of ['write', 'sync', 'rename'] as const) {
    it(`leaves the old file intact when ${step} fails`, async () => {
      const dir = tmp()
      const path = join(dir, 'a.london')
      writeFileSync(path, 'old content')
      const boom = () => Object.assign(new Error(`${step} failed`), { code: 'EIO' })
      const fs: AtomicFs = {
        ...nodeFs,
        async open(p, flags, mode) {
          const h = await nodeFs.open(p, flags, mode)
          return {
            write: async (data: string) => {
              await h.write(step === 'write' ? data.slice(0, 3) : data)
              if (step === 'write') throw boom()
            },
            sync: async () => {
              if (step === 'sync') throw boom()
              return h.sync()
            },
            close: () => h.close(),
          }
        },
        rename: async (a, b) => {
          if (step === 'rename') throw boom()
          return nodeFs.rename(a, b)
        },
      }
      await expect(writeFileAtomic(path, 'new content that never lands', fs)).rejects.toThrow(`${step} failed`)
      expect(readFileSync(path, 'utf8')).toBe('old content')
      expect(readdirSync(dir)).toEqual(['a.london'])
    })
  }

  it('removes the temp files a crash left, and nothing else', async () => {
    const dir = tmp()
    writeFileSync(join(dir, 'autosave.london'), 'keep')
    writeFileSync(join(dir, '.autosave.london.4242.0badc0de.tmp'), 'half')
    writeFileSync(join(dir, '.settings.json.17.12345678.tmp'), 'half')
    writeFileSync(join(dir, 'notes.tmp'), 'keep')
    expect((await removeStrayTempFiles(dir)).sort()).toEqual(['.autosave.london.4242.0badc0de.tmp', '.settings.json.17.12345678.tmp'])
    expect(readdirSync(dir).sort()).toEqual(['autosave.london', 'notes.tmp'])
    await removeFileDurably(join(dir, 'autosave.london'))
    await removeFileDurably(join(dir, 'autosave.london'))
    expect(readdirSync(dir)).toEqual(['notes.tmp'])
  })
})

describe('save files', () => {
  it('write and read back a verified game', async () => {
    let state = createGame({ edition: 'second', players: 3, seed: 77 })
    const actions = []
    for (let i = 0; i < 30; i++) {
      const a = legalActions(state).find((x) => x.type !== 'takeLoan')!
      const r = apply(state, a)
      if (!r.ok) throw new Error(r.error.message)
      state = r.state
      actions.push(a)
    }
    const seats = [
      { kind: 'human', name: 'A' },
      { kind: 'bot', name: 'B', level: 'hard' },
      { kind: 'human', name: 'C' },
    ] as const
    const path = join(tmp(), 'g.london')
    await writeSaveFile(path, makeSave(state, seats, actions, '2026-01-01T00:00:00.000Z'))
    const back = await readSaveFile(path)
    expect(back.record.state).toEqual(state)
    expect(back.record.seats).toEqual(seats)
    expect(back.savedAt).toBe('2026-01-01T00:00:00.000Z')
  })

  it('reads a file up to the size limit of limits.ts, and refuses a larger one without reading it', async () => {
    const seats = [
      { kind: 'human', name: 'A' },
      { kind: 'bot', name: 'B', level: 'hard' },
    ] as const
    const text = serializeSave(makeSave(createGame({ edition: 'classic', players: 2, seed: 4 }), seats, []))
    const dir = tmp()
    const padded = (bytes: number) => text + ' '.repeat(bytes - Buffer.byteLength(text))
    writeFileSync(join(dir, 'at.london'), padded(SAVE_BYTES_MAX))
    writeFileSync(join(dir, 'over.london'), padded(SAVE_BYTES_MAX + 1))
    expect((await readSaveFile(join(dir, 'at.london'))).record.seats).toEqual(seats)
    await expect(readSaveFile(join(dir, 'over.london'))).rejects.toThrow(/too large to be a London save/)
  })

  it('adds the .london extension when missing', () => {
    expect(withSaveExtension('/x/game')).toBe('/x/game.london')
    expect(withSaveExtension('/x/game.LONDON')).toBe('/x/game.LONDON')
  })

  it('has a migration hook: format 1 (the rules before issue 8) is carried up to 2, 2 to 3 (branch), 3 to 4 (seats checked)', () => {
    expect(SAVE_VERSION).toBe(4)
    expect(Object.keys(MIGRATIONS)).toEqual(['1', '2', '3'])
    const state = createGame({ edition: 'classic', players: 2, seed: 3 })
    const current = serializeSave(
      makeSave(
        state,
        [
          { kind: 'human', name: 'A' },
          { kind: 'human', name: 'B' },
        ],
        [],
      ),
    )
    expect(parseSave(current)).toEqual(JSON.parse(current))
    // how a step plugs in: a (made-up) version-0 file is carried up to the current version, step by step
    const old = JSON.stringify({ ...JSON.parse(current), version: 0 })
    const seen: number[] = []
    const steps: Record<number, Migration> = {
      ...MIGRATIONS,
      0: (save) => {
        seen.push(save.version)
        return { ...save, version: 1 }
      },
    }
    expect(parseSave(old, steps).version).toBe(4)
    expect(seen).toEqual([0])
    expect(() => parseSave(old)).toThrow(SaveError)
    expect(() => parseSave(old)).toThrow(/format 0, which this version of London cannot convert/)
  })

  /** A format-1 file of a real game: the same moves, an old check that no longer matches the state's hash. */
  function formatOne(edition: 'second' | 'classic', moves: number) {
    let state = createGame({ edition, players: 2, seed: 9 })
    const actions = []
    for (let i = 0; i < moves; i++) {
      const a = legalActions(state).find((x) => x.type !== 'takeLoan')!
      const r = apply(state, a)
      if (!r.ok) throw new Error(r.error.message)
      state = r.state
      actions.push(a)
    }
    const seats = [
      { kind: 'human', name: 'A' },
      { kind: 'bot', name: 'B', level: 'easy' },
    ] as const
    const save = makeSave(state, seats, actions)
    return { state, v1: { ...save, version: 1, final: { ...save.final, stateHash: '0badc0de' } } }
  }

  it('format 1: the moves are replayed under the current rules and the check is written anew', async () => {
    for (const edition of ['second', 'classic'] as const) {
      const { state, v1 } = formatOne(edition, 60)
      const path = join(tmp(), 'old.london')
      writeFileSync(path, JSON.stringify(v1))
      const back = await readSaveFile(path)
      expect(back.record.state).toEqual(state)
      expect(back.record.toSave().version).toBe(4)
      expect(back.record.toSave().branch).toBeNull()
      expect(back.record.actions()).toEqual(v1.actions)
    }
  })

  it('format 1: a save whose moves do not reach the recorded turn, or are no longer legal, is refused', () => {
    const { v1 } = formatOne('second', 40)
    const moved = { ...v1, final: { ...v1.final, turnNumber: v1.final.turnNumber + 1 } }
    const refusal = (save: unknown) => {
      try {
        parseSave(JSON.stringify(save))
        return 'loaded'
      } catch (e) {
        return e instanceof SaveError ? `${e.code}: ${e.message}` : String(e)
      }
    }
    expect(refusal(moved)).toMatch(/^mismatch: .*altered/)
    const illegal = { ...v1, actions: [...v1.actions.slice(0, 5), { type: 'endRun' }, ...v1.actions.slice(5)] }
    expect(refusal(illegal)).toMatch(/^illegal-action: .*earlier rules.*move 6/)
    // a damaged format-1 file is described by the schema before any replay; a newer one is refused
    expect(refusal({ ...v1, seats: [{ kind: 'human', name: '' }, v1.seats[1]] })).toMatch(
      /^bad-field: The save is damaged: seats\[0\]\.name: a name must be/,
    )
    expect(refusal({ ...v1, version: 5 })).toMatch(/^newer-version: .*format 5; this one reads up to 4/)
  })

  it('format 2 (no branch) is read as a game that started at the beginning; format 3 keeps where a game branched', async () => {
    const { state } = formatOne('second', 30)
    const { v1 } = formatOne('second', 30)
    const v2 = { ...makeSave(state, v1.seats, v1.actions), version: 2 } as Record<string, unknown>
    delete v2.branch
    const read = parseSave(JSON.stringify(v2))
    expect(read.version).toBe(4)
    expect(read.branch).toBeNull()
    // a game played on from move 12 of another: its save says so, and reads back the same
    const source = GameRecord.fromSave(read)
    const branched = GameRecord.branchFrom(source, 12, 'old game.london')
    expect(branched.actions()).toEqual(source.actions().slice(0, 12))
    const save = branched.toSave()
    expect(save.branch).toEqual({
      seq: 12,
      turn: source.stateAt(12).turnNumber,
      source: 'old game.london',
      sourceHash: read.final.stateHash,
    })
    const path = join(tmp(), 'branched.london')
    await writeSaveFile(path, save)
    const back = await readSaveFile(path)
    expect(back.record.branch).toEqual(save.branch)
    expect(back.record.toSave().branch).toEqual(save.branch)
  })

  it('format 3: a missing branch, or one beyond the moves, is refused as damaged', () => {
    const { state, v1 } = formatOne('classic', 20)
    const save = makeSave(state, v1.seats, v1.actions)
    const without = { ...save } as Record<string, unknown>
    delete without.branch
    expect(() => parseSave(JSON.stringify(without))).toThrow(/branch: must be given/)
    const beyond = { ...save, branch: { seq: 21, turn: 3, source: null, sourceHash: '0badc0de' } }
    expect(() => parseSave(JSON.stringify(beyond))).toThrow(/branch\.seq: must be at most the number of moves \(20\)/)
    const bad = { ...save, branch: { seq: 2, turn: 1, source: null, sourceHash: 'nothex!!' } }
    expect(() => parseSave(JSON.stringify(bad))).toThrow(/branch\.sourceHash: must be 8 hex digits/)
  })
})
