// The .london save file: version + options + seats + action log, with a check of the final state.
// Reading: JSON, the version (newer refused), the shape (schema), then the migrations of an older format. The
// replay and the check of the final state belong to the game record (game-record.ts: GameRecord.fromSave).
import * as v from 'valibot'
import { ReplayError, replay, type GameState } from './engine/index'
import { EditionSchema, StoredSeatListSchema, explain, wholeNumber, type SeatConfig } from './schemas'
import { MAX_SEED, gameActionsMax } from './limits'

export const SAVE_FORMAT = 'london-save'
/**
 * 2: the rules of issue 8 and what each seat has seen (GameState.known). 3: `branch`, where a game started with
 * "Play on from here" left the game it came from. 4: the final check covers the seats (`final.seatsHash`). Older
 * formats are migrated (MIGRATIONS).
 */
export const SAVE_VERSION = 4
const count = wholeNumber(0, Number.MAX_SAFE_INTEGER)
const hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/, 'must be 8 hex digits'))

const finalEntries = {
  seq: count,
  turnNumber: count,
  phase: v.string(),
  /** FNV-1a of the canonical JSON of the whole state */
  stateHash: hash,
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
}
/** The check of the position the moves lead to and, from format 4, of the seats (before it, they were not covered). */
const ReadableFinalCheckSchema = v.object({ ...finalEntries, seatsHash: v.optional(hash) })
const FinalCheckSchema = v.object({
  ...finalEntries,
  /** FNV-1a of the seats, in order: kind, name, level (hashSeats) */
  seatsHash: hash,
})
export type FinalCheck = v.InferOutput<typeof FinalCheckSchema>
/** What the position alone gives (finalCheck): the final check without the seats. */
export type PositionCheck = Omit<FinalCheck, 'seatsHash'>

/** Where a game started from another game's position ("Play on from here"): its first `seq` moves are that game's. */
const BranchSchema = v.object({
  /** moves of the original game this one starts with */
  seq: count,
  /** the turn they reach */
  turn: count,
  /** the original's file name, or null (the game just played, never saved) */
  source: v.nullable(v.pipe(v.string('must be a file name or null'), v.maxLength(1000, 'must be at most 1000 characters'))),
  /** the original's final check (`final.stateHash`), to recognise it */
  sourceHash: hash,
})
export type Branch = v.InferOutput<typeof BranchSchema>

/** The file's fields, the same in every format so far (unknown fields are dropped; the engine checks the moves). */
const saveFields = {
  format: v.literal(SAVE_FORMAT),
  edition: EditionSchema,
  seed: wholeNumber(0, MAX_SEED),
  /** as written: names by the rule of their time (a game's seats are checked as it starts) */
  seats: StoredSeatListSchema,
  /** at most gameActionsMax(edition, players): checked by parseSave before any replay */
  actions: v.array(v.unknown(), 'must be a list'),
  /** informative only */
  savedAt: v.optional(v.string()),
  /** the guided first game (the app shows its coach marks); absent: an ordinary game */
  guided: v.optional(v.boolean()),
  /** the autosave only: the file that holds exactly this game (saved or opened, no move since), so leaving it loses nothing */
  savedAs: v.optional(v.pipe(v.string(), v.maxLength(4096))),
}
/** A save of the current format. */
export const SaveFileSchema = v.object({
  ...saveFields,
  version: v.literal(SAVE_VERSION),
  final: FinalCheckSchema,
  branch: v.nullable(BranchSchema),
})
export type SaveFile = v.InferOutput<typeof SaveFileSchema>
/**
 * A save of any format up to the current one, before its migrations (format 1: the same fields, earlier rules;
 * formats 1 and 2 have no `branch`; formats 1 to 3 no `final.seatsHash`).
 */
export const ReadableSaveSchema = v.object({
  ...saveFields,
  version: wholeNumber(0, SAVE_VERSION),
  final: ReadableFinalCheckSchema,
  branch: v.optional(v.nullable(BranchSchema)),
})
export type ReadableSave = v.InferOutput<typeof ReadableSaveSchema>

export type SaveErrorCode =
  | 'not-json'
  | 'not-a-save'
  | 'newer-version'
  | 'bad-field'
  | 'too-long' // more moves than a game can have (limits.ts: gameActionsMax), refused before any replay
  | 'illegal-action'
  | 'mismatch'
  | 'unreadable'

export class SaveError extends Error {
  constructor(
    readonly code: SaveErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'SaveError'
  }
}

/** Migrations: MIGRATIONS[v] turns a save of format version v (its shape already checked) into version v + 1. */
export type Migration = (save: ReadableSave) => ReadableSave
export const MIGRATIONS: Readonly<Record<number, Migration>> = { 1: replayUnderCurrentRules, 2: notBranched, 3: seatsChecked }

/**
 * Format 3 → 4: the final check now covers the seats. A file written before had no check of them, so its seats are
 * taken as they are and the check is added (from then on, a changed seat is refused).
 */
