import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  CLASSIC_SCORING_ORDER,
  Rng,
  SECOND_SCORING_ORDER,
  legalActions,
  turnStep,
  type Action,
  type Edition,
} from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { IpcError } from '../../src-shared/ipc/contract'
import type { SaveFile } from '../../src-shared/save-format'
import type { SeatConfig, Settings } from '../../src-shared/session'
import { playRandomGame, randomAction } from '../../src-shared/sim/random-play'
import { InlineAnalyst } from './analyst'
import { LegalMoveBot, MoveBot, moveBot, type BotRequest } from './bot-player'
import { createSessionChart } from './session-chart'
import { verdict } from './session-commands'
import type { ChartDeps, CommandEvent } from './session-types'
import { scoringStepOf, stageOf, turnInfo } from './session-view'
import { DEFAULT_SETTINGS } from './settings'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })
const FAST: Settings = { ...DEFAULT_SETTINGS, botSpeed: 'instant', animationSpeed: 'off' }
const instant = () => new Promise<void>((ok) => setImmediate(ok))

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
  release(): boolean {
    const p = this.pending.shift()
    if (!p) return false
    p.resolve(legalActions(p.req.view).find((a) => a.type !== 'takeLoan')!)
    return true
  }
  get waiting(): number {
    return this.pending.length
  }
}

const actors: { stop(): void }[] = []
afterEach(() => {
  for (const a of actors.splice(0)) a.stop()
  vi.useRealTimers()
})

function chart(over: Partial<ChartDeps> = {}) {
  const writes: (SaveFile | null)[] = []
  const errors: string[] = []
  const finished: GameRecord[] = []
  const deps: ChartDeps = {
    bot: new LegalMoveBot(),
    analyst: new InlineAnalyst(12),
    settings: () => FAST,
    autosave: (content) => writes.push(content),
    now: () => new Date(0),
    botSalt: 7,
    onError: (what) => errors.push(what),
    sleep: instant,
    finished: (record) => finished.push(record),
    ...over,
  }
  const actor = createActor(createSessionChart(deps)).start()
  actors.push(actor)
  /** Sends a command; returns its answer (null = done). */
  const send = (event: CommandEvent): IpcError | null => {
    const answer = verdict(actor.getSnapshot(), event)
    if (answer !== 'take') return answer
    actor.send(event)
    return null
  }
  /** The game the chart holds now (a value: every move gives it a new record). */
  const record = () => actor.getSnapshot().context.record!
  /** Starts a game; what it returns reads the game the chart holds at the time. */
  const start = (edition: Edition, seats: SeatConfig[], seed: number, given?: GameRecord) => {
    const r = given ?? GameRecord.create({ edition, players: seats.length, seed }, seats)
    actor.send({ type: 'START', record: r, savePath: null, unsaved: false, autosave: true })
    return {
      get state() {
        return record().state
      },
      get length() {
        return record().length
      },
      lastMove: () => record().lastMove(),
      actions: () => record().actions(),
    }
  }
  return { actor, writes, errors, finished, send, start, record, snap: () => actor.getSnapshot() }
}

/** Resolves at the chart's next change (a bot move, a scoring step: a context assigned anew). */
function nextChange(actor: ReturnType<typeof chart>['actor']): Promise<void> {
  const from = actor.getSnapshot().context
  return new Promise((ok) => {
    const sub = actor.subscribe((s) => {
      if (s.context !== from) {
        sub.unsubscribe()
        ok()
      }
    })
  })
}

