/**
 * Session behaviour through the UI and the bridge: illegal moves refused, and the round trip of a click.
 */
import { expect, test } from './fixtures'
import { clickOneLegal, startGame, stateKey } from './ui-helpers'
import type { SessionSnapshot } from '../src-shared/session'

test.describe.configure({ timeout: 180_000 })

async function snapshot(london: { getSnapshot(): Promise<unknown> }): Promise<SessionSnapshot> {
  const r = (await london.getSnapshot()) as { ok: boolean; value: SessionSnapshot }
  expect(r.ok).toBe(true)
  return r.value
}

test('an illegal move sent over window.london.act is refused and nothing changes', async ({ page, london }) => {
  expect((await london.setSettings({ botSpeed: 'instant' })).ok).toBe(true)
  await startGame(page, 'second', [
    { kind: 'human', name: 'Ada' },
    { kind: 'bot', name: 'Babbage', level: 'easy' },
  ])
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  const before = await snapshot(london)
  const seq = before.view!.seq
  const domSeq = await page.getByTestId('table').getAttribute('data-seq')
  const handBefore = await page.getByTestId('hand-card').count()

  // a well-formed move the rules refuse (nothing to end: we are drawing)
  const illegal = await london.call('act', { seq, action: { type: 'endRun' } })
  expect(illegal).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
  // a card that is not in the hand
  const notInHand = await london.call('act', { seq, action: { type: 'discard', card: 9999 } })
  expect(notInHand.ok).toBe(false)
  // a stale sequence number
  const stale = await london.call('act', { seq: seq + 7, action: before.legal[0] })
  expect(stale).toMatchObject({ ok: false, error: { code: 'STALE' } })
  // garbage
  const garbage = await london.call('act', { seq, action: { type: 'winTheGame' } })
  expect(garbage).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } })

  const after = await snapshot(london)
  expect(after).toEqual(before)
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', domSeq!)
  await expect(page.getByTestId('hand-card')).toHaveCount(handBefore)
})

const FINISH_QUESTION = '[data-testid=confirm-dialog][data-kind=finish-run]'

test('round trip of a click on a legal action (act → snapshot in the DOM), ~20 clicks', async ({ page, london }) => {
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off' })).ok).toBe(true)
  await startGame(
    page,
    'second',
    [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', name: 'Babbage', level: 'easy' },
    ],
    7,
  )
  const outside: number[] = []
  const startCount = await page.evaluate(() => (window as unknown as { __londonRoundTrips: number[] }).__londonRoundTrips.length)
  let guard = 0
  while (outside.length < 20 && guard++ < 400) {
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 60_000 })
    // time only clicks that send a move (a choice, a turn button, or the deck); opening a card's choices is local
    const action = page.locator(
      '[data-testid=choices] [data-testid=legal-action], [data-testid=legal-action]:not([data-action-type=takeLoan])',
    )
    const deck = page.locator('[data-testid=deck][data-legal=true]')
    const target = (await action.count()) > 0 ? action.first() : (await deck.count()) > 0 ? deck : null
    // finishing a run with cards left asks first (answered by the helper, untimed), as does opening a card's choices
    if (!target || (await page.locator(FINISH_QUESTION).count()) > 0) {
      await clickOneLegal(page)
      continue
    }
    const prevSeq = await page.getByTestId('table').getAttribute('data-seq')
    const t0 = Date.now()
    await target.click()
    await page.waitForFunction(
      ([prev, question]) => {
        const table = document.querySelector('[data-testid=table]') as HTMLElement | null
        return !table || table.dataset.seq !== prev || document.querySelector(question) !== null
      },
      [prevSeq, FINISH_QUESTION] as const,
    )
    // the click asked the question: no move was sent, nothing to time
    if ((await page.locator(FINISH_QUESTION).count()) > 0) continue
    outside.push(Date.now() - t0)
    const key = await stateKey(page)
    if (key.startsWith('scoring') || key.startsWith('over')) break
  }
  const inside = await page.evaluate((n) => (window as unknown as { __londonRoundTrips: number[] }).__londonRoundTrips.slice(n), startCount)
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b)
    const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!
    return { n: s.length, median: q(0.5), p95: q(0.95) }
  }
  const a = stats(inside)
  const b = stats(outside)
  console.log(
    `[round-trip] in page (act sent → its position in the DOM): n=${a.n} median=${a.median.toFixed(1)} ms p95=${a.p95.toFixed(1)} ms`,
  )
  console.log(`[round-trip] from the test (click → new seq in the DOM): n=${b.n} median=${b.median} ms p95=${b.p95} ms`)
  expect(b.n).toBeGreaterThanOrEqual(15)
})

test('undo takes back a step that revealed nothing', async ({ page, london }) => {
  expect((await london.setSettings({ botSpeed: 'instant' })).ok).toBe(true)
  await startGame(page, 'second', [
    { kind: 'human', name: 'Ada' },
    { kind: 'bot', name: 'Babbage', level: 'easy' },
  ])
  // reach my action choice (drawing reveals a card: no undo past it)
  for (let i = 0; i < 40; i++) {
    await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
    if ((await page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]').count()) > 0) break
    await clickOneLegal(page)
  }
  const develop = page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]')
  await expect(develop).toHaveCount(1)
  const seq = Number(await page.getByTestId('table').getAttribute('data-seq'))
  await expect(page.getByTestId('undo')).toHaveCount(0)
  await develop.click()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(seq + 1))
  await expect(page.getByTestId('undo')).toBeVisible()
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(seq))
  await expect(develop).toHaveCount(1)
})
