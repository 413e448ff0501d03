// The one gate for data from outside: seats, new-game requests, settings and the save file's shape, as valibot
// schemas. Each rule is written here once (its numbers in limits.ts); the types are inferred from the schemas.
// Used by the IPC contract (every request), the settings service and the save-format reader.
import * as v from 'valibot'
import {
  ANIMATION_SPEEDS,
  BOT_SPEEDS,
  BOT_LEVELS,
  CONTROL_CHARACTER,
  EDITIONS,
  LANGUAGES,
  MAX_PLAYERS,
  MAX_SEED,
  MIN_PLAYERS,
  REVIEW_DEPTHS,
  OPPONENT_KINDS,
  RECENT_RESULTS_MAX,
  RECORDED_GAMES_MAX,
  GAME_KEY_MAX,
  SEAT_KINDS,
  SEAT_NAME_MAX,
  VISIBLE_CHARACTER,
  WINDOW_LIMITS,
} from './limits'

const list = (xs: readonly string[]) => xs.join(', ')
const received = (issue: v.BaseIssue<unknown>) => issue.received
/**
 * A strict object's messages: not an object at all, or a field it does not have (the path names it). A missing
 * field is said by `explain` ("missing field name"), whatever the object's message.
 */
const objectMessage =
  (notObject: string, unknownField = 'unknown field') =>
  (issue: v.BaseIssue<unknown>) =>
    issue.expected === 'Object' ? notObject : unknownField

/** A whole number in [min, max]. */
export function wholeNumber(min: number, max: number, what = 'a whole number') {
  const message = `must be ${what} from ${min} to ${max}`
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))
}

/** A player's name: trimmed, 1 to SEAT_NAME_MAX characters, with a visible character and no control character. */
export const SeatNameSchema = v.pipe(
  v.string('a name must be text'),
  v.minLength(1, `a name must be 1 to ${SEAT_NAME_MAX} characters`),
  v.check((name) => VISIBLE_CHARACTER.test(name), 'a name needs a visible character'),
  v.check((name) => !CONTROL_CHARACTER.test(name), 'a name cannot contain control characters'),
  v.trim(),
  v.maxLength(SEAT_NAME_MAX, `a name must be 1 to ${SEAT_NAME_MAX} characters`),
)

/**
 * A name as the files written before names needed a visible character hold it (1 to SEAT_NAME_MAX characters, not
 * blank): saves, their autosave and the statistics keep opening with the names they were written with.
 */
export const StoredNameSchema = v.pipe(
  v.string('a name must be text'),
  v.minLength(1, `a name must be 1 to ${SEAT_NAME_MAX} characters`),
  v.maxLength(SEAT_NAME_MAX, `a name must be 1 to ${SEAT_NAME_MAX} characters`),
  v.check((name) => name.trim() !== '', 'a name cannot be blank'),
)

const seatSchema = (name: typeof SeatNameSchema | typeof StoredNameSchema) =>
  v.pipe(
    v.strictObject(
      {
        kind: v.picklist(SEAT_KINDS, `must be "human" or "bot"`),
        name,
        level: v.optional(v.picklist(BOT_LEVELS, `a bot's level must be one of ${list(BOT_LEVELS)}`)),
      },
      objectMessage('must be a seat'),
    ),
    v.check((s) => s.kind !== 'bot' || s.level !== undefined, `a bot needs a level (${list(BOT_LEVELS)})`),
    v.check((s) => s.kind !== 'human' || s.level === undefined, 'only bots have a level'),
  )
export const SeatSchema = seatSchema(SeatNameSchema)
export type SeatConfig = v.InferOutput<typeof SeatSchema>

const playersMessage = (issue: v.BaseIssue<unknown>) =>
  `London is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players (got ${Array.isArray(issue.input) ? issue.input.length : received(issue)})`
const seatList = (seat: ReturnType<typeof seatSchema>) =>
  v.pipe(v.array(seat, 'must be a list of seats'), v.minLength(MIN_PLAYERS, playersMessage), v.maxLength(MAX_PLAYERS, playersMessage))
export const SeatListSchema = seatList(SeatSchema)
/** The seats of a save file: its names by the rule they were written under (StoredNameSchema). */
export const StoredSeatListSchema = seatList(seatSchema(StoredNameSchema))

export const EditionSchema = v.picklist(EDITIONS, `must be ${EDITIONS.map((e) => `"${e}"`).join(' or ')}`)

