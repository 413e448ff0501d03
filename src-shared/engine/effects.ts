// Each card's special activation effect, written once: which choices it takes, what makes a choice legal,
// and what it does. Plain gains (money, prestige, poverty) are printed values applied in rules.ts.
import type { EffectKey } from './cards/card-types'
import { gainPoverty, pay, placeOnStack, removePoverty, spendFromHand, takeFromBoard, type Events } from './mutations'
import { allAreaCards, boardCards, boroughOwner, cardDef, catalog, countDistricts, otherSeats, stackOfTop, visibleCards } from './queries'
import type { ActivateParams, CardId, GameState, Seat } from './types'

/** The Underground's surcharge for a marker that crosses the Thames. */
const UNDERGROUND_BRIDGE_COST = 3

export type ParamKey = 'target' | 'cards' | 'take' | 'again' | 'boroughs'

export interface EffectImpl {
  /** which ActivateParams this effect reads; any other effect-parameter is refused */
  readonly uses: readonly ParamKey[]
  /** every legal choice (candidates; `check` has the final word) */
  readonly options?: (state: GameState, seat: Seat, card: CardId) => ActivateParams[]
  readonly check?: (state: GameState, seat: Seat, card: CardId, p: ActivateParams) => string | null
  readonly perform: (state: GameState, seat: Seat, card: CardId, p: ActivateParams, events: Events) => void
  /** effects whose whole gain follows from the holder's own city: what an activation would bring now */
  readonly gainNow?: (state: GameState, seat: Seat) => EffectGain
}

/** Money and prestige an activation of an effect would bring its holder now. */
export interface EffectGain {
  readonly money: number
  readonly prestige: number
}

const moneyGain = (money: number): EffectGain => ({ money, prestige: 0 })

const gainMoney = (state: GameState, seat: Seat, amount: number) => {
  state.players[seat]!.money += amount
}

const otherPlayerOptions = (state: GameState, seat: Seat): ActivateParams[] => otherSeats(state, seat).map((target) => ({ target }))

const checkOtherPlayer = (state: GameState, seat: Seat, p: ActivateParams): string | null =>
  p.target === undefined || !Number.isInteger(p.target) || p.target < 0 || p.target >= state.players.length || p.target === seat
    ? 'choose another player'
    : null

function checkHandCards(
  state: GameState,
  seat: Seat,
  cards: readonly CardId[] | undefined,
  max: number,
  paupersOnly: boolean,
): string | null {
  if (!cards) return 'choose the cards to spend'
  if (cards.length > max) return `at most ${max} cards`
  if (new Set(cards).size !== cards.length) return 'a card was named twice'
  const hand = state.players[seat]!.hand
  for (const c of cards) {
    if (!hand.includes(c)) return 'that card is not in your hand'
    if (paupersOnly && cardDef(state, c).kind !== 'pauper') return 'only Paupers may be spent'
  }
  return null
}

/**
 * Distinct-by-name subsets of up to `max` hand cards, so that two identical Paupers do not double the choices: a
 * subset takes the copies of a card in hand order (the second only with the first). Depth first, in hand order.
 */
function distinctHandSubsets(state: GameState, seat: Seat, max: number, filter: (card: CardId) => boolean): ActivateParams[] {
  const hand = state.players[seat]!.hand.filter(filter)
  const defs = catalog(state).cards
  // how many copies of each hand card come before it in hand
  const earlier = hand.map((c, i) => {
    let n = 0
    for (let j = 0; j < i; j++) if (defs[hand[j]!] === defs[c]) n++
    return n
  })
  const out: ActivateParams[] = [{ cards: [] }]
  const rec = (start: number, acc: CardId[]) => {
    if (acc.length === max) return
    for (let i = start; i < hand.length; i++) {
      const d = defs[hand[i]!]
      // every earlier copy of this card must be in the subset already
      let taken = 0
      for (const c of acc) if (defs[c] === d) taken++
      if (taken !== earlier[i]) continue
      const next = acc.slice()
      next.push(hand[i]!)
      out.push({ cards: next })
      rec(i + 1, next)
    }
  }
  rec(0, [])
  return out
}

