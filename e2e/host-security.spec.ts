/**
 * The Node host's own routes (e2e/host/server.ts), as a page on another origin or a careless client could call
 * them: the scripted-dialog route is for the test process only (a page must not choose where the next save goes),
 * a malformed URL is a clear 400, and no page may frame the renderer.
 */
import { expect, test } from './fixtures'
import type { IpcResult, OpenResult } from '../src-shared/ipc/contract'

test.skip(({ londonHost }) => londonHost !== 'chromium-host', 'routes of the Node host')

const FOREIGN = 'http://example.invalid'
/** A save that does not exist: opening it is BAD_SAVE, so an Open dialog that answers it shows. */
const MISSING = '/tmp/london-host-security-no-such-file.london'

/** What the next Open dialog answers, seen through `open`: cancelled (nothing queued) or the file queued. */
async function nextOpen(hostUrl: string): Promise<IpcResult<OpenResult>> {
  const res = await fetch(new URL('ipc/open', hostUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload: null }),
  })
  return (await res.json()) as IpcResult<OpenResult>
}

test('a cross-origin text/plain POST to /__host/dialog is refused and queues nothing', async ({ request, hostUrl }) => {
  // what a form or a no-cors fetch on another origin can send without a preflight
  const res = await request.post(new URL('/__host/dialog', hostUrl!).href, {
    headers: { 'content-type': 'text/plain', origin: FOREIGN },
    data: JSON.stringify({ kind: 'open', path: MISSING }),
  })
  expect(res.status()).toBe(403)
  expect(await res.text()).toMatch(/test process only/)
  expect(await nextOpen(hostUrl!)).toMatchObject({ ok: true, value: { opened: false } })
})

test('/__host/dialog refuses any page, even its own origin, and any body that is not JSON', async ({ request, hostUrl }) => {
  const url = new URL('/__host/dialog', hostUrl!).href
  const data = { kind: 'open', path: MISSING }
  for (const origin of [FOREIGN, new URL(hostUrl!).origin, 'null']) {
    const res = await request.post(url, { headers: { origin }, data })
    expect(res.status(), origin).toBe(403)
  }
  const plain = await request.post(url, { headers: { 'content-type': 'text/plain' }, data: JSON.stringify(data) })
  expect(plain.status()).toBe(415)
  expect(await plain.text()).toMatch(/application\/json/)
  expect(await nextOpen(hostUrl!)).toMatchObject({ ok: true, value: { opened: false } })
})

test('the test process still scripts the dialogs (JSON, no Origin: what Node fetch sends)', async ({ hostUrl }) => {
  const res = await fetch(new URL('__host/dialog', hostUrl!), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'open', path: MISSING }),
  })
  expect(res.status).toBe(200)
  // the queued answer was used: the missing file is refused as a bad save
  expect(await nextOpen(hostUrl!)).toMatchObject({ ok: false, error: { code: 'BAD_SAVE' } })
})

test('bad percent-encoding in a path is a 400 with a clear message, not a 500', async ({ request, hostUrl }) => {
  for (const path of ['/%E0%A4%A', '/assets/%zz.js', '/%']) {
    const res = await request.get(new URL(path, hostUrl!).href)
    expect(res.status(), path).toBe(400)
    expect(await res.text(), path).toMatch(/percent-encoding/)
  }
  const ipc = await request.post(new URL('/ipc/%E0%A4%A', hostUrl!).href, { data: { payload: null } })
  expect(ipc.status()).toBe(400)
  expect(await ipc.text()).toMatch(/percent-encoding/)
})

test("every response forbids framing (frame-ancestors 'none' in the CSP header)", async ({ request, hostUrl }) => {
  for (const path of ['/', '/__london/shim.js', '/no-such-file']) {
    const res = await request.get(new URL(path, hostUrl!).href)
    expect(res.headers()['content-security-policy'], path).toMatch(/frame-ancestors 'none'/)
    expect(res.headers()['x-frame-options'], path).toBe('DENY')
  }
})
