/**
 * The session fuzzer: random sequences of commands (fast-check's model-based commands) over every channel of the
 * IPC contract, through the real request path (handleIpc: schema → service → IpcResult) into the services composed
 * as src-main/services/index.ts composes them, over a temp user-data folder, in every state of the session. File
 * dialogs answer with good saves of real games, damaged and foreign files, folders, missing paths and cancel.
 *
 * After every call: the session is alive (no uncaught error, its chart still running), the reply is ok or a typed
 * error of the contract, a refused call changed nothing (snapshot, settings, the files on disk), no push or snapshot
 * shows a card the seat at the screen may not know (against the engine's `view`), the projected scores and the run
 * preview shown are the engine's on that view (`projectedScore`; `runPreview` on the viewer's decision, else none),
 * computed afresh here, and the autosave's final check (move,
 * state hash, seats) is the game's on the table; at the end of a command that changed it (every third time: each
 * costs a replay of the game) a fresh service resumes it, through the channels, to that position. The folder is in
 * /dev/shm when there is one (every autosave is fsynced).
 *
 * Time is fake (a bot's pause, the scoring steps, the analyst's turns of the event loop run only when a command
 * lets them), so every call meets a quiet session and a failure replays from its seed. Bots play Easy (the real
 * bot code), hints and reviews search a fixed few iterations.
 * FUZZ_SEED=<n> replays a seed, FUZZ_RUNS=<n> changes the number of runs, FUZZ_TRACE=<file> appends every call to a file.
 */
import { webcrypto } from 'node:crypto'
import { appendFileSync, existsSync, statSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { chooseAction } from '../../src-shared/bots/index'
import { cloneState, legalActions, projectedScore, Rng, runPreview, view, type Action, type GameView } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import { channelNames, channels, type IpcErrorCode, type IpcResult, type LondonService } from '../../src-shared/ipc/contract'
import { handleIpc } from '../../src-shared/ipc/handle'
import { hashState, SAVE_VERSION, serializeSave } from '../../src-shared/save-format'
import type { NewGameRequest, SeatConfig, SessionSnapshot, SessionUpdate } from '../../src-shared/session'
import { MoveBot, type BotRequest } from '../session/bot-player'
import { InlineAnalyst } from '../session/analyst'
import { ScriptedDialogs } from '../session/dialogs'
import { AUTOSAVE_NAME } from '../session/saves'
import type { SessionService } from '../session/session-service'
import { stageOf } from '../session/session-view'
import { createAppService } from './app'
import { createJsonFileStore, createLondonService } from './index'
import { createSessionServices } from './session'
import type { ServiceContext } from './context'

const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) >>> 0 : 20261126
const RUNS = process.env.FUZZ_RUNS !== undefined ? Number(process.env.FUZZ_RUNS) : 150
const MAX_COMMANDS = 160
/** a fresh service resumes every third new autosave at the end of a command (each costs a replay of the game) */
const RESUME_EVERY = 3
const TRACE = process.env.FUZZ_TRACE
/** what one CI run must reach (issue 22) */
const MIN_COMMANDS = 10_000
/** every state the commands must have met (a stage, or the replay's review) */
const STATES = ['setup', 'human', 'bot', 'turnEnd', 'handover', 'scoring', 'over', 'replay', 'reviewing'] as const
type FuzzState = (typeof STATES)[number]

/** The closed union of error codes (contract.ts; the compiler keeps this list whole): anything else is not a typed error. */
const ERROR_CODES: Readonly<Record<IpcErrorCode, true>> = {
  BAD_REQUEST: true,
  UNKNOWN_CHANNEL: true,
  FORBIDDEN: true,
  INTERNAL: true,
  TRANSPORT: true,
  NOT_YOUR_TURN: true,
  GAME_OVER: true,
  NO_GAME: true,
  STALE: true,
  CANNOT_UNDO: true,
  NO_HANDOVER: true,
  NO_TURN_END: true,
  CONFIRM_TURN_END: true,
  GAME_NOT_OVER: true,
  SAVE_FAILED: true,
  SAVE_TO_FOLDER: true,
  AUTOSAVE_FAILED: true,
  IN_REPLAY: true,
  NO_REPLAY: true,
  NO_SUCH_POSITION: true,
  STATISTICS_FAILED: true,
  ILLEGAL_MOVE: true,
  BAD_SAVE: true,
}
const PROTOTYPE_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'] as const

// the real timers, for waiting on the disk while the session's own timers are fake
const realImmediate: (fn: () => void) => unknown = setImmediate
const nextMacrotask = () => new Promise<void>((ok) => realImmediate(ok))

/** The real bot code at its fastest level, whatever level the seat has (the fuzzer is about the session). */
class EasyBot extends MoveBot {
  choose(req: BotRequest): Promise<Action> {
    return Promise.resolve(chooseAction(req.view, 'easy', { seed: req.seed, now: () => 0 }))
  }
}

// ------------------------------------------------------------------ files the dialogs answer with

interface FileCase {
  readonly name: string
  readonly path: string
  /** a good save: opening it must succeed; else it must be refused as BAD_SAVE */
  readonly good: boolean
}

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string, level: 'easy' | 'medium' | 'hard' = 'easy'): SeatConfig => ({ kind: 'bot', name, level })

