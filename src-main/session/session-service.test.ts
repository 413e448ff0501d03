import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { apply, HIDDEN, legalActions, type Action, type GameEvent, type GameState } from '../../src-shared/engine/index'
import { handleIpc, ServiceError } from '../../src-shared/ipc/handle'
import { hashState, SAVE_VERSION } from '../../src-shared/save-format'
import type { NewGameRequest, SeatConfig, SessionSnapshot, Settings } from '../../src-shared/session'
import { createLondonService, createMemoryStore } from '../services'
import type { AtomicFs } from './atomic-write'
import { nodeFs } from './atomic-write'
import { LegalMoveBot, type BotPlayer, type BotRequest } from './bot-player'
import { ScriptedDialogs } from './dialogs'
import { AUTOSAVE_NAME } from './saves'
import { SessionService, type SessionDeps } from './session-service'
import { DEFAULT_SETTINGS } from './settings'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })
const FAST: Settings = { ...DEFAULT_SETTINGS, botDelayMs: 0, animationSpeed: 'off' }

/** A bot whose answers the test releases by hand. */
class HeldBot implements BotPlayer {
  requests: BotRequest[] = []
  cancels = 0
  private pending: { req: BotRequest; resolve: (a: Action) => void }[] = []
  choose(req: BotRequest): Promise<Action> {
    this.requests.push(req)
    return new Promise((resolve) => this.pending.push({ req, resolve }))
  }
  /** answers the oldest pending question with its first legal action */
  release(pick?: (legal: Action[]) => Action): boolean {
    const p = this.pending.shift()
    if (!p) return false
    const legal = legalActions(p.req.view)
    p.resolve(pick ? pick(legal) : legal[0]!)
    return true
  }
  get waiting(): number {
    return this.pending.length
  }
  cancel(): void {
    this.cancels++
  }
  dispose(): void {}
}

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

function make(over: Partial<SessionDeps> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'london-session-'))
  const dialogs = new ScriptedDialogs()
  // summaries only: whole snapshots of long bot games would fill the memory
  const emitted: { stage: string; scoringStep?: string; hasView: boolean }[] = []
  let last: SessionSnapshot | null = null
  const errors: string[] = []
  const service = new SessionService({
    userDataDir: dir,
    dialogs,
    bot: new LegalMoveBot(),
    settings: () => FAST,
    emit: (s) => {
      last = s
      emitted.push({ stage: s.stage, ...(s.scoringStep ? { scoringStep: s.scoringStep } : {}), hasView: s.view !== null })
    },
    sleep: () => Promise.resolve(),
    onError: (what) => errors.push(what),
    ...over,
  })
  services.push(service)
  return { service, dir, dialogs, emitted, errors, last: () => last }
}

function code(fn: () => unknown): string | null {
  try {
    fn()
    return null
  } catch (e) {
    return e instanceof ServiceError ? e.code : `threw ${String(e)}`
  }
}
async function codeAsync(fn: () => Promise<unknown>): Promise<{ code: string; message: string } | null> {
  try {
    await fn()
    return null
  } catch (e) {
    if (e instanceof ServiceError) return { code: e.code, message: e.message }
    throw e
  }
}

const reveals = (events: readonly GameEvent[]) =>
  events.some((e) => (e.t === 'draw' && e.from !== 'board') || e.t === 'peek' || e.t === 'newDistrict')

/** A legal action for the current decision that reveals nothing and keeps the turn going, if any. */
function quietAction(game: GameState): Action | null {
  for (const a of legalActions(game)) {
    if (a.type === 'takeLoan') continue
    const r = apply(game, a)
    if (r.ok && !reveals(r.events) && r.state.turnNumber === game.turnNumber && r.state.phase.kind !== 'over') return a
  }
  return null
}

const SECOND_2P: NewGameRequest = { edition: 'second', seats: [human('Ann'), bot('Bot')], seed: 11 }

