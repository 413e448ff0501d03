import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { HIDDEN, type Action } from '../../src-shared/engine/index'
import type { IpcError } from '../../src-shared/ipc/contract'
import { handleIpc, ServiceError } from '../../src-shared/ipc/handle'
import { hashState, SAVE_VERSION } from '../../src-shared/save-format'
import type { LogEntry, NewGameRequest, SeatConfig, SessionSnapshot, SessionUpdate, Settings } from '../../src-shared/session'
import { createJsonFileStore, createLondonService, createMemoryStore } from '../services'
import { nodeFs, type AtomicFs } from './atomic-write'
import { LegalMoveBot, moveBot, type BotRequest } from './bot-player'
import { ScriptedDialogs } from './dialogs'
import { AUTOSAVE_NAME } from './saves'
import { createSessionService, type SessionDeps, type SessionService } from './session-service'
import { DEFAULT_SETTINGS } from './settings'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })
const FAST: Settings = { ...DEFAULT_SETTINGS, botSpeed: 'instant', animationSpeed: 'off' }
const SECOND_2P: NewGameRequest = { edition: 'second', seats: [human('Ann'), bot('Bot')], seed: 11 }

/** Records the view every bot decision was given. */
class SpyBot extends LegalMoveBot {
  views: BotRequest['view'][] = []
  override choose(req: BotRequest): Promise<Action> {
    this.views.push(req.view)
    return super.choose(req)
  }
}

const services: SessionService[] = []
afterEach(async () => {
  for (const s of services.splice(0)) await s.dispose()
})

