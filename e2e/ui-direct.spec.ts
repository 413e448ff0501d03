/**
 * Direct manipulation and "why not" through the UI: a card placed by clicking it and then its target (or by
 * dragging it), the card that pays picked in the hand; one-click activation and discard; the keyboard (Enter
 * confirms, Esc cancels, Ctrl+Z undoes, every placement reachable with Tab); a click on something with no legal use
 * says why, with its numbers, and links to its rules; the table's chips and a tooltip's rules line open the help.
 * Positions come from legal engine moves (e2e/positions.ts), opened as saves through the Node host's Open dialog.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { playToPosition, writePosition, type PositionKind } from './positions'
import { openPosition, snapshotOf } from './ui-helpers'
import { actionPrice, whyNot, type Action, type Edition } from '../src-shared/engine/index'

test.describe.configure({ timeout: 120_000 })

let dir = ''
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'london-direct-'))
})

async function open(page: Page, hostUrl: string | null, edition: Edition, players: number, kind: PositionKind): Promise<void> {
  await openPosition(page, hostUrl!, writePosition(dir, playToPosition(edition, players, kind), `${edition}-${players}-${kind}`))
  await expect(page.getByTestId('table')).toHaveAttribute('data-my-turn', 'true')
}

const seq = async (page: Page) => Number(await page.getByTestId('table').getAttribute('data-seq'))

/** From a position at the start of the human's turn: draw, then choose Develop. */
async function develop(page: Page): Promise<void> {
  // each click waits for the table to show its move: the test then starts from the develop step itself (waiting
  // for the absence of a button, already absent before, let a click land before the step came under load)
  const start = await seq(page)
  await page.getByTestId('deck').click()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start + 1))
  await page.locator('[data-testid=legal-action][data-action-type=chooseDevelop]').click()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start + 2))
}

/** A building of the hand that may be placed now, and the number of its distinct payments. */
async function placeable(page: Page): Promise<Extract<Action, { type: 'place' }>> {
  const s = await snapshotOf(page)
  const place = s.legal.find((a): a is Extract<Action, { type: 'place' }> => a.type === 'place' && a.spend !== null)
  expect(place, 'a building to place').toBeTruthy()
  return place!
}

test.beforeEach(async ({ london, hostUrl }) => {
  test.skip(hostUrl === null, 'positions are opened through the scripted Open dialog of the Node host')
  expect((await london.setSettings({ botSpeed: 'instant', animationSpeed: 'off', language: 'en' })).ok).toBe(true)
})

test('place by clicking the card, then a target; the card that pays is chosen in the hand', async ({ page, hostUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, hostUrl, 'second', 2, 'start')
  await develop(page)
  const place = await placeable(page)
  const card = page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${place.card}"]`)
  await card.click()
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  // the targets: the new-stack slot; the payment: marked in the hand, the other payers clickable
  await expect(page.getByTestId('new-stack')).toBeVisible()
  await expect(page.getByTestId('direct-hint')).toBeVisible()
  const payers = page.locator('[data-testid=hand] .slot[data-pays=true] [data-testid=hand-card]')
  const spends = new Set(
    (await snapshotOf(page)).legal.flatMap((a) => (a.type === 'place' && a.card === place.card && a.spend !== null ? [a.spend] : [])),
  )
  await expect(payers).toHaveCount(spends.size)
  await expect(page.locator('[data-testid=hand] .slot.spend')).toHaveCount(1)
  // pay with the last payer instead of the default
  const chosen = Number(await payers.last().getAttribute('data-card'))
  await payers.last().click()
  await expect(page.locator('[data-testid=hand] .slot.spend [data-testid=hand-card]')).toHaveAttribute('data-card', String(chosen))
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  const before = await seq(page)
  const stacks = await page.locator('[data-testid=my-area] [data-testid=stack]').count()
  await page.getByTestId('new-stack').click()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
  await expect(page.locator('[data-testid=my-area] [data-testid=stack]')).toHaveCount(stacks + 1)
  await expect(page.locator(`[data-testid=my-area] [data-testid=stack-top][data-card="${place.card}"]`)).toBeVisible()
  // the chosen card paid: it is on the board now, not in the hand
  await expect(page.locator(`[data-testid=board-card][data-card="${chosen}"]`)).toBeVisible()
  await expect(page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${chosen}"]`)).toHaveCount(0)
})

test('place by dragging the card onto the new-stack slot', async ({ page, hostUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, hostUrl, 'classic', 2, 'start')
  await develop(page)
  const place = await placeable(page)
  const card = page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${place.card}"]`)
  const before = await seq(page)
  // the card is draggable once the table shows the develop step (a drag started earlier does nothing)
  await expect(card).toHaveAttribute('draggable', 'true')
  const from = (await card.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 4 })
  // the drag selected the card: its targets are on the table
  const slot = page.getByTestId('new-stack')
  await expect(slot).toBeVisible()
  const to = (await slot.boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 })
  await page.mouse.up()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
  await expect(page.locator(`[data-testid=my-area] [data-testid=stack-top][data-card="${place.card}"]`)).toBeVisible()
})

