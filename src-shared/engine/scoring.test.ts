// Final scoring: the 2017 rulebook's seven steps, the classic order (cards README), tie-breakers, poverty table.
import { describe, expect, it } from 'vitest'
import { povertyPenalty } from './queries'
import { CLASSIC_SCORING_ORDER, SECOND_SCORING_ORDER, scoreGame } from './scoring'
import {
  ACTION,
  EDITIONS,
  START_DRAW,
  act,
  addCard,
  addStack,
  at,
  districtId,
  game,
  giveDistricts,
  setHand,
  setPlayer,
  shrinkDeck,
  valid,
} from './test-builders'
import type { GameState } from './types'

describe('poverty table printed on the board', () => {
  it.each([
    [0, 0],
    [1, -1],
    [2, -1],
    [3, -2],
    [4, -3],
    [5, -5],
    [6, -7],
    [7, -9],
    [8, -11],
    [9, -13],
    [10, -15],
    [11, -18],
    [12, -21],
    [15, -30],
  ])('%i poverty: %i prestige', (poverty, prestige) => {
    expect(povertyPenalty(poverty)).toBe(prestige)
  })
})

function endPosition(edition: 'second' | 'classic'): GameState {
  const s = at(game(edition, 2, 30), 0, ACTION)
  // seat 0: 10 prestige from play, 4 poverty, £20, one loan, two cards in hand;
  // area: St Paul's (6), Hospital face down (3), Vintners covered by Grocers (0)
  setPlayer(s, 0, { prestige: 10, poverty: 4, money: 20, loans: 1 })
  setHand(s, 0, ['Paupers', 'Salters'])
  addCard(s, 0, "St Paul's")
  addCard(s, 0, 'Hospital', false)
  addStack(s, 0, ['Vintners', 'Grocers'])
  // seat 1: 3 prestige, 1 poverty, £10, two loans, empty hand, no cards
  setPlayer(s, 1, { prestige: 3, poverty: 1, money: 10, loans: 2 })
  setHand(s, 1, [])
  if (edition === 'classic') {
    giveDistricts(s, 0, ['City', 'Hackney'])
    giveDistricts(s, 1, ['Westminster'])
    s.map!.underground[districtId(s, 'City')] = true
  }
  return valid(s)
}

describe('second edition scoring', () => {
  it("follows the rulebook's seven steps in order", () => {
    const r = scoreGame(endPosition('second'))
    expect(SECOND_SCORING_ORDER).toEqual([
      'handPoverty',
      'cardPrestige',
      'repayLoans',
      'moneyPrestige',
      'unpaidLoans',
      'povertyEqualise',
      'povertyPenalty',
    ])
    const [a, b] = r.scores
    expect(a!.steps.map((x) => x.id)).toEqual(SECOND_SCORING_ORDER)
    // seat 0: hand +2 poverty (6); cards +9; repay one loan (£5 left); +1 for £5; no unpaid loan;
    // equalise by 1 (5); penalty -5
    expect(a!.steps.map((x) => [x.prestige + 0, x.poverty, x.money, x.loans])).toEqual([
      [0, 6, 20, 1],
      [9, 6, 20, 1],
      [0, 6, 5, 0],
      [1, 6, 5, 0],
      [0, 6, 5, 0],
      [0, 5, 5, 0],
      [-5, 5, 5, 0],
    ])
    expect(a!.total).toBe(10 + 9 + 1 - 5)
    // seat 1: no repayment (£10 < £15); +3 for £10; −14 for two loans; poverty 1 → 0
    expect(b!.steps.map((x) => x.prestige + 0)).toEqual([0, 0, 0, 3, -14, 0, 0])
    expect(b!.total).toBe(3 + 3 - 14)
    expect(b!.finalPoverty).toBe(0)
    expect(r.winners).toEqual([0])
    expect(r.ranking).toEqual([0, 1])
    expect(r.decidedBy).toBe('prestige')
  })

  it('district cards score only when bought (no district prestige step)', () => {
    const s = endPosition('second')
    giveDistricts(s, 0, ['City'])
    expect(scoreGame(s).scores[0]!.total).toBe(15)
  })
})

describe('classic scoring', () => {
  it('repay, hand, money, boroughs (+2 with underground), cards, unpaid loans, equalise, penalty', () => {
    const r = scoreGame(endPosition('classic'))
    expect(CLASSIC_SCORING_ORDER).toEqual([
      'repayLoans',
      'handPoverty',
      'moneyPrestige',
      'districtPrestige',
      'cardPrestige',
      'unpaidLoans',
      'povertyEqualise',
      'povertyPenalty',
    ])
    const [a, b] = r.scores
    expect(a!.steps.map((x) => x.id)).toEqual(CLASSIC_SCORING_ORDER)
    expect(a!.steps.map((x) => x.prestige + 0)).toEqual([0, 0, 1, 6 + 2 + 2, 9, 0, 0, -5])
    expect(a!.total).toBe(10 + 1 + 10 + 9 - 5)
    expect(b!.steps.map((x) => x.prestige + 0)).toEqual([0, 0, 3, 6, 0, -14, 0, 0])
    expect(b!.total).toBe(3 + 3 + 6 - 14)
  })

  it("an underground marker scores for the borough's owner, whoever placed it", () => {
    const s = endPosition('classic')
    s.map!.underground[districtId(s, 'Westminster')] = true
    expect(scoreGame(s).scores[1]!.steps.find((x) => x.id === 'districtPrestige')!.prestige).toBe(8)
  })
})

