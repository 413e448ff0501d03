// Bad input gets a typed error, never an exception: actions naming an id that is no card (or no district) are
// refused in every phase a game goes through, whatever field holds the id.
import { describe, expect, it } from 'vitest'
import { apply, applyInPlace, createGame, legalActions } from './index'
import { catalogFor } from './cards/catalog'
import { Rng } from './rng'
import { EDITIONS } from './options'

describe.each(EDITIONS)('ids that are no card (%s)', (edition) => {
  it('are refused with a typed error in every phase', () => {
    const total = catalogFor(edition).cards.length
    const bad = [total, total + 7, 999]
    const state = createGame({ edition, players: 3, seed: 77 })
    const rng = new Rng(3)
    const phases = new Set<string>()
    while (state.phase.kind !== 'over') {
      phases.add(state.phase.kind)
      const own = state.players[state.current]!.hand[0] ?? 0
      for (const id of bad) {
        for (const action of [
          { type: 'activate', card: id },
          { type: 'activate', card: own, spend: id },
          { type: 'activate', card: own, target: 0, cards: [id] },
          { type: 'activate', card: own, take: id },
          { type: 'activate', card: own, again: id },
          { type: 'place', card: id, spend: null, onto: null },
          { type: 'place', card: own, spend: id, onto: null },
          { type: 'playAction', card: id },
          { type: 'discard', card: id },
          { type: 'drawBoard', card: id },
          { type: 'takePeeked', card: id },
          { type: 'stockExchange', give: id, take: id },
          { type: 'stockExchange', give: own, take: id },
          { type: 'buyLand', district: id },
        ]) {
          const r = apply(state, action)
          expect(r.ok, JSON.stringify(action)).toBe(false)
        }
      }
      const legal = legalActions(state).filter((a) => a.type !== 'takeLoan')
      applyInPlace(state, rng.pick(legal))
    }
    expect([...phases].sort()).toEqual(['action', 'develop', 'draw', 'handLimit', 'run'])
  })
})
