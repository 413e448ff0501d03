/**
 * Learning from games through the UI: the hint, a finished game's review (progress, cancel, mistakes, the position of
 * a mistake with both moves marked, the margin chart), a save replayed forwards and back, "Play on from here", and
 * bad saves refused. Saves are made by playing legal engine moves (e2e/positions.ts); the Node host answers the
 * Open dialog with the path the test queues, so these run on chromium-host.
 */
import AxeBuilder from '@axe-core/playwright'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { playToEnd, playToPosition, writePosition, type Position } from './positions'
import { clickOneLegal, queueDialog, resetSession, screenshot, startGame } from './ui-helpers'
import type { SessionSnapshot } from '../src-shared/session'
import { apply, createGame } from '../src-shared/engine/index'

test.describe.configure({ timeout: 300_000 })

async function snap(page: Page): Promise<SessionSnapshot> {
  return page.evaluate(async () => {
    const r = await window.london.getSnapshot()
    if (!r.ok) throw new Error(r.error.message)
    return r.value
  })
}

/** What the replay shows, as a player reads it: the position, the hand, every area's numbers, the log. */
async function shownPosition(page: Page) {
  return page.evaluate(() => {
    const text = (sel: string) => [...document.querySelectorAll(sel)].map((e) => (e.textContent ?? '').trim())
    return {
      seq: document.querySelector('[data-testid=replay]')?.getAttribute('data-seq'),
      tableSeq: document.querySelector('[data-testid=table]')?.getAttribute('data-seq'),
      hand: [...document.querySelectorAll('[data-testid=hand-card]')].map((e) => e.getAttribute('data-card')),
      money: text('[data-testid=money]'),
      poverty: text('[data-testid=poverty]'),
      stacks: [...document.querySelectorAll('[data-testid=stack]')].map((e) => e.getAttribute('data-count')),
      deck: text('[data-testid=deck-count]'),
      log: text('[data-testid=game-log] li').slice(-8),
    }
  })
}

const dir = () => mkdtempSync(join(tmpdir(), 'london-review-'))

/** The first move of each turn (the replay's slider steps), from the moves themselves. */
function turnStarts(pos: Position): number[] {
  const starts: number[] = []
  let state = createGame(pos.state.options)
  pos.actions.forEach((a, seq) => {
    if (seq === 0 || state.turnNumber !== starts.length) starts.push(seq)
    const r = apply(state, a)
    if (!r.ok) throw new Error(r.error.message)
    state = r.state
  })
  return starts
}

test('the hint: Expert (the analyst of a 2-player second-edition game) answers from the player’s view, the move is marked and explained, a move makes it go', async ({
  page,
  london,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // the reason is read in English
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
  for (let i = 0; i < 12; i++) await clickOneLegal(page)
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  // asked, then cancelled while Expert thinks: nothing stays
  await expect(page.getByTestId('hint-button')).toHaveAttribute('title', 'Ask the Expert bot which move it would play (H)')
  await page.getByTestId('hint-button').click()
  await expect(page.getByTestId('hint')).toHaveAttribute('data-status', 'thinking')
  await expect(page.getByTestId('hint')).toContainText('Expert is thinking')
  await page.getByTestId('hint-close').click()
  await expect(page.getByTestId('hint')).toHaveCount(0)
  // H does what the button does: asks, and pressed again while Expert thinks, cancels
  await expect(page.getByTestId('hint-button')).toBeEnabled()
  await page.keyboard.press('h')
  await expect(page.getByTestId('hint')).toHaveAttribute('data-status', 'thinking')
  await expect(page.getByTestId('hint-button')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('hint-button')).toBeEnabled()
  await page.keyboard.press('h')
  await expect(page.getByTestId('hint')).toHaveCount(0)
  // the key asks again once the cancel is done (the button is disabled, and H ignored, while a command is on its
  // way: a key pressed in between was lost on a loaded machine), and the answer comes
  await expect(page.getByTestId('hint-button')).toBeEnabled()
  await page.keyboard.press('h')
  await expect(page.getByTestId('hint')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 })
  await expect(page.getByTestId('hint-move')).toContainText(/^Expert would play: \S/)
  await expect(page.getByTestId('hint-reason')).toContainText(/At once|Nothing changes/)
  const s = await snap(page)
  expect(s.hint?.status).toBe('ready')
  if (s.hint?.status !== 'ready') throw new Error('no hint')
  expect(s.legal).toContainEqual(s.hint.action)
  await expect(page.locator('[data-mark~=hint]').first()).toBeVisible()
  await screenshot(page, 'hint-1280')
  // in French at 1920 (the language applies on reload; the hint is kept for this position)
  expect((await london.setSettings({ language: 'fr' })).ok).toBe(true)
  try {
    await page.reload()
    await page.setViewportSize({ width: 1920, height: 1080 })
    await expect(page.getByTestId('hint-reason')).toContainText(/Tout de suite|Rien ne change/)
    await expect(page.getByTestId('hint-move')).toContainText(/^Expert jouerait\s:/)
    await screenshot(page, 'hint-1920-fr')
  } finally {
    expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
  }
  await page.reload()
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByTestId('hint')).toHaveAttribute('data-status', 'ready')
  // the move is made: the hint goes
  const before = s.view!.seq
  for (let i = 0; i < 4 && (await snap(page)).view!.seq === before; i++) await clickOneLegal(page)
  expect((await snap(page)).view!.seq).toBeGreaterThan(before)
  await expect(page.getByTestId('hint')).toHaveCount(0)
  await expect(page.locator('[data-mark]')).toHaveCount(0)
})

