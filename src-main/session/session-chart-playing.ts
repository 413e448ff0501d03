/**
 * The chart's `playing` region: who decides now. A human (who may ask for a hint), a bot (an invoked actor,
 * cancelled by leaving), the hot-seat turn-end confirmation and handover. Where the turn stands is the engine's
 * (`turnStep`): no chart state mirrors it.
 */
import { hintFailed, hintReady } from './session-actors'
import type { SessionSetup } from './session-chart-setup'
import type { ChartContext, ChartDeps } from './session-types'

/** after a move or an undo: who decides now (or the scoring, once the game is over) */
const ROUTE = '#session.playing.control.route'

const current = (context: ChartContext) => context.record!.state.current
const seq = (context: ChartContext) => context.record!.state.seq

export function playingState(s: SessionSetup, deps: ChartDeps) {
  const undo = { guard: 'mayUndo', target: ROUTE, actions: ['undoStep', 'autosave'] } as const

  /** the human's turn; a hint is Hard thinking about the player's position from the player's view */
  const human = s.createStateConfig({
    initial: 'idle',
    on: {
      ACT: { guard: 'moveAccepted', target: ROUTE, actions: ['recordMove', 'autosave'] },
      UNDO: undo,
    },
    states: {
      idle: {
        on: {
          HINT: {
            guard: 'hintWanted',
            target: 'hinting',
            actions: { type: 'hinted', params: ({ context }) => ({ hint: { status: 'thinking', seq: seq(context) } as const }) },
          },
          // a hint shown is put away (its ✕, Esc)
          CANCEL_HINT: { guard: 'hintShown', actions: { type: 'hinted', params: { hint: null } } },
        },
      },
      /** a move, an undo or a cancel stops the hint (the actor is stopped, its job cancelled) */
      hinting: {
        invoke: {
          src: 'hintTurn',
          input: ({ context }) => ({ record: context.record!, seat: current(context), deps }),
          onDone: { target: 'idle', actions: { type: 'hinted', params: ({ event }) => ({ hint: hintReady(event.output) }) } },
          onError: {
            target: 'idle',
            actions: {
              type: 'hinted',
              params: ({ context, event }) => ({ hint: hintFailed(event.error, seq(context), deps.onError) }),
            },
          },
        },
        on: { CANCEL_HINT: { target: 'idle', actions: { type: 'hinted', params: { hint: null } } } },
      },
    },
  })

  const bot = s.createStateConfig({
    invoke: {
      src: 'botTurn',
      input: ({ context }) => ({ record: context.record!, seat: current(context), deps }),
      onDone: {
        target: ROUTE,
        actions: [{ type: 'recordBotMove', params: ({ event }) => ({ answer: event.output, failure: null }) }, 'autosave'],
      },
      onError: {
        target: ROUTE,
        actions: [{ type: 'recordBotMove', params: ({ event }) => ({ answer: null, failure: event.error ?? 'no answer' }) }, 'autosave'],
      },
    },
    // undoing the step that ended the human's turn stops the bot's decision (the actor is cancelled)
    on: { UNDO: undo },
  })

  return s.createStateConfig({
    initial: 'control',
    states: {
      control: {
        initial: 'route',
        states: {
          route: {
            always: [
              { guard: 'isOver', target: '#session.scoring' },
              { guard: 'awaitsTurnEnd', target: 'turnEnded' },
              { guard: 'botDecides', target: 'bot' },
              { guard: 'otherHumanDecides', target: 'handover' },
              { target: 'human' },
            ],
          },
          human,
          bot,
          /** hot-seat: the turn's result stays on screen (its last step may still be taken back) until its player confirms */
          turnEnded: {
            on: {
              UNDO: undo,
              CONFIRM_TURN_END: { target: 'route', actions: 'turnEndConfirmed' },
            },
          },
          handover: {
            on: { CONFIRM_HANDOVER: { target: 'human', actions: 'handedOver' } },
          },
        },
      },
    },
  })
}
