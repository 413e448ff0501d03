import { describe, expect, it } from 'vitest'
import { HIDDEN } from '../../../src-shared/engine/index'
import { MAX_FLIGHT_LAG_MS, anchorSelector, flightsFor, scheduleFlights } from './motion'

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

  it('a card placed, activated and turned face down in one push (a bot turn played at once) still flies: to its stack, else the player’s stacks', () => {
    const [onto, fresh, gain] = flightsFor(
      [
        { t: 'place', seat: 1, card: 18, spend: null, onto: 0, cost: 0 },
        { t: 'place', seat: 1, card: 19, spend: null, onto: null, cost: 0 },
        { t: 'activate', seat: 1, card: 18, money: 2, prestige: 0, poverty: 0 },
      ],
      0,
      'second',
    )
    // an opponent's face-down card is hidden: no stack top names it once the push is shown
    expect(onto!.to).toEqual([
      { kind: 'stack', seat: 1, card: 18 },
      { kind: 'stackAt', seat: 1, index: 0 },
      { kind: 'stacks', seat: 1 },
    ])
    expect(fresh!.to).toEqual([
      { kind: 'stack', seat: 1, card: 19 },
      { kind: 'stacks', seat: 1 },
    ])
    expect(gain!.from).toEqual([
      { kind: 'stack', seat: 1, card: 18 },
      { kind: 'stacks', seat: 1 },
    ])
    expect(anchorSelector({ kind: 'stackAt', seat: 1, index: 0 })).toBe('[data-seat="1"] [data-testid=stack][data-stack="0"]')
    expect(anchorSelector({ kind: 'stacks', seat: 1 })).toBe('[data-seat="1"] [data-testid=stacks]')
  })

  it('anchors are found by the data attributes the table renders', () => {
    expect(anchorSelector({ kind: 'stack', seat: 1, card: 9 })).toBe('[data-seat="1"] [data-testid=stack-top][data-card="9"]')
    expect(anchorSelector({ kind: 'stat', seat: 0, stat: 'money' })).toBe('[data-seat="0"] [data-testid=money]')
  })
})

describe('flights queue in order: pushes that arrive close together (a bot turn played at once) all fly, one after another', () => {
  const ms = 520
  it('an idle table: the first flight starts at once, the next ones overlap, each a stagger after the one before', () => {
    const s = scheduleFlights(3, 1000, 0, ms)
    expect(s.delays).toEqual([0, ms / 4, ms / 2])
    expect(s.queueEnd).toBe(1000 + (3 * ms) / 4)
  })

  it('a push arriving while the previous one still flies: its flights start after the previous ones, in order', () => {
    const first = scheduleFlights(4, 1000, 0, ms)
    const second = scheduleFlights(2, 1050, first.queueEnd, ms)
    const starts = [...first.delays.map((d) => 1000 + d), ...second.delays.map((d) => 1050 + d)]
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(1050 + second.delays[0]!).toBe(first.queueEnd)
    // the queue is drained later on: no wait any more
    expect(scheduleFlights(1, first.queueEnd + 5000, second.queueEnd, ms).delays).toEqual([0])
  })

  it('a long backlog (three bots’ turns at once) is shown faster, never dropped, never more than the lag allowed behind', () => {
    let end = 0
    const all: number[] = []
    for (let push = 0; push < 30; push++) {
      const now = 1000 + push * 20
      const s = scheduleFlights(3, now, end, ms)
      expect(s.delays).toHaveLength(3)
      all.push(...s.delays.map((d) => now + d))
      end = s.queueEnd
      expect(end - now).toBeLessThanOrEqual(MAX_FLIGHT_LAG_MS + ms)
    }
    expect(all).toEqual([...all].sort((a, b) => a - b))
    expect(new Set(all).size).toBe(all.length)
  })
})
