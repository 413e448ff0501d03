// The card tables against their sources: ../shared/cards/classic-2010/*.json (verified 2010 data) and
// second-2017/confirmed.json. The source files live outside the repository; without them these tests are skipped.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogFor } from './catalog'
import { CLASSIC_CITY_CARDS } from './classic-city-cards'
import { ADJACENT_BY_BRIDGE, ADJACENT_BY_LAND, BOROUGHS } from './classic-boroughs'
import { SECOND_CITY_CARDS, SECOND_DISTRICTS } from './second-edition'

const DIR = '/work/shared/cards'
const have = existsSync(`${DIR}/classic-2010/city-cards.json`)
const read = (p: string) => JSON.parse(readFileSync(`${DIR}/${p}`, 'utf8'))

interface JsonCard {
  name: string
  deck: string
  colour: string
  copies: number
  kind: string
  play_cost: number
  activation_cost: null | { money: number } | { discard: string }
  gain_money: number
  gain_prestige_now: number
  remove_poverty: number
  gain_poverty: number
  end_prestige: number
  flips: boolean
}

describe.skipIf(!have)('classic city cards match the verified 2010 list', () => {
  const json: JsonCard[] = have ? read('classic-2010/city-cards.json') : []

  it('same cards, same order, every printed value', () => {
    expect(CLASSIC_CITY_CARDS).toHaveLength(json.length)
    json.forEach((j, i) => {
      const c = CLASSIC_CITY_CARDS[i]!
      expect(j.name.startsWith(c.name), `${j.name} / ${c.name}`).toBe(true)
      expect({
        deck: c.deck,
        colour: c.colour,
        copies: c.copies,
        kind: c.kind,
        play_cost: c.playCost,
        activation_cost: c.activationCost,
        gain_money: c.gainMoney,
        gain_prestige_now: c.gainPrestige,
        remove_poverty: c.removePoverty,
        gain_poverty: c.gainPoverty,
        end_prestige: c.endPrestige,
        flips: c.flips,
      }).toEqual({
        deck: j.deck,
        colour: j.colour,
        copies: j.copies,
        kind: j.kind,
        play_cost: j.play_cost,
        activation_cost: j.activation_cost,
        gain_money: j.gain_money,
        gain_prestige_now: j.gain_prestige_now,
        remove_poverty: j.remove_poverty,
        gain_poverty: j.gain_poverty,
        end_prestige: j.end_prestige,
        flips: j.flips,
      })
    })
  })
})

describe.skipIf(!have)('classic boroughs match the 2010 map', () => {
  const json = have ? read('classic-2010/boroughs.json') : null

  it('cost, cards, prestige, north/south, river', () => {
    expect(BOROUGHS.map((b) => [b.name, b.starting, b.cost, b.cardsDrawn, b.endPrestige, b.north, b.river])).toEqual(
      json.boroughs.map((b: Record<string, unknown>) => [
        b.name,
        b.starting,
        b.cost,
        b.cards_drawn,
        b.end_prestige,
        b.north_of_thames,
        b.river_adjacent,
      ]),
    )
  })

  it('adjacency by land and by bridge', () => {
    const norm = (pairs: readonly (readonly string[])[]) => pairs.map((p) => [...p].sort().join(' | ')).sort()
    expect(norm(ADJACENT_BY_LAND)).toEqual(norm(json.adjacent_by_land))
    expect(norm(ADJACENT_BY_BRIDGE)).toEqual(norm(json.adjacent_by_bridge))
    // the catalog's matrix is symmetric and says which kind
    const cat = catalogFor('classic')
    cat.adjacency.forEach((row, a) => row.forEach((k, b) => expect(cat.adjacency[b]![a]).toBe(k)))
  })
})

describe.skipIf(!existsSync(`${DIR}/second-2017/confirmed.json`))('second edition: confirmed facts are applied', () => {
  const confirmed = existsSync(`${DIR}/second-2017/confirmed.json`) ? read('second-2017/confirmed.json') : { city_cards: [] }
  const card = (name: string) => SECOND_CITY_CARDS.find((c) => c.name === name)!

  it('every confirmed city-card colour, cost and activation value', () => {
    for (const j of confirmed.city_cards as Record<string, unknown>[]) {
      const name = j.name === 'Pauper' ? 'Paupers' : (j.name as string)
      const c = card(name)
      expect(c, name).toBeDefined()
      if (j.colour) expect(c.colour, name).toBe(j.colour)
      if (j.play_cost !== undefined) expect(c.playCost, name).toBe(j.play_cost)
      if (j.kind) expect(c.kind, name).toBe(j.kind)
      if (j.activation_cost) expect(c.activationCost, name).toEqual(j.activation_cost)
      if (j.gain_money !== undefined) expect(c.gainMoney, name).toBe(j.gain_money)
      if (j.flips !== undefined) expect(c.flips, name).toBe(j.flips)
      if (j.colour || j.play_cost !== undefined) expect(c.provenance.colour ?? c.provenance.playCost, name).toBe('confirmed-2e')
    }
  })

  it('districts: the three starting ones, Southwark & Bermondsey and Wandsworth run effects, Wandsworth purchase', () => {
    const d = (name: string) => SECOND_DISTRICTS.find((x) => x.name === name)!
    expect(
      SECOND_DISTRICTS.filter((x) => x.starting)
        .map((x) => x.name)
        .sort(),
    ).toEqual(['City', 'Southwark & Bermondsey', 'Westminster'])
    expect(d('Southwark & Bermondsey').runPoverty).toBe(1)
    expect(d('Wandsworth')).toMatchObject({ cardsDrawn: 2, prestige: 2, removePoverty: 1, runPoverty: 2 })
    expect(d('Lewisham').provenance.removePoverty).toBe('provisional')
  })
})

describe('second edition: poverty relief of provisional districts (cards README)', () => {
  it('1 north of the river, 2 south, 3 for Lewisham, provisional; a confirmed value wins (Wandsworth: 1)', () => {
    for (const d of SECOND_DISTRICTS) {
      if (d.name === 'Wandsworth') {
        expect(d.removePoverty).toBe(1)
        expect(d.provenance.removePoverty).toBe('confirmed-2e')
        continue
      }
      expect(d.removePoverty, d.name).toBe(d.name === 'Lewisham' ? 3 : d.north ? 1 : 2)
      expect(d.provenance.removePoverty, d.name).toBe('provisional')
    }
  })

  it('the classic boroughs relieve no poverty on purchase (the run-city total counts them instead)', () => {
    for (const d of catalogFor('classic').districts) expect(d.removePoverty, d.name).toBe(0)
  })
})
