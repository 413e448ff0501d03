import { describe, expect, it } from 'vitest'
import { catalogFor, legalActions, runPreview, view, type Action, type GameState } from '../../../src-shared/engine/index'
import {
  ACTION,
  DEVELOP,
  RUN,
  START_DRAW,
  addCard,
  at,
  game,
  setHand,
  setBoard,
  setOffer,
  setPlayer,
  valid,
} from '../../../src-shared/engine/test-builders'
import {
  FLAT_CHOICES,
  choiceGroups,
  clickOutcome,
  defaultAction,
  enterWithNothingSelected,
  finishRunQuestion,
  openGroupFor,
  payFor,
  payPlan,
  payingCards,
  placementPlan,
} from './direct'
import { actionsFor } from './game'

/** The position as the seat to move sees it, and its legal moves. */
function seen(s: GameState) {
  valid(s)
  return { v: view(s, s.current), legal: legalActions(s) }
}

describe('one click', () => {
  it('draws at once, places in two steps (card, then target), plays an action card at once', () => {
    const s = at(game('second', 2, 3), 0, START_DRAW)
    setHand(s, 0, ['Water Works'])
    let { v, legal } = seen(s)
    expect(clickOutcome(v, legal, { kind: 'deck' })).toEqual({ kind: 'act', action: { type: 'drawDeck' } })
    at(s, 0, DEVELOP)
    const [works, theatre, huguenots] = setHand(s, 0, ['Water Works', 'Theatre Royal', 'Huguenots'])
    ;({ v, legal } = seen(s))
    expect(clickOutcome(v, legal, { kind: 'hand', card: works! })).toEqual({ kind: 'select' })
    expect(clickOutcome(v, legal, { kind: 'hand', card: theatre! })).toEqual({ kind: 'select' })
    expect(clickOutcome(v, legal, { kind: 'hand', card: huguenots! })).toEqual({
      kind: 'act',
      action: { type: 'playAction', card: huguenots },
    })
  })

  it('discards with one click at the hand limit', () => {
    const s = at(game('second', 2, 3), 0, { kind: 'handLimit' })
    const hand = setHand(s, 0, [
      'Water Works',
      'Grocers',
      'Salters',
      'Vintners',
      'Mercers',
      'Paupers',
      "Lord's",
      'Sewers',
      'Omnibus',
      'Bridge',
    ])
    const { v, legal } = seen(s)
    expect(clickOutcome(v, legal, { kind: 'hand', card: hand[3]! })).toEqual({ kind: 'act', action: { type: 'discard', card: hand[3] } })
  })

  it('activates with one click when there is nothing to choose and no loan to take; else shows the choice', () => {
    const s = at(game('second', 2, 3), 0, RUN)
    setHand(s, 0, ['Grocers', 'Paupers'])
    const salters = addCard(s, 0, 'Salters')
    const arsenal = addCard(s, 0, 'Woolwich Arsenal')
    const docks = addCard(s, 0, 'Albert Dock')
    setPlayer(s, 0, { money: 0 })
    const { v, legal } = seen(s)
    expect(clickOutcome(v, legal, { kind: 'stack', card: salters })).toEqual({ kind: 'act', action: { type: 'activate', card: salters } })
    // £7 with £0: a loan would be taken, so the price is shown first
    expect(clickOutcome(v, legal, { kind: 'stack', card: arsenal })).toEqual({ kind: 'select' })
    expect(clickOutcome(v, legal, { kind: 'stack', card: docks })).toEqual({ kind: 'select' })
  })

  it('a click with no legal use carries the engine’s reason', () => {
    const s = at(game('second', 2, 3), 0, START_DRAW)
    const [works] = setHand(s, 0, ['Water Works'])
    const { v, legal } = seen(s)
    expect(clickOutcome(v, legal, { kind: 'hand', card: works! })).toEqual({
      kind: 'why',
      why: { code: 'wrong-step', now: 'draw', use: 'develop' },
    })
    // the other seat's view: not its turn
    expect(clickOutcome(view(s, 1), [], { kind: 'deck' })).toEqual({ kind: 'why', why: { code: 'not-your-turn', current: 0 } })
  })
})

