import { describe, expect, it } from 'vitest'
import { HIDDEN, catalogFor, type GameEvent } from '../../../src-shared/engine/index'
import type { LogEntry } from '../../../src-shared/session'
import { GameRecord } from '../../../src-shared/game-record'
import { playRandomGame } from '../../../src-shared/sim/random-play'
import { LANGUAGES } from '../i18n/messages'
import { digestTurns, lastTurns, sinceIndex, sinceYourLastTurn } from './follow'
import { digestText } from './follow-text'

const id = (name: string) => catalogFor('second').cards.findIndex((c) => c.name === name)
const BANK = id('Salters')
const THEATRE = id('Theatre Royal')
const LLOYDS = id('Lloyds of London')
const GROCERS = id('Grocers')
const WESTMINSTER = catalogFor('second').districts.findIndex((d) => d.name === 'Westminster')

/** A log as seat 0 sees it: its turn, then Bea's and Cy's, then seat 0 begins again. */
function sampleLog(): LogEntry[] {
  const turns: [number, GameEvent[]][] = [
    [
      1,
      [
        { t: 'draw', seat: 0, from: 'deck', card: THEATRE },
        { t: 'chooseAction', seat: 0, action: 'develop' },
        { t: 'place', seat: 0, card: BANK, spend: null, onto: null, cost: 0 },
        { t: 'endTurn', seat: 0 },
      ],
    ],
    [
      2,
      [
        { t: 'loan', seat: 1, amount: 10, forced: false },
        { t: 'draw', seat: 1, from: 'board', card: GROCERS },
        { t: 'chooseAction', seat: 1, action: 'buyLand' },
        { t: 'pay', seat: 1, to: null, amount: 8 },
        { t: 'buyLand', seat: 1, district: WESTMINSTER, cost: 8, prestige: 6, relief: 0 },
        { t: 'draw', seat: 1, from: 'deck', card: HIDDEN },
        { t: 'draw', seat: 1, from: 'deck', card: HIDDEN },
        { t: 'endTurn', seat: 1 },
      ],
    ],
    [
      3,
      [
        { t: 'draw', seat: 2, from: 'deck', card: HIDDEN },
        { t: 'chooseAction', seat: 2, action: 'runCity' },
        { t: 'pay', seat: 0, to: 2, amount: 2 },
        { t: 'pay', seat: 1, to: 2, amount: 2 },
        { t: 'activate', seat: 2, card: LLOYDS, money: 4, prestige: 0, poverty: 0 },
        { t: 'poverty', seat: 0, amount: 2 },
        { t: 'runPoverty', seat: 2, stacks: 1, loans: 0, hand: 3, districts: 0, change: 4 },
        { t: 'poverty', seat: 2, amount: 4 },
        { t: 'endTurn', seat: 2 },
      ],
    ],
    [4, [{ t: 'draw', seat: 0, from: 'deck', card: GROCERS }]],
  ]
  return turns.flatMap(([turn, events]) => events.map((event) => ({ turn, event })))
}

describe('following the other players from the log', () => {
  it('each turn: its player, the action, the cards placed, taken, activated, the land bought, what it did to others', () => {
    const [mine, bea, cy, now] = digestTurns(sampleLog())
    expect(mine).toMatchObject({ seat: 0, turn: 1, action: 'develop', placed: [BANK], drew: 1, ended: true })
    expect(bea).toMatchObject({
      seat: 1,
      action: 'buyLand',
      took: [GROCERS],
      drew: 2,
      loans: 1,
      bought: [{ district: WESTMINSTER, cost: 8 }],
    })
    expect(cy).toMatchObject({ seat: 2, action: 'runCity', poverty: 4, activated: [{ card: LLOYDS, money: 4, prestige: 0, poverty: 0 }] })
    expect(cy!.others.get(0)).toEqual({ paid: 2, poverty: 2 })
    expect(cy!.others.get(1)).toEqual({ paid: 2, poverty: 0 })
    expect(now).toMatchObject({ seat: 0, ended: false })
  })

  it('since your last turn: the others’ turns after your own ended, not your turn under way', () => {
    const log = sampleLog()
    expect(sinceIndex(log, 0)).toBe(4)
    expect(sinceYourLastTurn(log, 0).map((d) => d.seat)).toEqual([1, 2])
    // before a seat's first turn: everything so far
    expect(sinceYourLastTurn(log.slice(0, 4), 1).map((d) => d.seat)).toEqual([0])
  })

  it('last turns: each other seat’s latest, read from the end', () => {
    const last = lastTurns(sampleLog(), 3, 0)
    expect([...last.keys()].sort()).toEqual([1, 2])
    expect(last.get(1)!.turn).toBe(2)
    expect(last.get(2)!.turn).toBe(3)
    expect(lastTurns(sampleLog(), 3, 1).get(0)!.turn).toBe(4)
  })

  it('a whole game: every placement, purchase and activation is in its player’s turn', () => {
    const seats = [
      { kind: 'human' as const, name: 'A' },
      { kind: 'bot' as const, name: 'B', level: 'easy' as const },
      { kind: 'bot' as const, name: 'C', level: 'easy' as const },
    ]
    const done = playRandomGame({ edition: 'classic', players: 3, seed: 5 }, 5)
    const record = GameRecord.create({ edition: 'classic', players: 3, seed: 5 }, seats).playAll(done.actions)
    const log = record.log(0)
    const digests = digestTurns(log)
    const count = (t: GameEvent['t']) => log.filter((l) => l.event.t === t).length
    expect(digests.reduce((n, d) => n + d.placed.length, 0)).toBe(count('place'))
    expect(digests.reduce((n, d) => n + d.bought.length, 0)).toBe(count('buyLand'))
    expect(digests.reduce((n, d) => n + d.activated.length, 0)).toBe(count('activate'))
    expect(digests.filter((d) => d.ended).length).toBe(count('endTurn'))
    for (const d of digests) for (const i of [d.from]) expect(log[i]!.turn).toBe(d.turn)
  })
})

describe('a turn in one sentence, in every language', () => {
  const readers = { names: ['Ada', 'Bea', 'Cy'], you: 0 }
  it('English', () => {
    const [, bea, cy] = digestTurns(sampleLog())
    expect(digestText('en', 'second', bea!, readers)).toBe(
      'Bea bought Westminster for £8: took a loan; took Grocers from the board; drew 2 cards.',
    )
    expect(digestText('en', 'second', cy!, readers)).toBe(
      'Cy ran the city: activated Lloyds of London (+£4); +4 poverty; you paid £2; you took 2 poverty.',
    )
  })
  for (const lang of LANGUAGES)
    it(`${lang}: every turn of the sample reads without a placeholder, naming its player`, () => {
      for (const d of digestTurns(sampleLog())) {
        const text = digestText(lang, 'second', d, readers)
        expect(text).not.toMatch(/[{}]/)
        if (d.seat !== 0) expect(text).toContain(readers.names[d.seat]!)
      }
    })
})