describe('newGame', () => {
  it('starts with the human at the screen and a legal move list', () => {
    const { service, last } = make()
    const snap = service.newGame(SECOND_2P)
    expect(snap.stage).toBe('human')
    expect(snap.viewer).toBe(0)
    expect(snap.view?.viewer).toBe(0)
    expect(snap.view?.options.seed).toBe(0)
    expect(snap.legal.length).toBeGreaterThan(0)
    expect(snap.chartState).toContain('playing.turn.start')
    expect(last()).toEqual(snap)
    expect(service.game!.options.seed).toBe(11)
  })

  it('refuses bad requests and changes nothing', () => {
    const { service } = make()
    service.newGame(SECOND_2P)
    const before = JSON.stringify(service.getSnapshot())
    const bad: unknown[] = [
      { edition: 'second', seats: [human('A')] },
      { edition: 'second', seats: [human('A'), human('B'), human('C'), human('D'), human('E')] },
      { edition: 'second', seats: [human(''), human('B')] },
      { edition: 'second', seats: [human('   '), human('B')] },
      { edition: 'second', seats: [human('x'.repeat(41)), human('B')] },
      { edition: 'second', seats: [human('A'), { kind: 'bot', name: 'B' }] },
      { edition: 'third', seats: [human('A'), human('B')] },
      { edition: 'second', seats: [human('A'), human('B')], seed: -1 },
      { edition: 'second', seats: [human('A'), human('B')], seed: 2 ** 32 },
      { edition: 'second', seats: [human('A'), human('B')], seed: 1.5 },
    ]
    for (const req of bad)
      expect(
        code(() => service.newGame(req as NewGameRequest)),
        JSON.stringify(req),
      ).toBe('BAD_REQUEST')
    expect(JSON.stringify(service.getSnapshot())).toBe(before)
  })

  it('picks a seed in 0..2^32-1 when none is given', () => {
    const { service } = make({ randomSeed: () => 0xffffffff })
    service.newGame({ edition: 'classic', seats: [human('A'), human('B')] })
    expect(service.game!.options.seed).toBe(0xffffffff)
  })
})

describe('act', () => {
  it('refuses illegal, stale and malformed moves with the state unchanged', () => {
    const { service, emitted } = make()
    const snap = service.newGame(SECOND_2P)
    const before = JSON.stringify(service.getSnapshot())
    const n = emitted.length
    const seq = snap.view!.seq
    expect(code(() => service.act({ seq, action: { type: 'chooseDevelop' } }))).toBe('ILLEGAL_MOVE') // must draw first
    expect(code(() => service.act({ seq, action: { type: 'discard', card: 0 } }))).toBe('ILLEGAL_MOVE')
    expect(code(() => service.act({ seq: seq + 1, action: { type: 'drawDeck' } }))).toBe('STALE')
    expect(code(() => service.act({ seq, action: { type: 'nope' } }))).toBe('ILLEGAL_MOVE')
    expect(code(() => service.act({ seq, action: { type: 'drawDeck', extra: 1 } }))).toBe('ILLEGAL_MOVE')
    expect(code(() => service.act({ seq, action: null }))).toBe('ILLEGAL_MOVE')
    expect(JSON.stringify(service.getSnapshot())).toBe(before)
    expect(emitted.length).toBe(n)
    // and the same move at the right seq works
    const after = service.act({ seq, action: { type: 'drawDeck' } })
    expect(after.view!.seq).toBe(seq + 1)
    // the old seq is now stale
    expect(code(() => service.act({ seq, action: { type: 'drawDeck' } }))).toBe('STALE')
  })

  it('refuses malformed payloads at the IPC boundary without reaching the engine', async () => {
    const service = createLondonService({
      version: '0',
      host: 'node',
      emit: () => {},
      storage: createMemoryStore(),
      userDataDir: mkdtempSync(join(tmpdir(), 'london-ipc-')),
      dialogs: new ScriptedDialogs(),
      bot: new LegalMoveBot(),
    })
    const r = await handleIpc(service, 'newGame', SECOND_2P)
    expect(r.ok).toBe(true)
    const snap = (r as { value: SessionSnapshot }).value
    for (const payload of [
      undefined,
      {},
      { seq: '0', action: { type: 'drawDeck' } },
      { seq: 0 },
      { seq: 0, action: { type: 'drawDeck' }, extra: 1 },
      { seq: -1, action: { type: 'drawDeck' } },
      { seq: 0, action: { type: 'drawBoard', card: 'x' } },
      { seq: 0, action: 'drawDeck' },
    ]) {
      const res = await handleIpc(service, 'act', payload)
      expect(res.ok ? 'ok' : res.error.code, JSON.stringify(payload)).toBe('BAD_REQUEST')
    }
    const now = await handleIpc(service, 'getSnapshot', undefined)
    expect(JSON.stringify((now as { value: unknown }).value)).toBe(JSON.stringify(snap))
    const bad = await handleIpc(service, 'newGame', { edition: 'second', seats: [{ kind: 'human', name: 'A', admin: true }, human('B')] })
    expect(bad.ok ? 'ok' : bad.error.code).toBe('BAD_REQUEST')
    await service.dispose()
  })

  it('refuses a move while a bot decides or a handover waits', async () => {
    const held = new HeldBot()
    const { service } = make({ bot: held })
    // classic seed where a bot starts? simpler: bots first via seat order in second edition
    const snap = service.newGame({ edition: 'second', seats: [bot('B'), human('Ann')], seed: 3 })
    expect(snap.stage).toBe('bot')
    expect(snap.legal).toEqual([])
    expect(snap.viewer).toBe(1) // the human watches
    expect(code(() => service.act({ seq: 0, action: { type: 'drawDeck' } }))).toBe('NOT_YOUR_TURN')
    await new Promise((ok) => setTimeout(ok, 5))
    expect(held.waiting).toBe(1)

    const hs = make().service.newGame({ edition: 'second', seats: [human('A'), human('B')], seed: 3 })
    expect(hs.stage).toBe('handover')
  })
})

