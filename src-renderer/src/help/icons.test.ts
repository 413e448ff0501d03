import { describe, expect, it } from 'vitest'
import { catalogFor } from '../../../src-shared/engine/index'
import { en } from '../i18n/en'
import { CARD_ICONS, DISTRICT_ICONS, sampleCards, sampleDistrict } from './icons'

// The sources that draw the table's icons, read as text.
const sources = import.meta.glob(['../components/*.svelte', '../lib/*.ts'], { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>

describe('icon legend', () => {
  it('explains every icon in words, and each glyph is still the one the table draws', () => {
    for (const e of [...CARD_ICONS, ...DISTRICT_ICONS]) {
      expect(en[`help.icon.${e.id}` as keyof typeof en], e.id).toBeTruthy()
      const source = sources[`../${e.drawnIn}`]
      expect(source, e.drawnIn).toBeDefined()
      expect(source!.includes(e.glyph), `${e.id}: ${e.glyph} in ${e.drawnIn}`).toBe(true)
    }
    expect(new Set([...CARD_ICONS, ...DISTRICT_ICONS].map((e) => e.id)).size).toBe(CARD_ICONS.length + DISTRICT_ICONS.length)
  })

  it('shows distinct real cards of the edition that carry the icons', () => {
    for (const edition of ['second', 'classic'] as const) {
      const cards = catalogFor(edition).cards
      const ids = sampleCards(edition)
      expect(ids.length).toBeGreaterThanOrEqual(5)
      expect(new Set(ids.map((i) => cards[i])).size).toBe(ids.length)
      const defs = ids.map((i) => cards[i]!)
      expect(defs.some((d) => d.kind === 'pauper')).toBe(true)
      expect(defs.some((d) => d.kind === 'action')).toBe(true)
      expect(defs.some((d) => d.activationCost !== null && 'money' in d.activationCost)).toBe(true)
      expect(defs.some((d) => d.activationCost !== null && 'discard' in d.activationCost)).toBe(true)
    }
    const d = sampleDistrict('second')
    expect(d).not.toBeNull()
    expect(catalogFor('second').districts[d!]!.runPoverty).toBeGreaterThan(0)
  })
})
