import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { handleIpc, ServiceError } from '../../src-shared/ipc/handle'
import { createJsonFileStore, createLondonService, createMemoryStore } from '../services'
import { readStoreFile } from '../services/json-store'
import { LegalMoveBot } from './bot-player'
import { ScriptedDialogs } from './dialogs'
import { DEFAULT_SETTINGS, SettingsService, sanitizeSettings } from './settings'

async function refused(service: SettingsService, patch: unknown): Promise<string> {
  try {
    await service.set(patch)
  } catch (e) {
    if (e instanceof ServiceError && e.code === 'BAD_REQUEST') return e.message
    throw e
  }
  return 'accepted'
}

describe('settings', () => {
  it('start from the defaults and store valid changes', async () => {
    const store = createMemoryStore()
    const s = new SettingsService(store)
    expect(s.get()).toEqual(DEFAULT_SETTINGS)
    const next = await s.set({ language: 'pt', botSpeed: 'instant', window: { width: 1000, height: 700, x: -5, y: 20 } })
    expect(next).toMatchObject({
      language: 'pt',
      botSpeed: 'instant',
      window: { width: 1000, height: 700, x: -5, y: 20 },
      animationSpeed: 'normal',
    })
    expect(new SettingsService(store).get()).toEqual(next)
  })

  it('refuse odd values naming the field (the one schema), changing nothing', async () => {
    const store = createMemoryStore()
    const s = new SettingsService(store)
    await s.set({ language: 'fr' })
    const before = JSON.stringify(s.get())
    const cases: [unknown, RegExp][] = [
      [{ language: 'de' }, /^Settings: language: must be one of en, es, pt, fr$/],
      [{ animationSpeed: 'slow' }, /^Settings: animationSpeed: must be one of off, normal, fast$/],
      [{ botSpeed: 'slow' }, /^Settings: botSpeed: must be one of instant, fast, normal, step$/],
      [{ botSpeed: 1 }, /botSpeed:/],
      // the pause of older versions is no longer a setting
      [{ botDelayMs: 100 }, /botDelayMs: not a setting/],
      [{ defaultSeats: [{ kind: 'human', name: 'A' }] }, /defaultSeats: London is played by 2 to 4 players \(got 1\)/],
      [
        {
          defaultSeats: [
            { kind: 'human', name: 'A' },
            { kind: 'bot', name: 'B' },
          ],
        },
        /defaultSeats\[1\]: a bot needs a level/,
      ],
      [
        {
          defaultSeats: [
            { kind: 'human', name: '' },
            { kind: 'human', name: 'B' },
          ],
        },
        /defaultSeats\[0\]\.name: a name must be 1 to 40/,
      ],
      [
        {
          defaultSeats: [
            { kind: 'human', name: 'A', level: 'easy' },
            { kind: 'human', name: 'B' },
          ],
        },
        /only bots have a level/,
      ],
      [{ window: { width: 10, height: 700 } }, /window\.width: must be a whole number of pixels from 640/],
      [{ window: { width: 1000, height: 700, z: 1 } }, /window\.z: unknown field/],
      [{ theme: 'dark' }, /theme: not a setting/],
      // one bad field spoils the whole change
      [{ language: 'es', botSpeed: 'slow' }, /botSpeed:/],
      [null, /settings must be an object/],
    ]
    for (const [patch, message] of cases) expect(await refused(s, patch), JSON.stringify(patch)).toMatch(message)
    expect(JSON.stringify(s.get())).toBe(before)
    expect(JSON.stringify(new SettingsService(store).get())).toBe(before)
  })

  it('replace damaged stored fields by their defaults', () => {
    expect(sanitizeSettings('garbage')).toEqual(DEFAULT_SETTINGS)
    expect(sanitizeSettings({ language: 'es', botDelayMs: 'x', window: { width: 1 } })).toEqual({ ...DEFAULT_SETTINGS, language: 'es' })
  })

  it('remember the last new game (its seats and edition); a damaged edition falls back alone, the seats kept', () => {
    expect(DEFAULT_SETTINGS.defaultEdition).toBe('second')
    const seats = [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', name: 'Babbage', level: 'hard' },
    ] as const
    expect(sanitizeSettings({ defaultSeats: seats, defaultEdition: 'classic' })).toEqual({
      ...DEFAULT_SETTINGS,
      defaultSeats: seats,
      defaultEdition: 'classic',
    })
    expect(sanitizeSettings({ defaultSeats: seats, defaultEdition: 'third' })).toEqual({ ...DEFAULT_SETTINGS, defaultSeats: seats })
  })

  it('are checked by the same schema at the IPC gate', async () => {
    const service = createLondonService({
      version: '0',
      host: 'node',
      emit: () => {},
      storage: createMemoryStore(),
      statisticsStorage: createMemoryStore(),
      userDataDir: mkdtempSync(join(tmpdir(), 'london-settings-')),
      dialogs: new ScriptedDialogs(),
      bot: new LegalMoveBot(),
    })
    const bad = await handleIpc(service, 'setSettings', { language: 'xx' })
    expect(bad).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid request for "setSettings": language: must be one of en, es, pt, fr' },
    })
    const good = await handleIpc(service, 'setSettings', { animationSpeed: 'fast' })
    expect(good.ok && (good.value as { animationSpeed: string }).animationSpeed).toBe('fast')
    const got = await handleIpc(service, 'getSettings', undefined)
    expect(got.ok && (got.value as { animationSpeed: string }).animationSpeed).toBe('fast')
    await service.dispose()
  })
})

