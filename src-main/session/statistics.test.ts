import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GameRecord } from '../../src-shared/game-record'
import { GUIDED_GAME } from '../../src-shared/guided-game'
import { handleIpc } from '../../src-shared/ipc/handle'
import { parseSave } from '../../src-shared/save-format'
import type { SeatConfig, SessionSnapshot, Settings } from '../../src-shared/session'
import { playRandomGame } from '../../src-shared/sim/random-play'
import type { FinishedGame, StatisticsReport } from '../../src-shared/statistics'
import { createJsonFileStore, createLondonService, createMemoryStore, type KeyValueStore } from '../services'
import { LegalMoveBot } from './bot-player'
import { ScriptedDialogs } from './dialogs'
import { AUTOSAVE_NAME, writeSaveFile } from './saves'
import { DEFAULT_SETTINGS } from './settings'
import { STATISTICS_KEY, StatisticsService } from './statistics'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })

function finished(key: string, total = 30): FinishedGame {
  const score = { before: { prestige: 0, poverty: 0, money: 0, loans: 0, hand: 0 }, steps: [], finalPoverty: 2, districts: 0, bestCard: 0 }
  return {
    key,
    edition: 'second',
    seats: [human('Ann'), bot('B')],
    result: {
      scores: [
        { ...score, seat: 0, total },
        { ...score, seat: 1, total: 10 },
      ],
      ranking: [0, 1],
      winners: [0],
      decidedBy: 'prestige',
    },
    guided: false,
    finishedAt: '2026-01-02T03:04:05.000Z',
  }
}

describe('the statistics service', () => {
  it('stores every game once, durably; reset forgets them', async () => {
    const store = createMemoryStore()
    const s = new StatisticsService({ store, folder: tmpdir() })
    await s.record(finished('a'))
    await s.record(finished('a'))
    await s.record(finished('b', 12))
    expect(s.report()).toMatchObject({ games: 2, wins: 2, setAside: null, rows: [{ averageScore: 21, bestScore: 30 }] })
    // what is stored is what a new service (the next launch) reads
    expect(new StatisticsService({ store, folder: tmpdir() }).report()).toEqual(s.report())
    expect((await s.reset()).games).toBe(0)
    expect(new StatisticsService({ store, folder: tmpdir() }).report().games).toBe(0)
  })

  it('sets damaged statistics aside, reports it and starts afresh; nothing is lost', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-stats-'))
    const damaged = { version: 1, groups: [{ edition: 'second', players: 9 }], recent: [], recorded: [] }
    const store = createMemoryStore({ [STATISTICS_KEY]: damaged })
    const errors: string[] = []
    const s = new StatisticsService({ store, folder: dir, now: () => new Date('2026-03-04T05:06:07.000Z'), onError: (w) => errors.push(w) })
    expect(s.report()).toMatchObject({ games: 0, setAside: 'statistics-damaged-2026-03-04T05-06-07-000Z.json' })
    await s.flush()
    expect(JSON.parse(readFileSync(join(dir, 'statistics-damaged-2026-03-04T05-06-07-000Z.json'), 'utf8'))).toEqual(damaged)
    expect(store.get(STATISTICS_KEY)).toMatchObject({ groups: [], recent: [] })
    expect(errors).toEqual(['the statistics are damaged'])
    await s.record(finished('a'))
    expect(s.report().games).toBe(1)
  })

  it('a statistics file that is not JSON is moved aside and reported (Node host store)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-stats-'))
    const path = join(dir, 'statistics.json')
    writeFileSync(path, '{"statistics": {"gro')
    const s = new StatisticsService({ store: createJsonFileStore(path), folder: dir, onError: () => {} })
    expect(s.report()).toMatchObject({ games: 0, setAside: 'statistics.json.corrupt' })
    expect(readFileSync(join(dir, 'statistics.json.corrupt'), 'utf8')).toBe('{"statistics": {"gro')
    await s.record(finished('a'))
    // a second damaged file never replaces the first one set aside
    writeFileSync(path, 'no')
    const again = new StatisticsService({ store: createJsonFileStore(path), folder: dir, onError: () => {} })
    expect(again.report().setAside).toMatch(/^statistics\.json\.corrupt-\d{4}-/)
    expect(readdirSync(dir).filter((f) => f.includes('corrupt'))).toHaveLength(2)
  })

  it('a reset that cannot be stored is refused and changes nothing', async () => {
    const inner = createMemoryStore()
    let failing = false
    const store: KeyValueStore = {
      get: (k) => inner.get(k),
      set: (k, v) => {
        if (failing) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' })
        return inner.set(k, v)
      },
    }
    const s = new StatisticsService({ store, folder: tmpdir(), onError: () => {} })
    await s.record(finished('a'))
    failing = true
    await expect(s.reset()).rejects.toMatchObject({ error: { code: 'STATISTICS_FAILED' } })
    expect(s.report().games).toBe(1)
  })
})

