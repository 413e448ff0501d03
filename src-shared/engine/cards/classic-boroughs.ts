// The 20 boroughs of the first-edition map, transcribed from ../shared/cards/classic-2010/boroughs.json.
// Provenance: classic-2010. One adjacency is uncertain in the source (see UNCERTAIN_ADJACENCY); it is kept.
import type { BoroughData } from './card-types'

export const BOROUGHS: readonly BoroughData[] = [
  { name: 'City', starting: true, cost: 8, cardsDrawn: 4, endPrestige: 6, north: true, river: true },
  { name: 'Westminster', starting: true, cost: 8, cardsDrawn: 2, endPrestige: 6, north: true, river: true },
  { name: 'Southwark & Bermondsey', starting: true, cost: 5, cardsDrawn: 4, endPrestige: 4, north: false, river: true },
  { name: 'Bethnal Green, Stepney & Poplar', starting: false, cost: 3, cardsDrawn: 5, endPrestige: 3, north: true, river: true },
  { name: 'Greenwich', starting: false, cost: 3, cardsDrawn: 5, endPrestige: 2, north: false, river: true },
  { name: 'Lewisham', starting: false, cost: 3, cardsDrawn: 5, endPrestige: 2, north: false, river: false },
  { name: 'Deptford', starting: false, cost: 3, cardsDrawn: 5, endPrestige: 2, north: false, river: true },
  { name: 'Camberwell', starting: false, cost: 4, cardsDrawn: 4, endPrestige: 3, north: false, river: false },
  { name: 'Lambeth', starting: false, cost: 4, cardsDrawn: 4, endPrestige: 3, north: false, river: true },
  { name: 'Wandsworth', starting: false, cost: 4, cardsDrawn: 3, endPrestige: 3, north: false, river: true },
  { name: 'Battersea', starting: false, cost: 4, cardsDrawn: 4, endPrestige: 3, north: false, river: true },
  { name: 'Fulham & Chelsea', starting: false, cost: 7, cardsDrawn: 2, endPrestige: 5, north: true, river: true },
  { name: 'Hammersmith', starting: false, cost: 6, cardsDrawn: 3, endPrestige: 4, north: true, river: true },
  { name: 'Kensington', starting: false, cost: 7, cardsDrawn: 2, endPrestige: 5, north: true, river: false },
  { name: 'Paddington', starting: false, cost: 5, cardsDrawn: 3, endPrestige: 4, north: true, river: false },
  { name: 'St. Marylebone', starting: false, cost: 5, cardsDrawn: 3, endPrestige: 4, north: true, river: false },
  { name: 'Hampstead', starting: false, cost: 7, cardsDrawn: 2, endPrestige: 5, north: true, river: false },
  { name: 'St. Pancras', starting: false, cost: 5, cardsDrawn: 3, endPrestige: 4, north: true, river: false },
  { name: 'Islington & Stoke Newington', starting: false, cost: 4, cardsDrawn: 4, endPrestige: 3, north: true, river: false },
  { name: 'Hackney', starting: false, cost: 3, cardsDrawn: 5, endPrestige: 2, north: true, river: false },
]

/** Pairs of boroughs that touch by land (no river crossing). */
export const ADJACENT_BY_LAND: readonly (readonly [string, string])[] = [
  ['City', 'Bethnal Green, Stepney & Poplar'],
  ['City', 'Westminster'],
  ['City', 'St. Marylebone'],
  ['City', 'St. Pancras'],
  ['City', 'Islington & Stoke Newington'],
  ['City', 'Hackney'],
  ['Bethnal Green, Stepney & Poplar', 'Hackney'],
  ['Westminster', 'Fulham & Chelsea'],
  ['Westminster', 'Kensington'],
  ['Westminster', 'Paddington'],
  ['Westminster', 'St. Marylebone'],
  ['St. Marylebone', 'Paddington'],
  ['St. Marylebone', 'St. Pancras'],
  ['St. Marylebone', 'Hampstead'],
  ['Paddington', 'Kensington'],
  ['Kensington', 'Fulham & Chelsea'],
  ['Kensington', 'Hammersmith'],
  ['Hammersmith', 'Fulham & Chelsea'],
  ['Hampstead', 'St. Pancras'],
  ['St. Pancras', 'Islington & Stoke Newington'],
  ['Islington & Stoke Newington', 'Hackney'],
  ['Southwark & Bermondsey', 'Lambeth'],
  ['Southwark & Bermondsey', 'Camberwell'],
  ['Southwark & Bermondsey', 'Deptford'],
  ['Lambeth', 'Camberwell'],
  ['Lambeth', 'Wandsworth'],
  ['Lambeth', 'Battersea'],
  ['Camberwell', 'Deptford'],
  ['Camberwell', 'Lewisham'],
  ['Deptford', 'Greenwich'],
  ['Deptford', 'Lewisham'],
  ['Greenwich', 'Lewisham'],
  ['Wandsworth', 'Battersea'],
  ['Greenwich', 'Southwark & Bermondsey'],
]

/** Pairs joined by one of the four Thames bridges: adjacent, but crossing the river. */
export const ADJACENT_BY_BRIDGE: readonly (readonly [string, string])[] = [
  ['City', 'Southwark & Bermondsey'],
  ['Westminster', 'Lambeth'],
  ['Fulham & Chelsea', 'Battersea'],
  ['Fulham & Chelsea', 'Wandsworth'],
]

export const UNCERTAIN_ADJACENCY =
  'Greenwich\u2013Southwark & Bermondsey adjacency: listed by the source transcription, the board scan is ambiguous (they may only touch at a point on the south bank)'

export const UNDERGROUND_MARKERS = 10
export const BUILDING_MARKERS_PER_PLAYER = 11
