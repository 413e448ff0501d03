import { afterEach, describe, expect, it } from 'vitest'
import { actionKey, createGame, legalActions, view } from '../../src-shared/engine/index'
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
})
