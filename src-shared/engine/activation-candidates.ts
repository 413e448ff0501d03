// The candidate activations of the current player's face-up cards, built on demand for the legal-move list and
// the checks that ask "is anything activatable?"; each card's choices come from its effect (effects.ts).
import { EFFECTS } from './effects'
import { cardDef, distinctByName, topCard } from './queries'
import type { ActivateParams, Action, CardId, GameState } from './types'

// the one option of an activation without a spend, a Hospital or an effect choice (shared: never changed)
const NONE: readonly undefined[] = [undefined]
const NO_CHOICE: readonly ActivateParams[] = [{}]

/**
 * Candidate activations of the current player's face-up cards: every cost, Hospital and effect choice, counted
 * per card (spends × Hospitals × effect choices) and built on demand: `add` is given each card's count and
 * maker, and may answer true to stop.
 */
export function activationBlocks(state: GameState, add: (n: number, make: (i: number) => Action) => boolean | void): void {
  const seat = state.current
  const p = state.players[seat]!
  for (const s of p.stacks) {
    const t = topCard(s)!
    if (!t.faceUp) continue
    const def = cardDef(state, t.card)
    if (!def.activatable || def.effect === 'hospital' || state.turn.activated.includes(t.card)) continue
    const cost = def.activationCost
    const spendOptions: readonly (CardId | undefined)[] = cost && 'discard' in cost ? distinctByName(state, p.hand) : NONE
    let hospitals: readonly (CardId | undefined)[] = NONE
    if (def.flips) {
      for (const h of p.stacks) {
        const ht = topCard(h)!
        if (ht.faceUp && ht.card !== t.card && cardDef(state, ht.card).effect === 'hospital') hospitals = [...hospitals, ht.card]
      }
    }
    const effectOptions: readonly ActivateParams[] = (def.effect && EFFECTS[def.effect].options?.(state, seat, t.card)) || NO_CHOICE
    const nh = hospitals.length
    const ne = effectOptions.length
    // in the order spend, then Hospital, then effect choice (innermost)
    const make = (i: number): Action => {
      const params = effectOptions[i % ne]!
      const hospital = hospitals[Math.floor(i / ne) % nh]
      const spend = spendOptions[Math.floor(i / (ne * nh))]
      const a: { -readonly [K in keyof ActivateParams]: ActivateParams[K] } & { type: 'activate'; card: CardId } = {
        type: 'activate',
        card: t.card,
      }
      // field by field: spreading option objects of many shapes is slow in V8
      if (params.target !== undefined) a.target = params.target
      if (params.cards !== undefined) a.cards = params.cards
      if (params.take !== undefined) a.take = params.take
      if (params.again !== undefined) a.again = params.again
      if (params.boroughs !== undefined) a.boroughs = params.boroughs
      if (spend !== undefined) a.spend = spend
      if (hospital !== undefined) a.hospital = hospital
      return a
    }
    if (add(spendOptions.length * nh * ne, make)) return
  }
}

/**
 * Every candidate activation (activationBlocks). With `accept`, stops at the first candidate it accepts and returns
 * only that one (is anything activatable?).
 */
export function activationCandidates(state: GameState, accept?: (a: Action) => boolean): Action[] {
  const out: Action[] = []
  activationBlocks(state, (n, make) => {
    for (let i = 0; i < n; i++) {
      const a = make(i)
      if (!accept) out.push(a)
      else if (accept(a)) {
        out.push(a)
        return true
      }
    }
    return false
  })
  return out
}
