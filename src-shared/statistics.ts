// Statistics of finished games, as pure data: what one finished game adds (one result per human seat: the
// players at this computer), the totals per edition × player count × opponents, and the report the statistics
// screen shows. The stored shape is StatisticsSchema (schemas.ts); main stores it (src-main/session/statistics.ts).
import type { Edition, GameResult, GameState } from './engine/index'
import { OPPONENT_KINDS, RECENT_RESULTS_MAX, RECORDED_GAMES_MAX, type OpponentKind } from './limits'
import { hashState } from './save-format'
import { STATISTICS_VERSION, type SeatConfig, type Statistics, type StatsGroup, type StatsResult } from './schemas'

export type { Statistics, StatsGroup, StatsResult }

/** A game the chart saw end (never one opened already finished, never an abandoned one). */
export interface FinishedGame {
  /** the same game always has the same key (finishedGameKey) */
  readonly key: string
  readonly edition: Edition
  readonly seats: readonly SeatConfig[]
  readonly result: GameResult
  readonly guided: boolean
  /** ISO time */
  readonly finishedAt: string
}

/** One line of the statistics screen. */
export interface StatsRow {
  readonly edition: Edition
  readonly players: number
  readonly opponents: OpponentKind
  readonly games: number
  readonly wins: number
  readonly averageScore: number
  readonly bestScore: number
  readonly averagePoverty: number
}

/** What `getStatistics` answers. */
export interface StatisticsReport {
  readonly rows: readonly StatsRow[]
  /** the latest results, oldest first (at most RECENT_RESULTS_MAX) */
  readonly recent: readonly StatsResult[]
  readonly games: number
  readonly wins: number
  /** where damaged statistics were set aside when the app started (their file name), else null */
  readonly setAside: string | null
}

export function emptyStatistics(): Statistics {
  return { version: STATISTICS_VERSION, groups: [], recent: [], recorded: [] }
}

/** Identifies a finished game: a replay of the same moves from the same deal ends in the same position. */
export function finishedGameKey(state: GameState): string {
  return `${state.options.edition}-${state.options.seed}-${state.seq}-${hashState(state)}`
}

/** Whom `seat` played against: bots of one level, bots of several levels or bots and humans (mixed), or humans. */
export function opponentsOf(seats: readonly SeatConfig[], seat: number): OpponentKind {
  const others = seats.filter((_, i) => i !== seat)
  if (others.every((s) => s.kind === 'human')) return 'humans'
  const levels = new Set(others.map((s) => (s.kind === 'bot' ? s.level : 'human')))
  const [only] = levels
  return levels.size === 1 && only !== undefined && only !== 'human' ? only : 'mixed'
}

/** The results a finished game gives: one per human seat (a game of bots only gives none). */
export function resultsOf(game: FinishedGame): StatsResult[] {
  return game.seats.flatMap((s, seat) => {
    const score = game.result.scores.find((x) => x.seat === seat)
    if (s.kind !== 'human' || !score) return []
    return [
      {
        edition: game.edition,
        players: game.seats.length,
        opponents: opponentsOf(game.seats, seat),
        game: game.key,
        finishedAt: game.finishedAt,
        name: s.name,
        score: score.total,
        poverty: score.finalPoverty,
        won: game.result.winners.includes(seat),
        guided: game.guided,
      },
    ]
  })
}

const groupId = (g: Pick<StatsGroup, 'edition' | 'players' | 'opponents'>) => `${g.edition}/${g.players}/${g.opponents}`

/** The statistics with `game` counted; unchanged when it was counted already or has no human seat. */
export function addGame(stats: Statistics, game: FinishedGame): Statistics {
  if (stats.recorded.includes(game.key)) return stats
  const results = resultsOf(game)
  if (results.length === 0) return stats
  const groups = stats.groups.map((g) => ({ ...g }))
  for (const r of results) {
    const g = groups.find((x) => groupId(x) === groupId(r))
    if (g) {
      g.games++
      g.wins += r.won ? 1 : 0
      g.scoreTotal += r.score
      g.bestScore = Math.max(g.bestScore, r.score)
      g.povertyTotal += r.poverty
    } else {
      groups.push({
        edition: r.edition,
        players: r.players,
        opponents: r.opponents,
        games: 1,
        wins: r.won ? 1 : 0,
        scoreTotal: r.score,
        bestScore: r.score,
        povertyTotal: r.poverty,
      })
    }
  }
  return {
    version: STATISTICS_VERSION,
    groups,
    recent: [...stats.recent, ...results].slice(-RECENT_RESULTS_MAX),
    recorded: [...stats.recorded, game.key].slice(-RECORDED_GAMES_MAX),
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10
const EDITION_ORDER: readonly Edition[] = ['second', 'classic']

/** The screen's view: a row per group (second edition first, then by players and opponents), the recent results. */
export function report(stats: Statistics, setAside: string | null): StatisticsReport {
  const order = (g: StatsGroup) => EDITION_ORDER.indexOf(g.edition) * 1000 + g.players * 10 + OPPONENT_KINDS.indexOf(g.opponents)
  const rows = [...stats.groups]
    .sort((a, b) => order(a) - order(b))
    .map((g) => ({
      edition: g.edition,
      players: g.players,
      opponents: g.opponents,
      games: g.games,
      wins: g.wins,
      averageScore: round1(g.scoreTotal / g.games),
      bestScore: g.bestScore,
      averagePoverty: round1(g.povertyTotal / g.games),
    }))
  return {
    rows,
    recent: stats.recent,
    games: rows.reduce((n, r) => n + r.games, 0),
    wins: rows.reduce((n, r) => n + r.wins, 0),
    setAside,
  }
}
