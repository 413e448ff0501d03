// The session through its real service: the replay faults of issue 22 (a crash and a peek through `openReplay`
// then `replayGame`), and a session that survives an exception inside its chart.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Rng, view, type Action } from '../../src-shared/engine/index'
import { GameRecord } from '../../src-shared/game-record'
import type { IpcError } from '../../src-shared/ipc/contract'
import { ServiceError } from '../../src-shared/ipc/handle'
import { hashState } from '../../src-shared/save-format'
import type { LogEntry, NewGameRequest, SeatConfig, SessionUpdate, Settings } from '../../src-shared/session'
import { randomAction } from '../../src-shared/sim/random-play'
import { LegalMoveBot } from './bot-player'
import { ScriptedDialogs } from './dialogs'
import { AUTOSAVE_NAME, writeSaveFile } from './saves'
import { createSessionService, type SessionDeps, type SessionService } from './session-service'
import { DEFAULT_SETTINGS } from './settings'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })
const FAST: Settings = { ...DEFAULT_SETTINGS, botSpeed: 'instant', animationSpeed: 'off' }
const SECOND_2P: NewGameRequest = { edition: 'second', seats: [human('Ann'), bot('Bot')], seed: 11 }

const services: SessionService[] = []
afterEach(async () => {
  for (const s of services.splice(0)) await s.dispose()
})

function make(over: Partial<SessionDeps> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'london-recovery-'))
  const dialogs = new ScriptedDialogs()
  const pushes: SessionUpdate[] = []
  const errors: string[] = []
  const service = createSessionService({
    userDataDir: dir,
    dialogs,
    bot: new LegalMoveBot(),
    settings: () => FAST,
    emit: (u) => pushes.push(u),
    sleep: () => new Promise((ok) => setImmediate(ok)),
    onError: (what) => errors.push(what),
    ...over,
  })
  services.push(service)
  return { service, dir, dialogs, pushes, errors }
}

async function refusal(fn: () => Promise<unknown>): Promise<IpcError | null> {
  try {
    await fn()
    return null
  } catch (e) {
    if (e instanceof ServiceError) return e.error
    throw e
  }
}

/** A save on disk of a classic game of three, 40 moves in (a bot at seat 1). */
async function saveOnDisk(dir: string): Promise<{ path: string; record: GameRecord }> {
  let record = GameRecord.create({ edition: 'classic', players: 3, seed: 9 }, [human('X'), bot('Y'), bot('Z')])
  const rng = new Rng(2)
  for (let i = 0; i < 40; i++) record = record.playAll([randomAction(record.state, rng)])
  const path = join(dir, 'other.london')
  await writeSaveFile(path, record.toSave('2026-01-01T00:00:00.000Z'))
  return { path, record }
}

/** The first legal non-loan move of the human at the screen. */
function aMove(service: SessionService): { seq: number; action: Action } {
  const snap = service.getSnapshot()
  expect(snap.stage).toBe('human')
  return { seq: snap.view!.seq, action: snap.legal.find((a) => a.type !== 'takeLoan')! }
}

/** The game the autosave on disk would resume. */
function autosaved(dir: string): GameRecord {
  return GameRecord.load(readFileSync(join(dir, AUTOSAVE_NAME), 'utf8'))
}

describe('replaying "the game just finished" needs a finished game (issue 22)', () => {
  it('after quitting, with a save open for replay: refused with NO_GAME; the session goes on', async () => {
    const { service, dir, dialogs } = make()
    await service.newGame(SECOND_2P)
    await service.quitGame()
    const { path, record } = await saveOnDisk(dir)
    dialogs.enqueue('open', path)
    expect((await service.openReplay()).opened).toBe(true)
    const before = JSON.stringify(service.getSnapshot())
    expect(await refusal(() => service.replayGame())).toMatchObject({ code: 'NO_GAME' })
    expect(service.chart.status).toBe('active')
    expect(JSON.stringify(service.getSnapshot())).toBe(before)
    // the replay of the save is still shown and answers
    await service.replayShow({ seat: 1, seq: 3 })
    expect(service.getSnapshot().view).toEqual(view(record.stateAt(3), 1))
    await service.closeReplay()
    expect(service.getSnapshot().stage).toBe('setup')
    await service.newGame(SECOND_2P)
    expect(service.getSnapshot().stage).toBe('human')
    const r = await service.act(aMove(service))
    expect(r.seq).toBe(1)
    await service.settle()
  })

  it('with a game in progress behind a save open for replay: refused with GAME_NOT_OVER; no peek at the bot’s hand', async () => {
    const { service, dir, dialogs, pushes } = make()
    await service.newGame(SECOND_2P)
    await service.act(aMove(service))
    await service.settle()
    const game = service.record!
    const seq = game.state.seq
    const { path, record } = await saveOnDisk(dir)
    dialogs.enqueue('open', path)
    await service.openReplay()
    const before = JSON.stringify(service.getSnapshot())
    const pushed = pushes.length
    expect(await refusal(() => service.replayGame())).toMatchObject({ code: 'GAME_NOT_OVER' })
    expect(JSON.stringify(service.getSnapshot())).toBe(before)
    expect(pushes.length).toBe(pushed)
    // seat 1 at position 0 is the save's bot, never the bot of the game in progress
    await service.replayShow({ seat: 1, seq: 0 })
    expect(service.getSnapshot().view).toEqual(view(record.stateAt(0), 1))
    for (const p of pushes) if (p.view?.options.seed === game.options.seed) expect(p.viewer).toBe(0)
    // closing goes back to the game where it stood; it goes on
    await service.closeReplay()
    expect(service.record).toBe(game)
    expect(game.state.seq).toBe(seq)
    await service.act(aMove(service))
    await service.settle()
    // "play on" continues the save, not the game in progress
    dialogs.enqueue('open', path)
    await service.openReplay()
    expect(await refusal(() => service.replayGame())).toMatchObject({ code: 'GAME_NOT_OVER' })
    await service.playOn()
    expect(service.record!.options).toEqual(record.options)
    expect(service.record!.branch).toMatchObject({ seq: 0, source: 'other.london' })
    await service.settle()
  })
})

