/**
 * The session service: a thin adapter between the IPC channels and the session chart (session-chart.ts), which
 * conducts the game. Every command channel goes through one path: the command table (session-commands.ts) makes
 * it a chart event, the chart takes it or the table says why not, and a command that changed the game is answered
 * only once its autosave is durable; every change of the chart is pushed once (session-view.ts shapes it, the log
 * as appended entries). File dialogs and save files are read and written here. No Electron imports.
 */
import { webcrypto } from 'node:crypto'
import { basename } from 'node:path'
import { createActor, type Actor } from 'xstate'
import { GameRecord } from '../../src-shared/game-record'
import type { AutosaveInfo, OpenResult, RequestOf, ResponseOf, SaveResult, UserDataNotice } from '../../src-shared/ipc/contract'
import { ServiceError } from '../../src-shared/ipc/handle'
import type { Ack, SessionSnapshot, SessionUpdate, Settings } from '../../src-shared/session'
import { finishedGameKey, type FinishedGame } from '../../src-shared/statistics'
import { InlineAnalyst, type Analyst } from './analyst'
import type { AtomicFs } from './atomic-write'
import { Autosaver } from './autosave'
import { scopedJobs, type BotPlayer } from './bot-player'
import type { DialogProvider } from './dialogs'
import { autosavePath, openGame, openSave, saveGame, saveTarget } from './saves'
import { createSessionChart, type SessionChart, type SessionChartSnapshot } from './session-chart'
import { COMMANDS, commandRow, verdict, type CommandChannel } from './session-commands'
import { sleepUnlessAborted } from './session-rules'
import type { ChartEvent, CommandEvent } from './session-types'
import { Pushes, sessionLog, sessionState } from './session-view'

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

/** The command channels (session-commands.ts), each answered through the one command path. */
export type SessionCommands = { readonly [C in CommandChannel]: (request: RequestOf<C>) => Promise<ResponseOf<C>> }

/** The session: its command channels, the file channels and what the shell and tests read. */
export type SessionService = Session & SessionCommands

export function createSessionService(deps: SessionDeps): SessionService {
  const session = new Session(deps)
  return Object.assign(session, commandChannels(session))
}

/** A function per command channel of the table, each the one command path. */
export function commandChannels(session: Session): SessionCommands {
  return Object.fromEntries(
    (Object.keys(COMMANDS) as CommandChannel[]).map((channel) => [channel, (request: never) => session.command(channel, request)]),
  ) as SessionCommands
}

export class Session {
  private readonly chartLogic: SessionChart
  /** the running chart (a new one takes over if it fails: restore) */
  private actor: Actor<SessionChart>
  /** hints and reviews (cancelled when a failed chart leaves them behind) */
  private readonly analyst: Analyst
  /** aborts every job of the running chart (a failed chart's are left running by xstate: restore) */
  private chartJobs = new AbortController()
  /** the revision when the chart was last restored from its record, until it changes again (null: not restoring) */
  private restoredAt: number | null = null
  private readonly autosaver: Autosaver
  private readonly now: () => Date
  private readonly onError: (what: string, err: unknown) => void
  /** a revision for every change the chart shows, and each push built from the last one (its log appended) */
  private readonly pushes = new Pushes()
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
      bot: scopedJobs(deps.bot, () => this.chartJobs.signal),
      analyst: scopedJobs(this.analyst, () => this.chartJobs.signal),
      settings: deps.settings,
      autosave: (content) => this.autosaver.write(content),
      now: this.now,
      botSalt: this.randomSeed(),
      onError: this.onError,
      sleep: deps.sleep ?? sleepUnlessAborted,
      finished: (record) => this.finished(record),
    })
    this.actor = this.startChart()
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
    this.pushes.note(s)
    return { ...sessionState(s, this.pushes.rev), log: sessionLog(s).slice() }
  }

  // ------------------------------------------------------------------ commands

  /**
   * The one command path: the channel's event (session-commands.ts) is taken by the chart, or refused with the
   * table's reason (or answered ok when there is nothing to do); the answer waits until the change is durable.
   */
  async command<C extends CommandChannel>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
    const row = commandRow(channel)
    await this.perform(row.event(request, { context: this.chart.context, seed: () => this.randomSeed() }))
    const extra = row.answer?.(this.chart.context)
    return { ...(await this.durable(this.revision)), ...extra } as ResponseOf<C>
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
    await this.perform({ type: 'START', record, savePath: path, unsaved: false, autosave: true })
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
    // a game saved to a file and not moved since is that file's (its autosave says so): saved, nothing to ask
    const { record, savedAs } = await openSave(autosavePath(this.deps.userDataDir))
    await this.perform({ type: 'START', record, savePath: savedAs, unsaved: savedAs === null, autosave: false })
    return this.durable(this.revision)
  }

  /** Asks for a save and shows it as a replay; a damaged or newer save is refused (BAD_SAVE) and nothing changes. */
  async openReplay(): Promise<OpenResult> {
    const path = await this.deps.dialogs.chooseOpenPath()
    if (path === null) return { opened: false, rev: this.revision }
    const record = await openGame(path)
    await this.perform({ type: 'REPLAY', record, source: basename(path) })
    return { opened: true, ...(await this.durable(this.revision)) }
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

  /** Sends a command's event to the chart if a state takes it (`snapshot.can`); else the command table's refusal. */
  private async perform(event: CommandEvent): Promise<void> {
    const answer = verdict(this.chart, event)
    if (answer === 'take') await this.deliver(event)
    else if (answer !== null) throw new ServiceError(answer)
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

  /**
   * Starts a chart, its changes pushed and its failures observed (the revisions go on from the chart before: a
   * restored one's pushes come after those already shown).
   */
  private startChart(): Actor<SessionChart> {
    const actor = createActor(this.chartLogic)
    actor.subscribe({
      next: (s) => {
        if (!this.pushes.note(s)) return
        // the restored chart moved on: a later failure is restored from its record again
        if (this.restoredAt !== null && this.pushes.rev > this.restoredAt) this.restoredAt = null
        this.publish()
      },
      error: (err) => this.restore(actor, err),
    })
    actor.start()
    if (this.pushes.note(actor.getSnapshot())) this.publish()
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
    this.chartJobs.abort()
    this.chartJobs = new AbortController()
    let record: GameRecord | null = null
    if (context.record !== null && this.restoredAt === null) {
      try {
        record = GameRecord.fromSave(context.record.toSave())
      } catch (rebuild) {
        this.onError('the game could not be rebuilt from its moves', rebuild)
      }
    }
    this.actor = this.startChart()
    this.restoredAt = this.pushes.rev
    if (record === null) return
    const over = record.state.phase.kind === 'over'
    this.actor.send({ type: 'START', record, savePath: context.savePath, unsaved: context.unsaved, autosave: !over })
    if (this.actor.getSnapshot().status === 'active') this.restoredAt = this.pushes.rev
  }

  /** The revision of what the chart shows now (the `rev` of the push that shows it). */
  get revision(): number {
    return this.pushes.rev
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
    // the autosave now names the file (saving to the same file again shows nothing new, so no push waits for it)
    await this.autosaver.flush().catch(() => {})
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
        if (!this.disposed) this.deps.emit(this.pushes.next(this.chart))
      })
  }
}