describe('bots', () => {
  it('ask the bot with its own view only, and play to the end', async () => {
    const spy = new SpyBot()
    const { service, emitted } = make({ bot: spy })
    service.newGame({ edition: 'classic', seats: [bot('A'), bot('B'), bot('C')], seed: 21 })
    await service.settle()
    const snap = service.getSnapshot()
    expect(snap.stage).toBe('over')
    expect(snap.result).not.toBeNull()
    expect(snap.prestigeHistory.length).toBeGreaterThan(3)
    expect(spy.views.length).toBe(service.actions.length)
    for (const v of spy.views.slice(0, 60)) {
      expect(v.options.seed).toBe(0)
      // the deck and other hands show only cards the bot's seat has seen (e.g. taken from the board)
      const seen = (c: number) => c === HIDDEN || (v.known[c]! & (1 << v.viewer)) !== 0
      expect(v.deck.every(seen)).toBe(true)
      v.players.forEach((p, s) => {
        if (s !== v.viewer) expect(p.hand.every(seen)).toBe(true)
        else expect(p.hand.every((c) => c !== HIDDEN)).toBe(true)
      })
      expect(v.viewer).toBe(v.current)
    }
    // a snapshot was pushed after every bot move and scoring step
    expect(emitted.length).toBeGreaterThan(service.actions.length)
    expect(emitted.some((s) => s.stage === 'scoring' && s.scoringStep === 'repayLoans')).toBe(true)
  }, 60_000)

  it("show bot turns from the single human's view, hiding the bot's draws", async () => {
    const { service } = make()
    service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 5 })
    let snap = service.getSnapshot()
    // play Ann's turns with the first legal non-loan action until the bot has drawn from the deck
    for (let i = 0; i < 400 && !snap.log.some((l) => l.event.t === 'draw' && l.event.seat === 1 && l.event.from === 'deck'); i++) {
      if (snap.stage === 'human') {
        const a = snap.legal.find((x) => x.type !== 'takeLoan' && x.type !== 'repayLoan') ?? snap.legal[0]!
        service.act({ seq: snap.view!.seq, action: a })
      }
      await service.settle()
      snap = service.getSnapshot()
      expect(snap.viewer).toBe(0)
    }
    const botDraws = snap.log.filter((l) => l.event.t === 'draw' && l.event.seat === 1 && l.event.from === 'deck')
    expect(botDraws.length).toBeGreaterThan(0)
    for (const l of botDraws) expect((l.event as { card: number }).card).toBe(HIDDEN)
    expect(snap.view!.players[1]!.hand.every((c) => c === HIDDEN)).toBe(true)
  })

  it('fall back to a legal move when the bot answers nonsense', async () => {
    const liar: BotPlayer = { choose: () => Promise.resolve({ type: 'endRun' } as Action), cancel() {}, dispose() {} }
    const { service, errors } = make({ bot: liar })
    service.newGame({ edition: 'second', seats: [bot('B'), human('Ann')], seed: 4 })
    await service.settle()
    expect(service.getSnapshot().stage).toBe('human')
    expect(errors.some((e) => e.includes('illegal'))).toBe(true)
  })

  it('are cancelled, and their late answers ignored, when the game is quit or another is loaded', async () => {
    const held = new HeldBot()
    const { service, dialogs, dir } = make({ bot: held })
    // a saved game to load later
    service.newGame({ edition: 'second', seats: [human('Ann'), human('Bea')], seed: 8 })
    dialogs.enqueue('save', join(dir, 'other.london'))
    await service.saveAs()

    service.newGame({ edition: 'second', seats: [bot('B'), human('Ann')], seed: 3 })
    await new Promise((ok) => setTimeout(ok, 5))
    expect(held.waiting).toBe(1)
    service.quitGame()
    expect(held.cancels).toBe(1)
    held.release()
    await service.settle()
    expect(service.getSnapshot().stage).toBe('setup')

    service.newGame({ edition: 'second', seats: [bot('B'), human('Ann')], seed: 3 })
    await new Promise((ok) => setTimeout(ok, 5))
    dialogs.enqueue('open', join(dir, 'other.london'))
    await service.open()
    expect(held.cancels).toBe(2)
    held.release()
    await service.settle()
    expect(service.getSnapshot().seats.map((s) => s.name)).toEqual(['Ann', 'Bea'])
    expect(service.actions.length).toBe(0)
  })
})

