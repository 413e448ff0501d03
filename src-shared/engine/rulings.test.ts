// Choices the engine makes where the rule texts leave room. These tests pin the current choice so that a change
// is deliberate; each names the open question.
import { describe, expect, it } from 'vitest'
import { catalogFor } from './cards/catalog'
import {
  DEVELOP,
  EDITIONS,
  RUN,
  START_DRAW,
  act,
  acts,
  addCard,
  at,
  game,
  giveDistricts,
  refused,
  setBoard,
  setHand,
  setPlayer,
  valid,
} from './test-builders'

describe.each(EDITIONS)('engine rulings (%s)', (edition) => {
  it('Whitehall may activate again a card that Hospital kept face up (README: that card "cannot be activated again that turn")', () => {
    const s = at(game(edition, 2, 70), 0, RUN)
    setPlayer(s, 0, { money: 0 })
    const salters = addCard(s, 0, 'Salters')
    const hosp = addCard(s, 0, 'Hospital')
    const wh = addCard(s, 0, 'Whitehall')
    valid(s)
    const t = acts(s, [
      { type: 'activate', card: salters, hospital: hosp },
      { type: 'activate', card: wh, again: salters },
    ])
    expect(t.players[0]!.money).toBe(8)
  })

  it('a Shops also collects £1 when Coffee House puts a card into the area', () => {
    const s = at(game(edition, 2, 71), 0, RUN)
    const shops = addCard(s, 0, 'Shops')
    const coffee = addCard(s, 0, 'Coffee House')
    const { top } = setBoard(s, ['Grand Hotel'])
    valid(s)
    const t = act(s, { type: 'activate', card: coffee, take: top[0]! })
    expect(t.cardMoney[shops]).toBe(1)
  })

  it('Millbank Prison gives its prestige per card even when there is no poverty left to remove', () => {
    const s = at(game(edition, 2, 72), 0, RUN)
    setPlayer(s, 0, { poverty: 0 })
    const hand = setHand(s, 0, ['Vintners', 'Grocers'])
    const c = addCard(s, 0, 'Millbank Prison')
    expect(act(s, { type: 'activate', card: c, cards: hand }).players[0]).toMatchObject({ prestige: 2, poverty: 0 })
  })

  it('loans are not limited by the number of loan tokens (12 in the box)', () => {
    let s = at(game(edition, 2, 73), 0, START_DRAW)
    for (let i = 0; i < 13; i++) s = act(s, { type: 'takeLoan' })
    expect(s.players[0]!.loans).toBe(13)
  })

  it('Stock Exchange may be used before the start-of-turn draw (a loan may still be repaid after it in the second edition)', () => {
    const s = at(game(edition, 2, 74), 0, START_DRAW)
    addCard(s, 0, 'Stock Exchange')
    const [v] = setHand(s, 0, ['Vintners'])
    const { top } = setBoard(s, ['Grocers'])
    setPlayer(s, 0, { money: 20, loans: 1 })
    valid(s)
    const t = act(s, { type: 'stockExchange', give: v!, take: top[0]! })
    expect(t.phase.kind).toBe('draw')
    if (edition === 'classic') refused(t, { type: 'repayLoan' }, 'not-allowed')
    else expect(act(t, { type: 'repayLoan' }).players[0]!.loans).toBe(0)
  })

  it('two copies of one card: either may pay for placing the other', () => {
    const s = at(game(edition, 2, 75), 0, DEVELOP)
    const [a, b] = setHand(s, 0, ['Sewers', 'Sewers'])
    setPlayer(s, 0, { money: 4 })
    valid(s)
    const t = act(s, { type: 'place', card: a!, spend: b!, onto: null })
    expect(t.players[0]!.money).toBe(0)
  })
})

describe('engine rulings (classic Underground)', () => {
  const cat = catalogFor('classic')
  const b = (n: string) => cat.districts.findIndex((d) => d.name === n)

  it('the first marker of the game across the bridge from City (Southwark & Bermondsey) costs nothing extra', () => {
    const s = at(game('classic', 2, 76), 0, RUN)
    giveDistricts(s, 0, ['Southwark & Bermondsey'])
    const u = addCard(s, 0, 'Underground')
    const [p] = setHand(s, 0, ['Paupers'])
    setPlayer(s, 0, { money: 5 })
    valid(s)
    expect(act(s, { type: 'activate', card: u, spend: p!, boroughs: [b('Southwark & Bermondsey')] }).players[0]!.money).toBe(5)
  })

  it('fewer than two markers (even none) may be placed when activating it', () => {
    const s = at(game('classic', 2, 77), 0, RUN)
    const u = addCard(s, 0, 'Underground')
    const [p] = setHand(s, 0, ['Paupers'])
    valid(s)
    const t = act(s, { type: 'activate', card: u, spend: p!, boroughs: [] })
    expect(t.players[0]!.prestige).toBe(4)
    expect(t.map!.underground.some(Boolean)).toBe(false)
  })
})
