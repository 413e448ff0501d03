// Buy land: which district or borough may be bought (checkBuyLand) and what buying it does (buyLand).
import { BUILDING_MARKERS_PER_PLAYER } from './cards/classic-boroughs'
import { pay, removePoverty, type Events } from './mutations'
import { boroughOwner, catalog, districtDef, isClassic } from './queries'
import type { ErrorCode, GameState, RuleError, Seat } from './types'

const err = (code: ErrorCode, message: string): RuleError => ({ code, message })

/** Why a district or borough may not be bought by `seat` (its price never stops it: a cost you cannot pay forces loans). */
export type LandBlock =
  | { readonly code: 'no-such-district' }
  | { readonly code: 'not-offered' }
  | { readonly code: 'no-marker-left'; readonly max: number }
  | { readonly code: 'occupied'; readonly owner: Seat }
  | { readonly code: 'first-marker' }
  | { readonly code: 'not-adjacent' }

/** The rule of where land may be bought, typed: null when `seat` may buy `district` (in the action step). */
export function landBlock(state: GameState, seat: Seat, district: number): LandBlock | null {
  if (!Number.isInteger(district) || district < 0 || district >= catalog(state).districts.length) return { code: 'no-such-district' }
  if (!isClassic(state)) return state.districtOffer.includes(district) ? null : { code: 'not-offered' }
  if (state.players[seat]!.districts.length >= BUILDING_MARKERS_PER_PLAYER)
    return { code: 'no-marker-left', max: BUILDING_MARKERS_PER_PLAYER }
  const owner = boroughOwner(state, district)
  if (owner !== null) return { code: 'occupied', owner }
  const occupied = state.players.some((pl) => pl.districts.length > 0)
  if (!occupied) return districtDef(state, district).starting ? null : { code: 'first-marker' }
  const adj = catalog(state).adjacency[district]!
  for (let b = 0; b < adj.length; b++) if (adj[b] !== null && boroughOwner(state, b) !== null) return null
  return { code: 'not-adjacent' }
}

const LAND_ERRORS: Readonly<Record<LandBlock['code'], RuleError>> = {
  'no-such-district': err('bad-action', 'No such district.'),
  'not-offered': err('not-available', 'That district is not on offer.'),
  'no-marker-left': err('not-allowed', 'You have no building marker left.'),
  occupied: err('not-available', 'That borough is already occupied.'),
  'first-marker': err('not-allowed', 'The first marker goes in City, Westminster or Southwark & Bermondsey.'),
  'not-adjacent': err('not-allowed', 'A borough must be next to an occupied borough.'),
}

export function checkBuyLand(state: GameState, seat: Seat, district: number): RuleError | null {
  const block = landBlock(state, seat, district)
  return block === null ? null : LAND_ERRORS[block.code]
}

export function buyLand(state: GameState, seat: Seat, district: number, events: Events): void {
  const d = districtDef(state, district)
  const p = state.players[seat]!
  events?.push({ t: 'chooseAction', seat, action: 'buyLand' })
  state.turn.chosen = 'buyLand'
  pay(state, seat, d.cost, null, events)
  p.districts.push(district)
  // second edition: prestige and poverty relief at once (the classic map scores boroughs at the end)
  const prestige = isClassic(state) ? 0 : d.prestige
  p.prestige += prestige
  const relief = isClassic(state) ? 0 : removePoverty(state, seat, d.removePoverty, events)
  events?.push({ t: 'buyLand', seat, district, cost: d.cost, prestige, relief })
  if (!isClassic(state)) {
    const i = state.districtOffer.indexOf(district)
    const next = state.districtDeck.pop()
    if (next === undefined) state.districtOffer.splice(i, 1)
    else {
      state.districtOffer[i] = next
      events?.push({ t: 'newDistrict', district: next })
    }
  }
  state.phase = { kind: 'draw', left: d.cardsDrawn, optional: false, then: 'handLimit' }
}
