import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from './en'
import { DICTIONARIES, LANGUAGES, elides, format, formatParts, joinNames, person, type Language, type MessageKey } from './messages'
import type { ContinuousKey, EffectKey } from '../../../src-shared/engine/index'
import { catalogFor } from '../../../src-shared/engine/index'
import { eventParts } from '../lib/log-text'
import { defaultSeatName } from '../lib/seat-names'

// AST node types of @formatjs/icu-messageformat-parser (TYPE enum)
const ARGUMENT = 1
const NUMBER = 2
const DATE = 3
const TIME = 4
const SELECT = 5
const PLURAL = 6

interface Node {
  type: number
  value?: string
  options?: Record<string, { value: Node[] }>
}

/** Every argument of a message with how it is used: plain, number, date, select or plural. */
function args(message: string, lang: Language): Map<string, 'plain' | 'number' | 'date' | 'select' | 'plural'> {
  const out = new Map<string, 'plain' | 'number' | 'date' | 'select' | 'plural'>()
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (n.type === ARGUMENT) out.set(n.value!, out.get(n.value!) ?? 'plain')
      if (n.type === NUMBER) out.set(n.value!, 'number')
      if (n.type === DATE || n.type === TIME) out.set(n.value!, 'date')
      if (n.type === SELECT) out.set(n.value!, 'select')
      if (n.type === PLURAL) out.set(n.value!, 'plural')
      for (const o of Object.values(n.options ?? {})) walk(o.value)
    }
  }
  walk(new IntlMessageFormat(message, lang, undefined, { ignoreTag: true }).getAst() as unknown as Node[])
  return out
}

/** Grammar companions a message may use beside a person it names (who is "you", French elision). */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  player: ['who', 'elide'],
  name: ['who', 'elide'],
  names: ['who', 'elide'],
  other: ['otherWho', 'otherElide'],
}
const companionsOf = (names: Iterable<string>) => new Set([...names].flatMap((n) => COMPANIONS[n] ?? []))

describe('i18n dictionaries', () => {
  const keys = Object.keys(en).sort() as MessageKey[]

  for (const lang of LANGUAGES) {
    it(`${lang} has exactly the English keys, none empty`, () => {
      const dict = DICTIONARIES[lang] as Record<string, string>
      expect(Object.keys(dict).sort()).toEqual(keys)
      for (const k of keys) expect(dict[k]!.trim(), `${lang}:${k}`).not.toBe('')
    })

    it(`${lang}: every message parses and shows the same values as English (grammar companions aside)`, () => {
      const dict = DICTIONARIES[lang] as Record<string, string>
      for (const k of keys) {
        const mine = args(dict[k]!, lang)
        const ref = args(en[k], 'en')
        const values = (m: Map<string, string>) =>
          [...m.keys()].filter((a) => !['who', 'elide', 'otherWho', 'otherElide'].includes(a)).sort()
        expect(values(mine), `${lang}:${k}`).toEqual(values(ref))
        const allowed = companionsOf(ref.keys())
        for (const a of mine.keys())
          if (!ref.has(a) && !values(mine).includes(a)) expect(allowed.has(a), `${lang}:${k} uses {${a}}`).toBe(true)
      }
    })

    it(`${lang}: every message formats with values of the right kinds, leaving no placeholder`, () => {
      const dict = DICTIONARIES[lang] as Record<string, string>
      for (const k of keys) {
        const params: Record<string, string | number | Date> = {}
        for (const [a, kind] of args(dict[k]!, lang)) {
          params[a] = kind === 'plural' || kind === 'number' ? 2 : kind === 'date' ? new Date(2026, 10, 21, 10, 0) : 'x'
          if (kind === 'select') params[a] = 'other'
        }
        const text = format(lang, k, params)
        expect(text, `${lang}:${k}`).not.toMatch(/\{\w+[},]/)
      }
    })
  }

  it('every effect and continuous key of both editions has a description in every language', () => {
    const effects = new Set<EffectKey>()
    const continuous = new Set<ContinuousKey>()
    for (const edition of ['second', 'classic'] as const) {
      for (const c of catalogFor(edition).cards) {
        if (c.effect) effects.add(c.effect)
        if (c.continuous) continuous.add(c.continuous)
      }
    }
    const allEffects: EffectKey[] = [
      'hospital',
      'townHousesClassic',
      'townHouses2e',
      'omnibus',
      'lloyds',
      'steamboats',
      'policeForce',
      'brownCards',
      'fleetStreet',
      'fireBrigade',
      'brixtonPrison',
      'millbankPrison',
      'trainStation',
      'shops',
      'publicHouses',
      'coffeeHouse',
      'underground',
      'whitehall',
      'workhouse',
      'wren',
      'drawTwo',
    ]
    const allContinuous: ContinuousKey[] = ['school', 'university', 'stockExchange', 'bankOfEngland', 'shops', 'coffeeHouse', 'parliament']
    for (const e of allEffects) effects.add(e)
    for (const c of allContinuous) continuous.add(c)
    for (const lang of LANGUAGES) {
      const dict = DICTIONARIES[lang] as Record<string, string>
      for (const e of effects) expect(dict[`effect.${e}`], `${lang}: effect.${e}`).toBeTruthy()
      for (const c of continuous) expect(dict[`continuous.${c}`], `${lang}: continuous.${c}`).toBeTruthy()
    }
  })

  it('formats placeholders and splits rich parts', () => {
    expect(format('en', 'table.turn', { n: 3 })).toBe('Turn 3')
    expect(format('fr', 'table.turn', { n: 3 })).toBe('Tour 3')
    const isCard = (v: unknown): v is { card: number } => typeof v === 'object' && v !== null && 'card' in v
    const parts = formatParts('en', 'log.playAction', { player: 'Ann', card: { card: 7 }, who: 'other' }, isCard)
    expect(parts).toEqual([{ text: 'Ann played ' }, { value: { card: 7 } }, { text: '.' }])
  })
})

