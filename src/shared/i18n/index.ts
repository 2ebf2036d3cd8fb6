import { IntlMessageFormat } from 'intl-messageformat'
import { en, type MessageKey } from './en'
import { ru } from './ru'
import { sv } from './sv'

export type Language = 'en' | 'ru' | 'sv'
export const LANGUAGES: readonly Language[] = ['ru', 'en', 'sv']
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', sv: 'Svenska' }

const dictionaries: Record<Language, Partial<Record<MessageKey, string>>> = { en, ru, sv }

export type Params = Readonly<Record<string, string | number>>

/** ICU locales for plural rules and number formatting inside messages. */
const ICU_LOCALES: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', sv: 'sv-SE' }

/** A message with ICU syntax beyond `{name}`: plural, select, number, date. */
const ICU = /\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date|time)\b/

const compiled = new Map<string, IntlMessageFormat | null>()

function icu(language: Language, key: string, template: string): IntlMessageFormat | null {
  const id = `${language}:${key}`
  let format = compiled.get(id)
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(template, ICU_LOCALES[language], undefined, { ignoreTag: true })
    } catch {
      format = null // a broken message falls back to plain placeholders (the dictionary test reports it)
    }
    compiled.set(id, format)
  }
  return format
}

function fillPlaceholders(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/**
 * Look up a message, falling back to English, and fill it in. Messages are ICU MessageFormat (intl-messageformat):
 * `{name}` placeholders as before, and plural forms by the language's rules where a number decides the words, e.g.
 * `{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}`.
 */
export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  const own = dictionaries[language][key]
  const template = own ?? en[key]
  if (!ICU.test(template)) return fillPlaceholders(template, params)
  const format = icu(own !== undefined ? language : 'en', key, template)
  if (!format) return fillPlaceholders(template, params)
  try {
    return String(format.format(params as Record<string, string | number>))
  } catch {
    return fillPlaceholders(template, params) // a missing parameter shows its name, as plain placeholders do
  }
}

/** Is the message well-formed ICU (tests: every dictionary entry parses)? */
export function isWellFormed(template: string, language: Language): boolean {
  if (!ICU.test(template)) return true
  try {
    new IntlMessageFormat(template, ICU_LOCALES[language], undefined, { ignoreTag: true })
    return true
  } catch {
    return false
  }
}

/** The names of a message's arguments (`{name}`, `{count, plural, …}`), for the dictionary test. */
export function messageArguments(template: string): string[] {
  const names = new Set<string>()
  const walk = (elements: readonly unknown[]): void => {
    for (const element of elements as {
      type: number
      value?: unknown
      options?: Record<string, { value: unknown[] }>
    }[]) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string') names.add(element.value)
      for (const option of Object.values(element.options ?? {})) walk(option.value)
    }
  }
  try {
    walk(new IntlMessageFormat(template, 'en', undefined, { ignoreTag: true }).getAst())
  } catch {
    for (const m of template.matchAll(/\{(\w+)\}/g)) names.add(m[1]!)
  }
  return [...names].sort()
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en
}

export type { MessageKey }
