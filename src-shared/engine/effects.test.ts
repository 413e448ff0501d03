// One test (or a few) per card effect and continuous ability, in every edition where the card exists.
// Rulings: ../../shared/cards/README.md ("Card rulings") and the 2017 rulebook examples.
import { describe, expect, it } from 'vitest'
import { EFFECTS, effectGainNow } from './effects'
import { catalogFor } from './cards/catalog'
import type { ContinuousKey, EffectKey } from './cards/card-types'
import {
  ACTION,
  DEVELOP,
  EDITIONS,
  RUN,
  START_DRAW,
  act,
  acts,
  addCard,
  addStack,
  at,
  game,
  giveDistricts,
  idsOf,
  refused,
  setBoard,
  setHand,
  setPlayer,
  stackDeck,
  step,
  valid,
} from './test-builders'
import type { Edition } from './cards/card-types'
import type { GameState } from './types'

function running(edition: Edition, players = 2, seed = 20): GameState {
  const s = at(game(edition, players, seed), 0, RUN)
  setHand(s, 0, [])
  for (let p = 0; p < players; p++) setPlayer(s, p, { money: 10, poverty: 3 })
  return s
}

describe('every effect and continuous key is tested here', () => {
  it('the lists below cover effects.ts and card-types.ts', () => {
    const effects = Object.keys(EFFECTS).sort()
    expect(effects).toEqual([...TESTED_EFFECTS].sort())
    const continuous = new Set<ContinuousKey>()
    for (const e of EDITIONS) for (const c of catalogFor(e).cards) if (c.continuous) continuous.add(c.continuous)
    expect([...continuous].sort()).toEqual([...TESTED_CONTINUOUS].sort())
  })
})

const TESTED_EFFECTS: readonly EffectKey[] = [
  'hospital',
  'townHousesClassic',
  'townHouses2e',
  'omnibus',
  'lloyds',
  'steamboats',
  'policeForce',
  'brownCards',
  'fleetStreet',
  'fireBrigade',
  'brixtonPrison',
  'millbankPrison',
  'trainStation',
  'shops',
  'publicHouses',
  'coffeeHouse',
  'underground',
  'whitehall',
  'workhouse',
  'wren',
  'drawTwo',
]
const TESTED_CONTINUOUS: readonly ContinuousKey[] = [
  'school',
  'university',
  'stockExchange',
  'bankOfEngland',
  'shops',
  'coffeeHouse',
  'parliament',
]

describe.each(EDITIONS)('printed gains (%s)', (edition) => {
  it.each([
    // card, activation spend?, money, prestige, poverty change (from 3), flips
    ['Vintners', false, 4, 0, 0, true],
    ['Covent Garden', false, 5, 2, 0, true],
    ['Vauxhall Gardens', false, 2, 2, -1, true],
    ['Oxford Street', false, 8, 2, -1, true],
    ['leather-industry', false, 7, 0, 1, true],
    ['Albert Dock', true, 10, 1, 0, true],
    ["Lord's", false, 0, 1, -1, false],
    ['Water Works', false, 0, 0, -2, true],
    ['Sewers', false, 0, 0, -3, true],
    ['Grand Hotel', false, 4, 0, 0, false],
  ] as const)('%s', (key, spends, money, prestige, poverty, flips) => {
    const s = running(edition)
    const spend = spends ? setHand(s, 0, ['Paupers'])[0] : undefined
    const c = addCard(s, 0, key)
    valid(s)
    const t = act(s, spend === undefined ? { type: 'activate', card: c } : { type: 'activate', card: c, spend })
    expect(t.players[0]).toMatchObject({ money: 10 + money, prestige, poverty: 3 + poverty })
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(!flips)
  })

  it('Street Lights: pay £4, +1 prestige, −2 poverty, stays face up', () => {
    const s = running(edition)
    const c = addCard(s, 0, 'Street Lights')
    const t = act(s, { type: 'activate', card: c })
    expect(t.players[0]).toMatchObject({ money: 6, prestige: 1, poverty: 1 })
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(true)
  })
})

describe.each(EDITIONS)('Hospital (%s)', (edition) => {
  it('flips instead of the card just activated, which stays face up but cannot be activated again this turn', () => {
    const s = running(edition)
    const salters = addCard(s, 0, 'Salters')
    const hosp = addCard(s, 0, 'Hospital')
    valid(s)
    refused(s, { type: 'activate', card: hosp }, 'not-allowed')
    const { state: t, events } = step(s, { type: 'activate', card: salters, hospital: hosp })
    expect(t.players[0]!.money).toBe(14)
    expect(t.players[0]!.stacks).toEqual([[{ card: salters, faceUp: true }], [{ card: hosp, faceUp: false }]])
    expect(events).toContainEqual({ t: 'flip', seat: 0, card: hosp })
    refused(t, { type: 'activate', card: salters }, 'not-allowed')
    // next turn Salters can be used again
    const later = at(structuredClone(t), 0, RUN)
    expect(act(later, { type: 'activate', card: salters }).players[0]!.money).toBe(18)
  })

  it('only for a card that flips, and only a face-up Hospital of your own', () => {
    const s = running(edition)
    const hotel = addCard(s, 0, 'Grand Hotel')
    const salters = addCard(s, 0, 'Salters')
    const hosp = addCard(s, 0, 'Hospital')
    const down = addCard(s, 0, 'Hospital', false)
    const theirs = addCard(s, 1, 'Hospital')
    valid(s)
    refused(s, { type: 'activate', card: hotel, hospital: hosp }, 'not-allowed')
    refused(s, { type: 'activate', card: salters, hospital: down }, 'not-allowed')
    refused(s, { type: 'activate', card: salters, hospital: theirs }, 'not-allowed')
    refused(s, { type: 'activate', card: salters, hospital: hotel }, 'not-allowed')
  })
})