test('a finished game reviewed to the end: the progress bar moves, the mistakes are listed and shown on the table', async ({
  page,
  london,
  hostUrl,
}) => {
  test.skip(hostUrl === null, 'native file dialogs cannot be scripted in Electron')
  await page.setViewportSize({ width: 1280, height: 800 })
  expect((await london.setSettings({ animationSpeed: 'off' })).ok).toBe(true)
  await resetSession(page)
  const game = playToEnd('second', 2, 11)
  const file = writePosition(dir(), game, 'finished')
  await queueDialog(hostUrl!, 'open', file)
  await page.getByTestId('open-game').click()
  await expect(page.getByTestId('scoring')).toBeVisible()
  // "Review my game" starts a standard review of the player's decisions; it is cancelled, then a quick one runs
  await page.getByTestId('review-game').click()
  await expect(page.getByTestId('replay')).toBeVisible()
  await expect(page.getByTestId('review-panel')).toHaveAttribute('data-status', 'running')
  await expect(page.getByTestId('review-progress')).not.toHaveAttribute('data-done', '0', { timeout: 60_000 })
  await page.getByTestId('cancel-review').click()
  await expect(page.getByTestId('review-panel')).toHaveAttribute('data-status', 'none')
  expect((await snap(page)).replay!.review).toBeNull()

  await page.getByTestId('review-seat').selectOption('0')
  await page.getByTestId('review-depth').selectOption('quick')
  await page.getByTestId('start-review').click()
  const seen: number[] = []
  let shot = false
  for (let i = 0; i < 2400; i++) {
    // one look at the page: the panel's status and the bar's value (the bar goes once the review is done)
    const { status, done } = await page.evaluate(() => ({
      status: document.querySelector('[data-testid=review-panel]')?.getAttribute('data-status') ?? null,
      done: Number(document.querySelector('[data-testid=review-progress]')?.getAttribute('data-done') ?? NaN),
    }))
    if (status === 'done') break
    if (Number.isFinite(done) && seen[seen.length - 1] !== done) seen.push(done)
    if (!shot && done > 20) {
      shot = true
      await screenshot(page, 'review-progress-1280')
    }
    await page.waitForTimeout(100)
  }
  await expect(page.getByTestId('review-panel')).toHaveAttribute('data-status', 'done')
  console.log(`[ui-review] progress seen: ${seen.length} values, ${seen.slice(0, 5).join(', ')} … ${seen.slice(-3).join(', ')}`)
  expect(seen.length).toBeGreaterThan(3)
  expect(seen).toEqual([...seen].sort((a, b) => a - b))
  const review = (await snap(page)).replay!.review!
  expect(review.result!.reviewed).toBe(review.total)
  expect(review.result!.mistakes.length).toBeGreaterThan(0)
  await expect(page.getByTestId('review-summary')).toContainText('Ada')
  await expect(page.getByTestId('review-mistake')).toHaveCount(review.result!.mistakes.length)
  expect(Number(await page.getByTestId('margin-chart').getAttribute('data-points'))).toBeGreaterThan(10)
  // the chart is the learned evaluation's verdict on every position Ada decided from, each with her chance to win
  expect(review.points.map((p) => p.seq)).toEqual(review.result!.points.map((p) => p.seq))
  expect(review.points).toHaveLength(review.result!.reviewed)
  expect(review.points.every((p) => p.by === 'learned' && p.chance !== null && p.chance >= 0 && p.chance <= 1)).toBe(true)
  await expect(page.getByTestId('margin-chart').locator('figcaption')).toHaveAttribute('title', /learned evaluation/)
  await expect(page.getByTestId('margin-chart').locator('circle.dot title').first()).toHaveText(/^Turn \d+: [−+-]?[\d.]+ · \d+% to win$/)
  // the costliest one: its position as Ada saw it, with the move played and Expert's marked
  const worst = review.result!.mistakes[0]!
  expect(worst.played).toEqual(game.actions[worst.seq])
  await page.getByTestId('review-mistake').first().click()
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(worst.seq))
  await expect(page.getByTestId('table')).toHaveAttribute('data-viewer', '0')
  await expect(page.getByTestId('review-here')).toBeVisible()
  // under the chart, the estimate at the position shown: the mistake's own decision
  const atWorst = review.result!.points.find((p) => p.seq === worst.seq)!
  await expect(page.getByTestId('margin-here')).toHaveText(
    `Turn ${worst.turn}: ${new Intl.NumberFormat('en', { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(Math.round(atWorst.margin * 10) / 10)} · ${Math.round(atWorst.chance! * 100)}% to win`,
  )
  const s = await snap(page)
  expect(s.view!.current).toBe(0)
  expect(s.replay!.all).toBe(false)
  // moves about something on the table are marked there (turn choices are named in the panel)
  const onTable = [
    'place',
    'playAction',
    'discard',
    'stockExchange',
    'activate',
    'drawBoard',
    'takePeeked',
    'buyLand',
    'drawDeck',
    'peekUniversity',
  ]
  for (const [kind, move] of [
    ['played', worst.played],
    ['better', worst.better],
  ] as const) {
    if (onTable.includes(move.type)) await expect(page.locator(`[data-mark~=${kind}]`).first()).toBeVisible()
  }
  await screenshot(page, 'review-mistake-1280')
  // the panel with its list, chart and readout: no serious or critical WCAG 2 A/AA violation (axe-core)
  const axe = await new AxeBuilder({ page }).include('[data-testid=review-panel]').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
  await page.setViewportSize({ width: 1920, height: 1080 })
  await screenshot(page, 'review-mistake-1920')
  // in French (the language applies on reload; the replay and its review are still there)
  expect((await london.setSettings({ language: 'fr' })).ok).toBe(true)
  try {
    await page.reload()
    await expect(page.getByTestId('review-summary')).toContainText('décisions analysées')
    await expect(page.getByTestId('review-here')).toContainText(/Expert\s:/)
    const fr = (n: number) => new Intl.NumberFormat('fr', { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(n)
    await expect(page.getByTestId('margin-here')).toHaveText(
      new RegExp(
        `^Tour ${worst.turn}\\s: ${fr(Math.round(atWorst.margin * 10) / 10).replace('+', '\\+')} · ${Math.round(atWorst.chance! * 100)}\\s%\\sde chances de gagner$`,
        'u',
      ),
    )
    await screenshot(page, 'review-mistake-1920-fr')
    await page.setViewportSize({ width: 1280, height: 800 })
    await screenshot(page, 'review-mistake-1280-fr')
  } finally {
    expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
  }
  await page.reload()
  await page.getByTestId('close-replay').click()
  await expect(page.getByTestId('scoring')).toBeVisible()
})

test('a saved game replayed forwards and back to the same position, seen by either seat', async ({ page, london, hostUrl }) => {
  test.skip(hostUrl === null, 'native file dialogs cannot be scripted in Electron')
  await page.setViewportSize({ width: 1280, height: 800 })
  expect((await london.setSettings({ animationSpeed: 'off' })).ok).toBe(true)
  await resetSession(page)
  const pos = playToPosition('classic', 3, 'late', 5)
  const file = writePosition(dir(), pos, 'unfinished')
  await queueDialog(hostUrl!, 'open', file)
  await page.getByTestId('open-replay').click()
  await expect(page.getByTestId('replay')).toBeVisible()
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', '0')
  await expect(page.getByTestId('replay')).toHaveAttribute('data-length', String(pos.actions.length))
  // an unfinished game: never everything
  await expect(page.getByTestId('replay-all')).toHaveCount(0)
  for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', '25')
  for (let i = 0; i < 5; i++) await page.getByTestId('replay-forward').click()
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', '30')
  const at30 = await shownPosition(page)
  expect(at30.tableSeq).toBe('30')
  const s30 = await snap(page)
  // forwards by turns on the slider and by keys, then back by the same moves
  const starts = turnStarts(pos)
  const later = starts.filter((x) => x > 30)[1]!
  await page.keyboard.press('Shift+ArrowRight')
  await page.keyboard.press('Shift+ArrowRight')
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(later))
  for (let i = 0; i < 12; i++) await page.getByTestId('replay-forward').click()
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(later + 12))
  expect(await shownPosition(page)).not.toEqual(at30)
  for (let i = 0; i < later + 12 - 30; i++) await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', '30')
  expect(await shownPosition(page)).toEqual(at30)
  const back = await snap(page)
  expect({ view: back.view, log: back.log }).toEqual({ view: s30.view, log: s30.log })
  // the slider jumps by turn
  await page.getByTestId('replay-slider').fill('3')
  await expect.poll(async () => (await snap(page)).view!.turnNumber).toBe(4)
  // another seat's view of the same position: its own hand, the others' hidden
  await page.getByTestId('replay-end').click()
  // the person's seat is "(You)"; a bot's seat seen from its side is not
  await expect(page.getByTestId('my-area').locator('.you')).toHaveCount(1)
  await page.getByTestId('replay-seat').selectOption('1')
  await expect(page.getByTestId('table')).toHaveAttribute('data-viewer', '1')
  await expect(page.getByTestId('my-area').locator('h3')).toHaveText('Babbage')
  await expect(page.getByTestId('hand').locator('h3')).toContainText('Babbage’s hand')
  const s = await snap(page)
  expect(s.view!.players[1]!.hand).toEqual(pos.state.players[1]!.hand)
  expect(s.view!.players[0]!.hand.every((c) => c === -1 || s.view!.known[c]! & 2)).toBe(true)
  await screenshot(page, 'replay-1280')
  await page.getByTestId('close-replay').click()
  await expect(page.getByTestId('new-game')).toBeVisible()
})

