import type { CityCardDef, DistrictDef, Edition } from './card-types'
import { CLASSIC_CITY_CARDS } from './classic-city-cards'
import { ADJACENT_BY_BRIDGE, ADJACENT_BY_LAND, BOROUGHS } from './classic-boroughs'
import { SECOND_CITY_CARDS, SECOND_DISTRICTS, boroughAsDistrict } from './second-edition'

/** Everything fixed about an edition's components. Card and district ids index `cards` and `districts`. */
export interface Catalog {
  readonly edition: Edition
  /** one entry per physical card */
  readonly cards: readonly CityCardDef[]
  readonly districts: readonly DistrictDef[]
  /** classic map: adjacency[a][b] is 'land', 'bridge' or null */
  readonly adjacency: readonly (readonly ('land' | 'bridge' | null)[])[]
}

/**
 * The same definition written out field by field in one place. Definitions built by spreading (as the data files
 * do) each get a hidden class of their own in V8, which makes every read of a card field on the engine's hot
 * paths megamorphic; one literal here gives them all one shape.
 */
function uniformCard(d: CityCardDef): CityCardDef {
  return {
    key: d.key,
    name: d.name,
    deck: d.deck,
    colour: d.colour,
    copies: d.copies,
    kind: d.kind,
    playCost: d.playCost,
    activationCost: d.activationCost,
    gainMoney: d.gainMoney,
    gainPrestige: d.gainPrestige,
    removePoverty: d.removePoverty,
    gainPoverty: d.gainPoverty,
    endPrestige: d.endPrestige,
    flips: d.flips,
    activatable: d.activatable,
    effect: d.effect,
    continuous: d.continuous,
    provenance: d.provenance,
  }
}

function uniformDistrict(d: DistrictDef): DistrictDef {
  return {
    key: d.key,
    name: d.name,
    starting: d.starting,
    cost: d.cost,
    cardsDrawn: d.cardsDrawn,
    prestige: d.prestige,
    removePoverty: d.removePoverty,
    north: d.north,
    river: d.river,
    runPoverty: d.runPoverty,
    provenance: d.provenance,
  }
}

/** One entry per physical card: copies share one definition object. */
function expand(defs: readonly CityCardDef[]): CityCardDef[] {
  const out: CityCardDef[] = []
  for (const d of defs.map(uniformCard)) for (let i = 0; i < d.copies; i++) out.push(d)
  return out
}

function buildAdjacency(names: readonly string[]): ('land' | 'bridge' | null)[][] {
  const index = new Map(names.map((n, i) => [n, i]))
  const m = names.map(() => names.map((): 'land' | 'bridge' | null => null))
  const link = (pairs: readonly (readonly [string, string])[], kind: 'land' | 'bridge') => {
    for (const [a, b] of pairs) {
      const i = index.get(a)
      const j = index.get(b)
      if (i === undefined || j === undefined) throw new Error(`unknown borough in adjacency: ${a} / ${b}`)
      m[i]![j] = kind
      m[j]![i] = kind
    }
  }
  link(ADJACENT_BY_LAND, 'land')
  link(ADJACENT_BY_BRIDGE, 'bridge')
  return m
}

const CLASSIC_DISTRICTS: readonly DistrictDef[] = BOROUGHS.map(boroughAsDistrict).map(uniformDistrict)

const CLASSIC: Catalog = {
  edition: 'classic',
  cards: expand(CLASSIC_CITY_CARDS.map((c) => ({ ...c, provenance: { default: 'classic-2010' } }))),
  districts: CLASSIC_DISTRICTS,
  adjacency: buildAdjacency(CLASSIC_DISTRICTS.map((d) => d.name)),
}

const SECOND: Catalog = {
  edition: 'second',
  cards: expand(SECOND_CITY_CARDS),
  districts: SECOND_DISTRICTS.map(uniformDistrict),
  adjacency: buildAdjacency(SECOND_DISTRICTS.map((d) => d.name)),
}

export function catalogFor(edition: Edition): Catalog {
  return edition === 'classic' ? CLASSIC : SECOND
}
