import { afterEach, describe, expect, it } from 'vitest'
import { actionKey, apply, createGame, legalActions, view, type Action } from '../../src-shared/engine/index'
import { analyse } from '../../src-shared/bots/analyse'
import { reviewGame } from '../../src-shared/bots/review'
import { BotDisposedError, BotRunner, CancelledError } from './bot-runner'

const game = createGame({ edition: 'second', players: 2, seed: 7 })
const myView = view(game, game.current)
const legal = legalActions(game).map(actionKey)

let runner: BotRunner | null = null
afterEach(() => {
  runner?.dispose()
  runner = null
})

describe('BotRunner (worker thread)', { timeout: 60_000 }, () => {
  it('answers with a legal action', async () => {
    runner = new BotRunner()
    const a = await runner.choose({ view: myView, level: 'easy', budgetMs: 0, seed: 1 })
    expect(legal).toContain(actionKey(a))
    const b = await runner.choose({ view: myView, level: 'hard', budgetMs: 0, seed: 1, iterations: 20 })
    expect(legal).toContain(actionKey(b))
    expect(runner.starts).toBe(1)
  })

  it('cancel rejects the pending decision at once and the next one still works', async () => {
    runner = new BotRunner()
    const slow = runner.choose({ view: myView, level: 'hard', budgetMs: 30_000, seed: 1 })
    runner.cancel()
    await expect(slow).rejects.toBeInstanceOf(CancelledError)
    const a = await runner.choose({ view: myView, level: 'easy', budgetMs: 0, seed: 2 })
    expect(legal).toContain(actionKey(a))
  })

  it('a new choose cancels the one pending', async () => {
    runner = new BotRunner()
    const first = runner.choose({ view: myView, level: 'hard', budgetMs: 30_000, seed: 1 })
    const second = runner.choose({ view: myView, level: 'easy', budgetMs: 0, seed: 1 })
    await expect(first).rejects.toBeInstanceOf(CancelledError)
    expect(legal).toContain(actionKey(await second))
  })

  it('restarts a crashed worker transparently', async () => {
    runner = new BotRunner()
    await runner.choose({ view: myView, level: 'easy', budgetMs: 0, seed: 1 })
    runner.crashWorkerForTest()
    const a = await runner.choose({ view: myView, level: 'easy', budgetMs: 0, seed: 3 })
    expect(legal).toContain(actionKey(a))
    expect(runner.starts).toBe(2)
  })

  it('reports a bot error (a view whose seat is not to move) without restarting', async () => {
    runner = new BotRunner()
    const other = view(game, (game.current + 1) % 2)
    await expect(runner.choose({ view: other, level: 'easy', budgetMs: 0, seed: 1 })).rejects.toThrow(/not seat/)
    expect(runner.starts).toBe(1)
  })

  it('dispose rejects the pending decision and refuses new ones', async () => {
    runner = new BotRunner()
    const slow = runner.choose({ view: myView, level: 'hard', budgetMs: 30_000, seed: 1 })
    runner.dispose()
    await expect(slow).rejects.toBeInstanceOf(BotDisposedError)
    await expect(runner.choose({ view: myView, level: 'easy', budgetMs: 0, seed: 1 })).rejects.toBeInstanceOf(BotDisposedError)
  })

  it("answers a hint with Hard's analysis, the same as in this thread for fixed iterations", async () => {
    runner = new BotRunner()
    const hint = await runner.hint({ view: myView, budgetMs: 0, seed: 5, iterations: 30 })
    expect(hint).toEqual(analyse(myView, { seed: 5, budgetMs: 0, now: () => 0, iterations: 30 }))
    expect(legal).toContain(actionKey(hint.best))
  })

  /** The first `n` moves of a game, each the first legal move that is not a loan. */
  function moves(n: number): Action[] {
    let s = createGame({ edition: 'second', players: 2, seed: 7 })
    const out: Action[] = []
    for (let i = 0; i < n; i++) {
      const a = legalActions(s).find((x) => x.type !== 'takeLoan')!
      const r = apply(s, a)
      if (!r.ok) throw new Error(r.error.message)
      s = r.state
      out.push(a)
    }
    return out
  }

  it('runs a review, reporting every decision, with the verdicts of the same review in this thread', async () => {
    runner = new BotRunner()
    const actions = moves(40)
    const options = { edition: 'second' as const, players: 2, seed: 7 }
    const done: number[] = []
    const result = await runner.review({ options, actions, seat: 0, budgetMs: 0, seed: 3, iterations: 8 }, (p) => done.push(p.done))
    expect(result).toEqual(reviewGame(options, actions, 0, { budgetMs: 0, now: () => 0, seed: 3, iterations: 8 }))
    expect(done).toEqual(Array.from({ length: result.reviewed }, (_, i) => i + 1))
  })

  it('cancelling a review stops the worker at once: no progress after, and the next job runs in a fresh worker', async () => {
    runner = new BotRunner()
    const options = { edition: 'second' as const, players: 2, seed: 7 }
    let heard = 0
    const review = runner.review({ options, actions: moves(60), seat: 0, budgetMs: 150, seed: 1 }, () => heard++)
    // cancelled in the middle of the review
    for (let waited = 0; heard < 2 && waited < 20_000; waited += 20) await new Promise((ok) => setTimeout(ok, 20))
    expect(heard).toBeGreaterThanOrEqual(2)
    runner.cancel()
    await expect(review).rejects.toBeInstanceOf(CancelledError)
    const after = heard
    await new Promise((ok) => setTimeout(ok, 600))
    expect(heard).toBe(after)
    const a = await runner.choose({ view: myView, level: 'easy', budgetMs: 0, seed: 2 })
    expect(legal).toContain(actionKey(a))
    expect(runner.starts).toBe(2)
  })
})
