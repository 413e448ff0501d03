// whyNot: the reason (with its numbers) a clicked card, stack, board card, district or deck is not a legal choice.
import { describe, expect, it } from 'vitest'
import { Rng } from './rng'
import { legalActions } from './legal'
import { apply, view } from './index'
import {
  ACTION,
  DEVELOP,
  RUN,
  START_DRAW,
  act,
  addCard,
  at,
  districtId,
  game,
  giveDistricts,
  setBoard,
  setHand,
  setOffer,
  setPlayer,
  shrinkDeck,
  valid,
} from './test-builders'
import { TURN_STEPS, turnStep, type TurnStep } from './turn-step'
import { stepOf, subjectUses, whyNot, type TurnStepName, type WhySubject } from './why-not'
import type { GameState } from './types'

describe('whyNot: hand cards', () => {
  it('while drawing and at the action choice, hand cards wait for the develop action', () => {
    const s = valid(at(game('second', 2, 3), 0, START_DRAW))
    const [bank] = setHand(s, 0, ['Water Works', 'Theatre Royal'])
    expect(whyNot(s, 0, { kind: 'hand', card: bank! })).toEqual({ code: 'wrong-step', now: 'draw', use: 'develop' })
    at(s, 0, ACTION)
    expect(whyNot(s, 0, { kind: 'hand', card: bank! })).toEqual({ code: 'wrong-step', now: 'action', use: 'develop' })
    at(s, 0, RUN)
    expect(whyNot(s, 0, { kind: 'hand', card: bank! })).toEqual({ code: 'wrong-step', now: 'run', use: 'develop' })
  })

  it('while developing: a card of the same colour pays (null), none says which colour is missing; paupers never', () => {
    const s = at(game('second', 2, 3), 0, DEVELOP)
    const [works, theatre, grocers, pauper] = setHand(s, 0, ['Water Works', 'Theatre Royal', 'Grocers', 'Paupers'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'hand', card: works! })).toBeNull()
    expect(whyNot(s, 0, { kind: 'hand', card: theatre! })).toBeNull()
    expect(whyNot(s, 0, { kind: 'hand', card: grocers! })).toEqual({ code: 'needs-payment', colour: 'brown', school: false, cost: 0 })
    expect(whyNot(s, 0, { kind: 'hand', card: pauper! })).toEqual({ code: 'pauper' })
  })

  it('with School any other card pays; alone in hand, the building still needs one', () => {
    const s = at(game('classic', 2, 3), 0, DEVELOP)
    addCard(s, 0, 'school-a-blue')
    const [east] = setHand(s, 0, ['East India Company'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'hand', card: east! })).toEqual({ code: 'needs-payment', colour: 'brown', school: true, cost: 4 })
  })

  it('at the hand limit every card may be discarded', () => {
    const s = at(game('second', 2, 3), 0, { kind: 'handLimit' })
    const hand = setHand(s, 0, [
      'Water Works',
      'Paupers',
      'Grocers',
      'Salters',
      'Vintners',
      'Mercers',
      "Lord's",
      'Sewers',
      'Christopher Wren',
      'Huguenots',
    ])
    valid(s)
    for (const c of hand) expect(whyNot(s, 0, { kind: 'hand', card: c })).toBeNull()
  })
})

