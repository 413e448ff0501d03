// The .london save file: version + options + seats + action log, with a check of the final state.
// Loading replays the log with the rules engine and verifies the check: the log is the truth, never a snapshot.
import { ReplayError, checkOptions, replay, type GameResult, type GameState } from './engine/index.js'
import type { SeatConfig } from './session.js'

export const SAVE_FORMAT = 'london-save'
/** 2: the rules of issue 8 and what each seat has seen (GameState.known); format 1 is migrated (src-main/session/saves.ts) */
export const SAVE_VERSION = 2
/** Refuse absurd files before replaying them. */
const MAX_ACTIONS = 100_000

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT
  readonly version: number
  readonly edition: GameState['options']['edition']
  readonly seed: number
  readonly seats: readonly SeatConfig[]
  readonly actions: readonly unknown[]
  readonly final: FinalCheck
  /** informative only */
  readonly savedAt?: string
}

export interface FinalCheck {
  readonly seq: number
  readonly turnNumber: number
  readonly phase: GameState['phase']['kind']
  /** FNV-1a of the canonical JSON of the whole state */
  readonly stateHash: string
  readonly players: readonly {
    readonly money: number
    readonly poverty: number
    readonly loans: number
    readonly prestige: number
    readonly hand: number
    readonly stacks: number
    readonly districts: number
  }[]
  /** present when the game is over: values before scoring and every scoring step */
  readonly result: GameResult | null
}

export class SaveError extends Error {
  constructor(
    readonly code: 'not-json' | 'not-a-save' | 'newer-version' | 'bad-field' | 'illegal-action' | 'mismatch',
    message: string,
  ) {
    super(message)
  }
}

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
    seats,
    actions,
    final: finalCheck(state),
    ...(savedAt ? { savedAt } : {}),
  }
}

export function serializeSave(save: SaveFile): string {
  return JSON.stringify(save, null, 1) + '\n'
}

function checkSeats(seats: unknown, players: number): string | null {
  if (!Array.isArray(seats) || seats.length !== players) return 'seats must list every player'
  for (const s of seats) {
    if (typeof s !== 'object' || s === null) return 'a seat is not an object'
    const o = s as Record<string, unknown>
    if (o.kind !== 'human' && o.kind !== 'bot') return 'a seat must be human or bot'
    if (typeof o.name !== 'string' || o.name.length === 0 || o.name.length > 40) return 'a seat name must be 1–40 characters'
    if (o.kind === 'bot' && o.level !== 'easy' && o.level !== 'medium' && o.level !== 'hard') return 'a bot needs a level'
  }
  return null
}

/**
 * Parses and verifies a save: shape, version, every action legal on replay, and the final-state check.
 * Throws SaveError with a message meant for the player.
 */
export function loadSave(text: string): { save: SaveFile; state: GameState } {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new SaveError('not-json', 'The file is not a London save (it is not readable JSON — it may be truncated or damaged).')
  }
  if (typeof raw !== 'object' || raw === null || (raw as Record<string, unknown>).format !== SAVE_FORMAT) {
    throw new SaveError('not-a-save', 'The file is not a London save.')
  }
  const o = raw as Record<string, unknown>
  if (!Number.isInteger(o.version) || (o.version as number) < 1) throw new SaveError('bad-field', 'The save has no valid version.')
  if ((o.version as number) > SAVE_VERSION) {
    throw new SaveError(
      'newer-version',
      `The save was written by a newer version of London (format ${o.version}; this one reads up to ${SAVE_VERSION}).`,
    )
  }
  const seats = o.seats
  const players = Array.isArray(seats) ? seats.length : 0
  const options = { edition: o.edition, players, seed: o.seed }
  const problem = checkOptions(options) ?? checkSeats(seats, players)
  if (problem) throw new SaveError('bad-field', `The save is damaged: ${problem}.`)
  if (!Array.isArray(o.actions) || o.actions.length > MAX_ACTIONS)
    throw new SaveError('bad-field', 'The save is damaged: no valid action list.')
  const final = o.final as FinalCheck | undefined
  if (typeof final !== 'object' || final === null || typeof final.stateHash !== 'string')
    throw new SaveError('bad-field', 'The save is damaged: its final-state check is missing.')
  let state: GameState
  try {
    state = replay(options as GameState['options'], o.actions)
  } catch (e) {
    const where = e instanceof ReplayError ? ` (move ${e.index + 1})` : ''
    throw new SaveError('illegal-action', `The save is damaged or was altered: a move is not legal${where}.`)
  }
  if (hashState(state) !== final.stateHash || state.seq !== final.seq) {
    throw new SaveError('mismatch', 'The save was altered: replaying its moves does not give the position it recorded.')
  }
  return { save: raw as SaveFile, state }
}