describe('placing a card: the payment picked in the hand, the targets on the table', () => {
  it('pays by default with the card cheapest to lose; another payment is one click; the targets follow it', () => {
    const s = at(game('second', 2, 3), 0, DEVELOP)
    const [sewers, works, theatre, huguenots] = setHand(s, 0, ['Sewers', 'Water Works', 'Theatre Royal', 'Christopher Wren'])
    addCard(s, 0, 'Salters')
    const { v, legal } = seen(s)
    const plan = placementPlan(v, legal, sewers!)!
    expect(new Set(plan.spends)).toEqual(new Set([works, theatre, huguenots]))
    // Water Works (£1, gives nothing) before Theatre Royal (£2 and 2 prestige), an action card last
    expect(plan).toMatchObject({ spend: works, chosen: false })
    expect([...plan.targets.keys()]).toEqual([null, 0])
    expect(plan.targets.get(0)).toEqual({ type: 'place', card: sewers, spend: works, onto: 0 })
    const chosen = placementPlan(v, legal, sewers!, theatre)!
    expect(chosen).toMatchObject({ spend: theatre, chosen: true })
    expect(chosen.targets.get(null)).toEqual({ type: 'place', card: sewers, spend: theatre, onto: null })
    expect(defaultAction(v, legal, { kind: 'hand', card: sewers! })).toEqual({ type: 'place', card: sewers, spend: works, onto: null })
    expect(defaultAction(v, legal, { kind: 'hand', card: sewers! }, theatre)).toEqual({
      type: 'place',
      card: sewers,
      spend: theatre,
      onto: null,
    })
  })

  it('a card that needs no payment (Coffee House) is placed without one', () => {
    const s = at(game('second', 2, 3), 0, DEVELOP)
    const [coffee] = setHand(s, 0, ['Coffee House', 'Grocers'])
    const { v, legal } = seen(s)
    expect(placementPlan(v, legal, coffee!)).toMatchObject({ spend: null })
  })

  it('two copies of a card: the other copy is the one shown paying, never the clicked card', () => {
    const s = at(game('second', 2, 3), 0, DEVELOP)
    const [a, b] = setHand(s, 0, ['Water Works', 'Water Works'])
    const { v, legal } = seen(s)
    for (const [clicked, other] of [
      [a!, b!],
      [b!, a!],
    ]) {
      const plan = placementPlan(v, legal, clicked)!
      expect(plan.spend).not.toBeNull()
      const shown = payingCards(v, v.players[0]!.hand, clicked, plan.spends)
      expect([...shown.keys()]).toEqual([other])
      // choosing the shown card pays with it
      expect(placementPlan(v, legal, clicked, other)!.chosen).toBe(true)
    }
  })

  it('nothing to place: no plan', () => {
    const s = at(game('second', 2, 3), 0, ACTION)
    const [works] = setHand(s, 0, ['Water Works', 'Sewers'])
    const { v, legal } = seen(s)
    expect(placementPlan(v, legal, works!)).toBeNull()
  })
})

describe('an activation paid with a card', () => {
  it('the hand picks the card; Enter pays with the one cheapest to lose', () => {
    const s = at(game('second', 2, 3), 0, RUN)
    const [paupers, grocers, theatre] = setHand(s, 0, ['Paupers', 'Grocers', 'Theatre Royal'])
    const docks = addCard(s, 0, 'Albert Dock')
    const { v, legal } = seen(s)
    const plan = payPlan(v, legal, docks)!
    expect(new Set(plan.actions.keys())).toEqual(new Set([paupers, grocers, theatre]))
    expect(plan.byDefault).toBe(paupers)
    expect(payFor(v, plan, theatre!)).toEqual({ type: 'activate', card: docks, spend: theatre })
    expect(defaultAction(v, legal, { kind: 'stack', card: docks })).toEqual({ type: 'activate', card: docks, spend: paupers })
  })

  it('an activation with other choices (a player to target) is not paid from the hand', () => {
    const s = at(game('second', 3, 3), 0, RUN)
    setHand(s, 0, [])
    const fleet = addCard(s, 0, 'Fleet Street')
    const { v, legal } = seen(s)
    expect(payPlan(v, legal, fleet)).toBeNull()
    expect(defaultAction(v, legal, { kind: 'stack', card: fleet })).toBeNull()
  })

  it('a district: Enter buys it (its one choice)', () => {
    const s = at(game('second', 2, 3), 0, ACTION)
    const [city] = setOffer(s, ['City', 'Westminster', 'Hackney'])
    const { v, legal } = seen(s)
    const buy: Action = { type: 'buyLand', district: city! }
    expect(defaultAction(v, legal, { kind: 'district', district: city! })).toEqual(buy)
  })
})

describe('Enter with nothing selected', () => {
  it('draws from the deck at the draw step (the one draw every turn starts with)', () => {
    const s = at(game('second', 2, 3), 0, START_DRAW)
    const { v, legal } = seen(s)
    expect(enterWithNothingSelected(v, legal)).toEqual({ type: 'drawDeck' })
  })

  it('does nothing at any other step, nor when the viewer is not to move', () => {
    const s = at(game('second', 2, 3), 0, ACTION)
    let { v, legal } = seen(s)
    expect(enterWithNothingSelected(v, legal)).toBeNull()
    at(s, 0, START_DRAW)
    ;({ legal } = seen(s))
    v = view(s, 1)
    expect(enterWithNothingSelected(v, legal)).toBeNull()
    at(s, 0, { kind: 'draw', left: 1, optional: true, then: 'action' })
    ;({ v, legal } = seen(s))
    expect(legal).toContainEqual({ type: 'drawDeck' })
    expect(enterWithNothingSelected(v, legal)).toBeNull()
  })
})

