/**
 * Damaged user data, on a Node host of this spec's own (its own user data folder): a settings file that cannot
 * be read or holds bad values, and an autosave that cannot be resumed, are kept aside (never overwritten) and
 * the start screen says what was kept and where, in the player's language. Pictures (1280×800, English and
 * French) go to the test's output folder (test-results/, not tracked).
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expect, startNodeHost, test } from './fixtures'
import type { IpcResult } from '../src-shared/ipc/contract'

test.describe.configure({ timeout: 120_000 })

async function call<T>(url: string, channel: string, payload?: unknown): Promise<T> {
  const res = await fetch(new URL(`ipc/${channel}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload }),
  })
  const r = (await res.json()) as IpcResult<T>
  if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`)
  return r.value
}

async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  await page.goto(url)
  await page.waitForFunction(() => typeof window.london === 'object')
  return { page, errors }
}

function stop(proc: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (proc.exitCode !== null) return ok()
    proc.removeAllListeners('exit')
    proc.once('exit', () => ok())
    proc.kill('SIGTERM')
  })
}

const DAMAGED_AUTOSAVE = '{"format":"london-save","version":3,"seats":[{"kind":"hu'
const aside = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('autosave-damaged-'))

test('damaged settings and autosave: kept aside, never overwritten, and the start screen says so', async ({
  londonHost,
  hostBrowser,
}, testInfo) => {
  test.skip(londonHost !== 'chromium-host', 'starts Node hosts on folders of its own')

  // 1. a settings file that is not JSON, and a damaged autosave: English (the defaults apply)
  const dir = mkdtempSync(join(tmpdir(), 'london-e2e-notices-'))
  writeFileSync(join(dir, 'settings.json'), '{"settings": {"lang')
  writeFileSync(join(dir, 'autosave.london'), DAMAGED_AUTOSAVE)
  let host = await startNodeHost({ userDataDir: dir })
  let { page, errors } = await openPage(hostBrowser!, host.url)
  try {
    const notices = page.getByTestId('data-notice')
    await expect(notices).toHaveCount(2)
    await expect(notices.nth(0)).toHaveAttribute('data-kind', 'settings-unreadable')
    await expect(notices.nth(0)).toContainText('Your settings file could not be read')
    await expect(notices.nth(0)).toContainText(`“settings.json.corrupt” in ${dir}`)
    await expect(notices.nth(1)).toHaveAttribute('data-kind', 'autosave-unreadable')
    const [keptAs] = aside(dir)
    await expect(notices.nth(1)).toContainText(`“${keptAs}” in ${dir}`)
    await expect(page.getByTestId('resume-offer')).toHaveCount(0)
    // non-blocking: the start screen works around it
    await expect(page.getByTestId('new-game')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('data-notices-en.png') })
    expect(readFileSync(join(dir, 'settings.json.corrupt'), 'utf8')).toBe('{"settings": {"lang')
    expect(readFileSync(join(dir, keptAs!), 'utf8')).toBe(DAMAGED_AUTOSAVE)

    // dismissed one by one
    await notices.nth(0).getByRole('button').click()
    await expect(notices).toHaveCount(1)
    await expect(notices.nth(0)).toHaveAttribute('data-kind', 'autosave-unreadable')

    // the next new game writes its own autosave; the damaged one stays as it was
    await call(host.url, 'newGame', {
      edition: 'second',
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', name: 'Babbage', level: 'easy' },
      ],
      seed: 3,
    })
    await expect(page.getByTestId('table')).toBeVisible()
    expect(readFileSync(join(dir, keptAs!), 'utf8')).toBe(DAMAGED_AUTOSAVE)
    expect(aside(dir)).toEqual([keptAs])
    expect(errors).toEqual([])
  } finally {
    await page.context().close()
    await stop(host.proc)
  }

  // 2. readable settings with a bad value (the language kept: French) and a damaged autosave
  const dir2 = mkdtempSync(join(tmpdir(), 'london-e2e-notices-fr-'))
  const stored = '{"settings": {"language": "fr", "animationSpeed": 7}}'
  writeFileSync(join(dir2, 'settings.json'), stored)
  writeFileSync(join(dir2, 'autosave.london'), DAMAGED_AUTOSAVE)
  host = await startNodeHost({ userDataDir: dir2 })
  ;({ page, errors } = await openPage(hostBrowser!, host.url))
  try {
    const notices = page.getByTestId('data-notice')
    await expect(notices).toHaveCount(2)
    await expect(notices.nth(0)).toHaveAttribute('data-kind', 'settings-invalid')
    await expect(notices.nth(0)).toContainText('Certains de vos réglages étaient abîmés')
    const copy = readdirSync(dir2).find((f) => f.startsWith('settings-damaged-'))!
    await expect(notices.nth(0)).toContainText(`« ${copy} » dans ${dir2}`)
    await expect(notices.nth(1)).toContainText('La partie laissée en cours la dernière fois n’a pas pu être lue')
    await page.screenshot({ path: testInfo.outputPath('data-notices-fr.png') })
    expect(JSON.parse(readFileSync(join(dir2, copy), 'utf8'))).toEqual(JSON.parse(stored).settings)
    // a change is stored; the copy is never overwritten
    await call(host.url, 'setSettings', { animationSpeed: 'off' })
    expect(JSON.parse(readFileSync(join(dir2, 'settings.json'), 'utf8')).settings).toMatchObject({ language: 'fr', animationSpeed: 'off' })
    expect(JSON.parse(readFileSync(join(dir2, copy), 'utf8'))).toEqual(JSON.parse(stored).settings)
    expect(errors).toEqual([])
  } finally {
    await page.context().close()
    await stop(host.proc)
  }
})
