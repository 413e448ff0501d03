/**
 * The game session in the main process: one game at a time, driven by the
 * statechart (turn-machine.ts), with the rules engine as the only judge of
 * moves. Humans act through `act`; bots are asked through a BotPlayer with
 * their own view only; hot-seat handovers hide the table; undo, saves,
 * autosave. No Electron imports (runs in Electron and in the Node e2e host).
 */
import { webcrypto } from 'node:crypto'
import { createActor } from 'xstate'
import {
  apply,
  createGame,
  legalActions,
  view,
  viewEvent,
  revealsHidden,
  type Action,
  type ApplyResult,
  type GameEvent,
  type GameState,
  type Seat,
} from '../../src-shared/engine/index'
import { SaveError, makeSave, type SaveFile } from '../../src-shared/save-format'
import type { LogEntry, NewGameRequest, SeatConfig, SessionSnapshot, Settings } from '../../src-shared/session'
import { ServiceError } from '../../src-shared/ipc/handle'
import type { AutosaveInfo, OpenResult, SaveResult } from '../../src-shared/ipc/contract'
import type { AtomicFs } from './atomic-write'
import { BOT_BUDGET_MS, type BotPlayer } from './bot-player'
import type { DialogProvider } from './dialogs'
import { autosavePath, readSaveFile, removeFile, withSaveExtension, writeSaveFile } from './saves'
import { checkSeats, cleanSeats } from './settings'
import { chartStateString, scoringStepOf, sessionMachine, soleHuman, stageOf, type ChosenAction } from './turn-machine'

/** One applied action, with what it did. */
interface Step {
  readonly action: Action
  readonly events: readonly GameEvent[]
  /** who acted, and in which turn (turnNumber before the action) */
  readonly seat: Seat
  readonly turn: number
  readonly after: GameState
}

export interface SessionDeps {
  /** the folder for autosave.london */
  userDataDir: string
  dialogs: DialogProvider
  bot: BotPlayer
  settings: () => Settings
  /** push a snapshot to the renderer(s) */
  emit: (snapshot: SessionSnapshot) => void
  /** waits ms (tests pass an instant one); `isCancelled` lets long waits stop early */
  sleep?: (ms: number) => Promise<void>
  now?: () => Date
  randomSeed?: () => number
  /** unexpected problems that must not stop the game (bot failures, autosave errors) */
  onError?: (what: string, err: unknown) => void
  /** file operations for saves (tests make them fail) */
  fs?: AtomicFs
}

export type { AutosaveInfo, OpenResult, SaveResult }

const SCORING_STEP_MS: Readonly<Record<Settings['animationSpeed'], number>> = { off: 0, fast: 350, normal: 900 }

/** A seed for the bot's own randomness, different for every decision of a game. */
/** Seeds a bot's own dice. Never derived from the game seed: that would tell the bot the deck order. */
function botSeed(salt: number, game: GameState): number {
  let h = (salt ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ (game.seq + 1), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

const defaultSleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms))

export class SessionService {
  private readonly actor = createActor(sessionMachine)
  private start: GameState | null = null
  private steps: Step[] = []
  private seats: SeatConfig[] = []
  private savePath: string | null = null
  private unsaved = false
  /** bumped by new game / load / quit: stale bot answers and timers are dropped */
  private generation = 0
  private botBusy = false
  private scoringBusy = false
  private pendingAutosave: { save: SaveFile | null } | null = null
  private autosaving: Promise<void> | null = null
  private disposed = false
  private readonly sleep: (ms: number) => Promise<void>
  private readonly now: () => Date
  private readonly onError: (what: string, err: unknown) => void
  private readonly botSalt: number

  constructor(private readonly deps: SessionDeps) {
    this.actor.start()
    this.botSalt = this.randomSeed()
    this.sleep = deps.sleep ?? defaultSleep
    this.now = deps.now ?? (() => new Date())
    this.onError = deps.onError ?? ((what, err) => console.error(`[session] ${what}:`, err))
  }