function prison(prestigeEach: number): EffectImpl {
  return {
    uses: ['cards'],
    options: (state, seat) => distinctHandSubsets(state, seat, 3, () => true),
    check: (state, seat, _card, p) => checkHandCards(state, seat, p.cards, 3, false),
    perform: (state, seat, _card, p, events) => {
      for (const c of p.cards!) {
        spendFromHand(state, seat, c, 'spend', events)
        removePoverty(state, seat, 1, events)
        state.players[seat]!.prestige += prestigeEach
      }
    },
  }
}

/**
 * Underground chain (classic): the borough must hold a building marker and no underground marker. Each marker,
 * in the order given, costs £3 more when it has to cross the Thames: its only neighbours with a marker (the
 * markers already placed, the earlier one of this activation included) lie across a bridge.
 */
export function undergroundCheck(state: GameState, boroughs: readonly number[]): { error: string | null; costs: number[] } {
  const fail = (error: string) => ({ error, costs: [] })
  const map = state.map
  if (!map) return fail('no map in this edition')
  const adj = catalog(state).adjacency
  const placed = map.underground.slice()
  const used = placed.filter(Boolean).length
  if (used + boroughs.length > 10) return fail('no underground markers left')
  if (new Set(boroughs).size !== boroughs.length) return fail('two markers in one borough')
  const city = catalog(state).districts.findIndex((d) => d.name === 'City')
  const costs: number[] = []
  for (const b of boroughs) {
    if (!Number.isInteger(b) || b < 0 || b >= placed.length) return fail('no such borough')
    if (placed[b]) return fail('that borough already has an underground marker')
    if (boroughOwner(state, b) === null) return fail('the borough needs a building marker')
    let cost = 0
    if (!placed.some(Boolean)) {
      if (b !== city && adj[b]![city] === null) return fail('the first underground marker goes in City or next to it')
    } else {
      let land = false
      let bridge = false
      for (let o = 0; o < placed.length; o++) {
        if (!placed[o]) continue
        if (adj[b]![o] === 'land') land = true
        if (adj[b]![o] === 'bridge') bridge = true
      }
      if (!land && !bridge) return fail('the marker must extend the underground line')
      if (!land) cost = UNDERGROUND_BRIDGE_COST
    }
    costs.push(cost)
    placed[b] = true
  }
  return { error: null, costs }
}

/** An effect that only gains, by what the holder's city holds: its activation takes exactly `gainNow`. */
function cityGain(gainNow: (state: GameState, seat: Seat) => EffectGain): EffectImpl {
  return {
    uses: [],
    gainNow,
    perform: (state, seat) => {
      const g = gainNow(state, seat)
      state.players[seat]!.money += g.money
      state.players[seat]!.prestige += g.prestige
    },
  }
}

/** What activating `card` would bring `seat` now, for effects whose gain follows from its own city (else null). */
export function effectGainNow(state: GameState, seat: Seat, card: CardId): EffectGain | null {
  const effect = cardDef(state, card).effect
  const gain = effect ? EFFECTS[effect].gainNow : undefined
  return gain ? gain(state, seat) : null
}