/** A session with an in-test renderer: it applies every push the way the real store does. */
function make(over: Partial<SessionDeps> = {}) {
  const dir = over.userDataDir ?? mkdtempSync(join(tmpdir(), 'london-session-'))
  const dialogs = new ScriptedDialogs()
  /** each push without its view and entries, with the log length it left */
  const pushes: (Omit<SessionUpdate, 'view' | 'logAppend'> & { total: number })[] = []
  const errors: string[] = []
  let log: LogEntry[] = []
  let last: SessionUpdate | null = null
  const service = createSessionService({
    userDataDir: dir,
    dialogs,
    bot: new LegalMoveBot(),
    settings: () => FAST,
    emit: (u) => {
      // summaries only: whole views of long bot games would fill the memory
      const { view: _v, logAppend: _l, ...rest } = u
      expect(u.logFrom).toBeLessThanOrEqual(log.length)
      log = [...log.slice(0, u.logFrom), ...u.logAppend]
      pushes.push({ ...rest, total: log.length })
      last = u
    },
    sleep: () => new Promise((ok) => setImmediate(ok)),
    onError: (what) => errors.push(what),
    ...over,
  })
  services.push(service)
  return { service, dir, dialogs, pushes, errors, log: () => log, last: () => last }
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

/** The human at the screen plays `moves` first legal non-loan moves (bots answer in between). */
async function playSome(service: SessionService, moves: number): Promise<void> {
  await service.settle()
  for (let i = 0; i < moves; i++) {
    const snap = service.getSnapshot()
    if (snap.stage === 'handover') await service.confirmHandover()
    else if (snap.stage === 'human') {
      const a = snap.legal.find((x) => x.type !== 'takeLoan' && x.type !== 'repayLoan') ?? snap.legal[0]!
      await service.act({ seq: snap.view!.seq, action: a })
    } else break
    await service.settle()
  }
}

describe('the IPC gate', () => {
  it('refuses malformed requests with the field that is wrong, before the session sees them', async () => {
    const service = createLondonService({
      version: '0',
      host: 'node',
      emit: () => {},
      storage: createMemoryStore(),
      statisticsStorage: createMemoryStore(),
      userDataDir: mkdtempSync(join(tmpdir(), 'london-ipc-')),
      dialogs: new ScriptedDialogs(),
      bot: new LegalMoveBot(),
    })
    const bad: [unknown, RegExp][] = [
      [{ edition: 'second', seats: [human('A')] }, /seats: London is played by 2 to 4 players \(got 1\)/],
      [{ edition: 'second', seats: [1, 2, 3, 4, 5].map((i) => human(`P${i}`)) }, /got 5/],
      [{ edition: 'second', seats: [human(''), human('B')] }, /seats\[0\]\.name: a name must be 1 to 40 characters/],
      [{ edition: 'second', seats: [human('   '), human('B')] }, /seats\[0\]\.name: a name needs a visible character/],
      [{ edition: 'second', seats: [human('x'.repeat(41)), human('B')] }, /seats\[0\]\.name/],
      [{ edition: 'second', seats: [human('A'), { kind: 'bot', name: 'B' }] }, /seats\[1\]: a bot needs a level/],
      [{ edition: 'second', seats: [{ ...human('A'), level: 'easy' }, human('B')] }, /seats\[0\]: only bots have a level/],
      [{ edition: 'second', seats: [{ ...human('A'), admin: true }, human('B')] }, /seats\[0\]\.admin: unknown field/],
      [{ edition: 'third', seats: [human('A'), human('B')] }, /edition: must be "second" or "classic"/],
      [{ edition: 'second', seats: [human('A'), human('B')], seed: -1 }, /seed: must be a whole number from 0 to 4294967295/],
      [{ edition: 'second', seats: [human('A'), human('B')], seed: 2 ** 32 }, /seed:/],
      [{ edition: 'second', seats: [human('A'), human('B')], seed: 1.5 }, /seed:/],
    ]
    for (const [req, message] of bad) {
      const r = await handleIpc(service, 'newGame', req)
      expect(r.ok ? 'accepted' : `${r.error.code} ${r.error.message}`, JSON.stringify(req)).toMatch(message)
      expect(r.ok ? null : r.error.code).toBe('BAD_REQUEST')
    }
    expect((await handleIpc(service, 'newGame', SECOND_2P)).ok).toBe(true)
    const before = JSON.stringify((await handleIpc(service, 'getSnapshot', undefined)) as unknown)
    for (const payload of [
      undefined,
      {},
      { seq: '0', action: { type: 'drawDeck' } },
      { seq: 0 },
      { seq: 0, action: { type: 'drawDeck' }, extra: 1 },
      { seq: -1, action: { type: 'drawDeck' } },
      { seq: 0, action: { type: 'drawBoard', card: 'x' } },
      { seq: 0, action: { type: 'nope' } },
      { seq: 0, action: null },
      { seq: 0, action: 'drawDeck' },
    ]) {
      const res = await handleIpc(service, 'act', payload)
      expect(res.ok ? 'ok' : res.error.code, JSON.stringify(payload)).toBe('BAD_REQUEST')
    }
    expect(JSON.stringify((await handleIpc(service, 'getSnapshot', undefined)) as unknown)).toBe(before)
    await service.dispose()
  })
})

describe('act', () => {
  it('answers with the new sequence number once the move is in the autosave; a refusal changes nothing', async () => {
    const { service, dir, pushes } = make()
    await service.newGame(SECOND_2P)
    const snap = service.getSnapshot()
    expect(snap.stage).toBe('human')
    expect(snap.viewer).toBe(0)
    expect(snap.view?.options.seed).toBe(0)
    expect(snap.turn).toEqual({ step: 'turnStart', finalRound: false })
    const seq = snap.view!.seq
    const n = pushes.length
    expect(await refusal(() => service.act({ seq, action: { type: 'chooseDevelop' } }))).toMatchObject({
      code: 'ILLEGAL_MOVE',
      rule: 'wrong-phase',
    })
    expect(await refusal(() => service.act({ seq: seq + 1, action: { type: 'drawDeck' } }))).toMatchObject({ code: 'STALE' })
    expect(JSON.stringify(service.getSnapshot())).toBe(JSON.stringify(snap))
    expect(pushes.length).toBe(n)
    const r = await service.act({ seq, action: { type: 'drawDeck' } })
    expect(r.seq).toBe(seq + 1)
    // durable before the answer: the autosave on disk already holds the move
    const onDisk = JSON.parse(readFileSync(join(dir, AUTOSAVE_NAME), 'utf8')) as { actions: unknown[] }
    expect(onDisk.actions.length).toBeGreaterThanOrEqual(r.seq)
    // and the push of that change went out before the answer
    expect(pushes.at(-1)!.rev).toBeGreaterThanOrEqual(r.rev)
    expect(await refusal(() => service.act({ seq, action: { type: 'drawDeck' } }))).toMatchObject({ code: 'STALE' })
  })

  it('is refused while a bot decides or a handover waits', async () => {
    const { service } = make({ bot: moveBot(() => new Promise<Action>(() => {})) })
    await service.newGame({ edition: 'second', seats: [bot('B'), human('Ann')], seed: 3 })
    const snap = service.getSnapshot()
    expect(snap).toMatchObject({ stage: 'bot', legal: [], viewer: 1 })
    expect(await refusal(() => service.act({ seq: 0, action: { type: 'drawDeck' } }))).toMatchObject({ code: 'NOT_YOUR_TURN' })
    const hs = make().service
    await hs.newGame({ edition: 'second', seats: [human('A'), human('B')], seed: 3 })
    expect(hs.getSnapshot().stage).toBe('handover')
  })
})

describe('pushes', () => {
  it('one per change, the log as appended entries adding up to the whole log', async () => {
    const { service, pushes, log } = make()
    await service.newGame({ edition: 'classic', seats: [human('Ann'), bot('B'), bot('C')], seed: 15 })
    await playSome(service, 60)
    const snap = service.getSnapshot()
    expect(log()).toEqual(snap.log)
    // revisions only grow, never twice the same
    const revs = pushes.map((p) => p.rev)
    expect(new Set(revs).size).toBe(revs.length)
    expect([...revs].sort((a, b) => a - b)).toEqual(revs)
    // appended, not resent: with the same viewer each push's entries start where the last push ended
    for (let i = 1; i < pushes.length; i++) expect(pushes[i]!.logFrom).toBe(pushes[i - 1]!.total)
    expect(snap.log.length).toBeGreaterThan(100)
  }, 60_000)

  it("show bots' turns from the single human's view; bots are asked with their own view only", async () => {
    const spy = new SpyBot()
    const { service } = make({ bot: spy })
    await service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 5 })
    await playSome(service, 40)
    const snap = service.getSnapshot()
    const botDraws = snap.log.filter((l) => l.event.t === 'draw' && l.event.seat === 1 && l.event.from === 'deck')
    expect(botDraws.length).toBeGreaterThan(0)
    for (const l of botDraws) expect((l.event as { card: number }).card).toBe(HIDDEN)
    expect(spy.views.length).toBeGreaterThan(5)
    for (const v of spy.views) {
      expect(v.options.seed).toBe(0)
      expect(v.viewer).toBe(v.current)
      // the deck and the other hand show only cards the bot's seat has seen (e.g. taken from the board)
      const seen = (c: number) => c === HIDDEN || (v.known[c]! & (1 << v.viewer)) !== 0
      expect(v.players[0]!.hand.every(seen)).toBe(true)
      expect(v.deck.every(seen)).toBe(true)
      expect(v.players[1]!.hand.every((c) => c !== HIDDEN)).toBe(true)
    }
  }, 60_000)

  it('hot-seat: the handover hides the table; the next player sees their own hand', async () => {
    const { service } = make()
    await service.newGame({ edition: 'second', seats: [human('Ann'), human('Bea'), bot('C')], seed: 14 })
    let snap = service.getSnapshot()
    expect(snap).toMatchObject({ stage: 'handover', view: null, viewer: null, legal: [], handoverTo: 0 })
    await service.confirmHandover()
    snap = service.getSnapshot()
    expect(snap.viewer).toBe(0)
    while (service.record!.state.current === 0) {
      const a = snap.legal.find((x) => x.type !== 'takeLoan' && x.type !== 'repayLoan') ?? snap.legal[0]!
      await service.act({ seq: snap.view!.seq, action: a })
      snap = service.getSnapshot()
    }
    // the end of Ann's turn stays on her screen until she confirms it
    expect(snap).toMatchObject({ stage: 'turnEnd', viewer: 0, legal: [], handoverTo: null })
    expect(snap.view!.players[0]!.hand.every((c) => c !== HIDDEN)).toBe(true)
    expect(await refusal(() => service.confirmHandover())).toMatchObject({ code: 'NO_HANDOVER' })
    await service.confirmTurnEnd()
    snap = service.getSnapshot()
    expect(snap).toMatchObject({ stage: 'handover', handoverTo: 1, view: null })
    for (const l of snap.log) if (l.event.t === 'draw' && l.event.from !== 'board') expect(l.event.card).toBe(HIDDEN)
    await service.confirmHandover()
    snap = service.getSnapshot()
    expect(snap.viewer).toBe(1)
    expect(snap.view!.players[0]!.hand.every((c) => c === HIDDEN)).toBe(true)
  })

  it('scoring: one push per engine step, then game over with the chart', async () => {
    // at a speed where each step is shown (with animations off, steps that come faster than a push join it)
    const { service, pushes } = make({ settings: () => ({ ...FAST, animationSpeed: 'fast' }) })
    await service.newGame({ edition: 'classic', seats: [bot('A'), bot('B')], seed: 18 })
    await service.settle(60_000)
    const steps = pushes.filter((s) => s.stage === 'scoring').map((s) => s.scoringStep)
    expect(steps).toEqual(service.record!.state.result!.scores[0]!.steps.map((s) => s.id))
    expect(pushes.at(-1)!.stage).toBe('over')
    expect(service.getSnapshot().prestigeHistory.length).toBeGreaterThan(3)
  }, 60_000)
})