/** A game played by the Easy bot from the seed to its end; the record of its first `upTo` moves (all: undefined). */
function playedGame(edition: 'second' | 'classic', seats: SeatConfig[], seed: number, upTo?: (length: number) => number): GameRecord {
  let full = GameRecord.create({ edition, players: seats.length, seed }, seats)
  while (full.state.phase.kind !== 'over') {
    const s = full.state
    full = full.playAll([chooseAction(view(s, s.current), 'easy', { seed: s.seq, now: () => 0 })])
  }
  if (upTo === undefined) return full
  const actions = full.actions().slice(0, Math.max(0, upTo(full.length)))
  return GameRecord.create({ edition, players: seats.length, seed }, seats).playAll(actions)
}

/** Good saves of real games (the start, the middle, near the end, finished) and damaged or foreign files. */
function makeFiles(folder: string): FileCase[] {
  mkdirSync(folder, { recursive: true })
  const files: FileCase[] = []
  const put = (name: string, text: string | Buffer, good: boolean) => {
    const path = join(folder, name)
    writeFileSync(path, text)
    files.push({ name, path, good })
  }
  const games: [string, GameRecord][] = [
    ['solo-second-start', playedGame('second', [human('Ann'), bot('Bob')], 3, () => 4)],
    ['hotseat-classic-middle', playedGame('classic', [human('Ann'), human('Cy'), bot('Bob', 'hard')], 4, (n) => n >> 1)],
    ['solo-second-near-end', playedGame('second', [human('Ann'), bot('Bob', 'medium')], 5, (n) => n - 3)],
    ['hotseat-second-near-end', playedGame('second', [human('Ann'), human('Cy')], 6, (n) => n - 4)],
    ['bots-classic-near-end', playedGame('classic', [bot('Al'), bot('Bo'), bot('Cy')], 7, (n) => n - 2)],
    ['solo-classic-finished', playedGame('classic', [human('Ann'), bot('Bob')], 8)],
  ]
  for (const [name, record] of games) put(`${name}.london`, serializeSave(record.toSave('2026-11-26T00:00:00.000Z')), true)
  const base = games[2]![1].toSave('2026-11-26T00:00:00.000Z')
  const text = serializeSave(base)
  const tamper = (name: string, change: (save: Record<string, unknown>) => void) => {
    const save = JSON.parse(text) as Record<string, unknown>
    change(save)
    put(name, JSON.stringify(save), false)
  }
  put('truncated.london', text.slice(0, text.length >> 1), false)
  put('empty.london', '', false)
  tamper('wrong-version.london', (s) => (s.version = 'three'))
  tamper('newer-format.london', (s) => (s.version = SAVE_VERSION + 1))
  tamper('tampered-action.london', (s) => {
    const actions = s.actions as unknown[]
    actions[actions.length >> 1] = { type: 'buyLand', district: 99 }
  })
  tamper('tampered-order.london', (s) => (s.actions as unknown[]).reverse())
  tamper('tampered-hash.london', (s) => ((s.final as Record<string, unknown>).stateHash = '00000000'))
  tamper('tampered-seat.london', (s) => ((s.seats as SeatConfig[])[0] = bot('Ann', 'hard')))
  tamper('prototype-field.london', (s) =>
    Object.defineProperty((s.actions as object[])[0]!, 'constructor', { value: [], enumerable: true }),
  )
  tamper('too-many-actions.london', (s) => {
    const actions = s.actions as unknown[]
    for (let i = 0; i < 3000; i++) actions.push({ type: 'drawDeck' })
  })
  put('foreign-settings.london', JSON.stringify({ language: 'en', botSpeed: 'fast' }), false)
  put('foreign-binary.london', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff, 0xfe]), false)
  put('foreign-array.london', '[1,2,3]', false)
  files.push({ name: 'a folder', path: folder, good: false })
  files.push({ name: 'a missing file', path: join(folder, 'missing.london'), good: false })
  return files
}

// ------------------------------------------------------------------ the session under test

interface Stats {
  commands: number
  calls: number
  runs: number
  states: Record<FuzzState, number>
  resumes: number
}

/** One run: the composed services over a fresh folder, the pushes they send, and the checks after every call. */
class Harness {
  readonly service: LondonService
  readonly session: SessionService
  readonly dialogs = new ScriptedDialogs()
  /** the renderer's log, built from the pushes as the store builds it */
  private log: SessionUpdate['logAppend'][number][] = []
  private lastPushRev = 0
  private readonly problems: string[] = []
  /** hot-seat: the seat the last confirmed handover gave the screen to (null after a game takes the table) */
  private handedTo: number | null = null
  /** the autosave bytes last resumed and checked */
  private checkedAutosave: string | null = null
  private saves = 0
  private autosaves = 0
  readonly dataDir: string
  private readonly settingsPath: string

  constructor(
    readonly root: string,
    readonly files: FileCase[],
    readonly stats: Stats,
  ) {
    this.dataDir = join(root, 'data')
    mkdirSync(join(root, 'saves'), { recursive: true })
    mkdirSync(join(root, 'config'), { recursive: true })
    this.settingsPath = join(root, 'config', 'settings.json')
    writeFileSync(this.settingsPath, JSON.stringify({ settings: { botSpeed: 'instant', animationSpeed: 'off' } }))
    const ctx: ServiceContext = {
      version: '0.0.0-fuzz',
      host: 'node',
      emit: (event, payload) => {
        if (event === 'session') this.pushed(payload as SessionUpdate)
      },
      storage: createJsonFileStore(this.settingsPath),
      statisticsStorage: createJsonFileStore(join(root, 'config', 'statistics.json')),
      userDataDir: this.dataDir,
      dialogs: this.dialogs,
      bot: new EasyBot(),
      analyst: new InlineAnalyst(4),
    }
    const { service, session } = composed(ctx)
    this.service = service
    this.session = session
  }

