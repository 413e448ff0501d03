/**
 * Settings: defaults, and a service over the host's KeyValueStore (electron-store in Electron, an atomic JSON
 * file in the Node host). What a valid setting is lives in one place: SettingsSchema (src-shared/schemas.ts).
 * No Electron imports.
 */
import * as v from 'valibot'
import { ServiceError } from '../../src-shared/ipc/handle'
import { SettingsPatchSchema, SettingsSchema, check } from '../../src-shared/schemas'
import type { Settings } from '../../src-shared/session'
import type { KeyValueStore } from './key-value-store'
import type { UserDataNotice } from '../../src-shared/ipc/contract'
import { writeFileAtomic, type AtomicFs } from './atomic-write'
import { basename, dirname, join } from 'node:path'
import { botSpeedFromDelay } from './bot-pace'

const SETTINGS_KEY = 'settings'

export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  animationSpeed: 'normal',
  botSpeed: 'fast',
  defaultSeats: [
    { kind: 'human', name: 'You' },
    { kind: 'bot', name: 'Bot 1', level: 'medium' },
    { kind: 'bot', name: 'Bot 2', level: 'medium' },
  ],
  defaultEdition: 'second',
  confirmTurnEnd: true,
  window: { width: 1280, height: 800 },
}

const FIELDS = Object.keys(SettingsSchema.entries) as (keyof Settings)[]

/** Reads stored settings, replacing each missing or damaged field by its default (never throws). */
export function sanitizeSettings(stored: unknown): Settings {
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    const s = stored as Record<string, unknown>
    for (const f of FIELDS) {
      const r = v.safeParse(SettingsSchema.entries[f], s[f])
      if (r.success) out[f] = r.output
    }
    // settings from before the bot speed kept a pause before every bot move: read as the nearest speed
    if (s.botSpeed === undefined && typeof s.botDelayMs === 'number') out.botSpeed = botSpeedFromDelay(s.botDelayMs)
  }
  return out as Settings
}

/**
 * Stored settings that would lose something if written over: not an object, or a known field with a bad value.
 * Missing fields (an older version) and unknown ones (another version's) are not damage.
 */
export function isDamaged(stored: unknown): boolean {
  if (stored === undefined) return false
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return true
  const s = stored as Record<string, unknown>
  return FIELDS.some((f) => s[f] !== undefined && !v.safeParse(SettingsSchema.entries[f], s[f]).success)
}

/** Where damaged settings are copied aside (the user data folder), with the one atomic writer. */
export interface SettingsAside {
  folder: string
  now?: () => Date
  onError?: (what: string, err: unknown) => void
  fs?: AtomicFs
}

export class SettingsService {
  private current: Settings
  /** changes are stored one after another, each merged into the one before */
  private queue: Promise<unknown> = Promise.resolve()
  /** the damaged settings found at start, once kept aside (the start screen tells the player) */
  private damaged: UserDataNotice | null = null
  /** false while damaged settings are not copied aside: nothing overwrites them then */
  private writable = true

  constructor(
    private readonly store: KeyValueStore,
    aside?: SettingsAside,
  ) {
    const stored = store.get(SETTINGS_KEY)
    this.current = sanitizeSettings(stored)
    const onError = aside?.onError ?? ((what: string, err: unknown) => console.error(`[settings] ${what}:`, err))
    if (store.setAside) {
      this.damaged = { kind: 'settings-unreadable', keptAs: basename(store.setAside), folder: dirname(store.setAside) }
      onError('the settings file could not be read', new Error(`set aside as ${store.setAside}`))
    } else if (isDamaged(stored)) {
      // readable but damaged: the valid fields are used, the whole content is copied aside before any change
      this.writable = false
      const name = `settings-damaged-${(aside?.now ?? (() => new Date()))().toISOString().replace(/[:.]/g, '-')}.json`
      if (!aside) onError('the settings are damaged and there is no folder to set them aside', new Error(name))
      else
        this.queue = writeFileAtomic(join(aside.folder, name), JSON.stringify(stored, null, 1) + '\n', aside.fs).then(
          () => {
            this.writable = true
            this.damaged = { kind: 'settings-invalid', keptAs: name, folder: aside.folder }
            onError('the settings are damaged', new Error(`set aside as ${name}`))
          },
          (err: unknown) => onError(`the damaged settings could not be set aside as ${name}; they are left as they are`, err),
        )
    }
  }

  /** The damaged settings kept aside at start, once they are (null: none). */
  async notice(): Promise<UserDataNotice | null> {
    await this.queue.catch(() => {})
    return this.damaged
  }

  get(): Settings {
    return this.current
  }

  /** Checks a change (BAD_REQUEST naming the first bad field; nothing changes), stores it durably, returns all. */
  set(patch: unknown): Promise<Settings> {
    const checked = check(SettingsPatchSchema, patch)
    if (!checked.ok) return Promise.reject(new ServiceError({ code: 'BAD_REQUEST', message: `Settings: ${checked.message}` }))
    const next = this.queue.then(async () => {
      const merged: Settings = { ...this.current, ...checked.value }
      if (!this.writable) throw new Error('the damaged settings are not set aside: they are not overwritten')
      await this.store.set(SETTINGS_KEY, merged)
      this.current = merged
      return merged
    })
    this.queue = next.catch(() => {})
    return next
  }

  /** Resolves when every change asked for so far is stored (quitting). */
  async flush(): Promise<void> {
    await this.queue
  }
}
