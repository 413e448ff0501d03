import { describe, expect, it } from 'vitest'
import { catalogFor, createGame } from '../engine/index'
import { addCard, game, giveDistricts, setPlayer } from '../engine/test-builders'
import { EARLY_STOP_PARAMS, inRewards } from './early-stop'
import { EVAL_WEIGHTS } from './eval-weights'
import {
  EVAL_FEATURES,
  HAND_SET_WEIGHTS,
  estimateScores,
  evalInputs,
  reward,
  rewardPerPoint,
  turnsLeft,
  weightsFor,
  winChance,
} from './evaluate'
import { seededPositions } from './test-positions'

const positions = seededPositions([3, 90, 260], [3])

describe('evaluation weights', () => {
  it('has fitted weights for every edition and player count, every feature finite', () => {
    for (const edition of ['second', 'classic'] as const)
      for (const players of [2, 3, 4]) {
        const w = EVAL_WEIGHTS[edition][players]
        expect(w, `${edition} ${players}p`).toBeDefined()
        for (const f of EVAL_FEATURES) expect(Number.isFinite(w!.weights[f])).toBe(true)
        expect(w!.marginScale).toBeGreaterThan(0)
        expect(w!.marginScalePerTurn).toBeGreaterThanOrEqual(0)
        expect(w!.futurePovertyShare).toBeGreaterThan(0)
        expect(weightsFor(createGame({ edition, players, seed: 1 }))).toBe(w)
      }
  })

  it('is the sure points plus the weighted features, for any weights', () => {
    for (const { state } of positions) {
      const { certain, features } = evalInputs(state, HAND_SET_WEIGHTS.futurePovertyShare)
      const scores = estimateScores(state, HAND_SET_WEIGHTS)
      scores.forEach((v, seat) => {
        const sum = EVAL_FEATURES.reduce((s, f, i) => s + HAND_SET_WEIGHTS.weights[f] * features[seat]![i]!, certain[seat]!)
        expect(v).toBeCloseTo(sum, 9)
      })
    }
  })

  it('counts the prestige and the end prestige of every city card, covered or not, as sure points', () => {
    const s = game('second', 2)
    setPlayer(s, 0, { prestige: 7 })
    expect(evalInputs(s, 0.5).certain[0]).toBe(7)
    const id = addCard(s, 0, 'Hospital', false)
    const end = catalogFor('second').cards[id]!.endPrestige
    expect(end).toBeGreaterThan(0)
    expect(evalInputs(s, 0.5).certain[0]).toBe(7 + end)
    // the face-down card brings nothing more: no activations feature
    expect(evalInputs(s, 0.5).features[0]![EVAL_FEATURES.indexOf('activations')]).toBe(0)
  })

  it('with cityGains, values a card that gains by the city at what it would bring now, else at a flat worth', () => {
    const activations = (s: ReturnType<typeof game>, cityGains: boolean) =>
      evalInputs(s, 0.5, cityGains).features[0]![EVAL_FEATURES.indexOf('activations')]!
    const s = game('classic', 2)
    addCard(s, 0, 'Omnibus')
    const flat = activations(s, false)
    expect(flat).toBeGreaterThan(0)
    // no borough yet: an Omnibus brings nothing now
    expect(activations(s, true)).toBe(0)
    giveDistricts(s, 0, ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham'])
    expect(activations(s, false)).toBe(flat)
    // £4 a run, £3 a point, over the runs still expected
    const runs = turnsLeft(s, 0) * 0.25
    expect(activations(s, true)).toBeCloseTo((4 / 3) * runs, 9)
    expect(activations(s, true)).toBeGreaterThan(flat)
  })
})

describe('reward', () => {
  it('is a chance to win: 1/2 when even, more when ahead, and less sure of a lead with more turns to play', () => {
    const w = { ...HAND_SET_WEIGHTS, marginScale: 8, marginScalePerTurn: 1 }
    expect(winChance(0, 20, w)).toBe(0.5)
    expect(winChance(10, 20, w)).toBeGreaterThan(0.5)
    expect(winChance(-10, 20, w)).toBeLessThan(0.5)
    expect(winChance(10, 20, w)).toBeLessThan(winChance(10, 2, w))
  })

  it('stays in [0, 1], and its slope per point turns the search constants into rewards', () => {
    for (const { state } of positions) {
      const r = reward(state, state.current)
      expect(r).toBeGreaterThanOrEqual(0)
      expect(r).toBeLessThanOrEqual(1)
      const w = weightsFor(state)
      const k = rewardPerPoint(state, state.current)
      expect(k).toBeCloseTo(1 / (4 * (w.marginScale + w.marginScalePerTurn * turnsLeft(state, state.current))), 12)
    }
    // at the hand-set scale (4 points, no growth) the early-stopping constants are those of before in rewards
    const before = inRewards(1 / 16)
    expect(before.epsilon).toBeCloseTo(0.02, 9)
    expect(before.priorVariance).toBeCloseTo(0.02, 3)
    expect(EARLY_STOP_PARAMS).toEqual(before)
  })
})
