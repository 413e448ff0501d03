// Animation length from the settings ('off' → 0: nothing moves).
import type { Settings } from '../../../src-shared/session'

export function animMs(speed: Settings['animationSpeed'] | undefined): number {
  return speed === 'off' ? 0 : speed === 'fast' ? 140 : 280
}