  get chart() {
    return this.session.chart
  }

  problem(text: string): void {
    this.problems.push(text)
  }

  /** The problems found since the last call (the run fails on the first). */
  takeProblems(): string[] {
    return this.problems.splice(0)
  }

  // ---------------------------------------------------------------- pushes and snapshots

  private pushed(u: SessionUpdate): void {
    if (u.logFrom > this.log.length) this.problem(`push rev ${u.rev}: logFrom ${u.logFrom} beyond the log shown (${this.log.length})`)
    this.log = [...this.log.slice(0, u.logFrom), ...u.logAppend]
    if (u.rev < this.lastPushRev) this.problem(`push rev ${u.rev} after rev ${this.lastPushRev}`)
    this.lastPushRev = u.rev
    this.checkShown(u, 'push')
  }

  /** What the screen is shown holds nothing the seat at the screen may not know (the engine's view decides). */
  private checkShown(shown: SessionUpdate | SessionSnapshot, what: string): void {
    const s = this.chart
    const context = s.context
    const where = `${what} rev ${shown.rev} (${shown.stage})`
    if (shown.stage === 'replay') {
      const study = context.study
      const replay = shown.replay
      if (study === null || replay === null) return this.problem(`${where}: a replay without its study`)
      const over = study.record.state.phase.kind === 'over'
      if (study.record === context.record && !over) this.problem(`${where}: the game in progress is shown as a replay`)
      if (replay.all && !over) this.problem(`${where}: everything shown of an unfinished game`)
      const state = study.record.stateAt(replay.seq)
      const expected = replay.all ? { ...cloneState(state), viewer: replay.seat } : view(state, replay.seat)
      if (!same(shown.view, expected)) this.problem(`${where}: the replay's view is not view(state at ${replay.seq}, seat ${replay.seat})`)
      if (shown.legal.length > 0 || shown.hint !== null) this.problem(`${where}: a replay offers moves or a hint`)
      this.checkAnswers(shown, where, expected, false)
      return
    }
    const record = context.record
    if (shown.view === null) {
      if (shown.legal.length > 0) this.problem(`${where}: moves offered with no view`)
      if (shown.projected !== null || shown.runPreview !== null) this.problem(`${where}: projected scores or a run preview with no view`)
      return
    }
    if (record === null) return this.problem(`${where}: a view with no game`)
    const viewer = shown.viewer
    if (viewer === null) return this.problem(`${where}: a view with no viewer`)
    const humans = record.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []))
    if (humans.length === 1 && viewer !== humans[0]) this.problem(`${where}: seat ${viewer} shown, the player is seat ${humans[0]}`)
    if (humans.length >= 2 && viewer !== this.handedTo)
      this.problem(`${where}: hot-seat shows seat ${viewer}, the screen was handed to ${this.handedTo}`)
    const game = record.state
    const seen = view(game, viewer)
    if (!same(shown.view, seen)) this.problem(`${where}: the view is not view(state, ${viewer})`)
    this.checkAnswers(shown, where, seen, shown.stage === 'human' && game.current === viewer)
    if (shown.legal.length > 0) {
      if (shown.stage !== 'human' || game.current !== viewer) this.problem(`${where}: moves offered to seat ${viewer} off its turn`)
      else if (!same(shown.legal, legalActions(game))) this.problem(`${where}: the moves offered are not the engine's legal moves`)
    }
    if (shown.hint !== null && (shown.hint.seq !== game.seq || game.current !== viewer))
      this.problem(`${where}: a hint off the viewer's turn`)
  }

  /**
   * The engine's answers shown with the table are the engine's own on the view shown, computed here afresh: the
   * projected scores always, the run preview only on the viewer's own decision (null off its turn, in a replay and
   * while a turn waits to be confirmed), so neither can go stale or leak another seat's preview.
   */
  private checkAnswers(shown: SessionUpdate | SessionSnapshot, where: string, seen: GameView, yourDecision: boolean): void {
    if (!same(shown.projected, projectedScore(seen, seen.viewer)))
      this.problem(`${where}: the projected scores are not projectedScore(view)`)
    const preview = yourDecision ? runPreview(seen) : null
    const wanted = yourDecision ? 'runPreview(view) on the viewer’s decision' : 'null off the viewer’s decision'
    if (!same(shown.runPreview, preview)) this.problem(`${where}: the run preview is not ${wanted}`)
  }

  /** Waits until the session has pushed its last change (so the autosave of what it shows is on disk). */
  async quiet(): Promise<void> {
    for (let i = 0; i < 100_000; i++) {
      // first let what a timer or a reply set going (promise continuations) reach the chart
      await nextMacrotask()
      if (this.lastPushRev === this.session.revision) return
    }
    this.problem(`the session never pushed rev ${this.session.revision} (last ${this.lastPushRev})`)
  }

  // ---------------------------------------------------------------- calls

  private fileText(path: string): string | null {
    try {
      return readFileSync(path, 'latin1')
    } catch {
      return null
    }
  }

  /** What a refused call must leave as it was (the log by its length and its last entry). */
  private capture(): string {
    const { log, ...snapshot } = this.snapshot()
    return JSON.stringify([
      snapshot,
      this.service.getSettings(),
      this.fileText(join(this.dataDir, AUTOSAVE_NAME)),
      this.fileText(this.settingsPath),
      [log.length, log[log.length - 1] ?? null],
    ])
  }

  /** The stage the next call meets, counted (with the replay's review). */
  private countState(): void {
    const s = this.chart
    this.stats.states[s.matches({ replay: 'reviewing' }) ? 'reviewing' : stageOf(s)]++
  }

  /**
   * One call through the real request path, then the checks. `mustRefuse`: the payload is bad or the file damaged
   * (an acceptance is a fault); `mustAccept`: a good save.
   */
  async call(channel: string, payload: unknown, expect: { mustRefuse?: string; mustAccept?: string } = {}): Promise<IpcResult<unknown>> {
    this.countState()
    this.stats.calls++
    if (TRACE) appendFileSync(TRACE, `${this.stats.calls} ${channel} ${short(payload)} [${this.snapshot().stage}]\n`)
    const before = this.capture()
    // hot-seat: the screen goes to the seat the handover screen waits for; a game taking the table clears it
    const handedBefore = this.handedTo
    if (channel === 'confirmHandover' && stageOf(this.chart) === 'handover') this.handedTo = this.chart.context.record!.state.current
    if (['newGame', 'newGuidedGame', 'open', 'resumeAutosave', 'rematch', 'playOn'].includes(channel)) this.handedTo = null
    let result: IpcResult<unknown>
    try {
      result = await handleIpc(this.service, channel, payload, {
        onInternalError: (c, err) => this.problem(`${c} threw ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
      })
    } catch (err) {
      this.problem(`handleIpc threw on ${channel}: ${String(err)}`)
      return { ok: false, error: { code: 'INTERNAL', message: String(err) } }
    }
    await this.quiet()
    const label = `${channel} ${short(payload)}`
    if (!result.ok) {
      const e = result.error
      // INTERNAL is the gate's word for a service that threw what it did not mean to
      if (!Object.prototype.hasOwnProperty.call(ERROR_CODES, e.code) || e.code === 'INTERNAL') {
        this.problem(`${label}: not a typed refusal: ${e.code}: ${e.message}`)
      }
      if (e.code === 'ILLEGAL_MOVE' && typeof e.rule !== 'string') this.problem(`${label}: ILLEGAL_MOVE without its rule`)
      if (e.code === 'BAD_SAVE' && typeof e.reason !== 'string') this.problem(`${label}: BAD_SAVE without its reason`)
      if (typeof e.message !== 'string' || e.message === '') this.problem(`${label}: an error without a message`)
      const afterward = this.capture()
      if (afterward !== before) this.problem(`${label}: refused (${e.code}) but ${changed(before, afterward)} changed`)
      if (expect.mustAccept) this.problem(`${label}: ${expect.mustAccept} refused: ${e.code} ${e.message}`)
      this.handedTo = handedBefore
    } else {
      if (expect.mustRefuse) this.problem(`${label}: ${expect.mustRefuse} accepted`)
      if ((result.value as { opened?: boolean } | null)?.opened === false) this.handedTo = handedBefore
    }
    await this.after()
    return result
  }

  /** Lets the session's next timers run (a bot's pause, a scoring step, the analyst's work), then the checks. */
  async tick(times: number): Promise<void> {
    for (let i = 0; i < times && vi.getTimerCount() > 0; i++) {
      this.countState()
      try {
        vi.advanceTimersToNextTimer()
      } catch (err) {
        this.problem(`a timer threw ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
      }
      await this.quiet()
      await this.after()
    }
  }

  /** After every call: alive, what is shown is allowed, the autosave resumes to it. */
  private async after(): Promise<void> {
    const s = this.chart
    if (s.status !== 'active') this.problem(`the session chart is ${s.status}: ${String((s as { error?: unknown }).error)}`)
    const snapshot = this.snapshot()
    this.checkShown(snapshot, 'getSnapshot')
    const log = snapshot.log
    if (log.length !== this.log.length || !same(log[log.length - 1], this.log[this.log.length - 1])) {
      this.problem(`rev ${snapshot.rev}: the log built from the pushes (${this.log.length} entries) is not the snapshot's (${log.length})`)
    }
    await this.checkAutosave(false)
  }

  /**
   * The game on the table (or waiting behind a replay) is the autosave's: after every call its final check (move
   * number, state hash, seats); at the end of every command (`resume`) a fresh service over a copy of the folder
   * resumes it, through the channels, to the same position.
   */
  async checkAutosave(resume: boolean): Promise<void> {
    const record = this.chart.context.record
    const text = this.fileText(join(this.dataDir, AUTOSAVE_NAME))
    if (record === null) return
    if (record.state.phase.kind === 'over') {
      if (text !== null) this.problem('a finished game left an autosave')
      return
    }
    if (text === null) return this.problem(`no autosave for the game at move ${record.state.seq}`)
    const where = `the game shown is at move ${record.state.seq}`
    let saved: { seats?: unknown; final?: { seq?: unknown; stateHash?: unknown } }
    try {
      saved = JSON.parse(text) as typeof saved
    } catch {
      return this.problem(`the autosave is not JSON; ${where}`)
    }
    if (saved.final?.seq !== record.state.seq || saved.final.stateHash !== hashState(record.state) || !same(saved.seats, record.seats)) {
      return this.problem(`the autosave holds move ${String(saved.final?.seq)}; ${where}`)
    }
    if (!resume || text === this.checkedAutosave) return
    // a fresh service costs a replay of the whole game: every RESUME_EVERY-th new autosave (the final check above is after every call)
    if (this.autosaves++ % RESUME_EVERY !== 0) return
    this.checkedAutosave = text
    this.stats.resumes++
    const folder = join(this.root, 'resume')
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder)
    writeFileSync(join(folder, AUTOSAVE_NAME), text, 'latin1')
    const fresh = composed({
      version: '0.0.0-fuzz',
      host: 'node',
      emit: () => {},
      storage: createJsonFileStore(join(folder, 'settings.json')),
      statisticsStorage: createJsonFileStore(join(folder, 'statistics.json')),
      userDataDir: folder,
      dialogs: new ScriptedDialogs(),
      bot: new EasyBot(),
      analyst: new InlineAnalyst(4),
    })
    try {
      const info = await handleIpc(fresh.service, 'autosaveInfo', undefined)
      const resumed = await handleIpc(fresh.service, 'resumeAutosave', undefined)
      if (!info.ok || info.value === null || !resumed.ok) {
        return this.problem(`the autosave does not resume (${short(info)}, ${short(resumed)}); ${where}`)
      }
      const game = fresh.session.record
      const shown = fresh.session.getSnapshot()
      if (
        game === null ||
        !same(game.seats, record.seats) ||
        game.state.seq !== record.state.seq ||
        hashState(game.state) !== hashState(record.state) ||
        (shown.view !== null && shown.view.seq !== record.state.seq)
      ) {
        this.problem(`the autosave resumes to move ${String(game?.state.seq)} (shown ${String(shown.view?.seq)}); ${where}`)
      }
    } finally {
      await fresh.session.dispose()
    }
  }

  /** The whole log built from the pushes is the snapshot's (after every call only its length and last entry). */
  checkLog(): void {
    if (!same(this.snapshot().log, this.log)) this.problem(`the log built from the pushes is not the snapshot's`)
  }

  // ---------------------------------------------------------------- helpers for commands

  snapshot(): SessionSnapshot {
    return this.service.getSnapshot() as SessionSnapshot
  }

  newSavePath(kind: number): string {
    const n = this.saves++
    switch (kind % 5) {
      case 0:
        return join(this.root, 'saves', `game-${n}.london`)
      case 1:
        return join(this.root, 'saves', `game-${n}`)
      case 2:
        return join(this.root, 'saves', 'game-0.london')
      case 3:
        return join(this.root, 'no-such-folder', `game-${n}.london`)
      default:
        return join(this.root, 'saves')
    }
  }

  async dispose(): Promise<void> {
    await this.session.dispose()
  }
}