describe('the session chart agrees with the engine and autosaves every move', () => {
  const cases: [Edition, SeatConfig[], number][] = [
    ['second', [human('Ann'), bot('B')], 1],
    ['second', [human('Ann'), human('Bea')], 3],
    ['second', [human('Ann'), bot('B'), human('Cy'), human('Di')], 4],
    ['classic', [bot('A'), bot('B'), bot('C'), human('Di')], 6],
    ['classic', [human('A'), human('B'), human('C'), human('D')], 8],
  ]
  for (const [edition, seats, seed] of cases) {
    it(`${edition}, ${seats.map((s) => s.kind[0]).join('')}, seed ${seed}`, async () => {
      const c = chart()
      const record = c.start(edition, seats, seed)
      const rng = new Rng(seed)
      const humans = seats.filter((s) => s.kind === 'human').length
      const visited = new Set<string>()
      let handovers = 0
      let turnEnds = 0
      let sawFinalRound = false
      const check = () => {
        const s = c.snap()
        const game = record.state
        const where = `${JSON.stringify(s.value)} vs engine ${JSON.stringify(game.phase)} (seq ${game.seq})`
        // the autosave follows every applied move (the start included); a finished game leaves none
        expect(c.writes.length, where).toBe(record.length + 1)
        // the game-over is announced once, when the engine ends the game
        expect(c.finished, where).toEqual(game.phase.kind === 'over' ? [c.record()] : [])
        if (game.phase.kind === 'over') {
          expect(c.writes.at(-1)).toBeNull()
          expect(['scoring', 'over']).toContain(stageOf(s))
          return
        }
        expect(c.writes.at(-1)!.actions.length, where).toBe(record.length)
        // where the turn stands is the engine's answer (turn-step.test.ts checks it step by step)
        const turn = turnInfo(s)!
        visited.add(turn.step)
        expect(turn, where).toEqual({ step: turnStep(game), finalRound: game.lastTurnSeat !== null })
        sawFinalRound ||= turn.finalRound
        const stage = stageOf(s)
        const last = record.lastMove()
        // hot-seat: the screen's player confirms the end of their turn before anything else happens
        const confirming =
          humans >= 2 && last?.endedTurn === true && last.seat === s.context.atScreen && s.context.turnEndSeen !== record.length
        if (confirming) expect(stage).toBe('turnEnd')
        else if (seats[game.current]!.kind === 'bot') expect(stage).toBe('bot')
        else if (humans >= 2 && s.context.atScreen !== game.current) expect(stage).toBe('handover')
        else expect(stage).toBe('human')
      }
      check()
      for (let steps = 0; record.state.phase.kind !== 'over'; steps++) {
        if (steps > 20_000) throw new Error('game did not end')
        const stage = stageOf(c.snap())
        if (stage === 'handover') {
          expect(c.send({ type: 'CONFIRM_HANDOVER' })).toBeNull()
          handovers++
        } else if (stage === 'turnEnd') {
          // the next player cannot move before the confirmation
          expect(c.send({ type: 'ACT', seq: record.state.seq, action: randomAction(record.state, rng) })?.code).toBe('CONFIRM_TURN_END')
          expect(c.send({ type: 'CONFIRM_TURN_END' })).toBeNull()
          turnEnds++
        } else if (stage === 'bot') {
          await nextChange(c.actor)
        } else {
          expect(c.send({ type: 'ACT', seq: record.state.seq, action: randomAction(record.state, rng) })).toBeNull()
        }
        check()
      }
      expect(sawFinalRound).toBe(true)
      if (humans >= 2) expect(handovers).toBeGreaterThan(0)
      // every turn a human at the screen ended was confirmed (in hot-seat), none otherwise
      if (humans >= 2) expect(turnEnds).toBeGreaterThan(0)
      else expect(turnEnds).toBe(0)
      for (const step of ['turnStart', 'chooseAction', 'handLimitDiscard']) expect(visited).toContain(step)
    }, 60_000)
  }

  it('starts a finished game at "over" and a running one in its phase', () => {
    const c = chart()
    const seats = [human('A'), human('B')]
    c.start('second', seats, 9)
    expect(stageOf(c.snap())).toBe('handover')
    expect(turnInfo(c.snap())).toEqual({ step: 'turnStart', finalRound: false })
    const done = playRandomGame({ edition: 'second', players: 2, seed: 9 }, 9)
    const finished = GameRecord.create({ edition: 'second', players: 2, seed: 9 }, seats).playAll(done.actions)
    c.actor.send({ type: 'START', record: finished, savePath: '/x.london', unsaved: false, autosave: false })
    expect(stageOf(c.snap())).toBe('over')
    expect(c.snap().context.savePath).toBe('/x.london')
    // a game opened finished was not played to its end here: no game-over (statistics count it nowhere)
    expect(c.finished).toEqual([])
  })

  it('an abandoned game has no game-over; a game played to its end has exactly one, however long the reveal', () => {
    vi.useFakeTimers()
    const c = chart({ settings: () => ({ ...FAST, animationSpeed: 'normal' }) })
    const seats = [human('A'), human('B')]
    const done = playRandomGame({ edition: 'second', players: 2, seed: 5 }, 5)
    const record = GameRecord.create({ edition: 'second', players: 2, seed: 5 }, seats).playAll(done.actions.slice(0, -1))
    c.start('second', seats, 5, record)
    c.actor.send({ type: 'QUIT' })
    expect(c.finished).toEqual([])
    c.start('second', seats, 5, record)
    if (stageOf(c.snap()) === 'handover') c.send({ type: 'CONFIRM_HANDOVER' })
    expect(c.send({ type: 'ACT', seq: record.state.seq, action: done.actions.at(-1)! })).toBeNull()
    const ended = c.record()
    expect(ended.state.phase.kind).toBe('over')
    expect(c.finished).toEqual([ended])
    vi.advanceTimersByTime(60_000)
    expect(stageOf(c.snap())).toBe('over')
    // quitting the finished game, or undoing at the end, announces nothing more
    expect(c.send({ type: 'UNDO' })?.code).toBe('CANNOT_UNDO')
    c.actor.send({ type: 'QUIT' })
    expect(c.finished).toEqual([ended])
  })
})