test('"Play on from here" continues a legal game from the replayed position; its save records the branch', async ({
  page,
  london,
  hostUrl,
}) => {
  test.skip(hostUrl === null, 'native file dialogs cannot be scripted in Electron')
  await page.setViewportSize({ width: 1280, height: 800 })
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off' })).ok).toBe(true)
  await resetSession(page)
  const game = playToEnd('second', 2, 7)
  const folder = dir()
  const file = writePosition(folder, game, 'original')
  await queueDialog(hostUrl!, 'open', file)
  await page.getByTestId('open-replay').click()
  await expect(page.getByTestId('replay')).toBeVisible()
  // a finished game opens at its end, everything shown: nothing to play on from there
  await expect(page.getByTestId('replay-all')).toBeChecked()
  await expect(page.getByTestId('play-on')).toBeDisabled()
  await page.getByTestId('replay-slider').fill('10')
  const seq = turnStarts(game)[10]!
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(seq))
  await page.getByTestId('play-on').click()
  await expect(page.getByTestId('replay')).toHaveCount(0)
  await expect(page.getByTestId('table')).toBeVisible()
  const started = await snap(page)
  expect(started.view!.seq).toBeGreaterThanOrEqual(seq)
  // the game goes on by legal clicks
  for (let i = 0; i < 15; i++) expect(await clickOneLegal(page)).toBe('clicked')
  const after = await snap(page)
  expect(after.view!.seq).toBeGreaterThan(seq + 10)
  const saved = join(folder, 'branch.london')
  await queueDialog(hostUrl!, 'save', saved)
  await page.getByTestId('save-as').click()
  await expect(page.getByTestId('notice')).toBeVisible()
  const save = JSON.parse(readFileSync(saved, 'utf8')) as { version: number; branch: { seq: number; source: string }; actions: unknown[] }
  expect(save.version).toBe(4)
  expect(save.branch).toMatchObject({ seq, source: 'original.london' })
  expect(save.actions.slice(0, seq)).toEqual(game.actions.slice(0, seq))
  expect(save.actions.length).toBeGreaterThan(seq + 10)
})

test('a damaged save or one from a newer London is refused for replay with its reason; nothing changes', async ({ page, hostUrl }) => {
  test.skip(hostUrl === null, 'native file dialogs cannot be scripted in Electron')
  await resetSession(page)
  const folder = dir()
  const damaged = join(folder, 'damaged.london')
  writeFileSync(damaged, '{"format":"london-save","version":3, "seed": oops')
  await queueDialog(hostUrl!, 'open', damaged)
  await page.getByTestId('open-replay-setup').click()
  await expect(page.getByTestId('error')).toContainText('could not be opened')
  await expect(page.getByTestId('new-game')).toBeVisible()
  const pos = playToPosition('second', 2, 'start', 3)
  const newer = join(folder, 'newer.london')
  const text = JSON.parse(readFileSync(writePosition(folder, pos, 'ok'), 'utf8')) as Record<string, unknown>
  writeFileSync(newer, JSON.stringify({ ...text, version: 99 }))
  await queueDialog(hostUrl!, 'open', newer)
  await page.getByTestId('open-replay').click()
  await expect(page.getByTestId('error')).toContainText('newer version')
  expect((await snap(page)).stage).toBe('setup')
})