test('the keyboard: Enter confirms, Esc cancels, Tab reaches the targets, Ctrl+Z undoes', async ({ page, hostUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, hostUrl, 'second', 2, 'start')
  await develop(page)
  const place = await placeable(page)
  const card = page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${place.card}"]`)
  // focus the card and press Enter: it is selected; Esc cancels
  await card.focus()
  await page.keyboard.press('Enter')
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('[data-testid=choices] [data-default=true]')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(card).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('new-stack')).toHaveCount(0)
  // select again; Shift+Tab from the hand reaches the new-stack slot (the last target of my city); Enter places
  await card.focus()
  await page.keyboard.press('Enter')
  await page.locator('[data-testid=hand] [data-testid=hand-card]').first().focus()
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByTestId('new-stack')).toBeFocused()
  const before = await seq(page)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
  // Ctrl+Z takes it back (a placement reveals nothing)
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before))
  await expect(page.locator(`[data-testid=hand] [data-testid=hand-card][data-card="${place.card}"]`)).toBeVisible()
  // Enter on the selected card confirms the default: a new stack, paid with the marked card
  await card.click()
  const marked = Number(await page.locator('[data-testid=hand] .slot.spend [data-testid=hand-card]').getAttribute('data-card'))
  await expect(card).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
  await expect(page.locator(`[data-testid=board-card][data-card="${marked}"]`)).toBeVisible()
  await expect(page.locator(`[data-testid=my-area] [data-testid=stack-top][data-card="${place.card}"]`)).toBeVisible()
})

test('one click activates a card with nothing to choose, and discards at the hand limit', async ({ page, hostUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, hostUrl, 'second', 4, 'late')
  // draw (deck or board), run the city
  const draw = page.locator('[data-testid=deck][data-legal=true], [data-testid=board-card][data-legal=true]').first()
  await draw.click()
  await page.locator('[data-testid=legal-action][data-action-type=chooseRunCity]').click()
  const s = await snapshotOf(page)
  const byCard = new Map<number, Action[]>()
  for (const a of s.legal) if (a.type === 'activate') byCard.set(a.card, [...(byCard.get(a.card) ?? []), a])
  const single = [...byCard].find(([, acts]) => acts.length === 1 && actionPrice(s.view!, acts[0]!).loans === 0)
  expect(single, 'a card with one way to activate it').toBeTruthy()
  const before = await seq(page)
  await page.locator(`[data-testid=my-area] [data-testid=stack-top][data-card="${single![0]}"]`).click()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(before + 1))
  await expect(page.getByTestId('choices')).toHaveCount(0)

  // the hand limit: each click discards
  await open(page, hostUrl, 'second', 2, 'bigHand')
  const hand = page.locator('[data-testid=hand] [data-testid=hand-card]')
  const size = await hand.count()
  expect(size).toBeGreaterThan(9)
  const start = await seq(page)
  const first = await hand.first().getAttribute('data-card')
  await hand.first().click()
  await expect(page.getByTestId('table')).toHaveAttribute('data-seq', String(start + 1))
  await expect(hand).toHaveCount(size - 1)
  await expect(page.locator(`[data-testid=board-card][data-card="${first}"]`)).toBeVisible()
})

