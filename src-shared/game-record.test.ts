import { describe, expect, it } from 'vitest'
import { HIDDEN, Rng, apply, legalActions, viewEvent, type Action, type GameState } from './engine/index'
import { GameRecord } from './game-record'
import { SAVE_VERSION, SaveError, finalCheck, hashState, parseSave, serializeSave } from './save-format'
import { randomAction } from './sim/random-play'
import type { LogEntry, SeatConfig } from './session'

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

/** The record after `n` random moves (fewer if the game ends). */
function play(from: GameRecord, n: number, rng: Rng): GameRecord {
  let record = from
  for (let i = 0; i < n && record.state.phase.kind !== 'over'; i++) {
    const r = record.apply(randomAction(record.state, rng), record.state.seq)
    if (!r.ok) throw new Error(r.error.message)
    record = r.record
  }
  return record
}

describe('GameRecord', () => {
  it('keeps each seat log and the prestige history equal to a rebuild, move after move', () => {
    let record = GameRecord.create({ edition: 'second', players: 3, seed: 31 }, SEATS)
    const rng = new Rng(31)
    let checks = 0
    while (record.state.phase.kind !== 'over') {
      record = play(record, 1 + rng.int(40), rng)
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
    const start = GameRecord.create({ edition: 'second', players: 2, seed: 12 }, [human('A'), bot('B')])
    expect(start.canUndo(0)).toBe(false)
    // a loan reveals nothing
    const loan = start.playAll([{ type: 'takeLoan' }])
    expect(loan.canUndo(0)).toBe(true)
    expect(loan.canUndo(1)).toBe(false)
    const back = loan.undo()
    expect(back.length).toBe(0)
    expect(back.logLength).toBe(0)
    expect(back.state).toBe(start.state)
    // a card drawn blind is the boundary
    const drawn = back.playAll([{ type: 'drawDeck' }])
    expect(drawn.canUndo(0)).toBe(false)
    const hash = hashState(drawn.state)
    const log = [...drawn.log(0)]
    const choose = legalActions(drawn.state).find((a) => a.type === 'chooseDevelop' || a.type === 'chooseRunCity')!
    const chosen = drawn.playAll([choose])
    expect(chosen.state.turn.chosen).not.toBeNull()
    expect(chosen.canUndo(0)).toBe(true)
    const undone = chosen.undo()
    expect(hashState(undone.state)).toBe(hash)
    expect(undone.log(0)).toEqual(log)
    expect(undone.state.turn.chosen).toBeNull()
  })

  it('is a value: a move or an undo gives a new record, and the one it came from stays as it was', () => {
    const rng = new Rng(40)
    const before = play(GameRecord.create({ edition: 'classic', players: 3, seed: 40 }, SEATS), 30, rng)
    const frozen = { state: hashState(before.state), actions: before.actions(), logs: [null, 0, 1, 2].map((s) => before.log(s)) }
    const history = before.prestigeHistory()
    const after = play(before, 40, rng)
    expect(after.length).toBe(70)
    // an undo, then other moves from the same position: a line of its own, the first one untouched
    const other = play(after.undo().undo(), 25, new Rng(41))
    const second = play(before, 10, new Rng(42))
    for (const r of [before]) {
      expect(hashState(r.state)).toBe(frozen.state)
      expect(r.actions()).toEqual(frozen.actions)
      expect([null, 0, 1, 2].map((s) => r.log(s))).toEqual(frozen.logs)
      expect(r.prestigeHistory()).toEqual(history)
    }
    for (const r of [after, other, second, after.undo()]) {
      const again = rebuilt(r.start, SEATS, r.actions())
      expect(r.state).toEqual(again.state)
      for (const seat of [null, 0, 1, 2]) expect(r.log(seat)).toEqual(again.logs[seat === null ? 0 : seat + 1])
      expect(r.prestigeHistory()).toEqual(again.history)
    }
    // what two records of a game have in common: their first moves, by value
    expect(after.sharedMoves(before)).toBe(30)
    const common = (x: readonly Action[], y: readonly Action[]) => {
      let i = 0
      while (i < Math.min(x.length, y.length) && JSON.stringify(x[i]) === JSON.stringify(y[i])) i++
      return i
    }
    expect(other.sharedMoves(after)).toBeGreaterThanOrEqual(68)
    expect(other.sharedMoves(after)).toBe(common(other.actions(), after.actions()))
    expect(second.sharedMoves(GameRecord.load(serializeSave(second.toSave())))).toBe(40)
    expect(second.sharedMoves(GameRecord.create({ edition: 'classic', players: 3, seed: 41 }, SEATS))).toBe(0)
  })

  it('saves and loads with one replay, refusing a changed move or a changed position', () => {
    const record = play(GameRecord.create({ edition: 'classic', players: 3, seed: 8 }, SEATS), 120, new Rng(8))
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
    const record = play(GameRecord.create({ edition: 'second', players: 3, seed: 12 }, SEATS), 80, new Rng(12))
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
    const record = play(GameRecord.create({ edition: 'classic', players: 3, seed: 13 }, SEATS), 70, new Rng(13))
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