describe('rematch', () => {
  it('a finished game starts again with the same seats and a new seed; before the end it is refused', async () => {
    let drawn = 100
    const { service, pushes } = make({ randomSeed: () => ++drawn })
    const seats = [bot('A'), bot('B')]
    await service.newGame({ edition: 'classic', seats, seed: 18 })
    expect(await refusal(() => service.rematch())).toMatchObject({ code: 'GAME_NOT_OVER' })
    await service.settle(60_000)
    expect(service.getSnapshot().stage).toBe('over')
    const { rev } = await service.rematch()
    expect(pushes.at(-1)!.rev).toBeGreaterThanOrEqual(rev)
    // the seed main drew last
    expect(service.record!.options).toEqual({ edition: 'classic', players: 2, seed: drawn })
    expect(drawn).not.toBe(18)
    expect(service.record!.seats).toEqual(seats)
    expect(service.getSnapshot().seats).toEqual(seats)
  }, 60_000)
})

describe('undo', () => {
  it("takes back the human's quiet steps, not past a revealing step", async () => {
    const { service } = make()
    await service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 12 })
    const start = hashState(service.record!.state)
    expect(service.getSnapshot().canUndo).toBe(false)
    expect(await refusal(() => service.undo())).toMatchObject({ code: 'CANNOT_UNDO' })
    await service.act({ seq: 0, action: { type: 'takeLoan' } })
    expect(service.getSnapshot().canUndo).toBe(true)
    await service.undo()
    expect(hashState(service.record!.state)).toBe(start)
    await service.act({ seq: 0, action: { type: 'drawDeck' } })
    expect(service.getSnapshot().canUndo).toBe(false)
    expect(await refusal(() => service.undo())).toMatchObject({ code: 'CANNOT_UNDO' })
  })
})

