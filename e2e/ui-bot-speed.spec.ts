/**
 * A bot's turn shown by turn, not by move: at the bot speed "fast" its moves arrive close together and every one
 * of them still reaches the table — each placement and activation flies, in order, the log shows it and the last
 * move stays marked; "step by step" shows each move on its own, one push a move, a pause between them.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { clickOneLegal, snapshotOf, startGame } from './ui-helpers'
import { digestTurns, lastTurns, type TurnDigest } from '../src-renderer/src/lib/follow'
import { flightsFor } from '../src-renderer/src/lib/motion'
import type { SessionSnapshot } from '../src-shared/session'

test.describe.configure({ timeout: 300_000 })

interface Watched {
  flights: { event: string; seat: number }[]
  /** every change of the log's length, with its time */
  lines: { at: number; lines: number }[]
}

/** Records every flight the page starts and every time the log grows. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __watched: Watched }
    w.__watched = { flights: [], lines: [] }
    const motion = document.querySelector('[data-testid=motion]')!
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.dataset.testid === 'flight')
            w.__watched.flights.push({ event: n.dataset.event!, seat: Number(n.dataset.seat) })
    }).observe(motion, { childList: true })
    const log = document.querySelector<HTMLElement>('[data-testid=game-log]')!
    new MutationObserver(() => w.__watched.lines.push({ at: performance.now(), lines: Number(log.dataset.lines) })).observe(log, {
      attributes: true,
      attributeFilter: ['data-lines'],
    })
  })
}
const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched)
const clear = (page: Page) =>
  page.evaluate(() => {
    const w = (window as unknown as { __watched: Watched }).__watched
    w.flights.length = 0
    w.lines.length = 0
  })

/** My whole turn (first legal choices), then wait for my next one or the end of the game; `ended` learns where my last move stood. */
async function playMyTurn(page: Page, ended?: (last: { seq: number; lines: number }) => void): Promise<'mine' | 'over'> {
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  let at = (await snapshotOf(page)).view!
  const turn = at.turnNumber
  const last = { seq: at.seq, lines: 0 }
  for (let i = 0; i < 30 && at.turnNumber === turn; i++) {
    last.seq = at.seq
    if (ended) last.lines = Number(await page.getByTestId('game-log').getAttribute('data-lines'))
    if ((await clickOneLegal(page)) === 'over') return 'over'
    at = (await snapshotOf(page)).view!
  }
  // my last move was played on last.seq, with last.lines lines in the log before it
  ended?.({ seq: last.seq + 1, lines: last.lines })
  const next = page.locator(
    '[data-testid=table][data-my-turn=true], [data-testid=app][data-stage=scoring], [data-testid=app][data-stage=over]',
  )
  await expect(next.first()).toBeVisible({ timeout: 30_000 })
  const stage = await page.getByTestId('app').getAttribute('data-stage')
  return stage === 'scoring' || stage === 'over' ? 'over' : 'mine'
}

/** The bot's last turn: its digest and the flights its log events make (the viewer is seat 0). */
function botTurn(s: SessionSnapshot): { digest: TurnDigest; expected: { event: string; seat: number }[] } {
  const turns = digestTurns(s.log)
  const i = turns.findLastIndex((d) => d.seat === 1)
  const digest = turns[i]!
  const to = turns[i + 1]?.from ?? s.log.length
  const events = s.log.slice(digest.from, to).map((e) => e.event)
  return { digest, expected: flightsFor(events, 0, 'second').map((f) => ({ event: f.event, seat: f.seat })) }
}
const placesAndGains = (fs: readonly { event: string; seat: number }[]) =>
  fs.filter((f) => f.seat === 1 && (f.event === 'place' || f.event === 'activate'))

