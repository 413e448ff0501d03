/**
 * The game log and the "since your last turn" summary, read as a player would (issue 24 item 8), on a late
 * position reached by legal engine moves (e2e/positions.ts), at 1280×800 and 1920×1080, in English and French:
 * no payment told twice, a turn's heading stays above its lines when the log is scrolled, the "Latest" button
 * covers no line, the log keeps following its newest line when lines arrive between a scroll and its event, the
 * summary says when it has more lines than it shows, and a passing notice covers no player's name.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type LondonHandle } from './fixtures'
import { playToPosition, writePosition } from './positions'
import { openPosition, screenshot } from './ui-helpers'

const CASES = [
  { edition: 'second', width: 1280, height: 800, language: 'fr' },
  { edition: 'classic', width: 1920, height: 1080, language: 'en' },
  { edition: 'second', width: 1920, height: 1080, language: 'en' },
  { edition: 'classic', width: 1280, height: 800, language: 'fr' },
] as const

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function openLate(page: Page, london: LondonHandle, hostUrl: string, c: (typeof CASES)[number]): Promise<void> {
  expect((await london.setSettings({ language: c.language })).ok).toBe(true)
  await page.setViewportSize({ width: c.width, height: c.height })
  await page.reload()
  const dir = mkdtempSync(join(tmpdir(), 'london-log-'))
  await openPosition(page, hostUrl, writePosition(dir, playToPosition(c.edition, 4, 'late'), `${c.edition}-late`))
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
  await expect(page.getByTestId('log-line').last()).toBeVisible()
}

/** The log's scroller: at its newest line (within the tolerance the log itself uses). */
function logAtEnd(page: Page): Promise<boolean> {
  return page.getByTestId('game-log').evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 12)
}

for (const c of CASES) {
  test(`log and summary read right: ${c.edition}, ${c.width}×${c.height}, ${c.language}`, async ({ page, london, hostUrl }) => {
    test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
    test.setTimeout(120_000)
    await openLate(page, london, hostUrl!, c)

    // a passing notice ("Game opened") covers no player's name or tag
    const notice = page.getByTestId('notice')
    if (await notice.isVisible()) {
      const box = (await notice.boundingBox())!
      // the header lays out its name and tags in the area's top row (display: contents): each is checked
      for (const part of await page.locator('[data-testid=opponent-area] header > *, [data-testid=my-area] header > *').all())
        expect(overlap(box, (await part.boundingBox())!), 'the notice covers a player name or tag').toBe(false)
      expect(await notice.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
    }
    await screenshot(page, `log-${c.edition}-${c.width}-${c.language}`)

    // the log opens at its newest line
    expect(await logAtEnd(page)).toBe(true)
    await expect(page.getByTestId('log-latest')).toHaveCount(0)

    // lines that arrive after the log put itself at its end, before the scroll event of that move: still following
    // (the event used to read as the reader's own scroll, and the log stopped following late in long games)
    await page.getByTestId('game-log').evaluate((el) => {
      el.scrollTop = el.scrollHeight
      const late = document.createElement('div')
      late.style.height = '300px'
      el.appendChild(late)
      el.dispatchEvent(new Event('scroll'))
      late.remove()
    })
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
    await expect(page.getByTestId('log-latest')).toHaveCount(0)

    // the reader scrolls up: the log stops following and offers its newest lines again, below the list
    await page.getByTestId('game-log').hover()
    await page.mouse.wheel(0, -260)
    await expect(page.getByTestId('log-latest')).toBeVisible()
    const list = (await page.getByTestId('game-log').boundingBox())!
    const latest = (await page.getByTestId('log-latest').boundingBox())!
    expect(latest.y, 'the Latest button sits below the lines, not over them').toBeGreaterThanOrEqual(list.y + list.height - 1)

    // scrolled, the top of the log shows the heading of the turn its lines belong to, whole, and the line under it
    const top = await page.getByTestId('game-log').evaluate((el) => {
      const r = el.getBoundingClientRect()
      const at = document.elementFromPoint(r.left + 30, r.top + 3)
      const heading = at?.closest('[data-testid=log-turn]') as HTMLElement | null
      if (!heading) return { heading: false, text: at?.textContent ?? '' }
      const h = heading.getBoundingClientRect()
      const below = document.elementFromPoint(r.left + 30, h.bottom + 4)
      return {
        heading: true,
        whole: h.top >= r.top - 1,
        lineBelow: below?.closest('[data-testid=log-line], [data-testid=log-turn]') !== null,
        sameTurn: below?.closest('.group') === heading.closest('.group') || below?.closest('[data-testid=log-turn]') !== null,
      }
    })
    expect(top, 'a turn heading at the top of the scrolled log').toMatchObject({
      heading: true,
      whole: true,
      lineBelow: true,
      sameTurn: true,
    })
    await screenshot(page, `log-scrolled-${c.edition}-${c.width}-${c.language}`)
    await page.getByTestId('log-latest').click()
    expect(await logAtEnd(page)).toBe(true)
    await expect(page.getByTestId('log-latest')).toHaveCount(0)

    // the summary: more lines than it shows are announced; the button brings them into sight
    const since = page.getByTestId('since-summary')
    if (await since.isVisible()) {
      const ul = since.locator('ul')
      const cut = await ul.evaluate((el) => el.scrollHeight > el.clientHeight + 1)
      await expect(page.getByTestId('since-more')).toHaveCount(cut ? 1 : 0)
      for (let i = 0; i < 10 && (await page.getByTestId('since-more').count()) > 0; i++) await page.getByTestId('since-more').click()
      await expect(page.getByTestId('since-more')).toHaveCount(0)
      const last = (await since.getByTestId('since-line').last().boundingBox())!
      const shown = (await ul.boundingBox())!
      expect(last.y + last.height).toBeLessThanOrEqual(shown.y + shown.height + 1)
    }
  })
}

test('no payment is told twice: a placement states what it cost', async ({ page, london, hostUrl }) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  test.setTimeout(120_000)
  for (const edition of ['second', 'classic'] as const) {
    await openLate(page, london, hostUrl!, { edition, width: 1920, height: 1080, language: 'en' })
    const lines = await page.getByTestId('log-line').allTextContents()
    const placed = lines.filter((l) => / placed .* for £\d+/.test(l)).length
    expect(placed, 'the position has placements').toBeGreaterThan(0)
    for (let i = 0; i < lines.length; i++) {
      const paid = /paid £(\d+) to the bank/.exec(lines[i]!)
      if (!paid) continue
      const told = lines.slice(i + 1, i + 4).some((l) => / placed .* for £(\d+)/.exec(l)?.[1] === paid[1])
      expect(told, `"${lines[i]}" then "${lines.slice(i + 1, i + 4).join(' / ')}"`).toBe(false)
    }
  }
})