describe('Town Houses', () => {
  it('classic: 1 prestige per non-brown card in the area, itself, covered and face-down cards included', () => {
    const s = running('classic')
    const th = addCard(s, 0, 'Town Houses')
    addCard(s, 0, 'Water Works')
    addStack(s, 0, ['Woolwich Arsenal', 'Salters'])
    addCard(s, 0, 'Hospital', false)
    addCard(s, 0, 'Vintners')
    valid(s)
    expect(effectGainNow(s, 0, th)).toEqual({ money: 0, prestige: 4 })
    const t = act(s, { type: 'activate', card: th })
    expect(t.players[0]!.prestige).toBe(4)
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(false)
  })

  it('second edition: 1 prestige per face-up blue city card in the area (itself included)', () => {
    const s = running('second')
    const th = addCard(s, 0, 'Town Houses')
    addCard(s, 0, 'Water Works')
    addCard(s, 0, 'Vauxhall Gardens')
    addStack(s, 0, ["Lord's", 'Salters'])
    addCard(s, 0, 'Hospital', false)
    addCard(s, 0, 'Woolwich Arsenal')
    valid(s)
    expect(effectGainNow(s, 0, th)).toEqual({ money: 0, prestige: 3 })
    expect(act(s, { type: 'activate', card: th }).players[0]!.prestige).toBe(3)
  })
})

describe.each(EDITIONS)('district counters (%s)', (edition) => {
  const districts =
    edition === 'classic'
      ? ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham']
      : ['Hackney', 'Southwark & Bermondsey', 'Lewisham', 'City']
  // north: City, Hackney; river: City, Southwark & Bermondsey

  it('Omnibus: £1 per district/borough you have (covered district cards included)', () => {
    const s = running(edition)
    giveDistricts(s, 0, districts)
    const c = addCard(s, 0, 'Omnibus')
    valid(s)
    expect(effectGainNow(s, 0, c)).toEqual({ money: 4, prestige: 0 })
    const t = act(s, { type: 'activate', card: c })
    expect(t.players[0]!.money).toBe(14)
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(true)
  })

  it('Steamboats: £2 per district/borough by the river, then flips', () => {
    const s = running(edition)
    giveDistricts(s, 0, districts)
    const c = addCard(s, 0, 'Steamboats')
    expect(effectGainNow(s, 0, c)).toEqual({ money: 4, prestige: 0 })
    const t = act(s, { type: 'activate', card: c })
    expect(t.players[0]!.money).toBe(14)
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(false)
  })

  it('Train Station: costs a card; £2 per district/borough north of the Thames, −1 poverty', () => {
    const s = running(edition)
    giveDistricts(s, 0, districts)
    const [p] = setHand(s, 0, ['Paupers'])
    const c = addCard(s, 0, 'Train Station')
    expect(effectGainNow(s, 0, c)).toEqual({ money: 4, prestige: 0 })
    refused(s, { type: 'activate', card: c }, 'not-allowed')
    const t = act(s, { type: 'activate', card: c, spend: p! })
    expect(t.players[0]).toMatchObject({ money: 14, poverty: 2 })
  })

  it('Fire Brigade: +2 prestige; every other player pays £1 per district/borough to the bank (a loan if short)', () => {
    const s = running(edition, 3)
    giveDistricts(s, 1, districts.slice(0, 3))
    giveDistricts(s, 2, districts.slice(3))
    setPlayer(s, 1, { money: 1 })
    const c = addCard(s, 0, 'Fire Brigade')
    valid(s)
    // its gain is the other players' loss: not a gain from the own city
    expect(effectGainNow(s, 0, c)).toBeNull()
    const t = act(s, { type: 'activate', card: c })
    expect(t.players[0]).toMatchObject({ money: 10, prestige: 2 })
    expect(t.players[1]).toMatchObject({ money: 8, loans: 1 })
    expect(t.players[2]).toMatchObject({ money: 9, loans: 0 })
  })
})

