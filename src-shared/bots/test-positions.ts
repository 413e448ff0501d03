// Seeded positions from random play and games played by Easy, for the bot and review tests (not a test file itself).
import {
  apply,
  applyInPlace,
  createGame,
  legalActions,
  Rng,
  view,
  type Action,
  type Edition,
  type GameOptions,
  type GameState,
} from '../engine/index'
import { START_DRAW, act, addCard, at, game, setBoard, stackDeck } from '../engine/test-builders'
import { chooseAction } from './index'

export interface Position {
  readonly label: string
  readonly state: GameState
}

const noClock = () => {
  throw new Error('Easy must not read the clock')
}

/**
 * A game played by Easy bots from a seed, to its end or `moves` moves: its options, its moves, the position before
 * each and the last one.
 */
export function playedGame(edition: Edition, players: number, seed: number, moves = Infinity) {
  const options: GameOptions = { edition, players, seed }
  let state = createGame(options)
  const actions: Action[] = []
  const before: GameState[] = []
  while (state.phase.kind !== 'over' && actions.length < moves) {
    const a = chooseAction(view(state, state.current), 'easy', { seed: actions.length, now: noClock })
    before.push(state)
    const r = apply(state, a)
    if (!r.ok) throw new Error(r.error.message)
    state = r.state
    actions.push(a)
  }
  return { options, actions, before, final: state }
}

/** States reached after `steps` random decisions (no voluntary loans), for each edition and player count. */
export function seededPositions(steps: readonly number[], seeds: readonly number[] = [1, 2]): Position[] {
  const out: Position[] = []
  for (const edition of ['second', 'classic'] as Edition[]) {
    for (const players of [2, 3, 4]) {
      for (const seed of seeds) {
        const state = createGame({ edition, players, seed: seed * 31 + players })
        const rng = new Rng(seed * 7 + players)
        let done = 0
        for (const target of steps) {
          while (done < target && state.phase.kind !== 'over') {
            const legal = legalActions(state).filter((a) => a.type !== 'takeLoan')
            applyInPlace(state, rng.pick(legal))
            done++
          }
          if (state.phase.kind === 'over') break
          out.push({ label: `${edition} ${players}p seed ${seed} step ${done}`, state: structuredClone(state) })
        }
      }
    }
  }
  return out
}

/**
 * Positions where the seat to move has seen hidden cards: another seat took a board card into its hand, and the
 * seat to move looked at the deck with University of London and put two cards back (both editions).
 */
export function seenPositions(): Position[] {
  return (['second', 'classic'] as Edition[]).map((edition) => {
    const s = at(game(edition, 3, 51), 1, START_DRAW)
    const { top } = setBoard(s, ['Vintners'])
    let t = act(s, { type: 'drawBoard', card: top[0]! })
    t = at(t, 0, START_DRAW)
    addCard(t, 0, 'University of London')
    const [, middle] = stackDeck(t, ['Mercers', 'Grocers', 'Salters'])
    t = act(act(t, { type: 'peekUniversity' }), { type: 'takePeeked', card: middle! })
    return { label: `${edition} 3p: a board card in seat 1's hand, University cards back on the deck`, state: t }
  })
}