export function seatsChecked(save: ReadableSave): ReadableSave {
  return { ...save, version: 4, final: { ...save.final, seatsHash: hashSeats(save.seats) } }
}

/** Format 2 → 3: `branch` is new; an older game started at the beginning. */
export function notBranched(save: ReadableSave): ReadableSave {
  return { ...save, version: 3, branch: null }
}

/**
 * Format 1 → 2. Version 2 changed rules (the classic Underground surcharge, second-edition Paupers, run city and
 * district relief) and the state now records what each seat has seen, so a format-1 check can never match. The
 * moves are replayed under the current rules: they must all still be legal and reach the recorded turn, and the
 * check is written anew. (The moves are the truth; only the rules' consequences — money, poverty, scores — change.)
 */
export function replayUnderCurrentRules(save: ReadableSave): ReadableSave {
  let state: GameState
  try {
    state = replay({ edition: save.edition, players: save.seats.length, seed: save.seed }, save.actions)
  } catch (e) {
    const where = e instanceof ReplayError ? ` (move ${e.index + 1})` : ''
    throw new SaveError('illegal-action', `The save was written under earlier rules and one of its moves is no longer legal${where}.`)
  }
  const recorded = save.final
  if (state.seq !== recorded.seq || state.turnNumber !== recorded.turnNumber || state.phase.kind !== recorded.phase) {
    throw new SaveError('mismatch', 'The save was altered: replaying its moves does not reach the turn it recorded.')
  }
  return { ...save, version: 2, final: finalCheck(state) }
}

/**
 * The final check's hash of a position. It leaves out `turn.chosen` (the action chosen this turn), which the engine
 * recorded only after files were written: every save then still checks, and a position hashes as it always did.
 */
export function hashState(state: GameState): string {
  const { chosen: _chosen, ...turn } = state.turn
  return fnv1a(JSON.stringify({ ...state, turn }))
}

/** The seats' part of the final check: who plays each seat, in order (kind, name, a bot's level). */
export function hashSeats(seats: readonly SeatConfig[]): string {
  return fnv1a(JSON.stringify(seats.map((s) => [s.kind, s.name, s.level ?? null])))
}

/** FNV-1a, 32 bits, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

export function finalCheck(state: GameState): PositionCheck {
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

export function makeSave(
  state: GameState,
  seats: readonly SeatConfig[],
  actions: readonly unknown[],
  savedAt?: string,
  branch: Branch | null = null,
  guided = false,
): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    edition: state.options.edition,
    seed: state.options.seed,
    seats: [...seats],
    actions: [...actions],
    final: { ...finalCheck(state), seatsHash: hashSeats(seats) },
    branch,
    ...(savedAt ? { savedAt } : {}),
    ...(guided ? { guided } : {}),
  }
}

export function serializeSave(save: SaveFile): string {
  return JSON.stringify(save, null, 1) + '\n'
}

/**
 * Reads a save's text: JSON, format, version (newer refused), the shape (schema), then an older format's
 * migrations. Throws SaveError with a message meant for the player. The moves of a current-format save are
 * checked by the record's replay.
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
  const version = (raw as Record<string, unknown>).version
  if (!Number.isInteger(version) || (version as number) < 0) throw new SaveError('bad-field', 'The save has no valid version.')
  if ((version as number) > SAVE_VERSION) {
    throw new SaveError(
      'newer-version',
      `The save was written by a newer version of London (format ${String(version)}; this one reads up to ${SAVE_VERSION}).`,
    )
  }
  for (let from = version as number; from < SAVE_VERSION; from++) {
    if (!migrations[from]) throw new SaveError('bad-field', `The save uses format ${from}, which this version of London cannot convert.`)
  }
  const r = v.safeParse(ReadableSaveSchema, raw)
  if (!r.success) throw new SaveError('bad-field', `The save is damaged: ${explain(r.issues)}.`)
  let save = r.output
  const players = save.seats.length
  const max = gameActionsMax(save.edition, players)
  if (save.actions.length > max) {
    const edition = save.edition === 'second' ? 'second edition' : 'classic'
    throw new SaveError(
      'too-long',
      `The save holds ${save.actions.length} moves; a game of ${players} players (${edition}) has at most ${max}.`,
    )
  }
  for (let from = save.version; from < SAVE_VERSION; from++) {
    save = migrations[from]!(save)
    if (save.version !== from + 1) throw new Error(`migration from ${from} did not produce ${from + 1}`)
  }
  if (r.output.version >= 3 && r.output.branch === undefined) {
    throw new SaveError('bad-field', 'The save is damaged: branch: must be given (null, or where the game branched).')
  }
  const branch = save.branch ?? null
  if (branch && branch.seq > save.actions.length) {
    throw new SaveError('bad-field', `The save is damaged: branch.seq: must be at most the number of moves (${save.actions.length}).`)
  }
  const seatsHash = save.final.seatsHash
  if (seatsHash === undefined) throw new SaveError('bad-field', 'The save is damaged: final: missing field seatsHash.')
  return { ...save, version: SAVE_VERSION, final: { ...save.final, seatsHash }, branch }
}