describe.each(EDITIONS)('Bridge and Tower Bridge (%s)', (edition) => {
  it.each(['Bridge', 'Tower Bridge'])('%s: £1 per brown card in your area (covered and face down included), stays face up', (key) => {
    const s = running(edition)
    const b = addCard(s, 0, key)
    addCard(s, 0, 'Vintners')
    addCard(s, 0, 'Salters', false)
    addStack(s, 0, ['Mercers', 'Water Works'])
    addCard(s, 1, 'Grocers')
    valid(s)
    expect(effectGainNow(s, 0, b)).toEqual({ money: 3, prestige: 0 })
    const t = act(s, { type: 'activate', card: b })
    expect(t.players[0]!.money).toBe(13)
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(true)
  })
})

describe.each(EDITIONS)('opponent effects (%s)', (edition) => {
  it('Lloyds of London: each opponent gives you £2; one who cannot pay takes a loan', () => {
    const s = running(edition, 3)
    setPlayer(s, 2, { money: 1 })
    const c = addCard(s, 0, 'Lloyds of London')
    const { state: t, events } = step(s, { type: 'activate', card: c })
    expect(t.players.map((p) => [p.money, p.loans])).toEqual([
      [14, 0],
      [8, 0],
      [9, 1],
    ])
    expect(events).toContainEqual({ t: 'loan', seat: 2, amount: 10, forced: true })
  })

  it('Fleet Street: +£5 and a player you choose takes two poverty', () => {
    const s = running(edition, 3)
    const c = addCard(s, 0, 'Fleet Street')
    refused(s, { type: 'activate', card: c }, 'not-allowed')
    refused(s, { type: 'activate', card: c, target: 0 }, 'not-allowed')
    refused(s, { type: 'activate', card: c, target: 3 }, 'not-allowed')
    const t = act(s, { type: 'activate', card: c, target: 2 })
    expect(t.players.map((p) => p.poverty)).toEqual([3, 3, 5])
    expect(t.players[0]!.money).toBe(15)
  })

  it('Police Force: +2 prestige and one of your poverty moves to a player you choose', () => {
    const s = running(edition, 3)
    const c = addCard(s, 0, 'Police Force')
    const t = act(s, { type: 'activate', card: c, target: 1 })
    expect(t.players.map((p) => p.poverty)).toEqual([2, 4, 3])
    expect(t.players[0]!.prestige).toBe(2)
    setPlayer(s, 0, { poverty: 0 })
    const none = act(s, { type: 'activate', card: c, target: 1 })
    expect(none.players.map((p) => p.poverty)).toEqual([0, 3, 3])
  })

  it('an effect without a choice refuses one', () => {
    const s = running(edition)
    const c = addCard(s, 0, 'Grand Hotel')
    refused(s, { type: 'activate', card: c, target: 1 }, 'not-allowed')
  })
})

describe.each(EDITIONS)('prisons and the Workhouse (%s)', (edition) => {
  it('Brixton Prison: up to three cards from hand to the board, −1 poverty each', () => {
    const s = running(edition)
    const hand = setHand(s, 0, ['Vintners', 'Paupers', 'Water Works', 'Grocers'])
    const c = addCard(s, 0, 'Brixton Prison')
    valid(s)
    refused(s, { type: 'activate', card: c, cards: hand }, 'not-allowed')
    refused(s, { type: 'activate', card: c, cards: [hand[0]!, hand[0]!] }, 'not-allowed')
    const t = act(s, { type: 'activate', card: c, cards: hand.slice(0, 3) })
    expect(t.players[0]).toMatchObject({ poverty: 0, prestige: 0, hand: [hand[3]!] })
    expect(t.board.top).toEqual(hand.slice(0, 3))
    // removal stops at zero
    setPlayer(s, 0, { poverty: 1 })
    expect(act(s, { type: 'activate', card: c, cards: hand.slice(0, 3) }).players[0]!.poverty).toBe(0)
    // none is allowed
    expect(act(s, { type: 'activate', card: c, cards: [] }).players[0]!.poverty).toBe(1)
  })

  it('Millbank Prison: the same, and +1 prestige per card', () => {
    const s = running(edition)
    const hand = setHand(s, 0, ['Vintners', 'Paupers'])
    const c = addCard(s, 0, 'Millbank Prison')
    const t = act(s, { type: 'activate', card: c, cards: hand })
    expect(t.players[0]).toMatchObject({ poverty: 1, prestige: 2 })
  })

  it('Workhouse: any number of Paupers, £1 and −1 poverty each; no other card', () => {
    const s = running(edition)
    setPlayer(s, 0, { poverty: 2 })
    const hand = setHand(s, 0, ['Paupers', 'Paupers', 'Paupers', 'Paupers', 'Vintners'])
    const c = addCard(s, 0, 'Workhouse')
    valid(s)
    refused(s, { type: 'activate', card: c, cards: [hand[4]!] }, 'not-allowed')
    const t = act(s, { type: 'activate', card: c, cards: hand.slice(0, 4) })
    expect(t.players[0]).toMatchObject({ money: 14, poverty: 0 })
    expect(t.players[0]!.hand).toEqual([hand[4]!])
  })
})

