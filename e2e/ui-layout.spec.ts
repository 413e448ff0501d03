/**
 * Layout at every size: the table is measured (bounding boxes and document.elementFromPoint, never screenshot
 * pixels) at 1280×800, 1366×768 and 1920×1080, both editions, 2 and 4 players, in three positions reached by legal
 * engine moves (e2e/positions.ts): the start, 11+ cards in hand, and the last turns with many stacks. Checked:
 * the page never scrolls; the top bar is one line; the viewer's area and hand are fully visible and nothing covers
 * them; the opponents' areas do not overlap and keep their stacks inside; the log shows its newest line.
 * The late 4-player tables are also checked in all four languages at 1280×800.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type LondonHandle } from './fixtures'
import { playToPosition, writePosition, type PositionKind } from './positions'
import { openPosition, screenshot } from './ui-helpers'
import { povertyForecast, runPreview } from '../src-shared/engine/index'
import type { SessionSnapshot } from '../src-shared/session'

test.describe.configure({ timeout: 240_000 })

const SIZES = [
  [1280, 800],
  [1366, 768],
  [1920, 1080],
] as const
const KINDS: readonly PositionKind[] = ['start', 'bigHand', 'late']

async function openPositionAtMyTurn(page: Page, hostUrl: string, path: string): Promise<void> {
  await openPosition(page, hostUrl, path)
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
}

/** Switches the app's language: the renderer reads its settings when it loads, so reload (the game stays). */
async function useLanguage(page: Page, london: LondonHandle, language: 'en' | 'fr' | 'es' | 'pt'): Promise<void> {
  expect((await london.setSettings({ language })).ok).toBe(true)
  await page.reload()
  await expect(page.getByTestId('table')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** Every layout problem on screen now, as readable sentences (empty: all good). */
async function layoutProblems(page: Page): Promise<string[]> {
  // two frames: the fit of every row follows a resize (ResizeObserver → Svelte → layout)
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
  return page.evaluate(() => {
    const problems: string[] = []
    const vw = window.innerWidth
    const vh = window.innerHeight
    const q = (sel: string, root: ParentNode = document) => [...root.querySelectorAll<HTMLElement>(sel)]
    const box = (e: Element) => e.getBoundingClientRect()
    const name = (e: HTMLElement) => `${e.dataset.testid ?? e.className}${e.dataset.card ? `#${e.dataset.card}` : ''}`
    const inside = (a: DOMRect, b: DOMRect, slack = 0.5) =>
      a.left >= b.left - slack && a.top >= b.top - slack && a.right <= b.right + slack && a.bottom <= b.bottom + slack
    const viewport = new DOMRect(0, 0, vw, vh)
    /** fully on screen and the topmost thing at its centre and near its four corners */
    const unobscured = (e: HTMLElement, what: string) => {
      const r = box(e)
      if (r.width < 4 || r.height < 4) return problems.push(`${what} ${name(e)} has no size`)
      if (!inside(r, viewport)) return problems.push(`${what} ${name(e)} is off screen (${r.left},${r.top},${r.right},${r.bottom})`)
      // near the corners, inside the rounded border (hit-testing follows border-radius)
      const ix = Math.min(10, r.width / 4)
      const iy = Math.min(10, r.height / 4)
      const pts = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + ix, r.top + iy],
        [r.right - ix, r.top + iy],
        [r.left + ix, r.bottom - iy],
        [r.right - ix, r.bottom - iy],
      ]
      for (const [x, y] of pts) {
        const hit = document.elementFromPoint(x!, y!)
        if (!hit || !(hit === e || e.contains(hit))) {
          problems.push(
            `${what} ${name(e)} is covered at (${Math.round(x!)},${Math.round(y!)}) by ${hit ? (hit as HTMLElement).className || hit.tagName : 'nothing'}`,
          )
          return
        }
      }
    }

    // the page itself never scrolls
    const doc = document.scrollingElement!
    if (doc.scrollHeight > vh + 1 || doc.scrollWidth > vw + 1) problems.push(`the page scrolls (${doc.scrollWidth}×${doc.scrollHeight})`)

    // top bar: one line, everything in it on screen
    const bar = document.querySelector<HTMLElement>('.topbar')!
    const barBox = box(bar)
    if (barBox.height > 56) problems.push(`top bar is ${Math.round(barBox.height)}px tall (wrapped?)`)
    if (bar.scrollWidth > bar.clientWidth + 1) problems.push('top bar content is wider than the bar')
    for (const b of q('.topbar button, .topbar h1, .topbar [data-testid=turn-bar]')) {
      const r = box(b)
      if (r.width === 0) continue
      if (!inside(r, barBox) || !inside(r, viewport)) problems.push(`top bar item ${name(b)} sticks out`)
    }
    const tools = q('.topbar .tools button').map((b) => box(b).top)
    if (tools.length && Math.max(...tools) - Math.min(...tools) > 2) problems.push('top bar buttons are on several lines')

    // the viewer's area: every part visible and uncovered
    const mine = document.querySelector<HTMLElement>('[data-testid=my-area]')!
    const mineBox = box(mine)
    if (!inside(mineBox, viewport)) problems.push('my area is not fully on screen')
    for (const id of ['money', 'loans', 'poverty', 'prestige', 'hand-size'])
      unobscured(mine.querySelector<HTMLElement>(`[data-testid=${id}]`)!, 'my')
    for (const e of q('[data-testid=stack-top], [data-testid=top-district], .borough', mine)) {
      if (!inside(box(e), mineBox)) problems.push(`my ${name(e)} spills out of my area`)
      unobscured(e, 'my')
    }
    if (mine.querySelector('.stacks-box.scroll')) problems.push('my stacks need scrolling')
    // the new-stack slot of a placement is a target like the stacks
    for (const e of q('[data-testid=new-stack]', mine)) {
      if (!inside(box(e), mineBox)) problems.push('the new-stack slot spills out of my area')
      unobscured(e, 'my')
    }

    // the hand: every card visible and uncovered
    const hand = document.querySelector<HTMLElement>('[data-testid=hand]')!
    for (const c of q('[data-testid=hand-card]', hand)) {
      if (!inside(box(c), box(hand))) problems.push(`hand card ${name(c)} spills out of the hand`)
      unobscured(c, 'hand')
    }
    const count = Number(mine.querySelector('[data-testid=hand-size]')!.textContent)
    if (q('[data-testid=hand-card]', hand).length !== count) problems.push('not every card of the hand is shown')
    if (mine.getBoundingClientRect().bottom > box(hand).top + 0.5) problems.push('my area and my hand overlap')

    // opponents: areas side by side without overlap, their stacks inside their own area
    const opp = q('[data-testid=opponent-area]')
    opp.forEach((a, i) => {
      const ra = box(a)
      if (!inside(ra, viewport)) problems.push(`opponent ${i} is off screen`)
      if (ra.bottom > mineBox.top + 0.5 && ra.top < mineBox.bottom) problems.push(`opponent ${i} overlaps my area`)
      opp.forEach((b, j) => {
        if (j <= i) return
        const rb = box(b)
        if (ra.left < rb.right - 0.5 && rb.left < ra.right - 0.5 && ra.top < rb.bottom - 0.5 && rb.top < ra.bottom - 0.5)
          problems.push(`opponents ${i} and ${j} overlap`)
      })
      for (const s of q('[data-testid=stack-top], [data-testid=top-district], .borough', a)) {
        const rs = box(s)
        if (!inside(rs, ra)) problems.push(`opponent ${i}: ${name(s)} spills out of the area`)
      }
      if (a.querySelector('.stacks-box.scroll')) problems.push(`opponent ${i}: stacks need scrolling`)
    })

    // the centre row stays above my area
    for (const id of ['board', 'district-offer', 'borough-map']) {
      const e = document.querySelector(`[data-testid=${id}]`)
      if (e && box(e).bottom > mineBox.top + 0.5) problems.push(`${id} runs into my area`)
    }
    for (const c of q('[data-testid=board-card], [data-testid=district], [data-testid=borough]')) {
      const center = document.querySelector('[data-testid=board]')!.parentElement!.parentElement!
      if (!inside(box(c), box(center), 1)) problems.push(`${name(c)} spills out of the centre row`)
    }

    // the log shows its newest line
    const log = document.querySelector<HTMLElement>('[data-testid=game-log]')!
    const lines = q('[data-testid=log-line]', log)
    const last = lines[lines.length - 1]
    if (!last) {
      // nothing has happened yet: the log says so
      const empty = log.querySelector<HTMLElement>('.empty')
      if (!empty) problems.push('the log shows nothing at all')
      else unobscured(empty, 'log')
    } else {
      const rl = box(last)
      const rlog = box(log)
      if (rl.bottom > rlog.bottom + 1 || rl.top < rlog.top - 1) problems.push('the newest log line is out of sight')
      const hit = document.elementFromPoint(rl.left + 6, rl.top + Math.min(rl.height / 2, 8))
      if (!hit || !(hit === last || last.contains(hit))) problems.push('the newest log line is covered')
    }
    // the turn's buttons and notes are on screen, inside the panel (not scrolled out of it), and nothing covers them
    const panel = document.querySelector<HTMLElement>('[data-testid=action-panel], [data-testid=game-over-panel]')
    for (const b of q(
      'aside [data-testid=legal-action], aside [data-testid=why-not], aside [data-testid=confirm-turn-end], aside [data-testid=game-over-panel] button',
    )) {
      if (!inside(box(b), viewport)) problems.push(`${name(b)} ${b.textContent?.trim()} is off screen`)
      else if (panel && !inside(box(b), box(panel), 1))
        problems.push(`${name(b)} ${b.textContent?.trim().slice(0, 40)} is scrolled out of the panel`)
      else unobscured(b, 'panel')
    }
    return problems
  })
}

