// Pure i18n helpers (no Svelte): dictionaries, lookup and placeholder formatting.
import { en, type Dictionary, type MessageKey } from './en'
import { es } from './es'
import { fr } from './fr'
import { pt } from './pt'

export type { MessageKey, Dictionary }
// the one list of languages (also what the settings accept)
export { LANGUAGES, type Language } from '../../../src-shared/limits'
import type { Language } from '../../../src-shared/limits'
/** Each language's own name, shown in the language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', pt: 'Português', fr: 'Français' }

export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { en, es, pt, fr }

export type Params = Readonly<Record<string, string | number>>

/** The message in `lang` (English if missing), with {placeholders} replaced. */
export function format(lang: Language, key: MessageKey, params: Params = {}): string {
  const template = DICTIONARIES[lang][key] ?? en[key] ?? key
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
}

/** A message split around its placeholders, for rich rendering (card previews in the log). */
export type Part<T> = { readonly text: string } | { readonly value: T }

export function formatParts<T>(
  lang: Language,
  key: MessageKey,
  params: Readonly<Record<string, T | string | number>>,
  isRich: (v: unknown) => v is T,
): Part<T>[] {
  const template = DICTIONARIES[lang][key] ?? en[key] ?? key
  const out: Part<T>[] = []
  let last = 0
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    const name = m[1]!
    if (!(name in params)) continue
    if (m.index! > last) out.push({ text: template.slice(last, m.index) })
    const v = params[name]!
    out.push(isRich(v) ? { value: v } : { text: String(v) })
    last = m.index! + m[0].length
  }
  if (last < template.length) out.push({ text: template.slice(last) })
  return out
}
