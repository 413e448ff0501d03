// The session chart's hints, replays, reviews and "Play on from here", driven through the real chart with a bot
// and an analyst the test controls.
import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { Rng, actionKey, checkMove, legalActions, view, type Action } from '../../src-shared/engine/index'
import type { ReviewProgress } from '../../src-shared/bots/review'
import { GameRecord } from '../../src-shared/game-record'
import type { IpcError } from '../../src-shared/ipc/contract'
import type { SaveFile } from '../../src-shared/save-format'
import type { SeatConfig, Settings } from '../../src-shared/session'
import { playRandomGame, randomAction } from '../../src-shared/sim/random-play'
import { InlineAnalyst, type Analyst } from './analyst'
import { LegalMoveBot, MoveBot, type BotJob, type BotRequest } from './bot-player'
import type { HintJob, JobAnswer, ReviewJob } from '../bots/bot-protocol'
import { createSessionChart } from './session-chart'
import { verdict } from './session-commands'
import type { ChartDeps, CommandEvent } from './session-types'
import { sessionLog, sessionState, stageOf } from './session-view'
import { DEFAULT_SETTINGS } from './settings'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })
const FAST: Settings = { ...DEFAULT_SETTINGS, botSpeed: 'instant', animationSpeed: 'off' }
const instant = () => new Promise<void>((ok) => setImmediate(ok))

/** The real analyses in this process, with what they were asked and how often they were cancelled. */
class WatchedAnalyst implements Analyst {
  readonly inner = new InlineAnalyst(10)
  readonly hints: HintJob[] = []
  readonly reviews: ReviewJob[] = []
  /** jobs cancelled before they were answered */
  cancels = 0
  run<J extends BotJob>(job: J, signal: AbortSignal, onProgress?: (p: ReviewProgress) => void): Promise<JobAnswer<J>> {
    if (job.kind === 'hint') this.hints.push(job)
    if (job.kind === 'review') this.reviews.push(job)
    let answered = false
    signal.addEventListener('abort', () => answered || this.cancels++)
    const answer = this.inner.run(job, signal, onProgress)
    void answer.then(
      () => (answered = true),
      () => {},
    )
    return answer
  }
  dispose(): void {}
}

/** A bot whose answers the test releases by hand. */
class HeldBot extends MoveBot {
  /** decisions cancelled before they were answered */
  cancels = 0
  private pending: { req: BotRequest; resolve: (a: Action) => void }[] = []
  choose(req: BotRequest, signal: AbortSignal): Promise<Action> {
    return new Promise((resolve) => {
      let answered = false
      this.pending.push({ req, resolve: (a) => ((answered = true), resolve(a)) })
      signal.addEventListener('abort', () => answered || this.cancels++)
    })
  }
  get waiting(): number {
    return this.pending.length
  }
}

const actors: { stop(): void }[] = []
afterEach(() => {
  for (const a of actors.splice(0)) a.stop()
})

function chart(over: Partial<ChartDeps> = {}) {
  const writes: (SaveFile | null)[] = []
  const finished: GameRecord[] = []
  const analyst = new WatchedAnalyst()
  const deps: ChartDeps = {
    bot: new LegalMoveBot(),
    analyst,
    settings: () => FAST,
    autosave: (content) => writes.push(content),
    now: () => new Date(0),
    botSalt: 7,
    onError: () => {},
    sleep: instant,
    finished: (record) => finished.push(record),
    ...over,
  }
  const actor = createActor(createSessionChart(deps)).start()
  actors.push(actor)
  const send = (event: CommandEvent): IpcError | null => {
    const answer = verdict(actor.getSnapshot(), event)
    if (answer !== 'take') return answer
    actor.send(event)
    return null
  }
  const start = (record: GameRecord) => actor.send({ type: 'START', record, savePath: null, unsaved: false, autosave: true })
  const snap = () => actor.getSnapshot()
  const until = async (done: () => boolean, what: string) => {
    for (let i = 0; i < 20_000 && !done(); i++) await instant()
    if (!done()) throw new Error(`never: ${what}`)
  }
  return { actor, analyst, writes, finished, send, start, snap, until }
}

/** A finished game between a human and a bot (random legal moves). */
function finishedGame(seed: number): GameRecord {
  const done = playRandomGame({ edition: 'second', players: 2, seed }, seed)
  const record = GameRecord.create({ edition: 'second', players: 2, seed }, [human('Ann'), bot('Bo')]).playAll(done.actions)
  return record
}

