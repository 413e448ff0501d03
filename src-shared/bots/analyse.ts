// Analysis for hints and game reviews, with the search of the strongest bot for the game (limits.ts: analystLevel,
// Expert or Hard): from a view (never more), the root moves it examined (visits, mean reward, the estimated final
// margin over the best opponent in prestige points), its preferred move, and why: what the move changes now for the
// seat, and its estimated effect on the final margin. With the same seed and iteration count the preferred move is
// the one chooseAction(view, level, …) plays (same dice, same search).
import type { Gains, MoveReason } from '../session'
import { analystLevel, type BotLevel } from '../limits'
import {
  Rng,
  actionKey,
  applyInPlace,
  catalogFor,
  cloneState,
  type Action,
  type GameState,
  type GameView,
  type Seat,
} from '../engine/index'
import { determinize } from './determinize'
import { candidateActions } from './policy'
import { searchOf } from './expert'
import { hardSearch, type RootMove, type SearchStats } from './search'

export interface AnalyseOptions {
  /** seeds the search's dice: same view + same seed + fixed iterations = same analysis */
  seed: number
  now: () => number
  /** wall-clock budget of the search, ms */
  budgetMs: number
  /** a fixed number of simulations instead of the clock (deterministic) */
  iterations?: number
  /** moves the search must examine besides its own candidates (a review adds the move that was played) */
  include?: readonly Action[]
  /** examine these moves only (a review compares the move played with the analyst's) */
  only?: readonly Action[]
}

/** A root move as the analyst's search saw it. */
export interface MoveEstimate {
  readonly action: Action
  readonly visits: number
  /** mean reward in [0, 1] (the search's own measure: win share, or a squashed lead) */
  readonly reward: number
  /** mean estimated final margin over the best opponent after this move, prestige points */
  readonly margin: number
  /** the standard error of that mean */
  readonly marginSe: number
}

// What a move changes and why the analyst prefers it are plain data the renderer is sent (src-shared/session.ts).
export type { Gains, MoveReason } from '../session'

export interface Analysis {
  readonly seat: Seat
  readonly seq: number
  /** whose search this is (limits.ts: analystLevel) */
  readonly level: Extract<BotLevel, 'hard' | 'expert'>
  /** the move that level plays */
  readonly best: Action
  /** every root move examined, most visited first */
  readonly moves: readonly MoveEstimate[]
  readonly iterations: number
  readonly reason: MoveReason
}

/** Visits a runner-up needs (as a share of the best move's) before its estimate is compared with the best one's. */
const RUNNER_UP_SHARE = 0.05
const RUNNER_UP_MIN = 3

/** The analyst's search from `view` (whose viewer must be the seat to move), with its root statistics and a reason. */
export function analyse(view: GameView, opts: AnalyseOptions): Analysis {
  if (view.phase.kind === 'over') throw new Error('The game is over.')
  if (view.current !== view.viewer) throw new Error(`It is seat ${view.current}'s turn, not seat ${view.viewer}'s.`)
  const { edition, players } = view.options
  const level = analystLevel(edition, players)
  // the same dice and the same first determinization as chooseAction
  const rng = new Rng((opts.seed ^ Math.imul(view.seq + 1, 0x9e3779b1)) >>> 0)
  const state = determinize(view, rng)
  let candidates: Action[]
  if (opts.only && opts.only.length > 0) candidates = dedupe(view, opts.only)
  else {
    candidates = candidateActions(state)
    for (const a of opts.include ?? []) if (!candidates.some((c) => sameMove(view, c, a))) candidates.push(a)
  }
  if (candidates.length === 1) {
    const best = candidates[0]!
    return {
      seat: view.viewer,
      seq: view.seq,
      level,
      best,
      moves: [],
      iterations: 0,
      reason: reasonFor(state, view.viewer, best, null, []),
    }
  }
  const stats: SearchStats = { iterations: 0, root: [] }
  const limits = { budgetMs: opts.budgetMs, now: opts.now, iterations: opts.iterations }
  // the moves asked for are examined even where the search looks at the policy's best few only (classic)
  const asked = opts.only ?? opts.include ?? []
  const keep = candidates.filter((c) => asked.some((a) => sameMove(view, c, a)))
  const best = hardSearch(view, candidates, rng, limits, stats, keep, undefined, searchOf(level, edition, players))
  const moves = (stats.root ?? []).map(estimate).sort((a, b) => b.visits - a.visits || b.reward - a.reward)
  const mine = moves.find((m) => actionKey(m.action) === actionKey(best)) ?? null
  return {
    seat: view.viewer,
    seq: view.seq,
    level,
    best,
    moves,
    iterations: stats.iterations,
    reason: reasonFor(state, view.viewer, best, mine, moves),
  }
}