const FAST: Settings = { ...DEFAULT_SETTINGS, botSpeed: 'instant', animationSpeed: 'off' }

/** The services of one launch of the Node host on `dir` (json files, as the host uses). */
async function launch(dir: string) {
  const dialogs = new ScriptedDialogs()
  const service = createLondonService({
    version: '0',
    host: 'node',
    emit: () => {},
    storage: createJsonFileStore(join(dir, 'settings.json')),
    statisticsStorage: createJsonFileStore(join(dir, 'statistics.json')),
    userDataDir: dir,
    dialogs,
    bot: new LegalMoveBot(),
  })
  await service.setSettings(FAST)
  const call = async <T>(channel: string, payload?: unknown): Promise<T> => {
    const r = await handleIpc(service, channel, payload)
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
    return r.value as T
  }
  return { service, dialogs, call }
}

/** Seats, and a save of a random game one move before its end, where that last move is a human's. */
async function nearlyFinished(dir: string, seed: number): Promise<{ path: string; last: unknown }> {
  const done = playRandomGame({ edition: 'second', players: 2, seed }, seed)
  const probe = GameRecord.create({ edition: 'second', players: 2, seed }, [human('A'), human('B')]).playAll(done.actions.slice(0, -1))
  const lastSeat = probe.state.current
  const seats = lastSeat === 0 ? [human('Ann'), bot('Bot')] : [bot('Bot'), human('Ann')]
  const record = GameRecord.create({ edition: 'second', players: 2, seed }, seats).playAll(done.actions.slice(0, -1))
  const path = join(dir, `near-end-${seed}.london`)
  await writeSaveFile(path, record.toSave())
  return { path, last: done.actions.at(-1) }
}

