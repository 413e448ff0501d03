import { describe, expect, it } from 'vitest'
import { HIDDEN, Rng, apply, legalActions, viewEvent, type Action, type GameState } from './engine/index.js'
import { GameRecord } from './game-record.js'
import { SAVE_VERSION, SaveError, finalCheck, hashState, parseSave, serializeSave } from './save-format.js'
import { randomAction } from './sim/random-play.js'
import type { LogEntry, SeatConfig } from './session.js'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })
const SEATS = [human('Ann'), bot('Bo'), bot('Cy')]

/** Everything the record keeps up to date, rebuilt from the first step (what it must never do per move). */
function rebuilt(start: GameState, seats: readonly SeatConfig[], actions: readonly Action[]) {
  const logs: LogEntry[][] = Array.from({ length: seats.length + 1 }, () => [])
  const history: number[][] = []
  let state = start
  for (const a of actions) {
    const r = apply(state, a)
    if (!r.ok) throw new Error(r.error.message)
    for (const e of r.events) logs.forEach((log, i) => log.push({ turn: state.turnNumber, event: viewEvent(e, i - 1) }))
    if (r.events.some((e) => e.t === 'endTurn')) history.push(r.state.players.map((p) => p.prestige))
    state = r.state
  }
  return { state, logs, history }
}

/** Plays `n` random moves into the record. */
function play(record: GameRecord, n: number, rng: Rng): void {
  for (let i = 0; i < n && record.state.phase.kind !== 'over'; i++) {
    const r = record.apply(randomAction(record.state, rng), record.state.seq)
    if (!r.ok) throw new Error(r.error.message)
  }
}