export const NewGameRequestSchema = v.strictObject(
  {
    edition: EditionSchema,
    seats: SeatListSchema,
    /** omitted: main picks one */
    seed: v.optional(wholeNumber(0, MAX_SEED)),
  },
  objectMessage('must be a new-game request { edition, seats, seed? }'),
)
export type NewGameRequest = v.InferOutput<typeof NewGameRequestSchema>

/** A seat of some game (its range is the game's: the session checks that the seat exists). */
const SeatIndexSchema = wholeNumber(0, MAX_PLAYERS - 1, 'a seat number')

/**
 * valibot's objects take a list for one ([] passes as {}); where every field is optional, that would be accepted as
 * an empty object: such schemas refuse a list first.
 */
function notAList<S extends v.GenericSchema>(schema: S, message: string) {
  return v.pipe(
    v.custom<v.InferInput<S>>((input) => !Array.isArray(input), message),
    schema,
  )
}

/** Replay: the position to show (moves made), whose view, or everything (a finished game only); each optional. */
export const ReplayShowSchema = notAList(
  v.strictObject(
    {
      seq: v.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a move number')),
      seat: v.optional(SeatIndexSchema),
      all: v.optional(v.boolean('must be true or false')),
    },
    objectMessage('must be { seq?, seat?, all? }'),
  ),
  'must be { seq?, seat?, all? }',
)
export type ReplayShow = v.InferOutput<typeof ReplayShowSchema>

/** A game review: whose decisions, and how long Hard thinks about each. */
export const ReviewRequestSchema = v.strictObject(
  { seat: SeatIndexSchema, depth: v.picklist(REVIEW_DEPTHS, `must be one of ${list(REVIEW_DEPTHS)}`) },
  objectMessage('must be { seat, depth }'),
)
export type ReviewRequest = v.InferOutput<typeof ReviewRequestSchema>

/** The guided first game: the names of its two seats (the rest — edition, bot level, seed — is fixed in main). */
export const GuidedGameRequestSchema = v.strictObject(
  { you: SeatNameSchema, bot: SeatNameSchema },
  objectMessage('must be a guided-game request { you, bot }'),
)
export type GuidedGameRequest = v.InferOutput<typeof GuidedGameRequestSchema>

const windowEntries = {
  width: wholeNumber(WINDOW_LIMITS.minWidth, WINDOW_LIMITS.maxSize, 'a whole number of pixels'),
  height: wholeNumber(WINDOW_LIMITS.minHeight, WINDOW_LIMITS.maxSize, 'a whole number of pixels'),
  x: v.optional(wholeNumber(-WINDOW_LIMITS.maxOffset, WINDOW_LIMITS.maxOffset, 'a whole number of pixels')),
  y: v.optional(wholeNumber(-WINDOW_LIMITS.maxOffset, WINDOW_LIMITS.maxOffset, 'a whole number of pixels')),
}

export const SettingsSchema = v.strictObject(
  {
    language: v.picklist(LANGUAGES, `must be one of ${list(LANGUAGES)}`),
    animationSpeed: v.picklist(ANIMATION_SPEEDS, `must be one of ${list(ANIMATION_SPEEDS)}`),
    /** how bots' turns are shown (the pauses between them, or before each move) */
    botSpeed: v.picklist(BOT_SPEEDS, `must be one of ${list(BOT_SPEEDS)}`),
    defaultSeats: SeatListSchema,
    /** the edition the New game form starts with: the last one played (its seats are defaultSeats) */
    defaultEdition: EditionSchema,
    /** hot-seat: each player confirms the end of their turn (and sees its result) before the screen is handed over */
    confirmTurnEnd: v.boolean('must be true or false'),
    window: v.strictObject(windowEntries, objectMessage('must be { width, height, x?, y? }')),
  },
  objectMessage('settings must be an object', 'not a setting'),
)
export type Settings = v.InferOutput<typeof SettingsSchema>

/** Some settings: every field optional, each checked in full. */
export const SettingsPatchSchema = notAList(v.partial(SettingsSchema), 'settings must be an object')
export type SettingsPatch = v.InferOutput<typeof SettingsPatchSchema>

// ---------------------------------------------------------------- statistics (the stored file)

