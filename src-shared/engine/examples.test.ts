// The rulebooks' own worked examples, rebuilt as positions and played through the engine.
// 2017 rulebook (seeds/000, Spanish): develop example, buy-land example, run-city example parts 1 and 2.
// 2010 rules (seeds/002): the "jugar a las cartas" and "Run City" examples.
import { describe, expect, it } from 'vitest'
import { loansNeeded } from './mutations'
import { topDistrict } from './queries'
import {
  ACTION,
  DEVELOP,
  RUN,
  act,
  acts,
  addCard,
  at,
  districtId,
  game,
  giveDistricts,
  refused,
  setBoard,
  setHand,
  setOffer,
  setPlayer,
  valid,
} from './test-builders'

describe('2017 develop example: Hospital, Vauxhall Gardens, Huguenots, Vintners in hand', () => {
  function position() {
    const s = at(game('second', 2, 50), 0, DEVELOP)
    const [hospital, vauxhall, huguenots, vintners] = setHand(s, 0, ['Hospital', 'Vauxhall Gardens', 'Huguenots', 'Vintners'])
    setPlayer(s, 0, { money: 5 })
    valid(s)
    return { s, hospital: hospital!, vauxhall: vauxhall!, huguenots: huguenots!, vintners: vintners! }
  }

  it('discard Vauxhall Gardens to build Hospital, paying its £2', () => {
    const { s, hospital, vauxhall } = position()
    const t = act(s, { type: 'place', card: hospital, spend: vauxhall, onto: null })
    expect(t.players[0]!.money).toBe(3)
    expect(t.players[0]!.stacks).toEqual([[{ card: hospital, faceUp: true }]])
    expect(t.board.top[0]).toBe(vauxhall)
  })

  it('or discard Hospital to build Vauxhall Gardens, saving that money', () => {
    const { s, hospital, vauxhall } = position()
    const t = act(s, { type: 'place', card: vauxhall, spend: hospital, onto: null })
    expect(t.players[0]!.money).toBe(5)
    expect(t.players[0]!.stacks).toEqual([[{ card: vauxhall, faceUp: true }]])
  })

  it('discard Huguenots to play Vintners (Huguenots then lies on the board for anyone)', () => {
    const { s, huguenots, vintners } = position()
    const t = act(s, { type: 'place', card: vintners, spend: huguenots, onto: null })
    expect(t.players[0]!.stacks).toEqual([[{ card: vintners, faceUp: true }]])
    expect(t.board.top[0]).toBe(huguenots)
    const next = at(t, 1, { kind: 'draw', left: 1, optional: false, then: 'action' })
    expect(act(next, { type: 'drawBoard', card: huguenots }).players[1]!.hand).toContain(huguenots)
  })

  it('or play Huguenots for its ability, keeping Vintners and drawing two new cards', () => {
    const { s, huguenots, vintners } = position()
    const t = acts(s, [{ type: 'playAction', card: huguenots }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.players[0]!.hand).toHaveLength(5)
    expect(t.players[0]!.hand).toContain(vintners)
    expect(t.removed).toContain(huguenots)
    expect(t.phase).toEqual(DEVELOP)
  })

  it('the colours do not mix, and both pairs can be used in the same action', () => {
    const { s, hospital, vauxhall, huguenots, vintners } = position()
    refused(s, { type: 'place', card: hospital, spend: vintners, onto: null }, 'not-allowed')
    refused(s, { type: 'place', card: vintners, spend: vauxhall, onto: null }, 'not-allowed')
    refused(s, { type: 'place', card: huguenots, spend: vintners, onto: null }, 'not-allowed')
    const t = acts(s, [
      { type: 'place', card: hospital, spend: vauxhall, onto: null },
      { type: 'place', card: vintners, spend: huguenots, onto: null },
      { type: 'endDevelop' },
    ])
    expect(t.players[0]!.stacks).toHaveLength(2)
    expect(t.players[0]!.money).toBe(3)
    expect(t.current).toBe(1)
  })
})

describe('2017 buy-land example: Hammersmith, Lewisham, Southwark & Bermondsey on offer', () => {
  function position() {
    const s = at(game('second', 2, 51), 0, ACTION)
    setOffer(s, ['Hammersmith', 'Lewisham', 'Southwark & Bermondsey'])
    giveDistricts(s, 0, ['Greenwich'])
    setHand(s, 0, ['Vintners'])
    setPlayer(s, 0, { money: 5, poverty: 4 })
    return valid(s)
  }

  it('Hammersmith is out of reach without a loan; the other two are not', () => {
    const s = position()
    expect(loansNeeded(s, 0, 6)).toBe(1)
    expect(loansNeeded(s, 0, 3)).toBe(0)
    expect(loansNeeded(s, 0, 5)).toBe(0)
    // buying it anyway takes the loan
    const t = act(s, { type: 'buyLand', district: districtId(s, 'Hammersmith') })
    expect(t.players[0]).toMatchObject({ money: 9, loans: 1 })
  })

  it('Lewisham removes poverty at once and covers the current district', () => {
    const s = position()
    const lewisham = districtId(s, 'Lewisham')
    const t = act(s, { type: 'buyLand', district: lewisham })
    expect(t.players[0]!.money).toBe(2)
    expect(t.players[0]!.districts).toEqual([districtId(s, 'Greenwich'), lewisham])
    expect(topDistrict(t, 0)!.name).toBe('Lewisham')
    // how much Lewisham removes is unknown (provisional data): whatever the card says, never below zero
    expect(t.players[0]!.poverty).toBe(Math.max(0, 4 - topDistrict(t, 0)!.removePoverty))
    expect(t.districtOffer).toHaveLength(3)
    expect(t.districtOffer).not.toContain(lewisham)
  })

  it('Southwark & Bermondsey covers the current district; its run effect is then in play', () => {
    const s = position()
    const t = act(s, { type: 'buyLand', district: districtId(s, 'Southwark & Bermondsey') })
    expect(t.players[0]!.money).toBe(0)
    expect(topDistrict(t, 0)!.runPoverty).toBe(1)
  })
})

describe('2017 run-city example, parts 1 and 2', () => {
  function position() {
    const s = at(game('second', 2, 52), 0, RUN)
    const docks = addCard(s, 0, 'West India Docks')
    const townHouses = addCard(s, 0, 'Town Houses')
    const hospital = addCard(s, 0, 'Hospital')
    const steamboats = addCard(s, 0, 'Steamboats')
    // two of the districts border the river (Lambeth and Southwark & Bermondsey, the top one)
    giveDistricts(s, 0, ['Hackney', 'Lambeth', 'Southwark & Bermondsey'])
    const [pauper] = setHand(s, 0, ['Paupers', 'Vintners', 'Grocers'])
    setHand(s, 1, ['Salters'])
    setPlayer(s, 0, { money: 6, poverty: 3, loans: 1, prestige: 0 })
    valid(s)
    return { s, docks, townHouses, hospital, steamboats, pauper: pauper! }
  }

  it('West India Docks paid with a Pauper: +£7, then it flips', () => {
    const { s, docks, pauper } = position()
    const t = act(s, { type: 'activate', card: docks, spend: pauper })
    expect(t.players[0]!.money).toBe(13)
    expect(t.players[0]!.stacks[0]).toEqual([{ card: docks, faceUp: false }])
    expect(t.board.top[0]).toBe(pauper)
  })

  it('the whole run: Town Houses +2 prestige with Hospital flipped instead; Steamboats +£4; the district +1; end +7 → 11', () => {
    const { s, docks, townHouses, hospital, steamboats, pauper } = position()
    let t = act(s, { type: 'activate', card: docks, spend: pauper })
    t = act(t, { type: 'activate', card: townHouses, hospital })
    expect(t.players[0]!.prestige).toBe(2)
    expect(t.players[0]!.stacks[1]).toEqual([{ card: townHouses, faceUp: true }])
    expect(t.players[0]!.stacks[2]).toEqual([{ card: hospital, faceUp: false }])
    refused(t, { type: 'activate', card: townHouses }, 'not-allowed')
    t = act(t, { type: 'activate', card: steamboats })
    expect(t.players[0]!.money).toBe(17)
    expect(t.players[0]!.stacks[3]).toEqual([{ card: steamboats, faceUp: false }])
    // Southwark & Bermondsey's run effect must be taken
    refused(t, { type: 'endRun' }, 'not-allowed')
    t = act(t, { type: 'runDistrict' })
    expect(t.players[0]!.poverty).toBe(4)
    // part 2: four stacks, one loan, two cards in hand: +7, from 4 to 11
    const endRun = act(t, { type: 'endRun' })
    expect(endRun.players[0]).toMatchObject({ poverty: 11, money: 17, loans: 1, prestige: 2 })
    expect(endRun.players[0]!.hand).toHaveLength(2)
    // lots of money, but the loan can be repaid only at the start of the next turn
    expect(endRun.current).toBe(1)
    let next = acts(endRun, [
      { type: 'drawDeck' },
      { type: 'chooseDrawThree' },
      { type: 'drawDeck' },
      { type: 'drawDeck' },
      { type: 'drawDeck' },
    ])
    expect(next.current).toBe(0)
    next = act(next, { type: 'repayLoan' })
    expect(next.players[0]).toMatchObject({ money: 2, loans: 0 })
    // Town Houses, still face up, works again in a later turn
    const later = at(next, 0, RUN)
    expect(act(later, { type: 'activate', card: townHouses }).players[0]!.prestige).toBe(2 + 1)
  })
})

describe('2010 rules examples (classic)', () => {
  it("playing cards: Huguenots draws two; Coffee House needs no card; St Paul's (£10) and East India Company (£4) force a loan", () => {
    const s = at(game('classic', 2, 53), 0, DEVELOP)
    const [hug, coffee, paul, eic, water, salters] = setHand(s, 0, [
      'Huguenots',
      'Coffee House',
      "St Paul's",
      'East India Company',
      'Water Works',
      'Salters',
    ])
    setPlayer(s, 0, { money: 5 })
    valid(s)
    let t = acts(s, [{ type: 'playAction', card: hug! }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.removed).toContain(hug!)
    t = acts(t, [
      { type: 'place', card: coffee!, spend: null, onto: null },
      { type: 'place', card: paul!, spend: water!, onto: null },
      { type: 'place', card: eic!, spend: salters!, onto: null },
    ])
    expect(t.players[0]).toMatchObject({ money: 1, loans: 1 })
    expect(t.players[0]!.stacks).toHaveLength(3)
    expect(t.players[0]!.hand).toHaveLength(2)
  })

  it('running the city: East India Company, Woolwich Arsenal, Almshouses onto Coffee House, British Museum, Hospital flipped', () => {
    const s = at(game('classic', 2, 54), 0, RUN)
    const eic = addCard(s, 0, 'East India Company')
    const woolwich = addCard(s, 0, 'Woolwich Arsenal')
    const coffee = addCard(s, 0, 'Coffee House')
    const museum = addCard(s, 0, 'British Museum')
    const hospital = addCard(s, 0, 'Hospital')
    const [spend] = setHand(s, 0, ['Paupers', 'Vintners'])
    const { top } = setBoard(s, ['Almshouses'])
    giveDistricts(s, 0, ['City', 'Hackney'])
    setPlayer(s, 0, { money: 2, poverty: 5, prestige: 0 })
    valid(s)
    let t = act(s, { type: 'activate', card: eic, spend: spend!, hospital })
    expect(t.players[0]!.money).toBe(14)
    t = act(t, { type: 'activate', card: woolwich })
    expect(t.players[0]).toMatchObject({ money: 7, prestige: 5 })
    t = act(t, { type: 'activate', card: coffee, take: top[0]! })
    t = act(t, { type: 'activate', card: top[0]! })
    expect(t.players[0]!.poverty).toBe(3)
    t = act(t, { type: 'activate', card: museum })
    expect(t.players[0]).toMatchObject({ prestige: 6, poverty: 2 })
    // East India Company stays face up; Hospital flipped in its place
    expect(t.players[0]!.stacks[0]![0]!.faceUp).toBe(true)
    expect(t.players[0]!.stacks[4]![0]!.faceUp).toBe(false)
    // five stacks and one card in hand, minus two boroughs
    t = act(t, { type: 'endRun' })
    expect(t.players[0]!.poverty).toBe(2 + 5 + 1 - 2)
  })
})
