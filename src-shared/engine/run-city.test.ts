// Run your city ("Administrar tu ciudad" / "Run City"): both editions.
import { describe, expect, it } from 'vitest'
import {
  ACTION,
  EDITIONS,
  RUN,
  act,
  acts,
  addCard,
  addStack,
  at,
  game,
  giveDistricts,
  refused,
  setHand,
  setPlayer,
  step,
  valid,
} from './test-builders'
import { runChosen, stateAfter } from './rules'
import type { GameState } from './types'

describe.each(EDITIONS)('run city (%s)', (edition) => {
  function run(): GameState {
    const s = at(game(edition, 2, 12), 0, RUN)
    setHand(s, 0, [])
    setPlayer(s, 0, { money: 10, poverty: 3 })
    return s
  }

  it('only a face-up top card can be activated', () => {
    const s = run()
    const [under, top] = addStack(s, 0, ['Grand Hotel', 'Salters'])
    const down = addCard(s, 0, 'Vintners', false)
    valid(s)
    refused(s, { type: 'activate', card: under! }, 'not-available')
    refused(s, { type: 'activate', card: down }, 'not-allowed')
    // no card at all (bad input): refused with the same typed error, never a throw
    refused(s, { type: 'activate', card: 100_000 }, 'not-available')
    expect(act(s, { type: 'activate', card: top! }).players[0]!.money).toBe(14)
  })

  it('each card at most once a turn; a card without the flip symbol stays face up', () => {
    const s = run()
    const hotel = addCard(s, 0, 'Grand Hotel')
    valid(s)
    const t = act(s, { type: 'activate', card: hotel })
    expect(t.players[0]!.money).toBe(14)
    expect(t.players[0]!.stacks[0]).toEqual([{ card: hotel, faceUp: true }])
    refused(t, { type: 'activate', card: hotel }, 'not-allowed')
  })

  it('a card with the flip symbol is turned face down after its effect', () => {
    const s = run()
    const salters = addCard(s, 0, 'Salters')
    valid(s)
    const { state: t, events } = step(s, { type: 'activate', card: salters })
    expect(t.players[0]!.stacks[0]).toEqual([{ card: salters, faceUp: false }])
    expect(events).toContainEqual({ t: 'flip', seat: 0, card: salters })
  })

  it('an activation cost in money goes to the bank (Woolwich Arsenal: £7 for 5 prestige)', () => {
    const s = run()
    const w = addCard(s, 0, 'Woolwich Arsenal')
    valid(s)
    const t = act(s, { type: 'activate', card: w })
    expect(t.players[0]).toMatchObject({ money: 3, prestige: 5 })
  })

  it('a money activation cost beyond your money forces a loan (engine ruling)', () => {
    const s = run()
    setPlayer(s, 0, { money: 2 })
    const w = addCard(s, 0, 'Woolwich Arsenal')
    const t = act(s, { type: 'activate', card: w })
    expect(t.players[0]).toMatchObject({ money: 5, loans: 1, prestige: 5 })
  })

  it('an activation cost in cards: any card from hand, to the board (East India Company)', () => {
    const s = run()
    const [pauper] = setHand(s, 0, ['Paupers'])
    const eic = addCard(s, 0, 'East India Company')
    valid(s)
    refused(s, { type: 'activate', card: eic }, 'not-allowed')
    const t = act(s, { type: 'activate', card: eic, spend: pauper! })
    expect(t.players[0]!.money).toBe(22)
    expect(t.board.top[0]).toBe(pauper!)
    expect(t.players[0]!.hand).toEqual([])
  })

  it('a card that costs no card refuses a spent card', () => {
    const s = run()
    const [v] = setHand(s, 0, ['Vintners'])
    const hotel = addCard(s, 0, 'Grand Hotel')
    refused(s, { type: 'activate', card: hotel, spend: v! }, 'bad-action')
  })

  it('Great Exhibition must be paid with a blue card', () => {
    const s = run()
    const [brown, blue] = setHand(s, 0, ['Vintners', 'Water Works'])
    const ge = addCard(s, 0, 'Great Exhibition')
    valid(s)
    refused(s, { type: 'activate', card: ge, spend: brown! }, 'not-allowed')
    const t = act(s, { type: 'activate', card: ge, spend: blue! })
    expect(t.players[0]!.prestige).toBe(5)
  })

  it('poverty removal stops at zero and is not banked', () => {
    const s = run()
    setPlayer(s, 0, { poverty: 1 })
    const sewers = addCard(s, 0, 'Sewers')
    const hotel = addCard(s, 0, 'Grand Hotel')
    valid(s)
    let t = act(s, { type: 'activate', card: sewers })
    expect(t.players[0]!.poverty).toBe(0)
    t = act(t, { type: 'activate', card: hotel })
    // two stacks, no hand, no loans (classic: minus no borough) => +2
    t = act(t, { type: 'endRun' })
    expect(t.players[0]!.poverty).toBe(2)
  })

  it(
    edition === 'classic'
      ? 'classic: at least one card must be activated'
      : 'second edition: the run may end with no card activated (2017: as many as you wish); poverty is still taken',
    () => {
      const s = run()
      const hotel = addCard(s, 0, 'Grand Hotel')
      valid(s)
      if (edition === 'classic') refused(s, { type: 'endRun' }, 'not-allowed')
      else {
        const { state: t, events } = step(s, { type: 'endRun' })
        expect(t.current).toBe(1)
        expect(t.players[0]).toMatchObject({ money: 10, poverty: 4 })
        expect(events).toContainEqual({ t: 'runPoverty', seat: 0, stacks: 1, loans: 0, hand: 0, districts: 0, change: 1 })
      }
      expect(acts(s, [{ type: 'activate', card: hotel }, { type: 'endRun' }]).current).toBe(1)
    },
  )

  it(
    edition === 'classic'
      ? 'classic: run city cannot be chosen with nothing to activate'
      : 'second edition: run city may be chosen with nothing to activate',
    () => {
      const s = at(game(edition, 2, 12), 0, ACTION)
      addCard(s, 0, 'Salters', false)
      addCard(s, 0, "St Paul's")
      addStack(s, 0, ['Grand Hotel', { key: 'Vintners', faceUp: false }])
      valid(s)
      if (edition === 'classic') refused(s, { type: 'chooseRunCity' }, 'not-allowed')
      else expect(act(s, { type: 'chooseRunCity' }).phase).toEqual(RUN)
      const ok = at(game(edition, 2, 12), 0, ACTION)
      addCard(ok, 0, 'Salters')
      expect(act(ok, { type: 'chooseRunCity' }).phase).toEqual(RUN)
    },
  )

  it('activation happens only while running the city', () => {
    const s = at(game(edition, 2, 12), 0, ACTION)
    const c = addCard(s, 0, 'Salters')
    refused(s, { type: 'activate', card: c }, 'wrong-phase')
  })
})