describe.each(EDITIONS)('Shops (%s)', (edition) => {
  it('£1 from the bank onto it for each later placement while it is face up on top; activated, you take it', () => {
    const s = at(game(edition, 2, 21), 0, DEVELOP)
    setPlayer(s, 0, { money: 10, poverty: 3 })
    const shops = addCard(s, 0, 'Shops')
    const hand = setHand(s, 0, ['Vintners', 'Grocers', 'Salters', 'Mercers', 'Coffee House'])
    valid(s)
    let t = acts(s, [
      { type: 'place', card: hand[0]!, spend: hand[1]!, onto: null },
      { type: 'place', card: hand[2]!, spend: hand[3]!, onto: null },
      { type: 'place', card: hand[4]!, spend: null, onto: null },
    ])
    expect(t.cardMoney[shops]).toBe(3)
    expect(t.players[0]!.money).toBe(10)
    t = act(at(t, 0, RUN), { type: 'activate', card: shops })
    expect(t.players[0]).toMatchObject({ money: 13, prestige: 2, poverty: 2 })
    expect(t.cardMoney[shops] ?? 0).toBe(0)
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(false)
  })

  it('a Shops placed this turn collects from the next placements, not its own; a covered one collects nothing', () => {
    const s = at(game(edition, 2, 21), 0, DEVELOP)
    const hand = setHand(s, 0, ['Shops', 'Vintners', 'Grocers', 'Salters', 'Mercers', 'Fishmongers'])
    const old = addCard(s, 0, 'Shops')
    valid(s)
    let t = act(s, { type: 'place', card: hand[0]!, spend: hand[1]!, onto: null })
    expect(t.cardMoney[hand[0]!] ?? 0).toBe(0)
    expect(t.cardMoney[old]).toBe(1)
    t = act(t, { type: 'place', card: hand[2]!, spend: hand[3]!, onto: 0 })
    expect(t.cardMoney[hand[0]!]).toBe(1)
    expect(t.cardMoney[old]).toBe(1)
  })
})

describe.each(EDITIONS)('Public Houses (%s)', (edition) => {
  it('cards in hand give no poverty when running the city (stacks still do)', () => {
    const s = running(edition)
    setHand(s, 0, ['Vintners', 'Paupers', 'Paupers'])
    const c = addCard(s, 0, 'Public Houses')
    addCard(s, 0, 'Salters', false)
    valid(s)
    const t = acts(s, [{ type: 'activate', card: c }, { type: 'endRun' }])
    expect(t.players[0]!.poverty).toBe(5)
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(true)
  })

  it('not at final scoring: the hand still counts there', () => {
    const s = running(edition)
    setHand(s, 0, ['Vintners', 'Paupers', 'Paupers'])
    const c = addCard(s, 0, 'Public Houses')
    const t = acts(s, [{ type: 'activate', card: c }])
    expect(t.turn.handPovertyWaived).toBe(true)
  })
})

describe.each(EDITIONS)('Coffee House (%s)', (edition) => {
  it('is placed without spending a card', () => {
    const s = at(game(edition, 2, 22), 0, DEVELOP)
    const [ch] = setHand(s, 0, ['Coffee House'])
    valid(s)
    const t = act(s, { type: 'place', card: ch!, spend: null, onto: null })
    expect(t.players[0]!.stacks).toEqual([[{ card: ch!, faceUp: true }]])
    expect(t.board.top.every((c) => c === null)).toBe(true)
  })

  it('activated: a board card goes onto it, its placing cost paid; it can then be activated this turn', () => {
    const s = running(edition)
    const ch = addCard(s, 0, 'Coffee House')
    const board = setBoard(s, ['Regent Street', 'Paupers', 'Huguenots'])
    valid(s)
    const rs = board.top[0]!
    refused(s, { type: 'activate', card: ch }, 'not-allowed')
    refused(s, { type: 'activate', card: ch, take: board.top[1]! }, 'not-allowed')
    refused(s, { type: 'activate', card: ch, take: board.top[2]! }, 'not-allowed')
    let t = act(s, { type: 'activate', card: ch, take: rs })
    expect(t.players[0]!.money).toBe(8)
    expect(t.players[0]!.stacks[0]).toEqual([
      { card: ch, faceUp: true },
      { card: rs, faceUp: true },
    ])
    expect(t.board.top[0]).toBeNull()
    t = act(t, { type: 'activate', card: rs })
    expect(t.players[0]).toMatchObject({ money: 11, prestige: 2, poverty: 2 })
  })
})

