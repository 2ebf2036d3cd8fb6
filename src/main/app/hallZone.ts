/**
 * The hall's time zone, an IANA name ("Europe/Stockholm"), handed to the pure core as data with each protocol (§27.8:
 * every time in the hall's local time, its zone named). The director sets it for the installation (`hall.timeZone`
 * in the settings: the admin's protocol section, or `npm run serve -- --time-zone Europe/Stockholm`); unset, it is
 * the zone of the computer the floor runs on. A hall server in a rack or a container often runs on UTC though the
 * hall does not — hence the setting.
 */
export const HALL_ZONE_SETTING = 'hall.timeZone'

/** The settings the zone is kept in (the installation's `SettingsStore`). */
export interface ZoneSettings {
  get<T>(key: string): T | undefined
}

/**
 * What the time-zone data answered, kept: a formatter costs some 50 µs to build, and the views ask for the hall's zone
 * and date at every command (the phones', the displays' and the dashboard's views). A name's answer never changes
 * while the process runs; the computer's zone only with the process's TZ, which is part of the key.
 */
const zones = new Map<string, string | null>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const KEPT_ZONES = 64

function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
  if (cache.has(key)) return cache.get(key)!
  const value = make()
  if (cache.size >= KEPT_ZONES) cache.clear()
  cache.set(key, value)
  return value
}

/** The zone of the computer the floor runs on (its TZ), or UTC. */
export function machineTimeZone(): string {
  return remembered(
    zones,
    `machine:${process.env.TZ ?? ''}`,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  )!
}

/** The zone's canonical IANA name if this build's time-zone data knows it, else null. */
export function validTimeZone(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '' || name.length > 64) return null
  return remembered(zones, `name:${name.trim()}`, () => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: name.trim() }).resolvedOptions().timeZone
    } catch {
      return null
    }
  })
}

/** The hall's zone: the one the director set, else the computer's. */
export function hallTimeZone(settings?: ZoneSettings): string {
  return validTimeZone(settings?.get<string>(HALL_ZONE_SETTING)) ?? machineTimeZone()
}

/** The hall's date at `now` (YYYY-MM-DD in `zone`): what "today" means on the hall's boards. */
export function hallDate(now: number, zone: string): string {
  try {
    return remembered(
      dateFormats,
      zone,
      () => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    )
      .format(now)
      .replace(/[^\d-]/g, '')
  } catch {
    return new Date(now).toISOString().slice(0, 10)
  }
}
