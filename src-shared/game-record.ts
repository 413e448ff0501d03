// The game record: options, seats and every applied step, with what follows from them kept up to date as moves
// happen — the current position, each seat's log (events as that seat saw them), the prestige history, the
// action chosen this turn and the undo boundary. Pure and deterministic (no I/O, no clock); the engine alone
// decides whether a move is legal. A save is the record's options + actions; loading one replays it once,
// checking the final position the file recorded. Bots keep no memory here: view(state, seat) holds what a seat
// has seen (GameState.known).
import {
  apply,
  checkMove,
  createGame,
  revealsHidden,
  viewEvent,
  type Action,
  type ApplyResult,
  type GameEvent,
  type GameOptions,
  type GameState,
  type RuleError,
  type Seat,
} from './engine/index.js'
import { SaveError, hashSeats, hashState, makeSave, parseSave, type Branch, type SaveFile } from './save-format.js'
import type { LogEntry, SeatConfig } from './session.js'

/** The action chosen this turn (the engine's chooseAction event): tells draw-three from buy-land draws. */
export type ChosenAction = 'develop' | 'runCity' | 'drawThree' | 'buyLand' | null

interface Step {
  readonly action: Action
  /** who acted, and in which turn (turnNumber before the action) */
  readonly seat: Seat
  readonly turn: number
  readonly events: readonly GameEvent[]
  readonly after: GameState
  /** the action chosen in the turn, after this step */
  readonly chosen: ChosenAction
  /** log and prestige-history lengths before this step (undo truncates to them) */
  readonly logStart: number
  readonly historyStart: number
}

export class GameRecord {
  private readonly steps: Step[] = []
  /** logs[seat + 1]: the log as `seat` sees it; logs[0]: as nobody sees it (every hidden card masked) */
  private readonly logs: LogEntry[][]
  private readonly history: number[][] = []

  private constructor(
    readonly seats: readonly SeatConfig[],
    readonly start: GameState,
    /** where this game left another one ("Play on from here"); null: it started at the beginning */
    readonly branch: Branch | null,
    /** the guided first game: the app coaches its human through each new step (kept in its saves) */
    readonly guided: boolean,
  ) {
    this.logs = Array.from({ length: seats.length + 1 }, () => [])
  }

  /** A new game. The engine checks the options; the seats must match the number of players. */
  static create(options: GameOptions, seats: readonly SeatConfig[], extra: { branch?: Branch | null; guided?: boolean } = {}): GameRecord {
    if (seats.length !== options.players) throw new Error(`${seats.length} seats for ${options.players} players`)
    return new GameRecord(
      seats.map((s) => ({ ...s })),
      createGame(options),
      extra.branch ?? null,
      extra.guided === true,
    )
  }

  /**
   * A new game that starts where `source` stood after its first `seq` moves, with the same seats ("Play on from
   * here"); its save records the branch. `sourceName`: the original's file name (null: never saved).
   */
  static branchFrom(source: GameRecord, seq: number, sourceName: string | null): GameRecord {
    if (!Number.isInteger(seq) || seq < 0 || seq > source.length) throw new Error(`no position ${seq} in a game of ${source.length} moves`)
    const branch: Branch = { seq, turn: source.stateAt(seq).turnNumber, source: sourceName, sourceHash: hashState(source.state) }
    const record = GameRecord.create(source.options, source.seats, { branch })
    for (const a of source.actions().slice(0, seq)) {
      const r = record.apply(a)
      if (!r.ok) throw new Error(`the source game's move is refused: ${r.error.message}`)
    }
    return record
  }

