/**
 * Settings (language switch without restart, bot speed) and the resume-autosave offer at launch.
 */
import { expect, test } from './fixtures'
import { BUILDER, clickOneLegal, resetSession, screenshot, startGame } from './ui-helpers'

test.describe.configure({ timeout: 120_000 })

test('the language switches at once, everywhere, and is remembered', async ({ page, london }) => {
  await resetSession(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByTestId('start-game')).toHaveText('Start game')
  await page.getByTestId('open-settings').click()
  await expect(page.getByTestId('settings')).toBeVisible()
  const expected = { es: 'Empezar partida', pt: 'Começar o jogo', fr: 'Commencer la partie', en: 'Start game' } as const
  for (const lang of ['es', 'pt', 'fr'] as const) {
    await page.getByTestId(`language-${lang}`).click()
    await expect(page.getByTestId('start-game')).toHaveText(expected[lang])
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  }
  await page.getByTestId('bot-speed-step').check()
  await expect(page.getByTestId('bot-speed-help')).toContainText('coup')
  await expect
    .poll(async () => {
      const r = await london.getSettings()
      return r.ok && r.value.botSpeed
    })
    .toBe('step')
  await screenshot(page, 'settings-fr')
  await page.getByTestId('close-settings').click()
  // the provisional-card note is translated too
  await expect(page.getByTestId('provisional-note')).toContainText('2017')
  await page.reload()
  await expect(page.getByTestId('start-game')).toHaveText(expected.fr)
  expect(await london.getSettings()).toMatchObject({ ok: true, value: { language: 'fr', botSpeed: 'step' } })
  expect((await london.setSettings({ language: 'en', botSpeed: 'instant' })).ok).toBe(true)
})

test('an unfinished game is offered for resuming at launch and resumes at the same position', async ({ page, london }) => {
  expect((await london.setSettings({ botSpeed: 'instant', language: 'en' })).ok).toBe(true)
  await startGame(page, 'second', [
    { kind: 'human', name: 'Ada' },
    { kind: 'bot', name: 'Babbage', level: 'easy' },
  ])
  for (let i = 0; i < 10; i++) await clickOneLegal(page, BUILDER)
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  const seq = await page.getByTestId('table').getAttribute('data-seq')
  // leave the game (the autosave stays), then "launch" again
  await page.getByTestId('quit').click()
  // unsaved moves: Quit asks first, and says the autosave keeps them
  await expect(page.getByTestId('confirm-dialog')).toHaveAttribute('data-kind', 'quit')
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('new-game')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('resume-offer')).toBeVisible()
  await expect(page.getByTestId('resume-offer')).toContainText('Ada')
  await screenshot(page, 'new-game-resume')
  await page.getByTestId('resume-autosave').click()
  await expect(page.getByTestId('table')).toBeVisible()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', seq!)
})