  // ------------------------------------------------------------------ reads

  /** The current position (null before a game). */
  get game(): GameState | null {
    return this.steps.length > 0 ? this.steps[this.steps.length - 1]!.after : this.start
  }

  /** The actions applied so far (the save's action list). */
  get actions(): readonly Action[] {
    return this.steps.map((s) => s.action)
  }

  get chart() {
    return this.actor.getSnapshot()
  }

  getSnapshot(): SessionSnapshot {
    const chart = this.actor.getSnapshot()
    const stage = stageOf(chart)
    const game = this.game
    if (stage === 'setup' || game === null) {
      return {
        stage: 'setup',
        chartState: chartStateString(chart),
        seats: [],
        viewer: null,
        view: null,
        legal: [],
        handoverTo: null,
        log: [],
        canUndo: false,
        prestigeHistory: [],
        result: null,
        savePath: null,
        unsaved: false,
      }
    }
    const viewer = stage === 'handover' ? null : this.viewerSeat()
    const log: LogEntry[] = []
    const prestigeHistory: number[][] = []
    for (const step of this.steps) {
      for (const e of step.events) log.push({ turn: step.turn, event: viewEvent(e, viewer ?? -1) })
      if (step.events.some((e) => e.t === 'endTurn')) prestigeHistory.push(step.after.players.map((p) => p.prestige))
    }
    const scoringStep = scoringStepOf(chart)
    return {
      stage,
      chartState: chartStateString(chart),
      seats: this.seats,
      viewer,
      view: viewer === null ? null : view(game, viewer),
      legal: stage === 'human' && viewer === game.current ? legalActions(game) : [],
      handoverTo: stage === 'handover' ? game.current : null,
      log,
      canUndo: this.canUndo(),
      prestigeHistory,
      result: stage === 'scoring' || stage === 'over' ? game.result : null,
      savePath: this.savePath,
      unsaved: this.unsaved,
      ...(scoringStep !== null ? { scoringStep } : {}),
    }
  }

  /** Whose view the screen shows (outside handovers). */
  private viewerSeat(): Seat | null {
    const sole = soleHuman(this.seats)
    if (sole !== null) return sole
    if (!this.seats.some((s) => s.kind === 'human')) return 0 // bots only: watch seat 1's side
    return this.actor.getSnapshot().context.atScreen
  }

  private canUndo(): boolean {
    const game = this.game
    const last = this.steps[this.steps.length - 1]
    if (!game || !last || stageOf(this.actor.getSnapshot()) !== 'human') return false
    return (
      last.turn === game.turnNumber &&
      last.seat === game.current &&
      this.seats[last.seat]?.kind === 'human' &&
      this.viewerSeat() === last.seat &&
      !last.events.some(revealsHidden)
    )
  }

  /** The action chosen so far in the current turn (for the chart after undo/load). */
  private chosenNow(): ChosenAction {
    const game = this.game
    if (!game) return null
    let chosen: ChosenAction = null
    for (let i = this.steps.length - 1; i >= 0 && this.steps[i]!.turn === game.turnNumber; i--) {
      const e = this.steps[i]!.events.find((x) => x.t === 'chooseAction')
      if (e && e.t === 'chooseAction') {
        chosen = e.action
        break
      }
    }
    return chosen
  }

  // ------------------------------------------------------------------ commands

  newGame(req: NewGameRequest): SessionSnapshot {
    if (req.edition !== 'second' && req.edition !== 'classic')
      throw new ServiceError('BAD_REQUEST', 'The edition must be "second" or "classic".')
    const problem = checkSeats(req.seats)
    if (problem) throw new ServiceError('BAD_REQUEST', `Seats: ${problem}.`)
    if (req.seed !== undefined && (!Number.isInteger(req.seed) || req.seed < 0 || req.seed > 0xffffffff)) {
      throw new ServiceError('BAD_REQUEST', 'The seed must be a whole number from 0 to 4294967295.')
    }
    const seed = req.seed ?? this.randomSeed()
    const game = createGame({ edition: req.edition, players: req.seats.length, seed })
    this.begin(game, [], cleanSeats(req.seats), null)
    this.unsaved = false
    return this.changed()
  }

