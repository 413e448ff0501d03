/**
 * The session statechart (xstate v5). It models where the session is — setup,
 * playing (who decides: a human, a bot, or a hot-seat handover; which turn
 * phase; normal or final round), scoring step by step, game over — but it
 * decides NO rule: every guard reads the rules engine's state (phase, current
 * seat, lastTurnSeat, result), and the only way the game moves is an APPLIED
 * event carrying a state the engine produced.
 *
 * No Electron imports: runs in Electron's main process and in plain Node.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import {
  CLASSIC_SCORING_ORDER,
  SECOND_SCORING_ORDER,
  type GameEvent,
  type GameState,
  type ScoringStepId,
  type Seat,
} from '../../src-shared/engine/index'
import type { SeatConfig, SessionStage } from '../../src-shared/session'

/** The action chosen this turn (from the engine's chooseAction event): tells draw-three from buy-land draws. */
export type ChosenAction = 'develop' | 'runCity' | 'drawThree' | 'buyLand' | null

export interface ChartContext {
  game: GameState | null
  seats: readonly SeatConfig[]
  /** the human whose view is on the screen (hot-seat); null before the first handover */
  atScreen: Seat | null
  chosen: ChosenAction
  /** scoring: index of the step shown (0-based) */
  scoringIndex: number
}

export type ChartEvent =
  /** a new, loaded or resumed game */
  | { type: 'START'; game: GameState; seats: readonly SeatConfig[]; atScreen: Seat | null; chosen: ChosenAction }
  /** the engine applied one action */
  | { type: 'APPLIED'; game: GameState; events: readonly GameEvent[] }
  /** undo: an earlier position of the same turn */
  | { type: 'RESTORE'; game: GameState; chosen: ChosenAction }
  | { type: 'CONFIRM_HANDOVER' }
  | { type: 'SCORING_NEXT' }
  | { type: 'QUIT' }

const ALL_STEPS: readonly ScoringStepId[] = [...new Set([...SECOND_SCORING_ORDER, ...CLASSIC_SCORING_ORDER])]

/** The engine's scoring order for this game (read from its result). */
function stepIds(ctx: ChartContext): readonly ScoringStepId[] {
  return ctx.game?.result?.scores[0]?.steps.map((s) => s.id) ?? []
}

export function humanCount(seats: readonly SeatConfig[]): number {
  return seats.filter((s) => s.kind === 'human').length
}

/** The human who sees the table when only one human plays; null otherwise. */
export function soleHuman(seats: readonly SeatConfig[]): Seat | null {
  if (humanCount(seats) !== 1) return null
  return seats.findIndex((s) => s.kind === 'human')
}

function chosenFrom(events: readonly GameEvent[], prev: ChosenAction, turnChanged: boolean): ChosenAction {
  let chosen = turnChanged ? null : prev
  for (const e of events) {
    if (e.t === 'chooseAction') chosen = e.action
    if (e.t === 'endTurn') chosen = null
  }
  return chosen
}

const phase = (ctx: ChartContext) => ctx.game?.phase
const drawThen = (ctx: ChartContext) => {
  const p = phase(ctx)
  return p?.kind === 'draw' ? p.then : null
}

const scoringStates = Object.fromEntries(
  ALL_STEPS.map((id) => [
    id,
    {
      on: {
        SCORING_NEXT: [
          ...ALL_STEPS.map((next) => ({
            guard: { type: 'nextStepIs' as const, params: { id: next } },
            target: next,
            actions: 'nextStep' as const,
          })),
          { target: '#session.over' },
        ],
      },
    },
  ]),
)

