// The review CLI as a player's script would use it: one JSON line last on stdout, progress on stderr.
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { checkMove, type Action } from '../src-shared/engine/index'
import { sameMove } from '../src-shared/bots/analyse'
import { playedGame } from '../src-shared/bots/test-positions'
import { hasVerdictNet } from '../src-shared/bots/value-net'
import { makeSave, serializeSave } from '../src-shared/save-format'

const run = promisify(execFile)
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'review.ts'), ...args], { cwd: join(import.meta.dirname, '..') })

/** An unfinished game of Easy moves (classic, 3 players, unless told), saved; with the position before each move. */
function savedGame(dir: string, edition: 'classic' | 'second' = 'classic', players = 3, moves = 90) {
  const { actions, before, final: state } = playedGame(edition, players, 17, moves)
  const seats = [
    { kind: 'human' as const, name: 'Ada' },
    { kind: 'bot' as const, name: 'B', level: 'easy' as const },
    { kind: 'bot' as const, name: 'C', level: 'easy' as const },
  ].slice(0, players)
  const file = join(dir, `game-${edition}-${players}.london`)
  writeFileSync(file, serializeSave(makeSave(state, seats, actions)))
  return { file, actions, before, save: makeSave(state, seats, actions) }
}

describe('npm run review', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'london-review-cli-'))
  const game = savedGame(dir)

  it('prints one JSON line last, exactly as specified, the same for the same seed', async () => {
    const args = ['--save', game.file, '--seat', '0', '--iterations', '8', '--seed', '4']
    const first = await cli(...args)
    const lines = first.stdout.trim().split('\n')
    const out = JSON.parse(lines[lines.length - 1]!) as {
      seat: number
      decisions: number
      reviewed: number
      mistakes: { seq: number; turn: number; played: Action; better: Action; loss: number }[]
    }
    expect(Object.keys(out)).toEqual(['seat', 'decisions', 'reviewed', 'mistakes'])
    expect(out.seat).toBe(0)
    expect(out.decisions).toBe(game.before.filter((s) => s.current === 0).length)
    expect(out.reviewed).toBeLessThanOrEqual(out.decisions)
    expect(out.reviewed).toBeGreaterThan(0)
    let last = Infinity
    for (const m of out.mistakes) {
      expect(Object.keys(m)).toEqual(['seq', 'turn', 'played', 'better', 'loss'])
      expect(m.played).toEqual(game.actions[m.seq])
      expect(game.before[m.seq]!.current).toBe(0)
      expect(m.turn).toBe(game.before[m.seq]!.turnNumber)
      expect(checkMove(game.before[m.seq]!, m.better)).toBeNull()
      expect(sameMove(game.before[m.seq]!, m.better, m.played)).toBe(false)
      expect(m.loss).toBeGreaterThan(0)
      expect(m.loss).toBeLessThanOrEqual(last)
      last = m.loss
    }
    expect(first.stderr).toMatch(/review: \d+ of \d+ decisions reviewed in [\d.]+ s/)
    // each decision's progress line gives the analyst's margin, and the learned verdict where the line has a verdict
    // net (classic 3 players has none: its chart is the analyst's)
    expect(hasVerdictNet('classic', 3)).toBe(false)
    expect(first.stderr).toMatch(
      /review: 1\/\d+ move \d+ turn \d+(, estimated margin with the analyst's move [+-]\d+\.\d)?(, loss [\d.]+)?\n/,
    )
    expect(first.stderr).not.toMatch(/learned verdict/)
    const again = await cli(...args)
    expect(again.stdout.trim().split('\n').pop()).toBe(lines[lines.length - 1])
  })

  it("gives the learned verdict on each position where the line has a verdict net (the chart's point)", async () => {
    expect(hasVerdictNet('second', 2)).toBe(true)
    const second = savedGame(dir, 'second', 2, 40)
    const { stderr } = await cli('--save', second.file, '--seat', '1', '--iterations', '4', '--seed', '2')
    expect(stderr).toMatch(/review: 1\/\d+ move \d+ turn \d+, learned verdict [+-]\d+\.\d \(\d+% to win\)/)
  })

  it('refuses a save from a newer London, a damaged one and a seat the game does not have, saying why', async () => {
    const newer = join(dir, 'newer.london')
    writeFileSync(newer, JSON.stringify({ ...game.save, version: 9 }))
    await expect(cli('--save', newer, '--seat', '0')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/newer version of London/),
    })
    const damaged = join(dir, 'damaged.london')
    writeFileSync(damaged, '{"format":"london-save"')
    await expect(cli('--save', damaged, '--seat', '0')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/not a London save/),
    })
    await expect(cli('--save', game.file, '--seat', '3')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--seat must be 0 to 2/),
    })
  })
})
