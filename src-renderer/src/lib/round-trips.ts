// The click → table round trip of a move (shown as data-round-trip; the e2e specs read every one through the global
// __londonRoundTrips): from sending the move until its position is in the DOM.
import { tick } from 'svelte'
import type { SessionState } from '../../../src-shared/session'
import { app } from './store.svelte'

/** Round trips since launch, ms (read by the e2e specs). */
const roundTrips: number[] = []
;(globalThis as unknown as { __londonRoundTrips: number[] }).__londonRoundTrips = roundTrips

let moving: { seq: number; started: number } | null = null

/** A move is sent from position `seq`. */
export function moveSent(seq: number): void {
  moving = { seq, started: performance.now() }
}

/** The move was refused: no round trip. */
export function moveRefused(): void {
  moving = null
}

/** A session is shown: if it is past the move's position, the round trip ends once it is in the DOM (after this tick). */
export function sessionShown(s: SessionState): void {
  if (!moving || !s.view || s.view.seq <= moving.seq) return
  const started = moving.started
  moving = null
  void tick().then(() => {
    const ms = performance.now() - started
    app.lastRoundTrip = ms
    roundTrips.push(ms)
  })
}
