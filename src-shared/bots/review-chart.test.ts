// The review chart's choice: the line's verdict net where it has one that gives margins, else the analyst's estimated
// margin with its own move. The verdict is replaced here by what each kind of line would give.
import { describe, expect, it, vi } from 'vitest'
import { chartPoint, decisionsOf, judge } from './review'
import { playedGame } from './test-positions'
import type * as valueNet from './value-net'

const said = vi.hoisted(() => ({ verdict: null as { chance: number; margin: number | null } | null }))
vi.mock('./value-net', async (original) => ({ ...(await original<typeof valueNet>()), positionVerdict: () => said.verdict }))

const now = () => {
  throw new Error('the clock must not be read with a fixed iteration count')
}

function decisions() {
  const game = playedGame('second', 3, 4, 45)
  return decisionsOf(game.options, game.actions, 1).choices.slice(0, 6)
}

describe('the review chart without a learned margin', () => {
  it.each([
    { what: 'a verdict net that predicts chances only', verdict: { chance: 0.4, margin: null } },
    { what: 'no verdict net', verdict: null },
  ])("charts the analyst's estimate with its move: $what", ({ verdict: v }) => {
    said.verdict = v
    let charted = 0
    for (const d of decisions()) {
      const verdict = judge(d, { budgetMs: 0, now, iterations: 6, seed: 3 })
      const point = chartPoint(d, 1, verdict)
      if (verdict.bestMargin === null) expect(point).toBeNull()
      else {
        expect(point).toEqual({ seq: d.seq, turn: d.turn, margin: Math.round(verdict.bestMargin * 100) / 100, chance: null, by: 'analyst' })
        charted++
      }
    }
    expect(charted).toBeGreaterThan(0)
  })

  it('charts the learned verdict when it gives a margin, rounded to hundredths', () => {
    said.verdict = { chance: 0.61234, margin: -7.456 }
    const d = decisions()[0]!
    const point = chartPoint(d, 1, judge(d, { budgetMs: 0, now, iterations: 6, seed: 3 }))
    expect(point).toEqual({ seq: d.seq, turn: d.turn, margin: -7.46, chance: 0.61, by: 'learned' })
  })
})
