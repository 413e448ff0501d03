/**
 * The session service: a thin adapter between the IPC channels and the session chart (session-chart.ts), which
 * conducts the game. Commands become chart events; a command that changed the game is answered only once its
 * autosave is durable; every change of the chart is pushed once (session-view.ts shapes it, the log as appended
 * entries). File dialogs and save files are read and written here. No Electron imports.
 */
import { webcrypto } from 'node:crypto'
import { basename } from 'node:path'
import { createActor, type Actor } from 'xstate'
import type { Action } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import { guidedGameRequest } from '../../src-shared/guided-game'
import type { AutosaveInfo, IpcError, OpenResult, SaveResult, UserDataNotice } from '../../src-shared/ipc/contract'
import { ServiceError } from '../../src-shared/ipc/handle'
import type {
  Ack,
  ActResult,
  GuidedGameRequest,
  NewGameRequest,
  ReplayShow,
  ReviewRequest,
  SessionSnapshot,
  SessionUpdate,
  Settings,
} from '../../src-shared/session'
import { finishedGameKey, type FinishedGame } from '../../src-shared/statistics'
import { InlineAnalyst, type Analyst } from './analyst'
import type { AtomicFs } from './atomic-write'
import { Autosaver } from './autosave'
import type { BotPlayer } from './bot-player'
import type { DialogProvider } from './dialogs'
import { autosavePath, openGame, saveGame, saveTarget } from './saves'
import { createSessionChart, type ChartEvent, type Command, type SessionChart, type SessionChartSnapshot } from './session-chart'
import { sleepUnlessAborted } from './session-rules'
import { UpdateBuilder, sessionLog, sessionState } from './session-view'

export interface SessionDeps {
  /** the folder for autosave.london */
  userDataDir: string
  dialogs: DialogProvider
  bot: BotPlayer
  /** hints and reviews: the bot worker (omitted: in this process, a decision at a time) */
  analyst?: Analyst
  settings: () => Settings
  /** pushes a change to the renderer(s) */
  emit: (update: SessionUpdate) => void
  /** waits ms, or less when aborted (tests pass an instant one) */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  now?: () => Date
  randomSeed?: () => number
  /** unexpected problems that must not stop the game (bot failures, autosave errors) */
  onError?: (what: string, err: unknown) => void
  /** file operations for saves and the autosave (tests make them fail) */
  fs?: AtomicFs
  /** a game was played to its end here (statistics); called once its autosave is removed, resolves when stored */
  onFinished?: (game: FinishedGame) => Promise<void> | void
}

export type { AutosaveInfo, OpenResult, SaveResult }

export class SessionService {
  private readonly chartLogic: SessionChart
  /** the running chart (a new one takes over if it fails: restore) */
  private actor: Actor<SessionChart>
  /** hints and reviews (cancelled when a failed chart leaves them behind) */
  private readonly analyst: Analyst
  /** the chart's revision when it was last restored from its record, until it changes again (null: not restoring) */
  private restoredAt: number | null = null
  private readonly autosaver: Autosaver
  private readonly now: () => Date
  private readonly onError: (what: string, err: unknown) => void
  /** builds each push from the last one (its log appended) */
  private readonly updates = new UpdateBuilder()
  private publishing: Promise<void> | null = null
  /** the finished game being recorded (a command's reply waits for it) */
  private finishing: Promise<void> = Promise.resolve()
  private disposed = false

  constructor(private readonly deps: SessionDeps) {
    this.now = deps.now ?? (() => new Date())
    this.onError = deps.onError ?? ((what, err) => console.error(`[session] ${what}:`, err))
    this.autosaver = new Autosaver(autosavePath(deps.userDataDir), deps.userDataDir, { fs: deps.fs, now: this.now, onError: this.onError })
    this.analyst = deps.analyst ?? new InlineAnalyst()
    this.chartLogic = createSessionChart({
      bot: deps.bot,
      analyst: this.analyst,
      settings: deps.settings,
      autosave: (content) => this.autosaver.write(content),
      now: this.now,
      botSalt: this.randomSeed(),
      onError: this.onError,
      sleep: deps.sleep ?? sleepUnlessAborted,
      finished: (record) => this.finished(record),
    })
    this.actor = this.startChart(0)
  }

  // ------------------------------------------------------------------ reads

  get chart(): SessionChartSnapshot {
    return this.actor.getSnapshot()
  }

