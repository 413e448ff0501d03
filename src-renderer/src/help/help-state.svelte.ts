// Whether the help dialog is open, on which tab, and which section it should show. F1 and "?" open it from
// anywhere; tooltips and the turn bar open it at a section.
import type { SectionId } from './sections'

export type HelpTab = 'rules' | 'cards' | 'icons'

export interface HelpTarget {
  readonly tab?: HelpTab
  readonly section?: SectionId
}

interface HelpState {
  open: boolean
  tab: HelpTab
  /** the section to bring into view (null: the top, with the search field focused) */
  section: SectionId | null
  /** changes at every request, so asking twice for one section scrolls again */
  request: number
}

export const help = $state<HelpState>({ open: false, tab: 'rules', section: null, request: 0 })

export function openHelp(target: HelpTarget = {}): void {
  help.tab = target.tab ?? (target.section ? 'rules' : help.tab)
  help.section = target.section ?? null
  help.request++
  help.open = true
}

export function closeHelp(): void {
  help.open = false
}
