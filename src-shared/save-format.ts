// The .london save file: version + options + seats + action log, with a check of the final state.
// Reading: JSON, the version (newer refused, older migrated), then the shape (schema). The replay and the check
// of the final state belong to the game record (game-record.ts: GameRecord.fromSave), which replays once.
import * as v from 'valibot'
import type { GameState } from './engine/index.js'
import { EditionSchema, SeatListSchema, explain, wholeNumber, type SeatConfig } from './schemas.js'
import { MAX_SEED } from './limits.js'

export const SAVE_FORMAT = 'london-save'
export const SAVE_VERSION = 1
/** Refuse absurd files before replaying them. */
const MAX_ACTIONS = 100_000

const count = wholeNumber(0, Number.MAX_SAFE_INTEGER)

const FinalCheckSchema = v.object({
  seq: count,
  turnNumber: count,
  phase: v.string(),
  /** FNV-1a of the canonical JSON of the whole state */
  stateHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/, 'must be 8 hex digits')),
  players: v.array(
    v.object({
      money: v.number(),
      poverty: v.number(),
      loans: v.number(),
      prestige: v.number(),
      hand: count,
      stacks: count,
      districts: count,
    }),
  ),
  /** present when the game is over: values before scoring and every scoring step (informative) */
  result: v.nullable(v.unknown()),
})
export type FinalCheck = v.InferOutput<typeof FinalCheckSchema>

/** The file's shape (unknown fields are dropped; actions are checked by the engine when replayed). */
export const SaveFileSchema = v.object({
  format: v.literal(SAVE_FORMAT),
  version: v.literal(SAVE_VERSION),
  edition: EditionSchema,
  seed: wholeNumber(0, MAX_SEED),
  seats: SeatListSchema,
  actions: v.pipe(v.array(v.unknown(), 'must be a list'), v.maxLength(MAX_ACTIONS, `must have at most ${MAX_ACTIONS} moves`)),
  final: FinalCheckSchema,
  /** informative only */
  savedAt: v.optional(v.string()),
})
export type SaveFile = v.InferOutput<typeof SaveFileSchema>

export type SaveErrorCode = 'not-json' | 'not-a-save' | 'newer-version' | 'bad-field' | 'illegal-action' | 'mismatch' | 'unreadable'

export class SaveError extends Error {
  constructor(
    readonly code: SaveErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'SaveError'
  }
}

/**
 * Migrations: MIGRATIONS[v] turns a parsed save of format version v into version v + 1. SAVE_VERSION is 1 and
 * no older format exists, so the table is empty; when version 2 comes, add `1: (save) => ({ ...save, version: 2 })`.
 */
export type Migration = (save: Record<string, unknown>) => Record<string, unknown>
export const MIGRATIONS: Readonly<Record<number, Migration>> = {}

export function hashState(state: GameState): string {
  const text = JSON.stringify(state)
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

export function finalCheck(state: GameState): FinalCheck {
  return {
    seq: state.seq,
    turnNumber: state.turnNumber,
    phase: state.phase.kind,
    stateHash: hashState(state),
    players: state.players.map((p) => ({
      money: p.money,
      poverty: p.poverty,
      loans: p.loans,
      prestige: p.prestige,
      hand: p.hand.length,
      stacks: p.stacks.length,
      districts: p.districts.length,
    })),
    result: state.result,
  }
}

export function makeSave(state: GameState, seats: readonly SeatConfig[], actions: readonly unknown[], savedAt?: string): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    edition: state.options.edition,
    seed: state.options.seed,
    seats: [...seats],
    actions: [...actions],
    final: finalCheck(state),
    ...(savedAt ? { savedAt } : {}),
  }
}

export function serializeSave(save: SaveFile): string {
  return JSON.stringify(save, null, 1) + '\n'
}

/**
 * Reads a save's text up to its shape: JSON, format, version (newer refused, older migrated), then the schema.
 * Throws SaveError with a message meant for the player. Legality of the moves is checked by the replay.
 */
export function parseSave(text: string, migrations: Readonly<Record<number, Migration>> = MIGRATIONS): SaveFile {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new SaveError('not-json', 'The file is not a London save (it is not readable JSON — it may be truncated or damaged).')
  }
  if (typeof raw !== 'object' || raw === null || (raw as Record<string, unknown>).format !== SAVE_FORMAT) {
    throw new SaveError('not-a-save', 'The file is not a London save.')
  }
  let save = raw as Record<string, unknown>
  const version = save.version
  if (!Number.isInteger(version) || (version as number) < 0) throw new SaveError('bad-field', 'The save has no valid version.')
  if ((version as number) > SAVE_VERSION) {
    throw new SaveError(
      'newer-version',
      `The save was written by a newer version of London (format ${String(version)}; this one reads up to ${SAVE_VERSION}).`,
    )
  }
  for (let from = version as number; from < SAVE_VERSION; from++) {
    const step = migrations[from]
    if (!step) throw new SaveError('bad-field', `The save uses format ${from}, which this version of London cannot convert.`)
    save = step(save)
    if (save.version !== from + 1) throw new Error(`migration from ${from} did not produce ${from + 1}`)
  }
  const r = v.safeParse(SaveFileSchema, save)
  if (!r.success) throw new SaveError('bad-field', `The save is damaged: ${explain(r.issues)}.`)
  return r.output
}