  /** The game (null before one); tests read it. */
  get record(): GameRecord | null {
    return this.chart.context.record
  }

  getSnapshot(): SessionSnapshot {
    const s = this.chart
    return { ...sessionState(s, s.context.revision), log: sessionLog(s).slice() }
  }

  // ------------------------------------------------------------------ commands

  async newGame(req: NewGameRequest, guided = false): Promise<Ack> {
    const seed = req.seed ?? this.randomSeed()
    const record = GameRecord.create({ edition: req.edition, players: req.seats.length, seed }, req.seats, { guided })
    await this.deliver({ type: 'START', record, savePath: null, unsaved: false, autosave: true })
    return this.durable(this.revision)
  }

  /** The guided first game: a real game (fixed deal, one Easy bot) whose snapshot says `guided`. */
  async newGuidedGame(names: GuidedGameRequest): Promise<Ack> {
    return this.newGame(guidedGameRequest(names), true)
  }

  async act(req: { seq: number; action: Action }): Promise<ActResult> {
    await this.command({ type: 'ACT', seq: req.seq, action: req.action })
    // the position the move led to (bots may move on while the autosave is written)
    const seq = this.record!.state.seq
    return { ...(await this.durable(this.revision)), seq }
  }

  async undo(): Promise<Ack> {
    await this.command({ type: 'UNDO' })
    return this.durable(this.revision)
  }

  async confirmHandover(): Promise<Ack> {
    await this.command({ type: 'CONFIRM_HANDOVER' })
    return this.durable(this.revision)
  }

  async confirmTurnEnd(): Promise<Ack> {
    await this.command({ type: 'CONFIRM_TURN_END' })
    return this.durable(this.revision)
  }

  /** The same seats again with a new seed (once the game is over). */
  async rematch(): Promise<Ack> {
    await this.command({ type: 'REMATCH', seed: this.randomSeed() })
    return this.durable(this.revision)
  }

  async quitGame(): Promise<Ack> {
    await this.deliver({ type: 'QUIT' })
    return this.durable(this.revision)
  }

  async save(): Promise<SaveResult> {
    const path = this.requireGame().savePath
    return path === null ? this.saveAs() : this.writeTo(path)
  }

  async saveAs(): Promise<SaveResult> {
    const edition = this.requireGame().record!.options.edition
    const chosen = await this.deps.dialogs.chooseSavePath(`London ${edition} ${this.now().toISOString().slice(0, 10)}.london`)
    const path = chosen === null ? null : await saveTarget(chosen, (p) => this.deps.dialogs.confirmOverwrite(p))
    return path === null ? { saved: false, path: null } : this.writeTo(path)
  }

  async open(): Promise<OpenResult> {
    const path = await this.deps.dialogs.chooseOpenPath()
    if (path === null) return { opened: false, rev: this.revision }
    const record = await openGame(path)
    // the opened game becomes the one to resume
    await this.deliver({ type: 'START', record, savePath: path, unsaved: false, autosave: true })
    return { opened: true, ...(await this.durable(this.revision)) }
  }

  async autosaveInfo(): Promise<AutosaveInfo | null> {
    await this.autosaver.flush().catch(() => {})
    return this.autosaver.info()
  }

  /** A damaged autosave kept aside (at launch, or when it was read): the start screen tells the player. */
  autosaveNotice(): Promise<UserDataNotice | null> {
    return this.autosaver.notice()
  }

  async resumeAutosave(): Promise<Ack> {
    await this.autosaver.flush().catch(() => {})
    const record = await openGame(autosavePath(this.deps.userDataDir))
    await this.deliver({ type: 'START', record, savePath: null, unsaved: true, autosave: false })
    return this.durable(this.revision)
  }

  // ------------------------------------------------------------------ hints, replays, reviews

  async hint(): Promise<Ack> {
    await this.command({ type: 'HINT' })
    return this.durable(this.revision)
  }

  async cancelHint(): Promise<Ack> {
    await this.command({ type: 'CANCEL_HINT' })
    return this.durable(this.revision)
  }

  /** Asks for a save and shows it as a replay; a damaged or newer save is refused (BAD_SAVE) and nothing changes. */
  async openReplay(): Promise<OpenResult> {
    const path = await this.deps.dialogs.chooseOpenPath()
    if (path === null) return { opened: false, rev: this.revision }
    const record = await openGame(path)
    await this.command({ type: 'REPLAY', record, source: basename(path) })
    return { opened: true, ...(await this.durable(this.revision)) }
  }

