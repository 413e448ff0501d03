// "Activate all" and the run preview: which cards activate without a choice (each card of both editions), the
// order the engine takes them in, one step for the whole run, and what the run would bring card by card.
import { describe, expect, it } from 'vitest'
import { catalogFor } from './cards/catalog'
import { effectGainNow } from './effects'
import { apply, applyInPlace, createGame, legalActions, replay, view } from './index'
import { Rng } from './rng'
import { autoActivations, runPreview } from './run-preview'
import {
  ACTION,
  DEVELOP,
  EDITIONS,
  RUN,
  act,
  addCard,
  at,
  game,
  giveDistricts,
  refused,
  setHand,
  setPlayer,
  step,
  valid,
} from './test-builders'
import type { Action, CardId, GameState } from './types'

/** Effects that always take a choice (a player, cards, a board card, boroughs, a card activated again). */
const CHOOSING = new Set([
  'fleetStreet',
  'policeForce',
  'brixtonPrison',
  'millbankPrison',
  'workhouse',
  'coffeeHouse',
  'underground',
  'whitehall',
])

/** The current player (seat 0) running the city: £10, poverty 3, two cards in hand, one district of each kind. */
function running(edition: (typeof EDITIONS)[number], brownDown = 'Grocers'): GameState {
  const s = at(game(edition, 2, 12), 0, RUN)
  setHand(s, 0, ['Salters', 'Vintners'])
  setPlayer(s, 0, { money: 10, poverty: 3 })
  setPlayer(s, 1, { money: 10 })
  const ds = catalogFor(edition).districts
  giveDistricts(s, 0, [ds.find((d) => d.river)!.name, ds.find((d) => d.north && !d.river)!.name])
  // the second edition's top district has its own run step; these tests look at the cards alone
  s.turn.districtRun = true
  // a brown card turned down, for the cards that count brown cards
  addCard(s, 0, brownDown, false)
  return s
}

/** One copy of each activatable card of the edition. */
function activatableKeys(edition: (typeof EDITIONS)[number]): { key: string; name: string }[] {
  const seen = new Set<string>()
  return catalogFor(edition).cards.filter((c) => c.activatable && !seen.has(c.key) && seen.add(c.key))
}

