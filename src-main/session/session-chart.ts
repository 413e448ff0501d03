/**
 * The session statechart (xstate v5) conducts the session: which game is on, who decides (a human, a bot as an
 * invoked and cancellable actor, a hot-seat handover or turn-end confirmation), the scoring reveal (delayed
 * transitions; its entry is the game-over the statistics count), a rematch, and the autosave after every applied
 * move; a hint (the analyst, Expert or Hard, thinking about the human's position) and a replay of a recorded game
 * with its review and "play on", each piece of work in the bot worker an invoked actor. It decides NO rule: guards
 * read the engine's state through the game record, and a move changes the game only when the engine accepts it.
 *
 * Commands arrive as events; a state that accepts one has a transition for it, and nothing else is said here: the
 * service asks the chart first (`snapshot.can(event)`), and where no state takes a command, the command table
 * (session-commands.ts) says why — e.g. "not your turn" in the bot and handover stages.
 *
 * Split by concern: the vocabulary (types, actors, guards, actions) is session-chart-setup.ts; the regions are
 * session-chart-playing.ts (who decides, hints), session-chart-ending.ts (scoring, over, rematch) and
 * session-chart-replay.ts (replay, review, play on). This file is the root that puts them together.
 * No Electron imports: runs in Electron's main process and in plain Node.
 */
import type { SnapshotFrom } from 'xstate'
import { overState, scoringState } from './session-chart-ending'
import { playingState } from './session-chart-playing'
import { replayState, replayTransition } from './session-chart-replay'
import { EMPTY_CONTEXT, sessionSetup } from './session-chart-setup'
import type { ChartDeps } from './session-types'

export type { ChartContext, ChartDeps, ChartEvent } from './session-types'
export { SCORING_STEP_MS, scoringSteps } from './session-chart-setup'

export function createSessionChart(deps: ChartDeps) {
  const s = sessionSetup(deps)
  return s.createMachine({
    id: 'session',
    initial: 'setup',
    context: EMPTY_CONTEXT,
    on: {
      START: [
        { guard: ({ event }) => event.autosave, target: '.starting', actions: ['start', 'autosave'] },
        { target: '.starting', actions: 'start' },
      ],
      QUIT: { target: '.setup', actions: 'clear' },
      SAVED: { actions: ['saved', 'autosave'] },
      // a save opened for replay, or (scoring, over) the game just finished
      REPLAY: replayTransition(),
    },
    states: {
      setup: {},
      /** a game was given: a finished one is shown as it ended, any other is played */
      starting: { always: [{ guard: 'isOver', target: 'over' }, { target: 'playing' }] },
      /** a game in progress: who decides now (where the turn stands is the engine's: turnStep) */
      playing: playingState(s, deps),
      scoring: scoringState(s),
      over: overState(s),
      /** a recorded game shown move by move (context.study); the game in progress, if any, waits in context.record */
      replay: replayState(s, deps),
    },
  })
}

export type SessionChart = ReturnType<typeof createSessionChart>
export type SessionChartSnapshot = SnapshotFrom<SessionChart>