describe('hints', () => {
  it("Hard is asked from the player's own view; the answer is a legal move shown for that position only", async () => {
    const c = chart()
    const record = GameRecord.create({ edition: 'classic', players: 3, seed: 5 }, [human('Ann'), bot('B'), bot('C')])
    c.start(record)
    while (stageOf(c.snap()) !== 'human') await c.until(() => stageOf(c.snap()) === 'human', 'the human decides')
    const seat = record.state.current
    expect(c.send({ type: 'HINT' })).toBeNull()
    expect(sessionState(c.snap(), 0).hint).toEqual({ status: 'thinking', seq: record.state.seq })
    // a second ask while Hard thinks changes nothing
    expect(c.send({ type: 'HINT' })).toBeNull()
    expect(c.analyst.hints).toHaveLength(1)
    expect(c.analyst.hints[0]!.view).toEqual(view(record.state, seat))
    await c.until(() => c.snap().context.hint?.status === 'ready', 'the hint')
    const hint = sessionState(c.snap(), 0).hint
    if (hint?.status !== 'ready') throw new Error('no hint')
    expect(checkMove(record.state, hint.action)).toBeNull()
    expect(hint.seq).toBe(record.state.seq)
    expect(hint.reason.gains).toBeDefined()
    // asked again for the same position: the answer stands, Hard is not asked twice
    expect(c.send({ type: 'HINT' })).toBeNull()
    expect(c.analyst.hints).toHaveLength(1)
    // put away (its ✕ or Esc): gone, nothing played; asked again, Hard answers again
    expect(c.send({ type: 'CANCEL_HINT' })).toBeNull()
    expect(c.snap().context.hint).toBeNull()
    expect(sessionState(c.snap(), 0).hint).toBeNull()
    expect(c.snap().context.record!.state.seq).toBe(hint.seq)
    expect(c.send({ type: 'HINT' })).toBeNull()
    expect(c.analyst.hints).toHaveLength(2)
    await c.until(() => c.snap().context.hint?.status === 'ready', 'the hint again')
    // the move is played: the hint is gone
    expect(c.send({ type: 'ACT', seq: record.state.seq, action: hint.action })).toBeNull()
    expect(c.snap().context.hint).toBeNull()
    expect(sessionState(c.snap(), 0).hint).toBeNull()
  })

  it('a move, an undo or a cancel stops Hard thinking; the late answer never shows', async () => {
    const c = chart()
    const record = GameRecord.create({ edition: 'second', players: 2, seed: 13 }, [human('Ann'), human('Bea')])
    c.start(record)
    expect(c.send({ type: 'CONFIRM_HANDOVER' })).toBeNull()
    expect(c.send({ type: 'HINT' })).toBeNull()
    expect(c.snap().matches({ playing: { control: { human: 'hinting' } } })).toBe(true)
    expect(c.send({ type: 'CANCEL_HINT' })).toBeNull()
    expect(c.analyst.cancels).toBe(1)
    expect(c.snap().context.hint).toBeNull()
    // a move while Hard thinks
    expect(c.send({ type: 'HINT' })).toBeNull()
    const a = legalActions(record.state).find((x) => x.type !== 'takeLoan')!
    expect(c.send({ type: 'ACT', seq: record.state.seq, action: a })).toBeNull()
    expect(c.analyst.cancels).toBe(2)
    for (let i = 0; i < 50; i++) await instant()
    expect(c.snap().context.hint).toBeNull()
  })

  it('is refused when it is not the human’s decision, with no game, once the game is over, and in a replay', async () => {
    const held = new HeldBot()
    const c = chart({ bot: held })
    expect(c.send({ type: 'HINT' })?.code).toBe('NO_GAME')
    c.start(GameRecord.create({ edition: 'second', players: 2, seed: 3 }, [bot('Bo'), human('Ann')]))
    expect(held.waiting).toBe(1)
    expect(c.send({ type: 'HINT' })?.code).toBe('NOT_YOUR_TURN')
    c.start(finishedGame(4))
    expect(stageOf(c.snap())).toBe('over')
    expect(c.send({ type: 'HINT' })?.code).toBe('GAME_OVER')
    expect(c.send({ type: 'REPLAY', record: null, source: null })).toBeNull()
    expect(c.send({ type: 'HINT' })?.code).toBe('IN_REPLAY')
    expect(c.analyst.hints).toHaveLength(0)
  })
})

