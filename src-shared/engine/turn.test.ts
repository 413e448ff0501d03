// The turn: mandatory draw, one action, draw three, hand limit, board overflow, loans, end of the game.
import { describe, expect, it } from 'vitest'
import { legalActions } from './legal'
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
  refused,
  setBoard,
  setHand,
  setPlayer,
  shrinkDeck,
  step,
  valid,
} from './test-builders'
import type { GameState } from './types'

function twoPlayer(edition: 'second' | 'classic'): GameState {
  return at(game(edition, 2, 1), 0, START_DRAW)
}

describe.each(EDITIONS)('mandatory draw (%s)', (edition) => {
  it('a turn starts with one draw: no action, no stopping, before it', () => {
    const s = valid(twoPlayer(edition))
    refused(s, { type: 'chooseDevelop' }, 'wrong-phase')
    refused(s, { type: 'chooseRunCity' }, 'wrong-phase')
    refused(s, { type: 'chooseDrawThree' }, 'wrong-phase')
    refused(s, { type: 'buyLand', district: 0 }, 'wrong-phase')
    refused(s, { type: 'stopDrawing' }, 'wrong-phase')
  })

  it('the draw takes the top card of the deck, then the action follows', () => {
    const s = twoPlayer(edition)
    const top = s.deck[s.deck.length - 1]!
    const n = s.players[0]!.hand.length
    const t = act(s, { type: 'drawDeck' })
    expect(t.players[0]!.hand).toHaveLength(n + 1)
    expect(t.players[0]!.hand).toContain(top)
    expect(t.deck).toHaveLength(s.deck.length - 1)
    expect(t.phase).toEqual(ACTION)
    refused(t, { type: 'drawDeck' }, 'wrong-phase')
  })

  it('or any card of the board, from either row', () => {
    const s = twoPlayer(edition)
    const board = setBoard(s, ['Vintners', null, 'Grocers'], [null, 'Salters'])
    valid(s)
    const salters = board.bottom[1]!
    const t = act(s, { type: 'drawBoard', card: salters })
    expect(t.players[0]!.hand).toContain(salters)
    expect(t.board.bottom[1]).toBeNull()
    expect(t.board.top).toEqual(board.top)
    expect(t.phase).toEqual(ACTION)
    refused(twoPlayer(edition), { type: 'drawBoard', card: s.deck[0]! }, 'not-available')
  })

  it('with the deck empty the turn still starts with a draw from the board', () => {
    const s = twoPlayer(edition)
    const { top } = setBoard(s, ['Vintners'])
    shrinkDeck(s, 0)
    valid(s)
    refused(s, { type: 'drawDeck' }, 'not-available')
    const t = act(s, { type: 'drawBoard', card: top[0]! })
    expect(t.phase).toEqual(ACTION)
  })
})

