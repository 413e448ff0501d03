// Every list and range the app accepts from outside (IPC requests, save files, settings), written once.
// Plain data, no library: the renderer reads these for its inputs, src-shared/schemas.ts builds the checks.
// The game's own limits (players, editions, seeds) are the engine's and are re-exported from it.
export { EDITIONS, MAX_PLAYERS, MAX_SEED, MIN_PLAYERS } from './engine/options.js'

export const LANGUAGES = ['en', 'es', 'pt', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]

export const SEAT_KINDS = ['human', 'bot'] as const
/** A seat's name: 1 to 40 characters, not blank. */
export const SEAT_NAME_MAX = 40

export const ANIMATION_SPEEDS = ['off', 'normal', 'fast'] as const
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number]

/** Pause before a bot's move is shown. */
export const BOT_DELAY_MAX_MS = 5000

/** Window size and position, in pixels. */
export const WINDOW_LIMITS = { minWidth: 640, minHeight: 480, maxSize: 16384, maxOffset: 65536 } as const

/** How long Hard thinks about each decision of a game review (src-shared/bots/review.ts: REVIEW_DEPTH_MS). */
export const REVIEW_DEPTHS = ['quick', 'standard', 'deep'] as const
export type ReviewDepth = (typeof REVIEW_DEPTHS)[number]

/**
 * Statistics: whom a result was played against — bots of one level, bots of several levels (`mixed`, also
 * bots and humans together), or other humans only (hot-seat).
 */
export const OPPONENT_KINDS = ['easy', 'medium', 'hard', 'mixed', 'humans'] as const
export type OpponentKind = (typeof OPPONENT_KINDS)[number]
/** Results kept one by one for the chart of recent scores (the totals count every game). */
export const RECENT_RESULTS_MAX = 40
/** Finished games remembered by their key, so that none is ever counted twice. */
export const RECORDED_GAMES_MAX = 200
/** A finished game's key (edition, seed, moves and a hash of the final position). */
export const GAME_KEY_MAX = 80
