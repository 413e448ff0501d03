// Replays in every state of the session chart: "replay the game just finished" needs a finished game (issue 22:
// after quitting it crashed the chart; behind a save's replay it showed the game in progress, hidden cards and all).
// The real chart, with a bot and an analyst that never answer.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { Rng, type Action, type Edition } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { IpcError } from '../../src-shared/ipc/contract'
import type { SaveFile } from '../../src-shared/save-format'
import type { SeatConfig, Settings } from '../../src-shared/session'
import { playRandomGame, randomAction } from '../../src-shared/sim/random-play'
import { MoveBot } from './bot-player'
import type { BotJob, JobAnswer, JobRunner } from '../bots/bot-protocol'
import { createSessionChart } from './session-chart'
import { verdict } from './session-commands'
import type { ChartDeps, CommandEvent } from './session-types'
import { stageOf } from './session-view'
import { DEFAULT_SETTINGS } from './settings'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })
/** a scoring reveal that lasts (the test stops in it) */
const SLOW_REVEAL: Settings = { ...DEFAULT_SETTINGS, animationSpeed: 'normal' }

/** A bot that never answers (its turn lasts). */
class SilentBot extends MoveBot {
  choose(): Promise<Action> {
    return new Promise(() => {})
  }
}

const actors: { stop(): void }[] = []
afterEach(() => {
  for (const a of actors.splice(0)) a.stop()
  vi.useRealTimers()
})

