/**
 * Save / open through the UI. The Node host answers the Save/Open dialogs with the path the test queues
 * (POST /__host/dialog, host only); native dialogs cannot be scripted in Electron, so these run on chromium-host.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BUILDER, clickOneLegal, queueDialog, screenshot, startGame } from './ui-helpers'
import type { SessionSnapshot } from '../src-shared/session'

test.describe.configure({ timeout: 120_000 })

async function snap(page: Page): Promise<SessionSnapshot> {
  return page.evaluate(async () => {
    const r = await window.london.getSnapshot()
    if (!r.ok) throw new Error(r.error.message)
    return r.value
  })
}

/** The position as a player sees it (not where it is saved). */
function position(s: SessionSnapshot) {
  return { stage: s.stage, viewer: s.viewer, view: s.view, legal: s.legal, log: s.log, seats: s.seats, prestigeHistory: s.prestigeHistory }
}

async function handIds(page: Page): Promise<number[]> {
  return page.getByTestId('hand-card').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.card)))
}

test('save → quit → open restores the exact position', async ({ page, london, hostUrl }) => {
  test.skip(hostUrl === null, 'native file dialogs cannot be scripted in Electron')
  await page.setViewportSize({ width: 1440, height: 900 })
  expect((await london.setSettings({ botSpeed: 'instant' })).ok).toBe(true)
  await startGame(
    page,
    'classic',
    [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', name: 'Babbage', level: 'easy' },
    ],
    1851,
  )
  for (let i = 0; i < 25; i++) await clickOneLegal(page, BUILDER)
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  const before = await snap(page)
  const hand = await handIds(page)
  expect(hand).toEqual(before.view!.players[before.viewer!]!.hand)

  const dir = mkdtempSync(join(tmpdir(), 'london-ui-'))
  const file = join(dir, 'my game.london')
  await queueDialog(hostUrl!, 'save', file)
  await page.getByTestId('save').click()
  await expect(page.getByTestId('notice')).toContainText('my game.london')
  expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('london-save')

  await page.getByTestId('quit').click()
  await expect(page.getByTestId('new-game')).toBeVisible()
  expect((await snap(page)).stage).toBe('setup')

  await queueDialog(hostUrl!, 'open', file)
  await page.getByTestId('open').click()
  // the game left in the autosave is the one in the file (saved, no move since): opening asks nothing
  await expect(page.getByTestId('table')).toBeVisible()
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0)
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before.view!.seq))
  const after = await snap(page)
  expect(position(after)).toEqual(position(before))
  expect(await handIds(page)).toEqual(hand)
  await expect(page.getByTestId('borough-map')).toBeVisible()
})

test('a corrupt save file is refused with a clear message and the current game is unchanged', async ({ page, london, hostUrl }) => {
  test.skip(hostUrl === null, 'native file dialogs cannot be scripted in Electron')
  expect((await london.setSettings({ botSpeed: 'instant' })).ok).toBe(true)
  await startGame(page, 'second', [
    { kind: 'human', name: 'Ada' },
    { kind: 'bot', name: 'Babbage', level: 'easy' },
  ])
  for (let i = 0; i < 8; i++) await clickOneLegal(page, BUILDER)
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  const before = await snap(page)
  const seq = await page.getByTestId('table').getAttribute('data-seq')

  const dir = mkdtempSync(join(tmpdir(), 'london-ui-'))
  // not JSON at all
  const garbage = join(dir, 'garbage.london')
  writeFileSync(garbage, '{"format":"london-save", this is not json')
  await queueDialog(hostUrl!, 'open', garbage)
  await page.getByTestId('open').click()
  // moves not saved to a file: Open asks first (the opened game would replace this one)
  await expect(page.getByTestId('confirm-dialog')).toHaveAttribute('data-kind', 'open')
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('error')).toBeVisible()
  const message = (await page.getByTestId('error').textContent()) ?? ''
  expect(message).toContain('could not be opened')
  await screenshot(page, 'corrupt-save-refused')
  expect(position(await snap(page))).toEqual(position(before))
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', seq!)

  // a real save whose moves were tampered with
  const good = join(dir, 'good.london')
  await queueDialog(hostUrl!, 'save', good)
  await page.getByTestId('save-as').click()
  await expect(page.getByTestId('notice')).toBeVisible()
  const save = JSON.parse(readFileSync(good, 'utf8')) as { actions: unknown[] }
  save.actions.splice(1, 0, { type: 'endRun' })
  const tampered = join(dir, 'tampered.london')
  writeFileSync(tampered, JSON.stringify(save))
  await expect(page.getByTestId('error')).toHaveCount(0)
  await queueDialog(hostUrl!, 'open', tampered)
  await page.getByTestId('open').click()
  await expect(page.getByTestId('error')).toBeVisible()
  console.log(`[ui-files] tampered save refused: ${await page.getByTestId('error').textContent()}`)
  expect(position(await snap(page))).toEqual(position(before))
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', seq!)
})