describe('commands are answered by the state that receives them', () => {
  it('refuses with the specific code and changes nothing', async () => {
    const held = new HeldBot()
    const c = chart({ bot: held })
    expect(c.send({ type: 'ACT', seq: 0, action: { type: 'drawDeck' } })?.code).toBe('NO_GAME')
    expect(c.send({ type: 'UNDO' })?.code).toBe('NO_GAME')
    // hot-seat: the screen waits for the first player
    c.start('second', [human('Ann'), human('Bea'), bot('C')], 14)
    expect(c.send({ type: 'ACT', seq: 0, action: { type: 'drawDeck' } })).toMatchObject({
      code: 'NOT_YOUR_TURN',
      message: 'Pass the screen to Ann first.',
    })
    expect(c.send({ type: 'CONFIRM_HANDOVER' })).toBeNull()
    expect(c.send({ type: 'CONFIRM_HANDOVER' })?.code).toBe('NO_HANDOVER')
    // a refusal changes nothing: the same context, no autosave
    const context = c.snap().context
    const writes = c.writes.length
    expect(c.send({ type: 'ACT', seq: 0, action: { type: 'chooseDevelop' } })).toEqual({
      code: 'ILLEGAL_MOVE',
      rule: 'wrong-phase',
      message: 'Choose your action after drawing.',
    })
    expect(c.send({ type: 'ACT', seq: 0, action: { type: 'discard', card: 999 } })).toMatchObject({
      code: 'ILLEGAL_MOVE',
      rule: 'wrong-phase',
    })
    expect(c.send({ type: 'ACT', seq: 3, action: { type: 'drawDeck' } })?.code).toBe('STALE')
    expect(c.send({ type: 'UNDO' })?.code).toBe('CANNOT_UNDO')
    expect(c.snap().context).toBe(context)
    expect(c.writes.length).toBe(writes)
    // a bot deciding
    c.start('second', [bot('Bo'), human('Ann')], 3)
    expect(c.send({ type: 'ACT', seq: 0, action: { type: 'drawDeck' } })).toMatchObject({
      code: 'NOT_YOUR_TURN',
      message: 'Bo (bot) is deciding.',
    })
  })
})

