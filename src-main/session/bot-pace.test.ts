import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { legalActions, type Action } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { BotSpeed } from '../../src-shared/limits'
import type { SeatConfig, Settings } from '../../src-shared/session'
import { createMemoryStore } from '../services'
import { InlineAnalyst } from './analyst'
import { moveBot, type BotPlayer, type BotRequest } from './bot-player'
import { BOT_PAUSE_MS, botPauseMs } from './bot-pace'
import { createSessionChart, type ChartDeps } from './session-chart'
import { DEFAULT_SETTINGS, SettingsService, sanitizeSettings } from './settings'

const SEATS: SeatConfig[] = [
  { kind: 'human', name: 'Ada' },
  { kind: 'bot', name: 'Babbage', level: 'easy' },
  { kind: 'bot', name: 'Brunel', level: 'easy' },
]
const firstMove = (record: GameRecord): Action => {
  const legal = legalActions(record.state)
  return legal.find((a) => a.type !== 'takeLoan') ?? legal[0]!
}
/** The record after first legal moves, played until `stop` says so. */
function playUntil(from: GameRecord, stop: (r: GameRecord) => boolean): GameRecord {
  let record = from
  for (let i = 0; i < 500 && !stop(record); i++) record = record.playAll([firstMove(record)])
  expect(stop(record)).toBe(true)
  return record
}
/** The seat that made the last move. */
const lastSeat = (r: GameRecord) => r.step(r.length - 1).seat

describe('bot pace: a pause per turn at most, step by step a pause before every move', () => {
  const speeds: BotSpeed[] = ['instant', 'fast', 'normal', 'step']

  it('after the human’s turn, mid-turn, and after another bot’s turn', () => {
    let record = GameRecord.create({ edition: 'second', players: 3, seed: 11 }, SEATS)
    record = playUntil(record, (r) => r.length > 0 && r.state.current === 1 && lastSeat(r) === 0)
    const afterHuman = speeds.map((s) => botPauseMs(record, s))
    record = record.playAll([firstMove(record)])
    record = playUntil(record, (r) => r.state.current === 1 && lastSeat(r) === 1)
    const midTurn = speeds.map((s) => botPauseMs(record, s))
    record = playUntil(record, (r) => r.state.current === 2 && lastSeat(r) === 1)
    const afterBot = speeds.map((s) => botPauseMs(record, s))
    // the time the bot's turn before already took counts towards the pause between turns
    expect(speeds.map((s) => botPauseMs(record, s, 300))).toEqual([
      0,
      50,
      BOT_PAUSE_MS.normal.turn - 300,
      Math.max(BOT_PAUSE_MS.step.move, BOT_PAUSE_MS.step.turn - 300),
    ])
    expect(botPauseMs(record, 'fast', 5000)).toBe(0)
    expect({ afterHuman, midTurn, afterBot }).toEqual({
      afterHuman: [0, 0, 0, BOT_PAUSE_MS.step.move],
      midTurn: [0, 0, 0, BOT_PAUSE_MS.step.move],
      afterBot: [0, BOT_PAUSE_MS.fast.turn, BOT_PAUSE_MS.normal.turn, BOT_PAUSE_MS.step.turn],
    })
    expect(BOT_PAUSE_MS.fast.turn).toBeGreaterThan(0)
    expect(BOT_PAUSE_MS.step.move).toBeGreaterThanOrEqual(600)
  })

  /** A bot that thinks `ms` of the test's clock (Date only is faked: the time is exact whatever the machine's load). */
  const thinking = (ms: number, asked: number[] = []): BotPlayer =>
    moveBot((req: BotRequest) => {
      asked.push(Date.now())
      return new Promise((ok) =>
        setImmediate(() => {
          vi.setSystemTime(Date.now() + ms)
          ok(legalActions(req.view).find((a) => a.type !== 'takeLoan')!)
        }),
      )
    })

  /** A round of the real chart (you + 2 bots): the pauses it asks for, one per bot move, with the bot speed given. */
  async function roundPauses(speed: BotSpeed, bot: BotPlayer = thinking(0), seats = SEATS) {
    vi.useFakeTimers({ toFake: ['Date'] })
    const settings: Settings = { ...DEFAULT_SETTINGS, botSpeed: speed, animationSpeed: 'off' }
    const pauses: number[] = []
    const deps: ChartDeps = {
      bot,
      analyst: new InlineAnalyst(12),
      settings: () => settings,
      autosave: () => {},
      now: () => new Date(0),
      botSalt: 7,
      onError: (what) => {
        throw new Error(what)
      },
      sleep: (ms) => {
        pauses.push(ms)
        vi.setSystemTime(Date.now() + ms)
        return new Promise((ok) => setImmediate(ok))
      },
      finished: () => {},
    }
    const actor = createActor(createSessionChart(deps)).start()
    stops.push(actor)
    const start = GameRecord.create({ edition: 'second', players: seats.length, seed: 5 }, seats)
    actor.send({ type: 'START', record: start, savePath: null, unsaved: false, autosave: false })
    /** the game the chart holds now (each move gives a new record) */
    const record = () => actor.getSnapshot().context.record!
    // the human's turn, then the bots' until the human's next turn
    while (record().state.current === 0) actor.send({ type: 'ACT', seq: record().state.seq, action: firstMove(record()) })
    const botMovesFrom = record().length
    for (let i = 0; i < 5000 && record().state.current !== 0; i++) await new Promise((ok) => setImmediate(ok))
    expect(record().state.current).toBe(0)
    return { pauses, botMoves: record().length - botMovesFrom }
  }
  const stops: { stop(): void }[] = []
  afterEach(() => {
    for (const a of stops.splice(0)) a.stop()
    vi.useRealTimers()
  })

  it('fast: the two bots’ turns play out at once, one pause between them, none before the first', async () => {
    const { pauses, botMoves } = await roundPauses('fast')
    expect(botMoves).toBeGreaterThan(4)
    expect(pauses).toHaveLength(botMoves)
    expect(pauses.filter((ms) => ms > 0)).toEqual([BOT_PAUSE_MS.fast.turn])
  })

  it('fast, three bots: a pause before the second bot’s turn and before the third’s (the pause is not the turn)', async () => {
    const { pauses } = await roundPauses('fast', thinking(0), [...SEATS, { kind: 'bot', name: 'Faraday', level: 'easy' }])
    expect(pauses.filter((ms) => ms > 0)).toEqual([BOT_PAUSE_MS.fast.turn, BOT_PAUSE_MS.fast.turn])
  })

  it('fast: a bot turn that took longer than the pause to play is followed at once by the next one', async () => {
    const { pauses, botMoves } = await roundPauses('fast', thinking(200))
    expect(botMoves).toBeGreaterThan(4)
    // each bot turn took at least two decisions of 200 ms: more than the pause between turns
    expect(pauses.every((ms) => ms === 0)).toBe(true)
  })

  it('instant: no pause at all; step by step: a pause before every move', async () => {
    expect((await roundPauses('instant')).pauses.every((ms) => ms === 0)).toBe(true)
    const step = await roundPauses('step')
    expect(step.pauses.every((ms) => ms >= BOT_PAUSE_MS.step.move)).toBe(true)
  })

  it('the bot thinks during the pause: asked at once, the pause shortened by its thinking', async () => {
    const asked: number[] = []
    const { pauses } = await roundPauses('step', thinking(150, asked))
    expect(asked.length).toBe(pauses.length)
    // what 150 ms of thinking left of the step pause (of the turn pause after a short bot turn)
    const { move, turn } = BOT_PAUSE_MS.step
    for (const ms of pauses) expect(ms, `${ms}`).toBeGreaterThanOrEqual(move - 150)
    for (const ms of pauses) expect(ms, `${ms}`).toBeLessThanOrEqual(turn - 150 - 150)
    expect(pauses).toContain(move - 150)
  })
})