describe('a long list of choices', () => {
  /** Classic: St Paul's in hand with four grey cards that may pay, and five stacks to place it on. */
  function stPauls() {
    const s = at(game('classic', 2, 3), 0, DEVELOP)
    const [paul] = setHand(s, 0, ["St Paul's", 'Salters', 'Grocers', 'Vintners', 'Mercers'])
    for (const k of ['Water Works', 'Theatre Royal', 'Almshouses', 'Sewers', 'Kew Gardens']) addCard(s, 0, k)
    const school = addCard(s, 0, 'School')
    const exchange = addCard(s, 0, 'Stock Exchange')
    setBoard(s, ['Omnibus', 'Bridge'])
    return { s, paul: paul!, school, exchange }
  }

  it('is grouped by target (the stack), then payer, so that no list is long', () => {
    const { s, paul } = stPauls()
    const { v, legal } = seen(s)
    const choices = actionsFor(v.options.edition, legal, { kind: 'hand', card: paul })
    expect(choices.length).toBeGreaterThan(FLAT_CHOICES)
    const groups = choiceGroups(choices)!
    // the Stock Exchange swaps in one group; the placements by target: a new stack and the seven stacks
    const swaps = groups.filter((g) => g.field === 'type')
    expect(swaps.map((g) => g.type)).toEqual(['stockExchange'])
    const places = groups.filter((g) => g.field === 'onto')
    expect(places.map((g) => g.value)).toEqual([null, 0, 1, 2, 3, 4, 5, 6])
    expect(places.length + swaps.length).toBe(groups.length)
    for (const g of groups) expect(g.actions.length).toBeLessThanOrEqual(FLAT_CHOICES)
    expect(groups.flatMap((g) => g.actions)).toHaveLength(choices.length)
    // what Enter confirms is in the group open at first; no Enter: every group closed
    const enter = defaultAction(v, legal, { kind: 'hand', card: paul })!
    expect(openGroupFor(groups, enter)).toBe('onto:null')
    expect(openGroupFor(groups, null)).toBeNull()
  })

  it('many targets with one payer each: neighbouring stacks share a group, each group a short list', () => {
    const s = at(game('second', 2, 3), 0, DEVELOP)
    const [works] = setHand(s, 0, ['Water Works', 'Sewers'])
    const others = catalogFor('second').cards.filter((c) => c.kind === 'building' && c.colour !== 'blue')
    for (const key of [...new Set(others.map((c) => c.key))].slice(0, 17)) addCard(s, 0, key)
    const { v, legal } = seen(s)
    const choices = actionsFor(v.options.edition, legal, { kind: 'hand', card: works! })
    expect(choices).toHaveLength(18)
    const groups = choiceGroups(choices)!
    expect(groups.length).toBeLessThanOrEqual(FLAT_CHOICES)
    for (const g of groups) expect(g.actions.length).toBeLessThanOrEqual(FLAT_CHOICES)
    expect(groups.flatMap((g) => g.actions)).toEqual(choices)
    expect(groups.map((g) => [g.value, g.last])).toEqual([
      [null, 6],
      [7, 14],
      [15, 16],
    ])
  })

  it('a short list stays as it is', () => {
    const s = at(game('second', 2, 3), 0, DEVELOP)
    const [works] = setHand(s, 0, ['Water Works', 'Sewers'])
    const { v, legal } = seen(s)
    expect(choiceGroups(actionsFor(v.options.edition, legal, { kind: 'hand', card: works! }))).toBeNull()
  })
})

describe('finishing a run', () => {
  it('asks first while cards are left to activate, with what "Activate all" brings and what needs a choice', () => {
    const s = at(game('second', 3, 3), 0, RUN)
    setHand(s, 0, [])
    setPlayer(s, 0, { money: 0, poverty: 4 })
    const salters = addCard(s, 0, 'Salters')
    const works = addCard(s, 0, 'Water Works')
    const fleet = addCard(s, 0, 'Fleet Street')
    const { v } = seen(s)
    // the preview the session pushes with the position
    const pushed = runPreview(v)
    const q = finishRunQuestion(v, { type: 'endRun' }, pushed)!
    expect(q).toBe(pushed)
    expect(q.steps.map((x) => [x.card, x.money, x.poverty])).toEqual([
      [salters, 4, 0],
      [works, 0, -2],
    ])
    expect(q.choices).toEqual([fleet])
    expect(q.finishNow.change).toBe(3)
    // anything else, another seat's screen, or no preview pushed: no question
    expect(finishRunQuestion(v, { type: 'activate', card: salters }, pushed)).toBeNull()
    expect(finishRunQuestion(view(s, 1), { type: 'endRun' }, pushed)).toBeNull()
    expect(finishRunQuestion(v, { type: 'endRun' }, null)).toBeNull()
    expect(finishRunQuestion(v, { type: 'endRun' }, { ...pushed!, seat: 1 })).toBeNull()
  })

  it('finishes at once when nothing is left to activate', () => {
    const s = at(game('second', 2, 3), 0, RUN)
    setHand(s, 0, [])
    setPlayer(s, 0, { poverty: 0 })
    addCard(s, 0, 'Water Works')
    const { v } = seen(s)
    const pushed = runPreview(v)
    expect(pushed).not.toBeNull()
    expect(finishRunQuestion(v, { type: 'endRun' }, pushed)).toBeNull()
  })
})