describe('replays', () => {
  it('a finished game: every position as any seat saw it, or everything; the log in step; back to the scores', () => {
    const c = chart()
    const record = finishedGame(6)
    c.start(record)
    expect(c.send({ type: 'REPLAY', record: null, source: 'g.london' })).toBeNull()
    expect(stageOf(c.snap())).toBe('replay')
    let s = sessionState(c.snap(), 0)
    expect(s.replay).toMatchObject({
      seq: record.length,
      length: record.length,
      all: true,
      over: true,
      canPlayOn: false,
      source: 'g.london',
      // the game replayed is the one just finished: nothing waits behind it
      gameWaiting: false,
    })
    expect(s.view).toEqual({ ...record.state, viewer: 0 })
    expect(s.replay!.turns[0]).toEqual({ turn: 1, seq: 0 })
    expect(s.replay!.turns.map((t) => t.turn)).toEqual([...new Set(s.replay!.turns.map((t) => t.turn))])
    for (const [seq, seat] of [
      [0, 0],
      [17, 1],
      [record.length - 3, 0],
    ] as const) {
      expect(c.send({ type: 'SHOW', seq, seat, all: false })).toBeNull()
      s = sessionState(c.snap(), 0)
      expect(s.view).toEqual(view(record.stateAt(seq), seat))
      expect(s.legal).toEqual([])
      expect(sessionLog(c.snap())).toEqual(record.log(seat).slice(0, record.logLengthAt(seq)))
    }
    expect(c.send({ type: 'SHOW', all: true })).toBeNull()
    expect(sessionLog(c.snap())).toEqual(record.fullLog().slice(0, record.logLengthAt(record.length - 3)))
    // bad positions are refused and change nothing
    const context = c.snap().context
    expect(c.send({ type: 'SHOW', seq: record.length + 1 })).toMatchObject({
      code: 'NO_SUCH_POSITION',
      message: expect.stringMatching(/moves/),
    })
    expect(c.send({ type: 'SHOW', seat: 2 })).toMatchObject({ code: 'NO_SUCH_POSITION', message: expect.stringMatching(/seats 0 to 1/) })
    expect(c.send({ type: 'ACT', seq: 0, action: { type: 'drawDeck' } })?.code).toBe('IN_REPLAY')
    expect(c.send({ type: 'UNDO' })?.code).toBe('IN_REPLAY')
    expect(c.snap().context).toBe(context)
    expect(c.send({ type: 'CLOSE_REPLAY' })).toBeNull()
    expect(stageOf(c.snap())).toBe('over')
    expect(c.snap().context.study).toBeNull()
    expect(c.send({ type: 'SHOW', seq: 0 })?.code).toBe('NO_REPLAY')
  })

  it('a save opened for replay while a bot decides: the decision is cancelled, and resumed when the replay closes', async () => {
    const held = new HeldBot()
    const c = chart({ bot: held })
    const game = GameRecord.create({ edition: 'second', players: 2, seed: 3 }, [bot('Bo'), human('Ann')])
    c.start(game)
    expect(held.waiting).toBe(1)
    // the game in progress is not replayed before its end
    expect(c.send({ type: 'REPLAY', record: null, source: null })?.code).toBe('GAME_NOT_OVER')
    let other = GameRecord.create({ edition: 'classic', players: 3, seed: 9 }, [human('X'), bot('Y'), bot('Z')])
    const rng = new Rng(2)
    for (let i = 0; i < 40; i++) other = other.playAll([randomAction(other.state, rng)])
    expect(c.send({ type: 'REPLAY', record: other, source: 'other.london' })).toBeNull()
    expect(held.cancels).toBe(1)
    const s = sessionState(c.snap(), 0)
    expect(s.replay).toMatchObject({ seq: 0, length: 40, seat: 0, all: false, over: false, canPlayOn: true, gameWaiting: true })
    // everything is shown only once a game is over
    expect(c.send({ type: 'SHOW', all: true })).toMatchObject({ code: 'NO_SUCH_POSITION', message: expect.stringMatching(/over/) })
    expect(c.send({ type: 'CLOSE_REPLAY' })).toBeNull()
    expect(stageOf(c.snap())).toBe('bot')
    expect(held.waiting).toBe(2)
    expect(game.length).toBe(0)
  })

  it('"Play on from here": a new game from the position shown, the same seats, its autosave records the branch', async () => {
    const c = chart()
    const record = finishedGame(8)
    c.start(record)
    expect(c.send({ type: 'REPLAY', record: null, source: 'won.london' })).toBeNull()
    expect(c.send({ type: 'PLAY_ON' })?.code).toBe('GAME_OVER')
    const at = 30
    expect(c.send({ type: 'SHOW', seq: at })).toBeNull()
    const writes = c.writes.length
    const context = c.snap().context
    expect(c.send({ type: 'PLAY_ON' })).toBeNull()
    expect(c.snap().context).not.toBe(context)
    const game = c.snap().context.record!
    expect(game).not.toBe(record)
    expect(game.actions()).toEqual(record.actions().slice(0, at))
    expect(game.seats).toEqual(record.seats)
    expect(game.branch).toMatchObject({ seq: at, source: 'won.london', turn: record.stateAt(at).turnNumber })
    expect(c.writes.length).toBe(writes + 1)
    expect(c.writes.at(-1)!.branch).toEqual(game.branch)
    expect(c.writes.at(-1)!.actions).toEqual(record.actions().slice(0, at))
    expect(c.snap().context.study).toBeNull()
    expect(['human', 'bot', 'handover']).toContain(stageOf(c.snap()))
    // the game goes on legally
    await c.until(() => stageOf(c.snap()) !== 'bot', 'the bot moved')
    if (stageOf(c.snap()) === 'human') {
      const a = legalActions(game.state).find((x) => x.type !== 'takeLoan')!
      expect(c.send({ type: 'ACT', seq: game.state.seq, action: a })).toBeNull()
      expect(c.snap().context.record!.length).toBeGreaterThan(at)
    }
  })
})

