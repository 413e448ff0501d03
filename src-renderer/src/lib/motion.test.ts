import { describe, expect, it } from 'vitest'
import { HIDDEN } from '../../../src-shared/engine/index'
import { anchorSelector, flightsFor } from './motion'

describe('what flies where', () => {
  it('a card drawn: from the deck into the viewer’s hand (the card itself) or another player’s hand counter (its back)', () => {
    const [mine] = flightsFor([{ t: 'draw', seat: 0, from: 'deck', card: 12 }], 0, 'second')
    expect(mine).toEqual({
      event: 'draw',
      seat: 0,
      from: [{ kind: 'deck' }],
      to: [
        { kind: 'handCard', card: 12 },
        { kind: 'stat', seat: 0, stat: 'hand-size' },
      ],
      look: { kind: 'card', card: 12, faceUp: true },
    })
    const [theirs] = flightsFor([{ t: 'draw', seat: 1, from: 'deck', card: HIDDEN }], 0, 'second')
    expect(theirs).toMatchObject({ to: [{ kind: 'stat', seat: 1, stat: 'hand-size' }], look: { kind: 'card', faceUp: false } })
    const [board] = flightsFor([{ t: 'draw', seat: 1, from: 'board', card: 7 }], 0, 'second')
    expect(board!.from[0]).toEqual({ kind: 'boardCard', card: 7 })
  })

  it('a placement, its spent card to the board, a loan, gains of an activation, a payment to another player', () => {
    const flights = flightsFor(
      [
        { t: 'loan', seat: 1, amount: 10, forced: true },
        { t: 'discard', seat: 1, card: 4, why: 'spend' },
        { t: 'place', seat: 1, card: 9, spend: 4, onto: null, cost: 2 },
        { t: 'activate', seat: 1, card: 9, money: 3, prestige: 2, poverty: 0 },
        { t: 'pay', seat: 0, to: 1, amount: 2 },
        { t: 'pay', seat: 0, to: null, amount: 2 },
      ],
      0,
      'classic',
    )
    expect(flights.map((f) => [f.from[0]!.kind, f.to[0]!.kind])).toEqual([
      ['stat', 'stat'],
      ['stat', 'boardCard'],
      ['stat', 'stack'],
      ['stack', 'stat'],
      ['stack', 'stat'],
      ['stat', 'stat'],
    ])
    expect(flights[0]!.look).toMatchObject({ kind: 'token', text: '+£10', tone: 'loan' })
    expect(flights.slice(3, 5).map((f) => f.look)).toMatchObject([{ text: '+£3' }, { text: '+2★' }])
  })

  it('land: a district card from the offer to its buyer; on the map a marker onto the borough', () => {
    const buy = { t: 'buyLand', seat: 2, district: 5, cost: 3, prestige: 0, relief: 0 } as const
    expect(flightsFor([buy], 0, 'second')[0]).toMatchObject({ from: [{ kind: 'land', district: 5 }], to: [{ kind: 'districts', seat: 2 }] })
    expect(flightsFor([buy], 0, 'classic')[0]).toMatchObject({
      from: [{ kind: 'districts', seat: 2 }],
      to: [{ kind: 'land', district: 5 }],
    })
  })

  it('anchors are found by the data attributes the table renders', () => {
    expect(anchorSelector({ kind: 'stack', seat: 1, card: 9 })).toBe('[data-seat="1"] [data-testid=stack-top][data-card="9"]')
    expect(anchorSelector({ kind: 'stat', seat: 0, stat: 'money' })).toBe('[data-seat="0"] [data-testid=money]')
  })
})