describe('statistics through the session (the Node host on one user data folder)', () => {
  it('count a game played to its end here once, survive a restart, never count an abandoned or reopened game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-stats-session-'))
    const { path, last } = await nearlyFinished(dir, 17)
    let host = await launch(dir)
    // abandoned one move before the end: nothing is counted
    host.dialogs.enqueue('open', path)
    await host.call('open')
    await host.call('quitGame')
    expect((await host.call<StatisticsReport>('getStatistics')).games).toBe(0)
    // played to its end: counted once its autosave is gone, before the move is answered
    host.dialogs.enqueue('open', path)
    await host.call('open')
    const snap = await host.call<SessionSnapshot>('getSnapshot')
    await host.call('act', { seq: snap.view!.seq, action: last })
    expect(existsSync(join(dir, AUTOSAVE_NAME))).toBe(false)
    const stats = await host.call<StatisticsReport>('getStatistics')
    expect(stats).toMatchObject({ games: 1, rows: [{ edition: 'second', players: 2, opponents: 'easy', games: 1 }] })
    expect(stats.recent[0]!.name).toBe('Ann')
    // the finished game saved and opened again is shown, not counted again
    host.dialogs.enqueue('save', join(dir, 'done.london'))
    await host.call('saveAs')
    host.dialogs.enqueue('open', join(dir, 'done.london'))
    await host.call('open')
    expect((await host.call<SessionSnapshot>('getSnapshot')).stage).toBe('over')
    await host.service.dispose()
    // the next launch reads them back
    host = await launch(dir)
    expect(await host.call<StatisticsReport>('getStatistics')).toEqual(stats)
    // the same last move played again from the same position is the same game: still counted once
    host.dialogs.enqueue('open', path)
    await host.call('open')
    const again = await host.call<SessionSnapshot>('getSnapshot')
    await host.call('act', { seq: again.view!.seq, action: last })
    expect((await host.call<StatisticsReport>('getStatistics')).games).toBe(1)
    expect((await host.call<StatisticsReport>('resetStatistics')).games).toBe(0)
    await host.service.dispose()
    host = await launch(dir)
    expect((await host.call<StatisticsReport>('getStatistics')).games).toBe(0)
    await host.service.dispose()
  })

  it('a game played on from a replay is practice (not counted); a replay of a counted game and a rematch add nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-stats-replay-'))
    const { path, last } = await nearlyFinished(dir, 17)
    const host = await launch(dir)
    // the save replayed, played on from its last position and finished: not counted
    host.dialogs.enqueue('open', path)
    await host.call('openReplay')
    const replay = await host.call<SessionSnapshot>('getSnapshot')
    await host.call('replayShow', { seq: replay.replay!.length })
    await host.call('playOn')
    const branched = await host.call<SessionSnapshot>('getSnapshot')
    expect(branched.stage).toBe('human')
    await host.call('act', { seq: branched.view!.seq, action: last })
    expect(['scoring', 'over']).toContain((await host.call<SessionSnapshot>('getSnapshot')).stage)
    expect((await host.call<StatisticsReport>('getStatistics')).games).toBe(0)
    // the same game played to its end from its own save: counted
    host.dialogs.enqueue('open', path)
    await host.call('open')
    const snap = await host.call<SessionSnapshot>('getSnapshot')
    await host.call('act', { seq: snap.view!.seq, action: last })
    expect((await host.call<StatisticsReport>('getStatistics')).games).toBe(1)
    // replayed and closed, then a rematch: still one game
    await host.call('replayGame')
    expect((await host.call<SessionSnapshot>('getSnapshot')).stage).toBe('replay')
    await host.call('closeReplay')
    expect((await host.call<SessionSnapshot>('getSnapshot')).stage).toBe('over')
    await host.call('rematch')
    expect((await host.call<SessionSnapshot>('getSnapshot')).stage).not.toBe('over')
    expect((await host.call<StatisticsReport>('getStatistics')).games).toBe(1)
    await host.service.dispose()
  })

  it('the guided game: second edition against one Easy bot on the fixed deal, guided in the snapshot and in its autosave', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-guided-'))
    let host = await launch(dir)
    expect(await handleIpc(host.service, 'newGuidedGame', { you: ' ', bot: 'B' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    })
    await host.call('newGuidedGame', { you: 'Ann', bot: 'Bot' })
    const snap = await host.call<SessionSnapshot>('getSnapshot')
    expect(snap).toMatchObject({ guided: true, stage: 'human', viewer: 0, seats: [human('Ann'), bot('Bot')] })
    expect(snap.view!.options).toMatchObject({ edition: GUIDED_GAME.edition, players: 2 })
    const saved = parseSave(readFileSync(join(dir, AUTOSAVE_NAME), 'utf8'))
    expect(saved).toMatchObject({ guided: true, seed: GUIDED_GAME.seed, edition: 'second' })
    // the same deal every time
    expect(snap.view!.players[0]!.hand).toEqual(
      GameRecord.create({ edition: 'second', players: 2, seed: GUIDED_GAME.seed }, snap.seats).state.players[0]!.hand,
    )
    await host.service.dispose()
    // closed and resumed: still the guided game; an ordinary game is not
    host = await launch(dir)
    await host.call('resumeAutosave')
    expect((await host.call<SessionSnapshot>('getSnapshot')).guided).toBe(true)
    await host.call('newGame', { edition: 'second', seats: [human('Ann'), bot('Bot')], seed: GUIDED_GAME.seed })
    expect((await host.call<SessionSnapshot>('getSnapshot')).guided).toBe(false)
    expect(parseSave(readFileSync(join(dir, AUTOSAVE_NAME), 'utf8')).guided).toBeUndefined()
    await host.service.dispose()
  })
})