describe('reviews', { timeout: 120_000 }, () => {
  it('runs in the analyst, pushes its progress, and lists the mistakes when done', async () => {
    const c = chart()
    const record = finishedGame(10)
    c.start(record)
    expect(c.send({ type: 'REPLAY', record: null, source: null })).toBeNull()
    expect(c.send({ type: 'START_REVIEW', seat: 2, depth: 'quick' })).toMatchObject({ code: 'NO_SUCH_POSITION' })
    expect(c.send({ type: 'START_REVIEW', seat: 0, depth: 'quick' })).toBeNull()
    expect(c.snap().matches({ replay: 'reviewing' })).toBe(true)
    expect(c.analyst.reviews[0]).toMatchObject({ seat: 0, budgetMs: 100, actions: record.actions(), options: record.options })
    const seen: number[] = []
    const sub = c.actor.subscribe((s) => {
      const r = s.context.study?.review
      if (r && seen[seen.length - 1] !== r.done) seen.push(r.done)
    })
    await c.until(() => c.snap().context.study?.review?.status === 'done', 'the review')
    sub.unsubscribe()
    const review = sessionState(c.snap(), 0).replay!.review!
    expect(review.result!.reviewed).toBeGreaterThan(10)
    expect(seen.length).toBeGreaterThan(10)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(review.done).toBe(review.total)
    for (const m of review.result!.mistakes) expect(actionKey(m.played)).toBe(actionKey(record.actions()[m.seq]!))
    expect(c.snap().matches({ replay: 'browsing' })).toBe(true)
    // a new review replaces it
    expect(c.send({ type: 'START_REVIEW', seat: 1, depth: 'quick' })).toBeNull()
    expect(sessionState(c.snap(), 0).replay!.review).toMatchObject({ seat: 1, status: 'running', done: 0 })
  })

  it('cancelling (or closing the replay) stops it in the analyst and leaves nothing behind', async () => {
    const c = chart()
    c.start(finishedGame(12))
    expect(c.send({ type: 'REPLAY', record: null, source: null })).toBeNull()
    expect(c.send({ type: 'START_REVIEW', seat: 1, depth: 'quick' })).toBeNull()
    await c.until(() => (c.snap().context.study?.review?.done ?? 0) >= 3, 'three decisions')
    expect(c.send({ type: 'CANCEL_REVIEW' })).toBeNull()
    expect(c.analyst.cancels).toBe(1)
    expect(c.snap().context.study!.review).toBeNull()
    const context = c.snap().context
    for (let i = 0; i < 100; i++) await instant()
    expect(c.snap().context).toBe(context)
    // cancelling again is harmless; closing the replay during a review stops it too
    expect(c.send({ type: 'CANCEL_REVIEW' })).toBeNull()
    expect(c.send({ type: 'START_REVIEW', seat: 0, depth: 'quick' })).toBeNull()
    await c.until(() => (c.snap().context.study?.review?.done ?? 0) >= 1, 'a decision')
    expect(c.send({ type: 'CLOSE_REPLAY' })).toBeNull()
    expect(c.analyst.cancels).toBe(2)
    expect(stageOf(c.snap())).toBe('over')
    expect(c.send({ type: 'CANCEL_REVIEW' })?.code).toBe('NO_REPLAY')
  })
})

