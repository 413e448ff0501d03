// Words for hints and game reviews in the player's language: who answers them, what a move gains at once, and the
// analyst's estimate of the final margin. Pure (the language is a parameter): unit-tested.
import type { Action, GameOptions } from '../../../src-shared/engine/index'
import { analystLevel } from '../../../src-shared/limits'
import type { Gains, MoveReason } from '../../../src-shared/session'
import { format, type Language, type MessageKey } from '../i18n/messages'

/** The name of the bot whose search answers hints and reviews in this game (Expert or Hard: limits.ts analystLevel). */
export function analystName(lang: Language, options: Pick<GameOptions, 'edition' | 'players'>): string {
  return format(lang, `setup.level.${analystLevel(options.edition, options.players)}`)
}

/** A number with its sign (+3.5, −2, 0), at most one decimal. */
export function signed(lang: Language, n: number): string {
  const rounded = Math.round(n * 10) / 10
  return new Intl.NumberFormat(lang, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(rounded === 0 ? 0 : rounded)
}

/** A chance in [0, 1] as a whole per cent ("63 %" in French). */
export function percent(lang: Language, chance: number): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(chance)
}

/** A positive amount, at most one decimal. */
export function amount(lang: Language, n: number): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(Math.round(Math.abs(n) * 10) / 10)
}

const GAIN_ORDER: readonly (keyof Gains)[] = ['money', 'prestige', 'poverty', 'loans', 'stacks', 'districts', 'hand']

/** What a move changes at once, e.g. "−£3, +1 stack, −2 cards in hand" (null: nothing). */
export function gainsText(lang: Language, g: Gains): string | null {
  const parts = GAIN_ORDER.filter((k) => g[k] !== 0).map((k) =>
    format(lang, `hint.gain.${k}` as MessageKey, { sign: g[k] > 0 ? '+' : '−', n: Math.abs(g[k]) }),
  )
  return parts.length ? parts.join(', ') : null
}

/** The reason of a hint as lines: what it gains now, the estimated final margin, and how it compares. */
export function reasonLines(lang: Language, reason: MoveReason, label: (a: Action) => string): string[] {
  const gains = gainsText(lang, reason.gains)
  const lines = [gains ? format(lang, 'hint.now', { gains }) : format(lang, 'hint.nothingNow')]
  if (reason.margin === null) return [...lines, format(lang, 'hint.only')]
  lines.push(format(lang, 'hint.margin', { margin: signed(lang, reason.margin) }))
  if (reason.next && reason.edge !== null) {
    const move = label(reason.next)
    lines.push(
      reason.edge >= 0.5 ? format(lang, 'hint.edge', { edge: amount(lang, reason.edge), move }) : format(lang, 'hint.close', { move }),
    )
  }
  return lines
}
