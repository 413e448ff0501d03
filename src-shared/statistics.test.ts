import { describe, expect, it } from 'vitest'
import type { GameResult, PlayerScore } from './engine/index'
import { RECENT_RESULTS_MAX, RECORDED_GAMES_MAX, type BotLevel } from './limits'
import { StatisticsSchema, check, type SeatConfig } from './schemas'
import { addGame, emptyStatistics, finishedGameKey, opponentsOf, report, resultsOf, type FinishedGame } from './statistics'
import { playRandomGame } from './sim/random-play'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string, level: BotLevel = 'easy'): SeatConfig => ({ kind: 'bot', name, level })

/** A result where seat i scored totals[i] with final poverty poverty[i]; winners are the best totals. */
function result(totals: number[], poverty: number[]): GameResult {
  const scores: PlayerScore[] = totals.map((total, seat) => ({
    seat,
    before: { prestige: 0, poverty: 0, money: 0, loans: 0, hand: 0 },
    steps: [],
    total,
    finalPoverty: poverty[seat]!,
    districts: 0,
    bestCard: 0,
  }))
  const best = Math.max(...totals)
  const ranking = scores.map((s) => s.seat).sort((a, b) => totals[b]! - totals[a]!)
  return { scores, ranking, winners: ranking.filter((s) => totals[s] === best), decidedBy: 'prestige' }
}

let n = 0
function game(seats: SeatConfig[], totals: number[], poverty: number[], over: Partial<FinishedGame> = {}): FinishedGame {
  return {
    key: `k${++n}`,
    edition: 'second',
    seats,
    result: result(totals, poverty),
    guided: false,
    finishedAt: '2026-01-02T03:04:05.000Z',
    ...over,
  }
}

