// Develop ("Desarrollar tu ciudad" / "Jugar a las cartas"): both editions.
import { describe, expect, it } from 'vitest'
import {
  DEVELOP,
  EDITIONS,
  ACTION,
  act,
  acts,
  addCard,
  addStack,
  at,
  game,
  refused,
  setHand,
  setPlayer,
  step,
  valid,
} from './test-builders'

describe.each(EDITIONS)('develop (%s)', (edition) => {
  function dev(hand: string[], money = 5) {
    const s = at(game(edition, 2, 9), 0, DEVELOP)
    const ids = setHand(s, 0, hand)
    setPlayer(s, 0, { money })
    valid(s)
    return { s, ids }
  }

  it('a card is placed face up by spending a card of the same colour, which goes to the board', () => {
    const { s, ids } = dev(['Vintners', 'Grocers'])
    const { state: t, events } = step(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null })
    expect(t.players[0]!.stacks).toEqual([[{ card: ids[0]!, faceUp: true }]])
    expect(t.players[0]!.hand).toEqual([])
    expect(t.board.top[0]).toBe(ids[1]!)
    expect(t.players[0]!.money).toBe(5)
    expect(events).toContainEqual({ t: 'place', seat: 0, card: ids[0]!, spend: ids[1]!, onto: null, cost: 0 })
  })

  it('a card of another colour cannot pay', () => {
    const { s, ids } = dev(['Vintners', 'Water Works'])
    refused(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null }, 'not-allowed')
    refused(s, { type: 'place', card: ids[1]!, spend: ids[0]!, onto: null }, 'not-allowed')
    refused(s, { type: 'place', card: ids[0]!, spend: null, onto: null }, 'not-allowed')
    refused(s, { type: 'place', card: ids[0]!, spend: ids[0]!, onto: null }, 'bad-action')
  })

  it('the extra cost is paid to the bank', () => {
    const { s, ids } = dev(['Hospital', 'Water Works'])
    const t = act(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null })
    expect(t.players[0]!.money).toBe(3)
  })

  it('an extra cost you cannot pay forces a loan', () => {
    const { s, ids } = dev(['Great Fire Monument', 'Woolwich Arsenal'], 2)
    const t = act(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null })
    expect(t.players[0]).toMatchObject({ money: 7, loans: 1 })
  })

  it('a card may go on top of any earlier card, face up or face down, but not on one placed this turn', () => {
    const s = at(game(edition, 2, 9), 0, DEVELOP)
    const [up] = addStack(s, 0, ['Salters'])
    addStack(s, 0, [{ key: 'Mercers', faceUp: false }])
    const ids = setHand(s, 0, ['Vintners', 'Grocers', 'Haberdashers', 'Fishmongers', 'Covent Garden', 'Almshouses'])
    valid(s)
    let t = act(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: 0 })
    expect(t.players[0]!.stacks[0]).toEqual([
      { card: up!, faceUp: true },
      { card: ids[0]!, faceUp: true },
    ])
    refused(t, { type: 'place', card: ids[2]!, spend: ids[3]!, onto: 0 }, 'not-allowed')
    t = act(t, { type: 'place', card: ids[2]!, spend: ids[3]!, onto: 1 })
    expect(t.players[0]!.stacks[1]!.map((c) => c.faceUp)).toEqual([false, true])
    // a new stack placed this turn cannot be built on either
    t = act(t, { type: 'place', card: ids[4]!, spend: ids[5]!, onto: null })
    expect(t.players[0]!.stacks).toHaveLength(3)
    refused(t, { type: 'place', card: ids[4]!, spend: ids[5]!, onto: 2 })
    refused(t, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: 7 }, 'not-in-hand')
  })

  it('an unknown stack is refused', () => {
    const { s, ids } = dev(['Vintners', 'Grocers'])
    refused(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: 0 }, 'bad-action')
  })

  it('several cards may be placed in one develop action; at least one must be', () => {
    const { s, ids } = dev(['Vintners', 'Grocers', 'Hospital', 'Water Works'])
    refused(s, { type: 'endDevelop' }, 'not-allowed')
    let t = acts(s, [
      { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null },
      { type: 'place', card: ids[2]!, spend: ids[3]!, onto: null },
    ])
    expect(t.players[0]!.stacks).toHaveLength(2)
    expect(t.current).toBe(0)
    t = act(t, { type: 'endDevelop' })
    expect(t.current).toBe(1)
  })

  it('Paupers can be neither placed nor spent', () => {
    const { s, ids } = dev(['Paupers', 'Paupers', 'Vintners'])
    refused(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null }, 'not-allowed')
    refused(s, { type: 'place', card: ids[2]!, spend: ids[0]!, onto: null }, 'not-allowed')
    refused(s, { type: 'playAction', card: ids[0]! }, 'not-allowed')
  })

  it('develop cannot be chosen without a card that can be placed or played', () => {
    const s = at(game(edition, 2, 9), 0, ACTION)
    setHand(s, 0, ['Paupers', 'Paupers', 'Vintners', 'Water Works'])
    valid(s)
    refused(s, { type: 'chooseDevelop' }, 'not-allowed')
    setHand(s, 0, ['Paupers', 'Vintners', 'Grocers'])
    expect(act(s, { type: 'chooseDevelop' }).phase).toEqual(DEVELOP)
  })

  it('an action card may be spent for its colour', () => {
    const { s, ids } = dev(['Vintners', 'Huguenots'])
    const t = act(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null })
    expect(t.board.top[0]).toBe(ids[1]!)
  })

  it('an action card cannot be placed in the area, and is played only while developing', () => {
    const { s, ids } = dev(['Huguenots', 'Vintners'])
    refused(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null }, 'not-allowed')
    const a = at(game(edition, 2, 9), 0, ACTION)
    const [hug] = setHand(a, 0, ['Huguenots'])
    refused(a, { type: 'playAction', card: hug! }, 'wrong-phase')
    // an action card alone is enough to choose develop
    expect(act(a, { type: 'chooseDevelop' }).phase).toEqual(DEVELOP)
  })

  it('playing an action card counts as developing (the turn may then end)', () => {
    const { s, ids } = dev(['Huguenots'])
    const t = acts(s, [{ type: 'playAction', card: ids[0]! }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.phase).toEqual(DEVELOP)
    expect(act(t, { type: 'endDevelop' }).current).toBe(1)
  })

  it('a continuous ability works from the moment its card is placed (Bank of England)', () => {
    const { s, ids } = dev(['Bank of England', 'Vintners'])
    const t = act(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: null })
    expect(act(t, { type: 'takeLoan' }).players[0]!.money).toBe(5 + 12)
  })

  it('covering a card ends its continuous ability', () => {
    const s = at(game(edition, 2, 9), 0, DEVELOP)
    addCard(s, 0, 'Bank of England')
    const ids = setHand(s, 0, ['Vintners', 'Grocers'])
    valid(s)
    expect(act(s, { type: 'takeLoan' }).players[0]!.money).toBe(17)
    const t = act(s, { type: 'place', card: ids[0]!, spend: ids[1]!, onto: 0 })
    expect(act(t, { type: 'takeLoan' }).players[0]!.money).toBe(15)
  })
})