export const EFFECTS: Readonly<Record<EffectKey, EffectImpl>> = {
  // Hospital is used while activating another card (the `hospital` parameter), never on its own.
  hospital: { uses: [], perform: () => {} },

  townHousesClassic: cityGain((state, seat) => ({
    money: 0,
    prestige: allAreaCards(state.players[seat]!).filter((c) => cardDef(state, c).colour !== 'brown').length,
  })),
  townHouses2e: cityGain((state, seat) => ({
    money: 0,
    prestige: visibleCards(state.players[seat]!).filter((c) => cardDef(state, c).colour === 'blue').length,
  })),
  omnibus: cityGain((state, seat) => moneyGain(countDistricts(state, seat, () => true))),
  steamboats: cityGain((state, seat) => moneyGain(2 * countDistricts(state, seat, (d) => d.river))),
  trainStation: cityGain((state, seat) => moneyGain(2 * countDistricts(state, seat, (d) => d.north))),
  brownCards: cityGain((state, seat) =>
    moneyGain(allAreaCards(state.players[seat]!).filter((c) => cardDef(state, c).colour === 'brown').length),
  ),
  lloyds: {
    uses: [],
    perform: (state, seat, _card, _p, events) => {
      for (const o of otherSeats(state, seat)) pay(state, o, 2, seat, events)
    },
  },
  fireBrigade: {
    uses: [],
    perform: (state, seat, _card, _p, events) => {
      for (const o of otherSeats(state, seat)) pay(state, o, state.players[o]!.districts.length, null, events)
    },
  },
  fleetStreet: {
    uses: ['target'],
    options: otherPlayerOptions,
    check: (state, seat, _card, p) => checkOtherPlayer(state, seat, p),
    perform: (state, _seat, _card, p, events) => gainPoverty(state, p.target!, 2, events),
  },
  policeForce: {
    uses: ['target'],
    options: otherPlayerOptions,
    check: (state, seat, _card, p) => checkOtherPlayer(state, seat, p),
    perform: (state, seat, _card, p, events) => {
      if (state.players[seat]!.poverty > 0) {
        removePoverty(state, seat, 1, events)
        gainPoverty(state, p.target!, 1, events)
      }
    },
  },
  brixtonPrison: prison(0),
  millbankPrison: prison(1),
  workhouse: {
    uses: ['cards'],
    options: (state, seat) => {
      const paupers = state.players[seat]!.hand.filter((c) => cardDef(state, c).kind === 'pauper')
      // all paupers are alike: choosing how many is the whole choice
      return paupers.map((_, i) => ({ cards: paupers.slice(0, i + 1) })).concat([{ cards: [] }])
    },
    check: (state, seat, _card, p) => checkHandCards(state, seat, p.cards, Number.MAX_SAFE_INTEGER, true),
    perform: (state, seat, _card, p, events) => {
      for (const c of p.cards!) {
        spendFromHand(state, seat, c, 'spend', events)
        gainMoney(state, seat, 1)
        removePoverty(state, seat, 1, events)
      }
    },
  },
  shops: {
    uses: [],
    perform: (state, seat, card) => {
      gainMoney(state, seat, state.cardMoney[card] ?? 0)
      delete state.cardMoney[card]
    },
  },
  publicHouses: {
    uses: [],
    perform: (state) => {
      state.turn.handPovertyWaived = true
    },
  },
  coffeeHouse: {
    uses: ['take'],
    options: (state) =>
      boardCards(state)
        .filter((c) => cardDef(state, c).kind === 'building')
        .map((take) => ({ take })),
    check: (state, _seat, _card, p) => {
      if (p.take === undefined || !boardCards(state).includes(p.take)) return 'choose a card on the board'
      if (cardDef(state, p.take).kind !== 'building') return 'only a building can be placed'
      return null
    },
    perform: (state, seat, card, p, events) => {
      const take = p.take!
      const cost = cardDef(state, take).playCost
      pay(state, seat, cost, null, events)
      takeFromBoard(state, take)
      const stack = stackOfTop(state.players[seat]!, card)
      placeOnStack(state, seat, take, stack, cost, null, events)
    },
  },
  underground: {
    uses: ['boroughs'],
    options: (state) => {
      const map = state.map
      const out: ActivateParams[] = [{ boroughs: [] }]
      if (!map) return out
      // candidates only (check judges): occupied boroughs without a marker that touch the line (City's
      // neighbourhood while there is none), and pairs whose second marker touches the line or the first
      const open = map.underground.map((u, b) => (!u && boroughOwner(state, b) !== null ? b : -1)).filter((b) => b >= 0)
      const adj = catalog(state).adjacency
      const line = map.underground.some(Boolean)
      const city = catalog(state).districts.findIndex((d) => d.name === 'City')
      const touches = (b: number) =>
        line ? map.underground.some((u, o) => u && adj[b]![o] !== null) : b === city || adj[b]![city] !== null
      const single = open.filter(touches)
      for (const a of single) {
        out.push({ boroughs: [a] })
        for (const b of open) if (b !== a && (adj[a]![b] !== null || single.includes(b))) out.push({ boroughs: [a, b] })
      }
      return out
    },
    check: (state, _seat, _card, p) => {
      if (!p.boroughs || p.boroughs.length > 2) return 'choose up to two boroughs'
      return undergroundCheck(state, p.boroughs).error
    },
    perform: (state, seat, _card, p, events) => {
      // every marker is priced before any is placed: the check reads the map as it was
      const { costs } = undergroundCheck(state, p.boroughs!)
      p.boroughs!.forEach((b, i) => {
        pay(state, seat, costs[i]!, null, events)
        state.map!.underground[b] = true
        events?.push({ t: 'underground', seat, borough: b, cost: costs[i]! })
      })
    },
  },
  whitehall: {
    uses: ['again', 'target', 'cards', 'take', 'boroughs'],
    options: (state, seat, card) => {
      const out: ActivateParams[] = []
      for (const again of whitehallTargets(state, seat, card)) {
        const eff = cardDef(state, again).effect
        const sub = eff ? EFFECTS[eff].options?.(state, seat, again) : undefined
        for (const p of sub ?? [{}]) out.push({ ...p, again })
      }
      return out
    },
    check: (state, seat, card, p) => {
      if (p.again === undefined || !whitehallTargets(state, seat, card).includes(p.again)) return 'choose a card you activated this turn'
      const { again, ...rest } = p
      return checkEffectParams(state, seat, again, rest)
    },
    perform: (state, seat, _card, p, events) => {
      const { again, ...rest } = p
      resolveActivation(state, seat, again!, rest, events)
    },
  },
  // action cards: resolved in rules.ts when played from hand
  wren: { uses: [], perform: () => {} },
  drawTwo: { uses: [], perform: () => {} },
}