describe('statistics', () => {
  it('group a result by whom the human played: one bot level, several, or other humans', () => {
    expect(opponentsOf([human('A'), bot('B', 'hard')], 0)).toBe('hard')
    expect(opponentsOf([bot('B'), human('A'), bot('C')], 1)).toBe('easy')
    expect(opponentsOf([human('A'), bot('B'), bot('C', 'medium')], 0)).toBe('mixed')
    expect(opponentsOf([human('A'), human('B'), bot('C')], 0)).toBe('mixed')
    expect(opponentsOf([human('A'), human('B')], 1)).toBe('humans')
    // Expert bots are a group of their own; beside Hard ones, mixed
    expect(opponentsOf([bot('B', 'expert'), human('A'), bot('C', 'expert')], 1)).toBe('expert')
    expect(opponentsOf([human('A'), bot('B', 'expert'), bot('C', 'hard')], 0)).toBe('mixed')
  })

  it('rows come by edition, players, then opponents from Easy to Expert, mixed and humans last', () => {
    let s = emptyStatistics()
    for (const level of ['expert', 'hard', 'easy'] as const) s = addGame(s, game([human('Ann'), bot('B', level)], [31, 20], [0, 3]))
    s = addGame(s, game([human('Ann'), bot('B', 'expert'), bot('C', 'medium')], [31, 20, 5], [0, 3, 1]))
    s = addGame(s, game([human('Ann'), bot('B', 'expert'), bot('C', 'expert')], [31, 20, 5], [0, 3, 1]))
    expect(check(StatisticsSchema, s).ok).toBe(true)
    expect(report(s, null).rows.map((r) => `${r.players} ${r.opponents}`)).toEqual(['2 easy', '2 hard', '2 expert', '3 expert', '3 mixed'])
  })

  it('a finished game gives one result per human seat, none for bots', () => {
    const g = game([human('Ann'), bot('B'), human('Cy')], [30, 40, 12], [2, 0, 5])
    expect(resultsOf(g)).toEqual([
      expect.objectContaining({ name: 'Ann', score: 30, poverty: 2, won: false, players: 3, opponents: 'mixed' }),
      expect.objectContaining({ name: 'Cy', score: 12, poverty: 5, won: false, players: 3, opponents: 'mixed' }),
    ])
    expect(resultsOf(game([bot('A'), bot('B')], [1, 2], [0, 0]))).toEqual([])
  })

  it('add up games, wins, scores (negative too), the best score and poverty per group; averages to one decimal', () => {
    let s = emptyStatistics()
    s = addGame(s, game([human('Ann'), bot('B')], [31, 20], [0, 3]))
    s = addGame(s, game([human('Ann'), bot('B')], [-4, 20], [7, 0]))
    s = addGame(s, game([human('Ann'), bot('B')], [25, 25], [1, 1]))
    s = addGame(s, game([human('Ann'), bot('B', 'hard'), bot('C', 'hard')], [10, 30, 5], [4, 0, 2], { edition: 'classic' }))
    expect(check(StatisticsSchema, s).ok).toBe(true)
    const r = report(s, null)
    expect(r.rows).toEqual([
      { edition: 'second', players: 2, opponents: 'easy', games: 3, wins: 2, averageScore: 17.3, bestScore: 31, averagePoverty: 2.7 },
      { edition: 'classic', players: 3, opponents: 'hard', games: 1, wins: 0, averageScore: 10, bestScore: 10, averagePoverty: 4 },
    ])
    expect([r.games, r.wins]).toEqual([4, 2])
    expect(r.recent.map((x) => x.score)).toEqual([31, -4, 25, 10])
    // a shared victory is a win
    expect(r.recent[2]!.won).toBe(true)
  })

  it('count a game once, however often it is given', () => {
    const g = game([human('Ann'), bot('B')], [31, 20], [0, 3])
    const once = addGame(emptyStatistics(), g)
    expect(addGame(once, g)).toBe(once)
    expect(addGame(once, { ...g, finishedAt: '2026-02-02T00:00:00.000Z' })).toBe(once)
    expect(report(once, null).games).toBe(1)
    // bots only: nothing to count
    const bots = addGame(emptyStatistics(), game([bot('A'), bot('B')], [1, 2], [0, 0]))
    expect(bots).toEqual(emptyStatistics())
  })

  it('keep the latest results and game keys only, and every game in the totals', () => {
    let s = emptyStatistics()
    const games = RECORDED_GAMES_MAX + 5
    for (let i = 0; i < games; i++) s = addGame(s, game([human('Ann'), bot('B')], [i, 0], [0, 0]))
    expect(s.recent).toHaveLength(RECENT_RESULTS_MAX)
    expect(s.recent.at(-1)!.score).toBe(games - 1)
    expect(s.recorded).toHaveLength(RECORDED_GAMES_MAX)
    expect(report(s, null).rows[0]!.games).toBe(games)
    expect(check(StatisticsSchema, s).ok).toBe(true)
  })

  it('a finished game has the same key whenever its moves are replayed, and another game another key', () => {
    const a = playRandomGame({ edition: 'second', players: 2, seed: 3 }, 3).state
    const b = playRandomGame({ edition: 'second', players: 2, seed: 3 }, 3).state
    const c = playRandomGame({ edition: 'second', players: 2, seed: 3 }, 4).state
    expect(finishedGameKey(a)).toBe(finishedGameKey(b))
    expect(finishedGameKey(a)).not.toBe(finishedGameKey(c))
    expect(finishedGameKey(a).length).toBeLessThanOrEqual(80)
  })

  it('the stored shape refuses what it cannot trust, saying where', () => {
    const s = addGame(emptyStatistics(), game([human('Ann'), bot('B')], [31, 20], [0, 3]))
    const bad = (patch: object) => check(StatisticsSchema, { ...s, ...patch })
    expect(bad({ version: 2 })).toMatchObject({ ok: false })
    expect(bad({ groups: [{ ...s.groups[0]!, wins: 2 }] })).toMatchObject({
      ok: false,
      message: 'groups[0]: cannot have more wins than games',
    })
    expect(bad({ groups: [s.groups[0]!, s.groups[0]!] })).toMatchObject({ ok: false, message: 'groups: a group appears twice' })
    expect(bad({ recent: [{ ...s.recent[0]!, finishedAt: 'yesterday' }] })).toMatchObject({ ok: false })
    expect(bad({ recent: [{ ...s.recent[0]!, opponents: 'gods' }] })).toMatchObject({ ok: false })
    expect(check(StatisticsSchema, 'garbage')).toMatchObject({ ok: false, message: 'statistics must be an object' })
  })
})