describe('Underground (classic)', () => {
  const cat = catalogFor('classic')
  const b = (name: string) => cat.districts.findIndex((d) => d.name === name)

  function underground(occupied: string[], others: string[] = []) {
    const s = running('classic')
    giveDistricts(s, 0, occupied)
    giveDistricts(s, 1, others)
    const [p] = setHand(s, 0, ['Paupers'])
    const u = addCard(s, 0, 'Underground')
    valid(s)
    return { s, u, spend: p! }
  }

  it('does not exist in the second edition', () => {
    expect(() => idsOf(game('second'), 'Underground')).toThrow()
  })

  it("costs a card; +4 prestige; two markers in boroughs with building markers (anyone's); flips", () => {
    const { s, u, spend } = underground(['City'], ['Hackney'])
    refused(s, { type: 'activate', card: u, boroughs: [b('City'), b('Hackney')] }, 'not-allowed')
    const t = act(s, { type: 'activate', card: u, spend, boroughs: [b('City'), b('Hackney')] })
    expect(t.players[0]!.prestige).toBe(4)
    expect(t.players[0]!.money).toBe(10)
    expect(t.map!.underground[b('City')]).toBe(true)
    expect(t.map!.underground[b('Hackney')]).toBe(true)
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(false)
  })

  it('the first marker of the game: City or a borough next to City', () => {
    const { s, u, spend } = underground(['City', 'Westminster', 'Kensington'])
    refused(s, { type: 'activate', card: u, spend, boroughs: [b('Kensington')] }, 'not-allowed')
    expect(
      act(s, { type: 'activate', card: u, spend, boroughs: [b('Westminster'), b('Kensington')] }).map!.underground.filter(Boolean),
    ).toHaveLength(2)
  })

  it('a borough needs a building marker, and holds one underground marker all game', () => {
    const { s, u, spend } = underground(['City'])
    refused(s, { type: 'activate', card: u, spend, boroughs: [b('Hackney')] }, 'not-allowed')
    refused(s, { type: 'activate', card: u, spend, boroughs: [b('City'), b('City')] }, 'not-allowed')
    s.map!.underground[b('City')] = true
    refused(s, { type: 'activate', card: u, spend, boroughs: [b('City')] }, 'not-allowed')
  })

  it('later markers extend the line: next to a borough that already has one', () => {
    const { s, u, spend } = underground(['City', 'Hackney', 'Westminster', 'Kensington', 'Paddington'])
    s.map!.underground[b('City')] = true
    refused(s, { type: 'activate', card: u, spend, boroughs: [b('Kensington')] }, 'not-allowed')
    // Westminster touches City; Kensington then touches Westminster
    const t = act(s, { type: 'activate', card: u, spend, boroughs: [b('Westminster'), b('Kensington')] })
    expect(t.players[0]!.money).toBe(10)
  })

  it('a marker that crosses the Thames over a bridge costs £3 more', () => {
    const { s, u, spend } = underground(['City', 'Southwark & Bermondsey', 'Lambeth'])
    s.map!.underground[b('City')] = true
    const { state: t, events } = step(s, { type: 'activate', card: u, spend, boroughs: [b('Southwark & Bermondsey'), b('Lambeth')] })
    expect(t.players[0]!.money).toBe(7)
    expect(events).toContainEqual({ t: 'underground', seat: 0, borough: b('Southwark & Bermondsey'), cost: 3 })
    expect(events).toContainEqual({ t: 'underground', seat: 0, borough: b('Lambeth'), cost: 0 })
  })

  it('the bridge costs £3 when it is the second marker of the activation too', () => {
    const { s, u, spend } = underground(['City', 'Southwark & Bermondsey'])
    const { state: t, events } = step(s, { type: 'activate', card: u, spend, boroughs: [b('City'), b('Southwark & Bermondsey')] })
    expect(t.players[0]!.money).toBe(7)
    expect(events).toContainEqual({ t: 'underground', seat: 0, borough: b('Southwark & Bermondsey'), cost: 3 })
  })

  /** Money paid and each marker's surcharge when activating with `boroughs` (in that order). */
  function surcharges(occupied: string[], marked: string[], boroughs: string[]) {
    const { s, u, spend } = underground(occupied)
    for (const n of marked) s.map!.underground[b(n)] = true
    const { state: t, events } = step(s, { type: 'activate', card: u, spend, boroughs: boroughs.map(b) })
    const costs = events.flatMap((e) => (e.t === 'underground' ? [e.cost] : []))
    return { paid: 10 - t.players[0]!.money, costs }
  }

  it('the second marker pays £3 when it has to cross the Thames, whether or not the first one crossed', () => {
    // the first extends by land, the second crosses from Westminster to Lambeth
    expect(surcharges(['City', 'Westminster', 'Lambeth'], ['City'], ['Westminster', 'Lambeth'])).toEqual({ paid: 3, costs: [0, 3] })
    // both cross: City → Southwark & Bermondsey, Fulham & Chelsea → Battersea
    const both = ['City', 'Fulham & Chelsea', 'Southwark & Bermondsey', 'Battersea']
    expect(surcharges(both, ['City', 'Fulham & Chelsea'], ['Southwark & Bermondsey', 'Battersea'])).toEqual({ paid: 6, costs: [3, 3] })
    expect(surcharges(both, ['City', 'Fulham & Chelsea'], ['Battersea', 'Southwark & Bermondsey'])).toEqual({ paid: 6, costs: [3, 3] })
  })

  it('a second marker next to the first one by land does not cross, in either order', () => {
    const occupied = ['City', 'Westminster', 'Lambeth', 'Wandsworth', 'Southwark & Bermondsey']
    // Southwark crosses from City; Lambeth then extends from it by land
    expect(surcharges(occupied, ['City', 'Wandsworth'], ['Southwark & Bermondsey', 'Lambeth'])).toEqual({ paid: 3, costs: [3, 0] })
    // Lambeth extends from Wandsworth by land; Southwark then extends from Lambeth by land
    expect(surcharges(occupied, ['City', 'Wandsworth'], ['Lambeth', 'Southwark & Bermondsey'])).toEqual({ paid: 0, costs: [0, 0] })
  })

  it('a chain that starts empty: the first marker of the game pays nothing, a second across the bridge pays £3', () => {
    const occupied = ['City', 'Southwark & Bermondsey']
    expect(surcharges(occupied, [], ['City', 'Southwark & Bermondsey'])).toEqual({ paid: 3, costs: [0, 3] })
    expect(surcharges(occupied, [], ['Southwark & Bermondsey', 'City'])).toEqual({ paid: 3, costs: [0, 3] })
  })

  it('no more than ten markers in the game', () => {
    const all = [
      'City',
      'Hackney',
      'Westminster',
      'Kensington',
      'Paddington',
      'St. Marylebone',
      'St. Pancras',
      'Hampstead',
      'Islington & Stoke Newington',
      'Bethnal Green, Stepney & Poplar',
      'Fulham & Chelsea',
    ]
    const { s, u, spend } = underground(all)
    for (const n of all.slice(0, 9)) s.map!.underground[b(n)] = true
    valid(s)
    refused(s, { type: 'activate', card: u, spend, boroughs: [b(all[9]!), b(all[10]!)] }, 'not-allowed')
    expect(act(s, { type: 'activate', card: u, spend, boroughs: [b(all[9]!)] }).map!.underground.filter(Boolean)).toHaveLength(10)
  })
})

