// What each seat may see (view), and how apply refuses bad input without touching the state.
import { describe, expect, it } from 'vitest'
import { apply, replay } from './index'
import { view, viewEvent } from './view'
import {
  ACTION,
  DEVELOP,
  EDITIONS,
  RUN,
  START_DRAW,
  act,
  addCard,
  addStack,
  addToHand,
  at,
  game,
  giveDistricts,
  refused,
  setBoard,
  setHand,
  stackDeck,
  step,
  valid,
} from './test-builders'
import { HIDDEN, type GameState } from './types'

function table(edition: 'second' | 'classic'): {
  s: GameState
  mine: number[]
  theirs: number[]
  up: number
  down: number
  under: number
  top: number
} {
  const s = at(game(edition, 3, 40), 0, ACTION)
  const mine = setHand(s, 0, ['Vintners', 'Grocers'])
  const theirs = setHand(s, 1, ['Salters', 'Mercers', 'Paupers'])
  const up = addCard(s, 1, 'Hospital')
  const down = addCard(s, 1, 'Water Works', false)
  const [under, top] = addStack(s, 1, ['Sewers', "Lord's"])
  setBoard(s, ['Fishmongers'])
  return { s: valid(s), mine, theirs, up, down, under: under!, top: top! }
}

describe.each(EDITIONS)('view (%s)', (edition) => {
  it('hides other hands (not their size), the deck order, the district deck order and the seed', () => {
    const { s, mine, theirs } = table(edition)
    const v = view(s, 0)
    expect(v.viewer).toBe(0)
    expect(v.players[0]!.hand).toEqual(mine)
    expect(v.players[1]!.hand).toEqual(theirs.map(() => HIDDEN))
    expect(v.players[2]!.hand.every((c) => c === HIDDEN)).toBe(true)
    expect(v.deck).toEqual(s.deck.map(() => HIDDEN))
    expect(v.districtDeck).toEqual(s.districtDeck.map(() => HIDDEN))
    expect(v.districtOffer).toEqual(s.districtOffer)
    expect(v.options.seed).toBe(0)
    expect(v.rng).toBe(0)
    expect(v.board).toEqual(s.board)
    // public: money, poverty, loans, prestige, districts
    expect(v.players.map((p) => [p.money, p.poverty, p.loans, p.prestige, p.districts])).toEqual(
      s.players.map((p) => [p.money, p.poverty, p.loans, p.prestige, p.districts]),
    )
  })

  it('does not change the state', () => {
    const { s } = table(edition)
    const before = JSON.stringify(s)
    view(s, 1)
    expect(JSON.stringify(s)).toBe(before)
  })

  it('face-up top cards are public; your own cards are all known to you', () => {
    const { s, up, top, down, under } = table(edition)
    const v = view(s, 1)
    expect(v.players[1]!.stacks).toEqual(s.players[1]!.stacks)
    const w = view(s, 0)
    expect(w.players[1]!.stacks[0]).toEqual([{ card: up, faceUp: true }])
    expect(w.players[1]!.stacks[2]![1]).toEqual({ card: top, faceUp: true })
    if (edition === 'second') {
      // second edition: covered and face-down cards stay hidden until the end of the game
      expect(w.players[1]!.stacks[1]).toEqual([{ card: HIDDEN, faceUp: false }])
      expect(w.players[1]!.stacks[2]![0]).toEqual({ card: HIDDEN, faceUp: true })
    } else {
      // classic: nothing in the building display is secret
      expect(w.players[1]!.stacks[1]).toEqual([{ card: down, faceUp: false }])
      expect(w.players[1]!.stacks[2]![0]).toEqual({ card: under, faceUp: true })
    }
  })

  it('University cards are seen only by the player who looked', () => {
    const s = at(game(edition, 3, 41), 0, START_DRAW)
    addCard(s, 0, 'University of London')
    const seen = stackDeck(s, ['Vintners', 'Grocers', 'Salters'])
    const { state: t, events } = step(s, { type: 'peekUniversity' })
    expect(view(t, 0).phase).toMatchObject({ peeked: seen.slice().reverse() })
    expect(view(t, 1).phase).toMatchObject({ peeked: [HIDDEN, HIDDEN, HIDDEN] })
    const peek = events.find((e) => e.t === 'peek')!
    expect(viewEvent(peek, 1)).toEqual({ t: 'peek', seat: 0, cards: [HIDDEN, HIDDEN, HIDDEN] })
    expect(viewEvent(peek, 0)).toEqual(peek)
  })

  it('a card drawn from the deck is seen only by its taker; one from the board by all', () => {
    const s = at(game(edition, 2, 42), 0, START_DRAW)
    const { top } = setBoard(s, ['Vintners'])
    const d = step(s, { type: 'drawDeck' }).events.find((e) => e.t === 'draw')!
    expect(viewEvent(d, 1)).toMatchObject({ t: 'draw', card: HIDDEN })
    expect(viewEvent(d, 0)).toEqual(d)
    const b = step(s, { type: 'drawBoard', card: top[0]! }).events.find((e) => e.t === 'draw')!
    expect(viewEvent(b, 1)).toEqual(b)
  })

  it('University: the cards put back stay known to the looker, in order on top of the deck, until drawn', () => {
    const s = at(game(edition, 3, 41), 0, START_DRAW)
    addCard(s, 0, 'University of London')
    const [under, middle, top] = stackDeck(s, ['Vintners', 'Grocers', 'Salters'])
    const t = act(act(s, { type: 'peekUniversity' }), { type: 'takePeeked', card: middle! })
    expect(t.deck.slice(-2)).toEqual([under, top])
    const looker = view(t, 0)
    expect(looker.deck.slice(-2)).toEqual([under, top])
    expect(looker.deck.slice(0, -2).every((c) => c === HIDDEN)).toBe(true)
    for (const other of [1, 2]) expect(view(t, other).deck.every((c) => c === HIDDEN)).toBe(true)
    // seat 1 draws the top card: the looker knows it is in that hand, seat 2 does not; the next one stays known
    const u = act(at(t, 1, START_DRAW), { type: 'drawDeck' })
    expect(u.players[1]!.hand).toContain(top)
    const after = view(u, 0)
    expect(after.players[1]!.hand.filter((c) => c !== HIDDEN)).toEqual([top])
    expect(after.deck.at(-1)).toBe(under)
    expect(view(u, 2).players[1]!.hand.every((c) => c === HIDDEN)).toBe(true)
    // once placed, everyone sees it anyway
    const spend = addToHand(u, 1, 'Mercers')
    const placed = act(at(u, 1, DEVELOP), { type: 'place', card: top!, spend, onto: null })
    expect(view(placed, 2).players[1]!.stacks.at(-1)).toEqual([{ card: top, faceUp: true }])
  })

  it('a card taken from the board stays known to every seat while it is in that hand', () => {
    const s = at(game(edition, 3, 42), 1, START_DRAW)
    const { top } = setBoard(s, ['Vintners'])
    const t = act(s, { type: 'drawBoard', card: top[0]! })
    for (const seat of [0, 2]) {
      const hand = view(t, seat).players[1]!.hand
      expect(hand.filter((c) => c !== HIDDEN)).toEqual([top[0]])
      expect(hand).toHaveLength(t.players[1]!.hand.length)
    }
  })

  it('a view of an unknown seat is refused', () => {
    expect(() => view(game(edition), 2)).toThrow()
  })
})

