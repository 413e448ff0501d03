// Whole games of random legal moves: every state keeps every card in one place, every legal action is
// accepted by apply without touching its input, views show another player's hand and the deck only as far as the
// viewer saw them, and every game ends with a score.
import { describe, expect, it } from 'vitest'
import { apply } from './index'
import { checkInvariants } from './invariants'
import { legalActions } from './legal'
import { Rng } from './rng'
import { createGame } from './setup'
import { view } from './view'
import { HIDDEN, type GameEvent, type GameState } from './types'

/**
 * What each seat has seen, rebuilt from the events alone (not from GameState.known): its own dealt cards, its
 * own deck draws and University looks, and every card that passed through a public place.
 */
function trackSeen(state: GameState): Set<number>[] {
  return state.players.map((p) => new Set(p.hand))
}

function noteEvents(seen: Set<number>[], events: readonly GameEvent[]): void {
  const all = (card: number) => seen.forEach((s) => s.add(card))
  for (const e of events) {
    if (e.t === 'draw') (e.from === 'board' ? all : (c: number) => seen[e.seat]!.add(c))(e.card)
    else if (e.t === 'peek') for (const c of e.cards) seen[e.seat]!.add(c)
    else if (e.t === 'discard' || e.t === 'place' || e.t === 'playAction') all(e.card)
  }
}

/** Other hands and the deck show exactly the cards the viewer saw; what it never saw stays HIDDEN. */
function expectViewShowsWhatWasSeen(state: GameState, seat: number, seen: Set<number>): void {
  const v = view(state, seat)
  const shown = (c: number) => (seen.has(c) ? c : HIDDEN)
  expect(v.deck).toEqual(state.deck.map(shown))
  v.players.forEach((p, s) => {
    if (s !== seat) expect(p.hand).toEqual(state.players[s]!.hand.map(shown))
  })
}

function play(edition: 'second' | 'classic', players: number, seed: number): { state: GameState; actions: number } {
  let state = createGame({ edition, players, seed })
  const seen = trackSeen(state)
  const rng = new Rng(seed * 7 + 1)
  let actions = 0
  while (state.phase.kind !== 'over') {
    const legal = legalActions(state)
    const useful = legal.filter((a) => a.type !== 'takeLoan')
    expect(useful.length, `no move at ${JSON.stringify(state.phase)}`).toBeGreaterThan(0)
    const a = rng.pick(useful)
    const before = JSON.stringify(state)
    const r = apply(state, a, state.seq)
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(a)}: ${r.error.message}`)
    if (JSON.stringify(state) !== before) throw new Error(`apply changed its input state on ${JSON.stringify(a)}`)
    state = r.state
    noteEvents(seen, r.events)
    actions++
    const problems = checkInvariants(state)
    if (problems.length) throw new Error(`after ${JSON.stringify(a)}: ${problems.join('; ')}`)
    if (actions % 25 === 0) for (let seat = 0; seat < players; seat++) expectViewShowsWhatWasSeen(state, seat, seen[seat]!)
    if (actions > 20_000) throw new Error('game did not end')
  }
  return { state, actions }
}

describe.each([
  ['second', 2, 1],
  ['second', 4, 2],
  ['classic', 3, 3],
  ['classic', 2, 4],
  ['second', 3, 5],
  ['classic', 4, 6],
  ['second', 2, 7],
  ['classic', 2, 8],
] as const)('random game (%s, %i players, seed %i)', (edition, players, seed) => {
  it('ends with a scored result and no broken state', () => {
    const { state } = play(edition, players, seed)
    expect(state.result).not.toBeNull()
    expect(state.result!.scores).toHaveLength(players)
    expect(state.deck).toHaveLength(0)
    for (const p of state.players) expect(p.hand.length).toBeLessThanOrEqual(9)
  }, 60_000)
})
