// The bots' rule figures are the engine's: on positions of seeded games (both editions, 2–4 players), the points
// the evaluation is sure of and its money and loans are what final scoring would give now, the poverty the
// policy expects of running the city is what choosing the run and finishing it at once does, and the cards it counts
// on in that run are those the engine's legal moves let it activate.
import { describe, expect, it } from 'vitest'
import { apply, createGame, legalActions, Rng, type CardId, type Edition, type GameState } from '../engine/index'
import { scoreGame } from '../engine/scoring'
import { EVAL_FEATURES, evalInputs, HAND_SET_WEIGHTS } from './evaluate'
import { policyAction, runActivatable, runPovertyNow } from './policy'

/** Every position of a seeded game played by the noisy policy. */
function positions(edition: Edition, players: number, seed: number): GameState[] {
  let s = createGame({ edition, players, seed })
  const rng = new Rng(seed)
  const out: GameState[] = [s]
  while (s.phase.kind !== 'over') {
    const r = apply(s, policyAction(s, rng, 2))
    if (!r.ok) throw new Error(r.error.message)
    s = r.state
    out.push(s)
  }
  return out
}

const money = EVAL_FEATURES.indexOf('money')
const unpaid = EVAL_FEATURES.indexOf('unpaidLoans')

describe.each(['second', 'classic'] as Edition[])('the bots read the engine (%s)', (edition) => {
  it.each([2, 3, 4])('%i players: sure points, money and loans are final scoring’s; run poverty is the run’s', (players) => {
    let runs = 0
    for (const s of positions(edition, players, 70 + players)) {
      if (s.phase.kind === 'over') continue
      const { certain, features } = evalInputs(s, HAND_SET_WEIGHTS.futurePovertyShare)
      scoreGame(s).scores.forEach((score, seat) => {
        const step = (id: string) => score.steps.find((x) => x.id === id)
        const sure = score.before.prestige + step('cardPrestige')!.prestige + (step('districtPrestige')?.prestige ?? 0)
        expect(certain[seat]).toBe(sure)
        const repaid = step('repayLoans')!
        expect(features[seat]![money]! * 3).toBeCloseTo(repaid.money, 9)
        expect(features[seat]![unpaid]).toBe(repaid.loans)
      })
      // the policy's cost of running the city (choosing it, or in a run finishing it), against finishing at once
      // where the rules allow (the top district's effect first; classic: a card must be activated first)
      let t = s
      if (s.phase.kind === 'action') {
        const chosen = apply(s, { type: 'chooseRunCity' })
        if (!chosen.ok) continue
        t = chosen.state
        const district = apply(t, { type: 'runDistrict' })
        if (district.ok) t = district.state
      } else if (s.phase.kind !== 'run') continue
      const ended = apply(t, { type: 'endRun' })
      if (!ended.ok) continue
      const seat = s.current
      expect(runPovertyNow(s, seat)).toBe(Math.max(0, ended.state.players[seat]!.poverty - s.players[seat]!.poverty))
      runs++
    }
    expect(runs).toBeGreaterThan(3)
  })
})

/** The cards with a legal activation among the legal moves of `s`. */
function activatedByLegalMoves(s: GameState): Set<CardId> {
  return new Set(legalActions(s).flatMap((a) => (a.type === 'activate' ? [a.card] : [])))
}

describe.each(['second', 'classic'] as Edition[])('the cards the policy counts on in a run are the engine’s (%s)', (edition) => {
  it.each([2, 3, 4])('%i players: legal once the run is chosen, or after one legal activation of another card', (players) => {
    let runs = 0
    let opened = 0
    for (const s of [90, 190, 290].flatMap((seed) => positions(edition, players, seed + players))) {
      if (s.phase.kind !== 'action') continue
      const chosen = apply(s, { type: 'chooseRunCity' })
      if (!chosen.ok) {
        expect(runActivatable(s)).toEqual(new Set())
        continue
      }
      const run = chosen.state
      const engine = activatedByLegalMoves(run)
      const now = engine.size
      // the city as the run starts (Coffee House places a board card on top of its stack: not a card the city holds)
      const tops = new Set(run.players[run.current]!.stacks.map((st) => st[st.length - 1]!.card))
      for (const a of legalActions(run)) {
        if (a.type !== 'activate') continue
        const after = apply(run, a)
        if (!after.ok) throw new Error(after.error.message)
        for (const c of activatedByLegalMoves(after.state)) if (c !== a.card && tops.has(c)) engine.add(c)
      }
      expect(runActivatable(s), `move ${s.seq}`).toEqual(engine)
      runs++
      if (engine.size > now) opened++
    }
    expect(runs).toBeGreaterThan(30)
    // these games meet Whitehall, which only another activation opens (4 players: in both editions)
    if (players === 4) expect(opened).toBeGreaterThan(0)
  })
})
