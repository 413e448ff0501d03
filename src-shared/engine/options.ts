// A game's options and their limits: plain constants (the app's own limits in src-shared/limits.ts build on
// them without pulling in the rest of the engine).
import type { GameOptions } from './types'

export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 4
export const EDITIONS = ['second', 'classic'] as const satisfies readonly GameOptions['edition'][]
/** Seeds are unsigned 32-bit integers. */
export const MAX_SEED = 0xffffffff

export function checkOptions(options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return 'options must be an object'
  const o = options as Record<string, unknown>
  if (!(EDITIONS as readonly unknown[]).includes(o.edition)) return 'edition must be "second" or "classic"'
  if (!Number.isInteger(o.players) || (o.players as number) < MIN_PLAYERS || (o.players as number) > MAX_PLAYERS)
    return 'players must be 2, 3 or 4'
  if (!Number.isInteger(o.seed) || (o.seed as number) < 0 || (o.seed as number) > MAX_SEED)
    return `seed must be a whole number from 0 to ${MAX_SEED}`
  return null
}