  async replayGame(): Promise<Ack> {
    await this.command({
      type: 'REPLAY',
      record: null,
      source: this.chart.context.savePath === null ? null : basename(this.chart.context.savePath),
    })
    return this.durable(this.revision)
  }

  async replayShow(req: ReplayShow): Promise<Ack> {
    await this.command({ type: 'SHOW', ...req })
    return this.durable(this.revision)
  }

  async startReview(req: ReviewRequest): Promise<Ack> {
    await this.command({ type: 'START_REVIEW', seat: req.seat, depth: req.depth })
    return this.durable(this.revision)
  }

  async cancelReview(): Promise<Ack> {
    await this.command({ type: 'CANCEL_REVIEW' })
    return this.durable(this.revision)
  }

  /** A new game from the replay's position (autosaved before the answer, like every new game). */
  async playOn(): Promise<Ack> {
    await this.command({ type: 'PLAY_ON' })
    return this.durable(this.revision)
  }

  async closeReplay(): Promise<Ack> {
    await this.command({ type: 'CLOSE_REPLAY' })
    return this.durable(this.revision)
  }

  /** Stops bots and timers and waits for the last autosave and push (every way of quitting calls this). */
  async dispose(): Promise<void> {
    if (this.disposed) return
    this.actor.stop()
    this.deps.bot.dispose()
    await this.autosaver.flush().catch((err: unknown) => this.onError('autosave failed', err))
    await this.finishing
    await this.publishing
    this.disposed = true
  }

  /** Tests: resolves once no bot decides, no scoring step is pending and every write and push is done. */
  async settle(maxMs = 20_000): Promise<void> {
    const until = Date.now() + maxMs
    for (;;) {
      await this.autosaver.flush().catch(() => {})
      await this.finishing
      await this.publishing
      const s = this.chart
      const busy = s.matches({ playing: { control: 'bot' } }) || s.matches('scoring') || s.matches({ replay: 'reviewing' })
      // a write queued after this round's flush began (the last move's, while scoring ran ahead) is waited for too
      if (!busy && !s.matches({ playing: { control: { human: 'hinting' } } }) && this.publishing === null && !this.autosaver.busy) return
      if (Date.now() > until) throw new Error('session did not settle')
      await new Promise((ok) => setTimeout(ok, 1))
    }
  }

  // ------------------------------------------------------------------ internals

  private randomSeed(): number {
    return this.deps.randomSeed ? this.deps.randomSeed() >>> 0 : webcrypto.getRandomValues(new Uint32Array(1))[0]!
  }

  private requireGame(): SessionChartSnapshot['context'] {
    const context = this.chart.context
    if (context.record === null) throw new ServiceError({ code: 'NO_GAME', message: 'No game is in progress.' })
    return context
  }

  /** Sends a command to the chart; the state that receives it accepts it or says why not. */
  private async command(event: Command): Promise<void> {
    let answer: IpcError | null | undefined
    await this.deliver({ ...event, reply: (refused: IpcError | null) => (answer = refused) } as ChartEvent)
    if (answer === undefined) throw new Error(`the chart did not answer ${event.type}`)
    if (answer !== null) throw new ServiceError(answer)
  }

  /**
   * Sends an event to the chart. If the chart throws on it (a bug), the session is restored (restore) and the
   * sender is answered INTERNAL once the restored game's autosave is written and pushed.
   */
  private async deliver(event: ChartEvent): Promise<void> {
    const actor = this.actor
    actor.send(event)
    const after = actor.getSnapshot()
    if (after.status !== 'error') return
    await this.autosaver.flush().catch(() => {})
    await this.publishing
    const message = after.error instanceof Error ? after.error.message : String(after.error)
    throw new ServiceError({
      code: 'INTERNAL',
      message: `The session failed on ${event.type} (${message}); ${this.record === null ? 'it was reset' : 'the game was restored'}.`,
    })
  }