describe('grammar', () => {
  const text = (parts: ReturnType<typeof eventParts>, names: readonly string[]) =>
    parts!.map((p) => ('text' in p ? p.text : 'player' in p.value ? names[p.value.player] : '[card]')).join('')
  const names = ['Alice', 'Bob']

  it('plurals come from Intl.PluralRules: 1 card, 2 cards; French 0 and 1 are singular', () => {
    expect(format('en', 'table.deckCount', { n: 1 })).toBe('1 card left')
    expect(format('en', 'table.deckCount', { n: 2 })).toBe('2 cards left')
    expect(format('fr', 'table.deckCount', { n: 0 })).toBe('0 carte restante')
    expect(format('fr', 'table.deckCount', { n: 1 })).toBe('1 carte restante')
    expect(format('es', 'action.loansForced', { n: 1, amount: 10 })).toBe('exige 1 préstamo de £10')
    expect(format('pt', 'action.loansForced', { n: 3, amount: 10 })).toBe('exige 3 empréstimos de £10')
    const run = { t: 'runPoverty', seat: 1, stacks: 1, loans: 1, hand: 1, districts: 0, change: 3 } as const
    expect(text(eventParts('en', 'second', run, { you: 0, names }), names)).toBe(
      'Bob finished running the city: 1 stack, 1 loan, 1 card in hand give 3 poverty.',
    )
  })

  it('the reader is "you": no "You\'s", and the others are named', () => {
    const end = (seat: number, lang: Language) => text(eventParts(lang, 'second', { t: 'endTurn', seat }, { you: 0, names }), names)
    expect(end(0, 'en')).toBe('Your turn ended.')
    expect(end(1, 'en')).toBe('Bob’s turn ended.')
    expect(end(0, 'fr')).toBe('Fin de votre tour.')
    expect(end(0, 'es')).toBe('Terminó tu turno.')
    const loan = text(eventParts('en', 'second', { t: 'loan', seat: 0, amount: 10, forced: false }, { you: 0, names }), names)
    expect(loan).toBe('You took a loan of £10.')
    const paid = text(eventParts('en', 'second', { t: 'pay', seat: 1, to: 0, amount: 2 }, { you: 0, names }), names)
    expect(paid).toBe('Bob paid £2 to you.')
    // nobody at the screen (bots only): everyone is named
    expect(text(eventParts('en', 'second', { t: 'endTurn', seat: 0 }, { you: null, names }), names)).toBe('Alice’s turn ended.')
  })

  it('French elides "de" before a vowel or a mute h: d’Alice, d’Hugo, de Bob', () => {
    expect(elides('Alice')).toBe(true)
    expect(elides('Hugo')).toBe(true)
    expect(elides('Émile')).toBe(true)
    expect(elides('Bob')).toBe(false)
    const end = (name: string) => text(eventParts('fr', 'second', { t: 'endTurn', seat: 1 }, { you: 0, names: ['X', name] }), ['X', name])
    expect(end('Alice')).toBe('Fin du tour d’Alice.')
    expect(end('Bob')).toBe('Fin du tour de Bob.')
    expect(format('fr', 'table.whoseTurn', { name: 'Ada', ...person('Ada', false) })).toBe('Au tour d’Ada')
    expect(format('fr', 'table.waiting', { name: 'Bob', ...person('Bob', false) })).toBe('En attente de Bob…')
  })

  it('dates through Intl.DateTimeFormat in the chosen language; name lists through Intl.ListFormat', () => {
    const when = new Date(2026, 10, 21, 18, 5)
    expect(format('en', 'setup.resumeText', { when })).toContain('Nov 21, 2026')
    expect(format('fr', 'setup.resumeText', { when })).toContain('21 nov. 2026')
    expect(format('fr', 'setup.resumeText', { when })).toContain('18:05')
    expect(joinNames('en', ['Ada', 'Bob', 'Cy'])).toBe('Ada, Bob, and Cy')
    expect(joinNames('fr', ['Ada', 'Bob'])).toBe('Ada et Bob')
  })

  it('default seat names follow the language; names a player typed stay as typed', () => {
    expect(defaultSeatName('You', 0, 'fr')).toBe('Joueur 1')
    expect(defaultSeatName('Bot 2', 2, 'fr')).toBe('Bot 2')
    expect(defaultSeatName('Player 3', 2, 'es')).toBe('Jugador 3')
    expect(defaultSeatName('Joueur 2', 1, 'pt')).toBe('Jogador 2')
    expect(defaultSeatName('Jugador 1', 0, 'en')).toBe('Player 1')
    expect(defaultSeatName('Ada', 0, 'fr')).toBe('Ada')
  })
})
