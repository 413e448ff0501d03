// A Svelte action for a row of labelled numbers (an opponent's money, loans, poverty, prestige): its labels are
// written in full while every one fits, else the whole row takes the short forms (a glyph or an abbreviation, the
// full word staying in the tooltip and the accessible name), so that no label ends in an ellipsis while a short
// form would fit. The row says which with data-words="full" or "short"; the labels are its `.dt` elements, each
// holding a `.full` and a `.short` span, and the stylesheet shows one of the two. It refits when the row changes
// size, when the fonts have loaded and when its argument (the texts) changes (lib/refit.ts).
import { refitting } from './refit'

/** A label is cut when its text is wider than its box (a pixel of slack: widths round). */
function cut(label: Element): boolean {
  return label.scrollWidth > label.clientWidth + 1
}

export interface FitWordsOptions {
  /** false: the row's labels stay as written (the player's own row, which has room) */
  readonly on: boolean
  /** anything whose change means the texts changed (the language, the numbers) */
  readonly key?: unknown
}

function fit(row: HTMLElement, on: boolean): void {
  if (!on) {
    delete row.dataset.words
    return
  }
  if (!row.isConnected || row.clientWidth === 0) return
  row.dataset.words = 'full'
  // measured at once (forcing layout), before the frame is painted: the full words are never seen cut
  if ([...row.querySelectorAll('.dt')].some(cut)) row.dataset.words = 'short'
}

export function fitWords(row: HTMLElement, options: FitWordsOptions) {
  let on = options.on
  const refit = refitting(row, () => fit(row, on))
  return {
    update(next: FitWordsOptions) {
      on = next.on
      refit.schedule()
    },
    destroy: refit.stop,
  }
}
