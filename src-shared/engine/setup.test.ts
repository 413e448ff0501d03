// Setup, both editions: 2017 rulebook "Preparación" and the 2010 rules "Preparar".
import { describe, expect, it } from 'vitest'
import { catalogFor } from './cards/catalog'
import { createGame } from './setup'
import { EDITIONS, game, valid } from './test-builders'

describe.each(EDITIONS)('setup (%s)', (edition) => {
  const cat = catalogFor(edition)

  it.each([2, 3, 4])('%i players: £5, six cards, no loans or prestige, empty areas', (players) => {
    const s = valid(game(edition, players, 7))
    expect(s.players).toHaveLength(players)
    for (const p of s.players) {
      expect(p.money).toBe(5)
      expect(p.hand).toHaveLength(6)
      expect(p.loans).toBe(0)
      expect(p.prestige).toBe(0)
      expect(p.stacks).toEqual([])
      expect(p.districts).toEqual([])
    }
    expect(s.deck).toHaveLength(cat.cards.length - 6 * players)
  })

  it.each([
    [2, 3],
    [3, 4],
    [4, 5],
  ])('%i players use %i empty slots in each board row', (players, slots) => {
    const s = game(edition, players)
    expect(s.board.top).toEqual(Array(slots).fill(null))
    expect(s.board.bottom).toEqual(Array(slots).fill(null))
  })

  it('deck A lies on B, which lies on C; the hands are dealt from A', () => {
    for (const seed of [1, 2, 3]) {
      const s = game(edition, 4, seed)
      const fromTop = s.deck
        .slice()
        .reverse()
        .map((c) => cat.cards[c]!.deck)
      const order = fromTop.join('')
      expect(order).toMatch(/^A*B+C+$/)
      const count = (l: string) => cat.cards.filter((c) => c.deck === l).length
      expect(fromTop.filter((l) => l === 'A')).toHaveLength(count('A') - 24)
      expect(fromTop.filter((l) => l === 'B')).toHaveLength(count('B'))
      expect(fromTop.filter((l) => l === 'C')).toHaveLength(count('C'))
      for (const p of s.players) for (const c of p.hand) expect(cat.cards[c]!.deck).toBe('A')
    }
  })

  it('the deck is shuffled by the seed, and the same seed gives the same game', () => {
    expect(game(edition, 3, 11)).toEqual(game(edition, 3, 11))
    expect(game(edition, 3, 11).deck).not.toEqual(game(edition, 3, 12).deck)
  })

  it('the game opens with the first player drawing one card (not optional)', () => {
    const s = game(edition, 3, 5)
    expect(s.current).toBe(s.firstPlayer)
    expect(s.phase).toEqual({ kind: 'draw', left: 1, optional: false, then: 'action' })
    expect(s.lastTurnSeat).toBeNull()
    expect(s.result).toBeNull()
  })

  it('refuses impossible options', () => {
    expect(() => createGame({ edition, players: 1, seed: 1 })).toThrow()
    expect(() => createGame({ edition, players: 5, seed: 1 })).toThrow()
    expect(() => createGame({ edition, players: 2, seed: -1 })).toThrow()
    expect(() => createGame({ edition: 'third' as never, players: 2, seed: 1 })).toThrow()
  })

  it('eleven Paupers, four action cards', () => {
    expect(cat.cards.filter((c) => c.kind === 'pauper')).toHaveLength(11)
    expect(
      cat.cards
        .filter((c) => c.kind === 'action')
        .map((c) => c.name)
        .sort(),
    ).toEqual([edition === 'classic' ? 'Wren' : 'Christopher Wren', 'Huguenots', 'Jewish Refugees', 'Jewish Refugees'].sort())
  })
})

describe('setup (second edition)', () => {
  const cat = catalogFor('second')

  it('no starting poverty; the three starting districts face up, the other 17 shuffled into the district deck', () => {
    const s = game('second', 4, 3)
    for (const p of s.players) expect(p.poverty).toBe(0)
    expect(s.districtOffer.map((d) => cat.districts[d]!.name).sort()).toEqual(['City', 'Southwark & Bermondsey', 'Westminster'])
    expect(s.districtDeck).toHaveLength(17)
    expect(new Set([...s.districtDeck, ...s.districtOffer]).size).toBe(20)
    expect(game('second', 4, 4).districtDeck).not.toEqual(s.districtDeck)
    expect(s.map).toBeNull()
  })

  it('whoever set the game up (seat 0) is the first player, whatever the seed', () => {
    for (let seed = 0; seed < 20; seed++) expect(game('second', 4, seed).firstPlayer).toBe(0)
  })

  it('105 provisional city cards: the classic deck without the five Underground cards', () => {
    expect(cat.cards).toHaveLength(105)
    expect(cat.cards.some((c) => c.key === 'underground')).toBe(false)
  })
})

describe('setup (classic)', () => {
  const cat = catalogFor('classic')

  it('five poverty each, an empty map of 20 boroughs, no district cards', () => {
    const s = game('classic', 3, 3)
    for (const p of s.players) expect(p.poverty).toBe(5)
    expect(cat.districts).toHaveLength(20)
    expect(s.map!.underground).toEqual(Array(20).fill(false))
    expect(s.districtOffer).toEqual([])
    expect(s.districtDeck).toEqual([])
  })

  it('the first player is drawn at random', () => {
    const firsts = new Set<number>()
    for (let seed = 0; seed < 40; seed++) {
      const s = game('classic', 4, seed)
      expect(s.current).toBe(s.firstPlayer)
      firsts.add(s.firstPlayer)
    }
    expect([...firsts].sort()).toEqual([0, 1, 2, 3])
  })

  it('110 city cards: 25 in deck A, 50 in B, 35 in C', () => {
    expect(cat.cards).toHaveLength(110)
    expect(cat.cards.filter((c) => c.deck === 'A')).toHaveLength(25)
    expect(cat.cards.filter((c) => c.deck === 'B')).toHaveLength(50)
    expect(cat.cards.filter((c) => c.deck === 'C')).toHaveLength(35)
  })
})
