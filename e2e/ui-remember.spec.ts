/**
 * Saved, quit, opened again (issue 24 item 6): a game saved to a file and left has nothing to lose, so opening that
 * file (or starting anew) asks nothing, while one move more than the file holds still asks; the New game form
 * offers the last game's seats (names, kinds, levels) and edition, also after a reload. English at 1280×800, French
 * at 1920×1080. The level list offers the four bot levels (Expert last) in both languages, and an Expert seat plays
 * and is remembered. Screenshots: remember-*.png.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { clickOneLegal, queueDialog, resetSession, screenshot, type SeatSpec, snapshotOf, startGame } from './ui-helpers'

test.describe.configure({ timeout: 120_000 })

// the host's settings outlive a spec: the specs after this one start in English again
test.afterEach(async ({ london }) => {
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
})

const seq = async (page: Page) => Number(await page.getByTestId('table').getAttribute('data-seq'))

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'Ada' },
  { kind: 'bot', name: 'Babbage', level: 'hard' },
  { kind: 'bot', name: 'Lovelace', level: 'easy' },
]

/** The bot levels as the level list names them, weakest first. */
const LEVEL_NAMES = {
  en: ['Easy', 'Medium', 'Hard', 'Expert'],
  fr: ['Facile', 'Moyen', 'Difficile', 'Expert'],
} as const

/** The New game form shows the seats and edition of SEATS' game. */
async function expectRemembered(page: Page): Promise<void> {
  await expect(page.getByTestId('edition-classic')).toBeChecked()
  const rows = page.getByTestId('seat')
  await expect(rows).toHaveCount(SEATS.length)
  for (const [i, s] of SEATS.entries()) {
    const row = rows.nth(i)
    await expect(row.getByTestId('seat-name')).toHaveValue(s.name)
    await expect(row.getByTestId(s.kind === 'human' ? 'seat-human' : 'seat-bot')).toBeChecked()
    if (s.level) await expect(row.getByTestId('seat-level')).toHaveValue(s.level)
  }
}

for (const [language, size] of [
  ['en', { width: 1280, height: 800 }],
  ['fr', { width: 1920, height: 1080 }],
] as const) {
  test(`saved, quit and opened again: no warning, the form remembers the seats (${language}, ${size.width}×${size.height})`, async ({
    page,
    london,
    hostUrl,
  }) => {
    test.skip(hostUrl === null, 'the Save and Open dialogs are scripted by the Node host')
    await page.setViewportSize(size)
    expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language, confirmTurnEnd: true })).ok).toBe(true)
    await startGame(page, 'classic', SEATS, 77)
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
    const start = await seq(page)
    await page.getByTestId('deck').click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start + 1))
    const dir = mkdtempSync(join(tmpdir(), 'london-remember-'))
    await queueDialog(hostUrl!, 'save', join(dir, 'kept'))
    await page.getByTestId('save').click()
    await expect.poll(async () => (await snapshotOf(page)).unsaved).toBe(false)
    const file = (await snapshotOf(page)).savePath!
    // saved: Quit asks nothing; the start screen offers the game, and the form the same seats
    await page.getByTestId('quit').click()
    await expect(page.getByTestId('new-game')).toBeVisible()
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0)
    await expect(page.getByTestId('resume-offer')).toBeVisible()
    await expectRemembered(page)
    // and after a reload (the settings come from main)
    await page.reload()
    await page.waitForFunction(() => typeof window.london === 'object')
    await expect(page.getByTestId('resume-offer')).toBeVisible()
    await expectRemembered(page)
    await screenshot(page, `remember-form-${language}-${size.width}`)
    // opening the very file the game was saved to: nothing would be lost, no question
    await queueDialog(hostUrl!, 'open', file)
    await page.getByTestId('open').click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start + 1))
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0)
    // one move more than the file holds: leaving it and opening a file asks again
    await clickOneLegal(page)
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-seq', String(start + 1))
    await page.getByTestId('quit').click()
    await page.getByTestId('confirm-yes').click()
    await expect(page.getByTestId('resume-offer')).toBeVisible()
    await page.getByTestId('open').click()
    const dialog = page.getByTestId('confirm-dialog')
    await expect(dialog).toHaveAttribute('data-kind', 'open-replaces')
    await screenshot(page, `remember-asks-${language}-${size.width}`)
    await page.getByTestId('confirm-cancel').click()
    await expect(dialog).toHaveCount(0)
    // leave the worker's defaults as other specs expect them
    const defaultSeats = [
      { kind: 'human' as const, name: 'You' },
      { kind: 'bot' as const, name: 'Bot 1', level: 'medium' as const },
      { kind: 'bot' as const, name: 'Bot 2', level: 'medium' as const },
    ]
    expect((await london.setSettings({ defaultEdition: 'second', defaultSeats })).ok).toBe(true)
  })
}

for (const [language, size] of [
  ['en', { width: 1280, height: 800 }],
  ['fr', { width: 1920, height: 1080 }],
] as const) {
  test(`the form offers four bot levels; an Expert plays its turn and is remembered (${language}, ${size.width}×${size.height})`, async ({
    page,
    london,
  }) => {
    await page.setViewportSize(size)
    expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language, confirmTurnEnd: false })).ok).toBe(true)
    await resetSession(page)
    const bot = page
      .getByTestId('seat')
      .filter({ has: page.getByTestId('seat-level') })
      .first()
    const options = bot.getByTestId('seat-level').locator('option')
    await expect(options).toHaveText([...LEVEL_NAMES[language]])
    expect(await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['easy', 'medium', 'hard', 'expert'])
    await bot.getByTestId('seat-level').selectOption('expert')
    await expect(bot.getByTestId('seat-level')).toHaveValue('expert')
    await screenshot(page, `remember-levels-${language}-${size.width}`)
    const seats: SeatSpec[] = [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', name: 'Turing', level: 'expert' },
    ]
    await startGame(page, 'second', seats, 26)
    // the table names the bot's level in this language
    const opponent = page.getByTestId('opponent-area')
    await expect(opponent).toContainText(LEVEL_NAMES[language][3])
    // play one turn: then Expert plays its own in the app's bot worker, and the turn comes back
    const table = page.getByTestId('table')
    await expect(table).toHaveAttribute('data-my-turn', 'true', { timeout: 60_000 })
    const turnOf = async () => (await snapshotOf(page)).view?.turnNumber ?? -1
    const first = await turnOf()
    while ((await table.getAttribute('data-my-turn')) === 'true' && (await turnOf()) === first) await clickOneLegal(page)
    await expect.poll(turnOf, { timeout: 60_000 }).toBeGreaterThanOrEqual(first + 2)
    await expect(table).toHaveAttribute('data-my-turn', 'true', { timeout: 60_000 })
    await screenshot(page, `remember-expert-table-${language}-${size.width}`)
    // the form starts with the Expert seat the next time
    await page.getByTestId('quit').click()
    const confirm = page.getByTestId('confirm-yes')
    if (await confirm.isVisible()) await confirm.click()
    await expect(page.getByTestId('new-game')).toBeVisible()
    await expect(page.getByTestId('seat').nth(1).getByTestId('seat-level')).toHaveValue('expert')
    const defaultSeats = [
      { kind: 'human' as const, name: 'You' },
      { kind: 'bot' as const, name: 'Bot 1', level: 'medium' as const },
      { kind: 'bot' as const, name: 'Bot 2', level: 'medium' as const },
    ]
    expect((await london.setSettings({ defaultEdition: 'second', defaultSeats })).ok).toBe(true)
  })
}
