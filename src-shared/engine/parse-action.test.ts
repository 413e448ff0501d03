import { describe, expect, it } from 'vitest'
import { GameRecord } from '../game-record'
import { SaveError, serializeSave } from '../save-format'
import { parseAction } from './parse-action'

/** Names every plain object inherits: a lookup by `in` or `obj[key]` finds them on any table of fields. */
const INHERITED = [
  'constructor',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__proto__',
  '__defineGetter__',
  '__lookupSetter__',
]

describe('parseAction: only an action own known fields', () => {
  it('refuses fields named after Object.prototype members, whatever their value', () => {
    for (const key of INHERITED) {
      for (const value of ['[]', '[1, 2]', '{}', '1', 'null']) {
        for (const base of ['"type":"drawDeck"', '"type":"activate","card":3', '"type":"place","card":1,"spend":null,"onto":null']) {
          // JSON.parse, as IPC and save files give it: "__proto__" becomes an own field, not the prototype
          const input: unknown = JSON.parse(`{${base},"${key}":${value}}`)
          const type = (input as { type: string }).type
          expect(parseAction(input), `${base} ${key}: ${value}`).toEqual({ ok: false, message: `Unexpected field "${key}" in ${type}.` })
        }
      }
    }
  })

  it('says which field is missing, and ignores a missing field the prototype has', () => {
    expect(parseAction({ type: 'place', card: 1, spend: null })).toEqual({ ok: false, message: 'Field "onto" is missing from place.' })
    const inherits = Object.create({ card: 4 }) as Record<string, unknown>
    inherits.type = 'discard'
    expect(parseAction(inherits)).toEqual({ ok: false, message: 'Field "card" is missing from discard.' })
    expect(parseAction(Object.create({ type: 'drawDeck' }))).toEqual({ ok: false, message: 'Field "type" is missing from the action.' })
  })

  it('echoes only a short excerpt of what it refuses', () => {
    const huge = 'x'.repeat(1_000_000)
    for (const input of [{ type: huge }, { type: 'drawDeck', [huge]: 1 }]) {
      const r = parseAction(input)
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(r.message.length).toBeLessThan(120)
        expect(r.message).toContain('xxxxxxxxxx…')
      }
    }
    expect(parseAction({ type: 'fly' })).toEqual({ ok: false, message: 'Unknown action type "fly".' })
  })

  it('a game refuses such a move, records nothing, and a save carrying one is refused', () => {
    const record = GameRecord.create({ edition: 'second', players: 2, seed: 5 }, [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Bo', level: 'easy' },
    ])
    const bad: unknown = JSON.parse('{"type":"drawDeck","constructor":[]}')
    const r = record.apply(bad, 0)
    expect(r.ok).toBe(false)
    expect(record.length).toBe(0)

    const save = record.playAll([{ type: 'drawDeck' }]).toSave()
    const tampered = serializeSave({ ...save, actions: [bad] })
    expect(() => GameRecord.load(tampered)).toThrow(SaveError)
    expect(() => GameRecord.load(tampered)).toThrow(/move 1/)
  })
})
