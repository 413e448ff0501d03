/**
 * Statistics of finished games, on a Node host of this spec's own (its own user data folder): a game played to
 * its end is shown on the statistics screen; the host process is killed and started again on the same folder
 * and the statistics are still there; reset forgets them; a damaged statistics file is set aside and reported.
 * Screenshots: statistics-*.png (English 1280×800, French 1920×1080).
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expect, startNodeHost, test } from './fixtures'
import { screenshot } from './ui-helpers'
import type { IpcResult } from '../src-shared/ipc/contract'
import type { SessionSnapshot } from '../src-shared/session'
import type { StatisticsReport } from '../src-shared/statistics'

test.describe.configure({ timeout: 300_000 })

/** Calls a channel of the host over its HTTP IPC, as the page's shim does. */
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

/** Plays the human seat with the quickest legal moves (draw three whenever possible) until the game is over. */
async function playToEnd(url: string): Promise<number> {
  const quick = ['chooseDrawThree', 'endDevelop', 'endRun', 'stopDrawing', 'drawDeck', 'discard']
  for (let moves = 0; moves < 3000;) {
    const s = await call<SessionSnapshot>(url, 'getSnapshot')
    if (s.stage === 'scoring' || s.stage === 'over') return moves
    if (s.stage !== 'human' || s.legal.length === 0) {
      await new Promise((ok) => setTimeout(ok, 5))
      continue
    }
    const move =
      quick.map((type) => s.legal.find((a) => a.type === type)).find((a) => a !== undefined) ??
      s.legal.find((a) => a.type !== 'takeLoan' && a.type !== 'repayLoan') ??
      s.legal[0]!
    await call(url, 'act', { seq: s.view!.seq, action: move })
    moves++
  }
  throw new Error('the game did not end')
}

async function openPage(browser: Browser, url: string, size: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size })).newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  await page.goto(url)
  await page.waitForFunction(() => typeof window.london === 'object')
  ;(page as unknown as { errors: string[] }).errors = errors
  return page
}

const rowOf = (page: Page) => page.locator('[data-testid=stats-row][data-edition=second][data-players="2"][data-opponents=easy]')

function stop(proc: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((ok) => {
    if (proc.exitCode !== null) return ok()
    proc.removeAllListeners('exit')
    proc.once('exit', () => ok())
    proc.kill(signal)
  })
}

test('statistics: a finished game is shown, survives a restart of the host, and reset forgets it', async ({ londonHost, hostBrowser }) => {
  test.skip(londonHost !== 'chromium-host', 'restarts the Node host process')
  const dir = mkdtempSync(join(tmpdir(), 'london-e2e-stats-'))
  let host = await startNodeHost({ userDataDir: dir })
  let page = await openPage(hostBrowser!, host.url, { width: 1280, height: 800 })
  try {
    await call(host.url, 'setSettings', { botSpeed: 'instant', animationSpeed: 'off', language: 'en' })
    await page.reload()
    // nothing yet
    await page.getByTestId('open-statistics').click()
    await expect(page.getByTestId('stats-empty')).toBeVisible()
    await page.getByTestId('close-statistics').click()

    // a game played to its end: you against one easy bot
    await call(host.url, 'newGame', {
      edition: 'second',
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', name: 'Babbage', level: 'easy' },
      ],
      seed: 5,
    })
    await expect(page.getByTestId('table')).toBeVisible()
    await expect(page.getByTestId('open-statistics')).toHaveCount(0) // not while playing
    const moves = await playToEnd(host.url)
    console.log(`[statistics] game finished after ${moves} human moves`)
    await expect(page.getByTestId('winner')).toBeVisible({ timeout: 30_000 })
    const end = await call<SessionSnapshot>(host.url, 'getSnapshot')
    const mine = end.result!.scores.find((s) => s.seat === 0)!
    const won = end.result!.winners.includes(0)

    // shown on the statistics screen, as main counted it
    await page.getByTestId('open-statistics').click()
    let row = rowOf(page)
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('stats-games')).toHaveText('1')
    await expect(row.getByTestId('stats-wins')).toHaveText(won ? '1 (100%)' : '0 (0%)')
    await expect(row.getByTestId('stats-best')).toHaveText(String(mine.total))
    await expect(row.getByTestId('stats-poverty')).toHaveText(String(mine.finalPoverty))
    await expect(page.getByTestId('stats-bar')).toHaveCount(1)
    await expect(page.getByTestId('stats-bar')).toHaveAttribute('data-score', String(mine.total))
    await expect(page.getByTestId('stats-summary')).toContainText('1 finished game')
    await screenshot(page, 'statistics')
    const before = await call<StatisticsReport>(host.url, 'getStatistics')
    expect(JSON.parse(readFileSync(join(dir, 'statistics.json'), 'utf8')).statistics.groups).toHaveLength(1)

    // the host process dies (SIGKILL: no chance to flush anything) and starts again on the same folder
    await page.context().close()
    await stop(host.proc, 'SIGKILL')
    host = await startNodeHost({ userDataDir: dir })
    page = await openPage(hostBrowser!, host.url, { width: 1920, height: 1080 })
    expect(await call<StatisticsReport>(host.url, 'getStatistics')).toEqual(before)
    await call(host.url, 'setSettings', { language: 'fr' })
    await page.reload()
    await page.getByTestId('open-statistics').click()
    row = rowOf(page)
    await expect(row.getByTestId('stats-games')).toHaveText('1')
    await expect(page.getByTestId('statistics')).toContainText('Vos statistiques')
    await screenshot(page, 'statistics-fr')

    // reset asks first; cancel keeps them, confirm forgets them (durably)
    await page.getByTestId('stats-reset').click()
    await expect(page.getByTestId('stats-reset-question')).toBeVisible()
    await page.getByTestId('stats-reset-no').click()
    await expect(row).toHaveCount(1)
    await page.getByTestId('stats-reset').click()
    await page.getByTestId('stats-reset-yes').click()
    await expect(page.getByTestId('stats-empty')).toBeVisible()
    await page.context().close()
    await stop(host.proc, 'SIGTERM')

    // a damaged file: set aside, reported, the app goes on with empty statistics
    writeFileSync(join(dir, 'statistics.json'), '{"statistics": {"groups": [')
    host = await startNodeHost({ userDataDir: dir })
    page = await openPage(hostBrowser!, host.url, { width: 1280, height: 800 })
    await call(host.url, 'setSettings', { language: 'en' })
    await page.reload()
    await page.getByTestId('open-statistics').click()
    await expect(page.getByTestId('stats-set-aside')).toContainText('statistics.json.corrupt')
    await expect(page.getByTestId('stats-empty')).toBeVisible()
    expect(readFileSync(join(dir, 'statistics.json.corrupt'), 'utf8')).toBe('{"statistics": {"groups": [')
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
  } finally {
    await page.context().close()
    await stop(host.proc, 'SIGTERM')
  }
})
