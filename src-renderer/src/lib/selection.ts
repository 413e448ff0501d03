// What the player at the screen has picked on the table (a card or district and its choices, a payment, a why-not
// note): UI state only, cleared when the position or the viewer changes.
import type { WhyNot } from '../../../src-shared/engine/index'
import type { Subject } from './game'
import { app } from './store.svelte'

export function select(s: Subject | null): void {
  app.selected = s
  app.preview = null
  app.spend = undefined
  app.whyNot = null
}

/** Shows why a click had no legal use (null: clears it). */
export function explain(subject: Subject | null, why: WhyNot | null): void {
  app.selected = null
  app.preview = null
  app.spend = undefined
  app.whyNot = subject && why ? { subject, why } : null
}
