// Marks on the table for moves that are not being made: the hint's move, and in a review the move played and the
// one Hard prefers. A Svelte action on the table: it finds what each move is about (the hand card, the stack, the
// board card, the district, the deck, a turn button) by the data attributes the table already has, and sets
// `data-mark` on it, again whenever the table redraws. The table's components need no prop for it.
import type { Action } from '../../../src-shared/engine/index'

export type MarkKind = 'hint' | 'played' | 'better'

export interface Mark {
  readonly action: Action
  readonly kind: MarkKind
}

const hand = (c: number) => `[data-testid=hand-card][data-card="${c}"]`
const myStack = (c: number) => `[data-testid=my-area] [data-testid=stack-top][data-card="${c}"]`

/** CSS selectors of what a move is about on the table (pure: unit-tested). */
export function markSelectors(a: Action): string[] {
  switch (a.type) {
    case 'place': {
      const out = [hand(a.card)]
      if (a.onto !== null) out.push(`[data-testid=my-area] [data-testid=stack][data-stack="${a.onto}"]`)
      return out
    }
    case 'playAction':
    case 'discard':
      return [hand(a.card)]
    case 'stockExchange':
      return [hand(a.give), `[data-testid=board-card][data-card="${a.take}"]`]
    case 'activate':
      return [myStack(a.card)]
    case 'drawBoard':
      return [`[data-testid=board-card][data-card="${a.card}"]`]
    case 'takePeeked':
      return [`[data-testid=peeked-card][data-card="${a.card}"]`]
    case 'buyLand':
      return [`[data-testid=district-offer] [data-district="${a.district}"]`, `[data-testid=borough-map] [data-district="${a.district}"]`]
    case 'drawDeck':
    case 'peekUniversity':
      return ['[data-testid=deck]']
    default:
      // a turn-level choice: its button, when the panel shows one
      return [`[data-testid=action-panel] [data-testid=legal-action][data-action-type="${a.type}"]`]
  }
}

/** Marks what `marks` name under `root`; `before`: the elements marked so far. Returns the elements marked now. */
function apply(root: HTMLElement, marks: readonly Mark[], before: ReadonlySet<Element>): Set<Element> {
  const want = new Map<Element, Set<MarkKind>>()
  for (const m of marks) {
    for (const sel of markSelectors(m.action)) {
      for (const el of root.querySelectorAll(sel)) {
        const kinds = want.get(el) ?? new Set<MarkKind>()
        kinds.add(m.kind)
        want.set(el, kinds)
      }
    }
  }
  for (const el of before) if (!want.has(el)) el.removeAttribute('data-mark')
  for (const [el, kinds] of want) {
    const value = [...kinds].sort().join(' ')
    if (el.getAttribute('data-mark') !== value) el.setAttribute('data-mark', value)
  }
  return new Set(want.keys())
}

/**
 * `use:markMoves={marks}` on the table's root. The table is watched only while something is marked: with no
 * marks (nearly always) a redraw costs nothing here, however large the table and its log have grown.
 */
export function markMoves(root: HTMLElement, initial: readonly Mark[]) {
  let marks = initial
  let marked = new Set<Element>()
  let queued = false
  // the table redraws (a card appears, a stack is covered): mark what is there now
  const observer = new MutationObserver(() => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      marked = apply(root, marks, marked)
    })
  })
  const show = (next: readonly Mark[]) => {
    marks = next
    if (marks.length > 0) observer.observe(root, { childList: true, subtree: true })
    else observer.disconnect()
    marked = apply(root, marks, marked)
  }
  show(initial)
  return {
    update: show,
    destroy() {
      observer.disconnect()
      apply(root, [], marked)
    },
  }
}
