// legalActions must offer every kind of legal move the rules allow (the app only shows what it proposes),
// and nothing that apply would refuse.
import { describe, expect, it } from 'vitest'
import { actionKey } from './parse-action'
import { legalActions } from './legal'
import { checkAction } from './rules'
import { catalogFor } from './cards/catalog'
import {
  ACTION,
  DEVELOP,
  EDITIONS,
  RUN,
  START_DRAW,
  act,
  addCard,
  at,
  game,
  giveDistricts,
  setBoard,
  setHand,
  setPlayer,
  valid,
} from './test-builders'
import type { Action, GameState } from './types'

function offers(state: GameState, action: Action): boolean {
  const key = actionKey(action)
  return legalActions(state).some((a) => actionKey(a) === key)
}

function allAccepted(state: GameState): void {
  for (const a of legalActions(state)) expect(checkAction(state, a), JSON.stringify(a)).toBeNull()
}

describe.each(EDITIONS)('legal actions (%s)', (edition) => {
  it('start of turn: draws from deck and board, a loan, a repayment (second edition)', () => {
    const s = at(game(edition, 2, 60), 0, START_DRAW)
    const { top } = setBoard(s, ['Vintners'])
    setPlayer(s, 0, { money: 20, loans: 1 })
    valid(s)
    allAccepted(s)
    expect(offers(s, { type: 'drawDeck' })).toBe(true)
    expect(offers(s, { type: 'drawBoard', card: top[0]! })).toBe(true)
    expect(offers(s, { type: 'takeLoan' })).toBe(true)
    expect(offers(s, { type: 'repayLoan' })).toBe(edition === 'second')
    expect(offers(s, { type: 'stopDrawing' })).toBe(false)
  })

  it('develop: same-colour spends, School spends with a Pauper, Coffee House and Wren without a spend, stacking', () => {
    const s = at(game(edition, 2, 61), 0, DEVELOP)
    addCard(s, 0, 'school-c')
    const [hosp, water, pauper, coffee, wren, salters] = setHand(s, 0, [
      'Hospital',
      'Water Works',
      'Paupers',
      'Coffee House',
      'wren',
      'Salters',
    ])
    valid(s)
    allAccepted(s)
    expect(offers(s, { type: 'place', card: hosp!, spend: water!, onto: null })).toBe(true)
    // a Pauper pays through School only in the classic game
    expect(offers(s, { type: 'place', card: hosp!, spend: pauper!, onto: 0 })).toBe(edition === 'classic')
    expect(offers(s, { type: 'place', card: coffee!, spend: null, onto: null })).toBe(true)
    expect(offers(s, { type: 'playAction', card: wren! })).toBe(true)
    expect(offers(s, { type: 'place', card: pauper!, spend: hosp!, onto: null })).toBe(false)
    const w = act(s, { type: 'playAction', card: wren! })
    expect(offers(w, { type: 'place', card: salters!, spend: null, onto: null })).toBe(true)
  })

  it('run: Hospital instead of the flip, Whitehall again, Coffee House take, prisons, targets', () => {
    const s = at(game(edition, 3, 62), 0, RUN)
    const salters = addCard(s, 0, 'Salters')
    const hosp = addCard(s, 0, 'Hospital')
    const wh = addCard(s, 0, 'Whitehall')
    const coffee = addCard(s, 0, 'Coffee House')
    const brixton = addCard(s, 0, 'Brixton Prison')
    const fleet = addCard(s, 0, 'Fleet Street')
    const hand = setHand(s, 0, ['Vintners', 'Paupers'])
    const { top } = setBoard(s, ['Grand Hotel'])
    valid(s)
    allAccepted(s)
    expect(offers(s, { type: 'activate', card: salters, hospital: hosp })).toBe(true)
    expect(offers(s, { type: 'activate', card: coffee, take: top[0]! })).toBe(true)
    expect(offers(s, { type: 'activate', card: brixton, cards: hand })).toBe(true)
    expect(offers(s, { type: 'activate', card: fleet, target: 2 })).toBe(true)
    expect(offers(s, { type: 'activate', card: hosp })).toBe(false)
    const t = act(s, { type: 'activate', card: fleet, target: 1 })
    allAccepted(t)
    expect(offers(t, { type: 'activate', card: wh, again: fleet, target: 2 })).toBe(true)
  })

  it('University and Parliament choices at the start of the turn', () => {
    const s = at(game(edition, 2, 63), 0, START_DRAW)
    addCard(s, 0, 'University of London')
    addCard(s, 0, 'Parliament')
    s.phase = { kind: 'draw', left: 2, optional: true, then: 'action' }
    valid(s)
    allAccepted(s)
    expect(offers(s, { type: 'peekUniversity' })).toBe(true)
    expect(offers(s, { type: 'stopDrawing' })).toBe(true)
    const u = act(s, { type: 'peekUniversity' })
    allAccepted(u)
    const peeked = u.phase.kind === 'university' ? u.phase.peeked : []
    expect(peeked).toHaveLength(3)
    for (const c of peeked) expect(offers(u, { type: 'takePeeked', card: c })).toBe(true)
  })

  it('buy land: every district on offer (second) / every borough that may take a marker (classic)', () => {
    const s = at(game(edition, 2, 64), 0, ACTION)
    setPlayer(s, 0, { money: 30 })
    valid(s)
    allAccepted(s)
    const bought = legalActions(s)
      .filter((a) => a.type === 'buyLand')
      .map((a) => (a as { district: number }).district)
      .sort((a, b) => a - b)
    const starting = catalogFor(edition)
      .districts.map((d, i) => (d.starting ? i : -1))
      .filter((i) => i >= 0)
    expect(bought).toEqual(edition === 'second' ? s.districtOffer.slice().sort((a, b) => a - b) : starting)
  })
})

describe('legal actions: Underground (classic)', () => {
  it('offers one or two markers along the line', () => {
    const s = at(game('classic', 2, 65), 0, RUN)
    const cat = catalogFor('classic')
    const b = (n: string) => cat.districts.findIndex((d) => d.name === n)
    giveDistricts(s, 0, ['City', 'Hackney'])
    const u = addCard(s, 0, 'Underground')
    const [p] = setHand(s, 0, ['Paupers'])
    valid(s)
    allAccepted(s)
    expect(offers(s, { type: 'activate', card: u, spend: p!, boroughs: [b('City'), b('Hackney')] })).toBe(true)
    expect(offers(s, { type: 'activate', card: u, spend: p!, boroughs: [b('Hackney')] })).toBe(true)
  })
})
