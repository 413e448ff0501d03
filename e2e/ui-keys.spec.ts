/**
 * The keyboard at the start of a turn and the guided game's opponent (issue 24 item 10): Enter at the draw step
 * draws the top card of the deck; Esc puts the hint away; the guided game's opponent has a proper name in the
 * player's language, shown on the table. At 1280×800 and 1920×1080. Screenshots: keys-*.png.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { resetSession, screenshot, snapshotOf, startGame } from './ui-helpers'

test.describe.configure({ timeout: 120_000 })

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

const seq = async (page: Page) => Number(await page.getByTestId('table').getAttribute('data-seq'))

/** Nothing focused: the keys go to the table, as after the player's last click on its background. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

for (const size of SIZES) {
  test(`Esc puts the hint away; Enter at the draw step draws (${size.width}×${size.height})`, async ({ page, london }) => {
    await page.setViewportSize(size)
    expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
    await startGame(
      page,
      'second',
      [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', name: 'Babbage', level: 'easy' },
      ],
      2024,
    )
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
    expect((await snapshotOf(page)).view!.phase.kind).toBe('draw')
    await blur(page)

    // the hint, asked with its key, goes with Esc (as its ✕ does) and nothing is played
    const before = await seq(page)
    await page.keyboard.press('h')
    await expect(page.getByTestId('hint')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('hint')).toHaveCount(0)
    expect(await seq(page)).toBe(before)

    // Enter with nothing selected: the one draw the turn starts with, from the deck
    const hand = (await snapshotOf(page)).view!.players[0]!.hand.length
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
    const after = await snapshotOf(page)
    expect(after.view!.phase.kind).not.toBe('draw')
    expect(after.view!.players[0]!.hand.length).toBe(hand + 1)
    expect(after.log.at(-1)).toMatchObject({ event: { t: 'draw', seat: 0, from: 'deck' } })
    // at the next step Enter alone does nothing: it confirms only what a click started
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(await seq(page)).toBe(before + 1)
  })
}

for (const size of SIZES) {
  test(`Tab starts on the player's own controls, not the opponents' chips (${size.width}×${size.height})`, async ({ page, london }) => {
    await page.setViewportSize(size)
    expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
    await startGame(
      page,
      'second',
      [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', name: 'Babbage', level: 'easy' },
      ],
      2024,
    )
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement
        const area = el?.closest('[data-testid=hand], [data-testid=deck], [data-testid=action-panel], [data-testid=opponent-area]')
        return area?.getAttribute('data-testid') ?? el?.tagName ?? null
      })
    // the draw step, then the action step: the first Tab lands on what the player may do now
    for (let step = 0; step < 2; step++) {
      await blur(page)
      await page.keyboard.press('Tab')
      // the draw step: the deck; the action step: the four actions of the turn's panel
      expect(await focused()).toBe(step === 0 ? 'deck' : 'action-panel')
      // and it is on the screen, where it is
      const box = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect()
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
      })
      expect(await page.evaluate(([x, y]) => document.activeElement!.contains(document.elementFromPoint(x!, y!)), [box.x, box.y])).toBe(
        true,
      )
      if (step === 0) {
        const before = await seq(page)
        await blur(page)
        await page.keyboard.press('Enter')
        await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
        await expect(page.locator('[data-testid=action-panel] [data-testid=legal-action]').first()).toBeEnabled()
      }
    }
  })
}

for (const [language, name] of [
  ['en', 'Mr Brunel'],
  ['fr', 'M. Brunel'],
] as const) {
  for (const size of SIZES) {
    test(`the guided game's opponent has a proper name (${language}, ${size.width}×${size.height})`, async ({ page, london }) => {
      await page.setViewportSize(size)
      expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language })).ok).toBe(true)
      await resetSession(page)
      await page.getByTestId('start-guided').click()
      await expect(page.getByTestId('table')).toBeVisible()
      const s = await snapshotOf(page)
      expect(s.seats[1]).toMatchObject({ kind: 'bot', name })
      // shown on the opponent's area, not hidden under anything
      const area = page.getByTestId('opponent-area')
      const label = area.getByText(name, { exact: true }).first()
      await expect(label).toBeVisible()
      const box = (await label.boundingBox())!
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid=opponent-area]') !== null,
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      expect(hit).toBe(true)
      await screenshot(page, `keys-guided-${language}-${size.width}`)
    })
  }
}