describe('bot turns are invoked actors, cancelled when the session moves on', () => {
  it('quitting cancels the decision; its late answer is ignored', async () => {
    const held = new HeldBot()
    const c = chart({ bot: held })
    c.start('second', [bot('B'), human('Ann')], 3)
    expect(held.waiting).toBe(1)
    c.actor.send({ type: 'QUIT' })
    expect(held.cancels).toBe(1)
    expect(stageOf(c.snap())).toBe('setup')
    held.release()
    await instant()
    await instant()
    expect(stageOf(c.snap())).toBe('setup')
    expect(c.snap().context.record).toBeNull()
  })

  it('loading another game cancels the decision; the late answer does not touch either game', async () => {
    const held = new HeldBot()
    const c = chart({ bot: held })
    const first = c.start('second', [bot('B'), human('Ann')], 3)
    const other = GameRecord.create({ edition: 'classic', players: 2, seed: 4 }, [human('X'), human('Y')])
    c.actor.send({ type: 'START', record: other, savePath: '/g.london', unsaved: false, autosave: true })
    expect(held.cancels).toBe(1)
    held.release()
    await instant()
    await instant()
    expect(first.length).toBe(0)
    expect(other.length).toBe(0)
    expect(stageOf(c.snap())).toBe('handover')
  })

  it("undoing the step that ended the human's turn cancels the bot's decision and gives the turn back", async () => {
    const held = new HeldBot()
    const c = chart({ bot: held })
    const record = c.start('second', [human('Ann'), bot('Bo')], 13)
    const rng = new Rng(13)
    while (stageOf(c.snap()) === 'human') {
      const a = legalActions(record.state).find((x) => x.type === 'chooseDrawThree') ?? randomAction(record.state, rng)
      expect(c.send({ type: 'ACT', seq: record.state.seq, action: a })).toBeNull()
    }
    expect(stageOf(c.snap())).toBe('bot')
    expect(held.waiting).toBe(1)
    const length = record.length
    // the turn ended with a quiet step (seed chosen so): the human may still take it back
    expect(c.send({ type: 'UNDO' })).toBeNull()
    expect(held.cancels).toBe(1)
    expect(record.length).toBe(length - 1)
    expect(stageOf(c.snap())).toBe('human')
    held.release()
    await instant()
    await instant()
    expect(record.length).toBe(length - 1)
    expect(stageOf(c.snap())).toBe('human')
  })

  it('a bot that fails or answers an illegal move: reported, and the first legal non-loan move is played', async () => {
    const liar = moveBot(() => Promise.resolve({ type: 'endRun' }))
    const c = chart({ bot: liar })
    const record = c.start('second', [bot('B'), human('Ann')], 4)
    while (stageOf(c.snap()) === 'bot') await nextChange(c.actor)
    expect(record.length).toBeGreaterThan(0)
    expect(c.errors.some((e) => e.includes('illegal'))).toBe(true)
    const broken = moveBot(() => Promise.reject(new Error('worker died')))
    const d = chart({ bot: broken })
    const other = d.start('second', [bot('B'), human('Ann')], 4)
    while (stageOf(d.snap()) === 'bot') await nextChange(d.actor)
    expect(other.length).toBeGreaterThan(0)
    expect(d.errors.some((e) => e.includes('failed'))).toBe(true)
  })
})

describe('the scoring reveal: one delayed transition per engine step', () => {
  for (const [edition, speed, ms] of [
    ['second', 'normal', 900],
    ['classic', 'fast', 350],
  ] as const) {
    it(`${edition}: a step every ${ms} ms (${speed}), in the engine's order, then game over`, () => {
      vi.useFakeTimers()
      const c = chart({ settings: () => ({ ...FAST, animationSpeed: speed }) })
      const seats = [human('A'), human('B')]
      const done = playRandomGame({ edition, players: 2, seed: 21 }, 21)
      const record = GameRecord.create({ edition, players: 2, seed: 21 }, seats).playAll(done.actions.slice(0, -1))
      c.start(edition, seats, 21, record)
      if (stageOf(c.snap()) === 'handover') c.send({ type: 'CONFIRM_HANDOVER' })
      expect(c.send({ type: 'ACT', seq: record.state.seq, action: done.actions.at(-1)! })).toBeNull()
      const order = edition === 'second' ? SECOND_SCORING_ORDER : CLASSIC_SCORING_ORDER
      const shown: string[] = []
      while (stageOf(c.snap()) === 'scoring') {
        const step = scoringStepOf(c.snap())!
        shown.push(step)
        vi.advanceTimersByTime(ms - 1)
        expect(scoringStepOf(c.snap())).toBe(step)
        vi.advanceTimersByTime(1)
      }
      expect(shown).toEqual(order)
      expect(stageOf(c.snap())).toBe('over')
      expect(c.writes.at(-1)).toBeNull()
      // nothing moves a finished game
      expect(c.send({ type: 'ACT', seq: record.state.seq, action: { type: 'drawDeck' } })?.code).toBe('GAME_OVER')
      expect(c.send({ type: 'UNDO' })?.code).toBe('CANNOT_UNDO')
    })
  }
})