describe('JSON file store (Node host)', () => {
  it('persists with the atomic writer, one write after another, and survives a damaged file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-store-'))
    const path = join(dir, 'settings.json')
    const a = createJsonFileStore(path)
    const s = new SettingsService(a)
    await Promise.all([s.set({ language: 'es' }), s.set({ botSpeed: 'step' }), s.set({ animationSpeed: 'off' })])
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      settings: { ...DEFAULT_SETTINGS, language: 'es', botSpeed: 'step', animationSpeed: 'off' },
    })
    expect(readdirSync(dir)).toEqual(['settings.json'])
    expect(new SettingsService(createJsonFileStore(path)).get()).toMatchObject({ language: 'es', botSpeed: 'step', animationSpeed: 'off' })
    writeFileSync(path, '{"settings": {"lang')
    const b = createJsonFileStore(path)
    expect(b.get('settings')).toBeUndefined()
    expect(existsSync(`${path}.corrupt`)).toBe(true)
    expect(new SettingsService(b).get()).toEqual(DEFAULT_SETTINGS)
  })
})

describe('damaged settings (kept aside, never overwritten, the player told)', () => {
  const FIXED = new Date('2026-11-26T07:00:00.000Z')

  it('a readable but invalid file: the valid fields are kept, a copy is set aside and reported, changes never touch the copy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-settings-damaged-'))
    const stored = { language: 'fr', botDelayMs: 'soon', theme: 'dark', window: { width: 1 } }
    const store = createMemoryStore({ settings: stored })
    const s = new SettingsService(store, { folder: dir, now: () => FIXED, onError: () => {} })
    expect(s.get()).toEqual({ ...DEFAULT_SETTINGS, language: 'fr' })
    const keptAs = 'settings-damaged-2026-11-26T07-00-00-000Z.json'
    expect(await s.notice()).toEqual({ kind: 'settings-invalid', keptAs, folder: dir })
    expect(JSON.parse(readFileSync(join(dir, keptAs), 'utf8'))).toEqual(stored)
    await s.set({ animationSpeed: 'off' })
    expect(store.get('settings')).toEqual({ ...DEFAULT_SETTINGS, language: 'fr', animationSpeed: 'off' })
    expect(JSON.parse(readFileSync(join(dir, keptAs), 'utf8'))).toEqual(stored)
    // the next start finds valid settings: nothing to report, nothing copied
    const next = new SettingsService(store, { folder: dir, now: () => FIXED, onError: () => {} })
    expect(await next.notice()).toBeNull()
    expect(readdirSync(dir)).toEqual([keptAs])
  })

  it('settings of an older version (fields missing) are not damaged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-settings-older-'))
    const s = new SettingsService(createMemoryStore({ settings: { language: 'es' } }), { folder: dir })
    expect(await s.notice()).toBeNull()
    expect(readdirSync(dir)).toEqual([])
  })

  it('a copy that cannot be set aside: the damaged settings are not overwritten', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-settings-noaside-'))
    const stored = { language: 'pt', animationSpeed: 7 }
    const store = createMemoryStore({ settings: stored })
    const errors: string[] = []
    writeFileSync(join(dir, 'a-file'), '')
    const s = new SettingsService(store, { folder: join(dir, 'a-file', 'no-folder-here'), onError: (what) => errors.push(what) })
    await expect(s.set({ language: 'en' })).rejects.toThrow(/not set aside/)
    expect(store.get('settings')).toEqual(stored)
    expect(await s.notice()).toBeNull()
    expect(errors.some((e) => /could not be set aside/.test(e))).toBe(true)
  })

  it('a file that cannot be read is moved aside and reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-settings-unreadable-'))
    const path = join(dir, 'settings.json')
    writeFileSync(path, '{"settings": {"lang')
    const s = new SettingsService(createJsonFileStore(path), { folder: dir, onError: () => {} })
    expect(await s.notice()).toEqual({ kind: 'settings-unreadable', keptAs: 'settings.json.corrupt', folder: dir })
    expect(readFileSync(join(dir, 'settings.json.corrupt'), 'utf8')).toBe('{"settings": {"lang')
    expect(s.get()).toEqual(DEFAULT_SETTINGS)
  })

  it('a store file holding JSON that is not an object is moved aside (both hosts read it the same way)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-store-shape-'))
    const path = join(dir, 'london.json')
    expect(readStoreFile(path)).toEqual({ data: {}, setAside: null })
    writeFileSync(path, '[1, 2]')
    expect(readStoreFile(path)).toEqual({ data: {}, setAside: `${path}.corrupt` })
    expect(readFileSync(`${path}.corrupt`, 'utf8')).toBe('[1, 2]')
    writeFileSync(path, '{"settings": {"language": "fr"}}')
    expect(readStoreFile(path)).toEqual({ data: { settings: { language: 'fr' } }, setAside: null })
    writeFileSync(path, 'null')
    expect(readStoreFile(path).setAside).toMatch(/london\.json\.corrupt-/)
  })
})
