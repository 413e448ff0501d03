/**
 * What the session needs from a bot. The real implementation is
 * src-main/bots/bot-runner.ts (BotRunner); tests use LegalMoveBot.
 */
import { legalActions, Rng, type Action, type GameView } from '../../src-shared/engine/index'
import type { BotLevel } from '../../src-shared/session'

export interface BotRequest {
  /** the bot's own view: never more than its seat may see */
  view: GameView
  level: BotLevel
  /** thinking time for the bot's whole turn, ms: the bot player keeps what its seat spent this turn */
  budgetMs: number
  seed: number
}

export interface BotPlayer {
  choose(req: BotRequest): Promise<Action>
  /** abandons the decision in progress (its promise may reject or resolve; the session ignores it) */
  cancel(): void
  dispose(): void
}

/**
 * A deterministic stand-in: a seeded pick among the legal actions of its view
 * (legalActions on a view only needs what the deciding seat can see).
 * Prefers ending phases so random games terminate reasonably fast.
 */
export class LegalMoveBot implements BotPlayer {
  calls = 0
  choose(req: BotRequest): Promise<Action> {
    this.calls++
    const legal = legalActions(req.view)
    if (legal.length === 0) return Promise.reject(new Error('no legal action'))
    const rng = new Rng(req.seed)
    const useful = legal.filter((a) => a.type !== 'takeLoan' && a.type !== 'stockExchange')
    const pool = useful.length > 0 ? useful : legal
    return Promise.resolve(pool[rng.int(pool.length)]!)
  }
  cancel(): void {}
  dispose(): void {}
}