describe.each(EDITIONS)('scoring details (%s)', (edition) => {
  function blank(): GameState {
    const s = at(game(edition, 2, 31), 0, ACTION)
    for (const p of [0, 1]) {
      setHand(s, p, [])
      setPlayer(s, p, { prestige: 0, poverty: 0, money: 0, loans: 0 })
    }
    return s
  }

  it('a loan is repaid only with £15; £3 per prestige rounds down', () => {
    const s = blank()
    setPlayer(s, 0, { money: 44, loans: 3 })
    const a = scoreGame(s).scores[0]!
    // two loans repaid (£30), £14 → 4 prestige, one unpaid loan −7
    expect(a.total).toBe(4 - 7)
  })

  it('money lying on Shops is not yours at the end: only an activation takes it (ruling 22g)', () => {
    const s = blank()
    const shops = addCard(s, 0, 'Shops')
    setPlayer(s, 0, { money: 3 })
    const without = scoreGame(s).scores[0]!.total
    s.cardMoney[shops] = 6
    valid(s)
    expect(scoreGame(s).scores[0]!.total).toBe(without)
    // £9 in hand (£3 + the £6 taken by activating Shops) would be 2 more prestige
    setPlayer(s, 0, { money: 9 })
    expect(scoreGame(s).scores[0]!.total).toBe(without + 2)
  })

  it('the player with least poverty drops to zero; the others drop as much', () => {
    const s = blank()
    setPlayer(s, 0, { poverty: 3 })
    setPlayer(s, 1, { poverty: 7 })
    const r = scoreGame(s)
    expect(r.scores.map((x) => x.finalPoverty)).toEqual([0, 4])
    expect(r.scores.map((x) => x.total)).toEqual([0, -3])
  })

  it('cards in hand become poverty before the equalising step', () => {
    const s = blank()
    setPlayer(s, 0, { poverty: 3 })
    setPlayer(s, 1, { poverty: 1 })
    setHand(s, 1, ['Vintners', 'Grocers', 'Salters', 'Mercers'])
    const r = scoreGame(s)
    expect(r.scores.map((x) => x.finalPoverty)).toEqual([0, 2])
  })

  it('ties: least poverty first', () => {
    const s = blank()
    setPlayer(s, 0, { prestige: 1, poverty: 1 })
    const r = scoreGame(s)
    expect(r.scores.map((x) => x.total)).toEqual([0, 0])
    expect(r.winners).toEqual([1])
    expect(r.decidedBy).toBe('poverty')
  })

  it('ties: then most districts', () => {
    const s = blank()
    // a district whose prestige is offset, so that totals stay equal
    const name = 'Hackney'
    giveDistricts(s, 1, [name])
    const pts = edition === 'classic' ? 2 : 0
    setPlayer(s, 0, { prestige: pts })
    const r = scoreGame(s)
    expect(r.scores.map((x) => x.total)).toEqual([pts, pts])
    expect(r.winners).toEqual([1])
    expect(r.decidedBy).toBe('districts')
  })

  it('ties: then the best single city card', () => {
    const s = blank()
    addCard(s, 0, 'Hospital')
    addCard(s, 1, 'Water Works')
    addCard(s, 1, "Lord's")
    addCard(s, 1, 'Furniture Makers')
    valid(s)
    const r = scoreGame(s)
    expect(r.scores.map((x) => x.total)).toEqual([3, 3])
    expect(r.scores.map((x) => x.bestCard)).toEqual([3, 1])
    expect(r.winners).toEqual([0])
    expect(r.decidedBy).toBe('bestCard')
  })

  it('a complete tie is shared', () => {
    const r = scoreGame(blank())
    expect(r.winners).toEqual([0, 1])
    expect(r.decidedBy).toBe('shared')
  })

  it('the game-over state carries the score of its final position', () => {
    const s = at(game(edition, 2, 32), 1, START_DRAW)
    setHand(s, 1, ['Vintners'])
    s.lastTurnSeat = 1
    shrinkDeck(s, 1)
    valid(s)
    const t = act(act(s, { type: 'drawDeck' }), { type: 'chooseDrawThree' })
    expect(t.phase).toEqual({ kind: 'over' })
    expect(t.result).toEqual(scoreGame(t))
    expect(t.result!.scores[1]!.before.hand).toBe(2)
  })
})