  act(req: { seq: number; action: unknown }): SessionSnapshot {
    const game = this.requireGame()
    const stage = stageOf(this.actor.getSnapshot())
    if (stage === 'handover') throw new ServiceError('NOT_YOUR_TURN', `Pass the screen to ${this.seats[game.current]!.name} first.`)
    if (stage === 'bot') throw new ServiceError('NOT_YOUR_TURN', `${this.seats[game.current]!.name} (bot) is deciding.`)
    if (stage !== 'human') throw new ServiceError('GAME_OVER', 'The game is over.')
    const r = apply(game, req.action, req.seq)
    if (!r.ok) throw new ServiceError(r.error.code === 'stale' ? 'STALE' : 'ILLEGAL_MOVE', r.error.message)
    this.record(game, req.action as Action, r)
    return this.changed()
  }

  undo(): SessionSnapshot {
    this.requireGame()
    if (!this.canUndo())
      throw new ServiceError('CANNOT_UNDO', 'There is nothing to undo: your turn has not started or it revealed new cards since.')
    this.steps.pop()
    this.actor.send({ type: 'RESTORE', game: this.game!, chosen: this.chosenNow() })
    this.unsaved = true
    return this.changed()
  }

  confirmHandover(): SessionSnapshot {
    this.requireGame()
    if (stageOf(this.actor.getSnapshot()) !== 'handover') throw new ServiceError('NO_HANDOVER', 'No one is waiting for the screen.')
    this.actor.send({ type: 'CONFIRM_HANDOVER' })
    return this.changed(false)
  }

  quitGame(): SessionSnapshot {
    this.cancelWork()
    this.actor.send({ type: 'QUIT' })
    this.start = null
    this.steps = []
    this.seats = []
    this.savePath = null
    this.unsaved = false
    return this.changed(false)
  }

  async save(): Promise<SaveResult> {
    this.requireGame()
    if (this.savePath === null) return this.saveAs()
    await this.writeTo(this.savePath)
    return { saved: true, path: this.savePath }
  }

  async saveAs(): Promise<SaveResult> {
    const game = this.requireGame()
    const chosen = await this.deps.dialogs.chooseSavePath(`London ${game.options.edition} ${this.now().toISOString().slice(0, 10)}.london`)
    if (chosen === null) return { saved: false, path: null }
    const path = withSaveExtension(chosen)
    await this.writeTo(path)
    return { saved: true, path }
  }

  async open(): Promise<OpenResult> {
    const path = await this.deps.dialogs.chooseOpenPath()
    if (path === null) return { opened: false, snapshot: this.getSnapshot() }
    const loaded = await this.readOrRefuse(path)
    this.load(loaded.save, path)
    // the opened game becomes the one to resume
    return { opened: true, snapshot: this.changed() }
  }

  async autosaveInfo(): Promise<AutosaveInfo | null> {
    await this.flushAutosave()
    let loaded: { save: SaveFile; state: GameState }
    try {
      loaded = await readSaveFile(autosavePath(this.deps.userDataDir))
    } catch (err) {
      if (!(err instanceof SaveError) || !/ENOENT/.test(err.message)) this.onError('autosave unreadable', err)
      return null
    }
    const { save, state } = loaded
    if (state.phase.kind === 'over') return null
    return {
      savedAt: typeof save.savedAt === 'string' ? save.savedAt : null,
      edition: save.edition,
      seats: cleanSeats(save.seats),
      turnNumber: state.turnNumber,
      finalRound: state.lastTurnSeat !== null,
    }
  }

