// Which card or token flies where for each event of a push, for every player (pure: unit-tested). A place on the
// table is an Anchor, found in the DOM by its data attributes (the first anchor of a list that is on screen wins:
// the viewer's own hand card, else the player's hand counter). Motion.svelte measures them before and after the push.
import { HIDDEN, type CardId, type DistrictId, type Edition, type GameEvent, type Seat } from '../../../src-shared/engine/index'

export type Anchor =
  | { readonly kind: 'deck' }
  | { readonly kind: 'board' }
  | { readonly kind: 'boardCard'; readonly card: CardId }
  | { readonly kind: 'peeked'; readonly card: CardId }
  | { readonly kind: 'handCard'; readonly card: CardId }
  | { readonly kind: 'stat'; readonly seat: Seat; readonly stat: 'hand-size' | 'money' | 'loans' | 'poverty' | 'prestige' }
  | { readonly kind: 'stack'; readonly seat: Seat; readonly card: CardId }
  /** a stack by its place in the row, and the row itself: where a card went when its top no longer names it */
  | { readonly kind: 'stackAt'; readonly seat: Seat; readonly index: number }
  | { readonly kind: 'stacks'; readonly seat: Seat }
  | { readonly kind: 'land'; readonly district: DistrictId }
  | { readonly kind: 'districts'; readonly seat: Seat }

export type Look =
  | { readonly kind: 'card'; readonly card: CardId; readonly faceUp: boolean }
  | { readonly kind: 'district'; readonly district: DistrictId }
  | {
      readonly kind: 'token'
      readonly text: string
      readonly tone: 'money' | 'loan' | 'prestige' | 'poverty' | 'marker'
      readonly seat: Seat
    }

export interface Flight {
  /** the event that moved it, and whose it was */
  readonly event: GameEvent['t']
  readonly seat: Seat
  /** where it starts: the first of these found before the push */
  readonly from: readonly Anchor[]
  /** where it lands: the first of these found after the push */
  readonly to: readonly Anchor[]
  readonly look: Look
}

/** The CSS selector of an anchor. */
export function anchorSelector(a: Anchor): string {
  switch (a.kind) {
    case 'deck':
      return '[data-testid=deck]'
    case 'board':
      return '[data-testid=board]'
    case 'boardCard':
      return `[data-testid=board-card][data-card="${a.card}"]`
    case 'peeked':
      return `[data-testid=peeked-card][data-card="${a.card}"]`
    case 'handCard':
      return `[data-testid=hand] [data-testid=hand-card][data-card="${a.card}"]`
    case 'stat':
      return `[data-seat="${a.seat}"] [data-testid=${a.stat}]`
    case 'stack':
      return `[data-seat="${a.seat}"] [data-testid=stack-top][data-card="${a.card}"]`
    case 'stackAt':
      return `[data-seat="${a.seat}"] [data-testid=stack][data-stack="${a.index}"]`
    case 'stacks':
      return `[data-seat="${a.seat}"] [data-testid=stacks]`
    case 'land':
      return `[data-testid=district-offer] [data-district="${a.district}"], [data-testid=borough][data-district="${a.district}"]`
    case 'districts':
      return `[data-seat="${a.seat}"] [data-testid=districts]`
  }
}

/** A player's hand as the screen shows it: the viewer's card itself, anyone else's hand counter. */
function hand(seat: Seat, card: CardId, viewer: Seat | null): Anchor[] {
  const counter: Anchor = { kind: 'stat', seat, stat: 'hand-size' }
  return seat === viewer && card !== HIDDEN ? [{ kind: 'handCard', card }, counter] : [counter]
}

const cardLook = (card: CardId): Look => ({ kind: 'card', card, faceUp: card !== HIDDEN })

