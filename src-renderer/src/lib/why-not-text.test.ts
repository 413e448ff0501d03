import { describe, expect, it } from 'vitest'
import { catalogFor, type WhyNot } from '../../../src-shared/engine/index'
import { LANGUAGES } from '../i18n/messages'
import type { Subject } from './game'
import { whyNotWords } from './why-not-text'

const district = (name: string) => catalogFor('classic').districts.findIndex((d) => d.name === name)
const card = (name: string) => catalogFor('second').cards.findIndex((c) => c.name === name)
const readers = { names: ['Ada', 'Bob', 'Élodie'], you: 0 }

/** One example of every reason, on the subject it comes with. */
const EXAMPLES: readonly [Subject, WhyNot][] = [
  [{ kind: 'deck' }, { code: 'game-over' }],
  [{ kind: 'deck' }, { code: 'not-your-turn', current: 2 }],
  ...(['draw', 'action', 'develop', 'run', 'handLimit'] as const).flatMap((now) =>
    (['draw', 'action', 'develop', 'run', 'handLimit'] as const).map((use): [Subject, WhyNot] => [
      { kind: 'hand', card: card('Grocers') },
      { code: 'wrong-step', now, use },
    ]),
  ),
  [{ kind: 'hand', card: card('Paupers') }, { code: 'pauper' }],
  [
    { kind: 'hand', card: card('Grocers') },
    { code: 'needs-payment', colour: 'brown', school: false, cost: 0 },
  ],
  [
    { kind: 'hand', card: card('Grocers') },
    { code: 'needs-payment', colour: 'brown', school: true, cost: 0 },
  ],
  [{ kind: 'stack', card: card('Grocers') }, { code: 'face-down' }],
  [{ kind: 'stack', card: card("St Paul's") }, { code: 'nothing-to-activate' }],
  [{ kind: 'stack', card: card("Lord's") }, { code: 'activated-this-turn' }],
  [
    { kind: 'stack', card: card('Great Exhibition') },
    { code: 'needs-card', colour: 'blue', hand: 3 },
  ],
  [
    { kind: 'stack', card: card('Albert Dock') },
    { code: 'needs-card', colour: 'any', hand: 0 },
  ],
  [
    { kind: 'stack', card: card('Coffee House') },
    { code: 'no-choice', effect: 'coffeeHouse' },
  ],
  [
    { kind: 'stack', card: card('Whitehall') },
    { code: 'no-choice', effect: 'whitehall' },
  ],
  [{ kind: 'district', district: 3 }, { code: 'not-offered' }],
  [
    { kind: 'district', district: district('Lewisham') },
    { code: 'no-marker-left', max: 11 },
  ],
  [
    { kind: 'district', district: district('City') },
    { code: 'occupied', owner: 2 },
  ],
  [
    { kind: 'district', district: district('City') },
    { code: 'occupied', owner: 0 },
  ],
  [
    { kind: 'district', district: district('Lewisham') },
    { code: 'first-marker', starting: [0, 1, 2] },
  ],
  [{ kind: 'district', district: district('Lewisham') }, { code: 'not-adjacent' }],
  [{ kind: 'deck' }, { code: 'deck-empty' }],
  [{ kind: 'deck' }, { code: 'choose-peeked' }],
  [{ kind: 'hand', card: card('Grocers') }, { code: 'no-legal-use' }],
  [
    { kind: 'district', district: district('Westminster') },
    { code: 'wrong-step', now: 'draw', use: 'action', price: { cost: 8, money: 3, loans: 1, loanSize: 10 } },
  ],
]

describe('why not, in words', () => {
  it('English, with the numbers', () => {
    const words = (subject: Subject, why: WhyNot, ed: 'second' | 'classic' = 'classic') => whyNotWords('en', ed, subject, why, readers).text
    expect(words({ kind: 'district', district: district('Westminster') }, EXAMPLES.at(-1)![1])).toBe(
      'Draw your card first: land is bought as the action of your turn. Westminster costs £8 and you have £3 — a loan of £10 would cover it.',
    )
    expect(words({ kind: 'district', district: district('Lewisham') }, { code: 'not-adjacent' })).toBe(
      'Lewisham is not adjacent to any occupied borough.',
    )
    expect(words({ kind: 'district', district: district('Lewisham') }, { code: 'first-marker', starting: [0, 1, 2] })).toBe(
      'The first building marker goes in City, Westminster, or Southwark & Bermondsey.',
    )
    expect(words({ kind: 'district', district: district('City') }, { code: 'occupied', owner: 0 })).toBe('City is already occupied by you.')
    expect(
      words({ kind: 'hand', card: card('Grocers') }, { code: 'needs-payment', colour: 'brown', school: false, cost: 0 }, 'second'),
    ).toBe('To place Grocers (£0) you must also spend another brown card from your hand, and you have none that can pay.')
    const price = { cost: 4, money: 0, loans: 0, loanSize: 10 }
    expect(words({ kind: 'district', district: district('Lambeth') }, { code: 'not-your-turn', current: 1, price })).toBe(
      'It is Bob’s turn: wait for yours. Lambeth costs £4 and you have £0.',
    )
  })

  for (const lang of LANGUAGES)
    it(`${lang}: every reason has its own words, without a placeholder, and a rules section`, () => {
      const texts = new Set<string>()
      for (const [subject, why] of EXAMPLES) {
        const w = whyNotWords(lang, subject.kind === 'district' ? 'classic' : 'second', subject, why, readers)
        expect(w.text, JSON.stringify(why)).not.toMatch(/[{}]/)
        expect(w.text.length).toBeGreaterThan(10)
        expect(w.section).toMatch(/^[a-z-]+$/)
        texts.add(w.text)
      }
      // different reasons read differently (the wrong-step grid repeats the use when the step does not matter)
      expect(texts.size).toBeGreaterThan(EXAMPLES.length - 16)
      const elodie = whyNotWords(lang, 'second', { kind: 'deck' }, { code: 'not-your-turn', current: 2 }, readers).text
      expect(elodie).toContain('Élodie')
      if (lang === 'fr') expect(elodie).toContain('d’Élodie')
    })
})
