// legalActions proposes only promising candidates (same-colour spends, boroughs next to the map's markers, an
// Underground line that touches the map) before checkAction judges them. Those shortcuts must never hide a legal
// move: along seeded random games, every action of these kinds that checkAction accepts, found by brute force
// over all their parameters, is offered (up to identical copies of a card). The actions without parameters are
// checked too (the second edition's run city may start and end with nothing activated).
import { describe, expect, it } from 'vitest'
import { catalogFor } from './cards/catalog'
import { applyInPlace } from './index'
import { actionKey } from './parse-action'
import { legalActions } from './legal'
import { checkAction } from './rules'
import { Rng } from './rng'
import { createGame } from './setup'
import type { Action, CardId, GameState } from './types'

/** An action with every card id replaced by its card's key, so that identical copies compare equal. */
function canonical(state: GameState, a: Action): string {
  const cards = catalogFor(state.options.edition).cards
  const o: Record<string, unknown> = { ...a }
  for (const f of ['card', 'spend', 'give', 'take', 'hospital', 'again']) if (typeof o[f] === 'number') o[f] = cards[o[f] as CardId]!.key
  return actionKey(o as unknown as Action)
}

/** Every action without parameters (choices of action, ending a run with nothing activated, ...). */
const PLAIN: Action[] = (
  [
    'repayLoan',
    'drawDeck',
    'stopDrawing',
    'peekUniversity',
    'chooseDevelop',
    'chooseRunCity',
    'chooseDrawThree',
    'endDevelop',
    'runDistrict',
    'endRun',
  ] as const
).map((type) => ({ type }))

/** Every conceivable placement, land purchase and Underground activation of the current player, and every plain action. */
function bruteForce(state: GameState): Action[] {
  const p = state.players[state.current]!
  const cat = catalogFor(state.options.edition)
  const out: Action[] = [...PLAIN]
  const ontos: (number | null)[] = [null, ...p.stacks.map((_, i) => i)]
  for (const card of p.hand) for (const spend of [null, ...p.hand]) for (const onto of ontos) out.push({ type: 'place', card, spend, onto })
  for (let district = 0; district < cat.districts.length; district++) out.push({ type: 'buyLand', district })
  for (const st of p.stacks) {
    const top = st[st.length - 1]!
    if (cat.cards[top.card]!.effect !== 'underground') continue
    const boroughs: number[][] = [[]]
    for (let a = 0; a < cat.districts.length; a++) {
      boroughs.push([a])
      for (let b = 0; b < cat.districts.length; b++) if (b !== a) boroughs.push([a, b])
    }
    for (const spend of p.hand) for (const bs of boroughs) out.push({ type: 'activate', card: top.card, spend, boroughs: bs })
  }
  return out.filter((a) => checkAction(state, a) === null)
}

describe.each(['second', 'classic'] as const)('legal actions are complete (%s)', (edition) => {
  it('every legal placement, purchase, Underground line and plain action is offered', () => {
    let checked = 0
    let emptyRuns = 0
    for (let g = 0; g < 12; g++) {
      const state = createGame({ edition, players: 2 + (g % 3), seed: 500 + g })
      const rng = new Rng(g)
      while (state.phase.kind !== 'over') {
        const legal = legalActions(state)
        const kind = state.phase.kind
        const offered = new Set(legal.map((a) => canonical(state, a)))
        for (const a of bruteForce(state)) {
          expect(offered.has(canonical(state, a)), `${JSON.stringify(a)} in ${kind}`).toBe(true)
          checked++
          if (a.type === 'endRun' && state.turn.activated.length === 0) emptyRuns++
        }
        const useful = legal.filter((a) => a.type !== 'takeLoan')
        applyInPlace(state, rng.pick(useful.length > 0 ? useful : legal))
      }
    }
    expect(checked).toBeGreaterThan(1000)
    // 2017: a run may end with nothing activated (classic: only when nothing could be activated)
    if (edition === 'second') expect(emptyRuns).toBeGreaterThan(0)
  }, 60_000)
})
