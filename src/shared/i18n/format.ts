import type { Language } from './index'

/**
 * Numbers, dates and times in the language chosen in the app, never the operating system's. English
 * uses British conventions (24-hour clock, day before month) as a hall in Europe reads them.
 */
export const LOCALES: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', sv: 'sv-SE' }

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined
  if (!f) {
    f = make()
    cache.set(key, f)
  }
  return f
}

export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  const key = `n:${language}:${JSON.stringify(options)}`
  return cached(key, () => new Intl.NumberFormat(LOCALES[language], options)).format(value)
}

function dateTime(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d:${language}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(LOCALES[language], options))
}

/** "28.11.2026, 19:30:06" / "28/11/2026, 19:30:06"; `timeZone` names the hall's zone where the reader may be elsewhere. */
export function formatDateTime(ms: number, language: Language, timeZone?: string, seconds = true): string {
  return dateTime(language, {
    dateStyle: 'short',
    timeStyle: seconds ? 'medium' : 'short',
    ...(timeZone ? { timeZone } : {})
  }).format(ms)
}

export function formatTime(ms: number, language: Language, timeZone?: string, seconds = false): string {
  return dateTime(language, { timeStyle: seconds ? 'medium' : 'short', ...(timeZone ? { timeZone } : {}) }).format(ms)
}

export function formatDate(ms: number, language: Language, timeZone?: string): string {
  return dateTime(language, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(ms)
}

/**
 * A calendar date recorded as YYYY-MM-DD, shown in the language (no time zone shift: it is a date, not a moment):
 * "28 Nov 2026" / "28 нояб. 2026 г." / "28 nov. 2026"; `long` spells the month out, as a hall screen reads it from
 * afar: "28 November 2026" / "28 ноября 2026 г." / "28 november 2026".
 */
export function formatIsoDate(iso: string, language: Language, style: 'medium' | 'long' = 'medium'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!m) return iso
  return dateTime(language, { dateStyle: style, timeZone: 'UTC' }).format(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!))
}

/** The zone's short name at a moment, e.g. "GMT+3" or "CET", for printed records. */
export function zoneName(ms: number, language: Language, timeZone?: string): string {
  const parts = dateTime(language, { timeZoneName: 'short', ...(timeZone ? { timeZone } : {}) }).formatToParts(ms)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? ''
}