describe('whyNot: stacks', () => {
  function running(edition: 'second' | 'classic' = 'classic'): GameState {
    const s = at(game(edition, 2, 5), 0, RUN)
    setHand(s, 0, [])
    return s
  }

  it('outside the run the stacks wait for it', () => {
    const s = at(game('second', 2, 5), 0, ACTION)
    const grocers = addCard(s, 0, 'Grocers')
    valid(s)
    expect(whyNot(s, 0, { kind: 'stack', card: grocers })).toEqual({ code: 'wrong-step', now: 'action', use: 'run' })
  })

  it('face down, nothing to activate, already activated', () => {
    const s = running()
    const down = addCard(s, 0, 'Grocers', false)
    const museum = addCard(s, 0, "St Paul's")
    const hospital = addCard(s, 0, 'hospital-a')
    const lords = addCard(s, 0, "Lord's")
    valid(s)
    expect(whyNot(s, 0, { kind: 'stack', card: down })).toEqual({ code: 'face-down' })
    expect(whyNot(s, 0, { kind: 'stack', card: museum })).toEqual({ code: 'nothing-to-activate' })
    expect(whyNot(s, 0, { kind: 'stack', card: hospital })).toEqual({ code: 'nothing-to-activate' })
    expect(whyNot(s, 0, { kind: 'stack', card: lords })).toBeNull()
    // Lord's stays face up once activated
    const t = act(s, { type: 'activate', card: lords })
    expect(whyNot(t, 0, { kind: 'stack', card: lords })).toEqual({ code: 'activated-this-turn' })
  })

  it('a card to spend: none in hand, or no blue one for Great Exhibition', () => {
    const s = running()
    const docks = addCard(s, 0, 'Albert Dock')
    const expo = addCard(s, 0, 'Great Exhibition')
    valid(s)
    expect(whyNot(s, 0, { kind: 'stack', card: docks })).toEqual({ code: 'needs-card', colour: 'any', hand: 0 })
    setHand(s, 0, ['Grocers', 'Paupers'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'stack', card: docks })).toBeNull()
    expect(whyNot(s, 0, { kind: 'stack', card: expo })).toEqual({ code: 'needs-card', colour: 'blue', hand: 2 })
  })

  it('a money cost never stops an activation (a loan covers it): Woolwich Arsenal with £0', () => {
    const s = running()
    setPlayer(s, 0, { money: 0 })
    const arsenal = addCard(s, 0, 'Woolwich Arsenal')
    valid(s)
    expect(whyNot(s, 0, { kind: 'stack', card: arsenal })).toBeNull()
  })

  it('Coffee House with no building on the board has nothing to take', () => {
    const s = running()
    const coffee = addCard(s, 0, 'Coffee House')
    setBoard(s, ['Paupers', null, 'Wren'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'stack', card: coffee })).toEqual({ code: 'no-choice', effect: 'coffeeHouse' })
  })
})

describe('whyNot: land', () => {
  it('second edition: outside the action step, with the price and the loans it would force', () => {
    const s = at(game('second', 2, 10), 0, START_DRAW)
    setOffer(s, ['Westminster', 'Hackney', 'Lambeth'])
    setPlayer(s, 0, { money: 3 })
    valid(s)
    const westminster = districtId(s, 'Westminster')
    expect(whyNot(s, 0, { kind: 'district', district: westminster })).toEqual({
      code: 'wrong-step',
      now: 'draw',
      use: 'action',
      price: { cost: 8, money: 3, loans: 1, loanSize: 10 },
    })
    at(s, 0, ACTION)
    expect(whyNot(s, 0, { kind: 'district', district: westminster })).toBeNull()
    expect(whyNot(s, 1, { kind: 'district', district: westminster })).toMatchObject({ code: 'not-your-turn', current: 0 })
  })

  it('classic: the first marker in a starting borough, then next to an occupied one, never on another', () => {
    const s = valid(at(game('classic', 3, 10), 0, ACTION))
    const lewisham = districtId(s, 'Lewisham')
    const first = whyNot(s, 0, { kind: 'district', district: lewisham })
    expect(first).toMatchObject({ code: 'first-marker', price: { cost: 3 } })
    expect(first?.code === 'first-marker' && first.starting.map((d) => s.map && d)).toEqual(
      ['City', 'Westminster', 'Southwark & Bermondsey'].map((n) => districtId(s, n)),
    )
    giveDistricts(s, 1, ['City'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'district', district: districtId(s, 'City') })).toMatchObject({ code: 'occupied', owner: 1 })
    expect(whyNot(s, 0, { kind: 'district', district: lewisham })).toMatchObject({ code: 'not-adjacent' })
    expect(whyNot(s, 0, { kind: 'district', district: districtId(s, 'Hackney') })).toBeNull()
    // where it stands comes first, whoever's turn it is
    expect(whyNot(s, 2, { kind: 'district', district: lewisham })).toMatchObject({ code: 'not-adjacent' })
    expect(whyNot(s, 2, { kind: 'district', district: districtId(s, 'Hackney') })).toMatchObject({ code: 'not-your-turn', current: 0 })
  })

  it('classic: eleven markers are all a player has', () => {
    const s = at(game('classic', 2, 10), 0, ACTION)
    giveDistricts(s, 0, ['City', 'Westminster', 'Hackney', 'St. Pancras', 'St. Marylebone', 'Islington & Stoke Newington'])
    giveDistricts(s, 0, ['Bethnal Green, Stepney & Poplar', 'Kensington', 'Fulham & Chelsea', 'Paddington', 'Hampstead'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'district', district: districtId(s, 'Hammersmith') })).toMatchObject({ code: 'no-marker-left', max: 11 })
  })
})

