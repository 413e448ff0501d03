// One held-out game of `npm run train:ceiling` (scripts/winner-ceiling.ts): how well playing the game on can call
// its winner, beside the linear and the learned evaluation, at positions about a given share into the game.
import { applyInPlace, cloneState, createGame, Rng, view, type GameState, type Seat } from '../src-shared/engine/index'
import { chooseAction, newTurnMemory, type BotLevel } from '../src-shared/bots/index'
import { determinize } from '../src-shared/bots/determinize'
import { reward, winShare } from '../src-shared/bots/evaluate'
import { policyAction } from '../src-shared/bots/policy'
import { HARD_SEARCH } from '../src-shared/bots/search'
import { learnedReward } from '../src-shared/bots/value-net'
import { WINDOW } from './train-metrics'
import { cachedActions, policyNoises, type TrainConfig } from './train-games'
import { gameSeed } from './tournament-game'

export interface CeilingConfig {
  /** the games: the same source, seed and settings as the `npm run train` run whose held-out games these are */
  readonly train: TrainConfig
  /** the share of the game asked about (turn / final turn within ± WINDOW), e.g. 2/3 */
  readonly at: number
  /** positions taken at random in that window, per game */
  readonly perGame: number
  /** games played on from each position (from each seat's view with `fromView`) */
  readonly rollouts: number
  /**
   * false: play on from the true position, every card known (the most anything could know);
   * true: from each seat's own view, its hidden cards dealt at random (what that seat could know)
   */
  readonly fromView: boolean
}

/** One position: each seat's win share in the games played on, and the two evaluations' chances. */
export interface CeilingPosition {
  readonly game: number
  /** how far into the game it is: its turn over the game's final turn */
  readonly share: number
  /** each seat's win share in the game as it was played */
  readonly won: readonly number[]
  readonly rollout: readonly number[]
  readonly linear: readonly number[]
  readonly learned: readonly number[]
}

/**
 * Credit for naming the winner from `estimate`: the share of the seats tied for the highest estimate that won
 * (a tie between a winner and a loser counts one half, as a coin between them would).
 */
export function namedCredit(estimate: readonly number[], won: readonly number[]): number {
  const top = Math.max(...estimate)
  const tied = estimate.flatMap((e, s) => (e === top ? [s] : []))
  return tied.filter((s) => won[s]! > 0).length / tied.length
}

/** Plays `state` to its end as game `g`'s players play: the policy with each seat's noise, or the bot level. */
function playOn(cfg: TrainConfig, noises: readonly number[] | null, state: GameState, rng: Rng): void {
  if (noises) {
    const style = HARD_SEARCH[cfg.edition].policy
    while (state.phase.kind !== 'over') applyInPlace(state, policyAction(state, rng, noises[state.current]!, undefined, style))
    return
  }
  const memories = state.players.map(() => newTurnMemory())
  while (state.phase.kind !== 'over') {
    const seat = state.current
    const action = chooseAction(view(state, seat), cfg.from as BotLevel, {
      seed: rng.int(0x7fffffff),
      now: () => 0,
      iterations: cfg.iterations,
      turn: memories[seat],
    })
    applyInPlace(state, action)
  }
}

/** The positions of held-out game `g` about `cfg.at` into it, each with its games played on. */
export function ceilingPositions(cfg: CeilingConfig, g: number): CeilingPosition[] {
  const t = cfg.train
  const actions = cachedActions(t, g)
  const noises = t.from === 'policy' ? policyNoises(t, g) : null
  const state = createGame({ edition: t.edition, players: t.players, seed: gameSeed(t.seed, g) })
  const positions: GameState[] = []
  for (const a of actions) {
    positions.push(cloneState(state))
    applyInPlace(state, a)
  }
  const seats = state.players.map((_, s) => s as Seat)
  const won = seats.map((s) => winShare(state.result!, s))
  const inWindow = positions.filter((p) => Math.abs(p.turnNumber / state.turnNumber - cfg.at) <= WINDOW)
  const rng = new Rng((gameSeed(t.seed, g) ^ 0x1b873593) >>> 0)
  const cityGains = HARD_SEARCH[t.edition].cityGains
  const out: CeilingPosition[] = []
  for (let k = 0; k < cfg.perGame && inWindow.length > 0; k++) {
    const pos = inWindow[rng.int(inWindow.length)]!
    const wins = seats.map(() => 0)
    if (cfg.fromView) {
      for (const seat of seats)
        for (let r = 0; r < cfg.rollouts; r++) {
          const s = determinize(view(pos, seat), rng)
          playOn(t, noises, s, rng)
          wins[seat]! += winShare(s.result!, seat)
        }
    } else {
      for (let r = 0; r < cfg.rollouts; r++) {
        const s = cloneState(pos)
        playOn(t, noises, s, rng)
        for (const seat of seats) wins[seat]! += winShare(s.result!, seat)
      }
    }
    out.push({
      game: g,
      share: pos.turnNumber / state.turnNumber,
      won,
      rollout: wins.map((w) => w / cfg.rollouts),
      linear: seats.map((s) => reward(pos, s, cityGains)),
      learned: seats.map((s) => learnedReward(pos, s)),
    })
  }
  return out
}