  async resumeAutosave(): Promise<SessionSnapshot> {
    await this.flushAutosave()
    const loaded = await this.readOrRefuse(autosavePath(this.deps.userDataDir))
    this.load(loaded.save, null)
    this.unsaved = true
    return this.changed(false)
  }

  /** Stops bots and timers and writes the pending autosave (app quit). */
  async dispose(): Promise<void> {
    this.cancelWork()
    this.disposed = true
    this.deps.bot.dispose()
    await this.flushAutosave()
    this.actor.stop()
  }

  /** Tests: resolves once bots, scoring steps and autosaves are quiet. */
  async settle(maxMs = 20_000): Promise<void> {
    const until = Date.now() + maxMs
    for (;;) {
      await this.flushAutosave()
      if (!this.botBusy && !this.scoringBusy && this.autosaving === null) return
      if (Date.now() > until) throw new Error('session did not settle')
      await new Promise((ok) => setTimeout(ok, 1))
    }
  }

  // ------------------------------------------------------------------ internals

  private requireGame(): GameState {
    const game = this.game
    if (game === null || stageOf(this.actor.getSnapshot()) === 'setup') throw new ServiceError('NO_GAME', 'No game is in progress.')
    return game
  }

  private randomSeed(): number {
    return this.deps.randomSeed ? this.deps.randomSeed() >>> 0 : webcrypto.getRandomValues(new Uint32Array(1))[0]!
  }

  private begin(start: GameState, steps: Step[], seats: SeatConfig[], savePath: string | null): void {
    this.cancelWork()
    this.start = start
    this.steps = steps
    this.seats = seats
    this.savePath = savePath
    this.actor.send({ type: 'START', game: this.game!, seats, atScreen: soleHuman(seats), chosen: this.chosenNow() })
  }

  private record(before: GameState, action: Action, r: Extract<ApplyResult, { ok: true }>): void {
    // store a plain copy of what the engine accepted (the save's action list)
    const clean = JSON.parse(JSON.stringify(action)) as Action
    this.steps.push({ action: clean, events: r.events, seat: before.current, turn: before.turnNumber, after: r.state })
    this.unsaved = true
    this.actor.send({ type: 'APPLIED', game: r.state, events: r.events })
  }

  /** Loads a verified save: rebuilds the steps (log, undo) by replaying its actions. */
  private load(save: SaveFile, path: string | null): void {
    const start = createGame({ edition: save.edition, players: save.seats.length, seed: save.seed })
    const steps: Step[] = []
    let game = start
    for (const a of save.actions) {
      const r = apply(game, a)
      if (!r.ok) throw new ServiceError('BAD_SAVE', 'The save is damaged or was altered: a move is not legal.')
      steps.push({ action: a as Action, events: r.events, seat: game.current, turn: game.turnNumber, after: r.state })
      game = r.state
    }
    this.begin(start, steps, cleanSeats(save.seats), path)
    this.unsaved = false
  }

  private async readOrRefuse(path: string): Promise<{ save: SaveFile; state: GameState }> {
    try {
      return await readSaveFile(path)
    } catch (err) {
      if (err instanceof SaveError) throw new ServiceError('BAD_SAVE', err.message)
      throw err
    }
  }

  private makeSave(): SaveFile {
    return makeSave(this.game!, this.seats, this.actions, this.now().toISOString())
  }

  private async writeTo(path: string): Promise<void> {
    const save = this.makeSave()
    try {
      await writeSaveFile(path, save, this.deps.fs)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      throw new ServiceError(
        'SAVE_FAILED',
        `The game could not be saved to ${path}${code ? ` (${code})` : ''}. The previous file, if any, is unchanged.`,
      )
    }
    this.savePath = path
    this.unsaved = false
    this.emitSnapshot()
  }

