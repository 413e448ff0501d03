import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../src-shared/engine/index'
import { toldByNextLine } from './log-text'

const entries = (...events: GameEvent[]) => events.map((event) => ({ event }))

describe('toldByNextLine: lines the next sentence already tells', () => {
  it('a payment told by the placement right after it', () => {
    const log = entries({ t: 'pay', seat: 0, to: null, amount: 4 }, { t: 'place', seat: 0, card: 7, spend: null, onto: null, cost: 4 })
    expect(toldByNextLine(log, 0)).toBe(true)
  })
  it('a payment told by a placement after the spent card and the board overflow (the double "paid £4" line)', () => {
    const log = entries(
      { t: 'pay', seat: 0, to: null, amount: 4 },
      { t: 'discard', seat: 0, card: 9, why: 'spend' },
      { t: 'boardOverflow', removed: [3] },
      { t: 'place', seat: 0, card: 7, spend: 9, onto: 1, cost: 4 },
    )
    expect(toldByNextLine(log, 0)).toBe(true)
    expect(toldByNextLine(log, 1)).toBe(true)
    expect(toldByNextLine(log, 2)).toBe(false)
  })
  it('a payment for an activation, to another player, or of another amount is told on its own', () => {
    expect(
      toldByNextLine(
        entries({ t: 'pay', seat: 0, to: null, amount: 2 }, { t: 'activate', seat: 0, card: 5, money: 0, prestige: 2, poverty: 0 }),
        0,
      ),
    ).toBe(false)
    expect(
      toldByNextLine(
        entries({ t: 'pay', seat: 0, to: 1, amount: 4 }, { t: 'place', seat: 0, card: 7, spend: null, onto: null, cost: 4 }),
        0,
      ),
    ).toBe(false)
    expect(
      toldByNextLine(
        entries({ t: 'pay', seat: 0, to: null, amount: 3 }, { t: 'place', seat: 0, card: 7, spend: null, onto: null, cost: 4 }),
        0,
      ),
    ).toBe(false)
    expect(
      toldByNextLine(
        entries({ t: 'pay', seat: 0, to: null, amount: 4 }, { t: 'place', seat: 1, card: 7, spend: null, onto: null, cost: 4 }),
        0,
      ),
    ).toBe(false)
  })
  it('a purchase states its cost and poverty relief', () => {
    const log = entries(
      { t: 'pay', seat: 1, to: null, amount: 6 },
      { t: 'poverty', seat: 1, amount: -2 },
      { t: 'buyLand', seat: 1, district: 4, cost: 6, prestige: 2, relief: 2 },
    )
    expect(toldByNextLine(log, 0)).toBe(true)
    expect(toldByNextLine(log, 1)).toBe(true)
  })
  it('the last line is never left out', () => {
    expect(toldByNextLine(entries({ t: 'pay', seat: 0, to: null, amount: 4 }), 0)).toBe(false)
  })
})
