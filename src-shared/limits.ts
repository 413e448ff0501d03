// Every list and range the app accepts from outside (IPC requests, save files, settings), written once.
// Plain data, no library: the renderer reads these for its inputs, src-shared/schemas.ts builds the checks.
// The game's own limits (players, editions, seeds) are the engine's and are re-exported from it.
export { EDITIONS, MAX_PLAYERS, MAX_SEED, MIN_PLAYERS } from './engine/options'
import type { Edition } from './engine/types'

export const LANGUAGES = ['en', 'es', 'pt', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

/** The bots' levels, weakest first (src-shared/bots/README.md). */
export const BOT_LEVELS = ['easy', 'medium', 'hard', 'expert'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]

export const SEAT_KINDS = ['human', 'bot'] as const
/** A seat's name: 1 to 40 characters once trimmed, with a visible character, without control characters. */
export const SEAT_NAME_MAX = 40
/**
 * A character one sees: not a space, control, format (zero-width joiners, bidi marks, BOM), unassigned, private or
 * surrogate code point, not a combining mark on its own, not one of Unicode's default-ignorable fillers.
 */
export const VISIBLE_CHARACTER = /[^\p{White_Space}\p{C}\p{M}\p{Default_Ignorable_Code_Point}]/u
export const CONTROL_CHARACTER = /\p{Cc}/u

export const ANIMATION_SPEEDS = ['off', 'normal', 'fast'] as const
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number]

/**
 * How a bot's turn is shown: instant (no pause), fast and normal (a pause between two bots' turns, the moves of a
 * turn one after another), step (a pause before every move, to follow each one). The pauses: src-main/session/bot-pace.ts.
 */
export const BOT_SPEEDS = ['instant', 'fast', 'normal', 'step'] as const
export type BotSpeed = (typeof BOT_SPEEDS)[number]

/**
 * The longest game a save may hold, in turns (turnNumber: every player's turns together) per edition and player
 * count, and in actions per turn. The rules set no bound: a loan may be taken at any moment, and a card drawn from
 * the board and discarded back leaves the city deck as it was, so play no one would choose can go on for ever.
 * These bound every game played to be won, with a wide margin (docs/save-format.md): random legal play (the
 * simulator's player, which draws from the board as often as from the deck and plays aimlessly) took at most 129,
 * 137 and 136 turns (second edition, 2 to 4 players) and 129, 139 and 141 (classic) over 1000 games each, never
 * more than 17 actions in a turn (every draw, placement, activation, discard and loan); 4-player games of Easy bots
 * took at most 89 turns and 576 actions (second edition) and 112 and 717 (classic), 20 games each. The bound allows
 * twice the random turns with 40 actions in each: over ten times the longest random game, yet a save at the bound
 * opens in about 0.3 s of processor time and keeps under 100 MB (the 100,000-move saves of issue 22: 1.8 s, 1 GB).
 */
export const GAME_TURNS_MAX = {
  second: { 2: 260, 3: 280, 4: 280 },
  classic: { 2: 260, 3: 280, 4: 290 },
} as const satisfies Record<Edition, Record<2 | 3 | 4, number>>
export const TURN_ACTIONS_MAX = 40

/** The most actions a save of this edition and player count may hold: more are refused before any replay. */
export function gameActionsMax(edition: Edition, players: number): number {
  const turns = GAME_TURNS_MAX[edition][players as 2 | 3 | 4] ?? Math.max(...Object.values(GAME_TURNS_MAX[edition]))
  return turns * TURN_ACTIONS_MAX
}

/**
 * The largest save file read: the longest game (gameActionsMax) of the largest moves the app writes (an
 * activation with every option and two full lists, under 600 bytes as written), and room for the rest.
 */
export const SAVE_BYTES_MAX = 8 * 1024 * 1024

/** Window size and position, in pixels. */
export const WINDOW_LIMITS = { minWidth: 640, minHeight: 480, maxSize: 16384, maxOffset: 65536 } as const

/**
 * The bot whose search answers hints and game reviews: Expert where tournaments showed it the stronger one, Hard
 * everywhere else (src-shared/bots/README.md). Two players, either edition: against Hard at its full turn, 0.77 over
 * 200 second-edition games, and in classic, with its halving on shared deals, 0.765 over 200. Classic, three and four
 * players, with their margin nets: 0.60 over 40 games against two Hards and 0.52 over 100 among three (fair shares
 * 0.33 and 0.25). Here, not with the bots, because the renderer names it.
 */
export function analystLevel(edition: Edition, players: number): Extract<BotLevel, 'hard' | 'expert'> {
  return players === 2 || edition === 'classic' ? 'expert' : 'hard'
}

/** How long the analyst thinks about each decision of a game review (src-shared/bots/review.ts: REVIEW_DEPTH_MS). */
export const REVIEW_DEPTHS = ['quick', 'standard', 'deep'] as const
export type ReviewDepth = (typeof REVIEW_DEPTHS)[number]

/**
 * Statistics: whom a result was played against — bots of one level, bots of several levels (`mixed`, also
 * bots and humans together), or other humans only (hot-seat).
 */
export const OPPONENT_KINDS = ['easy', 'medium', 'hard', 'expert', 'mixed', 'humans'] as const
export type OpponentKind = (typeof OPPONENT_KINDS)[number]
/** Results kept one by one for the chart of recent scores (the totals count every game). */
export const RECENT_RESULTS_MAX = 40
/** Finished games remembered by their key, so that none is ever counted twice. */
export const RECORDED_GAMES_MAX = 200
/** A finished game's key (edition, seed, moves and a hash of the final position). */
export const GAME_KEY_MAX = 80
