/**
 * The development board, the district offer, card names and tooltips, measured (bounding boxes, scroll sizes and
 * document.elementFromPoint, never screenshot pixels) at 1280×800 and 1920×1080 (issue 24 items 4, 7 and 9):
 *  - the board reads without hovering: every card's name, price, colour mark, gains and end prestige inside the card,
 *    uncovered (nothing over the name's centre, the coin apart from the name), names not cut, at a size one can
 *    read; both editions, 2, 3 and 4 players, English and French;
 *  - no name is cut anywhere on the table (board, opponents' chips, the player's city, the hand, the districts)
 *    in French, Spanish and Portuguese, headings included; a district's "🂠 4" stays on one line;
 *  - while a card is being placed (clicked or dragged) no tooltip shows, so none covers the targets, and every
 *    target is the topmost thing at its centre; a tooltip never takes the pointer.
 * Positions come from legal engine moves (e2e/positions.ts), opened as saves through the Node host's Open dialog.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type LondonHandle } from './fixtures'
import { playToPosition, writePosition } from './positions'
import { openPosition, screenshot, screenshotsDir, snapshotOf } from './ui-helpers'
import type { Action, Edition } from '../src-shared/engine/index'

test.describe.configure({ timeout: 300_000 })

const SIZES = [
  [1280, 800],
  [1920, 1080],
] as const

let dir = ''
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'london-board-'))
})

test.beforeEach(async ({ london, hostUrl }) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
})

test.afterEach(async ({ london }) => {
  // the host lives on with the worker: leave it in English for the specs that follow
  await london.setSettings({ language: 'en' })
})

async function open(page: Page, hostUrl: string, edition: Edition, players: number, kind: 'start' | 'late'): Promise<void> {
  await openPosition(page, hostUrl, writePosition(dir, playToPosition(edition, players, kind), `${edition}-${players}-${kind}`))
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
}

/** Switches the app's language: the renderer reads its settings when it loads, so reload (the game stays). */
async function useLanguage(page: Page, london: LondonHandle, language: 'en' | 'fr' | 'es' | 'pt'): Promise<void> {
  expect((await london.setSettings({ language })).ok).toBe(true)
  await page.reload()
  await expect(page.getByTestId('table')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** A few frames: sizes follow a resize (ResizeObserver → Svelte → layout), names refit in the frame after. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0)
  for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
}

/** What keeps the development board from being read without hovering, as sentences (empty: all good). */
async function boardProblems(page: Page, minFontPx: number): Promise<string[]> {
  await settle(page)
  return page.evaluate((minFont) => {
    const problems: string[] = []
    const box = (e: Element) => e.getBoundingClientRect()
    const inside = (a: DOMRect, b: DOMRect, slack = 0.5) =>
      a.left >= b.left - slack && a.top >= b.top - slack && a.right <= b.right + slack && a.bottom <= b.bottom + slack
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
    const topmost = (e: Element) => {
      const r = box(e)
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return hit !== null && (hit === e || e.contains(hit))
    }
    const board = document.querySelector<HTMLElement>('[data-testid=board]')!
    const heading = board.querySelector<HTMLElement>('h3')!
    if (heading.scrollWidth > heading.clientWidth + 1) problems.push(`the board's heading is cut: "${heading.textContent?.trim()}"`)
    const cards = [...board.querySelectorAll<HTMLElement>('[data-testid=board-card], [data-testid=peeked-card]')]
    for (const card of cards) {
      const c = box(card)
      const name = card.querySelector<HTMLElement>('[data-testid=card-name]')!
      const what = `board card "${name.textContent}"`
      const n = box(name)
      if (!inside(n, c)) problems.push(`${what}: its name spills out of the card`)
      if (name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1 || name.dataset.fit === 'cut')
        problems.push(`${what}: its name is cut (${name.scrollWidth}×${name.scrollHeight} in ${name.clientWidth}×${name.clientHeight})`)
      if (!topmost(name)) problems.push(`${what}: something covers the name`)
      // the size it is drawn at: the computed font times the card's zoom (drawn width over layout width)
      const zoom = c.width / card.offsetWidth
      const px = parseFloat(getComputedStyle(name).fontSize) * (Number.isFinite(zoom) && zoom > 0 ? zoom : 1)
      if (px < minFont) problems.push(`${what}: its name is drawn at ${px.toFixed(1)}px (under ${minFont}px)`)
      const coin = card.querySelector('.cost')
      if (coin) {
        if (meet(box(coin), n)) problems.push(`${what}: the price coin covers the name`)
        if (!inside(box(coin), c) || !topmost(coin)) problems.push(`${what}: the price coin is not fully visible`)
      }
      const mark = card.querySelector('[data-testid=colour-mark]')
      if (!mark || !inside(box(mark), c) || !topmost(mark)) problems.push(`${what}: its colour mark is not visible`)
      else if (meet(box(mark), n) && !name.contains(mark)) {
        // the mark floats beside the name's first line: the text runs around it, never under it
        const range = document.createRange()
        range.selectNodeContents(name)
        if ([...range.getClientRects()].some((r) => meet(r, box(mark)))) problems.push(`${what}: the colour mark covers the name`)
      }
      for (const part of card.querySelectorAll('.pill, .endp, .cost, .flip')) {
        if (!inside(box(part), c)) problems.push(`${what}: "${part.textContent?.trim()}" is cut off the card`)
        else if (!topmost(part)) problems.push(`${what}: "${part.textContent?.trim()}" is covered`)
      }
    }
    return problems
  }, minFontPx)
}

