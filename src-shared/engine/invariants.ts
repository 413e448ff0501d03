import { catalog } from './queries'
import type { CardId, GameState, TurnAction } from './types'

/** Problems with a state that no sequence of legal actions may produce; empty when all is well. */
export function checkInvariants(state: GameState): string[] {
  const problems: string[] = []
  const total = catalog(state).cards.length
  const seen = new Map<CardId, string>()
  const note = (c: CardId | null, where: string) => {
    if (c === null) return
    if (!Number.isInteger(c) || c < 0 || c >= total) problems.push(`bad card id ${c} in ${where}`)
    else if (seen.has(c)) problems.push(`card ${c} is both in ${seen.get(c)} and ${where}`)
    else seen.set(c, where)
  }
  state.deck.forEach((c) => note(c, 'deck'))
  state.board.top.forEach((c) => note(c, 'board'))
  state.board.bottom.forEach((c) => note(c, 'board'))
  state.removed.forEach((c) => note(c, 'removed'))
  if (state.phase.kind === 'university') state.phase.peeked.forEach((c) => note(c, 'university'))
  state.players.forEach((p, s) => {
    p.hand.forEach((c) => note(c, `hand ${s}`))
    p.stacks.forEach((st, i) => {
      if (st.length === 0) problems.push(`seat ${s} has an empty stack ${i}`)
      st.forEach((c) => note(c.card, `stack ${s}/${i}`))
    })
    for (const [k, v] of Object.entries({ money: p.money, poverty: p.poverty, loans: p.loans })) {
      if (!Number.isInteger(v) || v < 0) problems.push(`seat ${s} has ${k} ${v}`)
    }
  })
  if (seen.size !== total) problems.push(`${total - seen.size} cards are missing`)
  const owners = new Map<number, number>()
  state.players.forEach((p, s) =>
    p.districts.forEach((d) => {
      if (owners.has(d)) problems.push(`district ${d} owned twice`)
      owners.set(d, s)
    }),
  )
  const districts = catalog(state).districts.length
  const districtPlaces = owners.size + (state.map ? 0 : state.districtDeck.length + state.districtOffer.length)
  if (!state.map && districtPlaces !== districts) problems.push(`districts: ${districtPlaces} of ${districts} accounted for`)
  if (state.map)
    state.map.underground.forEach((u, b) => {
      if (u && !owners.has(b)) problems.push(`underground in empty borough ${b}`)
    })
  for (const [k, v] of Object.entries(state.cardMoney)) if (v < 0) problems.push(`card ${k} holds £${v}`)
  problems.push(...knowledgeProblems(state))
  const chosen = chosenProblem(state)
  if (chosen) problems.push(chosen)
  return problems
}

/** The action chosen this turn (TurnState.chosen) agrees with the phase: turnStep reads both. */
function chosenProblem(state: GameState): string | null {
  const { phase } = state
  const chosen = state.turn.chosen
  const expected: readonly (TurnAction | null)[] | null =
    phase.kind === 'develop' || (phase.kind === 'draw' && phase.then === 'develop')
      ? ['develop']
      : phase.kind === 'run'
        ? ['runCity']
        : phase.kind === 'draw' && phase.then === 'handLimit'
          ? ['drawThree', 'buyLand']
          : phase.kind === 'handLimit'
            ? null
            : [null]
  return expected === null || expected.includes(chosen) ? null : `action chosen ${chosen} in phase ${JSON.stringify(phase)}`
}

/** What the seats know (GameState.known): public places are known to all, a hand to its holder, University cards to the looker. */
function knowledgeProblems(state: GameState): string[] {
  const problems: string[] = []
  const all = (1 << state.players.length) - 1
  if (state.known.length !== catalog(state).cards.length) return [`knowledge of ${state.known.length} cards`]
  state.known.forEach((k, c) => {
    if (!Number.isInteger(k) || k < 0 || k > all) problems.push(`card ${c} known to seats ${k}`)
  })
  const expect = (c: CardId | null, seats: number, where: string) => {
    if (c !== null && (state.known[c]! & seats) !== seats) problems.push(`card ${c} in ${where} unknown to seats ${seats}`)
  }
  for (const c of [...state.board.top, ...state.board.bottom, ...state.removed]) expect(c, all, 'a public place')
  if (state.phase.kind === 'university') for (const c of state.phase.peeked) expect(c, 1 << state.current, 'University')
  state.players.forEach((p, s) => {
    for (const c of p.hand) expect(c, 1 << s, `hand ${s}`)
    for (const st of p.stacks) for (const c of st) expect(c.card, all, `stack ${s}`)
  })
  return problems
}
