import { describe, expect, it } from 'vitest'
import { Rng, catalogFor, cloneState, hiddenCards, view, type GameState } from '../engine/index'
import { addCard, addToHand, game, setHand, setPlayer } from '../engine/test-builders'
import { determinize } from './determinize'
import {
  CARD_KIND_BLOCKS,
  CARD_KIND_SLOTS,
  FEATURE_SETS,
  GAME_FEATURES,
  PLAYER_FEATURES,
  featureCount,
  valueFeatures,
} from './value-features'
import { seededPositions, seenPositions } from './test-positions'

const positions = [...seededPositions([3, 90, 260]), ...seenPositions()]
const list = (x: Float64Array) => Array.from(x)

/** The same position with another seat's hand cards swapped with deck cards that `seat` cannot see either. */
function swapHidden(state: GameState, seat: number): GameState {
  const s = cloneState(state)
  const hidden = hiddenCards(s, seat)
  const deckSlots = s.deck.map((c, i) => (hidden.has(c) ? i : -1)).filter((i) => i >= 0)
  let k = 0
  s.players.forEach((p, o) => {
    if (o === seat) return
    p.hand.forEach((c, i) => {
      const d = deckSlots[k++]
      if (!hidden.has(c) || d === undefined) return
      const card = s.deck[d]!
      s.deck[d] = c
      p.hand[i] = card
      ;[s.known[c], s.known[card]] = [s.known[card]!, s.known[c]!]
    })
  })
  return s
}

