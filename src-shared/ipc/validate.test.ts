import { describe, expect, it } from 'vitest'
import { v } from './validate'

describe('v (IPC validators)', () => {
  const req = v.object({
    text: v.string({ max: 5 }),
    n: v.optional(v.number({ integer: true, min: 0 })),
    tags: v.optional(v.array(v.literal('a', 'b'), { max: 2 })),
  })

  it('accepts a valid value and returns it', () => {
    expect(req.check({ text: 'hi', n: 2, tags: ['a'] })).toEqual({ ok: true, value: { text: 'hi', n: 2, tags: ['a'] } })
    expect(req.check({ text: '' })).toEqual({ ok: true, value: { text: '' } })
  })

  it('says what is wrong and where', () => {
    expect(req.check({ text: 42 })).toEqual({ ok: false, message: 'text: expected a string, got number' })
    expect(req.check({ text: 'toolong' })).toEqual({ ok: false, message: 'text: must be at most 5 characters (got 7)' })
    expect(req.check({ text: 'x', n: 1.5 })).toEqual({ ok: false, message: 'n: expected an integer, got 1.5' })
    expect(req.check({ text: 'x', tags: ['a', 'c'] })).toEqual({ ok: false, message: 'tags[1]: expected "a" | "b", got "c"' })
    expect(req.check({ text: 'x', extra: 1 })).toEqual({ ok: false, message: 'extra: unknown field' })
    expect(req.check(null).ok).toBe(false)
    expect(req.check([]).ok).toBe(false)
  })

  it('refuses non-finite numbers and accepts none() only for nothing', () => {
    expect(v.number().check(Number.NaN).ok).toBe(false)
    expect(v.number().check(Infinity).ok).toBe(false)
    expect(v.none().check(undefined).ok).toBe(true)
    expect(v.none().check(null).ok).toBe(true)
    expect(v.none().check({}).ok).toBe(false)
  })

  it('union picks the first matching alternative', () => {
    const u = v.union(v.literal('pass'), v.object({ play: v.number() }))
    expect(u.check('pass')).toEqual({ ok: true, value: 'pass' })
    expect(u.check({ play: 3 })).toEqual({ ok: true, value: { play: 3 } })
    expect(u.check(true).ok).toBe(false)
  })

  it('does not trust prototype keys', () => {
    const o = JSON.parse('{"text":"a","__proto__":{"x":1}}') as unknown
    expect(req.check(o)).toEqual({ ok: false, message: '__proto__: unknown field' })
  })
})
