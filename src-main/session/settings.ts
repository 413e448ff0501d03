/**
 * Settings: defaults, and a service over the host's KeyValueStore (electron-store in Electron, an atomic JSON
 * file in the Node host). What a valid setting is lives in one place: SettingsSchema (src-shared/schemas.ts).
 * No Electron imports.
 */
import * as v from 'valibot'
import { ServiceError } from '../../src-shared/ipc/handle'
import { SettingsPatchSchema, SettingsSchema, check } from '../../src-shared/schemas'
import type { Settings } from '../../src-shared/session'
import type { KeyValueStore } from '../services/context'
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

export class SettingsService {
  private current: Settings
  /** changes are stored one after another, each merged into the one before */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly store: KeyValueStore) {
    this.current = sanitizeSettings(store.get(SETTINGS_KEY))
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