function estimate(m: RootMove): MoveEstimate {
  const mean = m.margin / m.visits
  const variance = m.visits > 1 ? Math.max(0, m.marginSq - m.visits * mean * mean) / (m.visits - 1) : Infinity
  return { action: m.action, visits: m.visits, reward: m.total / m.visits, margin: mean, marginSe: Math.sqrt(variance / m.visits) }
}

function reasonFor(state: GameState, seat: Seat, best: Action, mine: MoveEstimate | null, moves: readonly MoveEstimate[]): MoveReason {
  const gains = gainsOf(state, seat, best)
  if (!mine) return { gains, margin: null, edge: null, next: null }
  const floor = Math.max(RUNNER_UP_MIN, mine.visits * RUNNER_UP_SHARE)
  const runnerUp = moves.find((m) => m !== mine && m.visits >= floor) ?? null
  return { gains, margin: mine.margin, edge: runnerUp ? mine.margin - runnerUp.margin : null, next: runnerUp?.action ?? null }
}

/** The seat's own numbers before and after the move, on one determinization of its view. */
export function gainsOf(state: GameState, seat: Seat, action: Action): Gains {
  const before = state.players[seat]!
  const s = cloneState(state)
  applyInPlace(s, action)
  const after = s.players[seat]!
  return {
    money: after.money - before.money,
    prestige: after.prestige - before.prestige,
    poverty: after.poverty - before.poverty,
    loans: after.loans - before.loans,
    hand: after.hand.length - before.hand.length,
    stacks: after.stacks.length - before.stacks.length,
    districts: after.districts.length - before.districts.length,
  }
}

/**
 * Whether two moves are the same decision: identical copies of a card are one choice (the engine offers one copy
 * per name), so cards taken from a hand or the board compare by name; cards on stacks by id.
 */
export function sameMove(view: GameState, a: Action, b: Action): boolean {
  return actionKey(canonical(view, a)) === actionKey(canonical(view, b))
}

function canonical(view: GameState, a: Action): Action {
  const cards = catalogFor(view.options.edition).cards
  // an id stands for its card's name (a negative id is a hidden card, never equal to a real one)
  const name = (id: number): number => (id < 0 ? id : cards.findIndex((c) => c.key === cards[id]!.key))
  switch (a.type) {
    case 'place':
      return { ...a, card: name(a.card), spend: a.spend === null ? null : name(a.spend) }
    case 'playAction':
    case 'discard':
    case 'drawBoard':
    case 'takePeeked':
      return { ...a, card: name(a.card) }
    case 'stockExchange':
      return { ...a, give: name(a.give), take: name(a.take) }
    case 'activate':
      return {
        ...a,
        ...(a.spend !== undefined ? { spend: name(a.spend) } : {}),
        ...(a.cards !== undefined ? { cards: a.cards.map(name).sort((x, y) => x - y) } : {}),
        ...(a.take !== undefined ? { take: name(a.take) } : {}),
      }
    default:
      return a
  }
}

function dedupe(view: GameState, moves: readonly Action[]): Action[] {
  const out: Action[] = []
  for (const m of moves) if (!out.some((o) => sameMove(view, o, m))) out.push(m)
  return out
}

/** The reason as one English line (CLIs; the app words it in the player's language). */
export function reasonLine(reason: MoveReason): string {
  const g = reason.gains
  const bits: string[] = []
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)
  if (g.money) bits.push(`${signed(g.money)} £`)
  if (g.prestige) bits.push(`${signed(g.prestige)} prestige`)
  if (g.poverty) bits.push(`${signed(g.poverty)} poverty`)
  if (g.loans) bits.push(`${signed(g.loans)} loan${Math.abs(g.loans) === 1 ? '' : 's'}`)
  if (g.stacks) bits.push(`${signed(g.stacks)} stack${Math.abs(g.stacks) === 1 ? '' : 's'}`)
  if (g.districts) bits.push(`${signed(g.districts)} district${Math.abs(g.districts) === 1 ? '' : 's'}`)
  if (g.hand) bits.push(`${signed(g.hand)} card${Math.abs(g.hand) === 1 ? '' : 's'} in hand`)
  const now = bits.length ? `now ${bits.join(', ')}` : 'nothing changes at once'
  if (reason.margin === null) return `${now}; the only sensible move`
  const lead = `estimated final margin ${signed(Math.round(reason.margin * 10) / 10)}`
  const edge = reason.edge === null ? '' : `, ${signed(Math.round(reason.edge * 10) / 10)} over ${JSON.stringify(reason.next)}`
  return `${now}; ${lead}${edge}`
}
