// Buy land: second edition (district cards on offer) and classic (markers on the map).
import { describe, expect, it } from 'vitest'
import { catalogFor } from './cards/catalog'
import {
  ACTION,
  act,
  at,
  districtId,
  game,
  giveDistricts,
  refused,
  setHand,
  setOffer,
  setPlayer,
  shrinkDeck,
  step,
  valid,
} from './test-builders'

describe('buy land (second edition)', () => {
  const cat = catalogFor('second')

  function offer(names: string[], money = 20, poverty = 0) {
    const s = at(game('second', 2, 10), 0, ACTION)
    setOffer(s, names)
    setHand(s, 0, ['Vintners'])
    setPlayer(s, 0, { money, poverty })
    return valid(s)
  }

  it('pays the cost, takes the card on top of earlier districts, refills the offer from the district deck', () => {
    const s = offer(['City', 'Westminster', 'Southwark & Bermondsey'])
    giveDistricts(s, 0, ['Hackney'])
    valid(s)
    const city = districtId(s, 'City')
    const next = s.districtDeck[s.districtDeck.length - 1]!
    const { state: t, events } = step(s, { type: 'buyLand', district: city })
    expect(t.players[0]!.money).toBe(20 - 8)
    expect(t.players[0]!.districts).toEqual([districtId(s, 'Hackney'), city])
    expect(t.districtOffer).toEqual([next, districtId(s, 'Westminster'), districtId(s, 'Southwark & Bermondsey')])
    expect(t.districtDeck).toHaveLength(s.districtDeck.length - 1)
    expect(events).toContainEqual({ t: 'newDistrict', district: next })
  })

  it('gives its prestige and removes its poverty at once, then its cards are drawn (Wandsworth: 2 cards, 2 prestige, 1 poverty)', () => {
    const s = offer(['Wandsworth', 'City', 'Westminster'], 10, 3)
    const w = districtId(s, 'Wandsworth')
    let t = act(s, { type: 'buyLand', district: w })
    expect(t.players[0]).toMatchObject({ money: 6, prestige: 2, poverty: 2 })
    expect(t.phase).toMatchObject({ kind: 'draw', left: 2, optional: false })
    t = act(act(t, { type: 'drawDeck' }), { type: 'drawDeck' })
    expect(t.players[0]!.hand).toHaveLength(3)
    expect(t.current).toBe(1)
  })

  it('every provisional district relieves poverty: 1 north of the river, 2 south, 3 for Lewisham (the log event tells it)', () => {
    for (const [name, relief] of [
      ['Hackney', 1],
      ['Camberwell', 2],
      ['Lewisham', 3],
    ] as const) {
      const s = offer([name, 'City', 'Westminster'], 10, 5)
      const d = districtId(s, name)
      const { state: t, events } = step(s, { type: 'buyLand', district: d })
      expect(t.players[0]!.poverty, name).toBe(5 - relief)
      expect(events, name).toContainEqual({
        t: 'buyLand',
        seat: 0,
        district: d,
        cost: cat.districts[d]!.cost,
        prestige: cat.districts[d]!.prestige,
        relief,
      })
    }
  })

  it('the relief the log reports is the poverty actually removed (never below zero)', () => {
    const s = offer(['Lewisham', 'City', 'Westminster'], 10, 1)
    const { state: t, events } = step(s, { type: 'buyLand', district: districtId(s, 'Lewisham') })
    expect(t.players[0]!.poverty).toBe(0)
    expect(events.find((e) => e.t === 'buyLand')).toMatchObject({ relief: 1 })
  })

  it('poverty removal stops at zero', () => {
    const s = offer(['Wandsworth', 'City', 'Westminster'], 10, 0)
    const t = act(s, { type: 'buyLand', district: districtId(s, 'Wandsworth') })
    expect(t.players[0]!.poverty).toBe(0)
  })

  it('every district: cost, prestige, poverty and draws as its card says', () => {
    for (let d = 0; d < cat.districts.length; d++) {
      const s = at(game('second', 2, 10), 0, ACTION)
      const others = cat.districts.map((x) => x.name).filter((n) => n !== cat.districts[d]!.name)
      setOffer(s, [cat.districts[d]!.name, others[0]!, others[1]!])
      setPlayer(s, 0, { money: 10, poverty: 4 })
      valid(s)
      const t = act(s, { type: 'buyLand', district: d })
      const def = cat.districts[d]!
      expect(t.players[0]).toMatchObject({ money: 10 - def.cost, prestige: def.prestige, poverty: Math.max(0, 4 - def.removePoverty) })
      expect(t.phase).toMatchObject({ kind: 'draw', left: def.cardsDrawn })
    }
  })

  it('only a district on offer can be bought', () => {
    const s = offer(['City', 'Westminster', 'Southwark & Bermondsey'])
    refused(s, { type: 'buyLand', district: districtId(s, 'Hackney') }, 'not-available')
    refused(s, { type: 'buyLand', district: 99 }, 'bad-action')
  })

  it('a district you cannot afford costs a loan', () => {
    const s = offer(['City', 'Westminster', 'Southwark & Bermondsey'], 5)
    const t = act(s, { type: 'buyLand', district: districtId(s, 'City') })
    expect(t.players[0]).toMatchObject({ money: 7, loans: 1 })
  })

  it('with the district deck empty the offer shrinks', () => {
    const s = offer(['City', 'Westminster', 'Southwark & Bermondsey'])
    const rest = s.districtDeck.map((d) => cat.districts[d]!.name)
    giveDistricts(s, 1, rest)
    valid(s)
    const t = act(s, { type: 'buyLand', district: districtId(s, 'City') })
    expect(t.districtOffer).toEqual([districtId(s, 'Westminster'), districtId(s, 'Southwark & Bermondsey')])
  })

  it('the draws come from the deck or the board; with nothing left to draw the turn simply ends', () => {
    const s = offer(['City', 'Westminster', 'Southwark & Bermondsey'])
    shrinkDeck(s, 0)
    valid(s)
    const t = act(s, { type: 'buyLand', district: districtId(s, 'City') })
    expect(t.current).toBe(1)
  })
})