/** Every cut name or heading on the table now (board, areas, hand, districts), as sentences. */
async function cutNames(page: Page): Promise<string[]> {
  await settle(page)
  return page.evaluate(() => {
    const problems: string[] = []
    const table = document.querySelector('[data-testid=table]')!
    const where = (e: Element) =>
      e.closest('[data-testid]:not([data-testid=card-name]):not([data-testid=district-name])')?.getAttribute('data-testid')
    for (const name of table.querySelectorAll<HTMLElement>('[data-testid=card-name], [data-testid=district-name]')) {
      if (name.offsetWidth === 0) continue
      if (name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1 || name.dataset.fit === 'cut')
        problems.push(
          `"${name.textContent}" (${where(name)}) is cut: ${name.scrollWidth}×${name.scrollHeight} in ${name.clientWidth}×${name.clientHeight}`,
        )
      const card = name.closest('[data-card], [data-district]')
      if (card) {
        const [n, c] = [name.getBoundingClientRect(), card.getBoundingClientRect()]
        if (n.left < c.left - 0.5 || n.right > c.right + 0.5 || n.top < c.top - 0.5 || n.bottom > c.bottom + 0.5)
          problems.push(`"${name.textContent}" (${where(name)}) spills out of its card`)
      }
    }
    // a player's tags (the computer's level, first player, the last move) are whole, never "ordinateu…"
    for (const tag of table.querySelectorAll<HTMLElement>('[data-testid=my-area] header .tag, [data-testid=opponent-area] header .tag')) {
      if (tag.scrollWidth > tag.clientWidth + 1) problems.push(`tag "${tag.textContent?.trim()}" (${where(tag)}) is cut`)
    }
    for (const h of table.querySelectorAll<HTMLElement>('[data-testid=board] h3, [data-testid=district-offer] h3')) {
      if (h.scrollWidth > h.clientWidth + 1) problems.push(`heading "${h.textContent?.trim()}" is cut`)
    }
    // a player's numbers: each label and number whole. An opponent's row writes its labels in full, or all short
    // (£, ▼, ★, an abbreviation) only where the full words would be cut (lib/fit-words.ts)
    const cutIn = (row: Element) =>
      [...row.querySelectorAll<HTMLElement>('.dt, .dd')].filter((e) => e.offsetWidth > 0 && e.scrollWidth > e.clientWidth + 1)
    for (const row of table.querySelectorAll<HTMLElement>('[data-testid=area-stats]')) {
      for (const e of cutIn(row)) problems.push(`"${e.textContent?.trim()}" of a player's numbers (${where(row.parentElement!)}) is cut`)
      if (row.dataset.words !== 'short') continue
      row.dataset.words = 'full'
      if (cutIn(row).length === 0) problems.push(`a player's numbers (${where(row.parentElement!)}) are short though the full words fit`)
      row.dataset.words = 'short'
    }
    // a district's values: each sign with its number on one line
    for (const v of table.querySelectorAll<HTMLElement>('[data-testid=district] .stats > span')) {
      const lh = parseFloat(getComputedStyle(v).fontSize) * 1.6
      if (v.getBoundingClientRect().height > lh * (v.getBoundingClientRect().width / v.offsetWidth || 1))
        problems.push(`district value "${v.textContent}" splits across lines`)
    }
    return problems
  })
}

test('the development board reads without hovering: both editions, 2–4 players, 1280×800 and 1920×1080, English and French', async ({
  page,
  london,
  hostUrl,
}) => {
  const report: string[] = []
  for (const edition of ['second', 'classic'] as const) {
    for (const players of [2, 3, 4]) {
      await open(page, hostUrl!, edition, players, 'late')
      const cards = await page.locator('[data-testid=board-card]').count()
      expect(cards, `${edition} ${players}: cards on the board`).toBeGreaterThan(0)
      for (const language of ['en', 'fr'] as const) {
        if (language !== 'en') await useLanguage(page, london, language)
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height })
          // a name of at least 10px at 1280×800, more on a large screen
          for (const p of await boardProblems(page, width >= 1920 ? 12 : 10))
            report.push(`${edition}, ${players} players, ${width}×${height}, ${language}: ${p}`)
        }
      }
      await useLanguage(page, london, 'en')
    }
  }
  expect(report).toEqual([])
})

test('no cut names in French, Spanish and Portuguese: the board, the cities, the hand, the districts, the headings', async ({
  page,
  london,
  hostUrl,
}) => {
  const report: string[] = []
  for (const edition of ['second', 'classic'] as const) {
    for (const players of [2, 4]) {
      await open(page, hostUrl!, edition, players, 'late')
      for (const language of ['fr', 'es', 'pt', 'en'] as const) {
        await useLanguage(page, london, language)
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height })
          for (const p of await cutNames(page)) report.push(`${edition}, ${players} players, ${width}×${height}, ${language}: ${p}`)
        }
      }
    }
  }
  expect(report).toEqual([])
})

