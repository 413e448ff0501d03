/**
 * Whole games through the UI, clicking only what the renderer highlights:
 * (a) 1 human + 3 easy bots to the scoring screen; (b) a 2-player hot-seat game with handovers.
 * Screenshots of the tables and the scoring screen go to the screenshots folder (e2e/ui-helpers.ts).
 */
import { expect, test } from './fixtures'
import {
  BUILDER,
  DEVELOPER,
  LANDLORD,
  clickOneLegal,
  legalTypes,
  playToEnd,
  playUntil,
  roundTripCount,
  screenshot,
  startGame,
} from './ui-helpers'
import type { SessionSnapshot } from '../src-shared/session'

test.describe.configure({ timeout: 420_000 })

test('4 players, 1 human + 3 easy bots, played to the scoring screen by clicking legal actions', async ({ page, london }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // easy bots with a small pause before each of their moves
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off' })).ok).toBe(true)
  await startGame(
    page,
    'second',
    [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', name: 'Babbage', level: 'easy' },
      { kind: 'bot', name: 'Brunel', level: 'easy' },
      { kind: 'bot', name: 'Faraday', level: 'easy' },
    ],
    2017,
  )
  await expect(page.getByTestId('table')).toBeVisible()
  await expect(page.getByTestId('opponent-area')).toHaveCount(3)
  await expect(page.getByTestId('district-offer')).toBeVisible()

  // a few turns in, the table has something on it: take the screenshot then
  let turn = 0
  let choicesShot = false
  for (let i = 0; i < 160 && turn < 17; i++) {
    const prefer = turn % 8 === 5 ? LANDLORD : turn >= 8 && turn % 8 === 1 ? DEVELOPER : BUILDER
    const r = await clickOneLegal(page, prefer)
    expect(r).toBe('clicked')
    // the choices of a clicked card, with their costs (and forced loans) shown before confirming
    if (!choicesShot && turn >= 6 && (await page.locator('[data-testid=choices] [data-action-type=place]').count()) > 0) {
      choicesShot = true
      // hovering a choice marks the card it spends and the stack it covers
      await page.locator('[data-testid=choices] [data-testid=legal-action]').last().hover()
      await screenshot(page, 'table-second-choices', { keepHover: true })
    }
    turn = await page.evaluate(async () => {
      const s = await window.london.getSnapshot()
      return s.ok ? (s.value.view?.turnNumber ?? 0) : 0
    })
  }
  // show a card's tooltip in the screenshot
  await page.getByTestId('hand-card').first().hover()
  await expect(page.getByTestId('tooltip')).toBeVisible()
  await screenshot(page, 'table-second-tooltip', { keepHover: true })
  await screenshot(page, 'table-second')

  // the click → table round trip must not grow with the game. Measured twice with the same click, so that only the
  // game's length differs: at a turn start, "take a loan" (a move: act sent → its push shown on the table), then undo,
  // 20 times — once now (turn ~17) and once near the end (12 cards or fewer left in the deck). Compared on the fastest tenth of each sample: what the
  // work costs, least disturbed by other processes on a shared machine (medians are printed too).
  const probe = async (): Promise<number[]> => {
    await playUntil(page, async () => (await legalTypes(page)).includes('takeLoan') && (await page.getByTestId('undo').count()) === 0)
    const before = await roundTripCount(page)
    for (let i = 0; i < 20; i++) {
      await page.locator('[data-testid=legal-action][data-action-type=takeLoan]').click()
      await expect.poll(() => roundTripCount(page)).toBe(before + i + 1)
      await page.getByTestId('undo').click()
      await expect(page.getByTestId('undo')).toHaveCount(0)
    }
    return page.evaluate((n) => (window as unknown as { __londonRoundTrips: number[] }).__londonRoundTrips.slice(n), before)
  }
  const early = await probe()
  await playUntil(page, async () => {
    const s = await page.evaluate(async () => {
      const r = await window.london.getSnapshot()
      return r.ok ? r.value.view : null
    })
    // near the end: the human's turn comes round at least once more before the deck is gone
    return s !== null && s.deck.length <= 12
  })
  const late = await probe()
  const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!
  const [start, end] = [quantile(early, 0.1), quantile(late, 0.1)]
  console.log(
    `[round-trip] 4-player game, the same click (take a loan) 20 times at turn 17 and with ≤ 12 cards left in the deck: ` +
      `start median ${quantile(early, 0.5).toFixed(1)} ms, p10 ${start.toFixed(1)} ms; end median ${quantile(late, 0.5).toFixed(1)} ms, ` +
      `p10 ${end.toFixed(1)} ms; end/start p10 ${(end / start).toFixed(2)}, median ${(quantile(late, 0.5) / quantile(early, 0.5)).toFixed(2)}`,
  )
  // the goal (end within 1.2× of the start) is read from the printed line, as speed goals are; the test fails only
  // on growth well beyond a shared machine's noise (p10 ratios of 0.97–1.24 were printed on unchanged code), which is
  // what a log or transport that grows with the game gives
  expect(end).toBeLessThanOrEqual(1.6 * start)
  const clicks = await playToEnd(page)
  console.log(`[ui-game] 4-player game finished after ${clicks} more human clicks`)
  await expect(page.getByTestId('scoring')).toBeVisible()
  await expect(page.getByTestId('scoring-table')).toBeVisible()
  // the scoring steps are revealed one by one, then the winner appears
  await expect(page.getByTestId('winner')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('scoring-step')).toHaveCount(7)
  await expect(page.getByTestId('final-score')).toHaveCount(4)
  await expect(page.getByTestId('prestige-chart')).toBeVisible()
  await screenshot(page, 'scoring')
})

