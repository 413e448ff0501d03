// The guided game's progress in this window: the mark on screen and the steps already shown (each is shown
// once: dismissed, or left by playing on). Driven by every snapshot (syncGuide); the logic is lib/guide.ts.
import type { SessionState } from '../../../src-shared/session'
import { guideSteps, nextMark, type GuideStep } from './guide'

export const guide = $state<{ showing: GuideStep | null; seen: GuideStep[] }>({ showing: null, seen: [] })

export function syncGuide(s: SessionState | null): void {
  const next = nextMark(guideSteps(s), guide.showing, guide.seen)
  if (next === guide.showing) return
  guide.showing = next
  if (next !== null && !guide.seen.includes(next)) guide.seen.push(next)
}

/** "Got it": this mark goes; the next new step will bring its own. */
export function dismissMark(): void {
  guide.showing = null
}

/** A new guided game starts with every mark to show again. */
export function resetGuide(): void {
  guide.showing = null
  guide.seen = []
}
