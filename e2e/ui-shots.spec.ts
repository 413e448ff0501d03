/**
 * Pictures of the table's flows (the screenshots folder, e2e/ui-helpers.ts), at 1280×800 and 1920×1080, in English and French: the
 * "since your last turn" summary with a why-not note, a card being placed (its targets and its payment), the end of
 * a hot-seat turn, the finished game's table and the question before leaving. Positions come from legal engine
 * moves (e2e/positions.ts).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type LondonHandle } from './fixtures'
import { playToPosition, writePosition, type Position } from './positions'
import { openPosition, screenshot, snapshotOf } from './ui-helpers'

test.describe.configure({ timeout: 240_000 })

const SIZES = [
  [1280, 800],
  [1920, 1080],
] as const

async function useLanguage(page: Page, london: LondonHandle, language: 'en' | 'fr'): Promise<void> {
  expect((await london.setSettings({ language })).ok).toBe(true)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** Both sizes of the picture `name` (the page as it is). */
async function shoot(page: Page, name: string, language: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
    await screenshot(page, `${name}-${width}x${height}-${language}`)
  }
}

test('screenshots of the flows, in English and French', async ({ page, london, hostUrl }) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  const dir = mkdtempSync(join(tmpdir(), 'london-shots-'))
  const hotSeat = (p: Position): Position => ({ ...p, seats: p.seats.map((s) => ({ kind: 'human', name: s.name })) })
  for (const language of ['en', 'fr'] as const) {
    expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language, confirmTurnEnd: true })).ok).toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })
    // late in a 4-player game: the summary of the others' turns, and why a district cannot be bought now
    await openPosition(page, hostUrl!, writePosition(dir, playToPosition('second', 4, 'late'), `late-${language}`))
    await useLanguage(page, london, language)
    await expect(page.getByTestId('since-summary')).toBeVisible()
    const s = await snapshotOf(page)
    await page.locator(`[data-testid=district][data-district="${s.view!.districtOffer[0]}"]`).click()
    await expect(page.getByTestId('why-not')).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(page.getByTestId('tooltip')).toHaveCount(0)
    await shoot(page, 'play-since-why', language)

    // a card being placed: the new-stack slot and the stacks it may go on, the card that pays marked in the hand
    await openPosition(page, hostUrl!, writePosition(dir, playToPosition('classic', 3, 'late'), `place-${language}`))
    await page.locator('[data-testid=deck][data-legal=true], [data-testid=board-card][data-legal=true]').first().click()
    const develop = page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]')
    if ((await develop.count()) === 0) {
      await openPosition(page, hostUrl!, writePosition(dir, playToPosition('classic', 3, 'start'), `place-start-${language}`))
      await page.getByTestId('deck').click()
    }
    await develop.click()
    const place = (await snapshotOf(page)).legal.find((a) => a.type === 'place' && a.spend !== null)
    await page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${place!.type === 'place' ? place!.card : -1}"]`).click()
    await expect(page.getByTestId('new-stack')).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(page.getByTestId('tooltip')).toHaveCount(0)
    await shoot(page, 'play-placing', language)

    // hot-seat: the end of a turn waits for its player's confirmation
    await openPosition(page, hostUrl!, writePosition(dir, hotSeat(playToPosition('second', 2, 'bigHand')), `hot-${language}`))
    await page.getByTestId('confirm-handover').click()
    // discard down to the hand limit, one answered click at a time
    const handCards = page.locator('[data-testid=hand] [data-testid=hand-card]')
    await expect(page.getByTestId('poverty-forecast')).toBeVisible()
    for (let n = await handCards.count(); n > 9; n--) {
      await handCards.first().click()
      await expect(handCards).toHaveCount(n - 1)
    }
    await expect(page.getByTestId('confirm-turn-end')).toBeVisible()
    await shoot(page, 'play-turn-end', language)

    // the question before leaving a game with unsaved moves
    await page.getByTestId('quit').click()
    await expect(page.getByTestId('confirm-dialog')).toBeVisible()
    await shoot(page, 'play-leave', language)
    await page.getByTestId('confirm-cancel').click()

    // the finished game's table
    await openPosition(page, hostUrl!, writePosition(dir, playToPosition('second', 4, 'over'), `over-${language}`))
    await page.getByTestId('show-final-table').click()
    await expect(page.getByTestId('game-over-panel')).toBeVisible()
    await shoot(page, 'play-final-table', language)
  }
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
})
