/**
 * Running the city without silent losses or a click per card, and long choice lists that keep the step's buttons in
 * view (issue 24, items 1–3): finishing a run with cards left asks first and says what the run brings; "Activate
 * all" activates every card that needs no choice as one step, which one Undo takes back; a placement with many
 * targets and payers is grouped, and Finish/Cancel stay on screen (bounding boxes and elementFromPoint). At
 * 1280×800 and 1920×1080, in English and French. Positions come from legal engine moves (e2e/positions.ts).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { playToPosition, stateAfter, writePosition } from './positions'
import { openPosition, screenshot, snapshotOf } from './ui-helpers'
import { legalActions, runPreview, type Edition } from '../src-shared/engine/index'
import { actionsFor } from '../src-renderer/src/lib/game'
import { FLAT_CHOICES } from '../src-renderer/src/lib/direct'

test.describe.configure({ timeout: 120_000 })

let dir = ''
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'london-run-'))
})

const SCREENS = [
  { width: 1280, height: 800, language: 'en', edition: 'second' },
  { width: 1920, height: 1080, language: 'fr', edition: 'classic' },
  { width: 1280, height: 800, language: 'fr', edition: 'classic' },
  { width: 1920, height: 1080, language: 'en', edition: 'second' },
] as const

/**
 * A late position (seed found by the engine) where drawing and running the city leaves ≥ 3 cards for "Activate
 * all". Classic: a run is finished only after one activation, so `first` is activated by hand first.
 */
function runPosition(edition: Edition) {
  for (let seed = 1; seed < 40; seed++) {
    const pos = playToPosition(edition, 2, 'late', seed)
    const run = stateAfter(pos.state, [{ type: 'drawDeck' }, { type: 'chooseRunCity' }])
    const all = run && runPreview(run)
    if (!run || !all || all.steps.length < 4 || all.steps[0]!.card === null) continue
    const first = edition === 'classic' ? all.steps[0]!.card : null
    const ready = first === null ? run : stateAfter(run, [{ type: 'activate', card: first }])
    const preview = ready && runPreview(ready)
    if (preview && preview.steps.length >= 3) return { pos, first, preview, money: ready.players[0]!.money }
  }
  throw new Error('no run position')
}

/** A late position where, after drawing, developing and placing one card, a hand card has a long list of placements. */
function longListPosition(edition: Edition) {
  for (let seed = 1; seed < 40; seed++) {
    const pos = playToPosition(edition, 2, 'late', seed)
    const dev = stateAfter(pos.state, [{ type: 'drawDeck' }, { type: 'chooseDevelop' }])
    const first = dev && legalActions(dev).find((a) => a.type === 'place' && a.onto === null)
    const placed = first && stateAfter(dev, [first])
    if (!placed || !legalActions(placed).some((a) => a.type === 'endDevelop')) continue
    const legal = legalActions(placed)
    const card = placed.players[0]!.hand.find((c) => actionsFor(edition, legal, { kind: 'hand', card: c }).length > 2 * FLAT_CHOICES)
    if (card !== undefined) return { pos, first: first!, card }
  }
  throw new Error('no long-list position')
}

const seqOf = async (page: Page) => Number(await page.getByTestId('table').getAttribute('data-seq'))

/** The element is inside the window and is what a click at its centre reaches. */
async function reachable(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!
  const vp = page.viewportSize()!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height)
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width)
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return at !== null && (at === el || el.contains(at))
  })
  expect(hit, 'nothing covers it').toBe(true)
}

test.beforeEach(async ({ hostUrl }) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
})

