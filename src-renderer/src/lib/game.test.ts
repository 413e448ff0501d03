import { describe, expect, it } from 'vitest'
import {
  actionPrice,
  apply,
  catalogFor,
  createGame,
  legalActions,
  view,
  type Action,
  type GameState,
} from '../../../src-shared/engine/index'
import { actionsFor, actsImmediately, globalActions, unconfirmedGroups, cardDef, youSeat } from './game'
import { eventParts } from './log-text'
import { LANGUAGES } from '../i18n/messages'

/** Plays `n` legal moves with a fixed choice rule (first non-loan action). */
function advance(state: GameState, n: number): GameState {
  for (let i = 0; i < n && state.phase.kind !== 'over'; i++) {
    const legal = legalActions(state)
    const a = legal.find((x) => x.type !== 'takeLoan') ?? legal[0]!
    const r = apply(state, a)
    if (!r.ok) throw new Error(r.error.message)
    state = r.state
  }
  return state
}

describe('legal actions grouped by what is clicked', () => {
  it('every legal action belongs to exactly one clickable subject or is a turn button', () => {
    for (const edition of ['second', 'classic'] as const) {
      let state = createGame({ edition, players: 3, seed: 11 })
      for (let step = 0; step < 300 && state.phase.kind !== 'over'; step++) {
        const v = view(state, state.current)
        const legal = legalActions(state)
        const globals = new Set(globalActions(legal))
        const subjects = new Set<Action>()
        for (const c of v.players[v.current]!.hand) for (const a of actionsFor(edition, legal, { kind: 'hand', card: c })) subjects.add(a)
        for (const st of v.players[v.current]!.stacks)
          for (const a of actionsFor(edition, legal, { kind: 'stack', card: st[st.length - 1]!.card })) subjects.add(a)
        for (const c of [...v.board.top, ...v.board.bottom])
          if (c !== null) for (const a of actionsFor(edition, legal, { kind: 'board', card: c })) subjects.add(a)
        if (v.phase.kind === 'university')
          for (const c of v.phase.peeked) for (const a of actionsFor(edition, legal, { kind: 'peeked', card: c })) subjects.add(a)
        for (let d = 0; d < 20; d++) for (const a of actionsFor(edition, legal, { kind: 'district', district: d })) subjects.add(a)
        for (const a of actionsFor(edition, legal, { kind: 'deck' })) subjects.add(a)
        for (const a of legal) expect(globals.has(a) || subjects.has(a), JSON.stringify(a)).toBe(true)
        state = advance(state, 1)
      }
    }
  })

  it('drawing acts at once; other subjects open a choice', () => {
    expect(actsImmediately([{ type: 'drawDeck' }])).toBe(true)
    expect(actsImmediately([{ type: 'drawDeck' }, { type: 'peekUniversity' }])).toBe(false)
    expect(actsImmediately([{ type: 'buyLand', district: 0 }])).toBe(false)
  })

  it('turn buttons come in a fixed order with loans last', () => {
    const g = globalActions([{ type: 'takeLoan' }, { type: 'chooseDrawThree' }, { type: 'chooseDevelop' }])
    expect(g.map((a) => a.type)).toEqual(['chooseDevelop', 'chooseDrawThree', 'takeLoan'])
  })
})

describe("costs shown before confirming (the engine prices from the viewer's view)", () => {
  it('a purchase beyond the money in hand shows the loans it forces', () => {
    let state = createGame({ edition: 'second', players: 2, seed: 3 })
    while (state.phase.kind !== 'action') state = advance(state, 1)
    const v = view(state, state.current)
    const buys = legalActions(state).filter((a) => a.type === 'buyLand')
    expect(buys.length).toBeGreaterThan(0)
    for (const b of buys) {
      const c = actionPrice(v, b)
      const money = v.players[v.current]!.money
      expect(c.money).toBeGreaterThan(0)
      expect(c.loans).toBe(c.money > money ? Math.ceil((c.money - money) / c.loanSize) : 0)
    }
  })
})

describe('provenance marks', () => {
  it('classic cards never carry the 2017 mark; provisional second-edition values do', () => {
    expect(unconfirmedGroups('classic', cardDef('classic', 0)!)).toEqual([])
    const marked = Array.from({ length: 100 }, (_, i) => cardDef('second', i)).filter((d) => d && unconfirmedGroups('second', d).length > 0)
    expect(marked.length).toBeGreaterThan(0)
  })
})

describe('log sentences', () => {
  it('every event of a whole game reads as a sentence in every language', () => {
    for (const edition of ['second', 'classic'] as const) {
      let state = createGame({ edition, players: 2, seed: 5 })
      const seen = new Set<string>()
      for (let i = 0; i < 3000 && state.phase.kind !== 'over'; i++) {
        const legal = legalActions(state)
        const a = legal.find((x) => x.type !== 'takeLoan') ?? legal[0]!
        const r = apply(state, a)
        if (!r.ok) throw new Error(r.error.message)
        for (const e of r.events) {
          seen.add(e.t)
          for (const lang of LANGUAGES) {
            const parts = eventParts(lang, edition, e, { you: 0, names: ['Ada', 'Bob'] })
            expect(parts, `${lang} ${e.t}`).not.toBeNull()
            const text = parts!.map((p) => ('text' in p ? p.text : 'X')).join('')
            expect(text).not.toMatch(/\{\w+\}/)
          }
        }
        state = r.state
      }
      expect(seen.has('endTurn')).toBe(true)
    }
  })
})

describe('the log tells what a district purchase gave', () => {
  const text = (lang: (typeof LANGUAGES)[number], edition: 'second' | 'classic', e: Parameters<typeof eventParts>[2]) =>
    eventParts(lang, edition, e, { you: null, names: ['Ada', 'Bob'] })!
      .map((p) => ('text' in p ? p.text : 'X'))
      .join('')
  const lewisham = catalogFor('second').districts.findIndex((d) => d.name === 'Lewisham')
  const wandsworth = catalogFor('second').districts.findIndex((d) => d.name === 'Wandsworth')

  it('second edition: prestige and poverty relief, with † on provisional values, in every language', () => {
    const e = { t: 'buyLand', seat: 0, district: lewisham, cost: 3, prestige: 2, relief: 3 } as const
    expect(text('en', 'second', e)).toBe('X bought X for £3 (+2 prestige†, −3 poverty†).')
    for (const lang of LANGUAGES) expect(text(lang, 'second', e), lang).toMatch(/3[^†]*†\)\.$/)
    // Wandsworth's relief is confirmed for 2017: no mark on it
    const w = { t: 'buyLand', seat: 0, district: wandsworth, cost: 4, prestige: 2, relief: 1 } as const
    expect(text('en', 'second', w)).toBe('X bought X for £4 (+2 prestige, −1 poverty).')
  })

  it('no relief (no poverty left, or the classic map): the plain sentence', () => {
    expect(text('en', 'classic', { t: 'buyLand', seat: 1, district: 0, cost: 8, prestige: 0, relief: 0 })).toBe('X bought X for £8.')
  })
})

describe('youSeat', () => {
  const seats = [
    { kind: 'human' as const, name: 'Ada' },
    { kind: 'bot' as const, name: 'Babbage', level: 'easy' as const },
  ]
  it('is the viewer when a person plays it, none for a bot’s seat or no viewer', () => {
    expect(youSeat(seats, 0)).toBe(0)
    expect(youSeat(seats, 1)).toBeNull()
    expect(youSeat(seats, null)).toBeNull()
  })
})
