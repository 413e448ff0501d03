// Words for actions and events in the current language.
import { queries, type Action, type Edition, type GameEvent, type GameView } from '../../../src-shared/engine/index'
import type { SeatConfig } from '../../../src-shared/session'
import { formatParts, type Language, type MessageKey, type Part } from '../i18n/messages'
import { t } from '../i18n/locale.svelte'
import { HIDDEN, cardDef, cardName, districtDef } from './game'

export function seatName(seats: readonly SeatConfig[], seat: number): string {
  return seats[seat]?.name ?? `#${seat + 1}`
}

function card(edition: Edition, id: number): string {
  return id === HIDDEN ? t('table.hiddenCard') : (cardName(edition, id) ?? t('table.hiddenCard'))
}

function district(edition: Edition, id: number): string {
  return districtDef(edition, id)?.name ?? '?'
}

/** The main label of an action button. */
export function actionLabel(view: GameView, seats: readonly SeatConfig[], a: Action): string {
  const ed = view.options.edition
  switch (a.type) {
    case 'takeLoan':
      return t('action.takeLoan', { amount: loanAmount(view) })
    case 'repayLoan':
      return t('action.repayLoan')
    case 'drawDeck':
      return t('action.drawDeck')
    case 'drawBoard':
      return t('action.drawBoard', { card: card(ed, a.card) })
    case 'stopDrawing':
      return t('action.stopDrawing')
    case 'peekUniversity':
      return t('action.peekUniversity')
    case 'takePeeked':
      return t('action.takePeeked', { card: card(ed, a.card) })
    case 'chooseDevelop':
      return t('action.chooseDevelop')
    case 'chooseRunCity':
      return t('action.chooseRunCity')
    case 'chooseDrawThree':
      return t('action.chooseDrawThree')
    case 'buyLand':
      return t('action.buyLand', { district: district(ed, a.district), cost: districtDef(ed, a.district)?.cost ?? 0 })
    case 'place': {
      const me = view.players[view.current]!
      const where =
        a.onto === null
          ? t('action.placeNew')
          : t('action.placeOnto', { n: a.onto + 1, card: card(ed, me.stacks[a.onto]?.[me.stacks[a.onto]!.length - 1]?.card ?? HIDDEN) })
      const spend = a.spend === null ? t('action.spendNone') : t('action.spend', { card: card(ed, a.spend) })
      return `${t('action.place', { card: card(ed, a.card) })} ${where}, ${spend}`
    }
    case 'playAction':
      return t('action.playAction', { card: card(ed, a.card) })
    case 'endDevelop':
      return t('action.endDevelop')
    case 'activate': {
      const bits: string[] = []
      if (a.spend !== undefined) bits.push(t('action.payCard', { card: card(ed, a.spend) }))
      if (a.hospital !== undefined) bits.push(t('action.hospital', { card: card(ed, a.hospital) }))
      if (a.target !== undefined) bits.push(t('action.target', { player: seatName(seats, a.target) }))
      if (a.cards !== undefined)
        bits.push(a.cards.length === 0 ? t('action.noCards') : t('action.cards', { cards: a.cards.map((c) => card(ed, c)).join(t('action.and')) }))
      if (a.take !== undefined) bits.push(t('action.take', { card: card(ed, a.take), cost: cardDef(ed, a.take)?.playCost ?? 0 }))
      if (a.again !== undefined) bits.push(t('action.again', { card: card(ed, a.again) }))
      if (a.boroughs !== undefined)
        bits.push(
          a.boroughs.length === 0
            ? t('action.noBoroughs')
            : t('action.boroughs', { boroughs: a.boroughs.map((b) => district(ed, b)).join(t('action.and')) }),
        )
      const head = t('action.activate', { card: card(ed, a.card) })
      return bits.length ? `${head}: ${bits.join(t('action.and'))}` : head
    }
    case 'runDistrict': {
      const me = view.players[view.current]!
      const top = me.districts[me.districts.length - 1]
      const d = top === undefined ? null : districtDef(ed, top)
      return t('action.runDistrict', { district: d?.name ?? '?', n: d?.runPoverty ?? 0 })
    }
    case 'endRun':
      return t('action.endRun')
    case 'discard':
      return t('action.discard', { card: card(ed, a.card) })
    case 'stockExchange':
      return t('action.stockExchange', { give: card(ed, a.give), take: card(ed, a.take) })
  }
}

function loanAmount(view: GameView): number {
  return queries.loanSize(view, view.current)
}

// ------------------------------------------------------------------ log

export type LogValue = { readonly card: number } | { readonly district: number } | { readonly player: number }
export type LogPart = Part<LogValue>

const isRich = (v: unknown): v is LogValue => typeof v === 'object' && v !== null

/** One plain sentence per event; card, district and player names are rich parts (hover previews, colours). */
export function eventParts(lang: Language, ed: Edition, e: GameEvent): LogPart[] | null {
  const P = (key: MessageKey, params: Record<string, LogValue | string | number>) => formatParts<LogValue>(lang, key, params, isRich)
  const tr = (key: MessageKey, params: Record<string, string | number> = {}) => formatParts<LogValue>(lang, key, params, isRich).map((p) => ('text' in p ? p.text : '')).join('')
  switch (e.t) {
    case 'loan':
      return P(e.forced ? 'log.loanForced' : 'log.loan', { player: { player: e.seat }, amount: e.amount })
    case 'repay':
      return P('log.repay', { player: { player: e.seat } })
    case 'draw':
      return P(e.from === 'deck' ? 'log.drawDeck' : e.from === 'board' ? 'log.drawBoard' : 'log.drawPeek', { player: { player: e.seat }, card: { card: e.card } })
    case 'peek':
      return P('log.peek', { player: { player: e.seat }, n: e.cards.length })
    case 'returnPeeked':
      return P('log.returnPeeked', { player: { player: e.seat }, n: e.count })
    case 'chooseAction': {
      const key: MessageKey =
        e.action === 'develop' ? 'log.chooseDevelop' : e.action === 'runCity' ? 'log.chooseRunCity' : e.action === 'drawThree' ? 'log.chooseDrawThree' : 'log.chooseBuyLand'
      return P(key, { player: { player: e.seat } })
    }
    case 'buyLand':
      return P('log.buyLand', { player: { player: e.seat }, district: { district: e.district }, cost: e.cost })
    case 'newDistrict':
      return P('log.newDistrict', { district: { district: e.district } })
    case 'place': {
      const key: MessageKey =
        e.onto === null ? (e.spend === null ? 'log.place' : 'log.placeSpend') : e.spend === null ? 'log.placeOnto' : 'log.placeOntoSpend'
      return P(key, { player: { player: e.seat }, card: { card: e.card }, cost: e.cost, n: (e.onto ?? 0) + 1, spend: { card: e.spend ?? HIDDEN } })
    }
    case 'playAction':
      return P('log.playAction', { player: { player: e.seat }, card: { card: e.card } })
    case 'discard': {
      // spends are already told by the sentence of the placement/activation they paid for
      if (e.why === 'spend') return P('log.discardSpend', { player: { player: e.seat }, card: { card: e.card } })
      return P(e.why === 'handLimit' ? 'log.discardHandLimit' : 'log.discardStock', { player: { player: e.seat }, card: { card: e.card } })
    }
    case 'boardOverflow': {
      const names = e.removed.map((c) => (c === HIDDEN ? tr('table.hiddenCard') : (cardName(ed, c) ?? '?'))).join(', ')
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
