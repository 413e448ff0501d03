/**
 * What a run and the final score would bring (issue 24, item 5): every player's prestige chip shows the final score
 * the engine projects from what the player at the screen knows (projectedScore), with its breakdown beside the chip
 * on hover and on keyboard focus (Esc puts it away), each part as the engine gives it; the run forecast shows the
 * money, prestige and poverty of each card "Activate all" would take and their total (runPreview), before choosing
 * to run the city and while running it. Measured with bounding boxes and elementFromPoint (nothing covers them), at
 * 1280×800 and 1920×1080, in English and French, both editions. Positions come from legal engine moves (the Easy
 * bot's, or e2e/positions.ts's fixed policy).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { playToPosition, seatsFor, stateAfter, writePosition } from './positions'
import { openPosition, screenshot } from './ui-helpers'
import { chooseAction } from '../src-shared/bots/index'
import { apply, createGame, projectedScore, runPreview, view, type Action, type Edition } from '../src-shared/engine/index'

test.describe.configure({ timeout: 120_000 })

let dir = ''
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'london-score-'))
})

test.beforeEach(async ({ hostUrl }) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
})

const SCREENS = [
  { width: 1280, height: 800, language: 'en', edition: 'second' },
  { width: 1920, height: 1080, language: 'fr', edition: 'classic' },
  { width: 1280, height: 800, language: 'fr', edition: 'classic' },
  { width: 1920, height: 1080, language: 'en', edition: 'second' },
] as const

/** A number as the chips write it (a true minus sign). */
const shown = (n: number) => (n < 0 ? `−${-n}` : String(n))

/**
 * A mid-game position (turn 16 on, seat 0 to draw) reached by the Easy bot playing both seats from their own views,
 * where some part of scoring moves every player's total away from the track and, in the second edition, the
 * opponent has hidden city cards, so the projection holds an estimate.
 */
function scorePosition(edition: Edition) {
  for (let seed = 1; seed < 20; seed++) {
    let state = createGame({ edition, players: 2, seed })
    const actions: Action[] = []
    for (let i = 0; i < 20_000 && state.phase.kind !== 'over'; i++) {
      if (state.current === 0 && state.phase.kind === 'draw' && state.phase.then === 'action' && state.turnNumber >= 16) {
        const projected = projectedScore(state, 0)
        const moved = projected.scores.every((s) => s.total !== s.before.prestige)
        if (moved && (edition === 'classic' || projected.scores[1]!.hiddenCards > 0))
          return { pos: { edition, seats: seatsFor(2), state, actions }, projected }
        break
      }
      const action = chooseAction(view(state, state.current), 'easy', { seed: seed * 7919 + i, now: () => 0 })
      const r = apply(state, action)
      if (!r.ok) throw new Error(`Easy chose an illegal move: ${r.error.message}`)
      state = r.state
      actions.push(action)
    }
  }
  throw new Error('no score position')
}

/** A late position where, after drawing, running the city would activate ≥ 2 cards, one of them bringing money. */
function runPosition(edition: Edition) {
  for (let seed = 1; seed < 40; seed++) {
    const pos = playToPosition(edition, 2, 'late', seed)
    const drawn = stateAfter(pos.state, [{ type: 'drawDeck' }])
    const preview = drawn && runPreview(view(drawn, 0))
    if (drawn && preview && preview.steps.length >= 2 && preview.steps.some((s) => s.money !== 0)) return { pos, drawn, preview }
  }
  throw new Error('no run position')
}

