import { describe, expect, it, vi } from 'vitest'
import type { LondonService } from './contract'
import { handleIpc, ServiceError } from './handle'

function service(over: Partial<LondonService> = {}): LondonService {
  return {
    appInfo: () => ({ name: 'London', version: '1.2.3', host: 'node' }),
    echo: ({ text }) => ({ text }),
    ...over,
  } as LondonService // only the channels these tests call
}

describe('handleIpc', () => {
  it('routes a valid request to the service', async () => {
    expect(await handleIpc(service(), 'appInfo', undefined)).toEqual({
      ok: true,
      value: { name: 'London', version: '1.2.3', host: 'node' },
    })
    expect(await handleIpc(service(), 'echo', { text: 'hi' })).toEqual({ ok: true, value: { text: 'hi' } })
  })

  it('refuses unknown channels, including prototype names', async () => {
    for (const ch of ['nope', 'toString', '__proto__', 'constructor']) {
      const r = await handleIpc(service(), ch, undefined)
      expect(r.ok ? null : r.error.code).toBe('UNKNOWN_CHANNEL')
    }
  })

  it('refuses an invalid payload without calling the service', async () => {
    const echo = vi.fn()
    const r = await handleIpc(service({ echo }), 'echo', { text: 'x'.repeat(1001) })
    expect(r).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid request for "echo": text: must be at most 1000 characters (got 1001)' },
    })
    expect(echo).not.toHaveBeenCalled()
  })

  it('refuses extra fields and arguments to channels that take none', async () => {
    expect(await handleIpc(service(), 'echo', { text: 'hi', admin: true })).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid request for "echo": admin: unknown field' },
    })
    const r = await handleIpc(service(), 'appInfo', { please: 1 })
    expect(r).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: 'Invalid request for "appInfo": expected no argument' } })
    expect((await handleIpc(service(), 'appInfo', null)).ok).toBe(true)
  })

  it('names a missing field, and quotes at most a short excerpt of what it refuses', async () => {
    expect(await handleIpc(service(), 'echo', {})).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid request for "echo": missing field text' },
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
        echo: () => {
          throw new ServiceError({ code: 'ILLEGAL_MOVE', rule: 'wrong-phase', message: 'Choose your action after drawing.' })
        },
      }),
      'echo',
      { text: '' },
    )
    expect(a).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', rule: 'wrong-phase', message: 'Choose your action after drawing.' } })
    const onInternalError = vi.fn()
    const b = await handleIpc(
      service({
        echo: async () => {
          throw new Error('boom')
        },
      }),
      'echo',
      { text: '' },
      { onInternalError },
    )
    expect(b).toEqual({ ok: false, error: { code: 'INTERNAL', message: '"echo" failed: boom' } })
    expect(onInternalError).toHaveBeenCalledOnce()
  })
})
