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

test('a command answers with its revision and pushes the change', async ({ london }) => {
  // a game on the table first: the quit below then changes what the screen shows (the host keeps its session
  // between specs, and a command that changes nothing pushes nothing)
  const started = await london.newGame({
    edition: 'second',
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bea' },
    ],
    seed: 7,
  })
  expect(started).toMatchObject({ ok: true, value: { rev: expect.any(Number) } })
  if (!started.ok) return
  // the new game's own push may still be on its way: the quit's is the first one after its revision
  const event = london.nextEvent('session', { after: started.value.rev })
  const r = await london.call('quitGame')
  expect(r).toMatchObject({ ok: true, value: { rev: expect.any(Number) } })
  if (!r.ok) return
  const rev = (r.value as { rev: number }).rev
  expect(await event).toMatchObject({ rev, stage: 'setup' })
  // quitting again changes nothing: answered with the revision already shown, nothing new to push
  expect(await london.call('quitGame')).toMatchObject({ ok: true, value: { rev } })
})

test('invalid payloads are refused with a clear error', async ({ london }) => {
  expect(await london.call('newGuidedGame', { you: 42, bot: 'Bo' })).toMatchObject({
    ok: false,
    error: { code: 'BAD_REQUEST', message: expect.stringMatching(/^Invalid request for "newGuidedGame": you: /) },
  })
  expect(await london.call('newGuidedGame')).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } })
  expect(await london.call('newGuidedGame', { you: 'Ann', bot: 'Bo', admin: true })).toEqual({
    ok: false,
    error: { code: 'BAD_REQUEST', message: 'Invalid request for "newGuidedGame": admin: unknown field' },
  })
  expect(await london.call('quitGame', { please: 1 })).toEqual({
    ok: false,
    error: { code: 'BAD_REQUEST', message: 'Invalid request for "quitGame": expected no argument' },
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