/** The element lies inside the window and is what a click at its centre reaches. */
async function reachable(page: Page, target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!
  const vp = page.viewportSize()!
  expect(box, `${what} is laid out`).not.toBeNull()
  expect(box.width, `${what} has a width`).toBeGreaterThan(0)
  expect(box.x, `${what} inside the window`).toBeGreaterThanOrEqual(0)
  expect(box.y, `${what} inside the window`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what} inside the window`).toBeLessThanOrEqual(vp.width + 0.5)
  expect(box.y + box.height, `${what} inside the window`).toBeLessThanOrEqual(vp.height + 0.5)
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return at !== null && (at === el || el.contains(at))
  })
  expect(hit, `nothing covers ${what}`).toBe(true)
}

/** Every part of a breakdown is the engine's: the track, each scoring step in order, the total. */
async function expectBreakdown(breakdown: Locator, score: ReturnType<typeof projectedScore>['scores'][number]): Promise<void> {
  const parts = breakdown.getByTestId('projected-part')
  await expect(parts).toHaveCount(1 + score.steps.length)
  await expect(parts.first()).toHaveAttribute('data-prestige', String(score.before.prestige))
  for (let i = 0; i < score.steps.length; i++) {
    const step = score.steps[i]!
    await expect(parts.nth(i + 1)).toHaveAttribute('data-part', step.id)
    await expect(parts.nth(i + 1)).toHaveAttribute('data-prestige', String(step.prestige))
  }
  await expect(breakdown.getByTestId('projected-total')).toHaveText(`${score.hiddenCards ? '≈' : ''}${shown(score.total)}`)
  await expect(breakdown.getByTestId('projected-estimate')).toHaveCount(score.hiddenCards ? 1 : 0)
}

for (const screen of SCREENS) {
  const tag = `${screen.edition}, ${screen.language}, ${screen.width}×${screen.height}`

  test(`each prestige chip shows the projected final score, and its breakdown on hover and focus (${tag})`, async ({
    page,
    london,
    hostUrl,
  }) => {
    expect((await london.setSettings({ animationSpeed: 'off', language: screen.language })).ok).toBe(true)
    await page.setViewportSize({ width: screen.width, height: screen.height })
    const { pos, projected } = scorePosition(screen.edition)
    await openPosition(page, hostUrl!, writePosition(dir, pos, `score-${screen.edition}`))
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')

    for (const seat of [0, 1]) {
      const score = projected.scores[seat]!
      const area = page.locator(`[data-testid=${seat === 0 ? 'my-area' : 'opponent-area'}][data-seat="${seat}"]`)
      const chip = area.locator('[data-testid=stat-help]:has([data-testid=prestige])')
      const final = chip.getByTestId('projected-score')
      // the track and the projection side by side, the projection as the engine computed it from seat 0's view
      await expect(chip.getByTestId('prestige')).toHaveText(String(score.before.prestige))
      await expect(final).toHaveAttribute('data-total', String(score.total))
      await expect(final).toContainText(`${score.hiddenCards ? '≈' : ''}${shown(score.total)}`)
      if (score.hiddenCards) await expect(final).toHaveAttribute('data-estimated', 'true')
      else await expect(final).not.toHaveAttribute('data-estimated')
      await reachable(page, chip, `seat ${seat}'s prestige chip`)
      // the projected number is not cut: it lies inside its chip
      const [c, f] = [(await chip.boundingBox())!, (await final.boundingBox())!]
      expect(f.width).toBeGreaterThan(0)
      expect(f.x + f.width).toBeLessThanOrEqual(c.x + c.width + 0.5)
      await expect(chip).toHaveAttribute('aria-label', new RegExp(shown(score.total)))

      // hover: the breakdown beside the chip, every part the engine's, on screen and uncovered
      await chip.hover()
      const breakdown = page.locator(`[data-testid=projected-breakdown][data-seat="${seat}"]`)
      await expect(breakdown).toBeVisible()
      await expectBreakdown(breakdown, score)
      await reachable(page, breakdown, `seat ${seat}'s breakdown`)
      await reachable(page, chip, `seat ${seat}'s prestige chip under its breakdown`)
      await screenshot(page, `score-breakdown-${seat}-${screen.edition}-${screen.language}-${screen.width}`, { keepHover: true })
      // the pointer may move onto the breakdown to read it
      const b = (await breakdown.boundingBox())!
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 })
      await expect(breakdown).toBeVisible()
      await page.mouse.move(0, 0)
      await expect(breakdown).toBeHidden()

      // keyboard: focus shows it, the chip names the projection, Esc puts it away
      await chip.focus()
      await expect(breakdown).toBeVisible()
      await expect(chip).toHaveAttribute('aria-describedby', (await breakdown.getAttribute('id'))!)
      await page.keyboard.press('Escape')
      await expect(breakdown).toBeHidden()
      await chip.blur()
    }
  })

  test(`the run forecast shows the money, prestige and poverty of each card and in total (${tag})`, async ({ page, london, hostUrl }) => {
    expect((await london.setSettings({ animationSpeed: 'off', language: screen.language })).ok).toBe(true)
    await page.setViewportSize({ width: screen.width, height: screen.height })
    const { pos, drawn, preview } = runPosition(screen.edition)
    await openPosition(page, hostUrl!, writePosition(dir, pos, `score-run-${screen.edition}`))
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
    await page.getByTestId('deck').click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(drawn.seq))

    // before choosing: what running the city would bring, card by card, beside the Run button
    const gains = page.getByTestId('run-gains')
    await expect(gains).toBeVisible()
    const rows = gains.getByTestId('run-gain')
    await expect(rows).toHaveCount(preview.steps.length)
    for (let i = 0; i < preview.steps.length; i++) {
      const s = preview.steps[i]!
      await expect(rows.nth(i)).toHaveAttribute('data-card', s.card === null ? 'district' : String(s.card))
      await expect(rows.nth(i)).toHaveAttribute('data-money', String(s.money))
      await expect(rows.nth(i)).toHaveAttribute('data-prestige', String(s.prestige))
      await expect(rows.nth(i)).toHaveAttribute('data-poverty', String(s.poverty))
      if (s.money !== 0) await expect(rows.nth(i).locator('.money')).toContainText(`£${Math.abs(s.money)}`)
      if (s.prestige !== 0) await expect(rows.nth(i).locator('.prestige')).toContainText(String(Math.abs(s.prestige)))
    }
    const total = gains.getByTestId('run-gains-total')
    await expect(total).toHaveAttribute('data-money', String(preview.money))
    await expect(total).toHaveAttribute('data-prestige', String(preview.prestige))
    await expect(total).toHaveAttribute('data-finish', String(preview.finishAfter.change))
    await expect(total).toContainText(`£${Math.abs(preview.money)}`)
    await total.scrollIntoViewIfNeeded()
    await reachable(page, total, 'the run total')
    const run = page.locator('[data-testid=legal-action][data-action-type=chooseRunCity]')
    await reachable(page, run, 'the Run button')
    await screenshot(page, `score-run-before-${screen.edition}-${screen.language}-${screen.width}`)

    // while running: the same preview from the run's start, next to Activate all and Finish
    await run.click()
    await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(drawn.seq + 1))
    await expect(rows).toHaveCount(preview.steps.length)
    await expect(total).toHaveAttribute('data-money', String(preview.money))
    await total.scrollIntoViewIfNeeded()
    await reachable(page, total, 'the run total while running')
    await reachable(page, page.getByTestId('activate-all'), 'Activate all')
    await screenshot(page, `score-run-during-${screen.edition}-${screen.language}-${screen.width}`)
  })
}
