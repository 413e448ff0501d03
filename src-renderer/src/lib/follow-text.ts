// A turn of another player in one sentence (the "since your last turn" summary), in a given language (pure).
import { HIDDEN, type Edition } from '../../../src-shared/engine/index'
import { format, joinNames, person, type Language, type MessageKey } from '../i18n/messages'
import type { TurnDigest } from './follow'
import { cardName, districtDef } from './game'
import type { Readers } from './why-not-text'

export function digestText(lang: Language, ed: Edition, d: TurnDigest, readers: Readers): string {
  const f = (key: MessageKey, params: Record<string, string | number> = {}) => format(lang, key, params)
  const card = (c: number) => (c === HIDDEN ? f('table.hiddenCard') : (cardName(ed, c) ?? f('table.hiddenCard')))
  const list = (cards: readonly number[]) => joinNames(lang, cards.map(card))
  const name = readers.names[d.seat] ?? '?'
  const grammar = person(name, d.seat === readers.you)
  const head =
    d.action === 'buyLand' && d.bought.length
      ? format(lang, 'follow.head.buyLand', {
          name,
          ...grammar,
          district: districtDef(ed, d.bought[0]!.district)?.name ?? '?',
          cost: d.bought[0]!.cost,
        })
      : format(lang, `follow.head.${d.action ?? 'none'}` as MessageKey, { name, ...grammar })
  const parts: string[] = []
  if (d.loans > 0) parts.push(f('follow.loans', { n: d.loans }))
  if (d.repaid > 0) parts.push(f('follow.repaid', { n: d.repaid }))
  if (d.took.length) parts.push(f('follow.took', { cards: list(d.took) }))
  // the one card every turn begins with is no news; more is (a bought district's cards, an action card's two)
  if (d.drew > 1 && d.action !== 'drawThree') parts.push(f('follow.drew', { n: d.drew }))
  if (d.played.length) parts.push(f('follow.played', { cards: list(d.played) }))
  if (d.placed.length) parts.push(f('follow.placed', { cards: list(d.placed) }))
  if (d.activated.length) {
    const gains = (a: TurnDigest['activated'][number]) => {
      const g: string[] = []
      if (a.money > 0) g.push(f('log.gainMoney', { n: a.money }))
      if (a.prestige > 0) g.push(f('log.gainPrestige', { n: a.prestige }))
      return g.length ? `${card(a.card)} (${g.join(', ')})` : card(a.card)
    }
    parts.push(f('follow.activated', { cards: joinNames(lang, d.activated.map(gains)) }))
  }
  if (d.underground.length)
    parts.push(
      f('follow.underground', {
        boroughs: joinNames(
          lang,
          d.underground.map((b) => districtDef(ed, b)?.name ?? '?'),
        ),
      }),
    )
  if (d.discarded > 0) parts.push(f('follow.discarded', { n: d.discarded }))
  if (d.poverty !== 0) parts.push(f(d.poverty > 0 ? 'follow.povertyUp' : 'follow.povertyDown', { n: Math.abs(d.poverty) }))
  // what it did to the reader
  const you = readers.you === null ? undefined : d.others.get(readers.you)
  if (you && you.paid > 0) parts.push(f('follow.youPaid', { n: you.paid }))
  if (you && you.poverty > 0) parts.push(f('follow.youPoverty', { n: you.poverty }))
  if (!d.ended) parts.push(f('follow.playing'))
  return parts.length ? f('follow.sentence', { head, details: parts.join(f('follow.separator')) }) : f('follow.sentenceBare', { head })
}