describe('whyNot: board, deck, turn', () => {
  it('board cards and the deck are for drawing; an empty deck says so; University picks among its cards', () => {
    const s = at(game('second', 2, 4), 0, ACTION)
    const { top } = setBoard(s, ['Grocers'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'board', card: top[0]! })).toEqual({ code: 'wrong-step', now: 'action', use: 'draw' })
    expect(whyNot(s, 0, { kind: 'deck' })).toEqual({ code: 'wrong-step', now: 'action', use: 'draw' })
    at(s, 0, START_DRAW)
    expect(whyNot(s, 0, { kind: 'board', card: top[0]! })).toBeNull()
    expect(whyNot(s, 0, { kind: 'deck' })).toBeNull()
    shrinkDeck(s, 0)
    valid(s)
    expect(whyNot(s, 0, { kind: 'deck' })).toEqual({ code: 'deck-empty' })
    const u = at(game('second', 2, 4), 0, START_DRAW)
    addCard(u, 0, 'University of London')
    valid(u)
    const peeking = act(u, { type: 'peekUniversity' })
    expect(whyNot(peeking, 0, { kind: 'deck' })).toEqual({ code: 'choose-peeked' })
  })

  it("another player's turn, and the end of the game", () => {
    const s = valid(at(game('second', 3, 4), 1, START_DRAW))
    const [card] = setHand(s, 0, ['Grocers'])
    valid(s)
    expect(whyNot(s, 0, { kind: 'hand', card: card! })).toEqual({ code: 'not-your-turn', current: 1 })
    expect(whyNot(s, 0, { kind: 'deck' })).toEqual({ code: 'not-your-turn', current: 1 })
    s.phase = { kind: 'over' }
    expect(whyNot(s, 1, { kind: 'deck' })).toEqual({ code: 'game-over' })
  })
})

describe('whyNot agrees with the legal moves, on the state and on the seat’s view', () => {
  /** Every subject a seat could click: its hand, its stack tops, the board, the land, the deck. */
  function subjects(s: GameState, seat: number): WhySubject[] {
    const p = s.players[seat]!
    const out: WhySubject[] = p.hand.map((card) => ({ kind: 'hand', card }))
    for (const st of p.stacks) out.push({ kind: 'stack', card: st[st.length - 1]!.card })
    for (const card of [...s.board.top, ...s.board.bottom]) if (card !== null) out.push({ kind: 'board', card })
    const land = s.map ? s.map.underground.map((_, i) => i) : s.districtOffer
    for (const district of land) out.push({ kind: 'district', district })
    out.push({ kind: 'deck' })
    return out
  }

  for (const edition of ['second', 'classic'] as const) {
    it(`${edition}: null exactly when the subject has a legal use, a reason otherwise (random games)`, () => {
      const rng = new Rng(77)
      let checked = 0
      let reasons = 0
      for (let g = 0; g < 3; g++) {
        let s = game(edition, 2 + g, 100 + g)
        for (let i = 0; i < 600 && s.phase.kind !== 'over'; i++) {
          const legal = legalActions(s)
          // every seventh position, all seats: enough variety, a few seconds
          for (let seat = 0; seat < s.players.length && i % 7 === 0; seat++) {
            const seen = view(s, seat)
            for (const subject of subjects(s, seat)) {
              const why = whyNot(s, seat, subject)
              const uses = seat === s.current ? subjectUses(s, legal, subject).length : 0
              expect(why === null, JSON.stringify({ subject, why, seat, current: s.current })).toBe(uses > 0)
              // the seat's own view gives the same answer
              expect(whyNot(seen, seat, subject)).toEqual(why)
              checked++
              if (why) reasons++
            }
          }
          const r = apply(s, legal[rng.int(legal.length)])
          if (!r.ok) throw new Error(r.error.message)
          s = r.state
        }
      }
      expect(checked).toBeGreaterThan(1000)
      expect(reasons).toBeGreaterThan(100)
    }, 60_000)
  }
})

