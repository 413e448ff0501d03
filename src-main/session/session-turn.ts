/**
 * The turn region of the session chart: where the turn stands (draw → action → hand limit, and where inside), as
 * the step bar shows it. Its guards only read the engine's phase through the game record; no rule is decided here.
 */
import type { ChartContext } from './session-chart'

type Args = { context: ChartContext }

const phase = (ctx: ChartContext) => ctx.record?.state.phase
const drawThen = (ctx: ChartContext) => {
  const p = phase(ctx)
  return p?.kind === 'draw' ? p.then : null
}

export const turnGuards = {
  atTurnStart: ({ context }: Args) => drawThen(context) === 'action' && context.record!.state.turn.atStart,
  mandatoryDraw: ({ context }: Args) => drawThen(context) === 'action',
  university: ({ context }: Args) => phase(context)?.kind === 'university',
  actionChoice: ({ context }: Args) => phase(context)?.kind === 'action',
  developing: ({ context }: Args) => phase(context)?.kind === 'develop',
  developDraw: ({ context }: Args) => drawThen(context) === 'develop',
  running: ({ context }: Args) => phase(context)?.kind === 'run',
  buyLandDraw: ({ context }: Args) => drawThen(context) === 'handLimit' && context.record!.chosen() === 'buyLand',
  drawThree: ({ context }: Args) => drawThen(context) === 'handLimit',
  handLimit: ({ context }: Args) => phase(context)?.kind === 'handLimit',
}

/** The turn region: routed again after every change (`#session.playing.turn.route`). */
export const turnRegion = {
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: 'atTurnStart', target: 'draw.start' },
        { guard: 'mandatoryDraw', target: 'draw.mandatory' },
        { guard: 'university', target: 'draw.university' },
        { guard: 'actionChoice', target: 'action.choosing' },
        { guard: 'developing', target: 'action.develop.placing' },
        { guard: 'developDraw', target: 'action.develop.drawing' },
        { guard: 'running', target: 'action.runCity' },
        { guard: 'buyLandDraw', target: 'action.buyLand' },
        { guard: 'drawThree', target: 'action.drawThree' },
        { guard: 'handLimit', target: 'handLimit' },
        // unreachable while the engine says the game goes on; stay visible if it ever happens
        { target: 'unknown' },
      ],
    },
    /** the mandatory draw */
    draw: {
      initial: 'start',
      states: {
        /** start of turn: loans may be repaid, University may be used, then the draw */
        start: {},
        /** the rest of the mandatory draw (Parliament: a second card) */
        mandatory: {},
        /** University of London: choosing among the peeked cards */
        university: {},
      },
    },
    /** the turn's one action */
    action: {
      initial: 'choosing',
      states: {
        choosing: {},
        develop: { initial: 'placing', states: { placing: {}, drawing: {} } },
        runCity: {},
        drawThree: {},
        /** the cards a bought district gives */
        buyLand: {},
      },
    },
    /** discarding down to the hand limit */
    handLimit: {},
    unknown: {},
  },
} as const