for (const edition of ['second', 'classic'] as const) {
  for (const players of [2, 4]) {
    test(`layout holds: ${edition}, ${players} players, 3 positions × 3 sizes`, async ({ page, london, hostUrl }) => {
      test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
      expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
      const dir = mkdtempSync(join(tmpdir(), 'london-layout-'))
      const report: string[] = []
      for (const kind of KINDS) {
        const pos = playToPosition(edition, players, kind)
        await openPositionAtMyTurn(page, hostUrl!, writePosition(dir, pos, `${edition}-${players}-${kind}`))
        const me = pos.state.players[0]!
        if (kind === 'bigHand') expect(me.hand.length).toBeGreaterThanOrEqual(11)
        if (kind === 'late') expect(Math.max(...pos.state.players.map((p) => p.stacks.length))).toBeGreaterThanOrEqual(8)
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height })
          for (const p of await layoutProblems(page)) report.push(`${kind} at ${width}×${height}: ${p}`)
        }
        if (kind === 'late' && players === 4) {
          await page.setViewportSize({ width: 1280, height: 800 })
          for (const language of ['fr', 'es', 'pt'] as const) {
            await useLanguage(page, london, language)
            for (const p of await layoutProblems(page)) report.push(`${kind} at 1280×800 in ${language}: ${p}`)
          }
          await useLanguage(page, london, 'en')
        }
      }
      expect(report).toEqual([])
    })
  }
}