describe('whyNot: ids that name nothing on the table', () => {
  // the renderer sends what was clicked; a stale or damaged id gets a reason, never an exception
  const bogusCards = [-1, 9_999, 1.5, Number.NaN]
  const bogusDistricts = [-1, 9_999, 2.5, Number.NaN]
  for (const edition of ['second', 'classic'] as const) {
    it(`${edition}: every kind of subject, in every phase of random games, answers no-legal-use or another reason`, () => {
      const rng = new Rng(5)
      let s = game(edition, 3, 41)
      const phases = new Set<string>()
      for (let i = 0; i < 400 && s.phase.kind !== 'over'; i++) {
        phases.add(s.phase.kind)
        for (const card of bogusCards)
          for (const kind of ['hand', 'stack', 'board'] as const) {
            const why = whyNot(s, s.current, { kind, card })
            expect(why, JSON.stringify({ kind, card, phase: s.phase.kind })).not.toBeNull()
          }
        for (const district of bogusDistricts) {
          const why = whyNot(s, s.current, { kind: 'district', district })
          expect(why, JSON.stringify({ district, phase: s.phase.kind })).not.toBeNull()
        }
        const legal = legalActions(s)
        const r = apply(s, legal[rng.int(legal.length)])
        if (!r.ok) throw new Error(r.error.message)
        s = r.state
      }
      expect(phases.size).toBeGreaterThanOrEqual(4)
    })
  }
})

describe("whyNot: the step a reason names is the engine's turn step", () => {
  // the five steps a player tells apart, as the phase shows them (every draw, University's choice included, is the
  // draw); stepOf reads turnStep, and must name every engine step as the phase does
  const byPhase = (s: GameState): TurnStepName | null =>
    s.phase.kind === 'over' ? null : s.phase.kind === 'draw' || s.phase.kind === 'university' ? 'draw' : s.phase.kind
  for (const edition of ['second', 'classic'] as const) {
    it(`${edition}: in every position of random games, wrong-step names where turnStep says the turn stands`, () => {
      const met = new Set<TurnStep>()
      for (const seed of [3, 8, 21]) {
        const rng = new Rng(seed)
        let s = game(edition, 2 + (seed % 3), seed)
        for (;;) {
          met.add(turnStep(s))
          expect(stepOf(s), `${turnStep(s)} at ${s.seq}`).toBe(byPhase(s))
          if (s.phase.kind === 'over') break
          // a hand card outside developing is refused with the step the turn is at
          const card = s.players[s.current]!.hand[0]
          if (card !== undefined && s.phase.kind !== 'develop' && subjectUses(s, legalActions(s), { kind: 'hand', card }).length === 0)
            expect(whyNot(s, s.current, { kind: 'hand', card })).toEqual({ code: 'wrong-step', now: byPhase(s), use: 'develop' })
          const legal = legalActions(s).filter((a) => a.type !== 'takeLoan')
          const r = apply(s, legal[rng.int(legal.length)])
          if (!r.ok) throw new Error(r.error.message)
          s = r.state
        }
      }
      // every step but University's choice (a card few games place early) was met
      expect(TURN_STEPS.filter((x) => !met.has(x) && x !== 'universityChoice')).toEqual([])
    })
  }
})
