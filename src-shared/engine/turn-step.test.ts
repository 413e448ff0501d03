// turnStep: every step of a turn reached by real moves in both editions, the action chosen recorded by the engine
// (and cleared when the turn ends), and random games checked against the log's own account of the turn.
import { describe, expect, it } from 'vitest'
import { catalogFor } from './cards/catalog'
import { legalActions } from './legal'
import { Rng } from './rng'
import { ACTION, EDITIONS, START_DRAW, act, acts, addCard, at, game, setHand, setOffer, setPlayer, stackDeck, valid } from './test-builders'
import { TURN_STEPS, turnPart, turnStep, type TurnStep } from './turn-step'
import { apply, view, type Edition, type GameEvent, type GameState, type TurnAction } from './index'

/** Buys the district that gives cards: Wandsworth (2 cards) on offer, the City borough (4 cards) on the classic map. */
function buyLand(edition: Edition): GameState {
  const s = at(game(edition, 2, 10), 0, ACTION)
  setHand(s, 0, ['Vintners'])
  setPlayer(s, 0, { money: 30 })
  const district = edition === 'second' ? setOffer(s, ['Wandsworth', 'City', 'Westminster'])[0]! : cityBorough()
  return act(valid(s), { type: 'buyLand', district })
}

function cityBorough(): number {
  return catalogFor('classic').districts.findIndex((d) => d.name === 'City')
}