describe('poverty at the end of running the city', () => {
  it('second edition: one per stack, one per loan, one per card in hand', () => {
    const s = at(game('second', 2, 13), 0, RUN)
    const hotel = addCard(s, 0, 'Grand Hotel')
    addCard(s, 0, 'Salters', false)
    addStack(s, 0, ['Vintners', 'Mercers'])
    setHand(s, 0, ['Paupers', 'Paupers', 'Haberdashers', 'Grocers'])
    giveDistricts(s, 0, ['Hackney', 'Lewisham'])
    setPlayer(s, 0, { poverty: 1, loans: 2, money: 0 })
    valid(s)
    const { state: t, events } = step(act(s, { type: 'activate', card: hotel }), { type: 'endRun' })
    expect(t.players[0]!.poverty).toBe(1 + 3 + 2 + 4)
    expect(events).toContainEqual({ t: 'runPoverty', seat: 0, stacks: 3, loans: 2, hand: 4, districts: 0, change: 9 })
  })

  it('classic: stacks plus cards in hand minus boroughs occupied (loans do not count)', () => {
    const s = at(game('classic', 2, 13), 0, RUN)
    const hotel = addCard(s, 0, 'Grand Hotel')
    addCard(s, 0, 'Salters', false)
    addStack(s, 0, ['Vintners', 'Mercers'])
    setHand(s, 0, ['Paupers', 'Paupers', 'Haberdashers', 'Grocers'])
    giveDistricts(s, 0, ['City', 'Hackney'])
    setPlayer(s, 0, { poverty: 5, loans: 2 })
    valid(s)
    const t = acts(s, [{ type: 'activate', card: hotel }, { type: 'endRun' }])
    expect(t.players[0]!.poverty).toBe(5 + 3 + 4 - 2)
  })

  it('classic: a negative total removes poverty, never below zero', () => {
    const s = at(game('classic', 2, 13), 0, RUN)
    const hotel = addCard(s, 0, 'Grand Hotel')
    addCard(s, 0, 'Salters', false)
    setHand(s, 0, [])
    giveDistricts(s, 0, ['City', 'Hackney', 'Westminster', 'St. Pancras', 'St. Marylebone'])
    setPlayer(s, 0, { poverty: 5 })
    valid(s)
    let t = acts(s, [{ type: 'activate', card: hotel }, { type: 'endRun' }])
    expect(t.players[0]!.poverty).toBe(2)
    setPlayer(s, 0, { poverty: 2 })
    t = acts(s, [{ type: 'activate', card: hotel }, { type: 'endRun' }])
    expect(t.players[0]!.poverty).toBe(0)
  })
})