/** What is wrong with the top bar now: wrapped, wider than itself, an item outside it or the window. */
async function topBarProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
  return page.evaluate(() => {
    const problems: string[] = []
    const bar = document.querySelector<HTMLElement>('.topbar')!
    const b = bar.getBoundingClientRect()
    if (b.height > 56) problems.push(`top bar is ${Math.round(b.height)}px tall (wrapped?)`)
    if (bar.scrollWidth > bar.clientWidth + 1) problems.push('top bar content is wider than the bar')
    const items = [...bar.querySelectorAll<HTMLElement>('button, h1, [data-testid=turn-bar]')].filter((e) => e.offsetWidth > 0)
    for (const e of items) {
      const r = e.getBoundingClientRect()
      if (r.left < b.left - 0.5 || r.right > Math.min(b.right, window.innerWidth) + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5)
        problems.push(`top bar item ${e.dataset.testid ?? e.tagName} sticks out`)
    }
    const tops = [...bar.querySelectorAll<HTMLElement>('.tools button')].map((e) => e.getBoundingClientRect().top)
    if (tops.length && Math.max(...tops) - Math.min(...tops) > 2) problems.push('top bar buttons are on several lines')
    return problems
  })
}

test('the top bar stays on one line at 1280×720 in every language: a turn with every tool, and a finished game', async ({
  page,
  london,
  hostUrl,
}) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
  const dir = mkdtempSync(join(tmpdir(), 'london-topbar-'))
  await page.setViewportSize({ width: 1280, height: 720 })
  const report: string[] = []
  // a 4-player turn in its last round with a step to take back: the turn bar and the most tools at once
  await openPositionAtMyTurn(page, hostUrl!, writePosition(dir, playToPosition('second', 4, 'late'), 'topbar-turn'))
  await page.locator('[data-testid=legal-action][data-action-type=takeLoan]').click()
  await expect(page.getByTestId('undo')).toBeVisible()
  for (const language of ['en', 'fr', 'es', 'pt'] as const) {
    await useLanguage(page, london, language)
    for (const id of ['turn-bar', 'hint-button', 'undo', 'save', 'save-as', 'open', 'open-replay', 'quit', 'open-help', 'open-settings'])
      await expect(page.locator(`.topbar [data-testid=${id}]`), `${id} in ${language}`).toBeVisible()
    for (const p of await topBarProblems(page)) report.push(`turn in ${language}: ${p}`)
  }
  // a finished game: Statistics and Replay join Save, Open and Quit
  await useLanguage(page, london, 'en')
  await openPosition(page, hostUrl!, writePosition(dir, playToPosition('second', 4, 'over'), 'topbar-over'))
  await expect(page.getByTestId('scoring')).toBeVisible()
  for (const language of ['en', 'fr', 'es', 'pt'] as const) {
    expect((await london.setSettings({ language })).ok).toBe(true)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.locator('.topbar [data-testid=open-statistics]')).toBeVisible()
    await expect(page.locator('.topbar [data-testid=open-replay]')).toBeVisible()
    for (const p of await topBarProblems(page)) report.push(`finished game in ${language}: ${p}`)
  }
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
  expect(report).toEqual([])
})