function chart() {
  const writes: (SaveFile | null)[] = []
  const deps: ChartDeps = {
    bot: new SilentBot(),
    analyst: new SilentAnalyst(),
    settings: () => SLOW_REVEAL,
    autosave: (content) => writes.push(content),
    now: () => new Date(0),
    botSalt: 7,
    onError: () => {},
    sleep: () => new Promise<void>((ok) => setImmediate(ok)),
    finished: () => {},
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
  const start = (edition: Edition, seats: readonly SeatConfig[], seed: number, record?: GameRecord) => {
    const r = record ?? GameRecord.create({ edition, players: seats.length, seed }, seats)
    actor.send({ type: 'START', record: r, savePath: null, unsaved: false, autosave: true })
    return r
  }
  return { actor, writes, send, start, snap: () => actor.getSnapshot() }
}

/** An analyst that never answers (a review stays running until it is cancelled). */
class SilentAnalyst implements JobRunner {
  run<J extends BotJob>(): Promise<JobAnswer<J>> {
    return new Promise(() => {})
  }
  dispose(): void {}
}

describe('replays in every state: REPLAY, SHOW, PLAY_ON and CLOSE_REPLAY', () => {
  type Chart = ReturnType<typeof chart>
  /** a save opened for replay: a classic game of three, 40 moves in */
  const fileGame = () => {
    let record = GameRecord.create({ edition: 'classic', players: 3, seed: 9 }, [human('X'), bot('Y'), bot('Z')])
    const rng = new Rng(2)
    for (let i = 0; i < 40; i++) record = record.playAll([randomAction(record.state, rng)])
    return record
  }
  /** a game of two one move before its end, the last mover human (so the test can end it) */
  const nearlyOver = () => {
    const done = playRandomGame({ edition: 'second', players: 2, seed: 21 }, 21)
    const record = GameRecord.create({ edition: 'second', players: 2, seed: 21 }, [human('A'), human('B')]).playAll(
      done.actions.slice(0, -1),
    )
    return { record, last: done.actions.at(-1)! }
  }
  const finished = () => {
    const { record, last } = nearlyOver()
    return record.playAll([last])
  }
  const toScoring = (c: Chart) => {
    const { record, last } = nearlyOver()
    c.start('second', record.seats, 21, record)
    if (stageOf(c.snap()) === 'handover') expect(c.send({ type: 'CONFIRM_HANDOVER' })).toBeNull()
    expect(c.send({ type: 'ACT', seq: record.state.seq, action: last })).toBeNull()
  }
  const replayFile = (c: Chart) => expect(c.send({ type: 'REPLAY', record: fileGame(), source: 'file.london' })).toBeNull()

  // each state: how to reach it, the stage it shows, and whether the chart holds a game (over or not)
  const states: [name: string, reach: (c: Chart) => void, stage: string][] = [
    ['setup', () => {}, 'setup'],
    ['after quit', (c) => (c.start('second', [human('Ann'), bot('Bo')], 11), c.actor.send({ type: 'QUIT' })), 'setup'],
    ['human to move', (c) => c.start('second', [human('Ann'), bot('Bo')], 11), 'human'],
    ['bot to move', (c) => c.start('second', [bot('Bo'), human('Ann')], 3), 'bot'],
    ['handover', (c) => c.start('second', [human('Ann'), human('Bea')], 3), 'handover'],
    ['scoring', toScoring, 'scoring'],
    ['over', (c) => c.start('second', [human('A'), human('B')], 21, finished()), 'over'],
    [
      'replay of a save, after quit',
      (c) => (c.start('second', [human('Ann'), bot('Bo')], 11), c.actor.send({ type: 'QUIT' }), replayFile(c)),
      'replay',
    ],
    ['replay of a save, no game before', replayFile, 'replay'],
    ['replay of a save, a game in progress', (c) => (c.start('second', [bot('Bo'), human('Ann')], 3), replayFile(c)), 'replay'],
    [
      'replay of the game just finished',
      (c) => (
        c.start('second', [human('A'), human('B')], 21, finished()),
        expect(c.send({ type: 'REPLAY', record: null, source: null })).toBeNull()
      ),
      'replay',
    ],
    [
      'reviewing a save, a game in progress',
      (c) => (
        c.start('second', [bot('Bo'), human('Ann')], 3),
        replayFile(c),
        expect(c.send({ type: 'START_REVIEW', seat: 0, depth: 'quick' })).toBeNull()
      ),
      'replay',
    ],
  ]
  const commands: [name: string, command: () => CommandEvent][] = [
    ['replay the game just finished', () => ({ type: 'REPLAY', record: null, source: null })],
    ['replay a save', () => ({ type: 'REPLAY', record: fileGame(), source: 'other.london' })],
    ['show seat 1 at 0', () => ({ type: 'SHOW', seat: 1, seq: 0 })],
    ['play on', () => ({ type: 'PLAY_ON' })],
    ['close the replay', () => ({ type: 'CLOSE_REPLAY' })],
  ]
  // the expected answer (null: accepted) by state, in the order of `commands`
  const expected: Record<string, (string | null)[]> = {
    setup: ['NO_GAME', null, 'NO_REPLAY', 'NO_REPLAY', 'NO_REPLAY'],
    'after quit': ['NO_GAME', null, 'NO_REPLAY', 'NO_REPLAY', 'NO_REPLAY'],
    'human to move': ['GAME_NOT_OVER', null, 'NO_REPLAY', 'NO_REPLAY', 'NO_REPLAY'],
    'bot to move': ['GAME_NOT_OVER', null, 'NO_REPLAY', 'NO_REPLAY', 'NO_REPLAY'],
    handover: ['GAME_NOT_OVER', null, 'NO_REPLAY', 'NO_REPLAY', 'NO_REPLAY'],
    scoring: [null, null, 'NO_REPLAY', 'NO_REPLAY', 'NO_REPLAY'],
    over: [null, null, 'NO_REPLAY', 'NO_REPLAY', 'NO_REPLAY'],
    'replay of a save, after quit': ['NO_GAME', null, null, null, null],
    'replay of a save, no game before': ['NO_GAME', null, null, null, null],
    'replay of a save, a game in progress': ['GAME_NOT_OVER', null, null, null, null],
    // at the end of a finished game there is nothing to play on
    'replay of the game just finished': [null, null, null, 'GAME_OVER', null],
    'reviewing a save, a game in progress': ['GAME_NOT_OVER', null, null, null, null],
  }

  for (const [stateName, reach, stage] of states) {
    it(`${stateName}: only a finished game or a save is replayed; a refusal changes nothing`, () => {
      vi.useFakeTimers()
      commands.forEach(([commandName, command], i) => {
        const where = `${stateName} / ${commandName}`
        const c = chart()
        reach(c)
        expect(stageOf(c.snap()), where).toBe(stage)
        const before = c.snap()
        const writes = c.writes.length
        const answer = c.send(command())
        // the chart never dies: every command is answered and the next one is heard
        expect(c.snap().status, where).toBe('active')
        expect(answer?.code ?? null, where).toBe(expected[stateName]![i])
        const after = c.snap()
        if (answer !== null) {
          expect(after.value, where).toEqual(before.value)
          expect(after.context, where).toEqual(before.context)
          expect(c.writes.length, where).toBe(writes)
        }
        // a replay shows a save or a finished game, never the game in progress
        const shown = after.context.study?.record
        if (after.matches('replay') && shown === after.context.record) expect(shown!.state.phase.kind, where).toBe('over')
        // and the session goes on: the replay closes (or there is none), a new game starts
        const close = c.send({ type: 'CLOSE_REPLAY' })
        expect(close === null || close.code === 'NO_REPLAY', where).toBe(true)
        c.start('second', [human('Ann'), bot('Bo')], 11)
        expect(stageOf(c.snap()), where).toBe('human')
        expect(c.send({ type: 'ACT', seq: 0, action: { type: 'drawDeck' } }), where).toBeNull()
        c.actor.stop()
      })
    })
  }
})