/** The flights of a push's events, in order. */
export function flightsFor(events: readonly GameEvent[], viewer: Seat | null, edition: Edition): Flight[] {
  const out: Flight[] = []
  for (const e of events) {
    const push = (f: Omit<Flight, 'event' | 'seat'>) => out.push({ ...f, event: e.t, seat: 'seat' in e ? e.seat : -1 })
    switch (e.t) {
      case 'draw': {
        const from: Anchor[] =
          e.from === 'deck'
            ? [{ kind: 'deck' }]
            : e.from === 'board'
              ? [{ kind: 'boardCard', card: e.card }, { kind: 'board' }]
              : [{ kind: 'peeked', card: e.card }, { kind: 'deck' }]
        push({ from, to: hand(e.seat, e.card, viewer), look: cardLook(e.card) })
        break
      }
      case 'place': {
        // several moves in one push (a bot's turn at once): an opponent's card may be face down, unnamed, by then
        const to: Anchor[] = [{ kind: 'stack', seat: e.seat, card: e.card }]
        if (e.onto !== null) to.push({ kind: 'stackAt', seat: e.seat, index: e.onto })
        to.push({ kind: 'stacks', seat: e.seat })
        push({ from: hand(e.seat, e.card, viewer), to, look: cardLook(e.card) })
        break
      }
      case 'discard':
        push({
          from: hand(e.seat, e.card, viewer),
          to: [{ kind: 'boardCard', card: e.card }, { kind: 'board' }],
          look: cardLook(e.card),
        })
        break
      case 'playAction':
        push({ from: hand(e.seat, e.card, viewer), to: [{ kind: 'board' }], look: cardLook(e.card) })
        break
      case 'buyLand':
        // a district card goes from the offer to its buyer; on the map a building marker goes onto the borough
        if (edition === 'second')
          push({
            from: [{ kind: 'land', district: e.district }],
            to: [{ kind: 'districts', seat: e.seat }],
            look: { kind: 'district', district: e.district },
          })
        else
          push({
            from: [{ kind: 'districts', seat: e.seat }],
            to: [{ kind: 'land', district: e.district }],
            look: { kind: 'token', text: '⌂', tone: 'marker', seat: e.seat },
          })
        break
      case 'underground':
        push({
          from: [{ kind: 'districts', seat: e.seat }],
          to: [{ kind: 'land', district: e.borough }],
          look: { kind: 'token', text: 'U', tone: 'marker', seat: e.seat },
        })
        break
      case 'loan':
        push({
          from: [{ kind: 'stat', seat: e.seat, stat: 'loans' }],
          to: [{ kind: 'stat', seat: e.seat, stat: 'money' }],
          look: { kind: 'token', text: `+£${e.amount}`, tone: 'loan', seat: e.seat },
        })
        break
      case 'repay':
        push({
          from: [{ kind: 'stat', seat: e.seat, stat: 'money' }],
          to: [{ kind: 'stat', seat: e.seat, stat: 'loans' }],
          look: { kind: 'token', text: '−£15', tone: 'loan', seat: e.seat },
        })
        break
      case 'pay':
        if (e.to !== null)
          push({
            from: [{ kind: 'stat', seat: e.seat, stat: 'money' }],
            to: [{ kind: 'stat', seat: e.to, stat: 'money' }],
            look: { kind: 'token', text: `£${e.amount}`, tone: 'money', seat: e.seat },
          })
        break
      case 'activate': {
        // placed in the same push, the card was not on the table before it
        const card: Anchor[] = [
          { kind: 'stack', seat: e.seat, card: e.card },
          { kind: 'stacks', seat: e.seat },
        ]
        const gain = (stat: 'money' | 'prestige' | 'poverty', text: string, tone: 'money' | 'prestige' | 'poverty') =>
          push({ from: card, to: [{ kind: 'stat', seat: e.seat, stat }], look: { kind: 'token', text, tone, seat: e.seat } })
        if (e.money > 0) gain('money', `+£${e.money}`, 'money')
        if (e.prestige > 0) gain('prestige', `+${e.prestige}★`, 'prestige')
        if (e.poverty !== 0) gain('poverty', `${e.poverty > 0 ? '+' : '−'}${Math.abs(e.poverty)}▼`, 'poverty')
        break
      }
      default:
        break
    }
  }
  return out
}

/** How far the flights may fall behind the table: a longer backlog is shown faster, never dropped. */
export const MAX_FLIGHT_LAG_MS = 2000

/**
 * When each of a push's `count` flights starts (ms from `now`), after every flight queued before it (`queueEnd`:
 * when the queue frees up): one after another, each a quarter flight after the one before, so that the moves of a
 * bot's turn arriving close together all fly in order, overlapping; a backlog past MAX_FLIGHT_LAG_MS closes up.
 */
export function scheduleFlights(count: number, now: number, queueEnd: number, ms: number): { delays: number[]; queueEnd: number } {
  const start = Math.max(0, queueEnd - now)
  const stagger = ms / 4
  const step = start + count * stagger <= MAX_FLIGHT_LAG_MS ? stagger : Math.max(1, (MAX_FLIGHT_LAG_MS - start) / count)
  const delays = Array.from({ length: count }, (_, i) => Math.round(start + i * step))
  return { delays, queueEnd: count === 0 ? queueEnd : now + start + count * step }
}
