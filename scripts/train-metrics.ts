// What `npm run train` prints about an evaluation on held-out games (issue 26 item 4): how often it names the
// eventual winner at one third and two thirds of a game, and how much its estimate jumps between consecutive
// decisions of the same seat.

/** One held-out game's positions with an evaluation's estimate for every seat. */
export interface EvaluatedGame {
  /** turn number at the end of the game */
  readonly turns: number
  /** each seat's win share */
  readonly won: readonly number[]
  /** per position: its turn number and the seat to move */
  readonly turn: readonly number[]
  readonly mover: readonly number[]
  /** per position, per seat: the estimate (higher = more likely to win), at [p * players + seat] */
  readonly estimate: ArrayLike<number>
}

/** Positions within this share of a game either side of the point asked for count as "at" it. */
export const WINDOW = 1 / 24

/**
 * Share of positions at `fraction` of their game (turn / final turn within ±WINDOW) where the seat with the
 * highest estimate is a winner, and how many positions that is.
 */
export function winnerNamed(games: readonly EvaluatedGame[], fraction: number): { share: number; positions: number } {
  let right = 0
  let n = 0
  for (const g of games) {
    const players = g.won.length
    for (let p = 0; p < g.turn.length; p++) {
      if (Math.abs(g.turn[p]! / g.turns - fraction) > WINDOW) continue
      let best = 0
      for (let s = 1; s < players; s++) if (g.estimate[p * players + s]! > g.estimate[p * players + best]!) best = s
      n++
      if (g.won[best]! > 0) right++
    }
  }
  return { share: n ? right / n : 0, positions: n }
}

/**
 * Mean absolute change of a seat's estimate between its consecutive decisions (the positions where it is to
 * move, in order), over every seat of every game.
 */
export function jitter(games: readonly EvaluatedGame[]): number {
  let sum = 0
  let n = 0
  for (const g of games) {
    const players = g.won.length
    for (let s = 0; s < players; s++) {
      let last: number | null = null
      for (let p = 0; p < g.turn.length; p++) {
        if (g.mover[p] !== s) continue
        const e = g.estimate[p * players + s]!
        if (last !== null) {
          sum += Math.abs(e - last)
          n++
        }
        last = e
      }
    }
  }
  return n ? sum / n : 0
}

/** Mean log-loss of win chances (estimates in [0, 1]) against the win shares, over every seat of every position. */
export function logLoss(games: readonly EvaluatedGame[]): number {
  let sum = 0
  let n = 0
  for (const g of games) {
    const players = g.won.length
    for (let p = 0; p < g.turn.length; p++)
      for (let s = 0; s < players; s++) {
        const q = Math.min(1 - 1e-6, Math.max(1e-6, g.estimate[p * players + s]!))
        const y = g.won[s]!
        sum -= y * Math.log(q) + (1 - y) * Math.log(1 - q)
        n++
      }
  }
  return n ? sum / n : 0
}
