// The projected final score: scoreGame's own steps on what a seat may know; exact at game over and wherever
// nothing is hidden, an estimate only for other players' hidden city cards (second edition), and blind to them.
import { describe, expect, it } from 'vitest'
import { cloneState } from './clone'
import { applyInPlace } from './index'
import { legalActions } from './legal'
import { projectedScore } from './projected-score'
import { Rng } from './rng'
import { scoreGame } from './scoring'
import { ACTION, EDITIONS, addStack, at, def, game, giveDistricts, locate, setHand, setPlayer, valid } from './test-builders'
import { view } from './view'
import type { CardId, GameState, PlayerScore } from './types'

/** The fields scoreGame gives a player (a projection adds what it estimated). */
function scorePart(s: PlayerScore): PlayerScore {
  const { seat, before, steps, total, finalPoverty, districts, bestCard } = s
  return { seat, before, steps, total, finalPoverty, districts, bestCard }
}

/** A whole game of random legal moves (no voluntary loans), to its end. */
function playToEnd(edition: (typeof EDITIONS)[number], players: number, seed: number): GameState {
  const state = game(edition, players, seed)
  const rng = new Rng(seed * 13 + 5)
  for (let n = 0; state.phase.kind !== 'over'; n++) {
    if (n > 20_000) throw new Error('game did not end')
    const legal = legalActions(state).filter((a) => a.type !== 'takeLoan')
    applyInPlace(state, rng.pick(legal))
  }
  return state
}

/**
 * Mid-game, seat 0 to act: each player has money, loans, poverty and cards in hand, and a stack with a covered card
 * and a face-down card (in the second edition, hidden from the other player).
 */
function midGame(edition: (typeof EDITIONS)[number]): GameState {
  const s = at(game(edition, 2, 41), 0, ACTION)
  setPlayer(s, 0, { prestige: 11, poverty: 9, money: 7, loans: 2 })
  setPlayer(s, 1, { prestige: 10, poverty: 1, money: 31, loans: 1 })
  setHand(s, 0, ['Salters', 'Vintners', 'Paupers'])
  setHand(s, 1, ['Grocers'])
  addStack(s, 0, ["St Paul's", 'Hospital'])
  addStack(s, 1, ['Town Houses', { key: 'Coffee House', faceUp: false }])
  addStack(s, 1, ['Bank of England', 'British Museum'])
  if (edition === 'classic') {
    giveDistricts(s, 0, ['City'])
    giveDistricts(s, 1, ['Westminster', 'Hackney'])
    s.map!.underground[s.players[1]!.districts[0]!] = true
  }
  return valid(s)
}

/** The deck card with the end prestige most unlike `card`'s, unknown to `seat`. */
function unlikeInDeck(s: GameState, card: CardId, seat: number): CardId {
  const bit = 1 << seat
  const target = def(s, card).endPrestige
  const candidates = s.deck.filter((c) => (s.known[c]! & bit) === 0 && def(s, c).kind === 'building')
  return candidates.reduce((best, c) => (Math.abs(def(s, c).endPrestige - target) > Math.abs(def(s, best).endPrestige - target) ? c : best))
}

/** The position with `a` (in a city) and `b` (in the deck) trading places, each taking its place's knowledge. */
function swapped(s: GameState, a: CardId, b: CardId): GameState {
  const t = cloneState(s)
  const where = locate(t, a)
  if (where.where !== 'stack') throw new Error('not in a city')
  const stack = t.players[where.seat]!.stacks[where.stack]!
  stack[where.index] = { card: b, faceUp: stack[where.index]!.faceUp }
  t.deck[t.deck.indexOf(b)] = a
  ;[t.known[a], t.known[b]] = [t.known[b]!, t.known[a]!]
  return valid(t)
}