describe('saves', () => {
  it('round-trip: Save as, then Open restores the exact position', async () => {
    const { service, dialogs, dir } = make()
    await service.newGame({ edition: 'classic', seats: [human('Ann'), bot('B'), bot('C')], seed: 15 })
    await playSome(service, 25)
    const hash = hashState(service.record!.state)
    const before = service.getSnapshot()
    dialogs.enqueue('save', join(dir, 'my game'))
    const saved = await service.saveAs()
    expect(saved).toEqual({ saved: true, path: join(dir, 'my game.london') })
    expect(service.getSnapshot()).toMatchObject({ savePath: saved.path, unsaved: false })
    await service.newGame({ edition: 'second', seats: [human('X'), human('Y')], seed: 1 })
    dialogs.enqueue('open', saved.path)
    expect((await service.open()).opened).toBe(true)
    expect(hashState(service.record!.state)).toBe(hash)
    const { savePath: _a, unsaved: _b, rev: _c, ...rest } = service.getSnapshot()
    const { savePath: _d, unsaved: _e, rev: _f, ...restBefore } = before
    expect(rest).toEqual(restBefore)
    await playSome(service, 1)
    expect((await service.save()).path).toBe(saved.path)
    expect(dialogs.asked.filter((d) => d.kind === 'save').length).toBe(1)
  }, 60_000)

  it('Save as a name without the extension asks before replacing that file; declined, nothing is written', async () => {
    const { service, dialogs, dir } = make()
    await service.newGame(SECOND_2P)
    const target = join(dir, 'game.london')
    writeFileSync(target, 'an older game')
    dialogs.enqueue('save', join(dir, 'game'))
    dialogs.enqueueOverwrite(false)
    expect(await service.saveAs()).toEqual({ saved: false, path: null })
    expect(readFileSync(target, 'utf8')).toBe('an older game')
    expect(dialogs.asked.at(-1)).toEqual({ kind: 'overwrite', path: target })
    expect(service.getSnapshot().savePath).toBeNull()
    // accepted: replaced
    dialogs.enqueue('save', join(dir, 'game'))
    dialogs.enqueueOverwrite(true)
    expect(await service.saveAs()).toEqual({ saved: true, path: target })
    expect(readFileSync(target, 'utf8')).not.toBe('an older game')
    // no question when the name had the extension (the native dialog asked) or no such file exists
    const asked = dialogs.asked.length
    dialogs.enqueue('save', target)
    expect(await service.saveAs()).toEqual({ saved: true, path: target })
    dialogs.enqueue('save', join(dir, 'new one'))
    expect(await service.saveAs()).toEqual({ saved: true, path: join(dir, 'new one.london') })
    expect(dialogs.asked.slice(asked).map((d) => d.kind)).toEqual(['save', 'save'])
  })

  it('Save as a folder is refused (SAVE_TO_FOLDER) and nothing is written', async () => {
    const { service, dialogs, dir } = make()
    await service.newGame(SECOND_2P)
    mkdirSync(join(dir, 'p'))
    mkdirSync(join(dir, 'q.london'))
    const before = readdirSync(dir).sort()
    for (const chosen of [join(dir, 'p'), join(dir, 'q.london')]) {
      dialogs.enqueue('save', chosen)
      const err = await refusal(() => service.saveAs())
      expect(err, chosen).toMatchObject({ code: 'SAVE_TO_FOLDER', message: expect.stringContaining(chosen) as string })
    }
    expect(readdirSync(dir).sort()).toEqual(before)
    expect(readdirSync(join(dir, 'p'))).toEqual([])
    expect(service.getSnapshot().savePath).toBeNull()
  })

  it('cancelled dialogs change nothing', async () => {
    const { service } = make()
    await service.newGame(SECOND_2P)
    const before = JSON.stringify(service.getSnapshot())
    expect(await service.saveAs()).toEqual({ saved: false, path: null })
    expect((await service.open()).opened).toBe(false)
    expect(JSON.stringify(service.getSnapshot())).toBe(before)
  })

  it('refuses damaged, tampered and newer files with the reason, changing nothing', async () => {
    const { service, dialogs, dir } = make()
    await service.newGame(SECOND_2P)
    await playSome(service, 6)
    const good = join(dir, 'good.london')
    dialogs.enqueue('save', good)
    await service.saveAs()
    const text = readFileSync(good, 'utf8')
    const save = JSON.parse(text) as Record<string, unknown> & { actions: unknown[]; final: { stateHash: string } }
    const files: Record<string, [string, string, RegExp]> = {
      'garbage.london': ['\u0000\u0001not json', 'not-json', /not readable JSON/],
      'truncated.london': [text.slice(0, Math.floor(text.length / 2)), 'not-json', /truncated/],
      'notasave.london': [JSON.stringify({ hello: 'world' }), 'not-a-save', /not a London save/],
      'newer.london': [JSON.stringify({ ...save, version: SAVE_VERSION + 1 }), 'newer-version', /newer version/],
      'tampered-hash.london': [JSON.stringify({ ...save, final: { ...save.final, stateHash: '00000000' } }), 'mismatch', /altered/],
      'tampered-moves.london': [JSON.stringify({ ...save, actions: save.actions.slice(0, -1) }), 'mismatch', /altered/],
      'illegal-move.london': [
        JSON.stringify({ ...save, actions: [{ type: 'endRun' }, ...save.actions] }),
        'illegal-action',
        /not legal \(move 1\)/,
      ],
      'bad-seats.london': [JSON.stringify({ ...save, seats: [human(''), bot('B')] }), 'bad-field', /damaged: seats\[0\]\.name/],
    }
    const before = JSON.stringify(service.getSnapshot())
    for (const [name, [content, reason, message]] of Object.entries(files)) {
      writeFileSync(join(dir, name), content)
      dialogs.enqueue('open', join(dir, name))
      const err = await refusal(() => service.open())
      expect(err, name).toMatchObject({ code: 'BAD_SAVE', reason })
      expect(err?.message, name).toMatch(message)
      expect(JSON.stringify(service.getSnapshot())).toBe(before)
    }
    dialogs.enqueue('open', join(dir, 'missing.london'))
    expect(await refusal(() => service.open())).toMatchObject({ code: 'BAD_SAVE', reason: 'unreadable' })
  })

  it('a failed write leaves the old file intact and no temp file behind', async () => {
    let failing = false
    const flaky: AtomicFs = {
      ...nodeFs,
      async open(path, flags, mode) {
        const h = await nodeFs.open(path, flags, mode)
        return {
          write: async (data: string) => {
            if (!failing) return h.write(data)
            await h.write(data.slice(0, 10))
            throw Object.assign(new Error('disk full'), { code: 'ENOSPC' })
          },
          sync: () => h.sync(),
          close: () => h.close(),
        }
      },
    }
    const { service, dialogs, dir } = make({ fs: flaky })
    await service.newGame(SECOND_2P)
    const path = join(dir, 'keep.london')
    dialogs.enqueue('save', path)
    await service.saveAs()
    const old = readFileSync(path, 'utf8')
    await playSome(service, 3)
    failing = true
    expect(await refusal(() => service.save())).toMatchObject({ code: 'SAVE_FAILED', message: expect.stringMatching(/ENOSPC/) as string })
    expect(readFileSync(path, 'utf8')).toBe(old)
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    expect(service.getSnapshot().unsaved).toBe(true)
    // a move whose autosave fails is played but not acknowledged as safe
    const snap = service.getSnapshot()
    const a = snap.legal.find((x) => x.type !== 'takeLoan')!
    expect(await refusal(() => service.act({ seq: snap.view!.seq, action: a }))).toMatchObject({ code: 'AUTOSAVE_FAILED' })
  })
})