test('the poverty forecast shows what running the city will cost, and finishing the run costs exactly that', async ({
  page,
  london,
  hostUrl,
}) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
  await page.setViewportSize({ width: 1280, height: 800 })
  const dir = mkdtempSync(join(tmpdir(), 'london-forecast-'))
  await openPositionAtMyTurn(page, hostUrl!, writePosition(dir, playToPosition('second', 4, 'late'), 'forecast'))
  const forecastNow = async () => {
    const s = (await london.getSnapshot()) as { ok: true; value: SessionSnapshot }
    return povertyForecast(s.value.view!, s.value.viewer!)
  }
  // draw, then the action choice: the forecast is on the table and on the Run city button
  await page.getByTestId('deck').click()
  const run = page.locator('[data-testid=legal-action][data-action-type=chooseRunCity]')
  await expect(run).toBeVisible()
  let f = await forecastNow()
  await expect(page.getByTestId('forecast-total')).toHaveAttribute('data-after', String(f.run.after))
  await expect(run.getByTestId('action-poverty')).toHaveAttribute('data-change', String(f.run.change))
  await expect(page.locator('[data-testid=forecast-line][data-part=stacks]')).toHaveAttribute('data-n', String(f.run.stacks))
  await expect(page.locator('[data-testid=forecast-line][data-part=hand]')).toHaveAttribute('data-n', String(f.run.hand))
  await run.click()
  // activate what is needed, then read the forecast on the Finish button and finish
  const end = page.locator('[data-testid=legal-action][data-action-type=endRun]')
  for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
    const district = page.locator('[data-testid=legal-action][data-action-type=runDistrict]')
    if (await district.isVisible()) await district.click()
    else {
      // one click activates a card with nothing to choose; otherwise its choices open
      await page.locator('[data-testid=my-area] [data-legal=true]').first().click()
      await page.waitForTimeout(150)
      const choice = page.locator('[data-testid=choices] [data-testid=legal-action]')
      if ((await choice.count()) > 0) await choice.first().click()
    }
    await page.waitForTimeout(100)
  }
  await expect(end).toBeVisible()
  f = await forecastNow()
  await expect(end.getByTestId('action-poverty')).toHaveAttribute('data-change', String(f.run.change))
  await expect(page.getByTestId('forecast-total')).toHaveAttribute('data-after', String(f.run.after))
  // with cards left to activate, finishing asks first (e2e/ui-run.spec.ts): finish anyway
  const s = (await london.getSnapshot()) as { ok: true; value: SessionSnapshot }
  const left = runPreview(s.value.view!)
  await end.click()
  if (left && (left.steps.length > 0 || left.choices.length > 0))
    await page.getByTestId(left.steps.length > 0 ? 'confirm-alt' : 'confirm-yes').click()
  await expect(page.locator('[data-testid=my-area] [data-testid=poverty]')).toHaveText(String(f.run.after))
})

