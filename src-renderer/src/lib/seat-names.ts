// Default seat names ("Player 1", "Bot 2") in the chosen language. A name still equal to a default of any
// language (or to "You", the first seat's name in the stored default settings) follows the language; a name a
// player typed stays as typed.
import { DICTIONARIES, LANGUAGES, format, type Language } from '../i18n/messages'

function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '(\\d+)')
  return new RegExp(`^${escaped}$`)
}

const KINDS = ['setup.defaultName', 'setup.botName'] as const

/** `name` in `lang` when it is a default name (seat `index`, 0-based), else `name` unchanged. */
export function defaultSeatName(name: string, index: number, lang: Language): string {
  const trimmed = name.trim()
  for (const l of LANGUAGES) {
    if (trimmed === DICTIONARIES[l]['table.you']) return format(lang, 'setup.defaultName', { n: index + 1 })
    for (const key of KINDS) {
      const m = pattern(DICTIONARIES[l][key]).exec(trimmed)
      if (m) return format(lang, key, { n: Number(m[1]) })
    }
  }
  return name
}
