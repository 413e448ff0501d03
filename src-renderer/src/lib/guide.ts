// The guided first game's coach marks: which step of the game the player at the screen has reached, read off
// the snapshot (the stage and the engine's turn step), and where each mark points (a data-testid on the
// table) and which rules section it links to. Pure: unit-tested; the words are the `guide.*` messages.
import type { TurnStep } from '../../../src-shared/engine/index'
import type { SessionState } from '../../../src-shared/session'
import type { SectionId } from '../help/sections'

export const GUIDE_STEPS = ['draw', 'actions', 'develop', 'run', 'handLimit', 'finalRound', 'scoring'] as const
export type GuideStep = (typeof GUIDE_STEPS)[number]

export interface GuideMark {
  /** the element the mark points at: `[data-testid=…]`, the first one shown */
  readonly anchor: string
  /** where the bubble goes first (it flips and shifts to stay in the window) */
  readonly placement: 'top' | 'bottom' | 'left' | 'right' | 'left-start'
  /** the rules section its link opens */
  readonly section: SectionId
}

export const GUIDE_MARKS: Readonly<Record<GuideStep, GuideMark>> = {
  draw: { anchor: 'deck', placement: 'right', section: 'drawing' },
  // level with the panel's top, over the opponents' area (nothing to click there now), clear of the district offer
  actions: { anchor: 'action-panel', placement: 'left-start', section: 'turn' },
  develop: { anchor: 'hand', placement: 'top', section: 'develop' },
  run: { anchor: 'my-area', placement: 'top', section: 'run-city' },
  handLimit: { anchor: 'hand', placement: 'top', section: 'hand-limit' },
  finalRound: { anchor: 'final-round', placement: 'bottom', section: 'game-end' },
  scoring: { anchor: 'scoring-table', placement: 'right', section: 'scoring' },
}

/** The mark each step of the turn begins (null: none — University, the action's draws, the end of the game). */
const TURN_MARKS: Readonly<Record<TurnStep, GuideStep | null>> = {
  turnStart: 'draw',
  mandatoryDraw: 'draw',
  universityChoice: null,
  chooseAction: 'actions',
  developPlacing: 'develop',
  developDrawing: null,
  runActivating: 'run',
  drawThreeDrawing: null,
  buyLandDrawing: null,
  handLimitDiscard: 'handLimit',
  gameOver: null,
}

/**
 * The steps the screen shows now, most important first: the scoring once the game ends; on the player's own
 * decisions, the end trigger (the deck ran out) before the step of the turn. Empty while a bot plays.
 */
export function guideSteps(s: SessionState | null): GuideStep[] {
  if (s === null || !s.guided) return []
  if ((s.stage === 'scoring' || s.stage === 'over') && s.result !== null) return ['scoring']
  if (s.stage !== 'human' || s.legal.length === 0 || s.turn === null) return []
  const out: GuideStep[] = []
  if (s.turn.finalRound) out.push('finalRound')
  const step = TURN_MARKS[s.turn.step]
  if (step) out.push(step)
  return out
}

/** Which mark to show: the one on screen while its step lasts, else the first step not shown before. */
export function nextMark(steps: readonly GuideStep[], showing: GuideStep | null, seen: readonly GuideStep[]): GuideStep | null {
  if (showing !== null && steps.includes(showing)) return showing
  return steps.find((s) => !seen.includes(s)) ?? null
}