describe.each(EDITIONS)('turnStep (%s)', (edition) => {
  it('a turn starts at its start, then the mandatory draw leads to the choice of an action', () => {
    const s = valid(at(game(edition, 2, 1), 0, START_DRAW))
    expect(turnStep(s)).toBe('turnStart')
    expect(turnStep(act(s, { type: 'drawDeck' }))).toBe('chooseAction')
    // a new game starts there too
    expect(turnStep(game(edition, 2, 1))).toBe('turnStart')
  })

  it("Parliament's second card is the rest of the mandatory draw", () => {
    const s = at(game(edition, 2, 26), 0, START_DRAW)
    addCard(s, 0, 'Parliament')
    s.phase = { kind: 'draw', left: 2, optional: true, then: 'action' }
    const t = act(valid(s), { type: 'drawDeck' })
    expect(turnStep(t)).toBe('mandatoryDraw')
    expect(turnStep(act(t, { type: 'stopDrawing' }))).toBe('chooseAction')
  })

  it('University of London: choosing among the cards looked at', () => {
    const s = at(game(edition, 2, 25), 0, START_DRAW)
    addCard(s, 0, 'University of London')
    const deckTop = stackDeck(s, ['Vintners', 'Grocers', 'Salters', 'Mercers'])
    const t = act(valid(s), { type: 'peekUniversity' })
    expect(turnStep(t)).toBe('universityChoice')
    expect(turnStep(act(t, { type: 'takePeeked', card: deckTop[3]! }))).toBe('chooseAction')
  })

  it('develop: placing, the two cards of an action card, placing again; its end leads on to the next turn', () => {
    const s = at(game(edition, 2, 9), 0, ACTION)
    const [hug] = setHand(s, 0, ['Huguenots', 'Vintners'])
    let t = act(valid(s), { type: 'chooseDevelop' })
    expect(turnStep(t)).toBe('developPlacing')
    expect(t.turn.chosen).toBe('develop')
    t = act(t, { type: 'playAction', card: hug! })
    expect(turnStep(t)).toBe('developDrawing')
    t = acts(t, [{ type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(turnStep(t)).toBe('developPlacing')
    t = act(t, { type: 'endDevelop' })
    expect(t.current).toBe(1)
    expect(turnStep(t)).toBe('turnStart')
    expect(t.turn.chosen).toBeNull()
  })

  it('run the city: activating, until the hand limit', () => {
    const s = at(game(edition, 2, 9), 0, ACTION)
    setHand(s, 0, ['Vintners'])
    addCard(s, 0, 'Grocers')
    const t = act(valid(s), { type: 'chooseRunCity' })
    expect(turnStep(t)).toBe('runActivating')
    expect(t.turn.chosen).toBe('runCity')
  })

  it('draw three: three draws, then the hand limit with more than nine cards', () => {
    const s = at(game(edition, 2, 9), 0, ACTION)
    setHand(s, 0, ['Paupers', 'Paupers', 'Paupers', 'Paupers', 'Vintners', 'Grocers', 'Salters', 'Mercers'])
    let t = act(valid(s), { type: 'chooseDrawThree' })
    expect(turnStep(t)).toBe('drawThreeDrawing')
    expect(t.turn.chosen).toBe('drawThree')
    t = acts(t, [{ type: 'drawDeck' }, { type: 'drawDeck' }, { type: 'drawDeck' }])
    expect(turnStep(t)).toBe('handLimitDiscard')
    // the hand limit belongs to the action's turn: the action stays recorded until the turn ends
    expect(t.turn.chosen).toBe('drawThree')
    t = act(t, { type: 'discard', card: t.players[0]!.hand[0]! })
    expect(turnStep(t)).toBe('handLimitDiscard')
    t = act(t, { type: 'discard', card: t.players[0]!.hand[0]! })
    expect(t.current).toBe(1)
    expect(t.turn.chosen).toBeNull()
  })

  it("buy land: the district's cards are drawn, told apart from draw three by the action chosen", () => {
    const t = buyLand(edition)
    expect(t.phase).toMatchObject({ kind: 'draw', then: 'handLimit' })
    expect(turnStep(t)).toBe('buyLandDrawing')
    expect(t.turn.chosen).toBe('buyLand')
  })

  it('the game over, with no action left recorded', () => {
    let s = game(edition, 2, 3)
    const rng = new Rng(3)
    while (s.phase.kind !== 'over') s = act(s, pick(s, rng))
    expect(turnStep(s)).toBe('gameOver')
    expect(s.turn.chosen).toBeNull()
  })

  it("a seat's view answers the same step: the phase and the action chosen are public", () => {
    const t = buyLand(edition)
    expect(view(t, 1).turn.chosen).toBe('buyLand')
    expect(turnStep(view(t, 1))).toBe(turnStep(t))
  })

  it("random games: the step is the phase's, and the action chosen is the log's since the turn began", () => {
    const seen = new Set<TurnStep>()
    for (let seed = 1; seed <= 6; seed++) {
      let s = game(edition, 2 + (seed % 3), seed)
      const rng = new Rng(seed)
      let chosen: TurnAction | null = null
      while (s.phase.kind !== 'over') {
        const step = turnStep(s)
        seen.add(step)
        expect(s.turn.chosen, `seed ${seed} seq ${s.seq}`).toBe(chosen)
        expect(step, `seed ${seed} seq ${s.seq}`).toBe(expectedStep(s, chosen))
        const r = apply(s, pick(s, rng))
        if (!r.ok) throw new Error(r.error.message)
        chosen = chosenAfter(r.events, chosen)
        s = r.state
      }
      seen.add(turnStep(s))
    }
    // the rare ones (Parliament, University, buy land's draw) are reached above
    for (const step of ['turnStart', 'chooseAction', 'developPlacing', 'runActivating', 'drawThreeDrawing', 'gameOver'] as const)
      expect(seen).toContain(step)
  })
})

describe('turnPart', () => {
  it('the step bar: draw, action, hand limit; nothing once the game is over', () => {
    const parts = Object.fromEntries(TURN_STEPS.map((s) => [s, turnPart(s)]))
    expect(parts).toEqual({
      turnStart: 'draw',
      mandatoryDraw: 'draw',
      universityChoice: 'draw',
      chooseAction: 'action',
      developPlacing: 'action',
      developDrawing: 'action',
      runActivating: 'action',
      drawThreeDrawing: 'action',
      buyLandDrawing: 'action',
      handLimitDiscard: 'handLimit',
      gameOver: null,
    })
  })
})

/** A random legal move, loans left out unless they are all there is (so games end). */
function pick(s: GameState, rng: Rng) {
  const legal = legalActions(s)
  const useful = legal.filter((a) => a.type !== 'takeLoan')
  const pool = useful.length > 0 ? useful : legal
  return pool[rng.int(pool.length)]!
}

/** The log's account: the last action chosen since the last end of a turn. */
function chosenAfter(events: readonly GameEvent[], chosen: TurnAction | null): TurnAction | null {
  for (const e of events) {
    if (e.t === 'chooseAction') chosen = e.action
    if (e.t === 'endTurn') chosen = null
  }
  return chosen
}

/** The step written out from the phase and the log's action, case by case. */
function expectedStep(s: GameState, chosen: TurnAction | null): TurnStep {
  const p = s.phase
  if (p.kind === 'draw' && p.then === 'action') return s.turn.atStart ? 'turnStart' : 'mandatoryDraw'
  if (p.kind === 'draw' && p.then === 'develop') return 'developDrawing'
  if (p.kind === 'draw') return chosen === 'buyLand' ? 'buyLandDrawing' : 'drawThreeDrawing'
  const byKind = {
    university: 'universityChoice',
    action: 'chooseAction',
    develop: 'developPlacing',
    run: 'runActivating',
    handLimit: 'handLimitDiscard',
    over: 'gameOver',
  } as const
  return byKind[p.kind]
}
