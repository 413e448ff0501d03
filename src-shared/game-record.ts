// The game record: options, seats and every applied step, with what follows from them — the current position, each
// seat's log (events as that seat saw them), the prestige history and the undo boundary. A value: applying a move
// or taking one back gives a new record and leaves this one as it was, so whoever holds a record (the session
// chart's context, a replay, a bot's turn) holds a position that never changes under it. Pure and deterministic (no
// I/O, no clock); the engine alone decides whether a move is legal. A save is the record's options + actions;
// loading one replays it once, checking the final position the file recorded. Bots keep no memory here:
// view(state, seat) holds what a seat has seen (GameState.known).
import {
  actionKey,
  apply,
  checkMove,
  createGame,
  revealsHidden,
  viewEvent,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  type RuleError,
  type Seat,
} from './engine/index'
import { SaveError, hashSeats, hashState, makeSave, parseSave, type Branch, type SaveFile } from './save-format'
import type { LogEntry, SeatConfig } from './session'

interface Step {
  readonly action: Action
  /** who acted, and in which turn (turnNumber before the action) */
  readonly seat: Seat
  readonly turn: number
  readonly events: readonly GameEvent[]
  readonly after: GameState
  /** log and prestige-history lengths after this step (those of the step before are where an undo cuts) */
  readonly logEnd: number
  readonly historyEnd: number
}

/**
 * What the records of one line of play share, appended to only: the steps, the logs and the prestige history. A
 * record sees the first `length` steps (and the logs and history up to its last step), which never change; the
 * record at the end of a track appends to it, any other record (an undo then another move) copies its part first.
 */
class Track {
  constructor(
    readonly steps: Step[],
    /** logs[seat + 1]: the log as `seat` sees it; logs[0]: as nobody sees it (every hidden card masked) */
    readonly logs: LogEntry[][],
    readonly history: number[][],
  ) {}

  static empty(seats: number): Track {
    return new Track(
      [],
      Array.from({ length: seats + 1 }, () => []),
      [],
    )
  }

  /** A track of its own for the first `length` steps. */
  prefix(length: number): Track {
    const last = length > 0 ? this.steps[length - 1]! : null
    const logEnd = last?.logEnd ?? 0
    return new Track(
      this.steps.slice(0, length),
      this.logs.map((log) => log.slice(0, logEnd)),
      this.history.slice(0, last?.historyEnd ?? 0),
    )
  }
}

/** A move applied to a record: the record after it and what happened, or the engine's refusal. */
export type RecordResult =
  | { readonly ok: true; readonly record: GameRecord; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError }

export class GameRecord {
  private constructor(
    readonly seats: readonly SeatConfig[],
    readonly start: GameState,
    /** where this game left another one ("Play on from here"); null: it started at the beginning */
    readonly branch: Branch | null,
    /** the guided first game: the app coaches its human through each new step (kept in its saves) */
    readonly guided: boolean,
    private readonly track: Track,
    /** the number of applied actions */
    readonly length: number,
  ) {}

  /** A new game. The engine checks the options; the seats must match the number of players. */
  static create(options: GameOptions, seats: readonly SeatConfig[], extra: { branch?: Branch | null; guided?: boolean } = {}): GameRecord {
    if (seats.length !== options.players) throw new Error(`${seats.length} seats for ${options.players} players`)
    return new GameRecord(
      seats.map((s) => ({ ...s })),
      createGame(options),
      extra.branch ?? null,
      extra.guided === true,
      Track.empty(seats.length),
      0,
    )
  }

  /**
   * A new game that starts where `source` stood after its first `seq` moves, with the same seats ("Play on from
   * here"); its save records the branch. `sourceName`: the original's file name (null: never saved).
   */
  static branchFrom(source: GameRecord, seq: number, sourceName: string | null): GameRecord {
    if (!Number.isInteger(seq) || seq < 0 || seq > source.length) throw new Error(`no position ${seq} in a game of ${source.length} moves`)
    const branch: Branch = { seq, turn: source.stateAt(seq).turnNumber, source: sourceName, sourceHash: hashState(source.state) }
    return GameRecord.create(source.options, source.seats, { branch }).playAll(source.actions().slice(0, seq))
  }

