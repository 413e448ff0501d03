import { describe, expect, it } from 'vitest'
import { catalogFor, type Action } from '../../../src-shared/engine/index'
import { en } from '../i18n/en'
import { es } from '../i18n/es'
import { fr } from '../i18n/fr'
import { pt } from '../i18n/pt'
import { CARD_COLOURS, COLOUR_SYMBOLS, colourWordKey, payerColour } from './card-colours'

// The components that must draw a colour's symbol next to the colour, read as text.
const sources = import.meta.glob(['../components/*.svelte'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>

describe('card colours never stand alone', () => {
  it('every colour of both editions has its own symbol and a word in each language', () => {
    const used = new Set(['second', 'classic'].flatMap((ed) => catalogFor(ed as 'second' | 'classic').cards.map((c) => c.colour)))
    expect([...used].sort()).toEqual([...CARD_COLOURS].sort())
    const symbols = CARD_COLOURS.map((c) => COLOUR_SYMBOLS[c])
    expect(new Set(symbols).size).toBe(CARD_COLOURS.length)
    for (const s of symbols) expect([...s]).toHaveLength(1)
    for (const dict of [en, fr, es, pt]) for (const c of CARD_COLOURS) expect(dict[colourWordKey(c) as keyof typeof en], c).toBeTruthy()
  })

  it('the card, the legend and the payer choices draw the symbol', () => {
    expect(sources['../components/Card.svelte']).toContain('<ColourMark colour={def.colour}')
    expect(sources['../components/IconLegend.svelte']).toContain('<ColourMark colour={c}')
    expect(sources['../components/ActionPanel.svelte']).toContain('<ColourMark colour={payer}')
  })

  it('a payer choice tells the colour of the card it spends', () => {
    const cards = catalogFor('second').cards
    const brown = cards.findIndex((c) => c.colour === 'brown')
    const blue = cards.findIndex((c) => c.colour === 'blue')
    const place: Action = { type: 'place', card: brown, spend: blue, onto: null }
    expect(payerColour('second', place)).toBe('blue')
    expect(payerColour('second', { ...place, spend: null })).toBeNull()
    expect(payerColour('second', { type: 'activate', card: brown, spend: brown })).toBe('brown')
    expect(payerColour('second', { type: 'activate', card: brown })).toBeNull()
    expect(payerColour('second', { type: 'endRun' })).toBeNull()
  })
})
