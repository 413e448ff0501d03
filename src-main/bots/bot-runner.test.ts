import { afterEach, describe, expect, it } from 'vitest'
import { actionKey, apply, createGame, legalActions, view, type Action } from '../../src-shared/engine/index'
import { analyse } from '../../src-shared/bots/analyse'
import { reviewGame } from '../../src-shared/bots/review'
import { BotDisposedError, BotRunner } from './bot-runner'
import { JobCancelledError, type MoveJob } from './bot-protocol'

/** A move job for `myView` (or another view). */
const move = (job: Omit<MoveJob, 'kind' | 'view'> & { view?: MoveJob['view'] }): MoveJob => ({ kind: 'move', view: myView, ...job })
/** A signal nobody aborts. */
const never = new AbortController().signal

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
    const a = await runner.run(move({ level: 'easy', budgetMs: 0, seed: 1 }), never)
    expect(legal).toContain(actionKey(a))
    const b = await runner.run(move({ level: 'hard', budgetMs: 0, seed: 1, iterations: 20 }), never)
    expect(legal).toContain(actionKey(b))
    expect(runner.starts).toBe(1)
  })

  it("aborting a job's signal rejects it at once and the next one still works", async () => {
    runner = new BotRunner()
    const job = new AbortController()
    const slow = runner.run(move({ level: 'hard', budgetMs: 30_000, seed: 1 }), job.signal)
    job.abort()
    await expect(slow).rejects.toBeInstanceOf(JobCancelledError)
    const a = await runner.run(move({ level: 'easy', budgetMs: 0, seed: 2 }), never)
    expect(legal).toContain(actionKey(a))
  })

  it('a job whose signal is already aborted is refused without starting a worker', async () => {
    runner = new BotRunner()
    const job = new AbortController()
    job.abort()
    await expect(runner.run(move({ level: 'easy', budgetMs: 0, seed: 1 }), job.signal)).rejects.toBeInstanceOf(JobCancelledError)
    expect(runner.starts).toBe(0)
  })

  it('aborting a job after its answer changes nothing for the next one (the runner stopped listening)', async () => {
    runner = new BotRunner()
    const first = new AbortController()
    await runner.run(move({ level: 'easy', budgetMs: 0, seed: 1 }), first.signal)
    const next = runner.run(move({ level: 'hard', budgetMs: 0, seed: 2, iterations: 20 }), never)
    first.abort()
    expect(legal).toContain(actionKey(await next))
    expect(runner.starts).toBe(1)
  })

  it('a new job cancels the one pending', async () => {
    runner = new BotRunner()
    const first = runner.run(move({ level: 'hard', budgetMs: 30_000, seed: 1 }), never)
    const second = runner.run(move({ level: 'easy', budgetMs: 0, seed: 1 }), never)
    await expect(first).rejects.toBeInstanceOf(JobCancelledError)
    expect(legal).toContain(actionKey(await second))
  })

  it('restarts a crashed worker transparently', async () => {
    runner = new BotRunner()
    await runner.run(move({ level: 'easy', budgetMs: 0, seed: 1 }), never)
    runner.crashWorkerForTest()
    const a = await runner.run(move({ level: 'easy', budgetMs: 0, seed: 3 }), never)
    expect(legal).toContain(actionKey(a))
    expect(runner.starts).toBe(2)
  })

  it('reports a bot error (a view whose seat is not to move) without restarting', async () => {
    runner = new BotRunner()
    const other = view(game, (game.current + 1) % 2)
    await expect(runner.run(move({ view: other, level: 'easy', budgetMs: 0, seed: 1 }), never)).rejects.toThrow(/not seat/)
    expect(runner.starts).toBe(1)
  })

  it('dispose rejects the pending decision and refuses new ones', async () => {
    runner = new BotRunner()
    const slow = runner.run(move({ level: 'hard', budgetMs: 30_000, seed: 1 }), never)
    runner.dispose()
    await expect(slow).rejects.toBeInstanceOf(BotDisposedError)
    await expect(runner.run(move({ level: 'easy', budgetMs: 0, seed: 1 }), never)).rejects.toBeInstanceOf(BotDisposedError)
  })

  it("answers a hint with the analyst's analysis (Expert's here), the same as in this thread for fixed iterations", async () => {
    runner = new BotRunner()
    const hint = await runner.run({ kind: 'hint', view: myView, budgetMs: 0, seed: 5, iterations: 30 }, never)
    expect(hint).toEqual(analyse(myView, { seed: 5, budgetMs: 0, now: () => 0, iterations: 30 }))
    expect(hint.level).toBe('expert')
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
    const result = await runner.run({ kind: 'review', options, actions, seat: 0, budgetMs: 0, seed: 3, iterations: 8 }, never, (p) =>
      done.push(p.done),
    )
    expect(result).toEqual(reviewGame(options, actions, 0, { budgetMs: 0, now: () => 0, seed: 3, iterations: 8 }))
    expect(done).toEqual(Array.from({ length: result.reviewed }, (_, i) => i + 1))
  })

  it('cancelling a review stops the worker at once: no progress after, and the next job runs in a fresh worker', async () => {
    runner = new BotRunner()
    const options = { edition: 'second' as const, players: 2, seed: 7 }
    let heard = 0
    const job = new AbortController()
    const review = runner.run({ kind: 'review', options, actions: moves(60), seat: 0, budgetMs: 150, seed: 1 }, job.signal, () => heard++)
    // cancelled in the middle of the review
    for (let waited = 0; heard < 2 && waited < 20_000; waited += 20) await new Promise((ok) => setTimeout(ok, 20))
    expect(heard).toBeGreaterThanOrEqual(2)
    job.abort()
    await expect(review).rejects.toBeInstanceOf(JobCancelledError)
    const after = heard
    await new Promise((ok) => setTimeout(ok, 600))
    expect(heard).toBe(after)
    const a = await runner.run(move({ level: 'easy', budgetMs: 0, seed: 2 }), never)
    expect(legal).toContain(actionKey(a))
    expect(runner.starts).toBe(2)
  })
})