describe('view (second edition): at the end of the game', () => {
  it('covered and face-down cards are revealed once the game is over', () => {
    const { s, down, under } = table('second')
    s.phase = { kind: 'over' }
    const w = view(s, 0)
    expect(w.players[1]!.stacks).toEqual(s.players[1]!.stacks)
    expect(w.players[1]!.stacks[1]).toEqual([{ card: down, faceUp: false }])
    expect(w.players[1]!.stacks[2]![0]).toEqual({ card: under, faceUp: true })
    // hands stay private
    expect(w.players[1]!.hand.every((c) => c === HIDDEN)).toBe(true)
  })
})

describe('view (second edition): districts', () => {
  it("covered districts stay public: every seat sees each player's whole district pile (ruling 22h)", () => {
    const s = at(game('second', 3, 46), 0, ACTION)
    const owned = giveDistricts(s, 1, ['Hackney', 'Lewisham', 'Wandsworth'])
    valid(s)
    for (const seat of [0, 1, 2]) expect(view(s, seat).players[1]!.districts).toEqual(owned)
  })
})

describe("view (second edition): this turn's activations", () => {
  it('a card flipped face down this turn is hidden in the turn record too', () => {
    const s = at(game('second', 2, 45), 1, RUN)
    const c = addCard(s, 1, 'Salters')
    const t = act(s, { type: 'activate', card: c })
    expect(view(t, 0).turn.activated).toEqual([HIDDEN])
    expect(view(t, 1).turn.activated).toEqual([c])
  })
})

