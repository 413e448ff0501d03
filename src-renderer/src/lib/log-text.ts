// One plain sentence per game event, in a given language (pure: no Svelte state).
import type { Edition, GameEvent } from '../../../src-shared/engine/index'
import { formatParts, joinNames, person, type Language, type MessageKey, type Part } from '../i18n/messages'
import { HIDDEN, UNCONFIRMED_MARK, cardName, districtDef, districtUnconfirmed } from './game'

// ------------------------------------------------------------------ log

/**
 * Whether the event at `i` is already told by a sentence that follows it in the same move, so the log leaves it
 * out: a payment to the bank the next placement or purchase states ("… for £4"), the card spent on that placement,
 * a purchase's poverty relief. Between the two the engine may log the spent card and the board's overflow (a
 * placement's own events) or the relief (a purchase's), so the look-ahead skips those and stops at anything else.
 */
export function toldByNextLine(log: readonly { readonly event: GameEvent }[], i: number): boolean {
  const e = log[i]!.event
  const ownStep = (n: GameEvent) =>
    n.t === 'boardOverflow' || (n.t === 'discard' && n.why === 'spend') || (n.t === 'poverty' && n.amount < 0)
  let j = i + 1
  while (j < log.length && ownStep(log[j]!.event)) j++
  const n = log[j]?.event
  if (n === undefined) return false
  if (e.t === 'discard' && e.why === 'spend') return n.t === 'place' && n.spend === e.card
  if (e.t === 'pay' && e.to === null) return (n.t === 'place' || n.t === 'buyLand') && n.seat === e.seat && n.cost === e.amount
  if (e.t === 'poverty' && e.amount < 0) return n.t === 'buyLand' && n.seat === e.seat && n.relief === -e.amount
  return false
}

export type LogValue = { readonly card: number } | { readonly district: number } | { readonly player: number }
export type LogPart = Part<LogValue>

const isRich = (v: unknown): v is LogValue => typeof v === 'object' && v !== null

/** Who reads the log: the seat spoken to as "you" (null: nobody, e.g. bots only) and every seat's name. */
export interface LogReader {
  readonly you: number | null
  readonly names: readonly string[]
}

/**
 * One plain sentence per event; card, district and player names are rich parts (hover previews, colours). The
 * reader's own moves read in the second person ("You drew…", "Your turn ended.").
 */
