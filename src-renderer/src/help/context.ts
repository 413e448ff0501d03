// What opens help and where: F1 or "?" (not while typing), at the section of the tooltip showing or of the
// game's phase. Pure, so it is tested without a window.
import { cardDef, districtDef } from '../lib/game'
import type { Tip } from '../lib/tooltip.svelte'
import { sectionForCard, sectionForDistrict, sectionForPhase, type SectionId } from './sections'

/** The section a tooltip is about (shown in the tooltip; F1 opens it). */
export function sectionForTip(tip: Pick<Tip, 'kind' | 'id' | 'edition'>): SectionId | null {
  if (tip.kind === 'district') return districtDef(tip.edition, tip.id) ? sectionForDistrict(tip.edition) : null
  const def = cardDef(tip.edition, tip.id)
  return def ? sectionForCard(def) : null
}

/** What F1 opens: the tooltip's section if one shows, else the section for the current phase of the game. */
export function contextSection(tip: Pick<Tip, 'kind' | 'id' | 'edition'> | null, phase: string | null): SectionId {
  return (tip && sectionForTip(tip)) ?? sectionForPhase(phase)
}

/** Where "?" is text being typed, not a shortcut. */
const TYPING =
  'input:not([type=radio]):not([type=checkbox]):not([type=range]):not([type=button]), textarea, select, [contenteditable]:not([contenteditable=false])'

/** A key press that opens help: F1 anywhere, "?" unless the user is typing. */
export function isHelpKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (e.key === 'F1') return true
  if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey) return false
  const el = e.target as HTMLElement | null
  if (!el || typeof el.closest !== 'function') return true
  return !el.closest(TYPING)
}
