// When an element's fitting (lib/fit-text.ts, lib/fit-words.ts) must be measured again: in the next frame, now,
// whenever the element changes size, once the fonts have loaded, and when its owner asks (its text changed).

export interface Refit {
  /** measure again in the next frame */
  schedule(): void
  stop(): void
}

export function refitting(el: HTMLElement, fit: () => void): Refit {
  let frame = 0
  // measured in the next frame: never inside the ResizeObserver callback (that would loop) nor mid-render
  const schedule = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(fit)
  }
  const observer = new ResizeObserver(schedule)
  observer.observe(el)
  void document.fonts?.ready.then(schedule)
  schedule()
  return {
    schedule,
    stop() {
      observer.disconnect()
      cancelAnimationFrame(frame)
    },
  }
}
