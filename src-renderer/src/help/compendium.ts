// The card compendium's data: every distinct card and district of an edition (from the engine's catalog),
// its filters, and where each shown value comes from. Pure, no Svelte.
import {
  catalogFor,
  type CardId,
  type CityCardDef,
  type Colour,
  type DistrictDef,
  type Edition,
  type Provenance,
} from '../../../src-shared/engine/index'
import { groupProvenance, type CardFieldGroup } from '../lib/game'
import { fold, queryWords } from './search'

export interface CompendiumCard {
  readonly def: CityCardDef
  /** the id of its first copy (to draw the card) */
  readonly id: CardId
  readonly copies: number
}

export const COLOURS: readonly Colour[] = ['blue', 'brown', 'pink', 'grey']
export const DECKS = ['A', 'B', 'C'] as const
export type Deck = (typeof DECKS)[number]

/** One entry per card name and colour (copies share a definition), in deck order, then colour, then name. */
export function compendiumCards(edition: Edition): CompendiumCard[] {
  const cards = catalogFor(edition).cards
  const byDef = new Map<CityCardDef, CompendiumCard>()
  cards.forEach((def, id) => {
    const seen = byDef.get(def)
    byDef.set(def, seen ? { ...seen, copies: seen.copies + 1 } : { def, id, copies: 1 })
  })
  return [...byDef.values()].sort(
    (a, b) =>
      a.def.deck.localeCompare(b.def.deck) ||
      COLOURS.indexOf(a.def.colour) - COLOURS.indexOf(b.def.colour) ||
      a.def.name.localeCompare(b.def.name),
  )
}

export interface CardFilter {
  readonly colour: Colour | null
  readonly deck: Deck | null
  /** words to find in the card's name or its described effect */
  readonly text: string
}

/** Cards passing the filter; `describe` gives the words of a card's effect in the current language. */
export function filterCards(cards: readonly CompendiumCard[], f: CardFilter, describe: (def: CityCardDef) => string): CompendiumCard[] {
  const words = queryWords(f.text)
  return cards.filter(
    (c) =>
      (f.colour === null || c.def.colour === f.colour) &&
      (f.deck === null || c.def.deck === f.deck) &&
      (words.length === 0 || words.every((w) => fold(`${c.def.name} ${describe(c.def)}`).includes(w))),
  )
}

export interface CompendiumDistrict {
  readonly def: DistrictDef
  readonly id: number
}

/** Districts (second edition) or boroughs (classic): starting ones first, then by price and name. */
export function compendiumDistricts(edition: Edition): CompendiumDistrict[] {
  return catalogFor(edition)
    .districts.map((def, id) => ({ def, id }))
    .sort((a, b) => Number(b.def.starting) - Number(a.def.starting) || a.def.cost - b.def.cost || a.def.name.localeCompare(b.def.name))
}

/** A classic borough's neighbours on the map, alphabetical; `bridge` when the link crosses the Thames. */
export function neighbours(edition: Edition, id: number): { name: string; bridge: boolean }[] {
  const cat = catalogFor(edition)
  if (edition !== 'classic') return []
  return (cat.adjacency[id] ?? [])
    .map((link, j) => (link === null ? null : { name: cat.districts[j]!.name, bridge: link === 'bridge' }))
    .filter((n): n is { name: string; bridge: boolean } => n !== null)
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The values a district shows, as named in DistrictDef. */
export type DistrictField = 'cost' | 'cardsDrawn' | 'prestige' | 'removePoverty' | 'runPoverty'

const PROVENANCES: readonly Provenance[] = ['confirmed-2e', 'classic-2010', 'provisional']

/** The shown groups of a card, gathered by provenance (classic cards: everything from the 2010 card). */
export function cardProvenance(edition: Edition, def: CityCardDef): { prov: Provenance; groups: CardFieldGroup[] }[] {
  const groups: [CardFieldGroup, Provenance][] =
    edition === 'second' ? groupProvenance(def) : groupProvenance(def).map(([g]) => [g, 'classic-2010'])
  return gather(groups)
}

/** The shown values of a district, gathered by provenance. */
export function districtProvenance(edition: Edition, def: DistrictDef): { prov: Provenance; groups: DistrictField[] }[] {
  const fields: DistrictField[] = ['cost', 'cardsDrawn', 'prestige']
  if (edition === 'second') fields.push('removePoverty', 'runPoverty')
  const prov = (f: DistrictField): Provenance =>
    edition === 'second' ? ((def.provenance as Partial<Record<string, Provenance>>)[f] ?? def.provenance.default) : 'classic-2010'
  return gather(fields.map((f) => [f, prov(f)]))
}

function gather<G>(pairs: readonly [G, Provenance][]): { prov: Provenance; groups: G[] }[] {
  return PROVENANCES.map((prov) => ({ prov, groups: pairs.filter(([, p]) => p === prov).map(([g]) => g) })).filter((x) => x.groups.length)
}
