// Following the other players, read off the log (pure: unit-tested): what each turn did, each opponent's last turn
// (marked on the table), and every turn since the viewer's own last one (the "since your last turn" summary).
// Nothing here is a rule: the log's events already say what happened and by how much.
import type { CardId, DistrictId, GameEvent, Seat } from '../../../src-shared/engine/index'
import type { LogEntry } from '../../../src-shared/session'

export type ChosenAction = 'develop' | 'runCity' | 'drawThree' | 'buyLand'

/** One turn of one player, from its events. */
export interface TurnDigest {
  readonly seat: Seat
  readonly turn: number
  /** index of the turn's first entry in the log */
  readonly from: number
  readonly action: ChosenAction | null
  /** cards drawn from the deck or taken among the cards University showed */
  readonly drew: number
  /** cards taken from the board (face up: named) */
  readonly took: readonly CardId[]
  readonly placed: readonly CardId[]
  /** action cards played */
  readonly played: readonly CardId[]
  readonly activated: readonly { readonly card: CardId; readonly money: number; readonly prestige: number; readonly poverty: number }[]
  readonly bought: readonly { readonly district: DistrictId; readonly cost: number }[]
  readonly underground: readonly DistrictId[]
  /** cards discarded at the hand limit */
  readonly discarded: number
  readonly loans: number
  readonly repaid: number
  /** poverty the player took (+) or shed (−) during the turn */
  readonly poverty: number
  /** what the turn did to other seats: money they paid (to anyone), poverty they took */
  readonly others: ReadonlyMap<Seat, { readonly paid: number; readonly poverty: number }>
  /** the turn is over (false: the player is still at it) */
  readonly ended: boolean
}

const owner = (e: GameEvent): Seat | null => ('seat' in e ? e.seat : null)

/** The turns in `log` from entry `from` on, each with the player whose turn it was (the seat of its first event). */
export function digestTurns(log: readonly LogEntry[], from = 0): TurnDigest[] {
  const out: TurnDigest[] = []
  let i = from
  while (i < log.length) {
    const turn = log[i]!.turn
    let j = i
    while (j < log.length && log[j]!.turn === turn) j++
    const d = digest(log, i, j)
    if (d) out.push(d)
    i = j
  }
  return out
}

function digest(log: readonly LogEntry[], start: number, end: number): TurnDigest | null {
  let seat: Seat | null = null
  for (let i = start; i < end && seat === null; i++) seat = owner(log[i]!.event)
  if (seat === null) return null
  const d = {
    seat,
    turn: log[start]!.turn,
    from: start,
    action: null as ChosenAction | null,
    drew: 0,
    took: [] as CardId[],
    placed: [] as CardId[],
    played: [] as CardId[],
    activated: [] as TurnDigest['activated'][number][],
    bought: [] as TurnDigest['bought'][number][],
    underground: [] as DistrictId[],
    discarded: 0,
    loans: 0,
    repaid: 0,
    poverty: 0,
    others: new Map<Seat, { paid: number; poverty: number }>(),
    ended: false,
  }
  const other = (s: Seat) => {
    let o = d.others.get(s)
    if (!o) d.others.set(s, (o = { paid: 0, poverty: 0 }))
    return o
  }
  for (let i = start; i < end; i++) {
    const e = log[i]!.event
    const mine = owner(e) === seat
    switch (e.t) {
      case 'chooseAction':
        d.action = e.action
        break
      case 'draw':
        if (!mine) break
        if (e.from === 'board') d.took.push(e.card)
        else d.drew++
        break
      case 'place':
        if (mine) d.placed.push(e.card)
        break
      case 'playAction':
        if (mine) d.played.push(e.card)
        break
      case 'activate':
        if (mine) d.activated.push({ card: e.card, money: e.money, prestige: e.prestige, poverty: e.poverty })
        break
      case 'buyLand':
        if (mine) d.bought.push({ district: e.district, cost: e.cost })
        break
      case 'underground':
        if (mine) d.underground.push(e.borough)
        break
      case 'discard':
        if (mine && e.why === 'handLimit') d.discarded++
        break
      case 'loan':
        if (mine) d.loans++
        break
      case 'repay':
        if (mine) d.repaid++
        break
      case 'poverty':
        if (mine) d.poverty += e.amount
        else other(e.seat).poverty += e.amount
        break
      case 'pay':
        if (!mine) other(e.seat).paid += e.amount
        break
      case 'endTurn':
        if (mine) d.ended = true
        break
      default:
        break
    }
  }
  return d
}

/** Where the viewer's last turn ended in the log (the index after its endTurn), or 0 before their first turn. */
export function sinceIndex(log: readonly LogEntry[], viewer: Seat): number {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event
    if (e.t === 'endTurn' && e.seat === viewer) return i + 1
  }
  return 0
}

/** The other players' turns since the viewer's own last turn ended (the viewer's turn in progress left out). */
export function sinceYourLastTurn(log: readonly LogEntry[], viewer: Seat): TurnDigest[] {
  return digestTurns(log, sinceIndex(log, viewer)).filter((d) => d.seat !== viewer)
}

/** Each other seat's latest turn (finished or under way), read from the end of the log; seats that never played: none. */
export function lastTurns(log: readonly LogEntry[], seats: number, viewer: Seat | null): Map<Seat, TurnDigest> {
  const out = new Map<Seat, TurnDigest>()
  const wanted = seats - (viewer === null ? 0 : 1)
  let end = log.length
  while (end > 0 && out.size < wanted) {
    const turn = log[end - 1]!.turn
    let start = end
    while (start > 0 && log[start - 1]!.turn === turn) start--
    const d = digest(log, start, end)
    if (d && d.seat !== viewer && !out.has(d.seat)) out.set(d.seat, d)
    end = start
  }
  return out
}