describe('buy land (classic map)', () => {
  const cat = catalogFor('classic')
  const id = (name: string) => cat.districts.findIndex((d) => d.name === name)

  function map(money = 30) {
    const s = at(game('classic', 3, 10), 0, ACTION)
    setPlayer(s, 0, { money })
    setHand(s, 0, ['Vintners'])
    return valid(s)
  }

  it('the first marker of the game goes in City, Westminster or Southwark & Bermondsey', () => {
    const s = map()
    for (const name of ['Hackney', 'Lambeth', 'Kensington', 'Greenwich']) refused(s, { type: 'buyLand', district: id(name) }, 'not-allowed')
    for (const name of ['City', 'Westminster', 'Southwark & Bermondsey']) {
      const t = act(s, { type: 'buyLand', district: id(name) })
      expect(t.players[0]!.districts).toEqual([id(name)])
    }
  })

  it("pays the cost and draws the borough's cards at once; its prestige comes only at the end", () => {
    const s = map(10)
    const t = act(s, { type: 'buyLand', district: id('City') })
    expect(t.players[0]).toMatchObject({ money: 2, prestige: 0, poverty: 5 })
    expect(t.phase).toMatchObject({ kind: 'draw', left: 4, optional: false })
  })

  it('later markers go next to any occupied borough, by land or across a bridge', () => {
    const s = map()
    giveDistricts(s, 1, ['City'])
    valid(s)
    for (const name of ['Hackney', 'Westminster', 'St. Pancras', 'Southwark & Bermondsey'])
      expect(act(s, { type: 'buyLand', district: id(name) }).players[0]!.districts).toEqual([id(name)])
    // not touching City: no
    for (const name of ['Lambeth', 'Kensington', 'Greenwich', 'Hampstead'])
      refused(s, { type: 'buyLand', district: id(name) }, 'not-allowed')
    // across a bridge only where a bridge is: Westminster–Lambeth
    giveDistricts(s, 2, ['Westminster'])
    expect(act(s, { type: 'buyLand', district: id('Lambeth') }).players[0]!.districts).toEqual([id('Lambeth')])
  })

  it('one marker per borough', () => {
    const s = map()
    giveDistricts(s, 1, ['City'])
    refused(s, { type: 'buyLand', district: id('City') }, 'not-available')
    giveDistricts(s, 0, ['Hackney'])
    refused(s, { type: 'buyLand', district: id('Hackney') }, 'not-available')
  })

  it('eleven building markers per player', () => {
    const s = map(50)
    giveDistricts(s, 0, [
      'City',
      'Westminster',
      'Hackney',
      'St. Pancras',
      'St. Marylebone',
      'Paddington',
      'Kensington',
      'Hampstead',
      'Islington & Stoke Newington',
      'Bethnal Green, Stepney & Poplar',
    ])
    valid(s)
    const t = act(s, { type: 'buyLand', district: id('Fulham & Chelsea') })
    expect(t.players[0]!.districts).toHaveLength(11)
    giveDistricts(s, 0, ['Fulham & Chelsea'])
    refused(s, { type: 'buyLand', district: id('Hammersmith') }, 'not-allowed')
  })

  it('a borough you cannot afford costs a loan', () => {
    const s = map(3)
    const t = act(s, { type: 'buyLand', district: id('Westminster') })
    expect(t.players[0]).toMatchObject({ money: 5, loans: 1 })
  })
})
