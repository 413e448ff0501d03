// Pure i18n helpers (no Svelte): dictionaries, lookup and formatting. Messages are ICU MessageFormat, formatted by
// intl-messageformat (FormatJS): plurals through Intl.PluralRules (`{n, plural, one {# card} other {# cards}}`),
// dates through Intl.DateTimeFormat (`{when, date, medium}`), and `select` for grammar that depends on a value:
// `{who, select, you {…} other {…}}` (the seat at the screen is "you") and `{elide, select, yes {d’} other {de }}`
// (French elision before a vowel). A simple `{name}` is replaced by the value as before.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'
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

export type ParamValue = string | number | Date
export type Params = Readonly<Record<string, ParamValue>>

const compiled = new Map<string, IntlMessageFormat | null>()

/** The compiled message (English if the language lacks it); null when the template does not parse. */
function message(lang: Language, key: MessageKey): { mf: IntlMessageFormat | null; template: string } {
  const template = DICTIONARIES[lang][key] ?? en[key] ?? key
  const id = `${lang}\u0000${key}`
  if (!compiled.has(id)) {
    let mf: IntlMessageFormat | null
    try {
      mf = new IntlMessageFormat(template, lang, undefined, { ignoreTag: true })
    } catch {
      mf = null // shown as its template; i18n.test.ts keeps every message parsable
    }
    compiled.set(id, mf)
  }
  return { mf: compiled.get(id)!, template }
}

/** Persons named by a string value get their grammar companions by default: not "you", elision from the name. */
const PERSON_PREFIX: Readonly<Record<string, string>> = { player: '', name: '', names: '', other: 'other' }
function withCompanions<T>(params: Readonly<Record<string, T | ParamValue>>): Record<string, T | ParamValue> {
  const out: Record<string, T | ParamValue> = {}
  for (const [key, prefix] of Object.entries(PERSON_PREFIX)) {
    const v = params[key]
    if (typeof v === 'string') Object.assign(out, person(v, false, prefix))
  }
  return Object.assign(out, params)
}

/** The message in `lang` (English if missing), formatted with `params`. A broken template or value shows the template. */
export function format(lang: Language, key: MessageKey, params: Params = {}): string {
  const { mf, template } = message(lang, key)
  if (!mf) return template
  try {
    return String(mf.format(withCompanions(params) as Record<string, PrimitiveType>))
  } catch {
    return template
  }
}

/** A message split around its rich values, for rich rendering (card previews in the log). */
export type Part<T> = { readonly text: string } | { readonly value: T }

export function formatParts<T>(
  lang: Language,
  key: MessageKey,
  params: Readonly<Record<string, T | ParamValue>>,
  isRich: (v: unknown) => v is T,
): Part<T>[] {
  const { mf, template } = message(lang, key)
  if (!mf) return [{ text: template }]
  let parts
  try {
    parts = mf.formatToParts<T>(withCompanions(params) as Record<string, PrimitiveType | T>)
  } catch {
    return [{ text: template }]
  }
  const out: Part<T>[] = []
  for (const p of parts) {
    const v: unknown = p.value
    if (isRich(v)) out.push({ value: v })
    else {
      const text = String(v)
      const last = out[out.length - 1]
      // adjacent literal pieces read as one text part
      if (last && 'text' in last) out[out.length - 1] = { text: last.text + text }
      else if (text !== '') out.push({ text })
    }
  }
  return out
}

/** Whether French (and only French here) elides "de" before this name: d’Alice, d’Hugo, de Bob. */
export function elides(name: string): boolean {
  return /^[aeiouyhàâäéèêëîïôöûüœæ]/i.test(name.trim())
}

/**
 * The grammar companions of a person named in a message: `who` ('you' for the seat at the screen) and `elide`
 * ('yes' when French writes d’ before the name). `prefix` names them for a second person (`otherWho`…).
 */
export function person(name: string, you: boolean, prefix = ''): Record<string, string> {
  const k = (s: string) => (prefix ? prefix + s[0]!.toUpperCase() + s.slice(1) : s)
  return { [k('who')]: you ? 'you' : 'other', [k('elide')]: elides(name) ? 'yes' : 'no' }
}

/** Names joined as the language does ("Ada, Bob and Cy"; "Ada, Bob et Cy"). */
export function joinNames(lang: Language, names: readonly string[]): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names)
}
