/**
 * The chart's `replay` region: a recorded game shown move by move (context.study), Hard's review of a seat's
 * decisions (an invoked actor, cancelled by leaving), and "play on from here". The game in progress, if any, waits
 * in context.record.
 */
import type { SessionSetup } from './session-chart-setup'
import type { ChartDeps } from './session-types'

/**
 * REPLAY in every state: a save, or the game just finished once it is over (a game in progress waits for its end:
 * it would show hidden cards). `reenter`: a replay replacing the one shown.
 */
export function replayTransition(reenter = false) {
  return { guard: 'mayReplay' as const, target: '#session.replay', reenter, actions: 'studied' as const }
}

export function replayState(s: SessionSetup, deps: ChartDeps) {
  return s.createStateConfig({
    initial: 'browsing',
    on: {
      // another save, or the game behind this replay once it is finished (never the game in progress)
      REPLAY: replayTransition(true),
      SHOW: { guard: 'showable', actions: 'shown' },
      PLAY_ON: { guard: 'mayPlayOn', target: 'starting', actions: ['playOn', 'autosave'] },
      // back to the game in progress (or its final scores: through `starting`, never `scoring`, so it is not
      // recorded again), else to the new-game screen
      CLOSE_REPLAY: [
        { guard: 'hasGame', target: 'starting', actions: 'studyClosed' },
        { target: 'setup', actions: 'studyClosed' },
      ],
    },
    states: {
      browsing: { on: { START_REVIEW: { guard: 'seatExists', target: 'reviewing', actions: 'reviewed' } } },
      /** Hard reviews a seat's decisions in the worker; leaving this state (cancel, close, another replay) stops it */
      reviewing: {
        invoke: {
          src: 'reviewRun',
          // the transition's `reviewed` has set the review's seat and depth
          input: ({ context }) => ({ ...context.study!.review!, record: context.study!.record, deps }),
        },
        on: {
          REVIEW_PROGRESS: { actions: 'reviewed' },
          REVIEW_DONE: { target: 'browsing', actions: 'reviewed' },
          REVIEW_FAILED: { target: 'browsing', actions: 'reviewed' },
          CANCEL_REVIEW: { target: 'browsing', actions: 'reviewed' },
          // another review replaces this one (stopped, then started anew)
          START_REVIEW: { guard: 'seatExists', target: 'reviewing', reenter: true, actions: 'reviewed' },
        },
      },
    },
  })
}