export function eventParts(lang: Language, ed: Edition, e: GameEvent, reader: LogReader): LogPart[] | null {
  // each person named gets its grammar companions: `player` → who/elide, `other` → otherWho/otherElide
  const grammar = (params: Record<string, LogValue | string | number>) => {
    const out = { ...params }
    for (const [key, prefix] of [
      ['player', ''],
      ['other', 'other'],
    ] as const) {
      const v = params[key]
      if (typeof v === 'object' && 'player' in v) Object.assign(out, person(reader.names[v.player] ?? '', v.player === reader.you, prefix))
    }
    return out
  }
  const P = (key: MessageKey, params: Record<string, LogValue | string | number>) =>
    formatParts<LogValue>(lang, key, grammar(params), isRich)
  const tr = (key: MessageKey, params: Record<string, string | number> = {}) =>
    formatParts<LogValue>(lang, key, params, isRich)
      .map((p) => ('text' in p ? p.text : ''))
      .join('')
  switch (e.t) {
    case 'loan':
      return P(e.forced ? 'log.loanForced' : 'log.loan', { player: { player: e.seat }, amount: e.amount })
    case 'repay':
      return P('log.repay', { player: { player: e.seat } })
    case 'draw':
      return P(e.from === 'deck' ? 'log.drawDeck' : e.from === 'board' ? 'log.drawBoard' : 'log.drawPeek', {
        player: { player: e.seat },
        card: { card: e.card },
      })
    case 'peek':
      return P('log.peek', { player: { player: e.seat }, n: e.cards.length })
    case 'returnPeeked':
      return P('log.returnPeeked', { player: { player: e.seat }, n: e.count })
    case 'chooseAction': {
      const key: MessageKey =
        e.action === 'develop'
          ? 'log.chooseDevelop'
          : e.action === 'runCity'
            ? 'log.chooseRunCity'
            : e.action === 'drawThree'
              ? 'log.chooseDrawThree'
              : 'log.chooseBuyLand'
      return P(key, { player: { player: e.seat } })
    }
    case 'buyLand': {
      // second edition: what the purchase gave at once, with † on values not confirmed for 2017
      const d = districtDef(ed, e.district)
      const mark = (f: 'prestige' | 'removePoverty') => (d && districtUnconfirmed(ed, d, f) ? UNCONFIRMED_MARK : '')
      const list: string[] = []
      if (e.prestige > 0) list.push(tr('log.gainPrestige', { n: e.prestige }) + mark('prestige'))
      if (e.relief > 0) list.push(tr('log.losePoverty', { n: e.relief }) + mark('removePoverty'))
      const gains = list.length ? tr('log.gains', { list: list.join(', ') }) : ''
      return P('log.buyLand', { player: { player: e.seat }, district: { district: e.district }, cost: e.cost, gains })
    }
    case 'newDistrict':
      return P('log.newDistrict', { district: { district: e.district } })
    case 'place': {
      const key: MessageKey =
        e.onto === null ? (e.spend === null ? 'log.place' : 'log.placeSpend') : e.spend === null ? 'log.placeOnto' : 'log.placeOntoSpend'
      return P(key, {
        player: { player: e.seat },
        card: { card: e.card },
        cost: e.cost,
        n: (e.onto ?? 0) + 1,
        spend: { card: e.spend ?? HIDDEN },
      })
    }
    case 'playAction':
      return P('log.playAction', { player: { player: e.seat }, card: { card: e.card } })
    case 'discard': {
      // spends are already told by the sentence of the placement/activation they paid for
      if (e.why === 'spend') return P('log.discardSpend', { player: { player: e.seat }, card: { card: e.card } })
      return P(e.why === 'handLimit' ? 'log.discardHandLimit' : 'log.discardStock', { player: { player: e.seat }, card: { card: e.card } })
    }
    case 'boardOverflow': {
      const names = joinNames(
        lang,
        e.removed.map((c) => (c === HIDDEN ? tr('table.hiddenCard') : (cardName(ed, c) ?? '?'))),
      )
      return P('log.boardOverflow', { cards: names })
    }
    case 'activate': {
      const list: string[] = []
      if (e.money > 0) list.push(tr('log.gainMoney', { n: e.money }))
      if (e.money < 0) list.push(tr('log.loseMoney', { n: -e.money }))
      if (e.prestige > 0) list.push(tr('log.gainPrestige', { n: e.prestige }))
      if (e.poverty > 0) list.push(tr('log.gainPoverty', { n: e.poverty }))
      if (e.poverty < 0) list.push(tr('log.losePoverty', { n: -e.poverty }))
      const gains = list.length ? tr('log.gains', { list: list.join(', ') }) : ''
      return P('log.activate', { player: { player: e.seat }, card: { card: e.card }, gains })
    }
    case 'flip':
      return P('log.flip', { player: { player: e.seat }, card: { card: e.card } })
    case 'pay':
      return e.to === null
        ? P('log.payBank', { player: { player: e.seat }, amount: e.amount })
        : P('log.payPlayer', { player: { player: e.seat }, amount: e.amount, other: { player: e.to } })
    case 'poverty':
      return P(e.amount > 0 ? 'log.povertyUp' : 'log.povertyDown', { player: { player: e.seat }, n: Math.abs(e.amount) })
    case 'underground':
      return P('log.underground', {
        player: { player: e.seat },
        district: { district: e.borough },
        cost: e.cost > 0 ? tr('log.undergroundCost', { n: e.cost }) : '',
      })
    case 'runDistrict':
      return P('log.runDistrict', { player: { player: e.seat }, district: { district: e.district }, n: e.poverty })
    case 'runPoverty':
      return P('log.runPoverty', {
        player: { player: e.seat },
        stacks: e.stacks,
        loans: e.loans,
        hand: e.hand,
        districts: e.districts > 0 ? tr('log.runPovertyDistricts', { n: e.districts }) : '',
        change: e.change,
      })
    case 'endTurn':
      return P('log.endTurn', { player: { player: e.seat } })
    case 'finalRound':
      return P('log.finalRound', { player: { player: e.lastSeat } })
    case 'gameOver':
      return P('log.gameOver', {})
  }
}
