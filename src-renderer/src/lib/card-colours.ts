// Colour never stands alone: each card colour has its own shape, drawn beside the colour on the cards, in the
// icon legend and in the payer choices, so that a player who cannot tell the colours apart can still play.
import type { Action, CityCardDef, Edition } from '../../../src-shared/engine/index'
import { cardDef } from './game'
import type { MessageKey } from '../i18n/messages'

export type CardColour = CityCardDef['colour']

/** One simple geometric glyph per colour (all in DejaVu Sans, the font Debian Chromium falls back to). */
export const COLOUR_SYMBOLS: Readonly<Record<CardColour, string>> = {
  blue: '●',
  brown: '■',
  pink: '◆',
  grey: '▲',
}

/** The colours in the order the legend lists them. */
export const CARD_COLOURS: readonly CardColour[] = ['blue', 'brown', 'pink', 'grey']

/** The colour's word (the accessible name of its symbol). */
export const colourWordKey = (c: CardColour): MessageKey => `card.colour.${c}` as MessageKey

/** The colour of the card that pays a choice (a placement's or an activation's spent card), or null. */
export function payerColour(edition: Edition, a: Action): CardColour | null {
  const spend = a.type === 'place' ? a.spend : a.type === 'activate' ? (a.spend ?? null) : null
  return spend === null ? null : (cardDef(edition, spend)?.colour ?? null)
}
