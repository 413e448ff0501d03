/**
 * Settings: defaults, field-by-field validation, and a store behind the
 * service's KeyValueStore (electron-store in Electron, an atomic JSON file in
 * the Node host). No Electron imports.
 */
import type { BotLevel, SeatConfig, Settings } from '../../src-shared/session'
import type { KeyValueStore } from '../services/context'

export const LANGUAGES = ['en', 'es', 'pt', 'fr'] as const
export const ANIMATION_SPEEDS = ['off', 'normal', 'fast'] as const
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard']
export const MAX_BOT_DELAY_MS = 5000
export const WINDOW_MIN = { width: 640, height: 480 }
export const WINDOW_MAX = 16384
const SETTINGS_KEY = 'settings'

export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  animationSpeed: 'normal',
  botDelayMs: 600,
  defaultSeats: [
    { kind: 'human', name: 'You' },
    { kind: 'bot', name: 'Bot 1', level: 'medium' },
    { kind: 'bot', name: 'Bot 2', level: 'medium' },
  ],
  window: { width: 1280, height: 800 },
}

export class SettingsError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x)

/** Checks a seat list (new games, default seats): 2–4 seats, names 1–40 characters, bots with a level. */
export function checkSeats(seats: unknown): string | null {
  if (!Array.isArray(seats)) return 'must be a list of seats'
  if (seats.length < 2 || seats.length > 4) return `London is played by 2 to 4 players (got ${seats.length})`
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i] as Record<string, unknown> | null
    if (typeof s !== 'object' || s === null || Array.isArray(s)) return `seat ${i + 1} is not a seat`
    for (const k of Object.keys(s)) if (k !== 'kind' && k !== 'name' && k !== 'level') return `seat ${i + 1}: unknown field "${k}"`
    if (s.kind !== 'human' && s.kind !== 'bot') return `seat ${i + 1} must be "human" or "bot"`
    if (typeof s.name !== 'string' || s.name.length < 1 || s.name.length > 40) return `seat ${i + 1}: a name must be 1 to 40 characters`
    if (s.name.trim() === '') return `seat ${i + 1}: a name cannot be blank`
    if (s.kind === 'bot' && !BOT_LEVELS.includes(s.level as BotLevel)) return `seat ${i + 1}: a bot needs a level (easy, medium or hard)`
    if (s.kind === 'human' && s.level !== undefined) return `seat ${i + 1}: only bots have a level`
  }
  return null
}

/** A clean copy of valid seats (no stray fields). */
export function cleanSeats(seats: readonly SeatConfig[]): SeatConfig[] {
  return seats.map((s) => (s.kind === 'bot' ? { kind: 'bot', name: s.name, level: s.level! } : { kind: 'human', name: s.name }))
}

type Field = keyof Settings
const CHECKS: { readonly [F in Field]: (x: unknown) => string | null } = {
  language: (x) => ((LANGUAGES as readonly unknown[]).includes(x) ? null : `must be one of ${LANGUAGES.join(', ')}`),
  animationSpeed: (x) => ((ANIMATION_SPEEDS as readonly unknown[]).includes(x) ? null : `must be one of ${ANIMATION_SPEEDS.join(', ')}`),
  botDelayMs: (x) =>
    isInt(x) && x >= 0 && x <= MAX_BOT_DELAY_MS ? null : `must be a whole number of milliseconds from 0 to ${MAX_BOT_DELAY_MS}`,
  defaultSeats: (x) => checkSeats(x),
  window: (x) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'must be an object { width, height, x?, y? }'
    const w = x as Record<string, unknown>
    for (const k of Object.keys(w)) if (!['width', 'height', 'x', 'y'].includes(k)) return `unknown field "${k}"`
    if (!isInt(w.width) || w.width < WINDOW_MIN.width || w.width > WINDOW_MAX)
      return `width must be a whole number from ${WINDOW_MIN.width} to ${WINDOW_MAX}`
    if (!isInt(w.height) || w.height < WINDOW_MIN.height || w.height > WINDOW_MAX)
      return `height must be a whole number from ${WINDOW_MIN.height} to ${WINDOW_MAX}`
    for (const k of ['x', 'y'] as const) {
      if (w[k] !== undefined && (!isInt(w[k]) || Math.abs(w[k] as number) > WINDOW_MAX * 4)) return `${k} must be a whole number of pixels`
    }
    return null
  },
}
const FIELDS = Object.keys(CHECKS) as Field[]

function cleanField<F extends Field>(field: F, value: Settings[F]): Settings[F] {
  if (field === 'defaultSeats') return cleanSeats(value as Settings['defaultSeats']) as unknown as Settings[F]
  if (field === 'window') {
    const w = value as Settings['window']
    return {
      width: w.width,
      height: w.height,
      ...(w.x !== undefined ? { x: w.x } : {}),
      ...(w.y !== undefined ? { y: w.y } : {}),
    } as Settings[F]
  }
  return value
}

/**
 * Validates a partial update field by field. Throws SettingsError naming the first bad field;
 * returns the merged settings otherwise (the caller stores them: all or nothing).
 */
export function mergeSettings(current: Settings, patch: unknown): Settings {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw new SettingsError('settings', 'must be an object')
  const p = patch as Record<string, unknown>
  const out: Record<string, unknown> = { ...current }
  for (const key of Object.keys(p)) {
    if (!FIELDS.includes(key as Field)) throw new SettingsError(key, 'is not a setting')
    const problem = CHECKS[key as Field](p[key])
    if (problem) throw new SettingsError(key, problem)
    out[key] = cleanField(key as Field, p[key] as never)
  }
  return out as unknown as Settings
}

/** Reads stored settings, replacing each missing or damaged field by its default (never throws). */
export function sanitizeSettings(stored: unknown): Settings {
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    const s = stored as Record<string, unknown>
    for (const f of FIELDS) if (s[f] !== undefined && CHECKS[f](s[f]) === null) out[f] = cleanField(f, s[f] as never)
  }
  return out as unknown as Settings
}

export class SettingsService {
  private current: Settings
  constructor(private readonly store: KeyValueStore) {
    this.current = sanitizeSettings(store.get(SETTINGS_KEY))
  }
  get(): Settings {
    return this.current
  }
  /** Validates and stores; on any problem throws SettingsError and changes nothing. */
  set(patch: unknown): Settings {
    const next = mergeSettings(this.current, patch)
    this.store.set(SETTINGS_KEY, next)
    this.current = next
    return next
  }
}
