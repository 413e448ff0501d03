// The shape of the rules reference, shared by every language: which sections exist, which edition each one
// (or each paragraph) belongs to, which section holds each ruling of docs/rulings.md, and which section a
// place of the table links to. The words live in ./text/*-{lang}.ts.
import type { CityCardDef, Edition, TurnPart } from '../../../src-shared/engine/index'

export const SECTION_IDS = [
  'overview',
  'setup',
  'turn',
  'drawing',
  'develop',
  'action-cards',
  'paupers',
  'run-city',
  'poverty',
  'loans',
  'districts',
  'boroughs',
  'underground',
  'draw-three',
  'hand-limit',
  'game-end',
  'scoring',
  'card-notes',
  'visibility',
  'provisional',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

/** Sections that exist in one edition only (every other section covers both). */
const ONLY: Partial<Record<SectionId, Edition>> = {
  districts: 'second',
  provisional: 'second',
  boroughs: 'classic',
  underground: 'classic',
}

export function sectionEditions(id: SectionId): readonly Edition[] {
  const only = ONLY[id]
  return only ? [only] : ['second', 'classic']
}

/** Tables drawn from the engine's own numbers, so the reference never restates them by hand. */
export type TableId = 'povertyPenalty' | 'scoringSecond' | 'scoringClassic' | 'boardSlots'

/** A paragraph, a list or an engine table; `ed` limits it to one edition. */
export type Block =
  | { readonly p: string; readonly ed?: Edition }
  | { readonly list: readonly string[]; readonly ed?: Edition }
  | { readonly table: TableId; readonly ed?: Edition }

export interface SectionText {
  readonly title: string
  readonly blocks: readonly Block[]
}

export type SectionTexts = Readonly<Record<SectionId, SectionText>>

/** Every ruling of docs/rulings.md, by its number there, with the section that shows it. */
export const RULING_SECTIONS = {
  '1': 'loans',
  '2': 'poverty',
  '3': 'turn',
  '4': 'drawing',
  '5': 'drawing',
  '6': 'card-notes',
  '7': 'card-notes',
  '8': 'card-notes',
  '9': 'card-notes',
  '10': 'card-notes',
  '11': 'paupers',
  '12': 'action-cards',
  '13': 'action-cards',
  '14': 'card-notes',
  '15': 'card-notes',
  '16': 'card-notes',
  '17': 'card-notes',
  '18': 'loans',
  '19': 'card-notes',
  '20': 'paupers',
  '21': 'scoring',
  '22': 'scoring',
  '22a': 'loans',
  '22b': 'action-cards',
  '22c': 'card-notes',
  '22d': 'loans',
  '22e': 'card-notes',
  '22f': 'visibility',
  '22g': 'scoring',
  '22h': 'visibility',
  '22i': 'poverty',
  '23': 'setup',
  '24': 'loans',
  '25': 'card-notes',
  '26': 'districts',
  '26a': 'turn',
  '26b': 'paupers',
  '27': 'districts',
  '28': 'setup',
  '29': 'boroughs',
  '30': 'underground',
  '31': 'scoring',
} as const satisfies Record<string, SectionId>
export type RulingRef = keyof typeof RULING_SECTIONS
export const RULING_REFS = Object.keys(RULING_SECTIONS) as RulingRef[]

/** Rulings that concern one edition only (docs/rulings.md: sections "Second edition" and "Classic edition"). */
const RULING_ONLY: Partial<Record<RulingRef, Edition>> = {
  '23': 'second',
  '24': 'second',
  '22h': 'second',
  '25': 'second',
  '26': 'second',
  '26a': 'second',
  '26b': 'second',
  '27': 'second',
  '28': 'classic',
  '29': 'classic',
  '30': 'classic',
  '31': 'classic',
}

export function rulingEditions(ref: RulingRef): readonly Edition[] {
  const only = RULING_ONLY[ref]
  return only ? [only] : ['second', 'classic']
}

export type RulingTexts = Readonly<Record<RulingRef, string>>

// ------------------------------------------------------------------ links from the table

/** The rules section of each part of the turn bar (the engine's turnPart). */
export function sectionForStep(part: TurnPart): SectionId {
  return part === 'draw' ? 'drawing' : part === 'handLimit' ? 'hand-limit' : 'turn'
}

/** The section a card's tooltip links to: what the card is, the poverty it moves, or how it is used (run or placed). */
export function sectionForCard(def: CityCardDef): SectionId {
  if (def.kind === 'pauper') return 'paupers'
  if (def.kind === 'action') return 'action-cards'
  if (def.removePoverty > 0 || def.gainPoverty > 0) return 'poverty'
  return def.activatable ? 'run-city' : 'develop'
}

export function sectionForDistrict(edition: Edition): SectionId {
  return edition === 'second' ? 'districts' : 'boroughs'
}

/** F1 with no tooltip showing: the section for where the game stands. */
export function sectionForPhase(phase: string | null): SectionId {
  switch (phase) {
    case 'draw':
    case 'university':
      return 'drawing'
    case 'action':
      return 'turn'
    case 'develop':
      return 'develop'
    case 'run':
      return 'run-city'
    case 'handLimit':
      return 'hand-limit'
    case 'over':
      return 'scoring'
    default:
      return 'overview'
  }
}

/** One language's rules reference: every section's and every ruling's text (help/text/reference-<lang>.ts). */
export interface ReferenceText {
  readonly sections: SectionTexts
  readonly rulings: RulingTexts
}
