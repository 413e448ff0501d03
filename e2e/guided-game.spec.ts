/**
 * The guided first game: offered on the start screen, a real game through the session (second edition, one Easy
 * bot, the fixed deal), a coach mark at each new step — the mandatory draw, the four actions, placing and
 * spending, (the hand limit if it comes,) the first running of the city — each anchored to its element on the
 * table; then left, and offered again. Screenshots: guided-*.png (English 1280×800, French
 * 1920×1080).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { clickOneLegal, resetSession, screenshot } from './ui-helpers'
import { GUIDED_GAME } from '../src-shared/guided-game'
import type { SessionSnapshot } from '../src-shared/session'

test.describe.configure({ timeout: 240_000 })

const ANCHORS: Record<string, string> = {
  draw: 'deck',
  actions: 'action-panel',
  develop: 'hand',
  run: 'my-area',
  handLimit: 'hand',
  finalRound: 'final-round',
  scoring: 'scoring-table',
}

/** The mark for `step` is shown, its ring is around its element, and the bubble is inside the window beside it. */
async function expectMark(page: Page, step: string): Promise<void> {
  const mark = page.getByTestId('coach-mark')
  await expect(mark).toHaveAttribute('data-step', step)
  const anchor = page.locator(`[data-testid=${ANCHORS[step]}]`).first()
  await expect(anchor).toBeVisible()
  // Floating UI places it after a frame: wait until the ring sits on the element
  await expect
    .poll(async () => {
      const [ring, target] = [await page.getByTestId('coach-ring').boundingBox(), await anchor.boundingBox()]
      if (!ring || !target) return Infinity
      return Math.max(Math.abs(ring.x + 4 - target.x), Math.abs(ring.y + 4 - target.y), Math.abs(ring.width - 8 - target.width))
    })
    .toBeLessThan(2)
  const box = (await mark.boundingBox())!
  const target = (await anchor.boundingBox())!
  const vp = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width)
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height)
  // beside the element, not on it (a big element may be overlapped a little at its edge)
  const overlapW = Math.max(0, Math.min(box.x + box.width, target.x + target.width) - Math.max(box.x, target.x))
  const overlapH = Math.max(0, Math.min(box.y + box.height, target.y + target.height) - Math.max(box.y, target.y))
  expect(overlapW * overlapH).toBeLessThan(0.25 * box.width * box.height)
  // nothing the player may click now is under the bubble (the draw mark once hid the face-up cards it speaks of)
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll('[data-legal=true], [data-testid=legal-action]')].flatMap((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return hit?.closest('[data-testid=coach-mark]') ? [el.getAttribute('data-testid') ?? el.tagName] : []
    }),
  )
  expect(covered).toEqual([])
  // the words are there, with the turn's button named in the player's language
  await expect(mark.locator('h3')).not.toBeEmpty()
  await expect(mark.locator('#coach-text')).not.toContainText('{')
}

async function snapshot(page: Page): Promise<SessionSnapshot> {
  return page.evaluate(async () => {
    const r = await window.london.getSnapshot()
    if (!r.ok) throw new Error(r.error.message)
    return r.value
  })
}

test('guided first game: a real game against one Easy bot, a coach mark at each new step, to the first running of the city', async ({
  page,
  london,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
  await resetSession(page)
  await expect(page.getByTestId('guided-offer')).toBeVisible()
  await screenshot(page, 'guided-offer')
  await page.getByTestId('start-guided').click()
  await expect(page.getByTestId('table')).toBeVisible()

  // a real session: second edition, you in the first seat against one Easy bot, the fixed deal
  const start = await snapshot(page)
  expect(start).toMatchObject({ guided: true, stage: 'human', viewer: 0 })
  expect(start.seats.map((s) => [s.kind, s.level])).toEqual([
    ['human', undefined],
    ['bot', GUIDED_GAME.level],
  ])
  expect(start.view!.options).toMatchObject({ edition: GUIDED_GAME.edition, players: 2 })

  // 1. the mandatory draw
  await expectMark(page, 'draw')
  await screenshot(page, 'guided-draw')
  await page.getByTestId('coach-ok').click()
  await expect(page.getByTestId('coach-mark')).toHaveCount(0)
  await page.getByTestId('deck').click()

  // 2. the four actions (played on without "Got it": the next step brings its own mark)
  await expectMark(page, 'actions')
  await expect(page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]')).toBeVisible()
  await page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]').click()

  // 3. placing and spending: place a card (its cost shown), then finish
  await expectMark(page, 'develop')
  await expect(page.getByTestId('coach-mark')).toContainText('Finish developing')
  await screenshot(page, 'guided-develop')
  await page.getByTestId('coach-ok').click()
  const seqBefore = (await snapshot(page)).view!.seq
  await page.locator('[data-testid=hand] [data-legal=true]').first().click()
  await page.locator('[data-testid=choices] [data-testid=legal-action][data-action-type=place]').first().click()
  await expect.poll(async () => (await snapshot(page)).view!.players[0]!.stacks.length).toBe(1)
  expect((await snapshot(page)).view!.seq).toBeGreaterThan(seqBefore)
  await page.locator('[data-testid=legal-action][data-action-type=endDevelop]').click()

  // the bot plays its turn through the session; then turns until the city runs, each new step with its mark
  const marks = ['draw', 'actions', 'develop']
  for (let i = 0; i < 200; i++) {
    const mark = page.getByTestId('coach-mark')
    if ((await mark.count()) > 0) {
      const step = (await mark.getAttribute('data-step'))!
      expect(marks).not.toContain(step)
      await expectMark(page, step)
      marks.push(step)
      if (step === 'run') break
      await page.getByTestId('coach-ok').click()
    }
    const r = await clickOneLegal(page, ['chooseRunCity', 'endDevelop', 'stopDrawing', 'chooseDrawThree'])
    expect(r).toBe('clicked')
  }
  expect(marks.at(-1)).toBe('run')
  await expect(page.getByTestId('coach-mark')).toContainText('Finish running your city')
  await screenshot(page, 'guided-run')
  // the bot really played: its moves are in the log
  const log = await page.evaluate(async () => {
    const r = await window.london.getSnapshot()
    return r.ok ? r.value.log.map((l) => l.event) : []
  })
  expect(log.some((e) => 'seat' in e && e.seat === 1 && e.t === 'endTurn')).toBe(true)

  // the rules link opens the section of the step
  await page.getByTestId('coach-rules').click()
  await expect(page.getByTestId('help')).toBeVisible()
  await page.getByTestId('close-help').click()

  // left at any time: back to the start screen, where it is offered again (and the game can be resumed)
  await page.getByTestId('coach-leave').click()
  await expect(page.getByTestId('new-game')).toBeVisible()
  await expect(page.getByTestId('guided-offer')).toBeVisible()
  await expect(page.getByTestId('coach-mark')).toHaveCount(0)
  expect((await snapshot(page)).stage).toBe('setup')
})

