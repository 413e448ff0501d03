import { describe, expect, it } from 'vitest'
import { Rng, actionPrice, apply, createGame, legalActions, view, type Action, type GameEvent, type GameState } from './index'
import { randomAction } from '../sim/random-play'
import { DEVELOP, EDITIONS, RUN, act, addCard, at, game, setBoard, setHand, setPlayer, valid } from './test-builders'

/** What applying the action actually charged the player to move, read from the engine's events. */
function charged(seat: number, events: readonly GameEvent[]) {
  let money = 0
  let loans = 0
  let poverty = 0
  const cards: number[] = []
  for (const e of events) {
    if (e.t === 'pay' && e.seat === seat) money += e.amount
    if (e.t === 'loan' && e.seat === seat && e.forced) loans++
    if (e.t === 'poverty' && e.seat === seat && e.amount > 0) poverty += e.amount
    if (e.t === 'discard' && e.seat === seat && (e.why === 'spend' || e.why === 'stockExchange')) cards.push(e.card)
  }
  return { money, loans, poverty, cards }
}

describe.each(EDITIONS)('actionPrice (%s)', (edition) => {
  it('is exactly what the rules charge, for every legal action along random games (and the same from the view)', () => {
    let priced = 0
    let paying = 0
    for (const seed of [3, 4, 5]) {
      let state: GameState = createGame({ edition, players: 3, seed })
      const rng = new Rng(seed)
      for (let step = 0; state.phase.kind !== 'over' && step < 2500; step++) {
        if (step % 3 === 0) {
          const seat = state.current
          const own = view(state, seat)
          for (const a of legalActions(state).slice(0, 40)) {
            if (a.type === 'repayLoan') continue // paid directly, not through `pay` (checked below)
            const r = apply(state, a)
            if (!r.ok) continue
            const price = actionPrice(state, a)
            const got = charged(seat, r.events)
            const where = `${JSON.stringify(a)} at seq ${state.seq}`
            expect({ money: price.money, loans: price.loans, poverty: price.poverty }, where).toEqual({
              money: got.money,
              loans: got.loans,
              poverty: got.poverty,
            })
            expect([...price.cards].sort(), where).toEqual(got.cards.sort())
            expect(actionPrice(own, a), where).toEqual(price)
            priced++
            if (price.money > 0) paying++
          }
        }
        const next = apply(state, randomAction(state, rng))
        if (!next.ok) throw new Error(next.error.message)
        state = next.state
      }
    }
    expect(priced).toBeGreaterThan(500)
    expect(paying).toBeGreaterThan(50)
  })

  it('counts forced loans at the Bank of England size', () => {
    const s = at(game(edition, 2, 28), 0, DEVELOP)
    addCard(s, 0, 'Bank of England')
    const [paul, water] = setHand(s, 0, ["St Paul's", 'Water Works'])
    setPlayer(s, 0, { money: 0 })
    valid(s)
    const a: Action = { type: 'place', card: paul!, spend: water!, onto: null }
    const price = actionPrice(s, a)
    expect(price).toMatchObject({ loans: 1, loanSize: 12, cards: [water] })
    expect(act(s, a).players[0]).toMatchObject({ loans: 1, money: 12 - price.money })
  })

  it("a Coffee House activation costs the placed card's price", () => {
    const s = at(game(edition, 2, 22), 0, RUN)
    const ch = addCard(s, 0, 'Coffee House')
    const board = setBoard(s, ['Regent Street', 'Paupers'])
    setPlayer(s, 0, { money: 1 })
    valid(s)
    const rs = board.top[0]!
    const price = actionPrice(s, { type: 'activate', card: ch, take: rs })
    const cost = s.players[0]!.money + price.loans * price.loanSize - act(s, { type: 'activate', card: ch, take: rs }).players[0]!.money
    expect(price.money).toBeGreaterThan(0)
    expect(cost).toBe(price.money)
  })

  it('repaying a loan costs £15 and forces nothing', () => {
    const s = game(edition, 2, 9)
    setPlayer(s, s.current, { money: 20, loans: 1 })
    expect(actionPrice(s, { type: 'repayLoan' })).toMatchObject({ money: 15, loans: 0, cards: [], poverty: 0 })
  })
})
