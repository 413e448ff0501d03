// THE one data file for second-edition (2017) card content. Until the real card list is available the set is
// provisional, built as ../shared/cards/README.md says: the first-edition city cards without the 5 Underground
// cards (105 cards), the first-edition boroughs as district cards, and every confirmed 2017 fact applied on top.
// To correct the set, edit the tables below: every value keeps its provenance.
import type { BoroughData, CityCardData, CityCardDef, CityCardField, DistrictDef, Provenance } from './card-types'
import { CLASSIC_CITY_CARDS } from './classic-city-cards'
import { BOROUGHS } from './classic-boroughs'

/** Facts stated by the 2017 rulebook examples or by published reviews (../shared/cards/second-2017/confirmed.json). */
const CONFIRMED_CITY: Readonly<Record<string, Partial<CityCardData>>> = {
  'hospital-a': { colour: 'blue', playCost: 2, effect: 'hospital' },
  'hospital-b': { colour: 'blue', playCost: 2, effect: 'hospital' },
  'vauxhall-gardens': { colour: 'blue', playCost: 0 },
  huguenots: { colour: 'brown', kind: 'action', effect: 'drawTwo' },
  vintners: { colour: 'brown' },
  'west-india-docks': { activationCost: { discard: 'any' }, gainMoney: 7, flips: true },
  'town-houses': { effect: 'townHouses2e', flips: true },
  steamboats: { effect: 'steamboats', flips: true },
  'water-works': { colour: 'blue' },
  wren: { name: 'Christopher Wren', colour: 'blue' },
  'great-fire-monument': { colour: 'pink' },
  'bank-of-england': { colour: 'brown' },
  'leather-industry': { name: 'Leatherworks', colour: 'brown' },
  'paupers-a': { colour: 'grey' },
  'paupers-b': { colour: 'grey' },
  'paupers-c': { colour: 'grey' },
}

/** City cards that do not exist in the provisional second-edition deck (map-only mechanic). */
const DROPPED_CITY = new Set(['underground'])

export const SECOND_CITY_CARDS: readonly CityCardDef[] = CLASSIC_CITY_CARDS.filter((c) => !DROPPED_CITY.has(c.key)).map((c) => {
  const confirmed = CONFIRMED_CITY[c.key] ?? {}
  const provenance: Partial<Record<CityCardField, Provenance>> = {}
  for (const field of Object.keys(confirmed) as CityCardField[]) provenance[field] = 'confirmed-2e'
  return { ...c, ...confirmed, provenance: { default: 'classic-2010', ...provenance } }
})

/** District facts confirmed for 2017 (rulebook setup, district anatomy and examples). */
const CONFIRMED_DISTRICTS: Readonly<Record<string, Partial<DistrictDef>>> = {
  City: { starting: true },
  Westminster: { starting: true },
  'Southwark & Bermondsey': { starting: true, runPoverty: 1 },
  Wandsworth: { cardsDrawn: 2, prestige: 2, removePoverty: 1, runPoverty: 2 },
}

/**
 * Poverty removed when a provisional district is bought (../shared/cards/README.md, "Poverty relief of provisional
 * districts"): the 2017 text has every purchase relieve poverty, south of the river more, Lewisham a lot.
 */
export function provisionalRelief(b: BoroughData): number {
  if (b.name === 'Lewisham') return 3
  return b.north ? 1 : 2
}

export const SECOND_DISTRICTS: readonly DistrictDef[] = BOROUGHS.map((b) => {
  const confirmed = CONFIRMED_DISTRICTS[b.name] ?? {}
  const provenance: Partial<Record<keyof DistrictDef, Provenance>> = {
    // the map's end prestige, used as prestige at purchase; the relief rule above; no source gives abilities
    prestige: 'provisional',
    removePoverty: 'provisional',
    runPoverty: 'provisional',
  }
  for (const field of Object.keys(confirmed) as (keyof DistrictDef)[]) provenance[field] = 'confirmed-2e'
  const base = { ...boroughAsDistrict(b), removePoverty: provisionalRelief(b) }
  return { ...base, ...confirmed, provenance: { ...base.provenance, ...provenance } }
})

/** Second-edition facts known only in part; shown to players beside the edition choice. */
export const SECOND_EDITION_NOTES = {
  realCityCards: 101,
  realDistricts: 20,
  unknownDistrictFacts: [
    'Southwark & Bermondsey has a further optional ability whose text is unknown',
    "Lewisham's poverty relief on purchase (the rulebook calls it large; 3 is provisional)",
  ],
} as const

/** A first-edition borough as a district definition (the classic map's own terms). */
export function boroughAsDistrict(b: BoroughData): DistrictDef {
  return {
    key: keyOf(b.name),
    name: b.name,
    starting: b.starting,
    cost: b.cost,
    cardsDrawn: b.cardsDrawn,
    prestige: b.endPrestige,
    removePoverty: 0,
    north: b.north,
    river: b.river,
    runPoverty: 0,
    provenance: { default: 'classic-2010' },
  }
}

export function keyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