/** The services composed exactly as createLondonService composes them, with the session kept for the checks. */
function composed(ctx: ServiceContext): { service: LondonService; session: SessionService } {
  const session = createSessionServices(ctx)
  return { service: { ...createAppService(ctx), ...session.channels }, session: session.session }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Which of the captured parts differ, and where the first difference is. */
function changed(before: string, after: string): string {
  const names = ['the snapshot', 'the settings', 'the autosave', 'the settings file']
  const a = JSON.parse(before) as unknown[]
  const b = JSON.parse(after) as unknown[]
  const parts = names.filter((_, i) => !same(a[i], b[i]))
  let at = 0
  while (at < before.length && before[at] === after[at]) at++
  return `${parts.join(', ')} (from …${before.slice(Math.max(0, at - 60), at + 40)}… to …${after.slice(Math.max(0, at - 60), at + 40)}…)`
}

function short(payload: unknown): string {
  const text = JSON.stringify(payload) ?? String(payload)
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

// ------------------------------------------------------------------ the commands

type Model = Record<string, never>

/** One command of the sequence: a name for the printed path, a run against the harness. */
class Command implements fc.AsyncCommand<Model, Harness> {
  constructor(
    private readonly name: string,
    private readonly body: (h: Harness) => Promise<unknown>,
  ) {}
  check(): boolean {
    return true
  }
  async run(_m: Model, h: Harness): Promise<void> {
    h.stats.commands++
    await this.body(h)
    await h.checkAutosave(true)
    h.checkLog()
    const problems = h.takeProblems()
    if (problems.length > 0) throw new Error(`after ${this.name}:\n  ${problems.join('\n  ')}`)
  }
  toString(): string {
    return this.name
  }
}

const cmd = (name: string, body: (h: Harness) => Promise<unknown>) => new Command(name, body)

/** The seq of the position on the table (0 without one). */
function tableSeq(h: Harness): number {
  return h.snapshot().view?.seq ?? 0
}

/** The human at the screen plays one legal move chosen by `pick` (confirming handovers and turn ends; bots and scoring steps run on). */
async function advance(h: Harness, pick: number): Promise<boolean> {
  const snap = h.snapshot()
  switch (snap.stage) {
    case 'human': {
      const legal = snap.legal
      if (legal.length === 0) return false
      const loanFree = legal.filter((a) => a.type !== 'takeLoan' && a.type !== 'stockExchange')
      const pool = loanFree.length > 0 && pick % 8 !== 0 ? loanFree : legal
      await h.call('act', { seq: snap.view!.seq, action: pool[pick % pool.length] })
      return true
    }
    case 'handover':
      await h.call('confirmHandover', undefined)
      return true
    case 'turnEnd':
      await h.call('confirmTurnEnd', undefined)
      return true
    case 'bot':
    case 'scoring':
      await h.tick(1)
      return true
    default:
      return false
  }
}

/** The channels that take no argument (whatever the contract has now). */
const noArgChannels = channelNames.filter((c) => v.safeParse(channels[c].request, undefined).success)

const seatPatterns: Record<string, SeatConfig[]> = {
  solo: [human('Ann'), bot('Bob')],
  solo4: [bot('Al', 'hard'), human('Ann'), bot('Bob', 'medium'), bot('Cy')],
  hotseat: [human('Ann'), human('Cy')],
  hotseatBots: [human('Ann'), bot('Bob'), human('Cy')],
  bots: [bot('Al'), bot('Bo')],
}

const garbage = fc.oneof(
  fc.anything({ maxDepth: 2, withNullPrototype: true, withObjectString: true }),
  fc.constantFrom(null, 0, -1, 1.5, '', 'x', [], {}, { seq: 0 }, { action: { type: 'drawDeck' } }, { __proto__: { a: 1 } }),
)

function commandArbitrary(): fc.Arbitrary<Command> {
  const pick = fc.nat({ max: 1_000_000 })
  const newGame = fc
    .record({
      edition: fc.constantFrom('second' as const, 'classic' as const),
      seats: fc.constantFrom(...Object.keys(seatPatterns)),
      seed: fc.option(fc.nat(), { nil: undefined, freq: 5 }),
    })
    .map(({ edition, seats, seed }) => {
      const req: NewGameRequest = { edition, seats: seatPatterns[seats]!, ...(seed === undefined ? {} : { seed }) }
      return cmd(`newGame ${edition} ${seats} ${seed ?? ''}`, (h) => h.call('newGame', req))
    })
  const badNewGame = fc
    .constantFrom<unknown>(
      { edition: 'second', seats: [human('A')] },
      { edition: 'third', seats: seatPatterns.solo },
      { edition: 'second', seats: [human(''), human('B')] },
      { edition: 'second', seats: [{ kind: 'bot', name: 'B' }, human('A')] },
      { edition: 'second', seats: seatPatterns.solo, seed: -1 },
      { edition: 'second', seats: seatPatterns.solo, extra: 1 },
    )
    .map((req) => cmd(`newGame bad ${short(req)}`, (h) => h.call('newGame', req, { mustRefuse: 'a bad new-game request' })))
  const actLegal = pick.map((p) => cmd(`act legal #${p}`, (h) => advance(h, p)))
  const actMany = fc.tuple(fc.integer({ min: 2, max: 6 }), pick).map(([n, p]) =>
    cmd(`play ${n} steps #${p}`, async (h) => {
      for (let i = 0; i < n; i++) if (!(await advance(h, p + i * 7919))) break
    }),
  )
  const actStale = fc.tuple(pick, fc.constantFrom(-3, -2, -1, 1, 2, 1000)).map(([p, d]) =>
    cmd(`act stale ${d} #${p}`, (h) => {
      const snap = h.snapshot()
      const action = snap.legal.length > 0 ? snap.legal[p % snap.legal.length] : { type: 'drawDeck' }
      return h.call('act', { seq: Math.max(0, tableSeq(h) + d), action })
    }),
  )
  const actIllegal = fc.tuple(pick, fc.constantFrom('card', 'type', 'district', 'onto', 'foreignTurn')).map(([p, how]) =>
    cmd(`act illegal ${how} #${p}`, (h) => {
      const snap = h.snapshot()
      const legal = snap.legal.length > 0 ? snap.legal[p % snap.legal.length]! : ({ type: 'endRun' } as Action)
      const types = ['takeLoan', 'repayLoan', 'drawDeck', 'stopDrawing', 'chooseDevelop', 'endDevelop', 'runDistrict', 'endRun']
      const action: unknown =
        how === 'card'
          ? { type: 'discard', card: p % 300 }
          : how === 'type'
            ? { type: types[p % types.length] }
            : how === 'district'
              ? { type: 'buyLand', district: p % 40 }
              : how === 'onto'
                ? { type: 'place', card: p % 300, spend: null, onto: p % 5 }
                : legal
      return h.call('act', { seq: tableSeq(h), action })
    }),
  )
  const actExtraField = fc.tuple(pick, fc.constantFrom(...PROTOTYPE_NAMES, 'admin')).map(([p, field]) =>
    cmd(`act with field ${field} #${p}`, (h) => {
      const snap = h.snapshot()
      const legal = snap.legal.length > 0 ? snap.legal[p % snap.legal.length]! : ({ type: 'drawDeck' } as Action)
      const action = JSON.parse(JSON.stringify(legal)) as Record<string, unknown>
      Object.defineProperty(action, field, { value: [], enumerable: true, configurable: true, writable: true })
      return h.call('act', { seq: tableSeq(h), action }, { mustRefuse: `an action with the field "${field}"` })
    }),
  )
  const actGarbage = fc
    .tuple(garbage, fc.boolean())
    .map(([g, wrapped]) => cmd(`act garbage ${short(g)} ${wrapped}`, (h) => h.call('act', wrapped ? { seq: tableSeq(h), action: g } : g)))
  const noArg = fc
    .tuple(fc.constantFrom(...noArgChannels), fc.option(garbage, { freq: 6 }))
    .map(([channel, g]) => cmd(`${channel}${g === null ? '' : ` ${short(g)}`}`, (h) => h.call(channel, g === null ? undefined : g)))
  const unknown = fc
    .constantFrom('nope', '__proto__', 'constructor', 'toString', 'dispose', 'settings')
    .map((channel) => cmd(`unknown channel ${channel}`, (h) => h.call(channel, undefined, { mustRefuse: 'an unknown channel' })))
  const save = fc.tuple(fc.constantFrom('save', 'saveAs'), fc.option(fc.nat(), { freq: 5 })).map(([channel, where]) =>
    cmd(`${channel} ${where === null ? 'cancel' : `to #${where % 5}`}`, async (h) => {
      h.dialogs.clear()
      h.dialogs.enqueue('save', where === null ? null : h.newSavePath(where))
      const r = await h.call(channel, undefined)
      h.dialogs.clear()
      const saved = r.ok ? (r.value as { saved: boolean; path: string | null }) : null
      if (saved?.saved && saved.path !== null) h.files.push({ name: saved.path, path: saved.path, good: true })
    }),
  )
  const open = fc.tuple(fc.constantFrom('open', 'openReplay'), fc.option(fc.nat(), { freq: 8 })).map(([channel, which]) =>
    cmd(`${channel} ${which === null ? 'cancel' : `file #${which}`}`, async (h) => {
      const file = which === null ? null : h.files[which % h.files.length]!
      h.dialogs.clear()
      h.dialogs.enqueue('open', file?.path ?? null)
      await h.call(
        channel,
        undefined,
        file === null ? {} : file.good ? { mustAccept: `the good save ${file.name}` } : { mustRefuse: `the damaged file ${file.name}` },
      )
      h.dialogs.clear()
    }),
  )
  const replayShow = fc
    .record(
      {
        seq: fc.oneof(fc.nat({ max: 700 }), fc.constantFrom(-1, 1.5, 'end', 1e9)),
        seat: fc.oneof(fc.nat({ max: 4 }), fc.constant(9)),
        all: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .chain((show) => fc.tuple(fc.constant(show), fc.boolean(), fc.option(garbage, { freq: 8 })))
    .map(([show, relative, g]) =>
      cmd(`replayShow ${g === null ? short(show) : short(g)}${relative ? ' relative' : ''}`, (h) => {
        const replay = h.snapshot().replay
        const payload: unknown =
          g !== null ? g : relative && replay && typeof show.seq === 'number' ? { ...show, seq: show.seq % (replay.length + 2) } : show
        return h.call('replayShow', payload)
      }),
    )
  const review = fc
    .record({ seat: fc.oneof(fc.nat({ max: 3 }), fc.constant(7)), depth: fc.constantFrom('quick', 'standard', 'deep', 'shallow') })
    .map((req) => cmd(`startReview ${short(req)}`, (h) => h.call('startReview', req)))
  const goodSettings = fc.constantFrom<unknown>(
    { language: 'fr' },
    { language: 'pt', animationSpeed: 'fast', botSpeed: 'fast' },
    { animationSpeed: 'normal' },
    { animationSpeed: 'off', botSpeed: 'instant' },
    { botSpeed: 'step' },
    { botSpeed: 'normal' },
    { confirmTurnEnd: false },
    { confirmTurnEnd: true },
    { defaultSeats: seatPatterns.hotseatBots },
    { window: { width: 800, height: 600, x: -10, y: 20 } },
    {},
  )
  const badSettings = fc.constantFrom<unknown>(
    { language: 'de' },
    { animationSpeed: 'slow' },
    { botSpeed: 'slow' },
    { botSpeed: 1 },
    { botDelayMs: 0 },
    { confirmTurnEnd: 'yes' },
    { defaultSeats: [human('A')] },
    { window: { width: 1, height: 600 } },
    { theme: 'dark' },
    { constructor: [] },
    'fr',
    [],
    [{ language: 'fr' }],
  )
  const settings = fc.oneof(
    goodSettings.map((p) => cmd(`setSettings ${short(p)}`, (h) => h.call('setSettings', p))),
    badSettings.map((p) => cmd(`setSettings bad ${short(p)}`, (h) => h.call('setSettings', p, { mustRefuse: 'bad settings' }))),
  )
  const tick = fc.integer({ min: 1, max: 4 }).map((n) => cmd(`tick ${n}`, (h) => h.tick(n)))
  const botsPlay = fc.constant(
    cmd('let the bots and the scoring run', async (h) => {
      for (let i = 0; i < 12 && ['bot', 'scoring'].includes(h.snapshot().stage); i++) await h.tick(1)
    }),
  )
  const reviewSave = fc.tuple(pick, fc.constantFrom('quick', 'standard', 'deep'), fc.integer({ min: 0, max: 3 })).map(([p, depth, ticks]) =>
    cmd(`review a good save #${p} ${depth} ${ticks}`, async (h) => {
      const good = h.files.filter((f) => f.good)
      const file = good[p % good.length]!
      h.dialogs.clear()
      h.dialogs.enqueue('open', file.path)
      const opened = await h.call('openReplay', undefined, { mustAccept: `the good save ${file.name}` })
      h.dialogs.clear()
      if (opened.ok) await h.call('startReview', { seat: p % 2, depth })
      await h.tick(ticks)
    }),
  )
  const guided = fc.oneof(
    fc.constant(cmd('newGuidedGame', (h) => h.call('newGuidedGame', { you: 'Ann', bot: 'Bob' }))),
    garbage.map((g) => cmd(`newGuidedGame ${short(g)}`, (h) => h.call('newGuidedGame', g))),
  )
  return fc.oneof(
    { arbitrary: newGame, weight: 6 },
    { arbitrary: badNewGame, weight: 1 },
    { arbitrary: guided, weight: 1 },
    { arbitrary: actLegal, weight: 24 },
    { arbitrary: actMany, weight: 8 },
    { arbitrary: actStale, weight: 3 },
    { arbitrary: actIllegal, weight: 3 },
    { arbitrary: actExtraField, weight: 2 },
    { arbitrary: actGarbage, weight: 2 },
    { arbitrary: noArg, weight: 20 },
    { arbitrary: unknown, weight: 1 },
    { arbitrary: save, weight: 3 },
    { arbitrary: open, weight: 8 },
    { arbitrary: replayShow, weight: 8 },
    { arbitrary: review, weight: 3 },
    { arbitrary: reviewSave, weight: 1 },
    { arbitrary: settings, weight: 3 },
    { arbitrary: tick, weight: 8 },
    { arbitrary: botsPlay, weight: 3 },
  )
}

// ------------------------------------------------------------------ the run

describe('session fuzz', () => {
  let root = ''
  beforeAll(() => {
    // a memory file system when there is one: every autosave is fsynced, and on a disk that is most of the time
    const base = existsSync('/dev/shm') && statSync('/dev/shm').isDirectory() ? '/dev/shm' : tmpdir()
    root = mkdtempSync(join(base, 'london-fuzz-'))
  })
  afterAll(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    rmSync(root, { recursive: true, force: true })
  })

  it('is composed as createLondonService composes the services', () => {
    const ctx: ServiceContext = {
      version: '0',
      host: 'node',
      emit: () => {},
      storage: createJsonFileStore(join(root, 'compose-settings.json')),
      statisticsStorage: createJsonFileStore(join(root, 'compose-statistics.json')),
      userDataDir: join(root, 'compose'),
      dialogs: new ScriptedDialogs(),
      bot: new EasyBot(),
    }
    const real = Object.keys(createLondonService(ctx)).filter((k) => k !== 'dispose' && k !== 'settings')
    const ours = Object.keys(composed(ctx).service).sort()
    expect(ours).toEqual(real.sort())
    expect(ours).toEqual([...channelNames].sort())
  })

  it(`keeps every invariant over at least ${MIN_COMMANDS} random commands in every state`, async () => {
    const files = makeFiles(join(root, 'files'))
    const stats: Stats = {
      commands: 0,
      calls: 0,
      runs: 0,
      resumes: 0,
      states: Object.fromEntries(STATES.map((s) => [s, 0])) as Stats['states'],
    }
    const crashes: string[] = []
    const onCrash = (err: unknown) => crashes.push(err instanceof Error ? (err.stack ?? err.message) : String(err))
    process.on('uncaughtException', onCrash)
    process.on('unhandledRejection', onCrash)
    // random seeds (a new game without one, a rematch, the bots' salt) from the run's own dice, so a seed replays
    let dice = new Rng(SEED)
    vi.spyOn(webcrypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) for (let i = 0; i < array.length; i++) array[i] = dice.int(0x1_0000_0000) >>> 0
      return array
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate'] })
    const started = performance.now()
    let run = 0
    try {
      await fc.assert(
        fc.asyncProperty(fc.commands([commandArbitrary()], { maxCommands: MAX_COMMANDS, size: 'max' }), async (commands) => {
          const folder = join(root, `run-${run++}`)
          dice = new Rng((SEED ^ run) >>> 0)
          const h = new Harness(folder, files.slice(), stats)
          stats.runs++
          try {
            await fc.asyncModelRun(() => ({ model: {}, real: h }), commands)
            if (crashes.length > 0) throw new Error(`the process would have died:\n${crashes.splice(0).join('\n')}`)
          } finally {
            await h.dispose()
            vi.clearAllTimers()
            rmSync(folder, { recursive: true, force: true })
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: false, verbose: 1 },
      )
    } catch (err) {
      console.error(`session fuzz failed: FUZZ_SEED=${SEED} (the shrunk commands and fast-check's seed and path are below)`)
      throw err
    } finally {
      process.off('uncaughtException', onCrash)
      process.off('unhandledRejection', onCrash)
      vi.useRealTimers()
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const reached = STATES.map((s) => `${s} ${stats.states[s]}`).join(', ')
    console.log(
      `session fuzz: ${stats.commands} commands (${stats.calls} IPC calls, ${stats.resumes} autosave resumes) in ${stats.runs} runs, seed ${SEED}, ${seconds} s, states reached: ${reached}`,
    )
    expect(stats.commands).toBeGreaterThanOrEqual(MIN_COMMANDS)
    for (const s of STATES) expect(stats.states[s], `state ${s} never reached`).toBeGreaterThan(0)
  }, 900_000)
})
