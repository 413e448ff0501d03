import { describe, expect, it } from 'vitest'
import { Rng, applyInPlace, createGame, view, type Edition, type GameState } from '../engine/index'
import { policyAction } from './policy'
import { featureCount } from './value-features'
import {
  VALUE_NETS,
  VERDICT_NETS,
  chanceFromOutput,
  checkNet,
  compileNet,
  forwardLogit,
  hasLearnedMargin,
  hasLearnedValue,
  hasVerdictNet,
  learnedJudgement,
  learnedReward,
  positionVerdict,
  sigmoid,
  type ValueNet,
} from './value-net'
import { advantage, turnsLeft, weightsFor, winChance } from './evaluate'
import { seededPositions } from './test-positions'

const positions = seededPositions([3, 90, 260], [3])

/** A 2-player net: every input standardised, two tanh units, then a linear output. */
function tinyNet(): ValueNet {
  const n = featureCount(2)
  const mean = new Array<number>(n).fill(0)
  const scale = new Array<number>(n).fill(1)
  mean[0] = 1
  scale[1] = 2
  // hidden unit 0 reads inputs 0 and 1, unit 1 reads input 2
  const w1 = new Array<number>(2 * n).fill(0)
  w1[0] = 0.5
  w1[1] = -1
  w1[n + 2] = 2
  return {
    players: 2,
    mean,
    scale,
    layers: [
      { inputs: n, outputs: 2, weights: w1, biases: [0.1, -0.2], activation: 'tanh' },
      { inputs: 2, outputs: 1, weights: [1.5, -0.5], biases: [0.25], activation: 'linear' },
    ],
  }
}

function finishedGame(edition: Edition): GameState {
  const state = createGame({ edition, players: 2, seed: 5 })
  const rng = new Rng(9)
  while (state.phase.kind !== 'over') applyInPlace(state, policyAction(state, rng, 0.35))
  return state
}

