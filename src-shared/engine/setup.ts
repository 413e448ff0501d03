import { catalogFor } from './cards/catalog'
import { Rng } from './rng'
import { STARTING_HAND, STARTING_MONEY, boardSlots, startingPoverty } from './queries'
import { startTurn } from './rules'
import { checkOptions } from './options'
import type { CardId, GameOptions, GameState } from './types'

/** A new game: decks A on B on C, six cards each, £5 each; districts face up (second) or an empty map (classic). */
export function createGame(options: GameOptions): GameState {
  const problem = checkOptions(options)
  if (problem) throw new Error(problem)
  const cat = catalogFor(options.edition)
  const rng = new Rng(options.seed)
  const byDeck = (letter: string) => rng.shuffle(cat.cards.map((c, i) => (c.deck === letter ? i : -1)).filter((i) => i >= 0))
  // top of the deck is the end of the array: C at the bottom, then B, then A on top
  const deck: CardId[] = [...byDeck('C'), ...byDeck('B'), ...byDeck('A')]
  const slots = boardSlots(options.players)
  const poverty = startingPoverty({ options })
  const players = Array.from({ length: options.players }, () => ({
    money: STARTING_MONEY,
    poverty,
    loans: 0,
    prestige: 0,
    hand: [] as CardId[],
    stacks: [],
    districts: [],
  }))
  // each player sees only their own hand
  const known = cat.cards.map(() => 0)
  for (let round = 0; round < STARTING_HAND; round++)
    players.forEach((p, seat) => {
      const card = deck.pop()!
      p.hand.push(card)
      known[card] = 1 << seat
    })
  const classic = options.edition === 'classic'
  const starting = cat.districts.map((d, i) => (d.starting ? i : -1)).filter((i) => i >= 0)
  const others = rng.shuffle(cat.districts.map((d, i) => (d.starting ? -1 : i)).filter((i) => i >= 0))
  // the classic rules pick the first player at random; in the second edition it is whoever set up (seat 0)
  const firstPlayer = classic ? rng.int(options.players) : 0
  const state: GameState = {
    formatVersion: 1,
    options: { edition: options.edition, players: options.players, seed: options.seed },
    rng: rng.state,
    seq: 0,
    current: firstPlayer,
    firstPlayer,
    turnNumber: 0,
    phase: { kind: 'action' },
    deck,
    board: { top: Array<CardId | null>(slots).fill(null), bottom: Array<CardId | null>(slots).fill(null) },
    removed: [],
    districtDeck: classic ? [] : others,
    districtOffer: classic ? [] : starting,
    map: classic ? { underground: cat.districts.map(() => false) } : null,
    players,
    turn: {
      placed: [],
      activated: [],
      districtRun: false,
      handPovertyWaived: false,
      stockExchangeUsed: false,
      atStart: true,
      developed: 0,
      wrenLeft: 0,
      chosen: null,
    },
    cardMoney: {},
    known,
    lastTurnSeat: null,
    result: null,
  }
  startTurn(state, firstPlayer)
  return state
}