describe('undo', () => {
  it("takes back the human's quiet steps of this turn, not past a revealing step or the turn start", async () => {
    const { service } = make()
    let snap = service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 12 })
    const start = hashState(service.game!)
    expect(snap.canUndo).toBe(false)
    expect(code(() => service.undo())).toBe('CANNOT_UNDO')
    // a loan at the start of the turn reveals nothing: undoable
    snap = service.act({ seq: snap.view!.seq, action: { type: 'takeLoan' } })
    expect(snap.canUndo).toBe(true)
    snap = service.undo()
    expect(hashState(service.game!)).toBe(start)
    expect(snap.canUndo).toBe(false)
    expect(snap.stage).toBe('human')
    // drawing from the deck reveals a card: the boundary
    snap = service.act({ seq: snap.view!.seq, action: { type: 'drawDeck' } })
    expect(snap.canUndo).toBe(false)
    const afterDraw = hashState(service.game!)
    const afterDrawChart = snap.chartState
    // quiet steps after it can be undone one by one, back to the draw
    const hashes: string[] = []
    for (let i = 0; i < 3; i++) {
      const a = quietAction(service.game!)
      if (!a) break
      hashes.push(hashState(service.game!))
      snap = service.act({ seq: service.game!.seq, action: a })
      expect(snap.canUndo).toBe(true)
    }
    expect(hashes.length).toBeGreaterThan(0)
    while (hashes.length > 0) {
      snap = service.undo()
      expect(hashState(service.game!)).toBe(hashes.pop())
    }
    expect(hashState(service.game!)).toBe(afterDraw)
    expect(snap.chartState).toBe(afterDrawChart)
    expect(snap.canUndo).toBe(false)
    expect(code(() => service.undo())).toBe('CANNOT_UNDO')
  })

  it("is not offered during a bot's turn or at the start of the human's next turn", async () => {
    const { service } = make()
    let snap = service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 13 })
    const turn = service.game!.turnNumber
    while (service.game!.turnNumber === turn) {
      const a = snap.legal.find((x) => x.type !== 'takeLoan' && x.type !== 'repayLoan') ?? snap.legal[0]!
      snap = service.act({ seq: snap.view!.seq, action: a })
      if (service.game!.turnNumber !== turn) expect(snap.canUndo).toBe(false)
    }
    await service.settle()
    snap = service.getSnapshot()
    expect(snap.stage).toBe('human')
    expect(snap.canUndo).toBe(false)
    expect(code(() => service.undo())).toBe('CANNOT_UNDO')
  })
})

describe('hot-seat', () => {
  it('hides the table on handover until the next player confirms', () => {
    const { service } = make()
    let snap = service.newGame({ edition: 'second', seats: [human('Ann'), human('Bea'), bot('C')], seed: 14 })
    expect(snap.stage).toBe('handover')
    expect(snap.view).toBeNull()
    expect(snap.viewer).toBeNull()
    expect(snap.legal).toEqual([])
    expect(snap.handoverTo).toBe(0)
    expect(code(() => service.act({ seq: 0, action: { type: 'drawDeck' } }))).toBe('NOT_YOUR_TURN')
    snap = service.confirmHandover()
    expect(snap.stage).toBe('human')
    expect(snap.viewer).toBe(0)
    expect(snap.view!.players[1]!.hand.every((c) => c === HIDDEN)).toBe(true)
    expect(code(() => service.confirmHandover())).toBe('NO_HANDOVER')
    // Ann plays her turn
    while (service.game!.current === 0) {
      const a = snap.legal.find((x) => x.type !== 'takeLoan' && x.type !== 'repayLoan') ?? snap.legal[0]!
      snap = service.act({ seq: snap.view!.seq, action: a })
    }
    expect(snap.stage).toBe('handover')
    expect(snap.handoverTo).toBe(1)
    expect(snap.view).toBeNull()
    // nothing private in the handover snapshot: every deck draw is masked
    for (const l of snap.log) if (l.event.t === 'draw' && l.event.from !== 'board') expect(l.event.card).toBe(HIDDEN)
    snap = service.confirmHandover()
    expect(snap.viewer).toBe(1)
    expect(snap.view!.players[0]!.hand.every((c) => c === HIDDEN)).toBe(true)
    expect(snap.legal.length).toBeGreaterThan(0)
  })
})