describe('bot speed setting: replaces the old pause before every bot move', () => {
  it('the default is fast', () => {
    expect(DEFAULT_SETTINGS.botSpeed).toBe('fast')
  })

  it('a settings file with the old botDelayMs still loads, read as the nearest speed', () => {
    expect(sanitizeSettings({ language: 'fr', botDelayMs: 0 })).toEqual({ ...DEFAULT_SETTINGS, language: 'fr', botSpeed: 'instant' })
    expect(sanitizeSettings({ botDelayMs: 600 }).botSpeed).toBe('fast')
    expect(sanitizeSettings({ botDelayMs: 2500 }).botSpeed).toBe('step')
    // a bot speed already chosen wins; a damaged old value is ignored
    expect(sanitizeSettings({ botDelayMs: 0, botSpeed: 'normal' }).botSpeed).toBe('normal')
    expect(sanitizeSettings({ botDelayMs: 'x' })).toEqual(DEFAULT_SETTINGS)
    expect('botDelayMs' in sanitizeSettings({ botDelayMs: 0 })).toBe(false)
  })

  it('the settings service starts from an old file and stores the bot speed', async () => {
    const store = createMemoryStore({ settings: { ...DEFAULT_SETTINGS, botSpeed: undefined, botDelayMs: 3000, language: 'pt' } })
    const s = new SettingsService(store)
    expect(s.get()).toEqual({ ...DEFAULT_SETTINGS, language: 'pt', botSpeed: 'step' })
    await s.set({ botSpeed: 'instant' })
    expect(store.get('settings')).toEqual({ ...DEFAULT_SETTINGS, language: 'pt', botSpeed: 'instant' })
  })
})
