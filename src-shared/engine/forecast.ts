// The poverty a player is about to take, with its breakdown: for running the city now (before choosing it, or
// before finishing the run), for the cards kept at the hand-limit step, and for the hand at the end of the game
// once the final round has begun. Derived from the same rule functions the moves use, so it cannot drift.
import { HAND_LIMIT, isClassic, runPovertyParts, topDistrict } from './queries'
import type { GameState, Seat } from './types'

export interface RunForecast {
  /** one poverty per stack */
  readonly stacks: number
  /** second edition: one per loan (0 in the classic game) */
  readonly loans: number
  /** one per card in hand (0 while Public Houses waives them) */
  readonly hand: number
  /** Public Houses was activated this run: the hand adds nothing */
  readonly handWaived: boolean
  /** second edition: the top district's run effect still to take this turn; classic: minus one per borough */
  readonly district: number
  /** the whole change (negative: the classic boroughs remove poverty) */
  readonly change: number
  readonly before: number
  /** poverty after the run (removal never goes below zero) */
  readonly after: number
}

export interface HandLimitForecast {
  readonly limit: number
  /** cards that must still be discarded */
  readonly discard: number
  /** cards kept: each adds one poverty at the next run (or at the end of the game in the final round) */
  readonly keep: number
}

export interface FinalHandForecast {
  /** cards in hand at the end of the game if nothing more is played from it (after the hand limit) */
  readonly cards: number
  /** poverty they add at final scoring (one each; Public Houses never waives it) */
  readonly poverty: number
}

export interface PovertyForecast {
  readonly seat: Seat
  readonly run: RunForecast
  /** only while `seat` is at the hand-limit step */
  readonly handLimit: HandLimitForecast | null
  /** only once the final round has begun */
  readonly finalHand: FinalHandForecast | null
}

/**
 * The poverty every run of `seat`'s city adds as it stands, apart from the cards in hand: one per stack, and in the
 * second edition one per loan and the top district's run effect; in the classic game minus one per borough
 * (before clamping at zero). The bots expect it at each run still to come.
 */
export function runPovertyEachRun(state: GameState, seat: Seat): number {
  const parts = runPovertyParts(state, seat)
  const district = isClassic(state) ? -parts.districts : (topDistrict(state, seat)?.runPoverty ?? 0)
  return parts.stacks + parts.loans + district
}

/** What running the city would cost `seat` now, and what its hand will cost (works on a view too). */
export function povertyForecast(state: GameState, seat: Seat): PovertyForecast {
  const p = state.players[seat]!
  const parts = runPovertyParts(state, seat)
  const current = state.current === seat
  const handWaived = current && state.turn.handPovertyWaived
  // classic: the boroughs are part of the run total; second edition: the top district's mandatory run effect
  // is taken separately, unless it was taken already during this run
  let pending = 0
  if (!isClassic(state)) {
    const top = topDistrict(state, seat)
    const taken = current && state.phase.kind === 'run' && state.turn.districtRun
    pending = top && !taken ? top.runPoverty : 0
  }
  const district = isClassic(state) ? -parts.districts : pending
  const change = parts.change + pending
  const run: RunForecast = {
    stacks: parts.stacks,
    loans: parts.loans,
    hand: parts.hand,
    handWaived,
    district,
    change,
    before: p.poverty,
    after: Math.max(0, p.poverty + change),
  }
  const atHandLimit = current && state.phase.kind === 'handLimit'
  const kept = atHandLimit ? Math.min(p.hand.length, HAND_LIMIT) : p.hand.length
  const handLimit = atHandLimit ? { limit: HAND_LIMIT, discard: p.hand.length - kept, keep: kept } : null
  const finalHand = state.lastTurnSeat !== null && state.phase.kind !== 'over' ? { cards: kept, poverty: kept } : null
  return { seat, run, handLimit, finalHand }
}