describe("the top district's run effect (second edition)", () => {
  function withDistricts(names: string[]) {
    const s = at(game('second', 2, 14), 0, RUN)
    setHand(s, 0, [])
    setPlayer(s, 0, { poverty: 0 })
    giveDistricts(s, 0, names)
    const hotel = addCard(s, 0, 'Grand Hotel')
    valid(s)
    return { s, hotel }
  }

  it('is mandatory while Southwark & Bermondsey is on top: +1 poverty, before or after the cards', () => {
    const { s, hotel } = withDistricts(['Hackney', 'Southwark & Bermondsey'])
    const a = act(s, { type: 'activate', card: hotel })
    refused(a, { type: 'endRun' }, 'not-allowed')
    const { state: b, events } = step(a, { type: 'runDistrict' })
    expect(b.players[0]!.poverty).toBe(1)
    expect(events).toContainEqual({ t: 'runDistrict', seat: 0, district: s.players[0]!.districts[1]!, poverty: 1 })
    refused(b, { type: 'runDistrict' }, 'not-allowed')
    // one stack: +1 more
    expect(act(b, { type: 'endRun' }).players[0]!.poverty).toBe(2)
    // the district may come first
    const c = acts(s, [{ type: 'runDistrict' }, { type: 'activate', card: hotel }, { type: 'endRun' }])
    expect(c.players[0]!.poverty).toBe(2)
  })

  it('Wandsworth on top: +2 poverty', () => {
    const { s, hotel } = withDistricts(['Wandsworth'])
    const t = acts(s, [{ type: 'activate', card: hotel }, { type: 'runDistrict' }, { type: 'endRun' }])
    expect(t.players[0]!.poverty).toBe(3)
  })

  it('a covered district has no effect', () => {
    const { s, hotel } = withDistricts(['Southwark & Bermondsey', 'Hackney'])
    refused(s, { type: 'runDistrict' }, 'not-allowed')
    expect(acts(s, [{ type: 'activate', card: hotel }, { type: 'endRun' }]).players[0]!.poverty).toBe(1)
  })

  it('with no card activated the mandatory district effect still applies before the run ends', () => {
    const { s } = withDistricts(['Southwark & Bermondsey'])
    refused(s, { type: 'endRun' }, 'not-allowed')
    const t = acts(s, [{ type: 'runDistrict' }, { type: 'endRun' }])
    // +1 from the district, +1 for the one stack
    expect(t.players[0]!.poverty).toBe(2)
    expect(t.current).toBe(1)
  })

  it('classic boroughs have no run effect', () => {
    const s = at(game('classic', 2, 14), 0, RUN)
    giveDistricts(s, 0, ['Southwark & Bermondsey'])
    addCard(s, 0, 'Grand Hotel')
    refused(s, { type: 'runDistrict' }, 'not-allowed')
  })
})

describe('runChosen: the position right after choosing to run the city, for reading', () => {
  it.each(EDITIONS)('%s: the phase and turn that choosing the run sets, the state given unchanged', (edition) => {
    const s = at(game(edition, 2, 3), 0, ACTION)
    addCard(s, 0, 'Grocers')
    const before = JSON.stringify(s)
    const run = runChosen(s)!
    const after = stateAfter(s, { type: 'chooseRunCity' })
    expect(run.phase).toEqual(after.phase)
    expect(run.turn).toEqual(after.turn)
    expect(JSON.stringify({ ...run, phase: s.phase, turn: s.turn })).toBe(before)
    expect(JSON.stringify(s)).toBe(before)
    // not while the choice is not open
    expect(runChosen(at(game(edition, 2, 3), 0, RUN))).toBeNull()
  })
})
