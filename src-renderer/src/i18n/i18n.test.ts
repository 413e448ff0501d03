import { describe, expect, it } from 'vitest'
import { en } from './en'
import { DICTIONARIES, LANGUAGES, format, formatParts } from './messages'
import type { ContinuousKey, EffectKey } from '../../../src-shared/engine/index'
import { catalogFor } from '../../../src-shared/engine/index'

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('i18n dictionaries', () => {
  const keys = Object.keys(en).sort()

  for (const lang of LANGUAGES) {
    it(`${lang} has exactly the English keys, none empty`, () => {
      const dict = DICTIONARIES[lang] as Record<string, string>
      expect(Object.keys(dict).sort()).toEqual(keys)
      for (const k of keys) expect(dict[k]!.trim(), `${lang}:${k}`).not.toBe('')
    })
    it(`${lang} uses the same placeholders as English`, () => {
      const dict = DICTIONARIES[lang] as Record<string, string>
      for (const k of keys) expect(placeholders(dict[k]!), `${lang}:${k}`).toEqual(placeholders((en as Record<string, string>)[k]!))
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
    const parts = formatParts('en', 'log.playAction', { player: 'Ann', card: { card: 7 } }, isCard)
    expect(parts).toEqual([{ text: 'Ann' }, { text: ' played ' }, { value: { card: 7 } }, { text: '.' }])
  })
})
