import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  CLASSIC_SCORING_ORDER,
  SECOND_SCORING_ORDER,
  apply,
  createGame,
  Rng,
  type Edition,
  type GameState,
} from '../../src-shared/engine/index'
import { randomAction } from '../../src-shared/sim/random-play'
import type { SeatConfig } from '../../src-shared/session'
import { chartPhase, chartStateString, scoringStepOf, sessionMachine, stageOf, type ChosenAction } from './turn-machine'

const human = (name: string): SeatConfig => ({ kind: 'human', name })
const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' })

/** Plays a seeded random game through the chart, checking after every event that it agrees with the engine. */
function playThroughChart(edition: Edition, seats: SeatConfig[], seed: number) {
  const actor = createActor(sessionMachine).start()
  let game: GameState = createGame({ edition, players: seats.length, seed })
  const humans = seats.filter((s) => s.kind === 'human').length
  const sole = humans === 1 ? seats.findIndex((s) => s.kind === 'human') : null
  actor.send({ type: 'START', game, seats, atScreen: sole, chosen: null })
  const rng = new Rng(seed * 7 + 1)
  let chosen: ChosenAction = null
  let handovers = 0
  let sawFinalRound = false
  const visited = new Set<string>()

  const check = () => {
    const s = actor.getSnapshot()
    const where = `${chartStateString(s)} vs engine ${JSON.stringify(game.phase)} (seq ${game.seq})`
    expect(chartPhase(s), where).toBe(game.phase.kind)
    if (game.phase.kind === 'over') {
      expect(['scoring', 'over']).toContain(stageOf(s))
      return
    }
    visited.add(chartStateString(s).split(' ')[0]!)
    const finalRound = s.matches({ playing: { round: 'finalRound' } })
    expect(finalRound, where).toBe(game.lastTurnSeat !== null)
    sawFinalRound ||= finalRound
    // start of turn exactly while the engine allows loan repayment before the draw
    expect(s.matches({ playing: { turn: 'start' } }), where).toBe(
      game.phase.kind === 'draw' && game.phase.then === 'action' && game.turn.atStart,
    )
    if (game.phase.kind === 'draw' && game.phase.then === 'handLimit') {
      expect(s.matches({ playing: { turn: chosen === 'buyLand' ? 'buyLand' : 'drawThree' } }), where).toBe(true)
    }
    // who decides
    const stage = stageOf(s)
    if (seats[game.current]!.kind === 'bot') expect(stage).toBe('bot')
    else if (humans >= 2 && s.context.atScreen !== game.current) expect(stage).toBe('handover')
    else expect(stage).toBe('human')
  }

  check()
  let steps = 0
  while (game.phase.kind !== 'over') {
    if (stageOf(actor.getSnapshot()) === 'handover') {
      actor.send({ type: 'CONFIRM_HANDOVER' })
      handovers++
      expect(actor.getSnapshot().context.atScreen).toBe(game.current)
      check()
    }
    const before = game
    const r = apply(game, randomAction(game, rng), game.seq)
    if (!r.ok) throw new Error(r.error.message)
    game = r.state
    if (game.turnNumber !== before.turnNumber) chosen = null
    for (const e of r.events) if (e.t === 'chooseAction') chosen = e.action
    actor.send({ type: 'APPLIED', game, events: r.events })
    check()
    if (++steps > 20_000) throw new Error('game did not end')
  }

  // scoring: one chart state per engine step, in the engine's order
  const order = game.result!.scores[0]!.steps.map((x) => x.id)
  expect(order).toEqual(edition === 'second' ? SECOND_SCORING_ORDER : CLASSIC_SCORING_ORDER)
  const shown: string[] = []
  while (actor.getSnapshot().matches('scoring')) {
    const snap = actor.getSnapshot()
    expect(stageOf(snap)).toBe('scoring')
    expect(chartStateString(snap)).toBe(`scoring.${scoringStepOf(snap)}`)
    shown.push(scoringStepOf(snap)!)
    actor.send({ type: 'SCORING_NEXT' })
  }
  expect(shown).toEqual(order)
  expect(stageOf(actor.getSnapshot())).toBe('over')
  // nothing moves a finished game
  actor.send({ type: 'APPLIED', game, events: [] })
  actor.send({ type: 'CONFIRM_HANDOVER' })
  expect(stageOf(actor.getSnapshot())).toBe('over')
  actor.send({ type: 'QUIT' })
  expect(stageOf(actor.getSnapshot())).toBe('setup')
  actor.stop()
  return { steps, handovers, sawFinalRound, visited }
}

describe('session statechart agrees with the engine', () => {
  const cases: [Edition, SeatConfig[], number][] = [
    ['second', [human('Ann'), bot('B')], 1],
    ['second', [human('Ann'), bot('B'), bot('C'), bot('D')], 2],
    ['second', [human('Ann'), human('Bea')], 3],
    ['second', [human('Ann'), bot('B'), human('Cy'), human('Di')], 4],
    ['classic', [human('Ann'), bot('B')], 5],
    ['classic', [bot('A'), bot('B'), bot('C'), human('Di')], 6],
    ['classic', [human('Ann'), human('Bea')], 7],
    ['classic', [human('A'), human('B'), human('C'), human('D')], 8],
  ]
  for (const [edition, seats, seed] of cases) {
    it(`${edition}, ${seats.length} players (${seats.map((s) => s.kind[0]).join('')}), seed ${seed}`, () => {
      const r = playThroughChart(edition, seats, seed)
      expect(r.sawFinalRound).toBe(true)
      if (seats.filter((s) => s.kind === 'human').length >= 2) expect(r.handovers).toBeGreaterThan(0)
      for (const state of ['playing.turn.start', 'playing.turn.action', 'playing.turn.handLimit']) expect(r.visited).toContain(state)
    }, 60_000)
  }

  it('starts a loaded finished game at "over" and a loaded running game in its phase', () => {
    const actor = createActor(sessionMachine).start()
    const game = createGame({ edition: 'second', players: 2, seed: 9 })
    actor.send({ type: 'START', game, seats: [human('A'), human('B')], atScreen: null, chosen: null })
    expect(chartStateString(actor.getSnapshot())).toBe('playing.turn.start playing.round.normal playing.control.handover')
    actor.send({ type: 'START', game: { ...game, phase: { kind: 'over' } }, seats: [human('A'), human('B')], atScreen: null, chosen: null })
    expect(stageOf(actor.getSnapshot())).toBe('over')
  })
})