test('screenshots: the table at 1280×800 and 1920×1080 in English and French', async ({ page, london, hostUrl }) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  const dir = mkdtempSync(join(tmpdir(), 'london-shots-'))
  for (const [edition, kind] of [
    ['second', 'late'],
    ['classic', 'bigHand'],
  ] as const) {
    expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
    await openPositionAtMyTurn(page, hostUrl!, writePosition(dir, playToPosition(edition, 4, kind), `${edition}-${kind}`))
    // the "game opened" message fades first
    await expect(page.getByTestId('notice')).toHaveCount(0, { timeout: 8000 })
    for (const language of ['en', 'fr'] as const) {
      await useLanguage(page, london, language)
      for (const [width, height] of [
        [1280, 800],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height })
        expect(await layoutProblems(page)).toEqual([])
        await screenshot(page, `layout-${edition}-${kind}-${width}x${height}-${language}`)
      }
    }
  }
  // the host lives on with the worker: leave it in English for the specs that follow
  expect((await london.setSettings({ language: 'en' })).ok).toBe(true)
})

test('new controls fit at every size: the placement targets, a why-not note, the summary, the final table', async ({
  page,
  london,
  hostUrl,
}) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
  const dir = mkdtempSync(join(tmpdir(), 'london-controls-'))
  const report: string[] = []
  for (const edition of ['second', 'classic'] as const) {
    const pos = playToPosition(edition, 4, 'late')
    await openPositionAtMyTurn(page, hostUrl!, writePosition(dir, pos, `controls-${edition}`))
    await expect(page.getByTestId('since-summary')).toBeVisible()
    // a why-not note: a hand card while drawing
    await page.getByTestId('hand-card').first().click()
    await expect(page.getByTestId('why-not')).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(page.getByTestId('tooltip')).toHaveCount(0)
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      for (const p of await layoutProblems(page)) report.push(`${edition} why-not at ${width}×${height}: ${p}`)
    }
    // the placement, at the start of a game: draw, develop, choose a building: its targets and the new-stack slot
    await openPositionAtMyTurn(page, hostUrl!, writePosition(dir, playToPosition(edition, 4, 'start'), `controls-start-${edition}`))
    await page.getByTestId('deck').click()
    await page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]').click({ timeout: 5000 })
    const s = (await london.getSnapshot()) as { ok: true; value: SessionSnapshot }
    const place = s.value.legal.find((a) => a.type === 'place')
    expect(place, 'a building to place').toBeTruthy()
    await page.locator(`[data-testid=hand-card][data-card="${place!.type === 'place' ? place!.card : -1}"]`).click({ timeout: 5000 })
    await expect(page.getByTestId('new-stack')).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(page.getByTestId('tooltip')).toHaveCount(0)
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      for (const p of await layoutProblems(page)) report.push(`${edition} placing at ${width}×${height}: ${p}`)
    }
  }
  // the finished game's table: no live controls, the way back to the scores, a rematch
  for (const players of [2, 4]) {
    await openPosition(page, hostUrl!, writePosition(dir, playToPosition('second', players, 'over'), `controls-over-${players}`))
    await page.getByTestId('show-final-table').click()
    await expect(page.getByTestId('game-over-panel')).toBeVisible()
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      for (const p of await layoutProblems(page)) report.push(`final table, ${players} players, at ${width}×${height}: ${p}`)
    }
  }
  expect(report).toEqual([])
})
