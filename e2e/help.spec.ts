/**
 * The help window: the rules reference opened from the table with F1 (at the section of the moment) and "?",
 * its search in all four languages, tooltips and the turn bar leading to their sections, the card compendium's
 * filters and the icon legend. Screenshots go to the screenshots folder (e2e/ui-helpers.ts)..
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { resetSession, screenshot, startGame } from './ui-helpers'

test.describe.configure({ timeout: 120_000 })

const help = (page: Page) => page.getByTestId('help')
const section = (page: Page, id: string) => page.locator(`[data-testid=help-section][data-section="${id}"]`)

/** The element is inside the visible part of its scrolling container (measured, not guessed). */
async function expectInView(el: Locator, container: Locator): Promise<void> {
  const [a, b] = await Promise.all([el.boundingBox(), container.boundingBox()])
  expect(a && b).toBeTruthy()
  expect(a!.y).toBeGreaterThanOrEqual(b!.y - 1)
  expect(a!.y + Math.min(a!.height, 40)).toBeLessThanOrEqual(b!.y + b!.height + 1)
}

async function startTwoPlayer(page: Page, seed: number): Promise<void> {
  await startGame(
    page,
    'second',
    [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', name: 'Babbage', level: 'easy' },
    ],
    seed,
  )
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  await page.mouse.move(0, 0)
}

