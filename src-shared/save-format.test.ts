import { describe, expect, it } from 'vitest'
import { createGame, replay, type Action, type Edition } from './engine/index'
import { GameRecord } from './game-record'
import { EDITIONS, MAX_PLAYERS, MIN_PLAYERS, SAVE_BYTES_MAX, TURN_ACTIONS_MAX, gameActionsMax } from './limits'
import { SaveError, finalCheck, hashState, makeSave, serializeSave } from './save-format'
import { playRandomGame } from './sim/random-play'
import type { SeatConfig } from './session'

const seatsFor = (players: number): SeatConfig[] =>
  Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'bot', name: `Bot ${i}`, level: 'easy' }))
const PLAYER_COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i)

function refusal(text: string): string {
  try {
    GameRecord.load(text)
  } catch (e) {
    return e instanceof SaveError ? `${e.code}: ${e.message}` : String(e)
  }
  return 'loaded'
}

describe('the longest game a save may hold (limits.ts: gameActionsMax)', () => {
  it('leaves a wide margin over the longest random games', { timeout: 60_000 }, () => {
    for (const edition of EDITIONS)
      for (const players of PLAYER_COUNTS) {
        let longest = 0
        let longestTurn = 0
        for (let g = 0; g < 25; g++) {
          let turn = 0
          let inTurn = 0
          const game = playRandomGame({ edition, players, seed: 500 + g }, 900 + g, (s) => {
            inTurn = s.turnNumber === turn ? inTurn + 1 : 1
            turn = s.turnNumber
            longestTurn = Math.max(longestTurn, inTurn)
          })
          longest = Math.max(longest, game.actions.length)
        }
        expect(longestTurn * 2, `${edition}, ${players} players`).toBeLessThanOrEqual(TURN_ACTIONS_MAX)
        expect(longest * 8, `${edition}, ${players} players`).toBeLessThan(gameActionsMax(edition, players))
      }
  })

  it('a save with more actions than a game can have is refused before any replay', () => {
    for (const edition of EDITIONS)
      for (const players of PLAYER_COUNTS) {
        const max = gameActionsMax(edition, players)
        const save = makeSave(createGame({ edition, players, seed: 1 }), seatsFor(players), [])
        // not even shaped like moves: a replay would refuse move 1 as illegal
        const actions = Array.from({ length: max + 1 }, () => ({ type: 'nothing' }))
        const expected = `too-long: The save holds ${max + 1} moves; a game of ${players} players (${edition === 'second' ? 'second edition' : 'classic'}) has at most ${max}.`
        expect(refusal(JSON.stringify({ ...save, actions }))).toBe(expected)
        // nor does an older format get replayed by its migration first
        expect(refusal(JSON.stringify({ ...save, version: 1, actions }))).toBe(expected)
        expect(refusal(JSON.stringify({ ...save, actions: actions.slice(1) }))).toMatch(/^illegal-action: .*move 1\)/)
      }
  })

  it('a legal game as long as the bound opens, and its file fits under the size limit', { timeout: 60_000 }, () => {
    const edition: Edition = 'second'
    const players = 2
    const max = gameActionsMax(edition, players)
    // voluntary loans are legal at every decision: the longest legal game is a played game padded with loans,
    // here taken just before its last move
    const played = playRandomGame({ edition, players, seed: 77 }, 77).actions
    const loans = Array.from({ length: max - played.length }, (): Action => ({ type: 'takeLoan' }))
    const record = GameRecord.create({ edition, players, seed: 77 }, seatsFor(players)).playAll([
      ...played.slice(0, -1),
      ...loans,
      played[played.length - 1]!,
    ])
    expect(record.length).toBe(max)
    expect(record.state.phase.kind).toBe('over')
    const text = serializeSave(record.toSave())
    expect(refusal(text)).toBe('loaded')
    expect(Buffer.byteLength(text)).toBeLessThan(SAVE_BYTES_MAX)
  })

  it('the size limit holds the longest game of the largest moves this app writes', () => {
    const longest = Math.max(...EDITIONS.flatMap((e) => PLAYER_COUNTS.map((p) => gameActionsMax(e, p))))
    const list = Array.from({ length: 20 }, () => 999_999)
    const largest = {
      type: 'activate',
      card: 999_999,
      spend: 999_999,
      hospital: 999_999,
      target: 999_999,
      take: 999_999,
      again: 999_999,
      cards: list,
      boroughs: list,
    }
    const seats: SeatConfig[] = Array.from({ length: MAX_PLAYERS }, () => ({ kind: 'bot', name: '\u{1F600}'.repeat(20), level: 'medium' }))
    const save = makeSave(
      createGame({ edition: 'classic', players: MAX_PLAYERS, seed: 1 }),
      seats,
      Array(longest).fill(largest),
      new Date(0).toISOString(),
    )
    expect(Buffer.byteLength(serializeSave(save))).toBeLessThan(SAVE_BYTES_MAX)
  })

  it('names a file was written with before names needed a visible character still open, in every format', () => {
    // the rule before issue 22: 1 to 40 characters, not blank; a save, its autosave and the statistics hold such names
    const seats: SeatConfig[] = [
      { kind: 'human', name: '\u200b' },
      { kind: 'bot', name: ' Bo\u0000 ', level: 'easy' },
    ]
    const record = GameRecord.create({ edition: 'second', players: 2, seed: 3 }, seats)
    const current = record.toSave()
    const before = { ...current, version: 3, final: finalCheck(record.state) }
    for (const text of [JSON.stringify(before), serializeSave(current)]) {
      const loaded = GameRecord.load(text)
      expect(loaded.seats).toEqual(seats)
      expect(GameRecord.load(serializeSave(loaded.toSave())).seats).toEqual(seats)
    }
    // blank was refused then and is now
    expect(refusal(JSON.stringify({ ...before, seats: [{ kind: 'human', name: ' ' }, seats[1]] }))).toMatch(
      /^bad-field: .*seats\[0\]\.name/,
    )
  })
})

describe('the action chosen this turn (GameState.turn.chosen, recorded by the engine since issue 25)', () => {
  it('a file written before the engine recorded it still checks: the final hash leaves it out', () => {
    const actions: Action[] = [{ type: 'drawDeck' }, { type: 'chooseDrawThree' }]
    const state = replay({ edition: 'second', players: 2, seed: 5 }, actions)
    expect(state.turn.chosen).toBe('drawThree')
    const { chosen: _chosen, ...olderTurn } = state.turn
    const save = makeSave(state, seatsFor(2), actions)
    // the hash such a file holds: its position had no such field
    const older = { ...save, final: { ...save.final, stateHash: hashState({ ...state, turn: olderTurn as typeof state.turn }) } }
    expect(GameRecord.load(JSON.stringify(older)).state.turn.chosen).toBe('drawThree')
    // the rest of the turn still counts
    expect(hashState({ ...state, turn: { ...state.turn, atStart: !state.turn.atStart } })).not.toBe(hashState(state))
  })
})
