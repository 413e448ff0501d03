// Where a turn stands, read off the engine's phase and the action chosen this turn: the one answer the step bar,
// the guided game's coach marks and the session read (none of them looks at the phase itself).
import type { GameState, TurnAction } from './types'

/** Every step of a turn, in the order a turn goes through them, and the game's end. */
export const TURN_STEPS = [
  /** the start of the turn: loans may be repaid and University used, then the mandatory draw */
  'turnStart',
  /** the rest of the mandatory draw (Parliament: a second card, which may be left) */
  'mandatoryDraw',
  /** University of London: choosing among the cards looked at (or the board) */
  'universityChoice',
  /** one of the four actions */
  'chooseAction',
  /** develop: placing cards (each paid with money and a card of its colour) and playing action cards */
  'developPlacing',
  /** develop: the two cards an action card draws */
  'developDrawing',
  /** run the city: activating stacks and the district, then the run's poverty */
  'runActivating',
  /** draw three cards */
  'drawThreeDrawing',
  /** buy land: the cards the district gives */
  'buyLandDrawing',
  /** discarding down to the hand limit */
  'handLimitDiscard',
  /** the game is over (its scoring is known) */
  'gameOver',
] as const

export type TurnStep = (typeof TURN_STEPS)[number]

/** The three parts of a turn the step bar shows: draw → action → hand limit (null: the game is over). */
export type TurnPart = 'draw' | 'action' | 'handLimit'

const PARTS: Readonly<Record<TurnStep, TurnPart | null>> = {
  turnStart: 'draw',
  mandatoryDraw: 'draw',
  universityChoice: 'draw',
  chooseAction: 'action',
  developPlacing: 'action',
  developDrawing: 'action',
  runActivating: 'action',
  drawThreeDrawing: 'action',
  buyLandDrawing: 'action',
  handLimitDiscard: 'handLimit',
  gameOver: null,
}

/** The step of the turn `state` stands at (a GameView answers the same: the phase and the action are public). */
export function turnStep(state: Pick<GameState, 'phase' | 'turn'>): TurnStep {
  const phase = state.phase
  switch (phase.kind) {
    case 'draw':
      if (phase.then === 'action') return state.turn.atStart ? 'turnStart' : 'mandatoryDraw'
      if (phase.then === 'develop') return 'developDrawing'
      return drawAfterAction(state.turn.chosen)
    case 'university':
      return 'universityChoice'
    case 'action':
      return 'chooseAction'
    case 'develop':
      return 'developPlacing'
    case 'run':
      return 'runActivating'
    case 'handLimit':
      return 'handLimitDiscard'
    case 'over':
      return 'gameOver'
  }
}

/** The draw that ends an action before the hand limit: the district's cards when land was bought, else draw three. */
function drawAfterAction(chosen: TurnAction | null): TurnStep {
  return chosen === 'buyLand' ? 'buyLandDrawing' : 'drawThreeDrawing'
}

/** The part of the turn a step belongs to (the step bar's three parts). */
export function turnPart(step: TurnStep): TurnPart | null {
  return PARTS[step]
}