describe('view (second edition): money on a hidden Shops is hidden with it', () => {
  it('covered Shops money is not shown to others', () => {
    const s = at(game('second', 2, 43), 1, DEVELOP)
    const [shops] = addStack(s, 1, ['Shops', 'Vintners'])
    s.cardMoney[shops!] = 2
    expect(view(s, 0).cardMoney).toEqual({})
    expect(view(s, 1).cardMoney).toEqual({ [shops!]: 2 })
  })
})

describe.each(EDITIONS)('apply refuses bad input and leaves the state as it was (%s)', (edition) => {
  const s = game(edition, 2, 44)

  it.each([
    ['not an object', 'drawDeck'],
    ['null', null],
    ['an array', [{ type: 'drawDeck' }]],
    ['an unknown type', { type: 'pass' }],
    ['a missing field', { type: 'drawBoard' }],
    ['an extra field', { type: 'drawDeck', card: 3 }],
    ['a field of the wrong type', { type: 'drawBoard', card: '3' }],
    ['a negative id', { type: 'drawBoard', card: -1 }],
    ['a fractional id', { type: 'drawBoard', card: 1.5 }],
    ['an activation option on another action', { type: 'place', card: 1, spend: 2, onto: null, hospital: 3 }],
  ])('%s', (_what, action) => {
    refused(s, action, 'bad-action')
  })

  it('a stale action (older sequence number) is refused', () => {
    const t = act(s, { type: 'drawDeck' })
    expect(t.seq).toBe(s.seq + 1)
    const before = JSON.stringify(t)
    const r = apply(t, { type: 'chooseDrawThree' }, s.seq)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('stale')
    expect(JSON.stringify(t)).toBe(before)
    expect(apply(t, { type: 'chooseDrawThree' }, t.seq).ok).toBe(true)
  })

  it('an illegal action returns a typed error and changes nothing', () => {
    refused(s, { type: 'chooseRunCity' }, 'wrong-phase')
    refused(s, { type: 'drawBoard', card: 0 }, 'not-available')
    const r = at(structuredClone(s), s.current, RUN)
    refused(r, { type: 'activate', card: r.players[s.current]!.hand[0]! }, 'not-available')
  })

  it('a legal action leaves the given state untouched and returns a new one', () => {
    const before = JSON.stringify(s)
    const r = apply(s, { type: 'drawDeck' })
    expect(r.ok).toBe(true)
    expect(JSON.stringify(s)).toBe(before)
  })

  it('replay rebuilds a game from its log and refuses a bad log', () => {
    const opts = { edition, players: 2, seed: 44 }
    const log = [{ type: 'drawDeck' }, { type: 'chooseDrawThree' }, { type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }]
    const t = replay(opts, log)
    expect(t.seq).toBe(5)
    expect(t).toEqual(log.reduce((st, a) => act(st, a as never), s))
    expect(t.phase).toEqual({ kind: 'handLimit' })
    expect(() => replay(opts, [{ type: 'chooseDrawThree' }])).toThrow(/action 0/)
  })
})