test('F1 opens the reference from the table at the step in play; Esc closes it and focus comes back', async ({ page, london }) => {
  expect((await london.setSettings({ language: 'en', botSpeed: 'instant' })).ok).toBe(true)
  await page.setViewportSize({ width: 1280, height: 800 })
  await startTwoPlayer(page, 6)
  await expect(help(page)).toBeHidden()

  const settings = page.getByTestId('open-settings')
  await settings.focus()
  await page.keyboard.press('F1')
  await expect(help(page)).toBeVisible()
  // the turn starts with the draw: the reference opens at drawing, its heading focused and in view
  await expect(section(page, 'drawing')).toHaveClass(/current/)
  await expect(section(page, 'drawing').locator('h3')).toBeFocused()
  await expectInView(section(page, 'drawing').locator('h3'), page.getByTestId('help-sections'))
  // the dialog fits the window
  const box = (await help(page).boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(1280)
  expect(box.y + box.height).toBeLessThanOrEqual(800)
  // a modal dialog: the table behind is inert while it is open
  expect(await help(page).evaluate((d) => d.matches(':modal'))).toBe(true)
  await screenshot(page, 'help-rules')

  await page.keyboard.press('Escape')
  await expect(help(page)).toBeHidden()
  await expect(settings).toBeFocused()

  // "?" opens it too, from anywhere outside a text field; the top bar has a button for it
  await page.keyboard.press('?')
  await expect(help(page)).toBeVisible()
  await page.getByTestId('close-help').click()
  await expect(help(page)).toBeHidden()
  await page.getByTestId('open-help').click()
  await expect(help(page)).toBeVisible()
  await expect(page.getByTestId('help-search')).toBeFocused()
  // typing "?" in the search field types it
  await page.keyboard.type('loan?')
  await expect(page.getByTestId('help-search')).toHaveValue('loan?')
  await expect(section(page, 'loans')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help(page)).toBeHidden()
})

test('a search finds poverty in each language, accents and case aside', async ({ page, london }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const queries = { en: 'Poverty', es: 'POBREZA', pt: 'pobreza', fr: 'pauvrete' } as const
  const marked = { en: /poverty/i, es: /pobreza/i, pt: /pobreza/i, fr: /pauvreté/i } as const
  for (const lang of ['en', 'es', 'pt', 'fr'] as const) {
    expect((await london.setSettings({ language: lang })).ok).toBe(true)
    await resetSession(page)
    await page.getByTestId('open-help').click()
    await expect(help(page)).toBeVisible()
    await page.getByTestId('help-search').fill(queries[lang])
    await expect(section(page, 'poverty')).toBeVisible()
    await expect(page.locator('[data-testid=toc-item][data-section=poverty]')).toBeVisible()
    await expect(section(page, 'poverty').locator('mark').first()).toHaveText(marked[lang])
    await expect(page.getByTestId('help-found')).toContainText(/[1-9]/)
    // a section that never mentions it is filtered out
    await expect(section(page, 'draw-three')).toHaveCount(0)
    if (lang === 'fr') {
      await page.setViewportSize({ width: 1920, height: 1080 })
      await screenshot(page, 'help-search-fr')
      await page.setViewportSize({ width: 1280, height: 800 })
    }
    await page.getByTestId('help-search').fill('zzzqqq')
    await expect(page.getByTestId('help-no-match')).toBeVisible()
    await page.keyboard.press('Escape')
  }
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
})

test('a tooltip leads to its section with F1, and the turn bar links its steps', async ({ page, london }) => {
  expect((await london.setSettings({ language: 'en', botSpeed: 'instant' })).ok).toBe(true)
  await page.setViewportSize({ width: 1280, height: 800 })
  await startTwoPlayer(page, 6)

  // a card of the hand that moves poverty: its tooltip names the poverty section
  const cards = page.getByTestId('hand-card')
  let found = false
  for (let i = 0; i < (await cards.count()) && !found; i++) {
    await cards.nth(i).hover()
    // the card's name is "Name (colour)": the tooltip heads with the name
    const label = (await cards.nth(i).getAttribute('aria-label'))!
    await expect(page.getByTestId('tooltip').locator('.head')).toHaveText(label.slice(0, label.lastIndexOf(' (')))
    found = (await page.getByTestId('tooltip-help').getAttribute('data-section')) === 'poverty'
  }
  expect(found).toBe(true)
  await expect(page.getByTestId('tooltip-help')).toContainText('Poverty')
  await screenshot(page, 'help-tooltip-link', { keepHover: true })
  await page.keyboard.press('F1')
  await expect(help(page)).toBeVisible()
  await expect(section(page, 'poverty')).toHaveClass(/current/)
  await expect(section(page, 'poverty').locator('h3')).toBeFocused()
  await expectInView(section(page, 'poverty').locator('h3'), page.getByTestId('help-sections'))
  await expect(page.locator('[data-testid=toc-item].current')).toHaveAttribute('data-section', 'poverty')
  await page.keyboard.press('Escape')

  // a pauper's tooltip leads to the paupers
  const pauper = page.locator('[data-testid=hand-card][aria-label="Paupers (grey)"]').first()
  await pauper.hover()
  await expect(page.getByTestId('tooltip-help')).toHaveAttribute('data-section', 'paupers')
  await page.keyboard.press('F1')
  await expect(section(page, 'paupers')).toHaveClass(/current/)
  await page.keyboard.press('Escape')
  await page.mouse.move(0, 0)

  // the steps of the turn bar link to their sections
  await page.locator('[data-testid=turn-step][data-step=handLimit] [data-testid=step-help]').click()
  await expect(section(page, 'hand-limit')).toHaveClass(/current/)
  await expectInView(section(page, 'hand-limit').locator('h3'), page.getByTestId('help-sections'))
  await page.keyboard.press('Escape')
  await page.locator('[data-testid=turn-step][data-step=action] [data-testid=step-help]').click()
  await expect(section(page, 'turn')).toHaveClass(/current/)
  await page.keyboard.press('Escape')
})

test('the card compendium filters by colour, deck and words, in both editions', async ({ page, london }) => {
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
  await page.setViewportSize({ width: 1280, height: 800 })
  await resetSession(page)
  await page.getByTestId('open-help').click()
  await page.getByTestId('help-tab-cards').click()
  const entries = page.getByTestId('compendium-card')
  const total = await entries.count()
  expect(total).toBeGreaterThan(60)
  await expect(page.getByTestId('compendium-count')).toHaveText(`Shown: ${total} of ${total}`)
  await expect(page.getByTestId('provenance-legend')).toContainText('Confirmed')
  await expect(entries.first().getByTestId('provenance')).toBeVisible()
  await screenshot(page, 'help-compendium')

  await page.getByTestId('filter-colour-blue').click()
  const blue = await entries.count()
  expect(blue).toBeGreaterThan(0)
  expect(blue).toBeLessThan(total)
  expect(new Set(await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-colour'))))).toEqual(new Set(['blue']))
  await page.getByTestId('filter-deck-B').click()
  const blueB = await entries.count()
  expect(blueB).toBeLessThan(blue)
  expect(
    await entries.evaluateAll((els) => els.every((e) => e.getAttribute('data-colour') === 'blue' && e.getAttribute('data-deck') === 'B')),
  ).toBe(true)
  await page.getByTestId('filter-colour-all').click()
  await page.getByTestId('filter-deck-all').click()
  await page.getByTestId('compendium-search').fill('hospital')
  await expect(entries.first().locator('h3')).toHaveText('Hospital')
  expect(await entries.evaluateAll((els) => els.every((e) => e.querySelector('h3')?.textContent === 'Hospital'))).toBe(true)

  // the classic edition has the Underground card and the boroughs of the map
  await page.getByTestId('compendium-edition-classic').click()
  await page.getByTestId('compendium-search').fill('underground')
  await expect(entries).toHaveCount(1)
  await expect(entries.first().locator('h3')).toHaveText('Underground')
  await page.getByTestId('compendium-show-districts').click()
  await expect(page.getByTestId('compendium-district')).toHaveCount(20)
  await page.getByTestId('compendium-edition-second').click()
  await expect(page.getByTestId('compendium-district')).toHaveCount(20)
  await expect(page.locator('[data-testid=compendium-district][data-district-name=Wandsworth]')).toContainText('Confirmed for 2017')

  // the icon legend explains each icon, beside real cards
  await page.getByTestId('help-tab-icons').click()
  expect(await page.getByTestId('icon-entry').count()).toBeGreaterThan(20)
  await expect(page.locator('[data-icon=flip]')).toContainText('face down')
  // and the short forms an opponent's row takes when its words do not fit
  await expect(page.locator('[data-icon=heldPoverty]')).toContainText('▼')
  await expect(page.locator('[data-icon=heldPoverty]')).toContainText('poverty')
  await expect(page.locator('[data-icon=projected]')).toContainText('final score')
  // the colour swatches come in the order their sentence names the colours
  const colours = page.locator('[data-icon=colours]')
  const swatches = await colours.getByTestId('colour-mark').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.colour!))
  const sentence = (await colours.locator('.words').textContent())!
  expect(swatches).toHaveLength(4)
  expect([...swatches].sort((a, b) => sentence.indexOf(a) - sentence.indexOf(b))).toEqual(swatches)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await screenshot(page, 'help-icons')
})
