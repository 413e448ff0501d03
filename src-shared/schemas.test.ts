import { describe, expect, it } from 'vitest'
import {
  NewGameRequestSchema,
  ReplayShowSchema,
  SeatListSchema,
  SettingsPatchSchema,
  SettingsSchema,
  StatisticsSchema,
  check,
} from './schemas'
import { BOT_SPEEDS, LANGUAGES, MAX_PLAYERS, MIN_PLAYERS, SEAT_NAME_MAX } from './limits'

const human = (name: string) => ({ kind: 'human', name })
const bot = (name: string, level = 'easy') => ({ kind: 'bot', name, level })

describe('schemas: each rule once, with a message naming the field', () => {
  it('seats: 2 to 4, names 1 to 40 characters and not blank, a level for bots only, no other field', () => {
    expect(MIN_PLAYERS).toBe(2)
    expect(MAX_PLAYERS).toBe(4)
    expect(SEAT_NAME_MAX).toBe(40)
    const cases: [unknown, string][] = [
      [[human('A')], 'London is played by 2 to 4 players (got 1)'],
      [[1, 2, 3, 4, 5].map((i) => human(`P${i}`)), 'London is played by 2 to 4 players (got 5)'],
      [[human(''), human('B')], '[0].name: a name must be 1 to 40 characters'],
      [[human('x'.repeat(41)), human('B')], '[0].name: a name must be 1 to 40 characters'],
      [[human(' \t'), human('B')], '[0].name: a name needs a visible character'],
      [[human('A'), { kind: 'bot', name: 'B' }], '[1]: a bot needs a level (easy, medium, hard, expert)'],
      [[human('A'), bot('B', 'master')], "[1].level: a bot's level must be one of easy, medium, hard, expert"],
      [[{ ...human('A'), level: 'easy' }, human('B')], '[0]: only bots have a level'],
      [[{ ...human('A'), admin: true }, human('B')], '[0].admin: unknown field'],
      [[{ kind: 'ghost', name: 'A' }, human('B')], '[0].kind: must be "human" or "bot"'],
      [[human('A'), 'B'], '[1]: must be a seat'],
      ['A and B', 'must be a list of seats'],
    ]
    for (const [seats, message] of cases) expect(check(SeatListSchema, seats), JSON.stringify(seats)).toEqual({ ok: false, message })
    expect(check(SeatListSchema, [human('x'.repeat(40)), bot('B', 'hard')])).toEqual({
      ok: true,
      value: [human('x'.repeat(40)), bot('B', 'hard')],
    })
  })

  it('a new game: an edition, seats, and an optional 32-bit seed', () => {
    const seats = [human('A'), bot('B')]
    expect(check(NewGameRequestSchema, { edition: 'classic', seats }).ok).toBe(true)
    expect(check(NewGameRequestSchema, { edition: 'second', seats, seed: 0xffffffff }).ok).toBe(true)
    expect(check(NewGameRequestSchema, { edition: 'third', seats })).toEqual({
      ok: false,
      message: 'edition: must be "second" or "classic"',
    })
    for (const seed of [-1, 2 ** 32, 1.5, '7'])
      expect(check(NewGameRequestSchema, { edition: 'second', seats, seed })).toEqual({
        ok: false,
        message: 'seed: must be a whole number from 0 to 4294967295',
      })
    expect(check(NewGameRequestSchema, { edition: 'second', seats, cheat: 1 })).toEqual({ ok: false, message: 'cheat: unknown field' })
    expect(check(NewGameRequestSchema, null)).toEqual({ ok: false, message: 'must be a new-game request { edition, seats, seed? }' })
  })

  it('settings: the languages, speeds and ranges of limits.ts; a change names the first bad field', () => {
    expect(Object.keys(SettingsSchema.entries)).toEqual([
      'language',
      'animationSpeed',
      'botSpeed',
      'defaultSeats',
      'defaultEdition',
      'confirmTurnEnd',
      'window',
    ])
    expect(check(SettingsPatchSchema, { defaultEdition: 'classic' }).ok).toBe(true)
    expect(check(SettingsPatchSchema, { defaultEdition: 'third' })).toEqual({
      ok: false,
      message: 'defaultEdition: must be "second" or "classic"',
    })
    for (const language of LANGUAGES) expect(check(SettingsPatchSchema, { language }).ok).toBe(true)
    expect(check(SettingsPatchSchema, { language: 'de' })).toEqual({ ok: false, message: 'language: must be one of en, es, pt, fr' })
    for (const botSpeed of BOT_SPEEDS) expect(check(SettingsPatchSchema, { botSpeed }).ok).toBe(true)
    expect(check(SettingsPatchSchema, { botSpeed: 'slow' })).toEqual({
      ok: false,
      message: 'botSpeed: must be one of instant, fast, normal, step',
    })
    expect(check(SettingsPatchSchema, { window: { width: 639, height: 700 } })).toEqual({
      ok: false,
      message: 'window.width: must be a whole number of pixels from 640 to 16384',
    })
    expect(check(SettingsPatchSchema, { theme: 'dark' })).toEqual({ ok: false, message: 'theme: not a setting' })
    expect(check(SettingsPatchSchema, {})).toEqual({ ok: true, value: {} })
  })

  it('a list is not an object whose fields are all optional (valibot reads [] as {}; the session fuzzer found it)', () => {
    expect(check(SettingsPatchSchema, [])).toEqual({ ok: false, message: 'settings must be an object' })
    expect(check(SettingsPatchSchema, [{ language: 'fr' }])).toEqual({ ok: false, message: 'settings must be an object' })
    expect(check(ReplayShowSchema, [])).toEqual({ ok: false, message: 'must be { seq?, seat?, all? }' })
    expect(check(ReplayShowSchema, {})).toEqual({ ok: true, value: {} })
  })

  it('a name needs a visible character: zero-width, format and control characters do not count; it is trimmed', () => {
    for (const name of ['\u200b', '\u0000', '\u200b\u200c\u200d', '\ufeff', '\u2060', '\u00ad', '\u202e', '\u3164', ' \u0301 ', '\u3000'])
      expect(check(SeatListSchema, [human(name), human('B')]), JSON.stringify(name)).toEqual({
        ok: false,
        message: '[0].name: a name needs a visible character',
      })
    for (const name of ['A\u0000', 'Ann\n', 'A\u0007B'])
      expect(check(SeatListSchema, [human(name), human('B')]), JSON.stringify(name)).toEqual({
        ok: false,
        message: '[0].name: a name cannot contain control characters',
      })
    expect(check(SeatListSchema, [human('  Ann '), human('\u00c9lodie'), human('李')])).toEqual({
      ok: true,
      value: [human('Ann'), human('\u00c9lodie'), human('李')],
    })
    expect(check(SeatListSchema, [human(` ${'x'.repeat(40)} `), human('B')]).ok).toBe(true)
  })

  it('a missing field is named as missing, an unknown one as unknown', () => {
    const seats = [human('A'), bot('B')]
    expect(check(NewGameRequestSchema, { seats })).toEqual({ ok: false, message: 'missing field edition' })
    expect(check(SeatListSchema, [{ kind: 'human' }, human('B')])).toEqual({ ok: false, message: '[0]: missing field name' })
    expect(check(SettingsPatchSchema, { window: { width: 800 } })).toEqual({ ok: false, message: 'window: missing field height' })
    expect(check(StatisticsSchema, { version: 1, groups: [], recent: [] })).toEqual({ ok: false, message: 'missing field recorded' })
    expect(check(NewGameRequestSchema, { edition: 'second', seats, cheat: 1 })).toEqual({ ok: false, message: 'cheat: unknown field' })
  })

  it('quotes only a short excerpt of the input it refuses', () => {
    const huge = 'x'.repeat(1_000_000)
    const seats = [human('A'), bot('B')]
    for (const input of [
      { edition: 'second', seats, [huge]: 1 },
      { edition: 'second', seats: [{ kind: 'human', name: 'A', [huge]: 1 }, human('B')] },
    ]) {
      const r = check(NewGameRequestSchema, input)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.message.length).toBeLessThan(200)
    }
    const stats = check(StatisticsSchema, { version: 1, groups: [], recent: [], recorded: [], extra: { [huge]: huge } })
    expect(stats).toEqual({ ok: false, message: 'extra: unknown field' })
  })

  it('the statistics file keeps the names it was written with (the rule before issue 22: not blank)', () => {
    const result = {
      edition: 'second',
      players: 2,
      opponents: 'easy',
      game: 'k',
      finishedAt: '2026-01-01T00:00:00.000Z',
      name: '\u200b',
      score: 1,
      poverty: 0,
      won: true,
      guided: false,
    }
    const stats = { version: 1, groups: [], recent: [result], recorded: [] }
    expect(check(StatisticsSchema, stats)).toEqual({ ok: true, value: stats })
    expect(check(StatisticsSchema, { ...stats, recent: [{ ...result, name: ' ' }] })).toEqual({
      ok: false,
      message: 'recent[0].name: a name cannot be blank',
    })
  })
})
