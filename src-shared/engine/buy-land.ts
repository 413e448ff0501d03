// Buy land: which district or borough may be bought (checkBuyLand) and what buying it does (buyLand).
import { BUILDING_MARKERS_PER_PLAYER } from './cards/classic-boroughs.js'
import { pay, removePoverty, type Events } from './mutations.js'
import { boroughOwner, catalog, districtDef, isClassic } from './queries.js'
import type { ErrorCode, GameState, RuleError, Seat } from './types.js'

const err = (code: ErrorCode, message: string): RuleError => ({ code, message })

export function checkBuyLand(state: GameState, seat: Seat, district: number): RuleError | null {
  if (!Number.isInteger(district) || district < 0 || district >= catalog(state).districts.length)
    return err('bad-action', 'No such district.')
  if (!isClassic(state)) {
    if (!state.districtOffer.includes(district)) return err('not-available', 'That district is not on offer.')
    return null
  }
  if (state.players[seat]!.districts.length >= BUILDING_MARKERS_PER_PLAYER) return err('not-allowed', 'You have no building marker left.')
  if (boroughOwner(state, district) !== null) return err('not-available', 'That borough is already occupied.')
  const occupied = state.players.some((pl) => pl.districts.length > 0)
  if (!occupied) {
    if (!districtDef(state, district).starting)
      return err('not-allowed', 'The first marker goes in City, Westminster or Southwark & Bermondsey.')
    return null
  }
  const adj = catalog(state).adjacency[district]!
  for (let b = 0; b < adj.length; b++) if (adj[b] !== null && boroughOwner(state, b) !== null) return null
  return err('not-allowed', 'A borough must be next to an occupied borough.')
}

export function buyLand(state: GameState, seat: Seat, district: number, events: Events): void {
  const d = districtDef(state, district)
  const p = state.players[seat]!
  events.push({ t: 'chooseAction', seat, action: 'buyLand' })
  pay(state, seat, d.cost, null, events)
  p.districts.push(district)
  // second edition: prestige and poverty relief at once (the classic map scores boroughs at the end)
  const prestige = isClassic(state) ? 0 : d.prestige
  p.prestige += prestige
  const relief = isClassic(state) ? 0 : removePoverty(state, seat, d.removePoverty, events)
  events.push({ t: 'buyLand', seat, district, cost: d.cost, prestige, relief })
  if (!isClassic(state)) {
    const i = state.districtOffer.indexOf(district)
    const next = state.districtDeck.pop()
    if (next === undefined) state.districtOffer.splice(i, 1)
    else {
      state.districtOffer[i] = next
      events.push({ t: 'newDistrict', district: next })
    }
  }
  state.phase = { kind: 'draw', left: d.cardsDrawn, optional: false, then: 'handLimit' }
}
