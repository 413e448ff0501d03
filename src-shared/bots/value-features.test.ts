import { describe, expect, it } from 'vitest'
import { Rng, catalogFor, cloneState, hiddenCards, view, type GameState } from '../engine/index'
import { addCard, addToHand, game, setBoard, setHand, setOffer, setPlayer } from '../engine/test-builders'
import { determinize } from './determinize'
import {
  FEATURE_SETS,
  GAME_FEATURES,
  GAME_FEATURES_2,
  PLAYER_FEATURES,
  PLAYER_FEATURES_2,
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
      // set 2 is set 1 followed by its own inputs, so a set-2 net's skip input reads the same number
      const g = valueFeatures(state, state.current, undefined, 2)
      expect(g.length, label).toBe(featureCount(n, 2))
      expect(featureCount(n, 2)).toBe(featureCount(n) + PLAYER_FEATURES_2.length * n + GAME_FEATURES_2.length)
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

  describe('set 2', () => {
    const n = 2
    const at = (name: (typeof PLAYER_FEATURES_2)[number], block: number) =>
      featureCount(n) + block * PLAYER_FEATURES_2.length + PLAYER_FEATURES_2.indexOf(name)
    const game2 = (name: (typeof GAME_FEATURES_2)[number]) => featureCount(n) + n * PLAYER_FEATURES_2.length + GAME_FEATURES_2.indexOf(name)

    it('count the hand buildings a hand card of their colour may pay for, and what they are worth', () => {
      const s = game('second', n)
      setHand(s, 0, ["St Paul's", 'Hospital', 'Paupers', 'Vintners'])
      setPlayer(s, 0, { money: 5 })
      const f = valueFeatures(s, 0, undefined, 2)
      // St Paul's and Hospital pay for each other; Vintners has no brown partner and a Pauper pays for nothing
      expect(f[at('placeable', 0)]).toBe(2)
      // St Paul's costs £10: only Hospital is affordable with £5, and it is worth less than both together
      expect(f[at('affordableWorth', 0)]).toBeGreaterThan(0)
      expect(f[at('placeableWorth', 0)]).toBeGreaterThan(f[at('affordableWorth', 0)]!)
      setPlayer(s, 0, { money: 10 })
      expect(valueFeatures(s, 0, undefined, 2)[at('affordableWorth', 0)]).toBe(f[at('placeableWorth', 0)])
    })

    it('count no placement the seat cannot see: another hand counts as cards only', () => {
      const s = game('second', n)
      setHand(s, 0, ["St Paul's", 'Hospital'])
      setHand(s, 1, [])
      expect(valueFeatures(s, 0, undefined, 2)[at('placeable', 0)]).toBe(2)
      // seat 1 sees seat 0 (its best and only opponent) second, and does not know the two cards
      expect(valueFeatures(s, 1, undefined, 2)[at('placeable', 1)]).toBe(0)
    })

    it('give the most prestige of an offered district the money covers', () => {
      const s = game('second', n)
      setOffer(s, ['City', 'Southwark & Bermondsey', 'Greenwich'])
      const district = (money: number) => {
        setPlayer(s, 0, { money })
        return valueFeatures(s, 0, undefined, 2)[at('affordableDistrict', 0)]
      }
      const d = catalogFor('second').districts
      const prestige = (name: string) => d.find((x) => x.name === name)!.prestige
      expect(district(0)).toBe(0)
      expect(district(5)).toBe(Math.max(prestige('Southwark & Bermondsey'), prestige('Greenwich')))
      expect(district(20)).toBe(Math.max(...['City', 'Southwark & Bermondsey', 'Greenwich'].map(prestige)))
    })

    it('see the display: its size, its best card for the seat, and the cards the hand could pay to place', () => {
      const s = game('second', n)
      setHand(s, 0, ['Hospital'])
      setBoard(s, ["St Paul's", 'Vintners', null])
      const f = valueFeatures(s, 0, undefined, 2)
      expect(f[game2('displayCards')]).toBe(2)
      // St Paul's is blue, as the Hospital in hand that could pay for it; Vintners (brown) has no payer
      expect(f[game2('displayPlaceable')]).toBe(1)
      expect(f[game2('displayBest')]).toBeGreaterThan(0)
      setHand(s, 0, ['Vintners'])
      expect(valueFeatures(s, 0, undefined, 2)[game2('displayPlaceable')]).toBe(0)
      // the state is only read
      expect(s.players[0]!.hand).toHaveLength(1)
    })
  })

  it('refuses an output buffer of the wrong size', () => {
    expect(() => valueFeatures(game('classic', 2), 0, new Float64Array(3))).toThrow(/inputs given/)
  })
})