describe.each(EDITIONS)('Whitehall (%s)', (edition) => {
  it('activates again a card activated this turn, at no cost, even one flipped this turn', () => {
    const s = running(edition)
    const [p] = setHand(s, 0, ['Paupers'])
    const eic = addCard(s, 0, 'East India Company')
    const wh = addCard(s, 0, 'Whitehall')
    valid(s)
    refused(s, { type: 'activate', card: wh, again: eic }, 'not-allowed')
    let t = act(s, { type: 'activate', card: eic, spend: p! })
    expect(t.players[0]!.money).toBe(22)
    t = act(t, { type: 'activate', card: wh, again: eic })
    expect(t.players[0]!.money).toBe(34)
    expect(t.players[0]!.stacks[1]![0]!.faceUp).toBe(false)
  })

  it('not a card flipped in an earlier turn, nor Whitehall itself; the effect still needs its choices', () => {
    const s = running(edition, 3)
    const down = addCard(s, 0, 'Salters', false)
    const fleet = addCard(s, 0, 'Fleet Street')
    const wh = addCard(s, 0, 'Whitehall')
    valid(s)
    refused(s, { type: 'activate', card: wh, again: down }, 'not-allowed')
    refused(s, { type: 'activate', card: wh, again: wh }, 'not-allowed')
    const t = act(s, { type: 'activate', card: fleet, target: 1 })
    refused(t, { type: 'activate', card: wh, again: fleet }, 'not-allowed')
    const u = act(t, { type: 'activate', card: wh, again: fleet, target: 2 })
    expect(u.players.map((x) => x.poverty)).toEqual([3, 5, 5])
    expect(u.players[0]!.money).toBe(20)
  })
})

describe.each(EDITIONS)('action cards (%s)', (edition) => {
  it.each(['Huguenots', 'Jewish Refugees'])('%s: played while developing, leaves the game, draws two (deck or board)', (key) => {
    const s = at(game(edition, 2, 23), 0, DEVELOP)
    const [card] = setHand(s, 0, [key, 'Vintners'])
    const { top } = setBoard(s, ['Grocers'])
    valid(s)
    let t = act(s, { type: 'playAction', card: card! })
    expect(t.removed).toContain(card!)
    expect(t.phase).toMatchObject({ kind: 'draw', left: 2, optional: false, then: 'develop' })
    refused(t, { type: 'stopDrawing' }, 'wrong-phase')
    t = acts(t, [{ type: 'drawBoard', card: top[0]! }, { type: 'drawDeck' }])
    expect(t.players[0]!.hand).toHaveLength(3)
    expect(t.phase).toEqual(DEVELOP)
  })

  it('Christopher Wren / Wren: leaves the game; the next two cards are placed without spending, any colour, costs paid', () => {
    const s = at(game(edition, 2, 23), 0, DEVELOP)
    const [wren, paul, salters, water] = setHand(s, 0, ['wren', "St Paul's", 'Salters', 'Water Works'])
    setPlayer(s, 0, { money: 12 })
    valid(s)
    refused(s, { type: 'place', card: paul!, spend: null, onto: null }, 'not-allowed')
    let t = act(s, { type: 'playAction', card: wren! })
    expect(t.removed).toContain(wren!)
    t = acts(t, [
      { type: 'place', card: paul!, spend: null, onto: null },
      { type: 'place', card: salters!, spend: null, onto: null },
    ])
    expect(t.players[0]!.money).toBe(2)
    refused(t, { type: 'place', card: water!, spend: null, onto: null }, 'not-allowed')
    expect(t.players[0]!.stacks).toHaveLength(2)
  })

  it('Wren does not make Paupers placeable', () => {
    const s = at(game(edition, 2, 23), 0, DEVELOP)
    const [wren, pauper] = setHand(s, 0, ['wren', 'Paupers'])
    const t = act(s, { type: 'playAction', card: wren! })
    refused(t, { type: 'place', card: pauper!, spend: null, onto: null }, 'not-allowed')
  })
})

