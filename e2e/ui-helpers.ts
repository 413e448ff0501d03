/**
 * Helpers for the UI specs: start a game from the new-game screen and play it by clicking only what the
 * renderer highlights (buttons derived from snapshot.legal).
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import type { BotLevel, SessionSnapshot } from '../src-shared/session'

/**
 * Where screenshots go: an ignored folder, so a test run never rewrites tracked files. `npm run shots` points
 * LONDON_SHOTS_DIR at docs/screenshots/ to refresh the pictures on purpose.
 */
export const screenshotsDir = resolve(process.env.LONDON_SHOTS_DIR ?? resolve(import.meta.dirname, '../test-results/screenshots'))

export async function screenshot(page: Page, name: string, opts: { keepHover?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true })
  if (!opts.keepHover) await page.mouse.move(0, 0)
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`) })
}

export interface SeatSpec {
  kind: 'human' | 'bot'
  name: string
  level?: BotLevel
}

/** Leaves any game the worker's host still has (hosts live per worker) and reloads to the new-game screen. */
export async function resetSession(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const s = await window.london.getSnapshot()
    if (s.ok && s.value.stage !== 'setup') await window.london.quitGame()
  })
  await page.reload()
  await page.waitForFunction(() => typeof window.london === 'object')
  await expect(page.getByTestId('new-game')).toBeVisible()
  // the game left behind is offered for resuming: start fresh (a new or opened game would ask before replacing it)
  await page.waitForLoadState('networkidle')
  const fresh = page.getByTestId('discard-autosave')
  if (await fresh.isVisible()) await fresh.click()
}

/** Fills the new-game screen and starts. */
export async function startGame(page: Page, edition: 'second' | 'classic', seats: SeatSpec[], seed?: number): Promise<void> {
  await resetSession(page)
  await page.getByTestId(`edition-${edition}`).check()
  let rows = page.getByTestId('seat')
  while ((await rows.count()) < seats.length) await page.getByTestId('add-seat').click()
  while ((await rows.count()) > seats.length) await rows.last().getByTestId('remove-seat').click()
  rows = page.getByTestId('seat')
  for (let i = 0; i < seats.length; i++) {
    const row = rows.nth(i)
    const s = seats[i]!
    await row.getByTestId('seat-name').fill(s.name)
    await row.getByTestId(s.kind === 'human' ? 'seat-human' : 'seat-bot').check()
    if (s.kind === 'bot') await row.getByTestId('seat-level').selectOption(s.level ?? 'easy')
  }
  if (seed !== undefined) await page.getByTestId('seed').fill(String(seed))
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('new-game')).toHaveCount(0)
}

/** What the screen shows now, as one string: changes whenever a click had an effect. */
export function stateKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const app = document.querySelector('[data-testid=app]') as HTMLElement | null
    const table = document.querySelector('[data-testid=table]') as HTMLElement | null
    const choices = document.querySelector('[data-testid=choices]') ? 'c' : ''
    const question = document.querySelector('[data-testid=confirm-dialog][data-kind=finish-run]') ? 'q' : ''
    return `${app?.dataset.stage}|${table?.dataset.seq ?? ''}|${table?.dataset.viewer ?? ''}|${choices}${question}`
  })
}

/** Waits until the key differs from `before` (the click took effect). */
export async function waitForChange(page: Page, before: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (prev) => {
      const app = document.querySelector('[data-testid=app]') as HTMLElement | null
      const table = document.querySelector('[data-testid=table]') as HTMLElement | null
      const choices = document.querySelector('[data-testid=choices]') ? 'c' : ''
      const question = document.querySelector('[data-testid=confirm-dialog][data-kind=finish-run]') ? 'q' : ''
      return `${app?.dataset.stage}|${table?.dataset.seq ?? ''}|${table?.dataset.viewer ?? ''}|${choices}${question}` !== prev
    },
    before,
    { timeout },
  )
}

/** Global buttons preferred when several are offered: drawing three is the fastest way through a game. */
export const FAST = ['chooseDrawThree', 'runDistrict', 'endRun', 'endDevelop', 'stopDrawing', 'chooseDevelop', 'chooseRunCity', 'repayLoan']
/** Develops whenever it may. */
export const DEVELOPER = ['endDevelop', 'chooseDevelop', 'runDistrict', 'endRun', 'chooseRunCity', 'stopDrawing', 'chooseDrawThree']
/** Buys land whenever it may, else builds. */
export const LANDLORD = [
  'runDistrict',
  'endRun',
  'endDevelop',
  'buyLand',
  'chooseRunCity',
  'chooseDevelop',
  'stopDrawing',
  'chooseDrawThree',
]
/** Builds a city: develop and run whenever possible (for screenshots with something on the table). */
export const BUILDER = [
  'runDistrict',
  'endRun',
  'endDevelop',
  'chooseRunCity',
  'chooseDevelop',
  'stopDrawing',
  'chooseDrawThree',
  'repayLoan',
]

/**
 * Waits for something to do, then clicks one highlighted thing: a choice of the open panel, else a preferred
 * turn button, else the first highlighted card/district/deck, else (last resort) a loan. A hot-seat turn end
 * waiting for its confirmation is confirmed.
 * Returns 'over' at the scoring screen, 'handover' on a handover screen (not confirmed), else 'clicked'.
 */
export async function clickOneLegal(
  page: Page,
  prefer: readonly string[] = FAST,
  timeout = 60_000,
): Promise<'over' | 'handover' | 'clicked'> {
  await page.waitForFunction(
    () => {
      const stage = (document.querySelector('[data-testid=app]') as HTMLElement | null)?.dataset.stage
      if (stage === 'scoring' || stage === 'over' || stage === 'handover') return true
      if (stage === 'turnEnd') return document.querySelector('[data-testid=confirm-turn-end]:not([aria-disabled=true])') !== null
      const busy = [...document.querySelectorAll('[data-testid=legal-action]')].some((b) => (b as HTMLButtonElement).disabled)
      if (busy) return false
      return document.querySelector('[data-testid=legal-action], [data-legal=true]') !== null
    },
    undefined,
    { timeout },
  )
  const stage = await page.getByTestId('app').getAttribute('data-stage')
  if (stage === 'scoring' || stage === 'over') return 'over'
  if (stage === 'handover') return 'handover'
  const before = await stateKey(page)
  if (stage === 'turnEnd') {
    await page.getByTestId('confirm-turn-end').click()
    await waitForChange(page, before)
    return 'clicked'
  }
  // finishing a run with cards left asks first: activate them all (asked again with only choices left: finish anyway)
  if ((await page.locator('[data-testid=confirm-dialog][data-kind=finish-run]').count()) > 0) {
    await page.getByTestId('confirm-yes').click()
    await waitForChange(page, before)
    return 'clicked'
  }
  const choice = page.locator('[data-testid=choices] [data-testid=legal-action]')
  let target = choice.first()
  if ((await choice.count()) === 0) {
    target = page.locator('[data-testid=legal-action][data-action-type=takeLoan]').first()
    let found = false
    for (const type of prefer) {
      // 'buyLand' means: open the first highlighted district / borough
      const b =
        type === 'buyLand'
          ? page.locator('[data-legal=true][data-district]')
          : page.locator(`[data-testid=legal-action][data-action-type=${type}]`)
      if ((await b.count()) > 0) {
        target = b.first()
        found = true
        break
      }
    }
    if (!found) {
      const subject = page.locator('[data-legal=true]')
      if ((await subject.count()) > 0) target = subject.first()
    }
  }
  await target.click()
  await waitForChange(page, before)
  return 'clicked'
}

/** Plays until the scoring screen; hot-seat handovers are confirmed here, or by `onHandover` when given. */
export async function playToEnd(page: Page, opts: { maxClicks?: number; onHandover?: () => Promise<void> } = {}): Promise<number> {
  const max = opts.maxClicks ?? 4000
  let clicks = 0
  while (clicks < max) {
    const r = await clickOneLegal(page)
    if (r === 'over') return clicks
    if (r === 'handover') {
      if (opts.onHandover) {
        // the callback checks the screen and confirms
        await opts.onHandover()
        continue
      }
      const before = await stateKey(page)
      await page.getByTestId('confirm-handover').click()
      await waitForChange(page, before)
      continue
    }
    clicks++
  }
  throw new Error(`game not over after ${max} clicks`)
}

/** The types of the legal actions of the player at the screen ([] when it is not their decision). */
export async function legalTypes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const r = await window.london.getSnapshot()
    return r.ok && r.value.stage === 'human' ? r.value.legal.map((a) => a.type) : []
  })
}

/** Click → table round trips the renderer has recorded so far. */
export async function roundTripCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __londonRoundTrips: number[] }).__londonRoundTrips.length)
}

/** Plays legal clicks (confirming handovers) until `done` holds at a decision of the player at the screen. */
export async function playUntil(page: Page, done: () => Promise<boolean>, maxClicks = 4000): Promise<void> {
  for (let clicks = 0; clicks < maxClicks;) {
    if ((await legalTypes(page)).length > 0 && (await done())) return
    const r = await clickOneLegal(page)
    if (r === 'over') throw new Error('the game ended before the position looked for')
    if (r === 'handover') {
      const before = await stateKey(page)
      await page.getByTestId('confirm-handover').click()
      await waitForChange(page, before)
      continue
    }
    clicks++
  }
  throw new Error(`position not reached after ${maxClicks} clicks`)
}

/** Opens a `.london` file through the Open button (the Node host answers the Open dialog with `path`). */
export async function openPosition(page: Page, hostUrl: string, path: string): Promise<void> {
  await resetSession(page)
  const res = await fetch(new URL('__host/dialog', hostUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'open', path }),
  })
  expect(res.ok).toBe(true)
  await page.getByTestId('open').click()
  // a game in play opens on its table (hot-seat: on the handover), a finished one on its scores
  await expect(page.locator('[data-testid=table], [data-testid=scoring], [data-testid=handover]').first()).toBeVisible()
}

/** The session as the page sees it now. */
export async function snapshotOf(page: Page): Promise<SessionSnapshot> {
  return page.evaluate(async () => {
    const r = await window.london.getSnapshot()
    if (!r.ok) throw new Error(r.error.message)
    return r.value
  })
}

/** Scripts the Node host's next Save or Open dialog: it will answer `path` (null: cancelled). */
export async function queueDialog(hostUrl: string, kind: 'save' | 'open', path: string | null): Promise<void> {
  const res = await fetch(new URL('__host/dialog', hostUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, path }),
  })
  expect(res.ok).toBe(true)
}
