// How the centre row of the table is shared between the development board and the district offer (second
// edition) or the map (classic): pure arithmetic on the sizes of the components' fixed parts, unit-tested.

/** Natural sizes (px at zoom 1) of Board.svelte and DistrictOffer.svelte's parts. */
/** the board's landscape cards (Card size 'wide') and the deck beside the two rows */
const CARD = { w: 104, h: 66 }
const DECK = { w: 56 }
const BOARD = { padX: 20, padY: 14, heading: 23, rowGap: 6, slotGap: 6, colGap: 12, peekGap: 24 }
const TILE = { w: 124, h: 104, gap: 10 }
const OFFER = { padX: 20, padY: 14, heading: 25 }

export interface CenterSpec {
  /** board slots per row (players + 1) */
  readonly slots: number
  /** University of London cards shown beside the board */
  readonly peeked: number
  /** district tiles on offer (0: classic, the map takes the rest) */
  readonly offer: number
  readonly width: number
  readonly height: number
}

export interface CenterLayout {
  /** zoom of the board's cards */
  readonly board: number
  /** width the board takes at that zoom (an estimate; the offer is sized from the measured width) */
  readonly boardWidth: number
}

export function boardWidth(slots: number, peeked: number, zoom: number): number {
  const gaps = (slots - 1) * BOARD.slotGap + BOARD.colGap + (peeked > 0 ? BOARD.peekGap + (peeked - 1) * BOARD.slotGap : 0)
  return BOARD.padX + (DECK.w + (slots + peeked) * CARD.w) * zoom + gaps
}

/** The board's zoom: as tall as the row allows, within a share of the row's width. */
export function boardLayout(spec: CenterSpec): CenterLayout {
  const { slots, peeked, offer, width, height } = spec
  if (width <= 0 || height <= 0) return { board: 1, boardWidth: boardWidth(slots, peeked, 1) }
  const byHeight = (height - BOARD.padY - BOARD.heading - BOARD.rowGap) / (2 * CARD.h)
  // the offer or the map needs the rest of the row
  const share = offer > 0 ? 0.6 : 0.58
  const perZoom = boardWidth(slots, peeked, 1) - boardWidth(slots, peeked, 0)
  const byWidth = (width * share - boardWidth(slots, peeked, 0)) / perZoom
  const board = clamp(Math.min(byHeight, byWidth), 0.4, 1.7)
  return { board, boardWidth: boardWidth(slots, peeked, board) }
}

/** The offer's tile zoom in the room the board leaves (`room` × `height`), for `tiles` tiles in one row. */
export function offerZoom(tiles: number, room: number, height: number): number {
  if (tiles <= 0 || room <= 0 || height <= 0) return 1
  // a little slack so that rounding never wraps the last tile
  const byWidth = (room - OFFER.padX - (tiles - 1) * TILE.gap - 4) / (tiles * TILE.w)
  const byHeight = (height - OFFER.padY - OFFER.heading) / TILE.h
  return clamp(Math.min(byWidth, byHeight), 0.4, 1.6)
}

function clamp(v: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, v))
}
