// The current UI language, reactive: components that call t() re-render when it changes (no restart).
import { format, type Language, type MessageKey, type Params } from './messages'

export const locale = $state<{ current: Language }>({ current: 'en' })

export function setLanguage(lang: Language): void {
  locale.current = lang
  if (typeof document !== 'undefined') document.documentElement.lang = lang
}

/** Translate `key` into the current language. */
export function t(key: MessageKey, params?: Params): string {
  return format(locale.current, key, params)
}
