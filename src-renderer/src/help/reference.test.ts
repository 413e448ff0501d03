import { describe, expect, it } from 'vitest'
import { catalogFor, type Edition } from '../../../src-shared/engine/index'
import { DICTIONARIES, LANGUAGES } from '../i18n/messages'
import rulingsDoc from '../../../docs/rulings.md?raw'
import { REFERENCES, boardSlotRows, penaltyColumns, referenceFor, sectionStrings } from './reference'
import { fold, matchesAll, queryWords } from './search'
import {
  RULING_REFS,
  SECTION_IDS,
  sectionForCard,
  sectionForDistrict,
  sectionForPhase,
  sectionForStep,
  type Block,
  type SectionId,
} from './sections'

/** The shape of a block without its words: what every translation must keep. */
function shape(b: Block): string {
  if ('p' in b) return `p:${b.ed ?? ''}`
  if ('list' in b) return `list${b.list.length}:${b.ed ?? ''}`
  return `table:${b.table}:${b.ed ?? ''}`
}

const EDITIONS: readonly Edition[] = ['second', 'classic']

describe('rules reference texts', () => {
  const en = REFERENCES.en
  for (const lang of LANGUAGES) {
    it(`${lang}: every section and ruling, with the English block structure, nothing empty`, () => {
      const ref = REFERENCES[lang]
      expect(Object.keys(ref.sections).sort()).toEqual([...SECTION_IDS].sort())
      for (const id of SECTION_IDS) {
        const s = ref.sections[id]
        expect(s.title.trim(), `${lang}:${id}`).not.toBe('')
        expect(s.blocks.map(shape), `${lang}:${id}`).toEqual(en.sections[id].blocks.map(shape))
        for (const b of s.blocks) {
          const words = 'p' in b ? [b.p] : 'list' in b ? b.list : []
          for (const w of words) expect(w.trim(), `${lang}:${id}`).not.toBe('')
        }
      }
      expect(Object.keys(ref.rulings).sort()).toEqual([...RULING_REFS].sort())
      for (const r of RULING_REFS) expect(ref.rulings[r].trim(), `${lang}: ruling ${r}`).not.toBe('')
    })
  }

  it('covers exactly the rulings of docs/rulings.md', () => {
    const inDoc = [...rulingsDoc.matchAll(/^(\d+[a-z]?)\. /gm)].map((m) => m[1]!)
    expect(inDoc.length).toBeGreaterThan(30)
    expect([...RULING_REFS].sort()).toEqual([...new Set(inDoc)].sort())
  })

  it("finds poverty in each language's own word, whatever the accents and case", () => {
    const queries = { en: ['poverty', 'POVERTY'], es: ['pobreza', 'Pobreza'], pt: ['pobreza', 'POBREZA'], fr: ['pauvreté', 'PAUVRETE'] }
    for (const lang of LANGUAGES) {
      for (const q of queries[lang]) {
        const found = referenceFor(lang, 'second').filter((s) => matchesAll(sectionStrings(s), queryWords(q)))
        expect(
          found.map((s) => s.id),
          `${lang}: ${q}`,
        ).toContain('poverty')
      }
    }
  })

  it("shows only the chosen edition's sections, paragraphs and rulings", () => {
    const second = referenceFor('en', 'second')
    const classic = referenceFor('en', 'classic')
    expect(second.map((s) => s.id)).toContain('districts')
    expect(second.map((s) => s.id)).not.toContain('underground')
    expect(classic.map((s) => s.id)).toContain('underground')
    expect(classic.map((s) => s.id)).not.toContain('provisional')
    for (const s of second) for (const b of s.blocks) expect(b.ed ?? 'second').toBe('second')
    expect(second.flatMap((s) => s.rulings.map((r) => r.ref))).toContain('24')
    expect(second.flatMap((s) => s.rulings.map((r) => r.ref))).not.toContain('30')
    expect(classic.flatMap((s) => s.rulings.map((r) => r.ref))).toContain('30')
    // every ruling shows in at least one edition
    const shown = new Set([...second, ...classic].flatMap((s) => s.rulings.map((r) => r.ref)))
    expect([...shown].sort()).toEqual([...RULING_REFS].sort())
  })

  it("draws the poverty table and the board's slots from the engine", () => {
    expect(penaltyColumns().map((c) => [c.from, c.to, c.prestige])).toEqual([
      [1, 2, -1],
      [3, 3, -2],
      [4, 4, -3],
      [5, 5, -5],
      [6, 6, -7],
      [7, 7, -9],
      [8, 8, -11],
      [9, 9, -13],
      [10, 10, -15],
      [11, null, -3],
    ])
    expect(boardSlotRows()).toEqual([
      { players: 2, slots: 3 },
      { players: 3, slots: 4 },
      { players: 4, slots: 5 },
    ])
  })

  it('links every card, district, phase and turn step to a section of its edition', () => {
    for (const edition of EDITIONS) {
      const ids = new Set<SectionId>(referenceFor('en', edition).map((s) => s.id))
      for (const c of catalogFor(edition).cards) expect(ids.has(sectionForCard(c)), c.name).toBe(true)
      expect(ids.has(sectionForDistrict(edition))).toBe(true)
      for (const phase of ['draw', 'university', 'action', 'develop', 'run', 'handLimit', 'over', null])
        expect(ids.has(sectionForPhase(phase))).toBe(true)
      for (const step of ['draw', 'action', 'handLimit'] as const) expect(ids.has(sectionForStep(step))).toBe(true)
    }
    const paupers = catalogFor('second').cards.find((c) => c.kind === 'pauper')!
    expect(sectionForCard(paupers)).toBe('paupers')
    const relief = catalogFor('second').cards.find((c) => c.kind === 'building' && c.removePoverty > 0)!
    expect(sectionForCard(relief)).toBe('poverty')
  })
})

// The texts are the project's own: no run of eight words in a row taken from a rulebook in ../shared/seeds.
const seeds = import.meta.glob('../../../../shared/seeds/*.txt', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>

describe('own words', () => {
  const N = 8
  const grams = (text: string): string[] => {
    const words = fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 0)
    const out: string[] = []
    for (let i = 0; i + N <= words.length; i++) out.push(words.slice(i, i + N).join(' '))
    return out
  }

  it.skipIf(Object.keys(seeds).length === 0)('no sentence of the rulebooks appears in the reference or the help window', () => {
    const rulebook = new Set(Object.values(seeds).flatMap(grams))
    expect(rulebook.size).toBeGreaterThan(5000)
    for (const lang of LANGUAGES) {
      const ref = REFERENCES[lang]
      const texts = [
        ...SECTION_IDS.flatMap((id) => ref.sections[id].blocks.flatMap((b) => ('p' in b ? [b.p] : 'list' in b ? b.list : []))),
        ...RULING_REFS.map((r) => ref.rulings[r]),
        ...Object.entries(DICTIONARIES[lang])
          .filter(([k]) => k.startsWith('help.'))
          .map(([, v]) => v),
      ]
      const copied = texts.flatMap((t) => grams(t).filter((g) => rulebook.has(g)))
      expect(copied, lang).toEqual([])
    }
  })
})
