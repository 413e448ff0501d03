import { describe, expect, it } from 'vitest'
import type { Action, GameResult, TurnStep } from '../../../src-shared/engine/index'
import type { SessionState } from '../../../src-shared/session'
import { SECTION_IDS } from '../help/sections'
import { GUIDE_MARKS, GUIDE_STEPS, guideSteps, nextMark, type GuideStep } from './guide'

const MOVE: Action = { type: 'drawDeck' }

function snap(over: Partial<SessionState> & { step?: TurnStep; finalRound?: boolean }): SessionState {
  const { step = 'turnStart', finalRound = false, ...rest } = over
  return { stage: 'human', guided: true, legal: [MOVE], turn: { step, finalRound }, result: null, ...rest } as SessionState
}

describe('the guided game’s coach marks', () => {
  it('follow the engine’s turn step on the player’s own decisions', () => {
    const at = (step: TurnStep) => guideSteps(snap({ step }))
    expect(at('turnStart')).toEqual(['draw'])
    expect(at('mandatoryDraw')).toEqual(['draw'])
    expect(at('chooseAction')).toEqual(['actions'])
    expect(at('developPlacing')).toEqual(['develop'])
    expect(at('runActivating')).toEqual(['run'])
    expect(at('handLimitDiscard')).toEqual(['handLimit'])
    // steps that need no mark of their own
    expect(at('developDrawing')).toEqual([])
    expect(at('drawThreeDrawing')).toEqual([])
    expect(at('buyLandDrawing')).toEqual([])
    expect(at('universityChoice')).toEqual([])
  })

  it('show the end trigger first, and the scoring once the game is over; nothing while a bot plays or in another game', () => {
    expect(guideSteps(snap({ step: 'chooseAction', finalRound: true }))).toEqual(['finalRound', 'actions'])
    const result = { scores: [], ranking: [], winners: [], decidedBy: 'prestige' } as GameResult
    expect(guideSteps(snap({ stage: 'scoring', legal: [], turn: null, result }))).toEqual(['scoring'])
    expect(guideSteps(snap({ stage: 'over', legal: [], turn: null, result }))).toEqual(['scoring'])
    expect(guideSteps(snap({ stage: 'bot', legal: [] }))).toEqual([])
    expect(guideSteps(snap({ legal: [] }))).toEqual([])
    expect(guideSteps(snap({ guided: false }))).toEqual([])
    expect(guideSteps(null)).toEqual([])
  })

  it('show each step once: the mark stays while its step lasts, a dismissed or passed step does not come back', () => {
    const seen: GuideStep[] = []
    let showing: GuideStep | null = null
    const at = (steps: GuideStep[]) => {
      showing = nextMark(steps, showing, seen)
      if (showing && !seen.includes(showing)) seen.push(showing)
      return showing
    }
    expect(at(['draw'])).toBe('draw')
    expect(at(['draw'])).toBe('draw')
    expect(at(['actions'])).toBe('actions') // played on without dismissing
    showing = null // "Got it"
    expect(at(['actions'])).toBe(null)
    expect(at(['develop'])).toBe('develop')
    expect(at([])).toBe(null)
    expect(at(['draw'])).toBe(null) // the next turn's draw: seen already
    expect(at(['finalRound', 'draw'])).toBe('finalRound')
    expect(seen).toEqual(['draw', 'actions', 'develop', 'finalRound'])
  })

  it('every mark points at an element and a rules section that exist', () => {
    for (const step of GUIDE_STEPS) {
      expect(SECTION_IDS).toContain(GUIDE_MARKS[step].section)
      expect(GUIDE_MARKS[step].anchor).toMatch(/^[a-z-]+$/)
    }
  })
})
