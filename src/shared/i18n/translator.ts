import { IntlMessageFormat } from 'intl-messageformat'

/**
 * The one translator of every surface: the admin (all dictionaries, `./index.ts`) and the hall display and the phone
 * page (their own small set, `renderer/src/apps/hall/hallT.ts`) fill their messages here, with the same ICU library.
 * This module imports no dictionary, so a bundle carries only the dictionaries it passes in.
 */
export type Language = 'en' | 'ru' | 'sv'
export const LANGUAGES: readonly Language[] = ['ru', 'en', 'sv']

export type Params = Readonly<Record<string, string | number>>

/** ICU locales for plural rules and number formatting inside messages. */
const ICU_LOCALES: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', sv: 'sv-SE' }

/** A message with ICU syntax beyond `{name}`: plural, select, number, date. */
const ICU = /\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date|time)\b/

function fillPlaceholders(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole
  )
}

function compile(template: string, language: Language): IntlMessageFormat {
  return new IntlMessageFormat(template, ICU_LOCALES[language], undefined, { ignoreTag: true })
}

/** English is complete; the other languages may lack a text (it then falls back to English). */
export interface Dictionaries<K extends string> {
  en: Readonly<Record<K, string>>
  ru: Readonly<Partial<Record<K, string>>>
  sv: Readonly<Partial<Record<K, string>>>
}

export type Translate<K extends string> = (language: Language, key: K, params?: Params) => string

/**
 * Look up a message, falling back to English, and fill it in. Messages are ICU MessageFormat (intl-messageformat):
 * `{name}` placeholders, and plural forms by the language's rules where a number decides the words, e.g.
 * `{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}`. A plain message is filled
 * without parsing; an ICU one is compiled once per language and key.
 */
export function translator<K extends string>(dictionaries: Dictionaries<K>): Translate<K> {
  const compiled = new Map<string, IntlMessageFormat | null>()
  const icu = (language: Language, key: K, template: string): IntlMessageFormat | null => {
    const id = `${language}:${key}`
    let format = compiled.get(id)
    if (format === undefined) {
      try {
        format = compile(template, language)
      } catch {
        format = null // a broken message falls back to plain placeholders (the dictionary test reports it)
      }
      compiled.set(id, format)
    }
    return format
  }
  // Own keys only: a key that is not a message (`constructor`, `toString`) is never found on Object.prototype.
  const lookup = (dictionary: Readonly<Partial<Record<K, string>>>, key: K): string | undefined =>
    Object.hasOwn(dictionary, key) ? dictionary[key] : undefined
  return (language, key, params = {}) => {
    const own = lookup(dictionaries[language], key)
    const template = own ?? lookup(dictionaries.en, key) ?? key
    if (!ICU.test(template)) return fillPlaceholders(template, params)
    const format = icu(own !== undefined ? language : 'en', key, template)
    if (!format) return fillPlaceholders(template, params)
    try {
      return String(format.format(params as Record<string, string | number>))
    } catch {
      return fillPlaceholders(template, params) // a missing parameter shows its name, as plain placeholders do
    }
  }
}

/** Is the message well-formed ICU (tests: every dictionary entry parses)? */
export function isWellFormed(template: string, language: Language): boolean {
  if (!ICU.test(template)) return true
  try {
    compile(template, language)
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
    walk(compile(template, 'en').getAst())
  } catch {
    for (const m of template.matchAll(/\{(\w+)\}/g)) names.add(m[1]!)
  }
  return [...names].sort()
}