/** From a position at the start of the human's turn: draw, choose Develop; returns a building to place. */
async function startPlacing(page: Page): Promise<Extract<Action, { type: 'place' }>> {
  await page.getByTestId('deck').click()
  await page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]').click()
  const s = await snapshotOf(page)
  const place = s.legal.find((a): a is Extract<Action, { type: 'place' }> => a.type === 'place' && a.spend !== null)
  expect(place, 'a building to place').toBeTruthy()
  return place!
}

/** The placement's targets (stacks and the new-stack slot) that something covers at their centre, or a tooltip shown. */
async function coveredTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    if (document.querySelector('[data-testid=tooltip]')) problems.push('a tooltip is shown')
    const targets = [...document.querySelectorAll<HTMLElement>('[data-testid=my-area] [data-target=true]')]
    if (targets.length === 0) problems.push('no targets on the table')
    for (const t of targets) {
      const r = t.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      if (!hit || !t.contains(hit))
        problems.push(
          `target ${t.dataset.stack ?? 'new stack'} is covered by ${hit ? (hit as HTMLElement).className || hit.tagName : 'nothing'}`,
        )
    }
    return problems
  })
}

test('no tooltip covers the targets while a card is placed, by click or by drag; a tooltip never takes the pointer', async ({
  page,
  london,
  hostUrl,
}) => {
  const report: string[] = []
  for (const language of ['en', 'fr'] as const) {
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      await open(page, hostUrl!, 'second', 4, 'start')
      if (language !== 'en') await useLanguage(page, london, language)
      const at = `${width}×${height}, ${language}`
      const place = await startPlacing(page)
      const card = page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${place.card}"]`)
      // before placing, a hovered card shows its tooltip, which lets the pointer through
      await card.hover()
      const tip = page.getByTestId('tooltip')
      await expect(tip).toBeVisible()
      expect(await tip.evaluate((e) => getComputedStyle(e).pointerEvents), at).toBe('none')
      // clicked: the card is being placed, its tooltip goes and no other opens, over a target or anything else
      await card.click()
      await expect(card).toHaveAttribute('aria-pressed', 'true')
      await expect(tip).toHaveCount(0)
      for (const p of await coveredTargets(page)) report.push(`${at}, click: ${p}`)
      const targets = page.locator('[data-testid=my-area] [data-target=true]')
      for (let i = 0; i < (await targets.count()); i++) {
        await targets.nth(i).hover()
        for (const p of await coveredTargets(page)) report.push(`${at}, hovering target ${i}: ${p}`)
      }
      for (const other of [page.getByTestId('board-card'), page.getByTestId('district'), card]) {
        if ((await other.count()) === 0) continue
        await other.first().hover()
        await page.waitForTimeout(100)
        if ((await tip.count()) > 0) report.push(`${at}: a tooltip opens while placing`)
      }
      // cancelled: tooltips are back
      await page.keyboard.press('Escape')
      await expect(card).toHaveAttribute('aria-pressed', 'false')
      await page.mouse.move(0, 0)
      await card.hover()
      await expect(tip).toBeVisible()

      // dragged: no tooltip from the moment the drag starts until the drop, every target uncovered on the way
      const from = (await card.boundingBox())!
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 4 })
      await expect(page.getByTestId('new-stack')).toBeVisible()
      await expect(tip).toHaveCount(0)
      for (const p of await coveredTargets(page)) report.push(`${at}, drag: ${p}`)
      const slot = (await page.getByTestId('new-stack').boundingBox())!
      await page.mouse.move(slot.x + slot.width / 2, slot.y + slot.height / 2, { steps: 8 })
      if ((await tip.count()) > 0) report.push(`${at}: a tooltip shows over the drop target`)
      const before = Number(await page.getByTestId('table').getAttribute('data-seq'))
      await page.mouse.up()
      await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
      await expect(page.locator(`[data-testid=my-area] [data-testid=stack-top][data-card="${place.card}"]`)).toBeVisible()
      await useLanguage(page, london, 'en')
    }
  }
  expect(report).toEqual([])
})

test('screenshots: the centre row at 1280×800 and 1920×1080 in English and French', async ({ page, london, hostUrl }) => {
  for (const [edition, players] of [
    ['second', 4],
    ['classic', 4],
    ['second', 2],
  ] as const) {
    await open(page, hostUrl!, edition, players, 'late')
    for (const language of ['en', 'fr'] as const) {
      await useLanguage(page, london, language)
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height })
        await settle(page)
        await screenshot(page, `board-${edition}-${players}-${width}x${height}-${language}`)
        // the centre row alone, at its real size
        await page
          .getByTestId('board')
          .locator('..')
          .locator('..')
          .screenshot({ path: join(screenshotsDir, `board-centre-${edition}-${players}-${width}x${height}-${language}.png`) })
      }
    }
  }
})
