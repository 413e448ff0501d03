import { describe, expect, it } from 'vitest'
import { advantage } from '../src-shared/bots/evaluate'
import { gamePositions, isHeldOut, type TrainConfig } from './train-games'

describe('train games', () => {
  for (const [edition, players] of [
    ['second', 2],
    ['classic', 3],
  ] as const) {
    it(`${edition} ${players}p: every held-out decision, the final margins, and the linear reward's own scale`, () => {
      const cfg: TrainConfig = { edition, players, seed: 11, from: 'policy', iterations: 1, sampleRate: 0.3 }
      const game = 5
      expect(isHeldOut(game)).toBe(true)
      const p = gamePositions(cfg, game)
      // a held-out game keeps every decision
      expect(p.index).toEqual(Array.from({ length: p.decisions }, (_, i) => i))
      // each seat's final margin over the best other: the winner's is the only one ≥ 0 unless scores tie, and
      // the margins of the top two are opposite
      const sorted = [...p.margin].sort((a, b) => b - a)
      expect(sorted[0]).toBeGreaterThanOrEqual(0)
      expect(sorted[1]).toBe(-sorted[0]!)
      for (let s = 0; s < players; s++) if (p.won[s]! > 0) expect(p.margin[s]).toBe(sorted[0])
      // the chance scale is the one the linear reward used: its logistic of the linear margin gives that reward
      let checked = 0
      for (let i = 0; i < p.index.length; i += 7)
        for (let s = 0; s < players; s++) {
          const row = i * players + s
          const margin = advantage(Array.from(p.linearScore.subarray(i * players, (i + 1) * players)), s)
          expect(p.chanceScale[row]).toBeGreaterThan(0)
          expect(1 / (1 + Math.exp(-margin / p.chanceScale[row]!))).toBeCloseTo(p.linearReward[row]!, 4)
          checked++
        }
      expect(checked).toBeGreaterThan(20)
    })
  }

  it("pairs each position with its mover's next decision, within its own turn alone with smoothWithinTurn, and marks the pairs across turns", () => {
    const cfg: TrainConfig = { edition: 'second', players: 2, seed: 11, from: 'policy', iterations: 1, sampleRate: 1 }
    const all = gamePositions(cfg, 5)
    const within = gamePositions({ ...cfg, smoothWithinTurn: true }, 5)
    const F = all.features.length / all.index.length / 2
    const row = (a: Float32Array, k: number) => Array.from(a.subarray(k * F, (k + 1) * F))
    // the mover's own features at position k (the features hold every seat's, the mover's at its seat)
    const own = (k: number) => Array.from(all.features.subarray((k * 2 + all.mover[k]!) * F, (k * 2 + all.mover[k]! + 1) * F))
    let sameTurn = 0
    let turnEnds = 0
    for (let k = 0; k < all.index.length; k++) {
      let j = k + 1
      while (j < all.index.length && all.mover[j] !== all.mover[k]) j++
      const last = j >= all.index.length
      // every decision is kept here, so the next decision is position j
      expect(row(all.next, k)).toEqual(last ? own(k) : own(j))
      // the flag --smooth-across weighs by: the others' turns lie between the two decisions
      expect(all.acrossTurns[k]).toBe(!last && all.turn[j] !== all.turn[k] ? 1 : 0)
      expect(within.acrossTurns[k]).toBe(all.acrossTurns[k])
      if (!last && all.turn[j] === all.turn[k]) {
        expect(row(within.next, k)).toEqual(own(j))
        sameTurn++
      } else {
        expect(row(within.next, k)).toEqual(own(k))
        turnEnds++
      }
    }
    expect(sameTurn).toBeGreaterThan(turnEnds)
    expect(turnEnds).toBeGreaterThan(5)
  })

  it('keeps only a sample of a training game', () => {
    const cfg: TrainConfig = { edition: 'second', players: 2, seed: 11, from: 'policy', iterations: 1, sampleRate: 0.3 }
    expect(isHeldOut(6)).toBe(false)
    const p = gamePositions(cfg, 6)
    expect(p.index.length).toBeGreaterThan(p.decisions * 0.15)
    expect(p.index.length).toBeLessThan(p.decisions * 0.45)
    expect(p.chanceScale.length).toBe(p.index.length * 2)
  })
})
