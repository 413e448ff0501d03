import { expect, test } from './fixtures'
import { channelNames } from '../src-shared/ipc/contract'

test('app loads and shows the title and app info', async ({ page, london }) => {
  await expect(page.locator('h1')).toHaveText('London')
  const info = await london.appInfo()
  expect(info).toEqual({
    ok: true,
    value: { name: 'London', version: expect.stringMatching(/^\d+\.\d+\.\d+/), host: expect.stringMatching(/^(electron|node)$/) },
  })
  if (!info.ok) return
  await expect(page.getByTestId('app-info')).toHaveText(`v${info.value.version} · host: ${info.value.host}`)
})

test('echo answers a valid request and pushes an event', async ({ london }) => {
  const event = london.nextEvent('echoed')
  expect(await london.echo({ text: 'Bank of England' })).toEqual({ ok: true, value: { text: 'Bank of England' } })
  expect(await event).toEqual({ text: 'Bank of England' })
})

test('invalid echo payloads are refused with a clear error', async ({ london }) => {
  expect(await london.call('echo', { text: 42 })).toEqual({
    ok: false,
    error: { code: 'BAD_REQUEST', message: 'Invalid request for "echo": text: expected a string' },
  })
  expect(await london.call('echo', { text: 'x'.repeat(1001) })).toEqual({
    ok: false,
    error: { code: 'BAD_REQUEST', message: 'Invalid request for "echo": text: must be at most 1000 characters (got 1001)' },
  })
  expect(await london.call('echo')).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } })
  expect(await london.call('echo', { text: 'hi', admin: true })).toMatchObject({
    ok: false,
    error: { code: 'BAD_REQUEST', message: 'Invalid request for "echo": admin: unknown field' },
  })
})

test('window.london exposes exactly the contract and rejects unknown events', async ({ page }) => {
  const keys = await page.evaluate(() => Object.keys(window.london).sort())
  expect(keys).toEqual([...channelNames, 'on'].sort())
  const thrown = await page.evaluate(() => {
    try {
      ;(window.london.on as (e: string, cb: () => void) => () => void)('nope', () => {})
      return null
    } catch (err) {
      return (err as Error).message
    }
  })
  expect(thrown).toContain('unknown event "nope"')
})
