// Words for actions and events in the current language.
import {
  actionPrice,
  autoActivations,
  type Action,
  type Edition,
  type GameView,
  type RunPreview,
  type RunStep,
} from '../../../src-shared/engine/index'
import type { SeatConfig } from '../../../src-shared/session'
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
      return t('action.takeLoan', { amount: actionPrice(view, a).loanSize })
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
      return t('action.buyLand', { district: district(ed, a.district), cost: actionPrice(view, a).money })
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
        bits.push(
          a.cards.length === 0 ? t('action.noCards') : t('action.cards', { cards: a.cards.map((c) => card(ed, c)).join(t('action.and')) }),
        )
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
    case 'activateAll':
      return t('action.activateAll', { n: autoActivations(view).length })
    case 'discard':
      return t('action.discard', { card: card(ed, a.card) })
    case 'stockExchange':
      return t('action.stockExchange', { give: card(ed, a.give), take: card(ed, a.take) })
  }
}

/**
 * A move's label without the position it was made in (a game review's list): card and district names, the stack by
 * number. The parts of the usual label that need the position (a purchase's price, a stack's top card) are left out.
 */
export function briefLabel(view: GameView, seats: readonly SeatConfig[], a: Action): string {
  const ed = view.options.edition
  switch (a.type) {
    case 'takeLoan':
      return t('review.takeLoan')
    case 'buyLand':
      return t('review.buyLand', { district: district(ed, a.district) })
    case 'runDistrict':
      return t('review.runDistrict')
    case 'place': {
      const where = a.onto === null ? t('action.placeNew') : t('review.placeOnto', { n: a.onto + 1 })
      const spend = a.spend === null ? t('action.spendNone') : t('action.spend', { card: card(ed, a.spend) })
      return `${t('action.place', { card: card(ed, a.card) })} ${where}, ${spend}`
    }
    default:
      // these labels read only the edition's card names and the seats
      return actionLabel(view, seats, a)
  }
}

const signed = (n: number) => (n < 0 ? '−' : '+')

/** What a run step (or several) brings: "+£4, +2 prestige, −1 poverty" (only what changes), or "nothing". */
export function gainsText(g: {
  readonly money: number
  readonly prestige: number
  readonly poverty: number
  readonly finish?: number
}): string {
  const parts: string[] = []
  if (g.money !== 0) parts.push(t('run.money', { sign: signed(g.money), n: Math.abs(g.money) }))
  if (g.prestige !== 0) parts.push(t('run.prestige', { sign: signed(g.prestige), n: Math.abs(g.prestige) }))
  if (g.poverty !== 0) parts.push(t('forecast.change', { sign: signed(g.poverty), n: Math.abs(g.poverty) }))
  if (g.finish) parts.push(t('run.finishChange', { sign: signed(g.finish), n: Math.abs(g.finish) }))
  return parts.length ? parts.join(', ') : t('run.nothing')
}

/** The name of a run step: its card, or the top district whose run effect it takes. */
export function runStepName(view: GameView, step: RunStep): string {
  if (step.card !== null) return card(view.options.edition, step.card)
  const me = view.players[view.current]!
  return t('run.districtStep', { district: district(view.options.edition, me.districts[me.districts.length - 1] ?? -1) })
}

/** The question before finishing a run with cards left to activate (finishRunQuestion): what it brings, card by card. */
export function finishRunAsk(view: GameView, q: RunPreview) {
  const change = (n: number) => t('forecast.change', { sign: signed(n), n: Math.abs(n) })
  const lines: string[] = []
  if (q.steps.length > 0) {
    lines.push(t('run.allLine', { gains: gainsText(q), poverty: change(q.finishAfter.change) }))
    for (const s of q.steps) lines.push(t('run.stepLine', { card: runStepName(view, s), gains: gainsText(s) }))
  }
  if (q.choices.length > 0) lines.push(t('run.choiceLine', { cards: q.choices.map((c) => card(view.options.edition, c)).join(', ') }))
  const all = q.steps.length > 0
  return {
    title: t('run.confirmTitle'),
    text: t('run.confirmText', { n: q.steps.length + q.choices.length, poverty: change(q.finishNow.change) }),
    lines,
    confirm: all ? t('action.activateAll', { n: q.steps.length }) : t('run.finishAnyway'),
    ...(all ? { alternative: t('run.finishAnyway') } : {}),
    testid: 'finish-run',
  }
}
