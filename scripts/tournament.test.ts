import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { replay } from '../src-shared/engine/index'
import { GameRecord } from '../src-shared/game-record'
import { gameSeed, playGame, type TournamentConfig } from './tournament-game'

const cfg: TournamentConfig = {
  edition: 'second',
  players: 2,
  seats: ['easy', 'medium'],
  seed: 7,
  budgets: {},
  iterations: { easy: 3, medium: 3 },
}

describe('tournament', { timeout: 120_000 }, () => {
  it('plays a legal game, rotates the seats and times every decision by seat', () => {
    const a = playGame(cfg, 0)
    const b = playGame(cfg, 1)
    expect(a.seatOrder).toEqual(['easy', 'medium'])
    expect(b.seatOrder).toEqual(['medium', 'easy'])
    for (const o of [a, b]) {
      expect(replay({ edition: 'second', players: 2, seed: gameSeed(7, o.game) }, o.actions)).toEqual(o.state)
      expect(Object.values(o.wins).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9)
      expect(o.decisionMs.easy!.length + o.decisionMs.medium!.length).toBe(o.actions.length)
      // each seat's turns: its decisions' times summed turn by turn
      const sum = (xs: readonly number[]) => xs.reduce((x, y) => x + y, 0)
      for (const label of ['easy', 'medium']) expect(sum(o.turnMs[label]!)).toBeCloseTo(sum(o.decisionMs[label]!), 6)
      expect(o.turnMs.easy!.length + o.turnMs.medium!.length).toBe(o.state.turnNumber)
      expect(o.line.decisions).toBe(o.actions.length)
      // two players: each seat's points over the table is its margin over the other
      const [x, y] = o.state.result!.scores.map((sc) => sc.total)
      const easyFirst = o.seatOrder[0] === 'easy'
      expect(o.pointsOver.easy).toBe(easyFirst ? x! - y! : y! - x!)
      expect(o.pointsOver.medium).toBe(-o.pointsOver.easy!)
    }
    // the same seed and iteration count give the same game
    expect(playGame(cfg, 0).actions).toEqual(a.actions)
  })

  it('runs games in worker threads, prints them in game order and summarises each seat', () => {
    const out = execFileSync(
      'npx',
      [
        'tsx',
        'scripts/tournament.ts',
        '--games',
        '3',
        '--seats',
        'easy,easy',
        '--jobs',
        '2',
        '--seed',
        '5',
        '--budget-ms',
        'hard=250,medium=50',
      ],
      { encoding: 'utf8' },
    )
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines.slice(0, 3).map((l) => l.game)).toEqual([0, 1, 2])
    const { tournament, summary } = lines[3]
    expect(tournament.jobs).toBe(2)
    expect(summary).toHaveLength(1)
    expect(summary[0].level).toBe('easy')
    expect(summary[0].decisions).toBe(lines.slice(0, 3).reduce((n: number, l: { decisions: number }) => n + l.decisions, 0))
    expect(summary[0].medianDecisionMs).toBeLessThanOrEqual(summary[0].p95DecisionMs)
    expect(summary[0].medianTurnMs).toBeLessThanOrEqual(summary[0].p90TurnMs)
    expect(summary[0].wins).toBeCloseTo(3, 9)
    // one label in every seat: its points over the table are nothing
    expect(summary[0].pointsOverOthers).toBe(0)
    expect(summary[0].pointsOverOthersSe).toBe(0)
  })

  it('records each game as a save that loads back to the same result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'london-tournament-'))
    const out = execFileSync(
      'npx',
      ['tsx', 'scripts/tournament.ts', '--games', '1', '--seats', 'easy,easy', '--jobs', '1', '--record', dir],
      {
        encoding: 'utf8',
      },
    )
    const line = JSON.parse(out.split('\n')[0]!)
    expect(readdirSync(dir)).toEqual([line.file.split('/').pop()])
    const record = GameRecord.load(readFileSync(line.file, 'utf8'))
    expect(record.seats.map((s) => s.level)).toEqual(['easy', 'easy'])
    expect(record.state.result!.scores.map((s) => s.total)).toEqual(line.totals)
  })

  it('plays games F..F+G-1 with --first-game: the same games as in a longer run', () => {
    const run = (extra: string[]) =>
      execFileSync('npx', ['tsx', 'scripts/tournament.ts', '--seats', 'easy,easy', '--jobs', '1', '--seed', '9', ...extra], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    const whole = run(['--games', '3'])
    const part = run(['--games', '2', '--first-game', '1'])
    expect(part.slice(0, 2)).toEqual(whole.slice(1, 3))
    expect(part[2].tournament.firstGame).toBe(1)
    expect(part[2].summary[0].games).toBe(2)
  })

  it('refuses a bad option with a clear message', () => {
    expect(() =>
      execFileSync('npx', ['tsx', 'scripts/tournament.ts', '--budget-ms', 'hard=fast'], { encoding: 'utf8', stdio: 'pipe' }),
    ).toThrow(/not a number of milliseconds/)
  })
})
