// A Svelte action that shrinks a text's font until it fits its own box (no cut card name): the element's width
// and its height (a max-height of so many lines) bound it; the font goes down in steps to `min` of its natural
// size, and the element gets data-fit="cut" when even that is too large. It refits when its box changes size,
// when the fonts have loaded and when the text changes (the action's argument).
import { largestFitting } from './fit'
import { refitting } from './refit'

export interface FitTextOptions {
  /** smallest font, as a share of the natural one */
  readonly min?: number
  /** anything whose change means the text changed (the card id, the language) */
  readonly key?: unknown
}

function overflows(el: HTMLElement): boolean {
  // a pixel of slack: line heights round
  return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
}

function fit(el: HTMLElement, min: number): void {
  if (!el.isConnected || el.clientWidth === 0) return
  const scale = largestFitting((s) => {
    el.style.fontSize = s === 1 ? '' : `${s}em`
    return !overflows(el)
  }, min)
  el.style.fontSize = scale === 1 ? '' : `${scale}em`
  el.dataset.fit = overflows(el) ? 'cut' : scale === 1 ? 'natural' : 'shrunk'
}

export function fitText(el: HTMLElement, options: FitTextOptions = {}) {
  let min = options.min ?? 0.7
  const refit = refitting(el, () => fit(el, min))
  return {
    update(next: FitTextOptions = {}) {
      min = next.min ?? 0.7
      refit.schedule()
    },
    destroy: refit.stop,
  }
}