describe('value net', () => {
  it('computes the forward pass of a tiny net by hand', () => {
    const x = new Float64Array(featureCount(2))
    x[0] = 3
    x[1] = 4
    x[2] = -0.5
    // standardised: (3 − 1) / 1 = 2, 4 / 2 = 2, −0.5
    const h0 = Math.tanh(0.5 * 2 - 1 * 2 + 0.1)
    const h1 = Math.tanh(2 * -0.5 - 0.2)
    expect(forwardLogit(compileNet(tinyNet()), x)).toBeCloseTo(1.5 * h0 - 0.5 * h1 + 0.25, 12)
    expect(sigmoid(0)).toBe(0.5)
  })

  it('adds the skip connection: its weight times the raw input it reads', () => {
    const x = new Float64Array(featureCount(2))
    x[0] = 3
    x[1] = 4
    x[2] = -0.5
    x[5] = 1.75
    const plain = forwardLogit(compileNet(tinyNet()), x)
    // the raw input, not its standardised value (input 1 has scale 2)
    expect(forwardLogit(compileNet({ ...tinyNet(), skip: { input: 5, weight: 0.8 } }), x)).toBeCloseTo(plain + 0.8 * 1.75, 12)
    expect(forwardLogit(compileNet({ ...tinyNet(), skip: { input: 1, weight: -1 } }), x)).toBeCloseTo(plain - 4, 12)
  })

  it('refuses a net whose shapes do not fit', () => {
    const net = tinyNet()
    expect(() => checkNet(net)).not.toThrow()
    expect(() => checkNet({ ...net, mean: net.mean.slice(1) })).toThrow(/means and scales/)
    expect(() => checkNet({ ...net, layers: [net.layers[0]!] })).toThrow(/one output/)
    expect(() => checkNet({ ...net, layers: [net.layers[0]!, { ...net.layers[1]!, weights: [1] }] })).toThrow(/wrong number/)
    expect(() => checkNet({ ...net, scale: net.scale.map(() => 0) })).toThrow(/positive/)
    expect(() => checkNet({ ...net, skip: { input: featureCount(2), weight: 1 } })).toThrow(/skip connection/)
    expect(() => checkNet({ ...net, skip: { input: 0, weight: NaN } })).toThrow(/skip connection/)
    expect(() => checkNet({ ...net, layers: [net.layers[0]!, { ...net.layers[1]!, biases: [NaN] }] })).toThrow(/not a number/)
    expect(() => checkNet({ ...net, output: { kind: 'margin', unit: 20, sharpness: 0.9 } })).not.toThrow()
    expect(() => checkNet({ ...net, output: { kind: 'margin', unit: 0, sharpness: 0.9 } })).toThrow(/margin output/)
    expect(() => checkNet({ ...net, output: { kind: 'margin', unit: 20, sharpness: -1 } })).toThrow(/margin output/)
    // a net of feature set 3 takes set 3's inputs, and no other set may be named
    expect(() => checkNet({ ...net, featureSet: 3 })).toThrow(/means and scales/)
    expect(() => checkNet({ ...net, featureSet: 2 as 3 })).toThrow(/feature set 3/)
  })

  it("turns a margin net's output into the linear evaluation's chance of that margin, times its sharpness", () => {
    const net: ValueNet = { ...tinyNet(), output: { kind: 'margin', unit: 20, sharpness: 0.75 } }
    // an output of 0.5 is a margin of 10 points; 0.75 × 10 over a scale of 12.5 points
    expect(chanceFromOutput(net, 0.5, 12.5)).toBeCloseTo(sigmoid(7.5 / 12.5), 12)
    expect(chanceFromOutput(net, 0, 12.5)).toBe(0.5)
    // a win-chance net: the sigmoid of the output, whatever the scale
    expect(chanceFromOutput(tinyNet(), 0.5, 12.5)).toBe(sigmoid(0.5))
    // the scale is the linear reward's for the seat's turns left (evaluate.ts winChance)
    const { state } = positions[1]!
    const w = weightsFor(state)
    const scale = w.marginScale + w.marginScalePerTurn * turnsLeft(state, 0)
    expect(chanceFromOutput(net, -0.4, scale)).toBeCloseTo(winChance(0.75 * 20 * -0.4, turnsLeft(state, 0), w), 12)
  })

  it('loads every trained net from the weights files, each of the right shape for its player count', () => {
    let nets = 0
    for (const edition of ['second', 'classic'] as const)
      for (const players of [2, 3, 4]) {
        const net = VALUE_NETS[edition][players]
        expect(hasLearnedValue(edition, players)).toBe(net !== undefined)
        if (!net) continue
        nets++
        expect(net.players).toBe(players)
        expect(() => checkNet(net)).not.toThrow()
      }
    expect(nets).toBeGreaterThan(0)
    expect(hasLearnedValue('second', 7)).toBe(false)
    for (const edition of ['second', 'classic'] as const)
      for (const [players, net] of Object.entries(VERDICT_NETS[edition])) {
        expect(hasVerdictNet(edition, Number(players))).toBe(true)
        expect(net!.players).toBe(Number(players))
        expect(() => checkNet(net!)).not.toThrow()
      }
  })

  it("gives the line's verdict net's chance and margin from what the seat sees, null without one; the result once over", () => {
    let asked = 0
    for (const { state, label } of positions) {
      const { edition } = state.options
      const players = state.players.length
      for (let seat = 0; seat < players; seat++) {
        const said = positionVerdict(state, seat)
        const net = VERDICT_NETS[edition][players]
        if (!net) {
          expect(said, label).toBeNull()
          continue
        }
        expect(said!.chance, label).toBeGreaterThanOrEqual(0)
        expect(said!.chance, label).toBeLessThanOrEqual(1)
        // a view is enough, and gives the same verdict
        expect(positionVerdict(view(state, seat), seat), label).toEqual(said)
        // the chance is the margin's, as the search net's is (learnedJudgement)
        if (net.output) {
          expect(Number.isFinite(said!.margin), label).toBe(true)
          const k = net.output.sharpness * said!.margin!
          expect(said!.chance, label).toBeCloseTo(winChance(k, turnsLeft(state, seat), weightsFor(state)), 12)
        } else expect(said!.margin, label).toBeNull()
        asked++
      }
    }
    // the second edition's 2-player line has one
    expect(hasVerdictNet('second', 2)).toBe(true)
    expect(asked).toBeGreaterThan(0)
    const done = finishedGame('second')
    const totals = done.result!.scores.map((s) => s.total)
    for (let seat = 0; seat < 2; seat++)
      expect(positionVerdict(done, seat)).toEqual({ chance: learnedReward(done, seat), margin: advantage(totals, seat) })
  })

  it('gives a chance in [0, 1] from what the seat sees, and the exact win share once the game is over', () => {
    let asked = 0
    for (const { state, label } of positions) {
      if (!hasLearnedValue(state.options.edition, state.players.length)) {
        expect(() => learnedReward(state, 0)).toThrow(/no learned evaluation/)
        continue
      }
      for (let seat = 0; seat < state.players.length; seat++) {
        const r = learnedReward(state, seat)
        expect(r, label).toBeGreaterThanOrEqual(0)
        expect(r, label).toBeLessThanOrEqual(1)
        expect(learnedReward(view(state, seat), seat), label).toBe(r)
        asked++
      }
    }
    expect(asked).toBeGreaterThan(0)
    for (const edition of ['second', 'classic'] as const) {
      const done = finishedGame(edition)
      const winners = done.result!.winners
      for (let seat = 0; seat < 2; seat++) expect(learnedReward(done, seat)).toBe(winners.includes(seat) ? 1 / winners.length : 0)
    }
  })

  it("gives a margin net's final margin, whose chance is the learned chance; the game's own margin once it is over", () => {
    let asked = 0
    for (const { state, label } of positions) {
      const { edition } = state.options
      const players = state.players.length
      expect(hasLearnedMargin(edition, players)).toBe(VALUE_NETS[edition][players]?.output?.kind === 'margin')
      if (!hasLearnedValue(edition, players)) continue
      if (!hasLearnedMargin(edition, players)) {
        expect(learnedJudgement(state, 0), label).toEqual({ reward: learnedReward(state, 0), margin: null })
        continue
      }
      const o = VALUE_NETS[edition][players]!.output!
      for (let seat = 0; seat < players; seat++) {
        const { reward: chance, margin: m } = learnedJudgement(state, seat)
        expect(Number.isFinite(m), label).toBe(true)
        expect(learnedJudgement(view(state, seat), seat).margin, label).toBe(m)
        // one pass gives both: the chance is learnedReward's, to the bit
        expect(chance, label).toBe(learnedReward(state, seat))
        // the chance the search is scored by is the linear evaluation's chance of this margin, times the sharpness
        expect(learnedReward(state, seat), label).toBeCloseTo(winChance(o.sharpness * m!, turnsLeft(state, seat), weightsFor(state)), 12)
        asked++
      }
    }
    expect(asked).toBeGreaterThan(0)
    const done = finishedGame('second')
    const totals = done.result!.scores.map((s) => s.total)
    for (let seat = 0; seat < 2; seat++)
      expect(learnedJudgement(done, seat)).toEqual({ reward: learnedReward(done, seat), margin: advantage(totals, seat) })
  })
})
