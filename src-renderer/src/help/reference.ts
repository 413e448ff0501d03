// The rules reference as the help dialog shows it: one language's texts, narrowed to one edition, in
// section order, each ruling inside its section. Pure (no Svelte), so search and tests use it directly.
import { MAX_PLAYERS, MIN_PLAYERS, queries, type Edition } from '../../../src-shared/engine/index'
import type { Language } from '../i18n/messages'
import {
  RULING_REFS,
  RULING_SECTIONS,
  SECTION_IDS,
  rulingEditions,
  sectionEditions,
  type Block,
  type ReferenceText,
  type RulingRef,
  type SectionId,
} from './sections'
import { referenceEn } from './text/reference-en'
import { referenceEs } from './text/reference-es'
import { referenceFr } from './text/reference-fr'
import { referencePt } from './text/reference-pt'

export type { ReferenceText } from './sections'

export const REFERENCES: Readonly<Record<Language, ReferenceText>> = { en: referenceEn, es: referenceEs, pt: referencePt, fr: referenceFr }

export interface ShownRuling {
  readonly ref: RulingRef
  readonly text: string
}

export interface ShownSection {
  readonly id: SectionId
  readonly title: string
  readonly blocks: readonly Block[]
  readonly rulings: readonly ShownRuling[]
}

const forEdition = (edition: Edition) => (b: { readonly ed?: Edition }) => b.ed === undefined || b.ed === edition

/** The sections of `edition` in `lang`, with only that edition's paragraphs and rulings. */
export function referenceFor(lang: Language, edition: Edition): ShownSection[] {
  const ref = REFERENCES[lang]
  return SECTION_IDS.filter((id) => sectionEditions(id).includes(edition)).map((id) => ({
    id,
    title: ref.sections[id].title,
    blocks: ref.sections[id].blocks.filter(forEdition(edition)),
    rulings: RULING_REFS.filter((r) => RULING_SECTIONS[r] === id && rulingEditions(r).includes(edition)).map((r) => ({
      ref: r,
      text: ref.rulings[r],
    })),
  }))
}

/** Every piece of text of a shown section, for search. */
export function sectionStrings(s: ShownSection): string[] {
  const out = [s.title]
  for (const b of s.blocks) {
    if ('p' in b) out.push(b.p)
    else if ('list' in b) out.push(...b.list)
  }
  for (const r of s.rulings) out.push(r.text)
  return out
}

/** The end-game poverty table, from the engine's own rule: equal neighbours merged ("1–2"), then the step per point above. */
export function penaltyColumns(last = 10): { from: number; to: number | null; prestige: number }[] {
  const cols: { from: number; to: number | null; prestige: number }[] = []
  for (let p = 1; p <= last; p++) {
    const prestige = queries.povertyPenalty(p)
    const prev = cols[cols.length - 1]
    if (prev && prev.prestige === prestige) prev.to = p
    else cols.push({ from: p, to: p, prestige })
  }
  cols.push({ from: last + 1, to: null, prestige: queries.povertyPenalty(last + 1) - queries.povertyPenalty(last) })
  return cols
}

/** Development board slots per row for each player count. */
export function boardSlotRows(): { players: number; slots: number }[] {
  const rows: { players: number; slots: number }[] = []
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) rows.push({ players: n, slots: queries.boardSlots(n) })
  return rows
}

/** A section's title in `lang` (for links that name where they lead). */
export function sectionTitle(lang: Language, id: SectionId): string {
  return REFERENCES[lang].sections[id].title
}