describe('autosave', () => {
  it('holds every acknowledged move and is offered for resuming at the next launch', async () => {
    const first = make()
    await first.service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 16 })
    expect(existsSync(join(first.dir, AUTOSAVE_NAME))).toBe(true)
    await playSome(first.service, 5)
    const hash = hashState(first.service.record!.state)
    const turn = first.service.record!.state.turnNumber
    await first.service.dispose()
    // a crash left a temp file: the next start removes it
    writeFileSync(join(first.dir, `.${AUTOSAVE_NAME}.999.0123abcd.tmp`), '{"half')
    const second = make({ userDataDir: first.dir })
    expect(second.service.getSnapshot().stage).toBe('setup')
    const info = await second.service.autosaveInfo()
    expect(info).toMatchObject({ edition: 'second', seats: [human('Ann'), bot('B')], finalRound: false, turnNumber: turn })
    expect(readdirSync(first.dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    await second.service.resumeAutosave()
    expect(hashState(second.service.record!.state)).toBe(hash)
    // never saved to a file: moves the autosave alone holds
    expect(second.service.getSnapshot()).toMatchObject({ stage: 'human', savePath: null, unsaved: true })
  })

  it('a resumed game that its file holds is that file’s: saved, and Save writes there again', async () => {
    const first = make()
    await first.service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 16 })
    await playSome(first.service, 3)
    first.dialogs.enqueue('save', join(first.dir, 'kept'))
    const saved = await first.service.saveAs()
    await first.service.quitGame()
    await first.service.dispose()
    const second = make({ userDataDir: first.dir })
    await second.service.resumeAutosave()
    // quitting it asks nothing: nothing is unsaved
    expect(second.service.getSnapshot()).toMatchObject({ stage: 'human', savePath: saved.path, unsaved: false })
    expect(await second.service.autosaveInfo()).toMatchObject({ savedAs: saved.path })
    await playSome(second.service, 1)
    expect(second.service.getSnapshot()).toMatchObject({ savePath: saved.path, unsaved: true })
    // no dialog queued: Save writes to the game's file
    expect(await second.service.save()).toEqual({ saved: true, path: saved.path })
    expect(second.service.getSnapshot()).toMatchObject({ unsaved: false })
  }, 60_000)

  it('says when a file holds exactly its game (saved or opened, no move since), so leaving it loses nothing', async () => {
    const first = make()
    await first.service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 16 })
    await playSome(first.service, 3)
    expect(await first.service.autosaveInfo()).toMatchObject({ savedAs: null })
    first.dialogs.enqueue('save', join(first.dir, 'kept'))
    const saved = await first.service.saveAs()
    expect(await first.service.autosaveInfo()).toMatchObject({ savedAs: saved.path })
    // read again at the next launch, from the file
    await first.service.quitGame()
    await first.service.dispose()
    const second = make({ userDataDir: first.dir })
    expect(await second.service.autosaveInfo()).toMatchObject({ savedAs: saved.path })
    // opened from its file: still held there; one move more is not
    second.dialogs.enqueue('open', saved.path!)
    expect((await second.service.open()).opened).toBe(true)
    expect(await second.service.autosaveInfo()).toMatchObject({ savedAs: saved.path })
    await playSome(second.service, 1)
    expect(await second.service.autosaveInfo()).toMatchObject({ savedAs: null })
  }, 60_000)

  it('offers nothing when there is none, it is damaged, or the game ended', async () => {
    const { service, dir } = make()
    expect(await service.autosaveInfo()).toBeNull()
    expect(await refusal(() => service.resumeAutosave())).toMatchObject({ code: 'BAD_SAVE' })
    writeFileSync(join(dir, AUTOSAVE_NAME), '{"format":"london-save"')
    expect(await service.autosaveInfo()).toBeNull()
    // found damaged while running: kept aside all the same (the game below does not overwrite it)
    const aside = readdirSync(dir).filter((f) => f.startsWith('autosave-damaged-'))
    expect(aside).toHaveLength(1)
    expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe('{"format":"london-save"')
    await service.newGame({ edition: 'second', seats: [bot('A'), bot('B')], seed: 17 })
    await service.settle(60_000)
    expect(service.getSnapshot().stage).toBe('over')
    expect(existsSync(join(dir, AUTOSAVE_NAME))).toBe(false)
    expect(await service.autosaveInfo()).toBeNull()
  }, 60_000)
})

