import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { handleIpc } from '../../src-shared/ipc/handle'
import { createJsonFileStore, createLondonService, createMemoryStore } from '../services'
import { LegalMoveBot } from './bot-player'
import { ScriptedDialogs } from './dialogs'
import { DEFAULT_SETTINGS, SettingsError, SettingsService, sanitizeSettings } from './settings'

function refused(service: SettingsService, patch: unknown): string {
  try {
    service.set(patch)
  } catch (e) {
    if (e instanceof SettingsError) return e.message
    throw e
  }
  return 'accepted'
}

describe('settings', () => {
  it('start from the defaults and store valid changes', () => {
    const store = createMemoryStore()
    const s = new SettingsService(store)
    expect(s.get()).toEqual(DEFAULT_SETTINGS)
    const next = s.set({ language: 'pt', botDelayMs: 0, window: { width: 1000, height: 700, x: -5, y: 20 } })
    expect(next).toMatchObject({
      language: 'pt',
      botDelayMs: 0,
      window: { width: 1000, height: 700, x: -5, y: 20 },
      animationSpeed: 'normal',
    })
    expect(new SettingsService(store).get()).toEqual(next)
  })

  it('refuse odd values field by field with a clear message, changing nothing', () => {
    const store = createMemoryStore()
    const s = new SettingsService(store)
    s.set({ language: 'fr' })
    const before = JSON.stringify(s.get())
    const cases: [unknown, RegExp][] = [
      [{ language: 'de' }, /^language: must be one of en, es, pt, fr/],
      [{ animationSpeed: 'slow' }, /^animationSpeed:/],
      [{ botDelayMs: -1 }, /^botDelayMs: .*0 to 5000/],
      [{ botDelayMs: 5001 }, /^botDelayMs:/],
      [{ botDelayMs: 1.5 }, /^botDelayMs:/],
      [{ botDelayMs: '100' }, /^botDelayMs:/],
      [{ defaultSeats: [{ kind: 'human', name: 'A' }] }, /^defaultSeats: London is played by 2 to 4 players/],
      [
        {
          defaultSeats: [
            { kind: 'human', name: 'A' },
            { kind: 'bot', name: 'B' },
          ],
        },
        /^defaultSeats: seat 2: a bot needs a level/,
      ],
      [
        {
          defaultSeats: [
            { kind: 'human', name: '' },
            { kind: 'human', name: 'B' },
          ],
        },
        /^defaultSeats: seat 1: a name must be 1 to 40/,
      ],
      [{ window: { width: 10, height: 700 } }, /^window: width must be/],
      [{ window: { width: 1000, height: 700, z: 1 } }, /^window: unknown field "z"/],
      [{ theme: 'dark' }, /^theme: is not a setting/],
      // one bad field spoils the whole change
      [{ language: 'es', botDelayMs: 99999 }, /^botDelayMs:/],
      [null, /must be an object/],
    ]
    for (const [patch, message] of cases) expect(refused(s, patch), JSON.stringify(patch)).toMatch(message)
    expect(JSON.stringify(s.get())).toBe(before)
    expect(JSON.stringify(new SettingsService(store).get())).toBe(before)
  })

  it('replace damaged stored fields by their defaults', () => {
    expect(sanitizeSettings('garbage')).toEqual(DEFAULT_SETTINGS)
    expect(sanitizeSettings({ language: 'es', botDelayMs: 'x', window: { width: 1 } })).toEqual({ ...DEFAULT_SETTINGS, language: 'es' })
  })

  it('are validated at the IPC boundary too (BAD_REQUEST) and in the service (BAD_SETTINGS)', async () => {
    const service = createLondonService({
      version: '0',
      host: 'node',
      emit: () => {},
      storage: createMemoryStore(),
      userDataDir: mkdtempSync(join(tmpdir(), 'london-settings-')),
      dialogs: new ScriptedDialogs(),
      bot: new LegalMoveBot(),
    })
    const bad = await handleIpc(service, 'setSettings', { language: 'xx' })
    expect(bad).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: expect.stringContaining('language') as string } })
    const seats = await handleIpc(service, 'setSettings', {
      defaultSeats: [
        { kind: 'human', name: 'A', level: 'easy' },
        { kind: 'human', name: 'B' },
      ],
    })
    expect(seats.ok ? 'ok' : seats.error.code).toBe('BAD_SETTINGS')
    const good = await handleIpc(service, 'setSettings', { animationSpeed: 'fast' })
    expect(good.ok && (good.value as { animationSpeed: string }).animationSpeed).toBe('fast')
    const got = await handleIpc(service, 'getSettings', undefined)
    expect(got.ok && (got.value as { animationSpeed: string }).animationSpeed).toBe('fast')
    await service.dispose()
  })
})

describe('JSON file store (Node host)', () => {
  it('persists atomically and survives a damaged file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-store-'))
    const path = join(dir, 'settings.json')
    const a = createJsonFileStore(path)
    a.set('settings', { language: 'es' })
    a.set('other', 1)
    a.delete('other')
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ settings: { language: 'es' } })
    expect(createJsonFileStore(path).get('settings')).toEqual({ language: 'es' })
    writeFileSync(path, '{"settings": {"lang')
    const b = createJsonFileStore(path)
    expect(b.get('settings')).toBeUndefined()
    expect(existsSync(`${path}.corrupt`)).toBe(true)
    expect(new SettingsService(b).get()).toEqual(DEFAULT_SETTINGS)
  })
})
