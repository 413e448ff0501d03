import { describe, expect, it } from 'vitest'
import { catalogFor } from '../../../src-shared/engine/index'
import { contextSection, isHelpKey, sectionForTip } from './context'

/** A stand-in for an event target: only `closest` is read. */
const target = (typing: boolean) => ({ closest: (sel: string) => (typing && sel.includes('input') ? {} : null) }) as unknown as EventTarget
const key = (k: string, typing = false, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
  target: target(typing),
})

describe('opening help', () => {
  it('F1 always; "?" unless typing or with a modifier', () => {
    expect(isHelpKey(key('F1'))).toBe(true)
    expect(isHelpKey(key('F1', true))).toBe(true)
    expect(isHelpKey(key('?'))).toBe(true)
    expect(isHelpKey(key('?', true))).toBe(false)
    expect(isHelpKey(key('?', false, { ctrlKey: true }))).toBe(false)
    expect(isHelpKey(key('h'))).toBe(false)
  })

  it('opens at the section of the tooltip showing, else of the phase', () => {
    const cards = catalogFor('second').cards
    const pauper = cards.findIndex((c) => c.kind === 'pauper')
    expect(sectionForTip({ kind: 'card', id: pauper, edition: 'second' })).toBe('paupers')
    expect(sectionForTip({ kind: 'district', id: 0, edition: 'classic' })).toBe('boroughs')
    expect(sectionForTip({ kind: 'card', id: -1, edition: 'second' })).toBeNull()
    expect(contextSection({ kind: 'district', id: 0, edition: 'second' }, 'develop')).toBe('districts')
    expect(contextSection(null, 'develop')).toBe('develop')
    expect(contextSection(null, 'run')).toBe('run-city')
    expect(contextSection(null, null)).toBe('overview')
  })
})