  /** Starts a chart at `revision` (a restored one's pushes come after those already shown), its failures observed. */
  private startChart(revision: number): Actor<SessionChart> {
    let actor = createActor(this.chartLogic)
    if (revision > 0) {
      // the new-game screen with the chart's first context, at `revision`
      const context = { ...actor.getSnapshot().context, revision }
      actor = createActor(this.chartLogic, { snapshot: this.chartLogic.resolveState({ value: 'setup', context }) })
    }
    actor.subscribe({
      next: (s) => {
        // the restored chart moved on: a later failure is restored from its record again
        if (this.restoredAt !== null && s.context.revision > this.restoredAt) this.restoredAt = null
        if (s.context.revision !== this.updates.revision) this.publish()
      },
      error: (err) => this.restore(actor, err),
    })
    actor.start()
    return actor
  }

  /**
   * The chart threw (a bug): xstate stops an actor whose action throws, which left the session dead. A new chart
   * takes over with the game rebuilt from its moves through its save (every move replayed by the engine, the final
   * position checked, so it is a legal game whatever the failure left half done), autosaved if it is in progress so
   * what resumes is what is shown (a finished one's autosave is never removed here: a failure may have kept it from
   * being counted); the replay, hint or scoring reveal it showed is closed, and a hot-seat screen waits for the
   * handover. If the game cannot be rebuilt, or the chart fails again before it moved on, the session goes back to
   * setup and the autosave is left as it is, to be resumed.
   */
  private restore(dead: Actor<SessionChart>, err: unknown): void {
    if (dead !== this.actor) return
    this.onError('the session chart failed; the session was restored', err)
    const { context } = dead.getSnapshot()
    // xstate does not stop the invoked actors of a chart that failed: their work in the worker is cancelled here
    this.deps.bot.cancel()
    this.analyst.cancel()
    let record: GameRecord | null = null
    if (context.record !== null && this.restoredAt === null) {
      try {
        record = GameRecord.fromSave(context.record.toSave())
      } catch (rebuild) {
        this.onError('the game could not be rebuilt from its moves', rebuild)
      }
    }
    this.actor = this.startChart(context.revision + 1)
    this.restoredAt = context.revision + 1
    if (record === null) return
    const over = record.state.phase.kind === 'over'
    this.actor.send({ type: 'START', record, savePath: context.savePath, unsaved: context.unsaved, autosave: !over })
    if (this.actor.getSnapshot().status === 'active') this.restoredAt = this.actor.getSnapshot().context.revision
  }

  /** The chart's revision now (the `rev` of the push that shows it). */
  private get revision(): number {
    return this.chart.context.revision
  }

  /** The reply to a command that made change `rev`: once its autosave is durable and its push is out. */
  private async durable(rev: number): Promise<Ack> {
    try {
      await this.autosaver.flush()
    } catch (err) {
      this.onError('autosave failed', err)
      const code = (err as NodeJS.ErrnoException).code
      throw new ServiceError({
        code: 'AUTOSAVE_FAILED',
        message: `The move was played, but the game could not be autosaved${code ? ` (${code})` : ''}. Save it to a file to keep it.`,
      })
    } finally {
      await this.finishing
      await this.publishing
    }
    return { rev }
  }

  /**
   * The chart saw the game end: it is recorded once its autosave is gone, so a crash in between can never have
   * it resumed, finished and counted again (the key would catch a replay of the same moves anyway). A game played
   * on from a replay (its record has a branch) is practice from a known position: it is not counted.
   */
  private finished(record: GameRecord): void {
    const result = record.state.result
    if (result === null || record.branch !== null || !this.deps.onFinished) return
    const game: FinishedGame = {
      key: finishedGameKey(record.state),
      edition: record.options.edition,
      seats: record.seats,
      result,
      guided: record.guided,
      finishedAt: this.now().toISOString(),
    }
    const onFinished = this.deps.onFinished
    this.finishing = this.finishing
      .then(() => this.autosaver.flush())
      .catch(() => {})
      .then(() => onFinished(game))
      .catch((err: unknown) => this.onError('the finished game could not be recorded', err))
  }

  private async writeTo(path: string): Promise<SaveResult> {
    await saveGame(path, this.requireGame().record!.toSave(this.now().toISOString()), this.deps.fs)
    await this.deliver({ type: 'SAVED', path })
    await this.publishing
    return { saved: true, path }
  }

  /** One push for every change: once the autosave of what it shows is durable (changes meanwhile join it). */
  private publish(): void {
    this.publishing ??= this.autosaver
      .flush()
      .catch(() => {})
      .then(() => {
        this.publishing = null
        if (!this.disposed) this.deps.emit(this.updates.next(this.chart))
      })
  }
}
