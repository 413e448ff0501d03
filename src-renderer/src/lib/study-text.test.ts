import { describe, expect, it } from 'vitest'
import type { Action } from '../../../src-shared/engine/index'
import type { MoveReason } from '../../../src-shared/session'
import { LANGUAGES } from '../i18n/messages'
import { format } from '../i18n/messages'
import { amount, analystName, gainsText, percent, reasonLines, signed } from './study-text'

const none = { money: 0, prestige: 0, poverty: 0, loans: 0, hand: 0, stacks: 0, districts: 0 }
const label = (a: Action) => `<${a.type}>`

describe('hint and review words', () => {
  it('names the analyst by its level, in the language: Expert where it is the stronger bot (two players, classic), Hard elsewhere', () => {
    expect(analystName('en', { edition: 'second', players: 2 })).toBe('Expert')
    expect(analystName('en', { edition: 'second', players: 4 })).toBe('Hard')
    expect(analystName('en', { edition: 'classic', players: 2 })).toBe('Expert')
    expect(analystName('en', { edition: 'classic', players: 4 })).toBe('Expert')
    expect(analystName('pt', { edition: 'second', players: 2 })).toBe('Especialista')
    expect(analystName('fr', { edition: 'classic', players: 3 })).toBe('Expert')
    expect(analystName('fr', { edition: 'second', players: 3 })).toBe('Difficile')
    for (const lang of LANGUAGES) {
      const bot = analystName(lang, { edition: 'second', players: 2 })
      expect(format(lang, 'hint.title', { bot, move: 'X' }), lang).toContain(bot)
      expect(format(lang, 'review.better', { bot, move: 'X' }), lang).toContain(bot)
    }
  })

  it('signs and rounds numbers in the language', () => {
    expect(signed('en', 3.46)).toBe('+3.5')
    expect(signed('en', -2)).toBe('-2')
    expect(signed('en', 0.04)).toBe('0')
    expect(signed('fr', 1.25)).toMatch(/^\+1,3$/)
    expect(amount('en', -1.94)).toBe('1.9')
  })

  it('gives a chance as a whole per cent, in the language', () => {
    expect(percent('en', 0.634)).toBe('63%')
    expect(percent('en', 1)).toBe('100%')
    // French puts a (narrow) no-break space before the sign
    expect(percent('fr', 0.07)).toMatch(/^7\s%$/u)
  })

  it('says what a move gains at once, in a fixed order, with plurals', () => {
    expect(gainsText('en', none)).toBeNull()
    expect(gainsText('en', { ...none, money: -3, stacks: 1, hand: -2 })).toBe('−£3, +1 stack, −2 cards in hand')
    expect(gainsText('fr', { ...none, loans: 1, poverty: 2 })).toBe('+2 de pauvreté, +1 emprunt')
  })

  it('gives the reason as lines: now, the estimated margin, and the runner-up', () => {
    const reason: MoveReason = { gains: { ...none, money: 2 }, margin: 4.26, edge: 1.5, next: { type: 'chooseDrawThree' } }
    expect(reasonLines('en', reason, label)).toEqual([
      'At once: +£2.',
      'Estimated final margin over the best opponent: +4.3 prestige.',
      'About 1.5 prestige more than <chooseDrawThree>.',
    ])
    expect(reasonLines('en', { ...reason, edge: 0.2 }, label)[2]).toBe('About as good as <chooseDrawThree>.')
    expect(reasonLines('en', { gains: { ...none, hand: 1 }, margin: null, edge: null, next: null }, label)).toEqual([
      'At once: +1 card in hand.',
      'It is the only sensible move here.',
    ])
    for (const lang of LANGUAGES) for (const line of reasonLines(lang, reason, label)) expect(line).not.toMatch(/[{}]/)
  })
})
