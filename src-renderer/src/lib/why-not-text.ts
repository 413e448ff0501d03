// The engine's reason a click had no legal use (whyNot), in words, with its numbers, and the rules section that
// explains it (pure: unit-tested in every language). Nothing here decides anything: the reason is the engine's.
import type { Edition, WhyNot } from '../../../src-shared/engine/index'
import { format, type Language, type MessageKey } from '../i18n/messages'
import type { SectionId } from '../help/sections'
import { cardName, districtDef, type Subject } from './game'

export interface WhyNotWords {
  readonly text: string
  readonly section: SectionId
}

/** Who sits where: names, and the seat spoken to as "you". */
export interface Readers {
  readonly names: readonly string[]
  readonly you: number | null
}

const STEP_SECTION = { draw: 'drawing', action: 'turn', develop: 'develop', run: 'run-city', handLimit: 'hand-limit' } as const

function subjectName(lang: Language, ed: Edition, subject: Subject): string {
  switch (subject.kind) {
    case 'district':
      return districtDef(ed, subject.district)?.name ?? '?'
    case 'deck':
      return format(lang, 'table.deck')
    default:
      return cardName(ed, subject.card) ?? format(lang, 'table.hiddenCard')
  }
}

export function whyNotWords(lang: Language, ed: Edition, subject: Subject, why: WhyNot, readers: Readers): WhyNotWords {
  const f = (key: MessageKey, params: Record<string, string | number> = {}) => format(lang, key, params)
  const name = subjectName(lang, ed, subject)
  const land = ed === 'second' ? 'districts' : 'boroughs'
  const said = ((): WhyNotWords => {
    switch (why.code) {
      case 'game-over':
        return { text: f('why.game-over'), section: 'game-end' }
      case 'not-your-turn':
        return { text: f('why.not-your-turn', { name: readers.names[why.current] ?? '?' }), section: 'turn' }
      case 'wrong-step': {
        const key = `why.use.${why.use}` as MessageKey
        return { text: f(key, { card: name, now: why.now }), section: STEP_SECTION[why.use] }
      }
      case 'pauper':
        return { text: f(ed === 'second' ? 'why.pauper.second' : 'why.pauper.classic'), section: 'paupers' }
      case 'needs-payment':
        return {
          text: f(why.school ? 'why.needs-payment.school' : 'why.needs-payment', {
            card: name,
            cost: why.cost,
            colour: f(`card.colour.${why.colour}` as MessageKey),
          }),
          section: 'develop',
        }
      case 'face-down':
      case 'nothing-to-activate':
      case 'activated-this-turn':
        return { text: f(`why.${why.code}`, { card: name }), section: 'run-city' }
      case 'needs-card':
        return { text: f('why.needs-card', { card: name, colour: why.colour, hand: why.hand }), section: 'run-city' }
      case 'no-choice':
        return {
          text: f(
            why.effect === 'coffeeHouse'
              ? 'why.no-choice.coffeeHouse'
              : why.effect === 'whitehall'
                ? 'why.no-choice.whitehall'
                : 'why.no-choice',
            {
              card: name,
            },
          ),
          section: 'card-notes',
        }
      case 'not-offered':
        return { text: f('why.not-offered', { district: name }), section: land }
      case 'no-marker-left':
        return { text: f('why.no-marker-left', { n: why.max }), section: land }
      case 'occupied': {
        const who = why.owner === readers.you ? 'you' : 'other'
        return { text: f('why.occupied', { district: name, name: readers.names[why.owner] ?? '?', who }), section: land }
      }
      case 'first-marker': {
        const names = why.starting.map((d) => districtDef(ed, d)?.name ?? '?')
        const list = new Intl.ListFormat(lang, { type: 'disjunction' }).format(names)
        return { text: f('why.first-marker', { list }), section: land }
      }
      case 'not-adjacent':
        return { text: f('why.not-adjacent', { district: name }), section: land }
      case 'deck-empty':
        return { text: f('why.deck-empty'), section: 'drawing' }
      case 'choose-peeked':
        return { text: f('why.choose-peeked'), section: 'drawing' }
      case 'no-legal-use':
        return { text: f('why.no-legal-use', { card: name }), section: 'turn' }
    }
  })()
  if (!why.price) return said
  // land: its price beside the reason, and whether loans would cover it (a cost you cannot pay forces loans)
  const p = why.price
  const price = f('why.price', { district: name, cost: p.cost, money: p.money, loans: p.loans, amount: p.loanSize })
  return { text: `${said.text} ${price}`, section: said.section }
}
