import { describe, expect, it } from 'vitest'
import { share } from './share'

describe('share', () => {
  it('keeps the unchanged parts of the previous value, and is equal to the new one', () => {
    const prev = {
      seq: 1,
      players: [
        { money: 5, hand: [1, 2] },
        { money: 3, hand: [4] },
      ],
      phase: { kind: 'draw' },
    }
    const next = JSON.parse(JSON.stringify({ ...prev, seq: 2, players: [prev.players[0], { money: 1, hand: [4] }] })) as typeof prev
    const out = share(prev, next)
    expect(out).toEqual(next)
    expect(out).not.toBe(prev)
    expect(out.players[0]).toBe(prev.players[0])
    expect(out.phase).toBe(prev.phase)
    expect(out.players[1]).not.toBe(prev.players[1])
    expect(out.players[1]!.hand).toBe(prev.players[1]!.hand)
  })

  it('returns the previous value when nothing changed, and the new one when the shape differs', () => {
    const prev = { a: [1, { b: null }] }
    expect(share(prev, JSON.parse(JSON.stringify(prev)))).toBe(prev)
    expect(share(prev, { a: [1] })).toEqual({ a: [1] })
    expect(share([1, 2], { 0: 1, 1: 2 })).toEqual({ 0: 1, 1: 2 })
    expect(share({ x: 1 }, { x: 1, y: undefined })).toEqual({ x: 1, y: undefined })
    expect(share(null, { x: 1 })).toEqual({ x: 1 })
  })
})
