import { describe, expect, it } from 'vitest'
import {
  budgetFor,
  iterationsFor,
  meanAndError,
  parseArgs,
  parseBudgets,
  parseIterations,
  parseSeat,
  pointsOverOthers,
  quantile,
  wilson,
} from './bot-cli-util'

describe('bot CLI helpers', () => {
  it('parses --name value pairs and bare flags', () => {
    expect(parseArgs(['--save', 'a.london', '--seat', '1', '--verbose'])).toEqual({ save: 'a.london', seat: '1', verbose: 'true' })
  })

  it('computes the Wilson interval', () => {
    const [lo, hi] = wilson(150, 200)
    expect(lo).toBeCloseTo(0.6857, 3)
    expect(hi).toBeCloseTo(0.8049, 3)
    expect(wilson(0, 10)[0]).toBe(0)
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 9)
    expect(wilson(0, 0)).toEqual([0, 1])
  })

  it('takes quantiles by the nearest rank', () => {
    const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
    expect(quantile(xs, 0.5)).toBe(5)
    expect(quantile(xs, 0.95)).toBe(10)
    expect(quantile(xs, 0.9)).toBe(9)
    expect(quantile(xs, 0)).toBe(1)
    expect(quantile([], 0.5)).toBe(0)
    expect(xs[0]).toBe(5)
  })

  it("gives each seat label its points over the table: a seat's score minus the others' mean, averaged over its seats", () => {
    // Expert 52 against 36, 34 and 49: 52 − 39.67; each Hard against the three others
    const p = pointsOverOthers([52, 36, 34, 49], ['expert', 'hard', 'hard', 'hard'])
    expect(p.expert).toBeCloseTo(52 - 119 / 3, 9)
    expect(p.hard).toBeCloseTo((36 - 135 / 3 + (34 - 137 / 3) + (49 - 122 / 3)) / 3, 9)
    // two players: the margin, and a label holding every seat sums to nothing
    expect(pointsOverOthers([70, 58], ['hard', 'medium'])).toEqual({ hard: 12, medium: -12 })
    expect(pointsOverOthers([70, 58], ['easy', 'easy'])).toEqual({ easy: 0 })
    expect(() => pointsOverOthers([1, 2], ['hard'])).toThrow(/one label per seat/)
  })

  it('gives a mean with its standard error', () => {
    expect(meanAndError([])).toEqual({ mean: 0, se: 0 })
    expect(meanAndError([4])).toEqual({ mean: 4, se: 0 })
    const { mean, se } = meanAndError([2, 4, 4, 4, 5, 5, 7, 9])
    expect(mean).toBe(5)
    // sample variance 32 / 7
    expect(se).toBeCloseTo(Math.sqrt(32 / 7 / 8), 12)
  })

  it('reads seats: a level, or Hard without early stopping', () => {
    expect(parseSeat('medium')).toEqual({ label: 'medium', level: 'medium', earlyStop: true })
    expect(parseSeat('hard:full')).toEqual({ label: 'hard:full', level: 'hard', earlyStop: false })
    expect(parseSeat('expert')).toEqual({ label: 'expert', level: 'expert', earlyStop: true })
    expect(parseSeat('expert:full')).toEqual({ label: 'expert:full', level: 'expert', earlyStop: false })
    expect(() => parseSeat('master')).toThrow(/unknown level/)
    expect(() => parseSeat('hard:fast')).toThrow(/unknown seat/)
    // the horizon of Hard's and Expert's simulations, to compare settings in a tournament
    expect(parseSeat('expert:r1')).toEqual({ label: 'expert:r1', level: 'expert', earlyStop: true, rounds: 1 })
    expect(parseSeat('hard:full:r0')).toEqual({ label: 'hard:full:r0', level: 'hard', earlyStop: false, rounds: 0 })
    expect(() => parseSeat('expert:r5')).toThrow(/unknown seat/)
    expect(() => parseSeat('expert:r1:r2')).toThrow(/unknown seat/)
    expect(() => parseSeat('medium:r1')).toThrow(/unknown seat/)
    expect(() => parseSeat('easy:full')).toThrow(/unknown seat/)
    // Expert's share of the learned value in its evaluation
    expect(parseSeat('expert:r0:l50')).toEqual({ label: 'expert:r0:l50', level: 'expert', earlyStop: true, rounds: 0, learnedShare: 0.5 })
    expect(parseSeat('expert:l100').learnedShare).toBe(1)
    expect(parseSeat('expert:l0').learnedShare).toBe(0)
    expect(() => parseSeat('expert:l101')).toThrow(/unknown seat/)
    expect(() => parseSeat('hard:l50')).toThrow(/unknown seat/)
  })

  it('reads budgets: one number for every level, or per level and per seat label', () => {
    expect(parseBudgets(undefined)).toEqual({})
    expect(parseBudgets('50')).toEqual({ easy: 50, medium: 50, hard: 50, expert: 50 })
    const b = parseBudgets('hard=250,medium=50,hard:full=300')
    expect(b).toEqual({ hard: 250, medium: 50, 'hard:full': 300 })
    expect(budgetFor(parseSeat('hard'), b, 2)).toBe(250)
    expect(budgetFor(parseSeat('hard:full'), b, 2)).toBe(300)
    expect(budgetFor(parseSeat('medium'), parseBudgets('hard=250'), 2)).toBe(200)
    // unset: the level's default for the player count (Hard thinks longer where fewer bots play a round)
    expect(budgetFor(parseSeat('hard'), parseBudgets('medium=50'), 2)).toBe(2400)
    expect(budgetFor(parseSeat('hard'), parseBudgets('medium=50'), 4)).toBe(900)
    // Expert thinks as long as Hard
    expect(budgetFor(parseSeat('expert'), parseBudgets('hard=250'), 2)).toBe(2400)
    expect(budgetFor(parseSeat('expert'), parseBudgets('expert=600'), 2)).toBe(600)
    expect(() => parseBudgets('hard=fast')).toThrow(/not a number/)
    expect(() => parseBudgets('wizard=10')).toThrow(/unknown level/)
    expect(() => parseBudgets('hard=1=2')).toThrow(/cannot read/)
    expect(() => parseBudgets('-5')).toThrow(/not a number/)
  })

  it('reads iterations: one count for every level, or per level and per seat label', () => {
    expect(parseIterations('40')).toEqual({ easy: 40, medium: 40, hard: 40, expert: 40 })
    const it2 = parseIterations('hard=2000,medium=200')
    expect(iterationsFor(parseSeat('hard'), it2)).toBe(2000)
    expect(iterationsFor(parseSeat('hard:full'), it2)).toBe(2000)
    expect(iterationsFor(parseSeat('easy'), it2)).toBeUndefined()
    expect(iterationsFor(parseSeat('hard'), undefined)).toBeUndefined()
    expect(() => parseIterations('hard=1.5')).toThrow(/not a positive whole number/)
    expect(() => parseIterations('0')).toThrow(/not a positive whole number/)
    expect(() => parseIterations('wizard=10')).toThrow(/unknown level/)
  })
})