/** Cards Whitehall may activate again: activated this turn, still on top of a stack, not Hospital or Whitehall. */
export function whitehallTargets(state: GameState, seat: Seat, whitehall: CardId): CardId[] {
  const p = state.players[seat]!
  return state.turn.activated.filter((c) => {
    if (c === whitehall || stackOfTop(p, c) < 0) return false
    const eff = cardDef(state, c).effect
    return eff !== 'hospital' && eff !== 'whitehall'
  })
}

/** Checks the effect-specific parameters of activating `card` (not spend/hospital). */
export function checkEffectParams(state: GameState, seat: Seat, card: CardId, p: ActivateParams): string | null {
  const eff = cardDef(state, card).effect
  const impl = eff ? EFFECTS[eff] : undefined
  // each key read by name: actions come in many shapes, and a key read by variable is a slow lookup on each
  const unused = (k: ParamKey) => !(impl?.uses.includes(k) ?? false)
  const extra =
    p.target !== undefined && unused('target')
      ? 'target'
      : p.cards !== undefined && unused('cards')
        ? 'cards'
        : p.take !== undefined && unused('take')
          ? 'take'
          : p.again !== undefined && unused('again')
            ? 'again'
            : p.boroughs !== undefined && unused('boroughs')
              ? 'boroughs'
              : null
  if (extra !== null) return `this card takes no ${extra} choice`
  if (eff === 'whitehall') return impl!.check!(state, seat, card, p)
  // Whitehall's sub-effect may not use `again`; other keys were checked above
  return impl?.check ? impl.check(state, seat, card, p) : null
}

/** Applies a card's printed gains and special effect (not its cost, not its flip). */
export function resolveActivation(state: GameState, seat: Seat, card: CardId, p: ActivateParams, events: Events): void {
  const def = cardDef(state, card)
  const player = state.players[seat]!
  const money = player.money
  const prestige = player.prestige
  const poverty = player.poverty
  player.money += def.gainMoney
  player.prestige += def.gainPrestige
  removePoverty(state, seat, def.removePoverty, events)
  gainPoverty(state, seat, def.gainPoverty, events)
  if (def.effect) EFFECTS[def.effect].perform(state, seat, card, p, events)
  events?.push({
    t: 'activate',
    seat,
    card,
    money: player.money - money,
    prestige: player.prestige - prestige,
    poverty: player.poverty - poverty,
  })
}