  /** Replays a save once, refusing the first illegal move and a final position other than the one recorded. */
  static fromSave(save: SaveFile): GameRecord {
    if (hashSeats(save.seats) !== save.final.seatsHash) {
      throw new SaveError('mismatch', 'The save was altered: its seats (names, players or bots, bot levels) are not the ones it recorded.')
    }
    const options = { edition: save.edition, players: save.seats.length, seed: save.seed }
    const record = GameRecord.create(options, save.seats, { branch: save.branch, guided: save.guided === true })
    save.actions.forEach((a, i) => {
      const r = record.apply(a)
      if (!r.ok) throw new SaveError('illegal-action', `The save is damaged or was altered: a move is not legal (move ${i + 1}).`)
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
    return this.steps.length > 0 ? this.steps[this.steps.length - 1]!.after : this.start
  }

  /** Number of applied actions. */
  get length(): number {
    return this.steps.length
  }

  get options(): GameOptions {
    return this.start.options
  }

  /** The actions applied so far, in order (the save's action list). */
  actions(): Action[] {
    return this.steps.map((s) => s.action)
  }

  /** The position after the first `seq` moves (0: the start; `length`: now). */
  stateAt(seq: number): GameState {
    if (!Number.isInteger(seq) || seq < 0 || seq > this.steps.length) throw new Error(`no position ${seq} (0 to ${this.steps.length})`)
    return seq === 0 ? this.start : this.steps[seq - 1]!.after
  }

  /** Who made move `seq` (0-based), in which turn, and what it was. */
  step(seq: number): { readonly seat: Seat; readonly turn: number; readonly action: Action } {
    const s = this.steps[seq]
    if (!s) throw new Error(`no move ${seq}`)
    return { seat: s.seat, turn: s.turn, action: s.action }
  }

  /** The length of every seat's log once the first `seq` moves were made (the log up to a replayed position). */
  logLengthAt(seq: number): number {
    return seq >= this.steps.length ? this.logLength : this.steps[seq]!.logStart
  }

  /** Every event as it happened, nothing masked (a finished game shown to everyone). */
  fullLog(): readonly LogEntry[] {
    return this.steps.flatMap((s) => s.events.map((event) => ({ turn: s.turn, event })))
  }

  /** Whether the engine would accept the move now (null) or why not; apply() accepts exactly these. */
  check(action: unknown, expectedSeq?: number): RuleError | null {
    return checkMove(this.state, action, expectedSeq)
  }

  /** Applies a move if the engine accepts it (`expectedSeq`: refuse a move chosen on an older position). */
  apply(action: unknown, expectedSeq?: number): ApplyResult {
    const before = this.state
    const r = apply(before, action, expectedSeq)
    if (!r.ok) return r
    const last = this.steps[this.steps.length - 1]
    const logStart = this.logs[0]!.length
    this.appendLog(before.turnNumber, r.events)
    const historyStart = this.history.length
    if (r.events.some((e) => e.t === 'endTurn')) this.history.push(r.state.players.map((p) => p.prestige))
    this.steps.push({
      // a plain copy of what the engine accepted: the save's action list
      action: JSON.parse(JSON.stringify(action)) as Action,
      seat: before.current,
      turn: before.turnNumber,
      events: r.events,
      after: r.state,
      // an endTurn event resets it, so the last step's value carries over within a turn
      chosen: chosenAfter(r.events, last?.chosen ?? null),
      logStart,
      historyStart,
    })
    return r
  }

  /**
   * The undo boundary: `seat` may take back the last step of the game when it was theirs and revealed nothing
   * (a card drawn blind, University cards, a new district). So one goes back step by step to the last step that
   * revealed something or to the start of one's turn; the step that ended the turn too, until the next player
   * has acted. A finished game stays finished.
   */
  canUndo(seat: Seat): boolean {
    const last = this.steps[this.steps.length - 1]
    return last !== undefined && last.seat === seat && this.state.phase.kind !== 'over' && !last.events.some(revealsHidden)
  }

  /** Takes back the last step (the caller checks canUndo). */
  undo(): void {
    const last = this.steps.pop()
    if (!last) throw new Error('nothing to undo')
    for (const log of this.logs) log.length = last.logStart
    this.history.length = last.historyStart
  }

  /** The log as `viewer` sees it (null: as nobody sees it). Kept up to date move by move. */
  log(viewer: Seat | null): readonly LogEntry[] {
    return this.logs[viewer === null ? 0 : viewer + 1] ?? this.logs[0]!
  }

  get logLength(): number {
    return this.logs[0]!.length
  }

  /** Prestige per seat at the end of every turn so far. */
  prestigeHistory(): readonly (readonly number[])[] {
    return this.history
  }

  /** Who made the last move and whether it ended their turn (null before the first move). */
  lastMove(): { readonly seat: Seat; readonly endedTurn: boolean } | null {
    const last = this.steps[this.steps.length - 1]
    return last ? { seat: last.seat, endedTurn: last.events.some((e) => e.t === 'endTurn') } : null
  }

  /** The action chosen in the current turn, if any. */
  chosen(): ChosenAction {
    return this.steps[this.steps.length - 1]?.chosen ?? null
  }

  toSave(savedAt?: string): SaveFile {
    return makeSave(this.state, this.seats, this.actions(), savedAt, this.branch, this.guided)
  }

  private appendLog(turn: number, events: readonly GameEvent[]): void {
    for (const event of events) {
      const entry: LogEntry = { turn, event }
      this.logs.forEach((log, i) => {
        const seen = viewEvent(event, i - 1)
        log.push(seen === event ? entry : { turn, event: seen })
      })
    }
  }
}

function chosenAfter(events: readonly GameEvent[], chosen: ChosenAction): ChosenAction {
  for (const e of events) {
    if (e.t === 'chooseAction') chosen = e.action
    if (e.t === 'endTurn') chosen = null
  }
  return chosen
}
