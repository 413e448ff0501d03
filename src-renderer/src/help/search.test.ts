import { describe, expect, it } from 'vitest'
import { fold, highlight, matchesAll, queryWords } from './search'

const marked = (text: string, query: string) =>
  highlight(text, queryWords(query))
    .filter((s) => s.mark)
    .map((s) => s.text)

describe('accent- and case-insensitive search', () => {
  it('folds accents, case and ligatures', () => {
    expect(fold('Pauvreté')).toBe('pauvrete')
    expect(fold('POBREZA')).toBe('pobreza')
    expect(fold('Ação e Preço')).toBe('acao e preco')
    expect(fold('cœur')).toBe('coeur')
  })

  it('splits a query into folded words, dropping punctuation', () => {
    expect(queryWords('  Pauvreté, PRÊT! ')).toEqual(['pauvrete', 'pret'])
    expect(queryWords('£15')).toEqual(['£15'])
    expect(queryWords(' ,; ')).toEqual([])
  })

  it('needs every word somewhere in the texts', () => {
    expect(matchesAll(['La pauvreté', 'un prêt'], ['pauvrete', 'pret'])).toBe(true)
    expect(matchesAll(['La pauvreté'], ['pauvrete', 'pret'])).toBe(false)
    expect(matchesAll(['anything'], [])).toBe(true)
  })

  it('highlights the original spelling of every match', () => {
    expect(marked('Pauvreté et pauvreté', 'PAUVRETE')).toEqual(['Pauvreté', 'pauvreté'])
    expect(marked('Le cœur de Londres', 'coeur')).toEqual(['cœur'])
    expect(marked('Quitas pobreza', 'pobreza quitas')).toEqual(['Quitas', 'pobreza'])
  })

  it('keeps the text whole and merges overlapping matches', () => {
    const segs = highlight('Prestige and prestigious', ['prest', 'prestige'])
    expect(segs.map((s) => s.text).join('')).toBe('Prestige and prestigious')
    expect(segs.filter((s) => s.mark).map((s) => s.text)).toEqual(['Prestige', 'prest'])
    expect(highlight('no match here', ['zzz'])).toEqual([{ text: 'no match here', mark: false }])
  })
})