describe('hot-seat: each player confirms the end of their turn (a setting, on by default)', () => {
  /** Plays the screen's player's turn to its end (drawing three: a few quiet steps). */
  function endTurn(c: ReturnType<typeof chart>, record: Pick<GameRecord, 'state'>): void {
    const rng = new Rng(5)
    const seat = record.state.current
    while (stageOf(c.snap()) === 'human' && record.state.current === seat) {
      const legal = legalActions(record.state)
      const a =
        legal.find((x) => x.type === 'chooseDrawThree') ?? legal.find((x) => x.type === 'drawDeck') ?? randomAction(record.state, rng)
      expect(c.send({ type: 'ACT', seq: record.state.seq, action: a })).toBeNull()
    }
  }

  it('the result stays on screen; the next player waits; the last step may be taken back; then the handover', () => {
    const c = chart()
    const record = c.start('second', [human('Ann'), human('Bea')], 11)
    expect(c.send({ type: 'CONFIRM_TURN_END' })?.code).toBe('NO_TURN_END')
    expect(c.send({ type: 'CONFIRM_HANDOVER' })).toBeNull()
    endTurn(c, record)
    expect(stageOf(c.snap())).toBe('turnEnd')
    // still Ann's screen, though the engine has moved on to Bea
    expect(c.snap().context.atScreen).toBe(0)
    expect(record.state.current).toBe(1)
    expect(c.send({ type: 'ACT', seq: record.state.seq, action: { type: 'drawDeck' } })).toMatchObject({
      code: 'CONFIRM_TURN_END',
      message: 'Ann must confirm the end of their turn first.',
    })
    expect(c.send({ type: 'CONFIRM_TURN_END' })).toBeNull()
    expect(c.snap().context.turnEndSeen).toBe(record.length)
    expect(stageOf(c.snap())).toBe('handover')
    expect(c.send({ type: 'CONFIRM_TURN_END' })?.code).toBe('NO_TURN_END')
    expect(c.send({ type: 'CONFIRM_HANDOVER' })).toBeNull()
    expect(stageOf(c.snap())).toBe('human')
  })

  it('a turn ended by a card drawn blind cannot be taken back: the confirmation is all that is left', () => {
    const c = chart()
    const record = c.start('second', [human('Ann'), human('Bea')], 11)
    // build (the hand shrinks), then draw three: a turn that ends on the third card drawn from the deck
    const prefer = ['place', 'endDevelop', 'chooseDevelop', 'chooseDrawThree', 'drawDeck', 'discard']
    let checked = false
    for (let i = 0; i < 500 && !checked; i++) {
      const stage = stageOf(c.snap())
      if (stage === 'handover') c.send({ type: 'CONFIRM_HANDOVER' })
      else if (stage === 'turnEnd') {
        if (record.actions().at(-1)!.type === 'drawDeck') {
          expect(c.send({ type: 'UNDO' })?.code).toBe('CANNOT_UNDO')
          expect(stageOf(c.snap())).toBe('turnEnd')
          checked = true
        } else expect(c.send({ type: 'CONFIRM_TURN_END' })).toBeNull()
      } else {
        const legal = legalActions(record.state)
        const a = prefer.map((t) => legal.find((x) => x.type === t && (x.type !== 'place' || x.onto === null))).find((x) => x) ?? legal[0]!
        expect(c.send({ type: 'ACT', seq: record.state.seq, action: a })).toBeNull()
      }
    }
    expect(checked).toBe(true)
  })

  it('a turn ended quietly (a discard at the hand limit) can be taken back from the confirmation', () => {
    const c = chart()
    const record = c.start('second', [human('Ann'), human('Bea')], 13)
    c.send({ type: 'CONFIRM_HANDOVER' })
    // draw, then draw three: 10 cards, one discard ends the turn quietly
    while (record.state.phase.kind !== 'handLimit') {
      const legal = legalActions(record.state)
      const a = legal.find((x) => x.type === 'chooseDrawThree') ?? legal.find((x) => x.type === 'drawDeck')!
      expect(c.send({ type: 'ACT', seq: record.state.seq, action: a })).toBeNull()
    }
    const discard = legalActions(record.state).find((a) => a.type === 'discard')!
    expect(c.send({ type: 'ACT', seq: record.state.seq, action: discard })).toBeNull()
    expect(stageOf(c.snap())).toBe('turnEnd')
    expect(c.send({ type: 'UNDO' })).toBeNull()
    expect(stageOf(c.snap())).toBe('human')
    expect(record.state.phase.kind).toBe('handLimit')
    expect(c.send({ type: 'ACT', seq: record.state.seq, action: discard })).toBeNull()
    expect(stageOf(c.snap())).toBe('turnEnd')
  })

  it('off in the settings: straight to the handover; with one human there is never a confirmation', async () => {
    const off = chart({ settings: () => ({ ...FAST, confirmTurnEnd: false }) })
    const record = off.start('second', [human('Ann'), human('Bea')], 11)
    off.send({ type: 'CONFIRM_HANDOVER' })
    endTurn(off, record)
    expect(stageOf(off.snap())).toBe('handover')
    const held = new HeldBot()
    const solo = chart({ bot: held })
    const game = solo.start('second', [human('Ann'), bot('Bo')], 11)
    endTurn(solo, game)
    expect(stageOf(solo.snap())).toBe('bot')
  })

  it('with a bot between the humans, the bot waits for the confirmation', () => {
    const held = new HeldBot()
    const c = chart({ bot: held })
    const record = c.start('second', [human('Ann'), bot('Bo'), human('Cy')], 11)
    c.send({ type: 'CONFIRM_HANDOVER' })
    endTurn(c, record)
    expect(stageOf(c.snap())).toBe('turnEnd')
    expect(held.waiting).toBe(0)
    expect(c.send({ type: 'CONFIRM_TURN_END' })).toBeNull()
    expect(stageOf(c.snap())).toBe('bot')
    expect(held.waiting).toBe(1)
  })
})