describe.each(EDITIONS)('projected score (%s)', (edition) => {
  it('at game over it is the final score, for every viewer', () => {
    for (const seed of [3, 8]) {
      const s = playToEnd(edition, 3, seed)
      const result = scoreGame(s)
      expect(s.result!.scores).toEqual(result.scores)
      for (let seat = 0; seat < 3; seat++) {
        const p = projectedScore(s, seat)
        expect(p.final).toBe(true)
        expect(p.estimated).toBe(false)
        expect(p.scores.map(scorePart)).toEqual(result.scores)
        expect(p.scores.every((x) => x.hiddenCards === 0 && x.estimatedPrestige === 0)).toBe(true)
      }
    }
  })

  it("takes the edition's scoring steps in order, from the track, cards, money, loans, hand and poverty", () => {
    const s = midGame(edition)
    const p = projectedScore(s, 0)
    const exact = scoreGame(s)
    expect(p.final).toBe(false)
    // the viewer's own score never needs an estimate: hidden cards are only other players' city cards
    expect(scorePart(p.scores[0]!)).toEqual(exact.scores[0])
    const mine = p.scores[0]!
    const step = (id: string) => mine.steps.find((x) => x.id === id)!
    expect(step('handPoverty').detail).toBe(3)
    expect(step('cardPrestige').prestige).toBe(
      def(s, s.players[0]!.stacks[0]![0]!.card).endPrestige + def(s, s.players[0]!.stacks[0]![1]!.card).endPrestige,
    )
    // poverty 9 + 3 in hand = 12 against the other's 1 + 1: both drop 2
    expect(step('povertyEqualise').detail).toBe(2)
    expect(mine.total).toBe(mine.before.prestige + mine.steps.reduce((n, x) => n + x.prestige, 0))
    // the chip's track prestige (11) is far from the projection once loans, hand and poverty are counted
    expect(mine.total).toBeLessThan(0)
  })

  it('reads a view as the full state (the same answer), and refuses a view of another seat', () => {
    const s = midGame(edition)
    expect(projectedScore(view(s, 0), 0)).toEqual(projectedScore(s, 0))
    expect(() => projectedScore(view(s, 1), 0)).toThrow(/view of seat 1/)
  })

  it('never reads what the viewer cannot see: other hands, the deck, hidden city cards', () => {
    const s = midGame(edition)
    // another hand's card traded with a deck card the viewer never saw: nothing changes but the cards
    const other = s.players[1]!.hand[0]!
    const deckCard = unlikeInDeck(s, other, 0)
    const t = cloneState(s)
    t.players[1]!.hand[0] = deckCard
    t.deck[t.deck.indexOf(deckCard)] = other
    ;[t.known[other], t.known[deckCard]] = [t.known[deckCard]!, t.known[other]!]
    valid(t)
    expect(projectedScore(t, 0)).toEqual(projectedScore(s, 0))
  })
})

describe("second edition: other players' covered and face-down cards are estimated", () => {
  it('counts them as hidden, estimates their prestige, and the estimate ignores which cards they are', () => {
    const s = midGame('second')
    const p = projectedScore(s, 0)
    expect(p.estimated).toBe(true)
    const theirs = p.scores[1]!
    // Town Houses covered, Coffee House face down, Bank of England covered: three hidden; British Museum on top is seen
    expect(theirs.hiddenCards).toBe(3)
    const ends = s.players[1]!.stacks.flat().map((c) => def(s, c.card).endPrestige)
    const museum = def(s, s.players[1]!.stacks[1]![1]!.card).endPrestige
    expect(theirs.steps.find((x) => x.id === 'cardPrestige')!.prestige).toBe(museum + theirs.estimatedPrestige)
    expect(theirs.estimatedPrestige).toBeGreaterThanOrEqual(0)
    expect(theirs.estimatedPrestige).toBeLessThanOrEqual(3 * 6)
    // the other player sees all of their own cards: exact, as scoreGame
    const own = projectedScore(s, 1)
    expect(own.scores[1]!.hiddenCards).toBe(0)
    expect(scorePart(own.scores[1]!)).toEqual(scoreGame(s).scores[1])
    expect(ends.reduce((a, b) => a + b, 0)).toBe(own.scores[1]!.steps.find((x) => x.id === 'cardPrestige')!.prestige)

    // a covered card traded for a deck card worth something else: seat 0's projection is unchanged, seat 1's moves
    const covered = s.players[1]!.stacks[0]![0]!.card
    const deckCard = unlikeInDeck(s, covered, 0)
    expect(def(s, deckCard).endPrestige).not.toBe(def(s, covered).endPrestige)
    const t = swapped(s, covered, deckCard)
    expect(projectedScore(t, 0)).toEqual(p)
    expect(projectedScore(t, 1).scores[1]!.total).not.toBe(own.scores[1]!.total)
  })
})

describe('classic: every city card is public, so nothing is estimated', () => {
  it('is scoreGame of the position now, boroughs and underground markers included', () => {
    const s = midGame('classic')
    for (const seat of [0, 1]) {
      const p = projectedScore(s, seat)
      expect(p.estimated).toBe(false)
      expect(p.scores.map(scorePart)).toEqual(scoreGame(s).scores)
    }
    const borough = projectedScore(s, 0).scores[1]!.steps.find((x) => x.id === 'districtPrestige')!
    expect(borough.prestige).toBeGreaterThan(2)
  })
})
