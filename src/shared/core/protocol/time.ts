import type { Language } from '../../i18n'
import { LOCALES } from '../../i18n/format'

/**
 * Times in the printed records (§27.8 "who, when", §27.12 the paper record): the hall's local time with
 * its zone named, e.g. "01.12.2026 19:42 (Europe/Stockholm, UTC+1)". The zone is data — an IANA name the service
 * passes in with the protocol — never read from the platform here: the same document prints the same anywhere.
 */

const checked = new Map<string, string>()

/** The zone if this build's time-zone data knows it, else "UTC" (a record never fails to print over a zone name). */
export function knownZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC'
  let zone = checked.get(timeZone)
  if (zone === undefined) {
    try {
      zone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone
    } catch {
      zone = 'UTC'
    }
    checked.set(timeZone, zone)
  }
  return zone
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** "UTC+1", "UTC+5:30", "UTC-3", "UTC+0": the zone's offset at that moment (summer time included). */
export function utcOffset(ms: number, timeZone: string): string {
  const zone = knownZone(timeZone)
  let format = offsetFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    offsetFormats.set(zone, format)
  }
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /([+-])(\d{2}):?(\d{2})?/.exec(name)
  if (!m) return 'UTC+0'
  const hours = String(Number(m[2]))
  return `UTC${m[1]}${hours}${m[3] && m[3] !== '00' ? `:${m[3]}` : ''}`
}

/** "Europe/Stockholm, UTC+1" — or just "UTC" for UTC itself. */
export function zoneLabel(ms: number, timeZone: string): string {
  const zone = knownZone(timeZone)
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC'
  return `${zone}, ${utcOffset(ms, zone)}`
}

const dateTimeFormats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>()

/** The hall's local date and time in the language: "01.12.2026 19:42" (ru), "01/12/2026 19:42" (en). */
export function localDateTime(ms: number, language: Language, timeZone: string): string {
  const zone = knownZone(timeZone)
  const key = `${language}:${zone}`
  let formats = dateTimeFormats.get(key)
  if (!formats) {
    formats = [
      new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'short', timeZone: zone }),
      new Intl.DateTimeFormat(LOCALES[language], { timeStyle: 'short', timeZone: zone })
    ]
    dateTimeFormats.set(key, formats)
  }
  return `${formats[0].format(ms)} ${formats[1].format(ms)}`
}

/** The same with the zone named: "01.12.2026 19:42 (Europe/Stockholm, UTC+1)". */
export function localDateTimeWithZone(ms: number, language: Language, timeZone: string): string {
  return `${localDateTime(ms, language, timeZone)} (${zoneLabel(ms, timeZone)})`
}

const isoParts = new Map<string, Intl.DateTimeFormat>()

/** For spreadsheets: "2026-12-01 19:42" in the hall's zone (the column header names the zone). */
export function localIso(ms: number, timeZone: string): string {
  const zone = knownZone(timeZone)
  let format = isoParts.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23'
    })
    isoParts.set(zone, format)
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}