describe('saves', () => {
  async function playSome(service: SessionService, moves: number) {
    let snap = service.getSnapshot()
    for (let i = 0; i < moves && snap.stage === 'human'; i++) {
      const a = snap.legal.find((x) => x.type !== 'takeLoan' && x.type !== 'repayLoan') ?? snap.legal[0]!
      service.act({ seq: snap.view!.seq, action: a })
      await service.settle()
      snap = service.getSnapshot()
    }
  }

  it('round-trips: Save as, then Open restores the exact position', async () => {
    const { service, dialogs, dir } = make()
    service.newGame({ edition: 'classic', seats: [human('Ann'), bot('B'), bot('C')], seed: 15 })
    await playSome(service, 25)
    const hash = hashState(service.game!)
    const actions = JSON.stringify(service.actions)
    const before = service.getSnapshot()
    dialogs.enqueue('save', join(dir, 'my game')) // extension added
    const saved = await service.saveAs()
    expect(saved).toEqual({ saved: true, path: join(dir, 'my game.london') })
    expect(service.getSnapshot().savePath).toBe(saved.path)
    expect(service.getSnapshot().unsaved).toBe(false)

    service.newGame({ edition: 'second', seats: [human('X'), human('Y')], seed: 1 })
    dialogs.enqueue('open', saved.path)
    const opened = await service.open()
    expect(opened.opened).toBe(true)
    expect(hashState(service.game!)).toBe(hash)
    expect(JSON.stringify(service.actions)).toBe(actions)
    const { savePath: _a, unsaved: _b, ...rest } = opened.snapshot
    const { savePath: _c, unsaved: _d, ...restBefore } = before
    expect(rest).toEqual(restBefore)
    expect(opened.snapshot.savePath).toBe(saved.path)

    // Save writes to the same file again without asking
    await playSome(service, 1)
    const again = await service.save()
    expect(again.path).toBe(saved.path)
    expect(dialogs.asked.filter((d) => d.kind === 'save').length).toBe(1)
  }, 60_000)

  it('cancelled dialogs change nothing', async () => {
    const { service } = make()
    service.newGame(SECOND_2P)
    const before = JSON.stringify(service.getSnapshot())
    expect(await service.saveAs()).toEqual({ saved: false, path: null })
    const r = await service.open()
    expect(r.opened).toBe(false)
    expect(JSON.stringify(service.getSnapshot())).toBe(before)
  })

  it('refuses corrupt, truncated, tampered and newer files with the save-format message, changing nothing', async () => {
    const { service, dialogs, dir } = make()
    service.newGame(SECOND_2P)
    await playSome(service, 6)
    const good = join(dir, 'good.london')
    dialogs.enqueue('save', good)
    await service.saveAs()
    const text = readFileSync(good, 'utf8')
    const save = JSON.parse(text) as Record<string, unknown> & { actions: unknown[]; final: { stateHash: string } }
    const files: Record<string, string> = {
      'garbage.london': '\u0000\u0001not json',
      'truncated.london': text.slice(0, Math.floor(text.length / 2)),
      'notasave.london': JSON.stringify({ hello: 'world' }),
      'newer.london': JSON.stringify({ ...save, version: SAVE_VERSION + 1 }),
      'tampered-hash.london': JSON.stringify({ ...save, final: { ...save.final, stateHash: '00000000' } }),
      'tampered-moves.london': JSON.stringify({ ...save, actions: save.actions.slice(0, -1) }),
      'illegal-move.london': JSON.stringify({ ...save, actions: [{ type: 'endRun' }, ...save.actions] }),
      'bad-seats.london': JSON.stringify({
        ...save,
        seats: [
          { kind: 'human', name: '' },
          { kind: 'bot', name: 'B', level: 'easy' },
        ],
      }),
    }
    const expected: Record<string, RegExp> = {
      'garbage.london': /not readable JSON/,
      'truncated.london': /truncated/,
      'notasave.london': /not a London save/,
      'newer.london': /newer version/,
      'tampered-hash.london': /altered/,
      'tampered-moves.london': /altered/,
      'illegal-move.london': /not legal/,
      'bad-seats.london': /damaged/,
    }
    const before = JSON.stringify(service.getSnapshot())
    const hash = hashState(service.game!)
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(dir, name), content)
      dialogs.enqueue('open', join(dir, name))
      const err = await codeAsync(() => service.open())
      expect(err?.code, name).toBe('BAD_SAVE')
      expect(err?.message, name).toMatch(expected[name]!)
      expect(JSON.stringify(service.getSnapshot())).toBe(before)
      expect(hashState(service.game!)).toBe(hash)
    }
    dialogs.enqueue('open', join(dir, 'missing.london'))
    expect((await codeAsync(() => service.open()))?.code).toBe('BAD_SAVE')
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
    service.newGame(SECOND_2P)
    const path = join(dir, 'keep.london')
    dialogs.enqueue('save', path)
    await service.saveAs()
    await service.settle()
    const old = readFileSync(path, 'utf8')
    await playSome(service, 3)
    failing = true
    const err = await codeAsync(() => service.save())
    expect(err?.code).toBe('SAVE_FAILED')
    expect(err?.message).toMatch(/ENOSPC/)
    expect(readFileSync(path, 'utf8')).toBe(old)
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    expect(service.getSnapshot().unsaved).toBe(true)
  })
})