describe.each(EDITIONS)('activate all (%s)', (edition) => {
  describe.each(activatableKeys(edition))('$name', ({ key }) => {
    it('is activated by "Activate all" exactly when it needs no choice, with the gains of its own activation', () => {
      const s = running(edition, key === 'grocers' ? 'Mercers' : 'Grocers')
      const card = addCard(s, 0, key)
      valid(s)
      const def = catalogFor(edition).cards[card]!
      const choice =
        (def.activationCost !== null && 'discard' in def.activationCost) || def.effect === 'hospital' || CHOOSING.has(def.effect ?? '')
      const auto = autoActivations(s)
      if (choice) {
        expect(auto).toEqual([])
        refused(s, { type: 'activateAll' }, 'not-allowed')
        // left to the player when some choice of it is legal now
        const legal = legalActions(s).some((a) => a.type === 'activate' && a.card === card)
        expect(runPreview(s)!.choices.includes(card)).toBe(legal)
        return
      }
      expect(auto).toEqual([{ type: 'activate', card }])
      // one step, the very state and events of activating the card itself
      const all = step(s, { type: 'activateAll' })
      const one = step(s, { type: 'activate', card })
      expect(all.state).toEqual(one.state)
      expect(all.events).toEqual(one.events)
      // the preview's numbers: printed gains, the city's gain (effectGainNow), the money cost, poverty removed down to zero
      const cost = def.activationCost !== null && 'money' in def.activationCost ? def.activationCost.money : 0
      const city = effectGainNow(s, 0, card) ?? { money: 0, prestige: 0 }
      const taken = def.effect === 'lloyds' ? 2 : 0
      const preview = runPreview(s)!
      expect(preview.steps).toEqual([
        {
          action: { type: 'activate', card },
          card,
          money: def.gainMoney + city.money + taken - cost,
          prestige: def.gainPrestige + city.prestige,
          poverty: def.gainPoverty - Math.min(3, def.removePoverty),
          // Public Houses: the two cards in hand add nothing when the run ends
          finish: def.effect === 'publicHouses' ? -2 : 0,
        },
      ])
      expect(preview.choices).toEqual([])
      expect(preview.finishAfter.hand).toBe(def.effect === 'publicHouses' ? 0 : 2)
    })
  })

  it('a card that would bring nothing now is kept for a later run; nothing left: refused, nothing changes', () => {
    const s = running(edition)
    setPlayer(s, 0, { poverty: 0 })
    addCard(s, 0, 'Water Works')
    valid(s)
    expect(autoActivations(s)).toEqual([])
    refused(s, { type: 'activateAll' }, 'not-allowed')
    refused(at(running(edition), 0, DEVELOP), { type: 'activateAll' }, 'wrong-phase')
  })

  it('poverty is added before it is removed (removal stops at zero), and a money cost is paid from what came first', () => {
    const s = running(edition)
    setPlayer(s, 0, { poverty: 0, money: 3 })
    const almshouses = addCard(s, 0, 'Almshouses')
    const arsenal = addCard(s, 0, 'Woolwich Arsenal')
    const leather = addCard(s, 0, edition === 'classic' ? 'Leather Industry' : 'Leatherworks')
    const salters = addCard(s, 0, 'Salters')
    valid(s)
    expect(autoActivations(s).map((a) => (a as { card: CardId }).card)).toEqual([leather, almshouses, salters, arsenal])
    const t = act(s, { type: 'activateAll' })
    // +1 then −2 (down to 0): 0; £3 + 7 + 4 − 7; never a loan
    expect(t.players[0]).toMatchObject({ poverty: 0, money: 7, loans: 0 })
  })

  it('no loan is ever forced: a card whose cost is not in hand is left to the player', () => {
    const s = running(edition)
    setPlayer(s, 0, { money: 6 })
    const arsenal = addCard(s, 0, 'Woolwich Arsenal')
    valid(s)
    expect(autoActivations(s)).toEqual([])
    expect(runPreview(s)!.choices).toEqual([arsenal])
  })

  it('cards that count the city come first: Town Houses counts the cards the others turn face down', () => {
    const s = running(edition)
    const works = addCard(s, 0, 'Water Works')
    const houses = addCard(s, 0, 'Town Houses')
    valid(s)
    const gain = effectGainNow(s, 0, houses)!.prestige
    expect(autoActivations(s)).toEqual([
      { type: 'activate', card: houses },
      { type: 'activate', card: works },
    ])
    expect(act(s, { type: 'activateAll' }).players[0]!.prestige).toBe(s.players[0]!.prestige + gain)
  })

  it('a face-up Hospital makes a flipping card a choice (which card turns down); a card that does not flip stays automatic', () => {
    const s = running(edition)
    addCard(s, 0, 'Hospital')
    const salters = addCard(s, 0, 'Salters')
    const hotel = addCard(s, 0, 'Grand Hotel')
    valid(s)
    expect(autoActivations(s)).toEqual([{ type: 'activate', card: hotel }])
    expect(runPreview(s)!.choices).toEqual([salters])
  })

  it('the preview adds up its steps, says what finishing costs now and after, and reads the same from the player’s view', () => {
    const s = running(edition)
    addCard(s, 0, 'Salters')
    addCard(s, 0, 'Public Houses')
    addCard(s, 0, 'Fleet Street')
    valid(s)
    const p = runPreview(s)!
    expect(p.steps).toHaveLength(2)
    expect(p.money).toBe(4)
    expect(p.finishNow.hand).toBe(2)
    expect(p.finishAfter.hand).toBe(0)
    expect(p.choices).toHaveLength(1)
    expect(runPreview(view(s, 0))).toEqual(p)
    // before choosing the action: as if the city were run
    const before = at(running(edition), 0, ACTION)
    addCard(before, 0, 'Salters')
    expect(runPreview(before)!.money).toBe(4)
    expect(runPreview(at(running(edition), 0, DEVELOP))).toBeNull()
  })
})

describe('activate all (second edition district)', () => {
  it('takes the top district’s run effect first (it must be taken, and poverty is added before it is removed)', () => {
    const s = running('second')
    giveDistricts(s, 0, [catalogFor('second').districts.find((d) => d.runPoverty > 0)!.name])
    s.turn.districtRun = false
    const works = addCard(s, 0, 'Water Works')
    valid(s)
    const steps = autoActivations(s)
    expect(steps[0]).toEqual({ type: 'runDistrict' })
    expect(steps.slice(1)).toEqual([{ type: 'activate', card: works }])
    expect(runPreview(s)!.steps[0]!.card).toBeNull()
  })
})

describe('activate all in play', () => {
  it('is never offered to the bots (legalActions) and replays from a save action list to the same game', () => {
    for (const edition of EDITIONS) {
      const options = { edition, players: 3, seed: 77 }
      const state = createGame(options)
      const rng = new Rng(5)
      const actions: Action[] = []
      let used = 0
      while (state.phase.kind !== 'over') {
        const legal = legalActions(state)
        expect(legal.some((a) => a.type === 'activateAll')).toBe(false)
        const all: Action = { type: 'activateAll' }
        const useful = legal.filter((a) => a.type !== 'takeLoan')
        const a = apply(state, all).ok && rng.next() < 0.7 ? all : rng.pick(useful.length > 0 ? useful : legal)
        if (a === all) used++
        actions.push(a)
        applyInPlace(state, a)
      }
      expect(used).toBeGreaterThan(3)
      expect(replay(options, actions)).toEqual(state)
    }
  })
})
