/**
 * Accessibility (issue 24 item 11): axe-core's WCAG 2 A and AA rules on the start screen, the statistics, the
 * help (rules, cards, icons), the table of both editions (the classic one while a card is being placed, its payer
 * choices open), and the scoring screen; any serious or critical violation fails and is printed. Then pictures
 * of the table while placing, and of the icon legend, at 1280×800 and 1920×1080 in English and French, and under
 * simulated deuteranopia and protanopia (Chromium's DevTools protocol), where the colour symbols must tell the
 * card colours apart. Positions come from legal engine moves (e2e/positions.ts).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, type LondonHandle } from './fixtures'
import { playToPosition, writePosition } from './positions'
import { openPosition, resetSession, screenshot, snapshotOf } from './ui-helpers'

test.describe.configure({ timeout: 300_000 })

interface Finding {
  readonly screen: string
  readonly rule: string
  readonly impact: string
  readonly help: string
  readonly targets: string[]
}

/** The serious and critical WCAG 2 A/AA violations of the page as it is now. */
async function axe(page: Page, screen: string): Promise<Finding[]> {
  await page.mouse.move(0, 0)
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ')}` : ''}`),
    }))
}

/** Opens a late classic position and selects a hand card to place: its targets and payer choices show. */
async function placing(page: Page, hostUrl: string, dir: string, name: string): Promise<void> {
  await openPosition(page, hostUrl, writePosition(dir, playToPosition('classic', 3, 'late'), name))
  await page.locator('[data-testid=deck][data-legal=true], [data-testid=board-card][data-legal=true]').first().click()
  const develop = page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]')
  if ((await develop.count()) === 0) {
    await openPosition(page, hostUrl, writePosition(dir, playToPosition('classic', 3, 'start'), `${name}-start`))
    await page.getByTestId('deck').click()
  }
  await develop.click()
  const place = (await snapshotOf(page)).legal.find((a) => a.type === 'place' && a.spend !== null)
  expect(place).toBeTruthy()
  await page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${place!.type === 'place' ? place!.card : -1}"]`).click()
  await expect(page.getByTestId('new-stack')).toBeVisible()
  await expect(page.getByTestId('choices').getByTestId('colour-mark').first()).toBeVisible()
  await page.mouse.move(0, 0)
}

async function useLanguage(page: Page, london: LondonHandle, language: 'en' | 'fr'): Promise<void> {
  expect((await london.setSettings({ language })).ok).toBe(true)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

test('axe finds no serious or critical WCAG A/AA violation on the start screen, statistics, help, both tables and the scoring', async ({
  page,
  london,
  hostUrl,
}) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
  await page.setViewportSize({ width: 1280, height: 800 })
  const dir = mkdtempSync(join(tmpdir(), 'london-a11y-'))
  const found: Finding[] = []

  await resetSession(page)
  found.push(...(await axe(page, 'start')))

  await page.getByTestId('open-statistics').click()
  await expect(page.getByTestId('statistics')).toBeVisible()
  found.push(...(await axe(page, 'statistics')))
  await page.getByTestId('close-statistics').click()

  await page.getByTestId('open-help').click()
  await expect(page.getByTestId('help')).toBeVisible()
  found.push(...(await axe(page, 'help')))
  for (const tab of ['cards', 'icons']) {
    await page.getByTestId(`help-tab-${tab}`).click()
    found.push(...(await axe(page, `help-${tab}`)))
  }
  await page.getByTestId('close-help').click()

  await openPosition(page, hostUrl!, writePosition(dir, playToPosition('second', 4, 'late'), 'second-late'))
  await expect(page.getByTestId('table')).toBeVisible()
  found.push(...(await axe(page, 'table-second')))

  await placing(page, hostUrl!, dir, 'classic-placing')
  found.push(...(await axe(page, 'table-classic-placing')))

  await openPosition(page, hostUrl!, writePosition(dir, playToPosition('second', 4, 'over'), 'over'))
  await expect(page.getByTestId('scoring')).toBeVisible()
  found.push(...(await axe(page, 'scoring')))

  for (const f of found) console.log(`[axe] ${f.screen}: ${f.impact} ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`)
  expect(found.map((f) => `${f.screen}: ${f.rule}`)).toEqual([])
})

test('pictures: the colour symbols while placing and in the legend, in English and French, and under deuteranopia and protanopia', async ({
  page,
  london,
  hostUrl,
}) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  const dir = mkdtempSync(join(tmpdir(), 'london-a11y-shots-'))
  for (const language of ['en', 'fr'] as const) {
    expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language })).ok).toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })
    await useLanguage(page, london, language)
    await placing(page, hostUrl!, dir, `shots-${language}`)
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
      await screenshot(page, `a11y-placing-${width}x${height}-${language}`)
    }
    if (language === 'en') {
      const cdp = await page.context().newCDPSession(page)
      for (const type of ['deuteranopia', 'protanopia'] as const) {
        await cdp.send('Emulation.setEmulatedVisionDeficiency', { type })
        await screenshot(page, `a11y-placing-${type}`)
      }
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' })
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByTestId('open-help').click()
    await page.getByTestId('help-tab-icons').click()
    await expect(page.locator('[data-testid=icon-entry][data-icon=colours] [data-testid=colour-mark]')).toHaveCount(4)
    await page.locator('[data-testid=icon-entry][data-icon=colours]').scrollIntoViewIfNeeded()
    await screenshot(page, `a11y-legend-${language}`)
    await page.getByTestId('close-help').click()
  }
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
})
