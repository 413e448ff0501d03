/**
 * Game positions for UI specs, reached through legal engine moves only: the engine plays every seat by a fixed
 * policy from a seed, and the action log becomes an ordinary `.london` save that the app opens and verifies by
 * replay (docs/save-format.md). Nothing is written into a game state by hand.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { apply, createGame, legalActions, view, type Action, type Edition, type GameState } from '../src-shared/engine/index'
import { chooseAction } from '../src-shared/bots/index'
import { makeSave, serializeSave } from '../src-shared/save-format'
import type { SeatConfig } from '../src-shared/session'

export type PositionKind = 'start' | 'bigHand' | 'late' | 'over'

export interface Position {
  readonly edition: Edition
  readonly seats: readonly SeatConfig[]
  readonly state: GameState
  readonly actions: readonly Action[]
}

const HUMAN = 0

/** A fixed, simple policy: builds on new stacks, buys land now and then, draws three when it cannot build. */
function policy(s: GameState, legal: readonly Action[], kind: PositionKind): Action {
  const of = <T extends Action['type']>(t: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === t)
  switch (s.phase.kind) {
    case 'action': {
      // the 'bigHand' seat only draws, so its hand grows to the limit and beyond
      if (kind === 'bigHand' && s.current === HUMAN) return of('chooseDrawThree')[0]!
      const land = of('buyLand')
      if (land.length && s.turnNumber % 5 === 0) return land[0]!
      if (of('chooseDevelop').length && s.turnNumber % 4 !== 3) return of('chooseDevelop')[0]!
      if (of('chooseRunCity').length && s.turnNumber % 4 === 3) return of('chooseRunCity')[0]!
      return of('chooseDrawThree')[0]!
    }
    case 'develop': {
      const onNew = of('place').filter((a) => a.onto === null)
      if (onNew.length) return onNew[0]!
      return of('playAction')[0] ?? of('endDevelop')[0] ?? legal[0]!
    }
    case 'run': {
      const activation = of('activate').find((a) => a.cards === undefined || a.cards.length > 0)
      return of('runDistrict')[0] ?? activation ?? of('endRun')[0] ?? legal[0]!
    }
    default: {
      // draws, University, hand limit: the first move that is not a loan, a swap or a stop
      const plain = legal.filter((a) => !['takeLoan', 'repayLoan', 'stockExchange', 'stopDrawing'].includes(a.type))
      return plain[0] ?? legal.find((a) => a.type !== 'takeLoan') ?? legal[0]!
    }
  }
}

/** Whether the game stands where the position wants the human (seat 0) to look at it. */
function reached(s: GameState, kind: PositionKind): boolean {
  if (kind === 'over') return s.phase.kind === 'over'
  if (s.current !== HUMAN) return false
  const me = s.players[HUMAN]!
  switch (kind) {
    case 'start':
      return s.phase.kind === 'draw' && s.phase.then === 'action'
    case 'bigHand':
      // after drawing three: more than nine cards, the hand-limit step is next
      return s.phase.kind === 'handLimit' && me.hand.length >= 11
    case 'late':
      // the last few turns: the deck nearly gone (or the final round begun)
      return (s.lastTurnSeat !== null || s.deck.length <= 2 * s.players.length) && s.phase.kind === 'draw' && s.phase.then === 'action'
  }
}

export function seatsFor(players: number): SeatConfig[] {
  const names = ['Ada', 'Babbage', 'Brunel', 'Faraday']
  return names
    .slice(0, players)
    .map((name, i): SeatConfig => (i === HUMAN ? { kind: 'human', name } : { kind: 'bot', name, level: 'easy' }))
}

/** Plays legal moves from `seed` until the position is reached (throws if the game ends first). */
export function playToPosition(edition: Edition, players: number, kind: PositionKind, seed = 7): Position {
  let state = createGame({ edition, players, seed })
  const actions: Action[] = []
  for (let i = 0; i < 5000 && !reached(state, kind); i++) {
    if (state.phase.kind === 'over') break
    const action = policy(state, legalActions(state), kind)
    const r = apply(state, action)
    if (!r.ok) throw new Error(`policy chose an illegal move: ${r.error.message}`)
    state = r.state
    actions.push(action)
  }
  if (!reached(state, kind)) throw new Error(`position ${kind} not reached (${edition}, ${players} players, seed ${seed})`)
  return { edition, seats: seatsFor(players), state, actions }
}

/** A whole game from `seed` to its end, every seat played by the Easy bot from its own view (fixed dice). */
export function playToEnd(edition: Edition, players: number, seed = 7): Position {
  let state = createGame({ edition, players, seed })
  const actions: Action[] = []
  for (let i = 0; i < 20_000 && state.phase.kind !== 'over'; i++) {
    const action = chooseAction(view(state, state.current), 'easy', { seed: seed * 7919 + i, now: () => 0 })
    const r = apply(state, action)
    if (!r.ok) throw new Error(`Easy chose an illegal move: ${r.error.message}`)
    state = r.state
    actions.push(action)
  }
  if (state.phase.kind !== 'over') throw new Error(`the game did not end (${edition}, ${players} players, seed ${seed})`)
  return { edition, seats: seatsFor(players), state, actions }
}

/** Writes the position as a `.london` save in `dir`; returns its path. */
export function writePosition(dir: string, pos: Position, name: string): string {
  const path = join(dir, `${name}.london`)
  writeFileSync(path, serializeSave(makeSave(pos.state, pos.seats, pos.actions)))
  return path
}

/** The state after `actions`, or null when one is refused. */
export function stateAfter(state: GameState, actions: readonly Action[]): GameState | null {
  for (const a of actions) {
    const r = apply(state, a)
    if (!r.ok) return null
    state = r.state
  }
  return state
}
