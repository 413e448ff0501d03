import { describe, expect, it } from 'vitest'
import { catalogFor, type CityCardDef } from '../../../src-shared/engine/index'
import { format } from '../i18n/messages'
import {
  cardProvenance,
  compendiumCards,
  compendiumDistricts,
  districtProvenance,
  filterCards,
  neighbours,
  type CompendiumCard,
} from './compendium'

const describeEn = (def: CityCardDef) =>
  [
    def.effect ? format('en', `effect.${def.effect}` as never) : '',
    def.continuous ? format('en', `continuous.${def.continuous}` as never) : '',
  ].join(' ')

describe('card compendium', () => {
  for (const edition of ['second', 'classic'] as const) {
    it(`${edition}: one entry per distinct card, copies adding up to the whole deck`, () => {
      const cards = compendiumCards(edition)
      const deck = catalogFor(edition).cards
      expect(cards.reduce((n, c) => n + c.copies, 0)).toBe(deck.length)
      expect(new Set(cards.map((c) => c.def)).size).toBe(cards.length)
      for (const c of cards) {
        expect(deck[c.id]).toBe(c.def)
        expect(c.copies).toBe(c.def.copies)
      }
      const decks = cards.map((c) => c.def.deck)
      expect(decks).toEqual([...decks].sort())
    })
  }

  it('has every district and borough, starting ones first', () => {
    for (const edition of ['second', 'classic'] as const) {
      const ds = compendiumDistricts(edition)
      expect(ds).toHaveLength(20)
      expect(ds.slice(0, 3).every((d) => d.def.starting)).toBe(true)
      expect(ds.slice(3).some((d) => d.def.starting)).toBe(false)
    }
  })

  it('filters by colour, by deck, and by words of the name or the ability', () => {
    const all = compendiumCards('second')
    const f = (colour: CompendiumCard['def']['colour'] | null, deck: 'A' | 'B' | 'C' | null, text = '') =>
      filterCards(all, { colour, deck, text }, describeEn)
    const blue = f('blue', null)
    expect(blue.length).toBeGreaterThan(0)
    expect(blue.length).toBeLessThan(all.length)
    expect(blue.every((c) => c.def.colour === 'blue')).toBe(true)
    const deckA = f(null, 'A')
    expect(deckA.every((c) => c.def.deck === 'A')).toBe(true)
    const both = f('pink', 'B')
    expect(both.every((c) => c.def.colour === 'pink' && c.def.deck === 'B')).toBe(true)
    expect(both.length).toBe(all.filter((c) => c.def.colour === 'pink' && c.def.deck === 'B').length)
    expect(new Set(f(null, null, 'HOSPITAL').map((c) => c.def.name))).toEqual(new Set(['Hospital']))
    // words of the ability, in the current language
    expect(f(null, null, 'underground').length).toBe(0)
    expect(
      filterCards(compendiumCards('classic'), { colour: null, deck: null, text: 'underground markers' }, describeEn).map((c) => c.def.name),
    ).toEqual(['Underground'])
    expect(f(null, null, '').length).toBe(all.length)
  })

  it('gathers what is confirmed for 2017, taken from 2010 or provisional', () => {
    const hospital = compendiumCards('second').find((c) => c.def.name === 'Hospital')!.def
    const groups = Object.fromEntries(cardProvenance('second', hospital).map((g) => [g.prov, g.groups]))
    expect(groups['confirmed-2e']).toEqual(expect.arrayContaining(['colour', 'playCost', 'effect']))
    expect(groups['classic-2010']).toContain('endPrestige')
    // the classic cards come from the printed 2010 cards
    const classicHospital = compendiumCards('classic').find((c) => c.def.name === 'Hospital')!.def
    expect(cardProvenance('classic', classicHospital).map((g) => g.prov)).toEqual(['classic-2010'])

    const wandsworth = compendiumDistricts('second').find((d) => d.def.name === 'Wandsworth')!.def
    const wd = Object.fromEntries(districtProvenance('second', wandsworth).map((g) => [g.prov, g.groups]))
    expect(wd['confirmed-2e']).toEqual(expect.arrayContaining(['cardsDrawn', 'prestige', 'removePoverty', 'runPoverty']))
    const lewisham = compendiumDistricts('second').find((d) => d.def.name === 'Lewisham')!.def
    const ld = Object.fromEntries(districtProvenance('second', lewisham).map((g) => [g.prov, g.groups]))
    expect(ld['provisional']).toEqual(expect.arrayContaining(['prestige', 'removePoverty']))
    const borough = compendiumDistricts('classic')[0]!.def
    expect(districtProvenance('classic', borough)).toEqual([{ prov: 'classic-2010', groups: ['cost', 'cardsDrawn', 'prestige'] }])
  })

  it('lists the neighbours of a classic borough, the Thames crossed only by a bridge', () => {
    const id = (name: string) => catalogFor('classic').districts.findIndex((d) => d.name === name)
    const city = neighbours('classic', id('City'))
    expect(city).toContainEqual({ name: 'Southwark & Bermondsey', bridge: true })
    expect(city.filter((n) => n.bridge)).toHaveLength(1)
    // symmetric
    for (const n of city) expect(neighbours('classic', id(n.name)).map((m) => m.name)).toContain('City')
    expect(neighbours('second', 0)).toEqual([])
  })
})