test('2-player hot-seat: the handover hides the hand, confirming shows the right one; played to the end', async ({ page, london }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await startGame(
    page,
    'classic',
    [
      { kind: 'human', name: 'Alice' },
      { kind: 'human', name: 'Bob' },
    ],
    42,
  )
  let handovers = 0
  let classicShot = false
  const checkHandover = async () => {
    handovers++
    // nothing private on screen
    await expect(page.getByTestId('handover')).toBeVisible()
    await expect(page.getByTestId('hand-card')).toHaveCount(0)
    await expect(page.getByTestId('hand')).toHaveCount(0)
    await expect(page.getByTestId('table')).toHaveCount(0)
    const snap = (await london.getSnapshot()) as { ok: true; value: SessionSnapshot }
    expect(snap.value.view).toBeNull()
    const to = snap.value.handoverTo!
    await expect(page.getByTestId('handover-title')).toContainText(snap.value.seats[to]!.name)
    if (handovers === 1) await screenshot(page, 'handover')
    await page.getByTestId('confirm-handover').click()
    // the right player's hand is shown
    await expect(page.getByTestId('table')).toHaveAttribute('data-viewer', String(to))
    const after = (await london.getSnapshot()) as { ok: true; value: SessionSnapshot }
    expect(after.value.viewer).toBe(to)
    const ids = await page.getByTestId('hand-card').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.card)))
    expect(ids).toEqual(after.value.view!.players[to]!.hand)
    if (!classicShot && after.value.view!.turnNumber >= 13) {
      classicShot = true
      await screenshot(page, 'table-classic')
    }
  }
  // the first turn may start with a handover too
  const first = await page.getByTestId('app').getAttribute('data-stage')
  if (first === 'handover') await checkHandover()
  // build a little first (markers on the map for the screenshot), then race to the end
  for (let i = 0; i < 200 && !classicShot; i++) {
    const turn = await page.evaluate(async () => {
      const s = await window.london.getSnapshot()
      return s.ok ? (s.value.view?.turnNumber ?? 0) : 0
    })
    const r = await clickOneLegal(page, turn % 4 < 2 ? LANDLORD : BUILDER)
    if (r === 'handover') await checkHandover()
  }
  const clicks = await playToEnd(page, { onHandover: checkHandover })
  console.log(`[ui-game] hot-seat game finished after ${clicks} clicks and ${handovers} handovers`)
  expect(handovers).toBeGreaterThan(4)
  await expect(page.getByTestId('scoring-table')).toBeVisible()
  await expect(page.getByTestId('winner')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('scoring-step')).toHaveCount(8)
})
