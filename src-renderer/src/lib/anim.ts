// Animation lengths from the settings ('off' → 0: nothing moves).
import type { Settings } from '../../../src-shared/session'

export function animMs(speed: Settings['animationSpeed'] | undefined): number {
  return speed === 'off' ? 0 : speed === 'fast' ? 140 : 280
}

/** How long a card takes to fly across the table (Motion.svelte). */
export function flightMs(speed: Settings['animationSpeed'] | undefined): number {
  return speed === 'off' ? 0 : speed === 'fast' ? 240 : 520
}