for (const screen of SCREENS) {
  const tag = `${screen.edition}, ${screen.language}, ${screen.width}×${screen.height}`

  test(`finishing a run with cards left asks first and says what it brings; Activate all is one undoable step (${tag})`, async ({
    page,
    london,
    hostUrl,
  }) => {
    expect((await london.setSettings({ animationSpeed: 'off', language: screen.language })).ok).toBe(true)
    await page.setViewportSize({ width: screen.width, height: screen.height })
    const { pos, first, preview, money } = runPosition(screen.edition)
    await openPosition(page, hostUrl!, writePosition(dir, pos, `run-${screen.edition}`))
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
    const opened = await seqOf(page)
    await page.getByTestId('deck').click()
    await page.locator('[data-testid=legal-action][data-action-type=chooseRunCity]').click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(opened + 2))
    const activateAll = page.getByTestId('activate-all')
    await expect(activateAll).toBeVisible()
    await reachable(page, activateAll)
    if (first !== null) {
      // one click activates a card with nothing to choose
      const before = await seqOf(page)
      await page.locator(`[data-testid=my-area] [data-testid=stack-top][data-card="${first}"]`).click()
      await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
    }
    const start = await seqOf(page)

    // Finish with cards left: a question, with each card's result and what finishing costs; Cancel changes nothing
    await page.locator('[data-testid=legal-action][data-action-type=endRun]').click()
    const dialog = page.getByTestId('confirm-dialog')
    await expect(dialog).toHaveAttribute('data-kind', 'finish-run')
    const lines = page.locator('[data-testid=confirm-lines] li')
    await expect(lines).toHaveCount(1 + preview.steps.length + (preview.choices.length > 0 ? 1 : 0))
    await expect(page.locator('#confirm-text')).toContainText(String(preview.finishNow.change))
    await reachable(page, page.getByTestId('confirm-yes'))
    await reachable(page, page.getByTestId('confirm-alt'))
    await screenshot(page, `run-finish-question-${screen.edition}-${screen.language}-${screen.width}`)
    await page.getByTestId('confirm-cancel').click()
    await expect(dialog).toHaveCount(0)
    expect(await seqOf(page)).toBe(start)

    // Activate all: one step, every card of the preview activated
    await activateAll.click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start + 1))
    let s = await snapshotOf(page)
    const cards = preview.steps.flatMap((x) => (x.card === null ? [] : [x.card]))
    expect(s.view!.turn.activated).toEqual(expect.arrayContaining(cards))
    expect(s.view!.players[0]!.money - money).toBe(preview.money)
    await expect(activateAll).toHaveCount(0)
    await screenshot(page, `run-after-all-${screen.edition}-${screen.language}-${screen.width}`)

    // one Undo takes it all back
    await page.getByTestId('undo').click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start))
    s = await snapshotOf(page)
    expect(s.view!.turn.activated).toEqual(first === null ? [] : [first])
    await expect(activateAll).toBeVisible()

    // the question's own "Activate all" is the same step
    await page.locator('[data-testid=legal-action][data-action-type=endRun]').click()
    await page.getByTestId('confirm-yes').click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start + 1))
    expect((await snapshotOf(page)).view!.turn.activated).toEqual(expect.arrayContaining(cards))
  })

  test(`a long list of placements is grouped, and the step's Finish and Cancel stay in view (${tag})`, async ({
    page,
    london,
    hostUrl,
  }) => {
    expect((await london.setSettings({ animationSpeed: 'off', language: screen.language })).ok).toBe(true)
    await page.setViewportSize({ width: screen.width, height: screen.height })
    const { pos, first, card } = longListPosition(screen.edition)
    await openPosition(page, hostUrl!, writePosition(dir, pos, `long-${screen.edition}`))
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
    const opened = await seqOf(page)
    await page.getByTestId('deck').click()
    await page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]').click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(opened + 2))
    // one card placed first (through the session, as a click would), so that Finish developing is offered
    const seq = opened + 2
    const placed = await london.call('act', { seq, action: first })
    expect(placed, JSON.stringify(placed)).toMatchObject({ ok: true })
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(seq + 1))

    await page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${card}"]`).click()
    const groups = page.getByTestId('choice-group')
    expect(await groups.count()).toBeGreaterThan(1)
    // no list is long: at most one group open, holding few choices
    const shown = page.locator('[data-testid=choices] [data-testid=legal-action]')
    expect(await shown.count()).toBeLessThanOrEqual(FLAT_CHOICES)
    await groups.last().click()
    await expect(groups.last()).toHaveAttribute('aria-expanded', 'true')
    expect(await shown.count()).toBeGreaterThan(0)
    expect(await shown.count()).toBeLessThanOrEqual(FLAT_CHOICES)
    await shown.last().scrollIntoViewIfNeeded()
    // the step's buttons are still on screen and nothing covers them
    await reachable(page, page.locator('[data-testid=legal-action][data-action-type=endDevelop]'))
    await reachable(page, page.getByTestId('choices-cancel'))
    await screenshot(page, `run-long-list-${screen.edition}-${screen.language}-${screen.width}`)
    await page.getByTestId('choices-cancel').click()
    await expect(page.getByTestId('choices')).toHaveCount(0)
  })
}