const count = (what = 'a whole number') => wholeNumber(0, Number.MAX_SAFE_INTEGER, what)
const score = v.pipe(v.number('must be a whole number'), v.integer('must be a whole number'), v.safeInteger('must be a whole number'))
const groupEntries = {
  edition: EditionSchema,
  players: wholeNumber(MIN_PLAYERS, MAX_PLAYERS),
  opponents: v.picklist(OPPONENT_KINDS, `must be one of ${list(OPPONENT_KINDS)}`),
}

/** The totals of one group (edition × players × opponents): every game ever recorded in it. */
export const StatsGroupSchema = v.pipe(
  v.strictObject(
    {
      ...groupEntries,
      games: wholeNumber(1, Number.MAX_SAFE_INTEGER),
      wins: count(),
      scoreTotal: score,
      bestScore: score,
      povertyTotal: count(),
    },
    objectMessage('must be a group of results'),
  ),
  v.check((g) => g.wins <= g.games, 'cannot have more wins than games'),
)
export type StatsGroup = v.InferOutput<typeof StatsGroupSchema>

/** One human seat's result in one finished game (kept for the chart of recent scores). */
export const StatsResultSchema = v.strictObject(
  {
    ...groupEntries,
    /** the finished game's key (a hot-seat game gives one result per human, with the same key) */
    game: v.pipe(v.string(), v.minLength(1), v.maxLength(GAME_KEY_MAX)),
    finishedAt: v.pipe(v.string(), v.isoTimestamp('must be an ISO date and time')),
    /** as written when the game ended (StoredNameSchema) */
    name: StoredNameSchema,
    score,
    poverty: count(),
    won: v.boolean(),
    guided: v.boolean(),
  },
  objectMessage('must be a result'),
)
export type StatsResult = v.InferOutput<typeof StatsResultSchema>

export const STATISTICS_VERSION = 1

/** The statistics as stored (electron-store in Electron, statistics.json in the Node host). */
export const StatisticsSchema = v.strictObject(
  {
    version: v.literal(STATISTICS_VERSION),
    groups: v.pipe(
      v.array(StatsGroupSchema),
      v.maxLength(2 * (MAX_PLAYERS - MIN_PLAYERS + 1) * OPPONENT_KINDS.length),
      v.check((gs) => new Set(gs.map((g) => `${g.edition}/${g.players}/${g.opponents}`)).size === gs.length, 'a group appears twice'),
    ),
    /** newest last */
    recent: v.pipe(v.array(StatsResultSchema), v.maxLength(RECENT_RESULTS_MAX)),
    /** keys of the games recorded lately, newest last: a game is never counted twice */
    recorded: v.pipe(v.array(v.pipe(v.string(), v.maxLength(GAME_KEY_MAX))), v.maxLength(RECORDED_GAMES_MAX)),
  },
  objectMessage('statistics must be an object'),
)
export type Statistics = v.InferOutput<typeof StatisticsSchema>

/** What an error message quotes of the input at most: a field name, a message that echoes a value. */
const KEY_EXCERPT_MAX = 40
const MESSAGE_EXCERPT_MAX = 160
/** The start of an outside text an error message quotes. */
export const excerpt = (text: string, max = KEY_EXCERPT_MAX) => (text.length > max ? `${text.slice(0, max)}…` : text)

/** One issue, said plainly: `seats[1].name: a name needs a visible character`, `seats[0]: missing field name`. */
export function explain(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'invalid'
  const path = (issue.path ?? []).map((item) => (item as { key: unknown }).key)
  // an object's issue at one of its keys, with nothing there: the key is missing (an unknown key is `expected: never`)
  const missing = issue.kind === 'schema' && issue.type.endsWith('object') && issue.received === 'undefined' && path.length > 0
  const key = missing ? path.pop() : undefined
  let where = ''
  for (const k of path) {
    const name = typeof k === 'number' ? `[${k}]` : excerpt(String(k), KEY_EXCERPT_MAX)
    where += typeof k === 'number' || where === '' ? name : `.${name}`
  }
  const message = missing ? `missing field ${excerpt(String(key), KEY_EXCERPT_MAX)}` : excerpt(issue.message, MESSAGE_EXCERPT_MAX)
  return where === '' ? message : `${where}: ${message}`
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

/** Parses `input` with `schema`: the typed value, or what is wrong and where. */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const r = v.safeParse(schema, input)
  return r.success ? { ok: true, value: r.output } : { ok: false, message: explain(r.issues) }
}