export const sessionMachine = setup({
  types: {
    context: {} as ChartContext,
    events: {} as ChartEvent,
  },
  guards: {
    // ---- engine reads (no rule decided here)
    startIsOver: ({ event }) => event.type === 'START' && event.game.phase.kind === 'over',
    appliedIsOver: ({ event }) => (event.type === 'APPLIED' || event.type === 'RESTORE') && event.game.phase.kind === 'over',
    atTurnStart: ({ context }) => drawThen(context) === 'action' && context.game!.turn.atStart,
    mandatoryDraw: ({ context }) => drawThen(context) === 'action',
    university: ({ context }) => phase(context)?.kind === 'university',
    actionChoice: ({ context }) => phase(context)?.kind === 'action',
    developing: ({ context }) => phase(context)?.kind === 'develop',
    developDraw: ({ context }) => drawThen(context) === 'develop',
    running: ({ context }) => phase(context)?.kind === 'run',
    buyLandDraw: ({ context }) => drawThen(context) === 'handLimit' && context.chosen === 'buyLand',
    drawThree: ({ context }) => drawThen(context) === 'handLimit',
    handLimit: ({ context }) => phase(context)?.kind === 'handLimit',
    finalRound: ({ context }) => context.game !== null && context.game.lastTurnSeat !== null,
    botDecides: ({ context }) => context.seats[context.game!.current]?.kind === 'bot',
    otherHumanDecides: ({ context }) => humanCount(context.seats) >= 2 && context.atScreen !== context.game!.current,
    nextStepIs: ({ context }, params: { id: ScoringStepId }) => stepIds(context)[context.scoringIndex + 1] === params.id,
  },
  actions: {
    start: assign(({ event }) => {
      if (event.type !== 'START') return {}
      return { game: event.game, seats: event.seats, atScreen: event.atScreen, chosen: event.chosen, scoringIndex: 0 }
    }),
    applied: assign(({ context, event }) => {
      if (event.type !== 'APPLIED') return {}
      const turnChanged = context.game === null || context.game.turnNumber !== event.game.turnNumber
      return { game: event.game, chosen: chosenFrom(event.events, context.chosen, turnChanged) }
    }),
    restore: assign(({ event }) => (event.type === 'RESTORE' ? { game: event.game, chosen: event.chosen } : {})),
    handedOver: assign(({ context }) => ({ atScreen: context.game!.current })),
    clear: assign(() => ({ game: null, seats: [], atScreen: null, chosen: null, scoringIndex: 0 })),
    nextStep: assign(({ context }) => ({ scoringIndex: context.scoringIndex + 1 })),
  },
}).createMachine({
  id: 'session',
  initial: 'setup',
  context: { game: null, seats: [], atScreen: null, chosen: null, scoringIndex: 0 },
  on: {
    START: [
      { guard: 'startIsOver', target: '.over', actions: 'start' },
      { target: '.playing', actions: 'start', reenter: true },
    ],
    QUIT: { target: '.setup', actions: 'clear' },
  },
  states: {
    setup: {},
    playing: {
      type: 'parallel',
      on: {
        APPLIED: [
          { guard: 'appliedIsOver', target: 'scoring', actions: 'applied' },
          { target: ['.turn.route', '.round.route', '.control.route'], actions: 'applied' },
        ],
        RESTORE: { target: ['.turn.route', '.round.route', '.control.route'], actions: 'restore' },
      },
      states: {
        turn: {
          initial: 'route',
          states: {
            route: {
              always: [
                { guard: 'atTurnStart', target: 'start' },
                { guard: 'mandatoryDraw', target: 'draw' },
                { guard: 'university', target: 'university' },
                { guard: 'actionChoice', target: 'action' },
                { guard: 'developing', target: 'develop.choosing' },
                { guard: 'developDraw', target: 'develop.drawing' },
                { guard: 'running', target: 'runCity' },
                { guard: 'buyLandDraw', target: 'buyLand' },
                { guard: 'drawThree', target: 'drawThree' },
                { guard: 'handLimit', target: 'handLimit' },
                // unreachable while the engine says the game goes on; stay visible if it ever happens
                { target: 'unknown' },
              ],
            },
            /** start of turn: loans may be repaid, then the mandatory draw */
            start: {},
            /** the rest of the mandatory draw (Parliament: a second card) */
            draw: {},
            /** University of London: choosing among the peeked cards */
            university: {},
            /** choosing one of the four actions */
            action: {},
            develop: {
              initial: 'choosing',
              states: {
                choosing: {},
                /** an action card made the player draw */
                drawing: {},
              },
            },
            runCity: {},
            drawThree: {},
            /** the cards a bought district gives */
            buyLand: {},
            /** discarding down to the hand limit */
            handLimit: {},
            unknown: {},
          },
        },
        round: {
          initial: 'route',
          states: {
            route: { always: [{ guard: 'finalRound', target: 'finalRound' }, { target: 'normal' }] },
            normal: {},
            /** the deck ran out: the round ends with the engine's lastTurnSeat */
            finalRound: {},
          },
        },
        control: {
          initial: 'route',
          states: {
            route: {
              always: [{ guard: 'botDecides', target: 'bot' }, { guard: 'otherHumanDecides', target: 'handover' }, { target: 'human' }],
            },
            human: {},
            bot: {},
            handover: { on: { CONFIRM_HANDOVER: { target: 'human', actions: 'handedOver' } } },
          },
        },
      },
    },
    scoring: {
      initial: 'route',
      // the route below moves to index 0, the engine's first step
      entry: assign({ scoringIndex: -1 }),
      states: {
        route: {
          always: [
            ...ALL_STEPS.map((id) => ({
              guard: { type: 'nextStepIs' as const, params: { id } },
              target: id,
              actions: 'nextStep' as const,
            })),
            { target: '#session.over' },
          ],
        },
        ...scoringStates,
      },
    },
    over: {},
  },
})

export type SessionChartSnapshot = SnapshotFrom<typeof sessionMachine>

/** The stage shown to the renderer. */
export function stageOf(s: SessionChartSnapshot): SessionStage {
  if (s.matches('setup')) return 'setup'
  if (s.matches('scoring')) return 'scoring'
  if (s.matches('over')) return 'over'
  if (s.matches({ playing: { control: 'bot' } })) return 'bot'
  if (s.matches({ playing: { control: 'handover' } })) return 'handover'
  return 'human'
}

/** Leaf paths of the state value, e.g. "playing.turn.draw playing.round.normal playing.control.human". */
export function chartStateString(s: SessionChartSnapshot): string {
  const out: string[] = []
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out.push(prefix ? `${prefix}.${value}` : value)
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k)
    }
  }
  walk(s.value, '')
  return out.join(' ')
}

/** The engine phase kind the chart's turn region stands for (used by tests and the snapshot). */
export function chartPhase(s: SessionChartSnapshot): GameState['phase']['kind'] | 'none' {
  if (s.matches('scoring') || s.matches('over')) return 'over'
  if (!s.matches('playing')) return 'none'
  const turn = (s.value as { playing: { turn: unknown } }).playing.turn
  const leaf = typeof turn === 'string' ? turn : `develop.${(turn as { develop: string }).develop}`
  switch (leaf) {
    case 'start':
    case 'draw':
    case 'develop.drawing':
    case 'drawThree':
    case 'buyLand':
      return 'draw'
    case 'university':
      return 'university'
    case 'action':
      return 'action'
    case 'develop.choosing':
      return 'develop'
    case 'runCity':
      return 'run'
    case 'handLimit':
      return 'handLimit'
    default:
      return 'none'
  }
}

/** The scoring step shown, during the scoring stage. */
export function scoringStepOf(s: SessionChartSnapshot): ScoringStepId | null {
  if (!s.matches('scoring')) return null
  return stepIds(s.context)[s.context.scoringIndex] ?? null
}