describe('GameRecord', () => {
  it('keeps each seat log and the prestige history equal to a rebuild, move after move', () => {
    const record = GameRecord.create({ edition: 'second', players: 3, seed: 31 }, SEATS)
    const rng = new Rng(31)
    let checks = 0
    while (record.state.phase.kind !== 'over') {
      play(record, 1 + rng.int(40), rng)
      const again = rebuilt(record.start, SEATS, record.actions())
      expect(record.state).toEqual(again.state)
      for (const seat of [null, 0, 1, 2]) expect(record.log(seat)).toEqual(again.logs[seat === null ? 0 : seat + 1])
      expect(record.prestigeHistory()).toEqual(again.history)
      checks++
    }
    expect(checks).toBeGreaterThan(10)
    // nobody's log shows a card drawn blind by someone else
    const drawn = record.log(null).filter((l) => l.event.t === 'draw' && l.event.from === 'deck')
    expect(drawn.length).toBeGreaterThan(0)
    for (const l of drawn) expect((l.event as { card: number }).card).toBe(HIDDEN)
  })

  it('refuses illegal and stale moves without recording anything', () => {
    const record = GameRecord.create({ edition: 'classic', players: 2, seed: 3 }, [human('A'), human('B')])
    const r1 = record.apply({ type: 'chooseDevelop' })
    expect(r1.ok ? null : r1.error.code).toBe('wrong-phase')
    const r2 = record.apply({ type: 'drawDeck' }, 5)
    expect(r2.ok ? null : r2.error.code).toBe('stale')
    const r3 = record.apply({ type: 'drawDeck', extra: 1 })
    expect(r3.ok ? null : r3.error.code).toBe('bad-action')
    expect(record.length).toBe(0)
    expect(record.logLength).toBe(0)
  })

  it('undo takes back quiet steps of the turn exactly, not past a step that revealed cards', () => {
    const record = GameRecord.create({ edition: 'second', players: 2, seed: 12 }, [human('A'), bot('B')])
    expect(record.canUndo(0)).toBe(false)
    // a loan reveals nothing
    expect(record.apply({ type: 'takeLoan' }).ok).toBe(true)
    expect(record.canUndo(0)).toBe(true)
    expect(record.canUndo(1)).toBe(false)
    record.undo()
    expect(record.length).toBe(0)
    expect(record.logLength).toBe(0)
    // a card drawn blind is the boundary
    expect(record.apply({ type: 'drawDeck' }).ok).toBe(true)
    expect(record.canUndo(0)).toBe(false)
    const hash = hashState(record.state)
    const log = [...record.log(0)]
    const chosen = record.chosen()
    const choose = legalActions(record.state).find((a) => a.type === 'chooseDevelop' || a.type === 'chooseRunCity')!
    expect(record.apply(choose).ok).toBe(true)
    expect(record.chosen()).not.toBeNull()
    expect(record.canUndo(0)).toBe(true)
    record.undo()
    expect(hashState(record.state)).toBe(hash)
    expect(record.log(0)).toEqual(log)
    expect(record.chosen()).toBe(chosen)
  })

  it('tells buy-land draws from draw-three draws by the action chosen this turn', () => {
    const record = GameRecord.create({ edition: 'second', players: 2, seed: 5 }, [human('A'), human('B')])
    record.apply({ type: 'drawDeck' })
    expect(record.chosen()).toBeNull()
    record.apply({ type: 'chooseDrawThree' })
    expect(record.chosen()).toBe('drawThree')
    while (record.state.turnNumber === 1) record.apply(legalActions(record.state).find((a) => a.type !== 'takeLoan')!)
    expect(record.chosen()).toBeNull()
  })

  it('saves and loads with one replay, refusing a changed move or a changed position', () => {
    const record = GameRecord.create({ edition: 'classic', players: 3, seed: 8 }, SEATS)
    play(record, 120, new Rng(8))
    const text = serializeSave(record.toSave('2026-01-01T00:00:00Z'))
    const loaded = GameRecord.load(text)
    expect(hashState(loaded.state)).toBe(hashState(record.state))
    expect(loaded.actions()).toEqual(record.actions())
    expect(loaded.log(1)).toEqual(record.log(1))
    expect(loaded.seats).toEqual(SEATS)

    const save = parseSave(text)
    const refusal = (f: () => unknown) => {
      try {
        f()
      } catch (e) {
        return e instanceof SaveError ? e.code : String(e)
      }
      return 'loaded'
    }
    expect(refusal(() => GameRecord.fromSave({ ...save, actions: [{ type: 'endRun' }, ...save.actions] }))).toBe('illegal-action')
    expect(refusal(() => GameRecord.fromSave({ ...save, actions: save.actions.slice(0, -1) }))).toBe('mismatch')
    expect(refusal(() => GameRecord.fromSave({ ...save, final: { ...save.final, stateHash: '00000000' } }))).toBe('mismatch')
  })

  it('the final check covers the seats: a changed name, kind or level, or seats swapped, are refused', () => {
    const record = GameRecord.create({ edition: 'second', players: 3, seed: 12 }, SEATS)
    play(record, 80, new Rng(12))
    const save = record.toSave()
    const code = (seats: readonly SeatConfig[]) => {
      try {
        GameRecord.load(serializeSave({ ...save, seats: [...seats] }))
      } catch (e) {
        return e instanceof SaveError ? `${e.code}: ${e.message}` : String(e)
      }
      return 'loaded'
    }
    expect(code(SEATS)).toBe('loaded')
    const [ann, bo, cy] = SEATS as [SeatConfig, SeatConfig, SeatConfig]
    for (const seats of [
      [{ kind: 'bot', name: 'Ann', level: 'hard' }, bo, cy],
      [ann, { ...bo, level: 'hard' }, cy],
      [ann, human('Bo'), cy],
      [ann, bo, bot('Cyd')],
      [ann, cy, bo],
    ] as SeatConfig[][])
      expect(code(seats), JSON.stringify(seats)).toMatch(/^mismatch: The save was altered: its seats/)
    // a current file without the seats' check is damaged
    const without = JSON.parse(serializeSave(save)) as { final: Record<string, unknown> }
    delete without.final.seatsHash
    expect(() => parseSave(JSON.stringify(without))).toThrow(/final: missing field seatsHash/)
  })

  it('a save written before the seats were checked (format 3) still opens, and is written back with the check', () => {
    const record = GameRecord.create({ edition: 'classic', players: 3, seed: 13 }, SEATS)
    play(record, 70, new Rng(13))
    // what the code before wrote: format 3, whose final check is the position's alone (finalCheck, unchanged)
    const current = record.toSave('2026-01-01T00:00:00Z')
    const before = { ...current, version: 3, final: finalCheck(record.state) }
    expect(before.final).not.toHaveProperty('seatsHash')
    const loaded = GameRecord.load(JSON.stringify(before))
    expect(loaded.seats).toEqual(SEATS)
    expect(hashState(loaded.state)).toBe(hashState(record.state))
    const again = loaded.toSave('2026-01-01T00:00:00Z')
    expect(SAVE_VERSION).toBe(4)
    expect(again).toEqual(current)
    expect(GameRecord.load(serializeSave(again)).seats).toEqual(SEATS)
  })
})