test('why not: a click with no legal use says why, with its numbers, and links to its rules', async ({ page, hostUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, hostUrl, 'second', 2, 'start')
  // a hand card while drawing
  await page.getByTestId('hand-card').first().click()
  await expect(page.getByTestId('why-not')).toHaveAttribute('data-code', 'wrong-step')
  await expect(page.getByTestId('why-not-text')).toContainText('Draw your card first')
  // a district while drawing: its price and the money, and whether a loan would cover it
  const s = await snapshotOf(page)
  const me = s.view!.players[s.viewer!]!
  const district = s.view!.districtOffer[0]!
  await page.locator(`[data-testid=district][data-district="${district}"]`).click()
  const why = whyNot(s.view!, s.viewer!, { kind: 'district', district })!
  expect(why.price).toBeTruthy()
  await expect(page.getByTestId('why-not-text')).toContainText(`costs £${why.price!.cost} and you have £${me.money}`)
  if (why.price!.loans > 0) await expect(page.getByTestId('why-not-text')).toContainText('would cover it')
  await page.getByTestId('why-not-rules').click()
  await expect(page.locator('[data-testid=help-section][data-section=turn]')).toHaveClass(/current/)
  await page.keyboard.press('Escape')
  // Esc closes the note
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('why-not')).toHaveCount(0)

  // the classic map: an occupied borough and one that touches none
  await open(page, hostUrl, 'classic', 2, 'late')
  const c = await snapshotOf(page)
  const reasons = c.view!.map!.underground.map((_, b) => ({ b, why: whyNot(c.view!, c.viewer!, { kind: 'district', district: b }) }))
  const occupied = reasons.find((r) => r.why?.code === 'occupied')
  const lonely = reasons.find((r) => r.why?.code === 'not-adjacent')
  expect(occupied && lonely, 'an occupied borough and a lonely one').toBeTruthy()
  // (the boroughs are buttons: reached by the keyboard as well; the map's labels may overlap at this size)
  await page.locator(`[data-testid=borough][data-district="${lonely!.b}"]`).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('why-not')).toHaveAttribute('data-code', 'not-adjacent')
  await expect(page.getByTestId('why-not-text')).toContainText('is not adjacent to any occupied borough')
  await page.locator(`[data-testid=borough][data-district="${occupied!.b}"]`).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('why-not')).toHaveAttribute('data-code', 'occupied')
  await expect(page.getByTestId('why-not-text')).toContainText('is already occupied by')
})

test('rules links: the poverty chip and a tooltip’s rules line open the help at their section', async ({ page, hostUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, hostUrl, 'second', 2, 'start')
  for (const [stat, section] of [
    ['poverty', 'poverty'],
    ['money', 'loans'],
    ['prestige', 'scoring'],
  ] as const) {
    await page.locator(`[data-testid=my-area] [data-testid=stat-help]:has([data-testid=${stat}])`).click()
    await expect(page.locator(`[data-testid=help-section][data-section=${section}]`)).toHaveClass(/current/)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('help')).toBeHidden()
  }
  // hover a card, move onto its tooltip's rules line (beside the card, not over it) and click it
  const card = page.getByTestId('hand-card').first()
  await card.hover()
  const link = page.getByTestId('tooltip-help')
  await expect(link).toBeVisible()
  const section = await link.getAttribute('data-section')
  const [c, l] = [(await card.boundingBox())!, (await link.boundingBox())!]
  expect(l.y + l.height <= c.y + 0.5 || l.y >= c.y + c.height - 0.5, 'the link does not cover the card').toBe(true)
  await link.click()
  await expect(page.locator(`[data-testid=help-section][data-section="${section}"]`)).toHaveClass(/current/)
  await expect(page.getByTestId('tooltip')).toHaveCount(0)
})