describe('a damaged autosave', () => {
  const FIXED = new Date('2026-11-26T07:00:00.000Z')

  it('is kept aside at start, never overwritten by the next new game, and reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-session-damaged-'))
    const damaged = '{"format":"london-save","version":3,"acti'
    writeFileSync(join(dir, AUTOSAVE_NAME), damaged)
    const { service, errors } = make({ userDataDir: dir, now: () => FIXED })
    const keptAs = 'autosave-damaged-2026-11-26T07-00-00-000Z.london'
    // a new game at once: the damaged file is set aside before the first autosave is written
    await service.newGame(SECOND_2P)
    expect(readFileSync(join(dir, keptAs), 'utf8')).toBe(damaged)
    expect(await service.autosaveNotice()).toEqual({ kind: 'autosave-unreadable', keptAs, folder: dir })
    expect(errors).toContain('autosave unreadable')
    // the new game's autosave is a good one, and the one kept aside is left as it was
    await playSome(service, 2)
    expect(await service.autosaveInfo()).toMatchObject({ edition: 'second' })
    expect(readFileSync(join(dir, keptAs), 'utf8')).toBe(damaged)
  })

  it('a second damaged autosave never replaces the first one kept aside', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-session-damaged2-'))
    const keptAs = 'autosave-damaged-2026-11-26T07-00-00-000Z.london'
    writeFileSync(join(dir, keptAs), 'the first')
    writeFileSync(join(dir, AUTOSAVE_NAME), 'the second')
    const { service } = make({ userDataDir: dir, now: () => FIXED })
    expect(await service.autosaveInfo()).toBeNull()
    const notice = await service.autosaveNotice()
    expect(notice?.keptAs).not.toBe(keptAs)
    expect(readFileSync(join(dir, keptAs), 'utf8')).toBe('the first')
    expect(readFileSync(join(dir, notice!.keptAs), 'utf8')).toBe('the second')
  })

  it('a good, a missing or a finished autosave is not reported', async () => {
    const { service } = make()
    expect(await service.autosaveNotice()).toBeNull()
    await service.newGame(SECOND_2P)
    expect(await service.autosaveNotice()).toBeNull()
  })

  it('the notices channel reports a damaged settings file and a damaged autosave together', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-notices-'))
    writeFileSync(join(dir, 'settings.json'), '{"settings": 12')
    writeFileSync(join(dir, AUTOSAVE_NAME), 'not a save')
    const service = createLondonService({
      version: '0',
      host: 'node',
      emit: () => {},
      storage: createJsonFileStore(join(dir, 'settings.json')),
      statisticsStorage: createMemoryStore(),
      userDataDir: dir,
      dialogs: new ScriptedDialogs(),
      bot: new LegalMoveBot(),
    })
    const r = await handleIpc(service, 'notices', undefined)
    await service.dispose()
    expect(r.ok).toBe(true)
    const notices = r.ok ? (r.value as { kind: string; keptAs: string; folder: string }[]) : []
    expect(notices.map((n) => n.kind)).toEqual(['settings-unreadable', 'autosave-unreadable'])
    expect(notices[0]).toEqual({ kind: 'settings-unreadable', keptAs: 'settings.json.corrupt', folder: dir })
    expect(notices[1]!.folder).toBe(dir)
    expect(readFileSync(join(dir, notices[1]!.keptAs), 'utf8')).toBe('not a save')
  })
})

describe('snapshot', () => {
  it('is what getSnapshot returns and what the pushes add up to', async () => {
    const { service, last } = make()
    await service.newGame(SECOND_2P)
    await playSome(service, 3)
    const snap: SessionSnapshot = service.getSnapshot()
    const { logFrom: _f, logAppend: _a, ...pushed } = last()!
    const { log: _l, ...whole } = snap
    expect(pushed).toEqual(whole)
  })
})
