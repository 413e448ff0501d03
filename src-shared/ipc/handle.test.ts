import { describe, expect, it, vi } from 'vitest'
import type { LondonService } from './contract'
import { handleIpc, ServiceError } from './handle'

function service(over: Partial<LondonService> = {}): LondonService {
  return {
    appInfo: () => ({ name: 'London', version: '1.2.3', host: 'node' }),
    newGuidedGame: ({ you, bot }) => ({ rev: you.length + bot.length }),
    ...over,
  } as LondonService // only the channels these tests call
}

describe('handleIpc', () => {
  it('routes a valid request to the service', async () => {
    expect(await handleIpc(service(), 'appInfo', undefined)).toEqual({
      ok: true,
      value: { name: 'London', version: '1.2.3', host: 'node' },
    })
    // the schema's output (names trimmed) is what the service gets
    expect(await handleIpc(service(), 'newGuidedGame', { you: ' Ann ', bot: 'Bo' })).toEqual({ ok: true, value: { rev: 5 } })
  })

  it('refuses unknown channels, including prototype names', async () => {
    for (const ch of ['nope', 'toString', '__proto__', 'constructor']) {
      const r = await handleIpc(service(), ch, undefined)
      expect(r.ok ? null : r.error.code).toBe('UNKNOWN_CHANNEL')
    }
  })

  it('refuses an invalid payload without calling the service', async () => {
    const newGuidedGame = vi.fn()
    const r = await handleIpc(service({ newGuidedGame }), 'newGuidedGame', { you: 'x'.repeat(41), bot: 'Bo' })
    expect(r).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: expect.stringMatching(/^Invalid request for "newGuidedGame": you: /) },
    })
    expect(newGuidedGame).not.toHaveBeenCalled()
  })

  it('refuses extra fields and arguments to channels that take none', async () => {
    expect(await handleIpc(service(), 'newGuidedGame', { you: 'Ann', bot: 'Bo', admin: true })).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid request for "newGuidedGame": admin: unknown field' },
    })
    const r = await handleIpc(service(), 'appInfo', { please: 1 })
    expect(r).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: 'Invalid request for "appInfo": expected no argument' } })
    expect((await handleIpc(service(), 'appInfo', null)).ok).toBe(true)
  })

  it('names a missing field, and quotes at most a short excerpt of what it refuses', async () => {
    expect(await handleIpc(service(), 'newGuidedGame', { you: 'Ann' })).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid request for "newGuidedGame": missing field bot' },
    })
    expect(await handleIpc(service(), 'act', { action: { type: 'drawDeck' } })).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid request for "act": missing field seq' },
    })
    const huge = 'x'.repeat(1_000_000)
    for (const [channel, payload] of [
      [huge, undefined],
      ['act', { seq: 0, action: { type: huge } }],
      ['act', { seq: 0, action: { type: 'drawDeck', [huge]: [] } }],
      ['act', { seq: 0, [huge]: 1, action: { type: 'drawDeck' } }],
    ] as const) {
      const r = await handleIpc(service(), channel, payload)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error.message.length).toBeLessThan(200)
    }
  })

  it('maps ServiceError to its error and other throws to INTERNAL', async () => {
    const a = await handleIpc(
      service({
        newGuidedGame: () => {
          throw new ServiceError({ code: 'ILLEGAL_MOVE', rule: 'wrong-phase', message: 'Choose your action after drawing.' })
        },
      }),
      'newGuidedGame',
      { you: 'Ann', bot: 'Bo' },
    )
    expect(a).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', rule: 'wrong-phase', message: 'Choose your action after drawing.' } })
    const onInternalError = vi.fn()
    const b = await handleIpc(
      service({
        newGuidedGame: async () => {
          throw new Error('boom')
        },
      }),
      'newGuidedGame',
      { you: 'Ann', bot: 'Bo' },
      { onInternalError },
    )
    expect(b).toEqual({ ok: false, error: { code: 'INTERNAL', message: '"newGuidedGame" failed: boom' } })
    expect(onInternalError).toHaveBeenCalledOnce()
  })
})
