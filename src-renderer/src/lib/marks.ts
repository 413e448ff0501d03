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

function apply(root: HTMLElement, marks: readonly Mark[]): void {
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
  for (const el of root.querySelectorAll('[data-mark]')) if (!want.has(el)) el.removeAttribute('data-mark')
  for (const [el, kinds] of want) {
    const value = [...kinds].sort().join(' ')
    if (el.getAttribute('data-mark') !== value) el.setAttribute('data-mark', value)
  }
}

/** `use:markMoves={marks}` on the table's root. */
export function markMoves(root: HTMLElement, initial: readonly Mark[]) {
  let marks = initial
  let queued = false
  const again = () => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      apply(root, marks)
    })
  }
  // the table redraws (a card appears, a stack is covered): mark what is there now
  const observer = new MutationObserver(again)
  observer.observe(root, { childList: true, subtree: true })
  apply(root, marks)
  return {
    update(next: readonly Mark[]) {
      marks = next
      apply(root, marks)
    },
    destroy() {
      observer.disconnect()
      apply(root, [])
    },
  }
}