  /** After every change: push the snapshot, autosave, and let bots / scoring continue. */
  private changed(autosave = true): SessionSnapshot {
    const snap = this.emitSnapshot()
    if (autosave) this.queueAutosave()
    this.pump()
    return snap
  }

  private emitSnapshot(): SessionSnapshot {
    const snap = this.getSnapshot()
    if (!this.disposed) this.deps.emit(snap)
    return snap
  }

  private cancelWork(): void {
    this.generation++
    if (this.botBusy) this.deps.bot.cancel()
    this.botBusy = false
    this.scoringBusy = false
  }

  private pump(): void {
    if (this.disposed) return
    const stage = stageOf(this.actor.getSnapshot())
    if (stage === 'bot' && !this.botBusy) {
      this.botBusy = true
      const gen = this.generation
      void this.botTurn(gen)
        .catch((err: unknown) => this.onError('bot turn failed', err))
        .finally(() => {
          if (gen !== this.generation) return
          this.botBusy = false
          this.pump()
        })
    }
    if (stage === 'scoring' && !this.scoringBusy) {
      this.scoringBusy = true
      const gen = this.generation
      void this.sleep(SCORING_STEP_MS[this.deps.settings().animationSpeed]).then(() => {
        if (gen !== this.generation) return
        this.scoringBusy = false
        this.actor.send({ type: 'SCORING_NEXT' })
        this.changed(false)
      })
    }
  }

  private async botTurn(gen: number): Promise<void> {
    const game = this.game!
    const seat = game.current
    const cfg = this.seats[seat]!
    const level = cfg.level ?? 'medium'
    const started = Date.now()
    let action: unknown = null
    try {
      // the view holds everything the bot's seat has seen (GameState.known): no separate memory
      action = await this.deps.bot.choose({
        view: view(game, seat),
        level,
        budgetMs: BOT_BUDGET_MS[level],
        seed: botSeed(this.botSalt, game),
      })
    } catch (err) {
      if (gen !== this.generation) return
      this.onError(`bot ${cfg.name} failed to choose`, err)
    }
    const wait = this.deps.settings().botDelayMs - (Date.now() - started)
    if (wait > 0) await this.sleep(wait)
    // let IPC requests in between bot moves, however fast the bot answers
    else await new Promise<void>((ok) => setImmediate(ok))
    if (gen !== this.generation || this.game !== game) return
    let r = action === null ? null : apply(game, action, game.seq)
    if (r === null || !r.ok) {
      if (r && !r.ok) this.onError(`bot ${cfg.name} chose an illegal move`, new Error(`${r.error.message} ${JSON.stringify(action)}`))
      // never let a faulty bot stall the game: take the first legal move that is not a loan
      const legal = legalActions(game)
      action = legal.find((a) => a.type !== 'takeLoan') ?? legal[0]
      r = apply(game, action, game.seq)
      if (!r.ok) throw new Error(`no legal move for ${cfg.name}: ${r.error.message}`)
    }
    this.record(game, action as Action, r)
    this.changed()
  }

  // ------------------------------------------------------------------ autosave

  private queueAutosave(): void {
    const game = this.game
    if (!game) return
    // a finished game has nothing to resume
    this.pendingAutosave = { save: game.phase.kind === 'over' ? null : this.makeSave() }
    if (this.autosaving === null) this.autosaving = this.runAutosave()
  }

  private async runAutosave(): Promise<void> {
    const path = autosavePath(this.deps.userDataDir)
    while (this.pendingAutosave !== null) {
      const { save } = this.pendingAutosave
      this.pendingAutosave = null
      try {
        if (save === null) await removeFile(path)
        else await writeSaveFile(path, save, this.deps.fs)
      } catch (err) {
        this.onError('autosave failed', err)
      }
    }
    this.autosaving = null
  }

  private async flushAutosave(): Promise<void> {
    while (this.autosaving !== null) await this.autosaving
  }
}
