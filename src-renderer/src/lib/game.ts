// Pure helpers over the engine's data for the renderer: card lookups and the grouping of legal actions by what
// the player clicks. Prices come from the engine (actionPrice). No Svelte here (unit-testable).
import {
  HIDDEN,
  catalogFor,
  type Action,
  type CardId,
  type CityCardDef,
  type DistrictDef,
  type Edition,
  type Provenance,
  type Seat,
} from '../../../src-shared/engine/index'
import type { SeatConfig } from '../../../src-shared/session'

export { HIDDEN }

export function cardDef(edition: Edition, id: CardId): CityCardDef | null {
  if (id === HIDDEN || id < 0) return null
  return catalogFor(edition).cards[id] ?? null
}

export function districtDef(edition: Edition, id: number): DistrictDef | null {
  if (id < 0) return null
  return catalogFor(edition).districts[id] ?? null
}

export function cardName(edition: Edition, id: CardId): string | null {
  return cardDef(edition, id)?.name ?? null
}

/** Player colours (markers, chart lines): distinct from the card colours. */
export const SEAT_COLOURS = ['#d0453a', '#2a9d8f', '#e9b949', '#8e5cc4'] as const
export function seatColour(seat: Seat): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!
}
/** The same colours darkened for words (names in the log, white words on a chip): WCAG AA, 4.5:1 on white and on the paper. */
export const SEAT_TEXT_COLOURS = ['#b03a30', '#1e7268', '#7d5e00', '#7a4bb0'] as const
export function seatTextColour(seat: Seat): string {
  return SEAT_TEXT_COLOURS[seat % SEAT_TEXT_COLOURS.length]!
}

/**
 * The seat the screen calls "you": the viewer when a person plays it; null when the viewer is a bot's seat (a
 * replay seen from a bot's side, a game of bots only) or there is none.
 */
export function youSeat(seats: readonly SeatConfig[], viewer: Seat | null): Seat | null {
  return viewer !== null && seats[viewer]?.kind === 'human' ? viewer : null
}

/** The mark shown beside second-edition values that are not confirmed for 2017. */
export const UNCONFIRMED_MARK = '†'

export type CardFieldGroup = 'colour' | 'playCost' | 'activationCost' | 'gains' | 'endPrestige' | 'flips' | 'effect'

const PROVENANCE_RANK: Readonly<Record<Provenance, number>> = { provisional: 0, 'classic-2010': 1, 'confirmed-2e': 2 }

/** The provenance of each displayed group of a card: the least certain of the values the group shows. */
export function groupProvenance(def: CityCardDef): [CardFieldGroup, Provenance][] {
  const p = (f: keyof CityCardDef['provenance']): Provenance => (def.provenance[f] ?? def.provenance.default) as Provenance
  const least = (...ps: Provenance[]): Provenance => ps.reduce((a, b) => (PROVENANCE_RANK[b] < PROVENANCE_RANK[a] ? b : a))
  const out: [CardFieldGroup, Provenance][] = [['colour', p('colour')]]
  if (def.kind === 'building') out.push(['playCost', p('playCost')])
  if (def.activatable) out.push(['activationCost', p('activationCost')])
  if (def.gainMoney || def.gainPrestige || def.removePoverty || def.gainPoverty) {
    out.push(['gains', least(p('gainMoney'), p('gainPrestige'), p('removePoverty'), p('gainPoverty'))])
  }
  if (def.endPrestige) out.push(['endPrestige', p('endPrestige')])
  if (def.activatable) out.push(['flips', p('flips')])
  if (def.effect || def.continuous) out.push(['effect', def.continuous !== null ? least(p('effect'), p('continuous')) : p('effect')])
  return out
}

/** Which displayed groups of a second-edition card are not confirmed for 2017 (empty for classic). */
export function unconfirmedGroups(edition: Edition, def: CityCardDef): CardFieldGroup[] {
  if (edition !== 'second') return []
  return groupProvenance(def)
    .filter(([, prov]) => prov !== 'confirmed-2e')
    .map(([g]) => g)
}