  /** Replays a save once, refusing the first illegal move and a final position other than the one recorded. */
  static fromSave(save: SaveFile): GameRecord {
    if (hashSeats(save.seats) !== save.final.seatsHash) {
      throw new SaveError('mismatch', 'The save was altered: its seats (names, players or bots, bot levels) are not the ones it recorded.')
    }
    const options = { edition: save.edition, players: save.seats.length, seed: save.seed }
    let record = GameRecord.create(options, save.seats, { branch: save.branch, guided: save.guided === true })
    save.actions.forEach((a, i) => {
      const r = record.apply(a)
      if (!r.ok) throw new SaveError('illegal-action', `The save is damaged or was altered: a move is not legal (move ${i + 1}).`)
      record = r.record
    })
    if (hashState(record.state) !== save.final.stateHash || record.state.seq !== save.final.seq) {
      throw new SaveError('mismatch', 'The save was altered: replaying its moves does not give the position it recorded.')
    }
    return record
  }

  /** Reads a save's text: its shape (save-format.ts), then one replay. Throws SaveError. */
  static load(text: string): GameRecord {
    return GameRecord.fromSave(parseSave(text))
  }

  get state(): GameState {
    return this.length > 0 ? this.track.steps[this.length - 1]!.after : this.start
  }

  get options(): GameOptions {
    return this.start.options
  }

  /** The actions applied so far, in order (the save's action list). */
  actions(): Action[] {
    return this.steps().map((s) => s.action)
  }

  /** The position after the first `seq` moves (0: the start; `length`: now). */
  stateAt(seq: number): GameState {
    if (!Number.isInteger(seq) || seq < 0 || seq > this.length) throw new Error(`no position ${seq} (0 to ${this.length})`)
    return seq === 0 ? this.start : this.track.steps[seq - 1]!.after
  }

  /** Who made move `seq` (0-based), in which turn, and what it was. */
  step(seq: number): { readonly seat: Seat; readonly turn: number; readonly action: Action } {
    const s = seq < this.length ? this.track.steps[seq] : undefined
    if (!s) throw new Error(`no move ${seq}`)
    return { seat: s.seat, turn: s.turn, action: s.action }
  }

  /** The length of every seat's log once the first `seq` moves were made (the log up to a replayed position). */
  logLengthAt(seq: number): number {
    const upTo = Math.min(seq, this.length)
    return upTo > 0 ? this.track.steps[upTo - 1]!.logEnd : 0
  }

  /** Every event as it happened, nothing masked (a finished game shown to everyone). */
  fullLog(): readonly LogEntry[] {
    return this.steps().flatMap((s) => s.events.map((event) => ({ turn: s.turn, event })))
  }

  /** Whether the engine would accept the move now (null) or why not; apply() accepts exactly these. */
  check(action: unknown, expectedSeq?: number): RuleError | null {
    return checkMove(this.state, action, expectedSeq)
  }

  /**
   * The record after a move, if the engine accepts it (`expectedSeq`: refuse a move chosen on an older position);
   * this record stays as it was.
   */
  apply(action: unknown, expectedSeq?: number): RecordResult {
    const before = this.state
    const r = apply(before, action, expectedSeq)
    if (!r.ok) return r
    // the end of the track is appended to; a record behind it (an undo, then another move) takes its own copy
    const track = this.track.steps.length === this.length ? this.track : this.track.prefix(this.length)
    appendLog(track.logs, before.turnNumber, r.events)
    if (r.events.some((e) => e.t === 'endTurn')) track.history.push(r.state.players.map((p) => p.prestige))
    track.steps.push({
      // a plain copy of what the engine accepted: the save's action list
      action: JSON.parse(JSON.stringify(action)) as Action,
      seat: before.current,
      turn: before.turnNumber,
      events: r.events,
      after: r.state,
      logEnd: track.logs[0]!.length,
      historyEnd: track.history.length,
    })
    return { ok: true, record: this.with(track, this.length + 1), events: r.events }
  }