describe.each(EDITIONS)('School (%s)', (edition) => {
  it('£1 lets a card of another colour pay for a placement; the same colour costs nothing extra', () => {
    const s = at(game(edition, 2, 24), 0, DEVELOP)
    addCard(s, 0, 'school-c')
    const [hosp, grocers, salters, vintners] = setHand(s, 0, ['Hospital', 'Grocers', 'Salters', 'Vintners'])
    setPlayer(s, 0, { money: 10 })
    valid(s)
    let t = act(s, { type: 'place', card: hosp!, spend: vintners!, onto: null })
    expect(t.players[0]!.money).toBe(7)
    t = act(t, { type: 'place', card: grocers!, spend: salters!, onto: null })
    expect(t.players[0]!.money).toBe(7)
    expect(t.players[0]!.stacks).toHaveLength(3)
  })

  it(
    edition === 'classic'
      ? 'classic: a Pauper may pay through School ("unless you can educate them")'
      : 'second edition: a Pauper never pays for a placement, School or not (2017: only where a card says so)',
    () => {
      const s = at(game(edition, 2, 24), 0, DEVELOP)
      addCard(s, 0, 'school-c')
      const [hosp, pauper] = setHand(s, 0, ['Hospital', 'Paupers'])
      setPlayer(s, 0, { money: 10 })
      valid(s)
      const place = { type: 'place', card: hosp!, spend: pauper!, onto: null } as const
      if (edition === 'classic') expect(act(s, place).players[0]!.money).toBe(7)
      else {
        refused(s, place, 'not-allowed')
        // with nothing else to pay, developing is not even offered
        refused(at(s, 0, ACTION), { type: 'chooseDevelop' }, 'not-allowed')
      }
    },
  )

  it('without a visible School a Pauper or another colour cannot pay', () => {
    const s = at(game(edition, 2, 24), 0, DEVELOP)
    addCard(s, 0, 'school-c', false)
    const [hosp, pauper] = setHand(s, 0, ['Hospital', 'Paupers'])
    valid(s)
    refused(s, { type: 'place', card: hosp!, spend: pauper!, onto: null }, 'not-allowed')
  })
})

describe.each(EDITIONS)('University of London (%s)', (edition) => {
  function uni(parliament = false) {
    const s = at(game(edition, 2, 25), 0, START_DRAW)
    addCard(s, 0, 'University of London')
    if (parliament) addCard(s, 0, 'Parliament')
    const deckTop = stackDeck(s, ['Vintners', 'Grocers', 'Salters', 'Mercers'])
    const { top } = setBoard(s, ['Hospital'])
    valid(s)
    if (parliament) s.phase = { kind: 'draw', left: 2, optional: true, then: 'action' }
    return { s, deckTop, board: top[0]! }
  }

  it('at the start of the turn: look at the top three, take one; the others go back in the same order', () => {
    const { s, deckTop } = uni()
    let t = act(s, { type: 'peekUniversity' })
    expect(t.phase).toMatchObject({ kind: 'university', peeked: [deckTop[3], deckTop[2], deckTop[1]], left: 1, optional: false })
    refused(t, { type: 'stopDrawing' }, 'wrong-phase')
    refused(t, { type: 'takePeeked', card: deckTop[0]! }, 'not-available')
    t = act(t, { type: 'takePeeked', card: deckTop[2]! })
    expect(t.players[0]!.hand).toContain(deckTop[2]!)
    expect(t.deck.slice(-3)).toEqual([deckTop[0], deckTop[1], deckTop[3]])
    expect(t.phase).toEqual(ACTION)
  })

  it('or a card from the board instead', () => {
    const { s, deckTop, board } = uni()
    const t = acts(s, [{ type: 'peekUniversity' }, { type: 'drawBoard', card: board }])
    expect(t.players[0]!.hand).toContain(board)
    expect(t.deck.slice(-4)).toEqual(deckTop)
  })

  it('only at the start of the turn, only with the University face up on top', () => {
    const { s } = uni()
    refused(act(s, { type: 'drawDeck' }), { type: 'peekUniversity' }, 'wrong-phase')
    const none = at(game(edition, 2, 25), 0, START_DRAW)
    addCard(none, 0, 'University of London', false)
    refused(none, { type: 'peekUniversity' }, 'not-allowed')
  })

  it('with Parliament visible you may keep two, or stop early', () => {
    const { s, deckTop } = uni(true)
    let t = act(s, { type: 'peekUniversity' })
    expect(t.phase).toMatchObject({ kind: 'university', left: 2, optional: true })
    t = acts(t, [
      { type: 'takePeeked', card: deckTop[3]! },
      { type: 'takePeeked', card: deckTop[1]! },
    ])
    expect(t.phase).toEqual(ACTION)
    expect(t.deck.slice(-2)).toEqual([deckTop[0], deckTop[2]])
    const one = acts(s, [{ type: 'peekUniversity' }, { type: 'takePeeked', card: deckTop[3]! }, { type: 'stopDrawing' }])
    expect(one.phase).toEqual(ACTION)
    expect(one.deck.slice(-3)).toEqual(deckTop.slice(0, 3))
  })
})