describe('an exception inside the chart never leaves the session dead', () => {
  /** `now()` throws while `failing` says so: the chart's autosave action asks it for the save's time. */
  function failingClock() {
    const clock = { failing: 0, now: () => new Date(0) }
    clock.now = () => {
      if (clock.failing > 0) {
        clock.failing--
        throw new Error('the clock broke')
      }
      return new Date(0)
    }
    return clock
  }

  it('a command: answered INTERNAL, the game restored from its record, the autosave what is shown; then everything works', async () => {
    const clock = failingClock()
    const { service, dir, errors, pushes } = make({ now: () => clock.now() })
    await service.newGame(SECOND_2P)
    await service.act(aMove(service))
    await service.settle()
    const move = aMove(service)
    clock.failing = 1
    expect(await refusal(() => service.act(move))).toMatchObject({ code: 'INTERNAL', message: expect.stringMatching(/clock broke/) })
    expect(errors).toContain('the session chart failed; the session was restored')
    expect(service.chart.status).toBe('active')
    // the move the chart had applied before it failed is in the rebuilt game; disk and screen agree
    await service.settle()
    const shown = service.record!
    expect(shown.state.seq).toBeGreaterThanOrEqual(move.seq)
    expect(hashState(autosaved(dir).state)).toBe(hashState(shown.state))
    const last = pushes.at(-1)!
    expect(last.rev).toBe(service.getSnapshot().rev)
    // the pushes, applied as the renderer applies them, give the log shown (the rebuilt game's continues it)
    let log: readonly LogEntry[] = []
    for (const p of pushes) log = [...log.slice(0, p.logFrom), ...p.logAppend]
    expect(log).toEqual(service.getSnapshot().log)
    // the session answers every command again
    expect(await refusal(() => service.closeReplay())).toMatchObject({ code: 'NO_REPLAY' })
    if (service.getSnapshot().stage === 'human') await service.act(aMove(service))
    await service.settle()
    await service.newGame(SECOND_2P)
    await service.act(aMove(service))
    await service.settle()
    expect(hashState(autosaved(dir).state)).toBe(hashState(service.record!.state))
  })

  it('a bot move (no command): reported, restored, and the game goes on to its end', async () => {
    const clock = failingClock()
    const { service, errors } = make({ now: () => clock.now() })
    await service.newGame({ edition: 'second', seats: [bot('A'), bot('B')], seed: 5 })
    clock.failing = 1
    await service.settle()
    expect(errors).toContain('the session chart failed; the session was restored')
    expect(service.chart.status).toBe('active')
    expect(service.getSnapshot().stage).toBe('over')
    expect(service.record!.state.phase.kind).toBe('over')
  }, 30_000)

  it('in a replay, with a game waiting: the game is restored where it stood, the replay closed', async () => {
    let failing = 0
    const settings = (): Settings => {
      if (failing > 0) {
        failing--
        throw new Error('the settings broke')
      }
      return FAST
    }
    const { service, dir, dialogs, errors } = make({ settings })
    await service.newGame(SECOND_2P)
    await service.act(aMove(service))
    await service.settle()
    const hash = hashState(service.record!.state)
    const { path } = await saveOnDisk(dir)
    dialogs.enqueue('open', path)
    await service.openReplay()
    // closing the replay routes the game again, which reads the settings (the hot-seat confirmation)
    failing = 1
    expect(await refusal(() => service.closeReplay())).toMatchObject({ code: 'INTERNAL', message: expect.stringMatching(/settings broke/) })
    expect(errors).toContain('the session chart failed; the session was restored')
    await service.settle()
    expect(service.getSnapshot()).toMatchObject({ stage: 'human', replay: null })
    expect(hashState(service.record!.state)).toBe(hash)
    expect(hashState(autosaved(dir).state)).toBe(hash)
    await service.act(aMove(service))
    await service.settle()
  })

  it('failing again while restoring: back to the new-game screen, the autosave kept for resuming', async () => {
    const clock = failingClock()
    const { service, dir } = make({ now: () => clock.now() })
    await service.newGame(SECOND_2P)
    await service.act(aMove(service))
    await service.settle()
    const kept = readFileSync(join(dir, AUTOSAVE_NAME), 'utf8')
    clock.failing = 2
    expect(await refusal(() => service.act(aMove(service)))).toMatchObject({ code: 'INTERNAL' })
    await service.settle()
    expect(service.chart.status).toBe('active')
    expect(service.getSnapshot().stage).toBe('setup')
    expect(readFileSync(join(dir, AUTOSAVE_NAME), 'utf8')).toBe(kept)
    expect(await service.autosaveInfo()).not.toBeNull()
    await service.resumeAutosave()
    expect(service.getSnapshot().stage).toBe('human')
    await service.act(aMove(service))
    await service.settle()
  })
})
