// The invariant-checking random player behind the fuzz test and `npm run sim`.
import {
  actionKey,
  apply,
  applyInPlace,
  catalogFor,
  cloneState,
  checkInvariants,
  createGame,
  legalActions,
  replay,
  Rng,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
} from '../engine/index'
import { randomAction } from './random-play'

export interface FuzzReport {
  readonly state: GameState
  readonly actions: Action[]
  readonly violations: string[]
}

const CARD_FIELDS = ['card', 'spend', 'give', 'take', 'hospital', 'again'] as const

/** legalActions offers identical copies of a card once: compare actions up to identical copies. */
function sameUpToCopies(state: GameState, a: Action): string {
  const cards = catalogFor(state.options.edition).cards
  const name = (c: unknown) => (typeof c === 'number' && cards[c] ? cards[c].key : String(c))
  const o: Record<string, unknown> = { ...(a as object) }
  for (const f of CARD_FIELDS) if (f in o && o[f] !== null) o[f] = name(o[f])
  if (Array.isArray(o.cards)) o.cards = (o.cards as unknown[]).map(name).sort()
  return actionKey(o as unknown as Action)
}

/** A plausible-looking action that is not in `legal` (wrong card, wrong phase, bad field...), or null. */
export function illegalProbe(state: GameState, legal: readonly Action[], rng: Rng): unknown {
  const keys = new Set(legal.map((a) => sameUpToCopies(state, a)))
  const total = 120
  const card = () => rng.int(total)
  const tries: unknown[] = [
    { type: 'drawDeck' },
    { type: 'chooseDevelop' },
    { type: 'chooseRunCity' },
    { type: 'chooseDrawThree' },
    { type: 'endRun' },
    { type: 'endDevelop' },
    { type: 'repayLoan' },
    { type: 'stopDrawing' },
    { type: 'runDistrict' },
    { type: 'peekUniversity' },
    { type: 'drawBoard', card: card() },
    { type: 'discard', card: card() },
    { type: 'playAction', card: card() },
    { type: 'place', card: card(), spend: rng.next() < 0.3 ? null : card(), onto: rng.next() < 0.5 ? null : rng.int(8) },
    { type: 'activate', card: card() },
    { type: 'buyLand', district: rng.int(25) },
    { type: 'takePeeked', card: card() },
    { type: 'stockExchange', give: card(), take: card() },
    { type: 'activate', card: card(), target: rng.int(5) },
    { type: 'nonsense' },
    { type: 'place', card: -1, spend: null, onto: null },
    { type: 'discard', card: 1.5 },
    null,
    'drawDeck',
    { type: 'endRun', extra: 1 },
  ]
  const a = rng.pick(tries)
  // a probe that happens to be legal (up to identical copies) is not a probe
  if (a && typeof a === 'object' && keys.has(sameUpToCopies(state, a as Action))) return null
  return a
}

/**
 * Plays one random game through `apply`, checking after every action: every card in exactly one place,
 * money/poverty/loans never negative (checkInvariants); every offered action accepted; every probed
 * illegal action refused with the state unchanged; the game ends; replaying the log gives the same state.
 * With `verifyReplay`, a second copy of the game is also played in place (applyInPlace, as simulations do) and
 * must match the cloning `apply` after every action, `known` and the events included.
 */
export function fuzzGame(
  options: GameOptions,
  policySeed: number,
  opts: { probeEvery?: number; verifyReplay?: boolean; maxActions?: number } = {},
): FuzzReport {
  const probeEvery = opts.probeEvery ?? 7
  const maxActions = opts.maxActions ?? 20_000
  const rng = new Rng(policySeed)
  const violations: string[] = []
  let state = createGame(options)
  const mirror = (opts.verifyReplay ?? true) ? cloneState(state) : null
  const actions: Action[] = []
  for (const p of checkInvariants(state)) violations.push(`setup: ${p}`)
  while (state.phase.kind !== 'over' && violations.length === 0) {
    if (actions.length >= maxActions) {
      violations.push(`game did not end within ${maxActions} actions`)
      break
    }
    const legal = legalActions(state)
    if (legal.length === 0) {
      violations.push(`no legal action in phase ${state.phase.kind}`)
      break
    }
    if (actions.length % probeEvery === 0) {
      const probe = illegalProbe(state, legal, rng)
      if (probe !== null) {
        const before = JSON.stringify(state)
        const r = apply(state, probe)
        if (r.ok) violations.push(`illegal action accepted: ${JSON.stringify(probe)} in ${state.phase.kind}`)
        if (JSON.stringify(state) !== before) violations.push('a refused action changed the state')
      }
    }
    const a = randomAction(state, rng)
    const r = apply(state, a)
    if (!r.ok) {
      violations.push(`legal action refused: ${JSON.stringify(a)}: ${r.error.message}`)
      break
    }
    state = r.state
    actions.push(a)
    if (mirror) {
      const events: GameEvent[] = []
      applyInPlace(mirror, a, events)
      if (JSON.stringify(mirror) !== JSON.stringify(state))
        violations.push(`after action ${actions.length} (${a.type}): in place differs from apply`)
      else if (JSON.stringify(events) !== JSON.stringify(r.events))
        violations.push(`after action ${actions.length} (${a.type}): in-place events differ`)
    }
    for (const p of checkInvariants(state)) violations.push(`after action ${actions.length} (${a.type}): ${p}`)
  }
  if (violations.length === 0 && state.phase.kind === 'over') {
    if (!state.result) violations.push('game over without a result')
    if (opts.verifyReplay ?? true) {
      const again = replay(options, actions)
      if (JSON.stringify(again) !== JSON.stringify(state)) violations.push('replaying the log gave a different state')
    }
  }
  return { state, actions, violations }
}