test('guided game to its end: the last round (when you still have a turn) and the scoring, then counted in the statistics', async ({
  page,
  london,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
  await resetSession(page)
  const before = await london.getStatistics()
  if (!before.ok) throw new Error(before.error.message)
  await page.getByTestId('start-guided').click()
  await expectMark(page, 'draw')
  // played through the session as quickly as the rules allow (draw three), the page following every push
  const quick = ['chooseDrawThree', 'endDevelop', 'endRun', 'stopDrawing', 'drawDeck', 'discard']
  let lastRound = false
  for (let moves = 0; moves < 2000; moves++) {
    const s = await snapshot(page)
    if (s.stage === 'scoring' || s.stage === 'over') break
    if (s.stage !== 'human') {
      await page.waitForTimeout(5)
      continue
    }
    if (s.turn?.finalRound && !lastRound) {
      // your first decision of the last round: its mark comes first
      lastRound = true
      await expectMark(page, 'finalRound')
      await screenshot(page, 'guided-final-round')
    }
    const move =
      quick.map((type) => s.legal.find((a) => a.type === type)).find((a) => a !== undefined) ??
      s.legal.find((a) => a.type !== 'takeLoan' && a.type !== 'repayLoan') ??
      s.legal[0]!
    const r = await london.act({ seq: s.view!.seq, action: move })
    expect(r.ok).toBe(true)
  }
  console.log(`[guided] the last round ${lastRound ? 'gave you a turn' : 'began after your last turn'}`)
  await expect(page.getByTestId('winner')).toBeVisible({ timeout: 30_000 })
  await expectMark(page, 'scoring')
  await expect(page.getByTestId('coach-mark')).toContainText('statistics')
  await screenshot(page, 'guided-scoring')
  await page.getByTestId('coach-ok').click()
  await expect(page.getByTestId('coach-mark')).toHaveCount(0)
  // a real finished game: counted (2017, 2 players, easy bots)
  await page.getByTestId('open-statistics').click()
  await expect(page.locator('[data-testid=stats-row][data-edition=second][data-players="2"][data-opponents=easy]')).toHaveCount(1)
  const after = await london.getStatistics()
  if (!after.ok) throw new Error(after.error.message)
  expect(after.value.games).toBe(before.value.games + 1)
  expect(after.value.recent.at(-1)).toMatchObject({ guided: true, edition: 'second', players: 2, opponents: 'easy' })
  await page.getByTestId('close-statistics').click()
})

test('guided game in French at 1920×1080: the marks speak French and stay beside their element', async ({ page, london }) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'fr' })).ok).toBe(true)
  await resetSession(page)
  await expect(page.getByTestId('guided-offer')).toContainText('Vous découvrez London')
  await page.getByTestId('start-guided').click()
  await expectMark(page, 'draw')
  await expect(page.getByTestId('coach-mark')).toContainText('Chaque tour commence par une carte')
  await page.getByTestId('deck').click()
  await expectMark(page, 'actions')
  await screenshot(page, 'guided-actions-fr')
  await page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]').click()
  await expectMark(page, 'develop')
  await expect(page.getByTestId('coach-mark')).toContainText('« Terminer')
  await page.getByTestId('coach-leave').click()
  await expect(page.getByTestId('new-game')).toBeVisible()
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
})
