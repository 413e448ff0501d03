// The bots see only their view: changing what the view hides must never change the action chosen.
import { describe, expect, it } from 'vitest'
import { Rng, applyInPlace, checkInvariants, cloneState, view, type GameState } from '../engine/index'
import { BOT_LEVELS, chooseAction, newTurnMemory, type BotLevel } from './index'
import { seededPositions, seenPositions } from './test-positions'
import { analyse } from './analyse'
import { judge } from './review'

const positions = [...seededPositions([8, 120, 320]), ...seenPositions()]

/**
 * Places whose card `seat` does not know: [read, write] pairs over the deck, other hands and (second edition)
 * covered or face-down cards — never a card it has seen (University cards put back, a card seen taken into a hand).
 */
function hiddenSlots(s: GameState, seat: number): { get: () => number; set: (c: number) => void }[] {
  const out: { get: () => number; set: (c: number) => void }[] = []
  const unknown = (c: number) => (s.known[c]! & (1 << seat)) === 0
  s.deck.forEach((c, i) => {
    if (unknown(c)) out.push({ get: () => s.deck[i]!, set: (c) => (s.deck[i] = c) })
  })
  s.players.forEach((p, o) => {
    if (o === seat) return
    p.hand.forEach((c, i) => {
      if (unknown(c)) out.push({ get: () => p.hand[i]!, set: (c) => (p.hand[i] = c) })
    })
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

/**
 * The same position with hidden information changed: cards swapped among places the seat cannot see (what the
 * other seats know of a place moves with it), the district deck reordered.
 */
function perturb(state: GameState, seat: number, seed: number): GameState {
  const s = cloneState(state)
  const rng = new Rng(seed)
  const slots = hiddenSlots(s, seat)
  for (let k = 0; k < 40 && slots.length > 1; k++) {
    const a = slots[rng.int(slots.length)]!
    const b = slots[rng.int(slots.length)]!
    const ca = a.get()
    const cb = b.get()
    a.set(cb)
    b.set(ca)
    ;[s.known[ca], s.known[cb]] = [s.known[cb]!, s.known[ca]!]
  }
  rng.shuffle(s.districtDeck)
  return s
}

const OPTIONS: Record<BotLevel, { iterations?: number }> = {
  easy: {},
  medium: { iterations: 18 },
  hard: { iterations: 40 },
  expert: { iterations: 40 },
}

describe('no peeking', { timeout: 300_000 }, () => {
  it('perturbations change the hidden state but not the view, and keep the state whole', () => {
    let changed = 0
    for (const { state } of positions) {
      const seat = state.current
      const p = perturb(state, seat, 1)
      expect(view(p, seat)).toEqual(view(state, seat))
      expect(checkInvariants(p)).toEqual([])
      if (JSON.stringify(p) !== JSON.stringify(state)) changed++
    }
    expect(changed).toBe(positions.length)
  })

  it('the positions include what a seat has seen: cards known in other hands, University cards back on the deck', () => {
    const known = (s: GameState, seat: number, cards: readonly number[]) => cards.some((c) => (s.known[c]! & (1 << seat)) !== 0)
    expect(positions.some(({ state: s }) => s.players.some((p, o) => o !== s.current && known(s, s.current, p.hand)))).toBe(true)
    expect(positions.some(({ state: s }) => known(s, s.current, s.deck))).toBe(true)
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

describe('no peeking: time per turn', { timeout: 300_000 }, () => {
  const now = () => {
    throw new Error('the clock must not be read with a fixed iteration count')
  }

  for (const level of ['medium', 'hard', 'expert'] as const) {
    it(`${level} with its turn's memory plays the same moves and keeps the same memory whatever the hidden cards are`, () => {
      for (const { label, state } of positions) {
        const seat = state.current
        const states = [cloneState(state), perturb(state, seat, 1), perturb(state, seat, 2)]
        const memories = states.map(() => newTurnMemory())
        // the decisions of this turn while the views agree (a card drawn from the deck may differ)
        for (let d = 0; d < 2; d++) {
          const s0 = states[0]!
          if (s0.phase.kind === 'over' || s0.current !== seat || s0.turnNumber !== state.turnNumber) break
          if (states.some((s) => JSON.stringify(view(s, seat)) !== JSON.stringify(view(s0, seat)))) break
          const chosen = states.map((s, i) => chooseAction(view(s, seat), level, { seed: 42, now, ...OPTIONS[level], turn: memories[i] }))
          for (let k = 1; k < states.length; k++) {
            expect(chosen[k], `${label}, decision ${d}, perturbation ${k}`).toEqual(chosen[0])
            expect(memories[k], `${label}, decision ${d}, perturbation ${k}`).toEqual(memories[0])
          }
          states.forEach((s) => applyInPlace(s, chosen[0]!))
        }
      }
    })
  }
})

describe('no peeking: hints and game reviews', { timeout: 300_000 }, () => {
  const now = () => {
    throw new Error('the clock must not be read with a fixed iteration count')
  }

  it("a hint (the analyst's move, Expert's or Hard's, its statistics and its reason) is the same whatever the hidden cards are", () => {
    for (const { label, state } of positions) {
      const seat = state.current
      const opts = { seed: 42, now, budgetMs: 0, iterations: 30 }
      const base = analyse(view(state, seat), opts)
      for (const k of [1, 2]) expect(analyse(view(perturb(state, seat, k), seat), opts), `${label}, perturbation ${k}`).toEqual(base)
    }
  })

  it("a review's verdict on a decision is the same whatever the hidden cards are (fixed seed)", () => {
    for (const { label, state } of positions) {
      const seat = state.current
      // the move to judge: what Easy would play there (a decision of that seat, from its view)
      const played = chooseAction(view(state, seat), 'easy', { seed: 3, now })
      const decision = (s: GameState) => ({ seq: s.seq, turn: s.turnNumber, view: view(s, seat), played })
      const opts = { seed: 42, now, budgetMs: 0, iterations: 16 }
      const base = judge(decision(state), opts)
      for (const k of [1, 2]) expect(judge(decision(perturb(state, seat, k)), opts), `${label}, perturbation ${k}`).toEqual(base)
    }
  })
})