describe('with the turn-end confirmation, the rematch and the statistics', () => {
  /** Plays (both seats human, hot-seat) until `stop` holds, confirming handovers and turn ends unless `stop` says so. */
  const playUntil = async (c: ReturnType<typeof chart>, stop: () => boolean) => {
    const rng = new Rng(9)
    for (let i = 0; i < 5000 && !stop(); i++) {
      const record = c.snap().context.record!
      const stage = stageOf(c.snap())
      if (stage === 'handover') expect(c.send({ type: 'CONFIRM_HANDOVER' })).toBeNull()
      else if (stage === 'turnEnd') expect(c.send({ type: 'CONFIRM_TURN_END' })).toBeNull()
      else if (stage === 'human') expect(c.send({ type: 'ACT', seq: record.state.seq, action: randomAction(record.state, rng) })).toBeNull()
      else await instant()
    }
    expect(stop()).toBe(true)
  }

  it('no hint while a turn end waits for its confirmation; in a replay, no rematch and no confirmation', async () => {
    const c = chart()
    c.start(GameRecord.create({ edition: 'second', players: 2, seed: 13 }, [human('Ann'), human('Bea')]))
    await playUntil(c, () => stageOf(c.snap()) === 'turnEnd')
    expect(c.send({ type: 'HINT' })?.code).toBe('CONFIRM_TURN_END')
    expect(sessionState(c.snap(), 0).hint).toBeNull()
    expect(c.analyst.hints).toHaveLength(0)
    // a save opened for replay meanwhile: the game waits, still at its turn end
    expect(c.send({ type: 'REPLAY', record: finishedGame(4), source: 'old.london' })).toBeNull()
    for (const command of [{ type: 'REMATCH', seed: 3 }, { type: 'CONFIRM_TURN_END' }, { type: 'HINT' }] as const) {
      expect(c.send(command)?.code).toBe('IN_REPLAY')
    }
    expect(c.send({ type: 'CLOSE_REPLAY' })).toBeNull()
    expect(stageOf(c.snap())).toBe('turnEnd')
    expect(c.send({ type: 'CONFIRM_TURN_END' })).toBeNull()
    expect(stageOf(c.snap())).toBe('handover')
  })

  it('a game is over once: its replay and review never reach the game-over again; a rematch of a played-on game is a fresh game', async () => {
    const c = chart()
    const seats = [human('Ann'), human('Bea')]
    const source = GameRecord.create({ edition: 'second', players: 2, seed: 21 }, seats)
    c.start(source)
    await playUntil(c, () => stageOf(c.snap()) === 'over')
    const ended = c.snap().context.record!
    expect(ended.options).toEqual(source.options)
    expect(c.finished).toEqual([ended])
    // replayed, reviewed (then cancelled) and closed: the final scores again, not counted again
    expect(c.send({ type: 'REPLAY', record: null, source: null })).toBeNull()
    expect(c.send({ type: 'START_REVIEW', seat: 0, depth: 'quick' })).toBeNull()
    await c.until(() => (c.snap().context.study?.review?.done ?? 0) >= 1, 'a decision reviewed')
    expect(c.send({ type: 'CANCEL_REVIEW' })).toBeNull()
    expect(c.send({ type: 'CLOSE_REPLAY' })).toBeNull()
    expect(stageOf(c.snap())).toBe('over')
    expect(c.finished).toHaveLength(1)
    // played on from a position of it, to its end: the chart reports that game (the service leaves branches out)
    expect(c.send({ type: 'REPLAY', record: null, source: 'g.london' })).toBeNull()
    expect(c.send({ type: 'SHOW', seq: ended.length - 40 })).toBeNull()
    expect(c.send({ type: 'PLAY_ON' })).toBeNull()
    const branched = c.snap().context.record!
    expect(branched.branch).toMatchObject({ seq: ended.length - 40, source: 'g.london' })
    await playUntil(c, () => stageOf(c.snap()) === 'over')
    expect(c.finished).toEqual([ended, c.snap().context.record])
    expect(c.finished[1]!.branch).toEqual(branched.branch)
    // its rematch: the same seats, the new seed, no branch, a new autosave
    expect(c.send({ type: 'REMATCH', seed: 77 })).toBeNull()
    const rematch = c.snap().context.record!
    expect(rematch).not.toBe(branched)
    expect(rematch).toMatchObject({ branch: null, guided: false, seats, length: 0 })
    expect(rematch.options.seed).toBe(77)
    expect(c.writes.at(-1)).toMatchObject({ seed: 77, branch: null, actions: [] })
    expect(c.snap().context).toMatchObject({ savePath: null, study: null, hint: null, turnEndSeen: -1 })
    expect(['human', 'handover']).toContain(stageOf(c.snap()))
  })
})
