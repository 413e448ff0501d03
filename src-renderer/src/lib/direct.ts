// Direct manipulation on the table, as pure functions over the legal moves (no Svelte: unit-tested): what one click
// on a card does, how a chosen card is placed (the card paid for it, picked in the hand with a sensible default, and
// the stacks it may go on), how an activation that costs a card is paid, and what Enter confirms. Every action
// offered comes from `legal`; a click on something with no legal use asks the engine why (whyNot).
import {
  actionPrice,
  whyNot,
  type Action,
  type CardId,
  type GameView,
  type RunPreview,
  type WhyNot,
} from '../../../src-shared/engine/index'
import { actionId, actionsFor, actsImmediately, cardDef, type Subject } from './game'

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

/**
 * What Enter confirms with nothing selected: at a draw the turn cannot skip, drawing the top card of the deck (the
 * one draw every turn starts with). An optional draw (a second card) is left to a click, since stopping is as legal.
 */
export function enterWithNothingSelected(view: GameView, legal: readonly Action[]): Action | null {
  if (view.current !== view.viewer || view.phase.kind !== 'draw' || view.phase.optional) return null
  return legal.find((a) => a.type === 'drawDeck') ?? null
}

// ------------------------------------------------------------------ long lists of choices

/** Up to this many choices are listed as they are; a longer list is grouped (target first, then payer). */
export const FLAT_CHOICES = 8

/**
 * What a group of choices shares: the stack a card goes on, the card activated again, the Hospital, the player, the
 * card paid, or (choices of other kinds: Stock Exchange swaps beside placements) their kind.
 */
export type ChoiceField = 'onto' | 'again' | 'hospital' | 'target' | 'spend' | 'type'

export interface ChoiceGroup {
  readonly key: string
  readonly field: ChoiceField
  /** the kind of its choices */
  readonly type: Action['type']
  /** the shared value (a stack index or null for a new stack, a card, a seat; null for a group by kind) */
  readonly value: number | null
  /** placements onto many stacks with one payer each: the group covers the targets from `value` to this stack */
  readonly last?: number
  readonly actions: readonly Action[]
}

/** The fields an activation's choices are grouped by, the target before the payer. */
const ACTIVATE_FIELDS: readonly ChoiceField[] = ['again', 'hospital', 'target', 'spend']

const read = (a: Action, f: ChoiceField) => ((a as unknown as Record<string, unknown>)[f] ?? null) as number | null

/**
 * A long list of choices (a placement onto five stacks with four payers each) in groups, so that no list is long:
 * placements by the stack they go on, activations by the first field that tells them apart (target before payer),
 * anything else by its kind; in the order first met. The player opens one group at a time. Null when the list is
 * short enough, or nothing groups it.
 */
export function choiceGroups(choices: readonly Action[]): ChoiceGroup[] | null {
  if (choices.length <= FLAT_CHOICES) return null
  const activations = choices.filter((a) => a.type === 'activate')
  const activateField = ACTIVATE_FIELDS.find((f) => new Set(activations.map((a) => read(a, f))).size > 1) ?? 'type'
  const groups = new Map<string, { key: string; field: ChoiceField; type: Action['type']; value: number | null; actions: Action[] }>()
  for (const a of choices) {
    const field: ChoiceField = a.type === 'place' ? 'onto' : a.type === 'activate' ? activateField : 'type'
    const value = field === 'type' ? null : read(a, field)
    const key = field === 'type' ? `type:${a.type}` : `${field}:${value}`
    if (!groups.has(key)) groups.set(key, { key, field, type: a.type, value, actions: [] })
    groups.get(key)!.actions.push(a)
  }
  if (groups.size < 2) return null
  const list: ChoiceGroup[] = [...groups.values()]
  return list.length > FLAT_CHOICES ? mergeTargets(list) : list
}

/**
 * Too many targets (a card with one payer, onto seventeen stacks): neighbouring targets share a group, as many as
 * fit in a short list, so that neither the groups nor a group's choices make a long list.
 */
function mergeTargets(groups: readonly ChoiceGroup[]): ChoiceGroup[] {
  const out: ChoiceGroup[] = []
  for (const g of groups) {
    const prev = out[out.length - 1]
    const single = (x: ChoiceGroup) => x.actions.length === 1 || x.last !== undefined
    if (
      g.field === 'onto' &&
      prev?.field === 'onto' &&
      g.value !== null &&
      single(g) &&
      single(prev) &&
      prev.actions.length + g.actions.length <= FLAT_CHOICES
    ) {
      const actions = [...prev.actions, ...g.actions]
      out[out.length - 1] = { ...prev, key: `${prev.key}-${g.value}`, last: g.value, actions }
    } else out.push(g)
  }
  return out
}

/** The group open at first: the one holding what Enter confirms, else none (the groups alone are listed). */
export function openGroupFor(groups: readonly ChoiceGroup[], enter: Action | null): string | null {
  if (enter === null) return null
  const id = actionId(enter)
  return groups.find((g) => g.actions.some((a) => actionId(a) === id))?.key ?? null
}

// ------------------------------------------------------------------ finishing a run

/**
 * Finishing a run with cards left to activate asks first: the engine's preview of what "Activate all" would bring and
 * which cards need a choice (`preview`: the one the session pushed with the position, computed nowhere else). Null
 * when nothing is left (or the action is not the end of a run, or the preview is about another seat or position): it
 * finishes at once.
 */
export function finishRunQuestion(view: GameView, action: Action, preview: RunPreview | null): RunPreview | null {
  if (action.type !== 'endRun' || view.phase.kind !== 'run' || view.current !== view.viewer) return null
  if (preview === null || preview.seat !== view.viewer) return null
  return preview.steps.length > 0 || preview.choices.length > 0 ? preview : null
}
