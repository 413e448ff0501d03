// The bots see only their view: changing what the view hides must never change the action chosen.
import { describe, expect, it } from 'vitest'
import { Rng, cloneState, view, type GameState } from '../engine/index.js'
import { BOT_LEVELS, chooseAction, type BotLevel } from './index.js'
import { seededPositions } from './test-positions.js'

const positions = seededPositions([8, 120, 320])

/** Hidden places of `seat`'s opponents: [read, write] pairs over hands, covered/face-down cards and the deck. */
function hiddenSlots(s: GameState, seat: number): { get: () => number; set: (c: number) => void }[] {
  const out: { get: () => number; set: (c: number) => void }[] = []
  s.deck.forEach((_, i) => out.push({ get: () => s.deck[i]!, set: (c) => (s.deck[i] = c) }))
  s.players.forEach((p, o) => {
    if (o === seat) return
    p.hand.forEach((_, i) => out.push({ get: () => p.hand[i]!, set: (c) => (p.hand[i] = c) }))
    if (s.options.edition === 'second') {
      p.stacks.forEach((st) =>
        st.forEach((c, i) => {
          if (c.faceUp && i === st.length - 1) return
          out.push({ get: () => st[i]!.card, set: (card) => (st[i] = { card, faceUp: st[i]!.faceUp }) })
        }),
      )
    }
  })
  return out
}

/** The same position with hidden information changed: swaps among hidden places, deck and district deck reordered. */
function perturb(state: GameState, seat: number, seed: number): GameState {
  const s = cloneState(state)
  const rng = new Rng(seed)
  const slots = hiddenSlots(s, seat)
  for (let k = 0; k < 12 && slots.length > 1; k++) {
    const a = slots[rng.int(slots.length)]!
    const b = slots[rng.int(slots.length)]!
    const ca = a.get()
    a.set(b.get())
    b.set(ca)
  }
  rng.shuffle(s.deck)
  rng.shuffle(s.districtDeck)
  return s
}

const OPTIONS: Record<BotLevel, { iterations?: number }> = { easy: {}, medium: { iterations: 18 }, hard: { iterations: 40 } }

describe('no peeking', { timeout: 300_000 }, () => {
  it('perturbations change the hidden state but not the view', () => {
    let changed = 0
    for (const { state } of positions) {
      const seat = state.current
      const p = perturb(state, seat, 1)
      expect(view(p, seat)).toEqual(view(state, seat))
      if (JSON.stringify(p) !== JSON.stringify(state)) changed++
    }
    expect(changed).toBe(positions.length)
  })

  for (const level of BOT_LEVELS) {
    it(`${level} chooses the same action whatever the hidden cards are (${positions.length} positions, both editions)`, () => {
      const now = () => {
        throw new Error('the clock must not be read with a fixed iteration count')
      }
      for (const { label, state } of positions) {
        const seat = state.current
        const opts = { seed: 42, now, ...OPTIONS[level] }
        const base = chooseAction(view(state, seat), level, opts)
        for (const k of [1, 2]) {
          const other = chooseAction(view(perturb(state, seat, k), seat), level, opts)
          expect(other, `${label}, perturbation ${k}`).toEqual(base)
        }
      }
    })
  }
})