describe.each(EDITIONS)('one action per turn (%s)', (edition) => {
  it('once the action is done the turn passes: no second action', () => {
    const s = at(game(edition, 3, 2), 1, ACTION)
    setHand(s, 1, ['Vintners', 'Grocers'])
    const t = acts(s, [{ type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.current).toBe(2)
    expect(t.phase.kind).toBe('draw')
    expect(t.players[1]!.hand).toHaveLength(5)
  })

  it('an action already chosen cannot be swapped for another', () => {
    const s = at(game(edition, 2, 2), 0, ACTION)
    setHand(s, 0, ['Vintners', 'Grocers'])
    addCard(s, 0, 'Salters')
    valid(s)
    const dev = act(s, { type: 'chooseDevelop' })
    refused(dev, { type: 'chooseRunCity' }, 'wrong-phase')
    refused(dev, { type: 'chooseDrawThree' }, 'wrong-phase')
    refused(dev, { type: 'buyLand', district: 0 }, 'wrong-phase')
    const run = act(s, { type: 'chooseRunCity' })
    refused(run, { type: 'chooseDevelop' }, 'wrong-phase')
    refused(run, { type: 'place', card: run.players[0]!.hand[0]!, spend: run.players[0]!.hand[1]!, onto: null }, 'wrong-phase')
  })

  it('there is no passing: at the action step every legal action is one of the four actions (or a loan)', () => {
    const s = at(game(edition, 2, 2), 0, ACTION)
    const types = new Set(legalActions(s).map((a) => a.type))
    for (const t of types)
      expect(['chooseDevelop', 'chooseRunCity', 'chooseDrawThree', 'buyLand', 'takeLoan', 'stockExchange']).toContain(t)
  })
})

describe.each(EDITIONS)('draw three (%s)', (edition) => {
  it('exactly three cards, one at a time, from the deck or the board in any mix', () => {
    const s = at(game(edition, 2, 3), 0, ACTION)
    const { top } = setBoard(s, ['Vintners', 'Grocers'])
    setHand(s, 0, ['Salters'])
    valid(s)
    let t = act(s, { type: 'chooseDrawThree' })
    expect(t.phase).toMatchObject({ kind: 'draw', left: 3, optional: false })
    refused(t, { type: 'stopDrawing' }, 'wrong-phase')
    t = act(t, { type: 'drawBoard', card: top[0]! })
    refused(t, { type: 'stopDrawing' }, 'wrong-phase')
    t = act(t, { type: 'drawDeck' })
    expect(t.current).toBe(0)
    t = act(t, { type: 'drawBoard', card: top[1]! })
    expect(t.players[0]!.hand).toHaveLength(4)
    expect(t.current).toBe(1)
  })

  it('with fewer than three cards left, takes what is left', () => {
    const s = at(game(edition, 2, 3), 0, ACTION)
    const { top } = setBoard(s, ['Vintners'])
    setHand(s, 0, ['Salters'])
    shrinkDeck(s, 1)
    valid(s)
    const t = acts(s, [{ type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawBoard', card: top[0]! }])
    expect(t.players[0]!.hand).toHaveLength(3)
    expect(t.current).toBe(1)
  })

  it('with nothing left the action is still allowed and does nothing', () => {
    const s = at(game(edition, 2, 3), 0, ACTION)
    shrinkDeck(s, 0)
    valid(s)
    const t = act(s, { type: 'chooseDrawThree' })
    expect(t.players[0]!.hand).toEqual(s.players[0]!.hand)
    expect(t.current).toBe(1)
  })
})

describe.each(EDITIONS)('hand limit (%s)', (edition) => {
  it('the start-of-turn draw may exceed nine; at the end of the turn the excess goes to the board', () => {
    const s = at(game(edition, 2, 4), 0, START_DRAW)
    setHand(s, 0, [
      'Vintners',
      'Grocers',
      'Salters',
      'Mercers',
      'Fishmongers',
      'Haberdashers',
      'Almshouses',
      'Covent Garden',
      'Water Works',
    ])
    valid(s)
    let t = act(s, { type: 'drawDeck' })
    expect(t.players[0]!.hand).toHaveLength(10)
    expect(t.phase).toEqual(ACTION)
    t = acts(t, [{ type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.phase).toEqual({ kind: 'handLimit' })
    expect(t.current).toBe(0)
    refused(t, { type: 'chooseDevelop' }, 'wrong-phase')
    const hand = t.players[0]!.hand
    for (let i = 0; i < 3; i++) {
      t = act(t, { type: 'discard', card: hand[i]! })
      expect(t.current).toBe(0)
    }
    t = act(t, { type: 'discard', card: hand[3]! })
    expect(t.players[0]!.hand).toHaveLength(9)
    expect(t.current).toBe(1)
    // discards fill the top row first (three slots with two players), then the bottom row
    expect(t.board.top).toEqual(hand.slice(0, 3))
    expect(t.board.bottom).toEqual([hand[3]!, null, null])
  })

  it('discarding is only for the end of the turn', () => {
    const s = at(game(edition, 2, 4), 0, ACTION)
    refused(s, { type: 'discard', card: s.players[0]!.hand[0]! }, 'wrong-phase')
  })

  it('nine cards at the end of the turn is fine', () => {
    const s = at(game(edition, 2, 4), 0, ACTION)
    setHand(s, 0, ['Vintners', 'Grocers', 'Salters', 'Mercers', 'Fishmongers', 'Haberdashers'])
    const t = acts(s, [{ type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.players[0]!.hand).toHaveLength(9)
    expect(t.current).toBe(1)
  })
})

describe('board overflow', () => {
  function fullBoard(edition: 'second' | 'classic') {
    const s = at(game(edition, 2, 5), 0, { kind: 'handLimit' })
    const board = setBoard(s, ['Vintners', 'Grocers', 'Salters'], ['Mercers', 'Fishmongers', 'Haberdashers'])
    const extra = setHand(s, 0, [
      'Almshouses',
      'Water Works',
      'Hospital',
      'Theatre Royal',
      'Covent Garden',
      'Woolwich Arsenal',
      'Great Fire Monument',
      "St Paul's",
      'Coffee House',
      'East India Company',
    ])
    valid(s)
    return { s, board, extra }
  }

  it('second edition: the bottom row leaves the game, the top row moves down, the discard opens the top row', () => {
    const { s, board, extra } = fullBoard('second')
    const { state: t, events } = step(s, { type: 'discard', card: extra[0]! })
    expect(t.board.bottom).toEqual(board.top)
    expect(t.board.top).toEqual([extra[0]!, null, null])
    for (const c of board.bottom) expect(t.removed).toContain(c)
    expect(events).toContainEqual({ t: 'boardOverflow', removed: board.bottom })
  })

  it('classic: the top row leaves the game, the bottom row moves up, the discard opens the bottom row', () => {
    const { s, board, extra } = fullBoard('classic')
    const t = act(s, { type: 'discard', card: extra[0]! })
    expect(t.board.top).toEqual(board.bottom)
    expect(t.board.bottom).toEqual([extra[0]!, null, null])
    for (const c of board.top) expect(t.removed).toContain(c)
  })

  it('a spent card also goes to the board (second edition: with the board full, the overflow happens)', () => {
    const s = at(game('second', 2, 5), 0, DEVELOP)
    const board = setBoard(s, ['Vintners', 'Grocers', 'Salters'], ['Mercers', 'Fishmongers', 'Haberdashers'])
    const [hosp, wat] = setHand(s, 0, ['Hospital', 'Water Works'])
    valid(s)
    const t = act(s, { type: 'place', card: hosp!, spend: wat!, onto: null })
    expect(t.board.top).toEqual([wat!, null, null])
    expect(t.board.bottom).toEqual(board.top)
  })
})

describe.each(EDITIONS)('loans (%s)', (edition) => {
  it('a loan may be taken at any decision: +£10 and one loan', () => {
    const s = at(game(edition, 2, 6), 0, START_DRAW)
    let t = act(s, { type: 'takeLoan' })
    expect(t.players[0]).toMatchObject({ money: 15, loans: 1 })
    t = act(act(t, { type: 'drawDeck' }), { type: 'takeLoan' })
    expect(t.players[0]).toMatchObject({ money: 25, loans: 2 })
    const run = at(game(edition, 2, 6), 0, RUN)
    expect(act(run, { type: 'takeLoan' }).players[0]).toMatchObject({ money: 15, loans: 1 })
  })

  it('Bank of England, face up on top, makes each loan £12; covered or face down it does not', () => {
    const s = at(game(edition, 2, 6), 0, ACTION)
    addCard(s, 0, 'Bank of England')
    valid(s)
    expect(act(s, { type: 'takeLoan' }).players[0]).toMatchObject({ money: 17, loans: 1 })
    const covered = at(game(edition, 2, 6), 0, ACTION)
    addStack(covered, 0, ['Bank of England', 'Vintners'])
    expect(act(covered, { type: 'takeLoan' }).players[0]).toMatchObject({ money: 15, loans: 1 })
    const down = at(game(edition, 2, 6), 0, ACTION)
    addStack(down, 0, [{ key: 'Bank of England', faceUp: false }])
    expect(act(down, { type: 'takeLoan' }).players[0]).toMatchObject({ money: 15, loans: 1 })
  })

  it('a cost you cannot pay forces as many loans as needed', () => {
    const s = at(game(edition, 2, 6), 0, DEVELOP)
    const [paul, water] = setHand(s, 0, ["St Paul's", 'Water Works'])
    setPlayer(s, 0, { money: 3 })
    valid(s)
    // £10 to place with £3: one loan (£13), £3 left
    const { state: t, events } = step(s, { type: 'place', card: paul!, spend: water!, onto: null })
    expect(t.players[0]).toMatchObject({ money: 3, loans: 1 })
    expect(events).toContainEqual({ t: 'loan', seat: 0, amount: 10, forced: true })
  })
})

describe('repaying loans', () => {
  it('second edition: £15 per loan, only at the start of your turn (before drawing)', () => {
    const s = at(game('second', 2, 6), 0, START_DRAW)
    setPlayer(s, 0, { money: 31, loans: 2 })
    let t = act(s, { type: 'repayLoan' })
    expect(t.players[0]).toMatchObject({ money: 16, loans: 1 })
    t = act(t, { type: 'repayLoan' })
    expect(t.players[0]).toMatchObject({ money: 1, loans: 0 })
    refused(t, { type: 'repayLoan' }, 'not-allowed')
    const drawn = act(s, { type: 'drawDeck' })
    refused(drawn, { type: 'repayLoan' }, 'wrong-phase')
  })

  it('second edition: not without £15', () => {
    const s = at(game('second', 2, 6), 0, START_DRAW)
    setPlayer(s, 0, { money: 14, loans: 1 })
    refused(s, { type: 'repayLoan' }, 'not-allowed')
  })

  it('classic: never during play', () => {
    const s = at(game('classic', 2, 6), 0, START_DRAW)
    setPlayer(s, 0, { money: 40, loans: 1 })
    refused(s, { type: 'repayLoan' }, 'not-allowed')
  })
})

describe.each(EDITIONS)('end of the game (%s)', (edition) => {
  it("two players: the deck runs out on seat 0's turn, seat 1 takes one final turn, then the game is over", () => {
    const s = at(game(edition, 2, 8), 0, START_DRAW)
    shrinkDeck(s, 1)
    valid(s)
    let t = act(s, { type: 'drawDeck' })
    expect(t.deck).toHaveLength(0)
    expect(t.lastTurnSeat).toBeNull()
    const r = step(t, { type: 'chooseDrawThree' })
    t = r.state
    expect(r.events).toContainEqual({ t: 'finalRound', lastSeat: 1 })
    expect(t.lastTurnSeat).toBe(1)
    expect(t.current).toBe(1)
    // nothing to draw: the turn starts at the action
    expect(t.phase).toEqual(ACTION)
    const end = step(t, { type: 'chooseDrawThree' })
    expect(end.state.phase).toEqual({ kind: 'over' })
    expect(end.state.result).not.toBeNull()
    expect(end.events).toContainEqual({ t: 'gameOver' })
    refused(end.state, { type: 'takeLoan' }, 'game-over')
  })

  it('three players: every other player gets exactly one more turn', () => {
    const s = at(game(edition, 3, 8), 1, START_DRAW)
    shrinkDeck(s, 1)
    let t = acts(s, [{ type: 'drawDeck' }, { type: 'chooseDrawThree' }])
    expect(t.lastTurnSeat).toBe(0)
    expect(t.current).toBe(2)
    t = act(t, { type: 'chooseDrawThree' })
    expect(t.current).toBe(0)
    expect(t.phase.kind).not.toBe('over')
    t = act(t, { type: 'chooseDrawThree' })
    expect(t.phase.kind).toBe('over')
  })

  it('the deck emptied in the middle of a turn ends the game only at the end of that turn, even with cards on the board', () => {
    const s = at(game(edition, 2, 8), 0, ACTION)
    const { top } = setBoard(s, ['Vintners', 'Grocers'])
    shrinkDeck(s, 2)
    valid(s)
    let t = acts(s, [{ type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.current).toBe(0)
    expect(t.lastTurnSeat).toBeNull()
    t = act(t, { type: 'drawBoard', card: top[0]! })
    expect(t.lastTurnSeat).toBe(1)
    expect(t.current).toBe(1)
    // seat 1 still draws from the board at the start of the final turn
    expect(t.phase.kind).toBe('draw')
    t = acts(t, [{ type: 'drawBoard', card: top[1]! }, { type: 'chooseDrawThree' }])
    expect(t.phase.kind).toBe('over')
  })

  it('with cards left in the deck the game goes on', () => {
    const s = at(game(edition, 2, 8), 0, START_DRAW)
    setHand(s, 0, ['Vintners'])
    shrinkDeck(s, 5)
    const t = acts(s, [{ type: 'drawDeck' }, { type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(t.deck).toHaveLength(1)
    expect(t.lastTurnSeat).toBeNull()
    expect(t.current).toBe(1)
  })
})