describe.each(EDITIONS)('Parliament (%s)', (edition) => {
  it('at the start of your turn you take zero, one or two cards', () => {
    const s = at(game(edition, 2, 26), 1, ACTION)
    setHand(s, 1, ['Vintners', 'Grocers', 'Salters'])
    addCard(s, 0, 'Parliament')
    valid(s)
    const t = acts(s, [{ type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.current).toBe(0)
    expect(t.phase).toEqual({ kind: 'draw', left: 2, optional: true, then: 'action' })
    expect(act(t, { type: 'stopDrawing' }).phase).toEqual(ACTION)
    const one = acts(t, [{ type: 'drawDeck' }, { type: 'stopDrawing' }])
    expect(one.players[0]!.hand).toHaveLength(t.players[0]!.hand.length + 1)
    const two = acts(t, [{ type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(two.players[0]!.hand).toHaveLength(t.players[0]!.hand.length + 2)
    expect(two.phase).toEqual(ACTION)
  })

  it('face down, it does nothing', () => {
    const s = at(game(edition, 2, 26), 1, ACTION)
    setHand(s, 1, ['Vintners', 'Grocers', 'Salters'])
    addCard(s, 0, 'Parliament', false)
    const t = acts(s, [{ type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.phase).toEqual({ kind: 'draw', left: 1, optional: false, then: 'action' })
  })
})

describe.each(EDITIONS)('Stock Exchange (%s)', (edition) => {
  it('once per turn, whatever the action: a card in hand swaps with one on the board; activated, +£2', () => {
    const s = at(game(edition, 2, 27), 0, ACTION)
    const se = addCard(s, 0, 'Stock Exchange')
    const [v, g] = setHand(s, 0, ['Vintners', 'Grocers'])
    const { top } = setBoard(s, ['Hospital', 'Water Works'])
    valid(s)
    let t = act(s, { type: 'stockExchange', give: v!, take: top[1]! })
    expect(t.players[0]!.hand).toEqual([g!, top[1]!])
    expect(t.board.top).toEqual([top[0]!, v!, null])
    refused(t, { type: 'stockExchange', give: g!, take: top[0]! }, 'not-allowed')
    t = acts(t, [{ type: 'chooseRunCity' }, { type: 'activate', card: se }])
    expect(t.players[0]!.money).toBe(7)
    // during the run, in another turn
    const run = at(structuredClone(s), 0, RUN)
    expect(act(run, { type: 'stockExchange', give: g!, take: top[0]! }).players[0]!.hand).toContain(top[0]!)
  })

  it('needs a visible Stock Exchange, a card in hand and a card on the board', () => {
    const s = at(game(edition, 2, 27), 0, ACTION)
    addCard(s, 0, 'Stock Exchange', false)
    const [v] = setHand(s, 0, ['Vintners'])
    const { top } = setBoard(s, ['Hospital'])
    refused(s, { type: 'stockExchange', give: v!, take: top[0]! }, 'not-allowed')
    const ok = at(game(edition, 2, 27), 0, ACTION)
    addCard(ok, 0, 'Stock Exchange')
    const [w] = setHand(ok, 0, ['Vintners'])
    const b = setBoard(ok, ['Hospital'])
    refused(ok, { type: 'stockExchange', give: b.top[0]!, take: w! }, 'not-in-hand')
    refused(ok, { type: 'stockExchange', give: w!, take: ok.deck[0]! }, 'not-available')
  })
})

describe.each(EDITIONS)('Bank of England (%s)', (edition) => {
  it('forced loans are £12 too', () => {
    const s = at(game(edition, 2, 28), 0, DEVELOP)
    addCard(s, 0, 'Bank of England')
    const [paul, water] = setHand(s, 0, ["St Paul's", 'Water Works'])
    setPlayer(s, 0, { money: 0 })
    const t = act(s, { type: 'place', card: paul!, spend: water!, onto: null })
    expect(t.players[0]).toMatchObject({ money: 2, loans: 1 })
  })
})