/** Whether any field of a second-edition district is not confirmed. */
export function districtUnconfirmed(edition: Edition, def: DistrictDef, field: keyof DistrictDef): boolean {
  if (edition !== 'second') return false
  const prov = (def.provenance as Record<string, Provenance | undefined>)[field] ?? def.provenance.default
  return prov !== 'confirmed-2e'
}

// ------------------------------------------------------------------ legal actions by subject

/** What a click lands on. Hand cards are matched by card name (the engine lists one copy per name). */
export type Subject =
  | { readonly kind: 'hand'; readonly card: CardId }
  | { readonly kind: 'stack'; readonly card: CardId }
  | { readonly kind: 'board'; readonly card: CardId }
  | { readonly kind: 'peeked'; readonly card: CardId }
  | { readonly kind: 'district'; readonly district: number }
  | { readonly kind: 'deck' }

export const GLOBAL_TYPES = new Set<Action['type']>([
  'stopDrawing',
  'chooseDevelop',
  'chooseRunCity',
  'chooseDrawThree',
  'endDevelop',
  'runDistrict',
  'endRun',
  'repayLoan',
  'takeLoan',
])

/** The order of the global buttons: turn choices first, loans last. */
const GLOBAL_ORDER: readonly Action['type'][] = [
  'chooseDevelop',
  'chooseRunCity',
  'chooseDrawThree',
  'runDistrict',
  'endRun',
  'endDevelop',
  'stopDrawing',
  'repayLoan',
  'takeLoan',
]

export function globalActions(legal: readonly Action[]): Action[] {
  return legal.filter((a) => GLOBAL_TYPES.has(a.type)).sort((a, b) => GLOBAL_ORDER.indexOf(a.type) - GLOBAL_ORDER.indexOf(b.type))
}

function keyOf(edition: Edition, id: CardId): string | null {
  return cardDef(edition, id)?.key ?? null
}

/** The legal actions started by clicking `subject`. */
export function actionsFor(edition: Edition, legal: readonly Action[], subject: Subject): Action[] {
  switch (subject.kind) {
    case 'hand': {
      const key = keyOf(edition, subject.card)
      const same = (c: CardId) => c === subject.card || (key !== null && keyOf(edition, c) === key)
      return legal.filter(
        (a) =>
          ((a.type === 'place' || a.type === 'playAction' || a.type === 'discard') && same(a.card)) ||
          (a.type === 'stockExchange' && same(a.give)),
      )
    }
    case 'stack':
      return legal.filter((a) => a.type === 'activate' && a.card === subject.card)
    case 'board':
      return legal.filter(
        (a) => (a.type === 'drawBoard' && a.card === subject.card) || (a.type === 'stockExchange' && a.take === subject.card),
      )
    case 'peeked':
      return legal.filter((a) => a.type === 'takePeeked' && a.card === subject.card)
    case 'district':
      return legal.filter((a) => a.type === 'buyLand' && a.district === subject.district)
    case 'deck':
      return legal.filter((a) => a.type === 'drawDeck' || a.type === 'peekUniversity')
  }
}

export function subjectKey(s: Subject): string {
  switch (s.kind) {
    case 'district':
      return `district:${s.district}`
    case 'deck':
      return 'deck'
    default:
      return `${s.kind}:${s.card}`
  }
}

/** Clicking these subjects acts at once: drawing is never a decision with a cost. */
export function actsImmediately(actions: readonly Action[]): boolean {
  return actions.length === 1 && (actions[0]!.type === 'drawDeck' || actions[0]!.type === 'drawBoard' || actions[0]!.type === 'takePeeked')
}

/** A stable string for an action (test ids, keys). */
export function actionId(a: Action): string {
  return JSON.stringify(a)
}