describe('rematch: the same seats, a new seed, once the game is over', () => {
  it('refused before the end; after it, a new game starts with a new autosave', () => {
    const c = chart()
    expect(c.send({ type: 'REMATCH', seed: 5 })?.code).toBe('NO_GAME')
    const seats = [human('Ann'), bot('Bo'), bot('Cy')]
    c.start('classic', seats, 21)
    expect(c.send({ type: 'REMATCH', seed: 5 })?.code).toBe('GAME_NOT_OVER')
    const done = playRandomGame({ edition: 'classic', players: 3, seed: 21 }, 21)
    const finished = GameRecord.create({ edition: 'classic', players: 3, seed: 21 }, seats).playAll(done.actions)
    c.actor.send({ type: 'START', record: finished, savePath: '/x.london', unsaved: true, autosave: false })
    expect(stageOf(c.snap())).toBe('over')
    const writes = c.writes.length
    expect(c.send({ type: 'REMATCH', seed: 5 })).toBeNull()
    const next = c.snap().context.record!
    expect(next).not.toBe(finished)
    expect(next.seats).toEqual(seats)
    expect(next.options).toEqual({ edition: 'classic', players: 3, seed: 5 })
    expect(next.length).toBe(0)
    expect(c.snap().context).toMatchObject({ savePath: null, unsaved: false, atScreen: 0 })
    expect(['human', 'bot']).toContain(stageOf(c.snap()))
    expect(c.writes.length).toBe(writes + 1)
    expect(c.writes.at(-1)!.seed).toBe(5)
  })
})
