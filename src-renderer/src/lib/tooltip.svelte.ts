// One tooltip for the whole window (fixed position, never clipped by a scrolling panel).
import type { Edition } from '../../../src-shared/engine/index'

export interface Tip {
  readonly kind: 'card' | 'district'
  readonly id: number
  readonly edition: Edition
  /** extra lines (e.g. £ lying on a Shops card) */
  readonly extra?: string
  readonly x: number
  readonly y: number
  readonly below: boolean
}

export const tooltip = $state<{ tip: Tip | null }>({ tip: null })
/** The element the tooltip belongs to (not reactive): a re-render that removes it must hide the tooltip. */
let anchor: Element | null = null

/** A hide waiting for the pointer to leave the tooltip's rules link too (it may travel from the card onto it). */
let hiding: ReturnType<typeof setTimeout> | null = null
const HIDE_DELAY_MS = 250

function cancelHide(): void {
  if (hiding !== null) clearTimeout(hiding)
  hiding = null
}

/**
 * While a move is being composed (a card being placed, clicked or dragged, a payment being chosen) the player's
 * eyes are on the highlighted targets: no tooltip opens then, and the one open goes, so none ever covers them.
 */
let paused = false

export function pauseTips(on: boolean): void {
  paused = on
  if (on) hideTip()
}

export function showTip(el: Element, kind: Tip['kind'], id: number, edition: Edition, extra?: string): void {
  if (paused) return
  cancelHide()
  const r = el.getBoundingClientRect()
  const below = r.top < 300
  const half = 145
  const width = typeof window === 'undefined' ? 4000 : window.innerWidth
  const x = Math.min(Math.max(r.left + r.width / 2, half + 4), width - half - 4)
  tooltip.tip = { kind, id, edition, extra, x, y: below ? r.bottom + 8 : r.top - 8, below }
  anchor = el
}

/** Hides a tooltip whose card left the screen (call after the DOM changed). */
export function dropOrphanTip(): void {
  if (tooltip.tip && (!anchor || !anchor.isConnected)) hideTip()
}

export function hideTip(): void {
  cancelHide()
  tooltip.tip = null
  anchor = null
}

/** The pointer left the card: the tooltip goes, unless the pointer reaches its rules link first. */
export function hideTipSoon(): void {
  cancelHide()
  hiding = setTimeout(hideTip, HIDE_DELAY_MS)
}

/** The pointer is on the tooltip's rules link: keep the tooltip. */
export function holdTip(): void {
  cancelHide()
}
