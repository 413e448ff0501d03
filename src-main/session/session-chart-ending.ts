/**
 * The chart's end of a game: `scoring` reveals the engine's scoring steps one by one at the animation speed (its
 * entry is the game-over the statistics count), then `over`; a finished game opened from a file goes straight to
 * `over`. Both take a rematch.
 */
import { CLASSIC_SCORING_ORDER, SECOND_SCORING_ORDER, type ScoringStepId } from '../../src-shared/engine/index'
import type { SessionSetup } from './session-chart-setup'

const ALL_STEPS: readonly ScoringStepId[] = [...new Set([...SECOND_SCORING_ORDER, ...CLASSIC_SCORING_ORDER])]

/** A finished game (its scores revealed or not): a rematch (the same seats, a new seed, a new autosave). */
const GAME_OVER_EVENTS = {
  REMATCH: { target: '#session.starting', actions: ['rematch', 'autosave'] },
} as const

/** To the engine's next scoring step, or game over after the last (each one a change the renderer is shown). */
function scoringRoute() {
  return [
    ...ALL_STEPS.map((id) => ({
      guard: { type: 'nextStepIs' as const, params: { id } },
      target: `#session.scoring.${id}`,
      actions: 'nextStep' as const,
    })),
    { target: '#session.over', actions: 'nextStep' as const },
  ]
}

export function scoringState(s: SessionSetup) {
  return s.createStateConfig({
    initial: 'route',
    // the route below moves to index 0, the engine's first step; the game-over is recorded once (statistics)
    entry: [s.assign({ scoringIndex: -1 }), 'finished'],
    on: GAME_OVER_EVENTS,
    states: {
      route: { always: scoringRoute() },
      ...Object.fromEntries(ALL_STEPS.map((id) => [id, { after: { scoringStep: scoringRoute() } }])),
    },
  })
}

export function overState(s: SessionSetup) {
  return s.createStateConfig({ on: GAME_OVER_EVENTS })
}