describe('value features', () => {
  it('have one number per player feature per player and per game feature, all finite, the same every time', () => {
    for (const { state, label } of positions) {
      const n = state.players.length
      const f = valueFeatures(state, state.current)
      expect(f.length, label).toBe(featureCount(n))
      expect(featureCount(n)).toBe(PLAYER_FEATURES.length * n + GAME_FEATURES.length)
      expect(list(f).every(Number.isFinite), label).toBe(true)
      expect(list(valueFeatures(state, state.current))).toEqual(list(f))
      // set 3 is set 1 followed by its own inputs, so a set-3 net's skip input reads the same number
      const g = valueFeatures(state, state.current, undefined, 3)
      expect(g.length, label).toBe(featureCount(n, 3))
      expect(featureCount(n, 3)).toBe(featureCount(n) + CARD_KIND_BLOCKS.length * CARD_KIND_SLOTS)
      // every visible top card and hand card of the seat is counted once: the counts are whole and non-negative
      expect(
        list(g.subarray(f.length)).every((x) => Number.isInteger(x) && x >= 0),
        label,
      ).toBe(true)
      expect(list(g).every(Number.isFinite), label).toBe(true)
      expect(list(g.subarray(0, f.length)), label).toEqual(list(f))
    }
  })

  for (const set of FEATURE_SETS) {
    it(`read only what the seat sees: the state, its view and determinizations of the view give the same numbers (set ${set})`, () => {
      for (const { state, label } of positions)
        for (let seat = 0; seat < state.players.length; seat++) {
          const v = view(state, seat)
          const expected = list(valueFeatures(state, seat, undefined, set))
          expect(list(valueFeatures(v, seat, undefined, set)), `${label} seat ${seat} view`).toEqual(expected)
          for (const seed of [1, 2])
            expect(list(valueFeatures(determinize(v, new Rng(seed)), seat, undefined, set)), `${label} seat ${seat}`).toEqual(expected)
        }
    })

    it(`do not change when cards the seat cannot see change places, but do for the seat that holds them (set ${set})`, () => {
      let differs = 0
      const features = (s: GameState, seat: number) => list(valueFeatures(s, seat, undefined, set))
      for (const { state, label } of positions) {
        const seat = state.current
        const other = swapHidden(state, seat)
        expect(view(other, seat), label).toEqual(view(state, seat))
        expect(features(other, seat), label).toEqual(features(state, seat))
        for (let o = 0; o < state.players.length; o++)
          if (o !== seat && JSON.stringify(features(other, o)) !== JSON.stringify(features(state, o))) differs++
      }
      // the swapped cards are in the other seats' own hands: they see them, and their features say so
      expect(differs).toBeGreaterThan(0)
    })
  }

  it('put the seat first and its opponents from the best placed down, whatever their seat numbers', () => {
    const s = game('second', 3)
    setPlayer(s, 2, { prestige: 20 })
    const k = PLAYER_FEATURES.length
    const prestige = PLAYER_FEATURES.indexOf('prestige')
    const f = valueFeatures(s, 0)
    expect([f[prestige], f[k + prestige], f[2 * k + prestige]]).toEqual([0, 20, 0])
    const g = valueFeatures(s, 2)
    expect(g[prestige]).toBe(20)
    // the margin over the best opponent (the first after the seat): about 20 prestige ahead
    const est = PLAYER_FEATURES.indexOf('linearEstimate')
    const margin = g[3 * k + GAME_FEATURES.indexOf('linearMargin')]!
    expect(margin).toBeCloseTo(g[est]! - g[k + est]!, 9)
    expect(Math.max(g[k + est]!, g[2 * k + est]!)).toBe(g[k + est])
    expect(margin).toBeGreaterThan(18)
  })

  it('count an unseen covered card as a card, a seen one by its end prestige', () => {
    const s = game('second', 2)
    const id = addCard(s, 1, 'Hospital', false)
    addToHand(s, 0, 'Vintners')
    const hiddenCity = PLAYER_FEATURES.indexOf('hiddenCityCards')
    const cityPrestige = PLAYER_FEATURES.indexOf('visibleCityPrestige')
    const k = PLAYER_FEATURES.length
    // seat 0 does not see seat 1's face-down card; seat 1 does
    expect(valueFeatures(s, 0)[k + hiddenCity]).toBe(1)
    expect(valueFeatures(s, 0)[k + cityPrestige]).toBe(0)
    expect(valueFeatures(s, 1)[hiddenCity]).toBe(0)
    expect(valueFeatures(s, 1)[cityPrestige]).toBe(catalogFor('second').cards[id]!.endPrestige)
  })

  describe('set 3', () => {
    const n = 2
    const kinds = (edition: 'second' | 'classic') => [...new Set(catalogFor(edition).cards.map((c) => c.key))]
    const at = (block: (typeof CARD_KIND_BLOCKS)[number], key: string) =>
      featureCount(n) + CARD_KIND_BLOCKS.indexOf(block) * CARD_KIND_SLOTS + kinds('second').indexOf(key)
    const keyOf = (name: string) => catalogFor('second').cards.find((c) => c.name === name)!.key

    it('have a slot for every card kind of either edition', () => {
      expect(CARD_KIND_SLOTS).toBe(Math.max(kinds('second').length, kinds('classic').length))
    })

    it('count the seat’s face-up top cards and hand by kind, copies together', () => {
      const s = game('second', n)
      setHand(s, 0, ['Hospital', 'Water Works', 'Water Works'])
      setHand(s, 1, [])
      addCard(s, 0, "St Paul's")
      const f = valueFeatures(s, 0, undefined, 3)
      expect(f[at('hand', keyOf('Water Works'))]).toBe(2)
      expect(f[at('hand', keyOf('Hospital'))]).toBe(1)
      expect(f[at('topCards', keyOf("St Paul's"))]).toBe(1)
      expect(f[at('topCards', keyOf('Hospital'))]).toBe(0)
      // seat 1 sees seat 0 as its best opponent: its top card, never its hand
      const g = valueFeatures(s, 1, undefined, 3)
      expect(g[at('bestOpponentTopCards', keyOf("St Paul's"))]).toBe(1)
      const hand = featureCount(n) + CARD_KIND_BLOCKS.indexOf('hand') * CARD_KIND_SLOTS
      expect(list(g.subarray(hand, hand + CARD_KIND_SLOTS)).every((x) => x === 0)).toBe(true)
    })

    it('count only a stack’s top card, and not a face-down one another seat cannot see', () => {
      const s = game('second', n)
      setHand(s, 0, [])
      setHand(s, 1, [])
      addCard(s, 0, 'Hospital', false)
      // seat 0 knows its own face-down card but it is not face up: no activation, not counted
      expect(valueFeatures(s, 0, undefined, 3)[at('topCards', keyOf('Hospital'))]).toBe(0)
      expect(valueFeatures(s, 1, undefined, 3)[at('bestOpponentTopCards', keyOf('Hospital'))]).toBe(0)
    })
  })

  it('refuses an output buffer of the wrong size', () => {
    expect(() => valueFeatures(game('classic', 2), 0, new Float64Array(3))).toThrow(/inputs given/)
  })
})