describe('autosave', () => {
  it('is written after every action and offered for resuming at the next launch', async () => {
    const first = make()
    first.service.newGame({ edition: 'second', seats: [human('Ann'), bot('B')], seed: 16 })
    let snap = first.service.getSnapshot()
    for (let i = 0; i < 5; i++) {
      const a = snap.legal.find((x) => x.type !== 'takeLoan') ?? snap.legal[0]!
      first.service.act({ seq: snap.view!.seq, action: a })
      await first.service.settle()
      snap = first.service.getSnapshot()
      const onDisk = JSON.parse(readFileSync(join(first.dir, AUTOSAVE_NAME), 'utf8')) as { actions: unknown[] }
      expect(onDisk.actions.length).toBe(first.service.actions.length)
    }
    const hash = hashState(first.service.game!)
    await first.service.dispose()

    // "relaunch" with the same user data folder
    const second = make({ userDataDir: first.dir })
    expect(second.service.getSnapshot().stage).toBe('setup')
    const info = await second.service.autosaveInfo()
    expect(info).toMatchObject({ edition: 'second', seats: [human('Ann'), bot('B')], finalRound: false })
    expect(info!.turnNumber).toBe(first.service.game!.turnNumber)
    const resumed = await second.service.resumeAutosave()
    expect(hashState(second.service.game!)).toBe(hash)
    expect(resumed.stage).toBe('human')
    expect(resumed.savePath).toBeNull()
  })

  it('offers nothing when there is no autosave, it is damaged, or the game ended', async () => {
    const { service, dir } = make()
    expect(await service.autosaveInfo()).toBeNull()
    expect((await codeAsync(() => service.resumeAutosave()))?.code).toBe('BAD_SAVE')
    writeFileSync(join(dir, AUTOSAVE_NAME), '{"format":"london-save"')
    expect(await service.autosaveInfo()).toBeNull()
    service.newGame({ edition: 'second', seats: [bot('A'), bot('B')], seed: 17 })
    await service.settle()
    expect(service.getSnapshot().stage).toBe('over')
    expect(existsSync(join(dir, AUTOSAVE_NAME))).toBe(false)
    expect(await service.autosaveInfo()).toBeNull()
  }, 60_000)
})

describe('scoring', () => {
  it("steps through the engine's scoring steps, then game over", async () => {
    const { service, emitted } = make()
    service.newGame({ edition: 'classic', seats: [bot('A'), bot('B')], seed: 18 })
    await service.settle()
    const steps = emitted.filter((s) => s.stage === 'scoring').map((s) => s.scoringStep)
    expect(steps).toEqual(service.game!.result!.scores[0]!.steps.map((s) => s.id))
    expect(emitted.at(-1)!.stage).toBe('over')
    expect(emitted.at(-1)!.scoringStep).toBeUndefined()
    expect(emitted.at(-1)!.hasView).toBe(true)
  }, 60_000)
})
