// Direct manipulation on the table, as pure functions over the legal moves (no Svelte: unit-tested): what one click
// on a card does, how a chosen card is placed (the card paid for it, picked in the hand with a sensible default, and
// the stacks it may go on), how an activation that costs a card is paid, and what Enter confirms. Every action
// offered comes from `legal`; a click on something with no legal use asks the engine why (whyNot).
import { actionPrice, whyNot, type Action, type CardId, type GameView, type WhyNot } from '../../../src-shared/engine/index'
import { actionsFor, actsImmediately, cardDef, type Subject } from './game'

/** What a click on a subject does: act at once, open its choices, or explain why it cannot be used. */
export type ClickOutcome =
  | { readonly kind: 'act'; readonly action: Action }
  | { readonly kind: 'select' }
  | { readonly kind: 'why'; readonly why: WhyNot }
  | { readonly kind: 'none' }

const sameName = (view: GameView, a: CardId | null, b: CardId | null) =>
  a === b || (a !== null && b !== null && a >= 0 && b >= 0 && cardDef(view.options.edition, a) === cardDef(view.options.edition, b))

/**
 * A rough worth of a hand card, only to pick the card a payment spends by default (the cheapest to lose; the
 * player picks another with one click): paupers first, then buildings by what they cost and give, action cards last.
 */
export function worth(view: GameView, card: CardId): number {
  const d = cardDef(view.options.edition, card)
  if (!d) return 0
  if (d.kind === 'pauper') return -1
  if (d.kind === 'action') return 20
  return d.playCost + d.endPrestige + d.gainMoney + 2 * d.gainPrestige + (d.effect || d.continuous ? 3 : 0)
}

/** One click: drawing, a discard at the hand limit, an action card, an activation with nothing to choose (and no loan). */
export function clickOutcome(view: GameView, legal: readonly Action[], subject: Subject): ClickOutcome {
  const acts = actionsFor(view.options.edition, legal, subject)
  if (acts.length === 0) {
    if (subject.kind === 'peeked') return { kind: 'none' }
    const why = whyNot(view, view.viewer, subject)
    return why ? { kind: 'why', why } : { kind: 'none' }
  }
  if (actsImmediately(acts)) return { kind: 'act', action: acts[0]! }
  if (subject.kind === 'hand') {
    const discard = acts.find((a) => a.type === 'discard')
    if (discard && view.phase.kind === 'handLimit') return { kind: 'act', action: discard }
    if (acts.length === 1 && acts[0]!.type === 'playAction') return { kind: 'act', action: acts[0] }
  }
  if (subject.kind === 'stack' && acts.length === 1 && actionPrice(view, acts[0]!).loans === 0) return { kind: 'act', action: acts[0]! }
  return { kind: 'select' }
}

// ------------------------------------------------------------------ placing a card

export interface PlacementPlan {
  /** the card placed, as the legal moves name it (a copy of the clicked card) */
  readonly card: CardId
  /** the payments the rules allow: a card of the hand (as the legal moves name it), or null when none is needed */
  readonly spends: readonly (CardId | null)[]
  /** the payment used: the one chosen, else the default (none needed, else the card cheapest to lose) */
  readonly spend: CardId | null
  readonly chosen: boolean
  /** where the card may go with that payment: a stack index, or null for a new stack */
  readonly targets: ReadonlyMap<number | null, Action>
}

/** How the clicked hand card `card` is placed, paying with `chosen` (a hand card) or the default; null: it is not placed. */
export function placementPlan(view: GameView, legal: readonly Action[], card: CardId, chosen?: CardId | null): PlacementPlan | null {
  const places = legal.filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place' && sameName(view, a.card, card))
  if (places.length === 0) return null
  const spends = [...new Set(places.map((a) => a.spend))]
  const price = (s: CardId | null) =>
    actionPrice(
      view,
      places.find((a) => a.spend === s)!,
    ).money
  const byDefault = spends.includes(null) ? null : [...spends].sort((a, b) => price(a) - price(b) || worth(view, a!) - worth(view, b!))[0]!
  // a hand card chosen to pay: the payment of that name (another copy of the placed card pays as "the second copy")
  const pick =
    chosen === undefined ? undefined : (spends.find((s) => s === chosen) ?? spends.find((s) => s !== null && sameName(view, s, chosen)))
  const spend = pick === undefined ? byDefault : pick
  const targets = new Map<number | null, Action>()
  for (const a of places) if (a.spend === spend && !targets.has(a.onto)) targets.set(a.onto, a)
  return { card: places[0]!.card, spends, spend, chosen: pick !== undefined, targets }
}

/**
 * The hand cards that show a payment: for each payment of `spends`, the physical hand card that pays (never the
 * clicked card itself: when the placed card's own name pays, its other copy does).
 */
export function payingCards(
  view: GameView,
  hand: readonly CardId[],
  clicked: CardId,
  spends: readonly (CardId | null)[],
): Map<CardId, CardId> {
  const out = new Map<CardId, CardId>()
  for (const s of spends) {
    if (s === null) continue
    const copy = s !== clicked && hand.includes(s) ? s : hand.find((c) => c !== clicked && sameName(view, c, s))
    if (copy !== undefined) out.set(copy, s)
  }
  return out
}

// ------------------------------------------------------------------ activations paid with a card

export interface PayPlan {
  /** the activation for each card of the hand that may pay (as the legal moves name it) */
  readonly actions: ReadonlyMap<CardId, Action>
  /** the payment Enter uses: the card cheapest to lose */
  readonly byDefault: CardId
}

/** An activation whose only choice is the card to spend: the hand picks it. null when there is more to choose. */
export function payPlan(view: GameView, legal: readonly Action[], card: CardId): PayPlan | null {
  const acts = legal.filter((a): a is Extract<Action, { type: 'activate' }> => a.type === 'activate' && a.card === card)
  if (acts.length === 0 || acts.some((a) => a.spend === undefined)) return null
  const only = (a: Extract<Action, { type: 'activate' }>) =>
    a.hospital === undefined &&
    a.target === undefined &&
    a.cards === undefined &&
    a.take === undefined &&
    a.again === undefined &&
    a.boroughs === undefined
  if (!acts.every(only)) return null
  const actions = new Map<CardId, Action>()
  for (const a of acts) actions.set(a.spend!, a)
  const byDefault = [...actions.keys()].sort((a, b) => worth(view, a) - worth(view, b))[0]!
  return { actions, byDefault }
}

/** The hand card (by name) that pays this activation, mapped to the legal move. */
export function payFor(view: GameView, plan: PayPlan, card: CardId): Action | null {
  for (const [spend, a] of plan.actions) if (sameName(view, spend, card)) return a
  return null
}

// ------------------------------------------------------------------ Enter

/** What Enter confirms while `subject` is selected: the placement shown, the default payment, or its one choice. */
export function defaultAction(view: GameView, legal: readonly Action[], subject: Subject, spend?: CardId | null): Action | null {
  if (subject.kind === 'hand') {
    const plan = placementPlan(view, legal, subject.card, spend)
    if (plan) return plan.targets.get(null) ?? plan.targets.values().next().value ?? null
  }
  if (subject.kind === 'stack') {
    const plan = payPlan(view, legal, subject.card)
    if (plan) return plan.actions.get(plan.byDefault) ?? null
  }
  const acts = actionsFor(view.options.edition, legal, subject)
  return acts.length === 1 ? acts[0]! : null
}