test('fast: every move of a bot’s turn flies in order, is logged and marked; step by step: each move on its own', async ({
  page,
  london,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  expect((await london.setSettings({ botSpeed: 'fast', animationSpeed: 'fast', language: 'en' })).ok).toBe(true)
  await startGame(
    page,
    'second',
    [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', name: 'Babbage', level: 'easy' },
    ],
    4242,
  )
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true', { timeout: 30_000 })
  await watch(page)
  // rounds until the bot has shown a turn with several placements and one with several activations; the bot's
  // dice are new every session (so is its play), hence as many rounds as the game lasts, not a fixed number
  let severalPlaced = false
  let severalActivated = false
  const seen: string[] = [] // the bot's turns, for the message if this fails
  for (let round = 0; round < 60 && !(severalPlaced && severalActivated); round++) {
    await clear(page)
    if ((await playMyTurn(page)) === 'over') break
    const s = await snapshotOf(page)
    const { digest, expected } = botTurn(s)
    // every placement and every gain of an activation flew, in the order of the log
    await expect.poll(async () => placesAndGains((await watched(page)).flights)).toEqual(placesAndGains(expected))
    // the log shows the whole turn under its heading; its placements still on top are marked as its last move
    await expect(page.getByTestId('log-turn').last()).toHaveText(`Turn ${digest.turn} · Babbage`)
    const area = page.locator('[data-testid=opponent-area][data-seat="1"]')
    const last = lastTurns(s.log, 2, 0).get(1)!
    await expect(area.getByTestId('last-move')).toHaveAttribute('data-action', last.action ?? 'none')
    const tops = s.view!.players[1]!.stacks.map((st) => st[st.length - 1]!.card)
    for (const card of digest.placed.filter((c) => tops.includes(c)))
      await expect(area.locator(`[data-testid=stack]:has([data-testid=stack-top][data-card="${card}"])`)).toHaveAttribute(
        'data-last-move',
        'placed',
      )
    seen.push(`${digest.action ?? '-'} ${digest.placed.length}p ${digest.activated.length}a`)
    severalPlaced ||= digest.placed.length >= 2
    severalActivated ||= digest.activated.length >= 2
  }
  expect({ severalPlaced, severalActivated }, `the bot's turns: ${seen.join(', ')}`).toEqual({
    severalPlaced: true,
    severalActivated: true,
  })
  // every flight lands and goes
  await expect(page.getByTestId('motion')).toHaveAttribute('data-flying', '0', { timeout: 5000 })

  // step by step (the settings panel): the bot's moves reach the log one at a time, a pause between them
  await page.getByTestId('open-settings').click()
  await page.getByTestId('bot-speed-step').check()
  await page.getByTestId('close-settings').click()
  await expect.poll(async () => ((await london.getSettings()) as { value: { botSpeed: string } }).value.botSpeed).toBe('step')
  // a bot's turn of several moves (a purchase alone is too short to show pauses between moves)
  let shown = false
  const tried: string[] = []
  for (let round = 0; round < 10 && !shown; round++) {
    await clear(page)
    let mine = { seq: 0, lines: 0 }
    const next = await playMyTurn(page, (last) => (mine = last))
    expect(next, 'the game is still on for a turn step by step').toBe('mine')
    const after = await snapshotOf(page)
    const moves = after.view!.seq - mine.seq
    tried.push(`${moves} moves`)
    if (moves < 4) continue
    // from my last move on, the log grew in separate steps, each at least most of the step pause after the last
    // (step by step, the bot's first move waits too)
    const { digest } = botTurn(after)
    const starts = (await watched(page)).lines.filter((l) => l.lines > mine.lines).map((l) => l.at)
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!)
    expect(starts.length, JSON.stringify({ gaps, moves })).toBeGreaterThanOrEqual(3)
    expect(
      gaps.filter((g) => g < 600),
      JSON.stringify({ gaps, moves }),
    ).toEqual([])
    expect(await page.getByTestId('log-turn').last().textContent()).toBe(`Turn ${digest.turn} · Babbage`)
    shown = true
  }
  expect(shown, `the bot's turns step by step: ${tried.join(', ')}`).toBe(true)
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off' })).ok).toBe(true)
})