  /** The record after these moves, each one accepted by the engine (throws at the first it refuses). */
  playAll(actions: readonly unknown[]): GameRecord {
    return actions.reduce<GameRecord>((record, action, i) => {
      const r = record.apply(action)
      if (!r.ok) throw new Error(`move ${i + 1} is refused: ${r.error.message}`)
      return r.record
    }, this)
  }

  /**
   * The undo boundary: `seat` may take back the last step of the game when it was theirs and revealed nothing
   * (a card drawn blind, University cards, a new district). So one goes back step by step to the last step that
   * revealed something or to the start of one's turn; the step that ended the turn too, until the next player
   * has acted. A finished game stays finished.
   */
  canUndo(seat: Seat): boolean {
    const last = this.lastStep()
    return last !== null && last.seat === seat && this.state.phase.kind !== 'over' && !last.events.some(revealsHidden)
  }

  /** The record without its last step (the caller checks canUndo); this record stays as it was. */
  undo(): GameRecord {
    if (this.length === 0) throw new Error('nothing to undo')
    return this.with(this.track, this.length - 1)
  }

  /** The log as `viewer` sees it (null: as nobody sees it), from entry `from` on. */
  log(viewer: Seat | null, from = 0): readonly LogEntry[] {
    const log = this.track.logs[viewer === null ? 0 : viewer + 1] ?? this.track.logs[0]!
    return log.slice(from, this.logLength)
  }

  get logLength(): number {
    return this.logLengthAt(this.length)
  }

  /** Prestige per seat at the end of every turn so far. */
  prestigeHistory(): readonly (readonly number[])[] {
    return this.track.history.slice(0, this.lastStep()?.historyEnd ?? 0)
  }

  /** Who made the last move and whether it ended their turn (null before the first move). */
  lastMove(): { readonly seat: Seat; readonly endedTurn: boolean } | null {
    const last = this.lastStep()
    return last ? { seat: last.seat, endedTurn: last.events.some((e) => e.t === 'endTurn') } : null
  }

  /**
   * How many first moves this record and `other` have in common: the same game (options) and the same moves give
   * the same positions and logs (the engine is deterministic), so their logs agree up to logLengthAt(that).
   */
  sharedMoves(other: GameRecord): number {
    const a = this.options
    const b = other.options
    if (a.edition !== b.edition || a.players !== b.players || a.seed !== b.seed) return 0
    const n = Math.min(this.length, other.length)
    const mine = this.track.steps
    const theirs = other.track.steps
    let i = 0
    while (i < n && (mine[i] === theirs[i] || actionKey(mine[i]!.action) === actionKey(theirs[i]!.action))) i++
    return i
  }

  toSave(savedAt?: string): SaveFile {
    return makeSave(this.state, this.seats, this.actions(), savedAt, this.branch, this.guided)
  }

  private with(track: Track, length: number): GameRecord {
    return new GameRecord(this.seats, this.start, this.branch, this.guided, track, length)
  }

  private steps(): readonly Step[] {
    return this.track.steps.slice(0, this.length)
  }

  private lastStep(): Step | null {
    return this.length > 0 ? this.track.steps[this.length - 1]! : null
  }
}

/** Appends a step's events to every seat's log, each as that seat saw it. */
function appendLog(logs: LogEntry[][], turn: number, events: readonly GameEvent[]): void {
  for (const event of events) {
    const entry: LogEntry = { turn, event }
    logs.forEach((log, i) => {
      const seen = viewEvent(event, i - 1)
      log.push(seen === event ? entry : { turn, event: seen })
    })
  }
}
