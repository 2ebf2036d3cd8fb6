/** "HH:MM" today (the hall's local date) as epoch ms, or null for an empty or malformed time. */
export function todayAt(time: string, now: number): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!m) return null
  const d = new Date(now)
  d.setHours(Number(m[1]), Number(m[2]), 0, 0)
  return d.getTime()
}

export interface AfterTheFactValue {
  open: boolean
  time: string
}

/**
 * The last HH:MM at or before `now`: a time still to come today is yesterday's — an evening that went past midnight,
 * its paper sheet entered at 00:20 for a bust at 23:40 (§26.14). A mistyped time is then before the event started,
 * and the core refuses it with that message.
 */
export function lastAt(time: string, now: number): number | null {
  const at = todayAt(time, now)
  if (at === null || at <= now) return at
  const d = new Date(at)
  d.setDate(d.getDate() - 1)
  return d.getTime()
}

/** §26.14: the moment a record entered after the fact happened, or undefined for a record made now. */
export function occurredAtOf(value: AfterTheFactValue, now: number): number | undefined {
  if (!value.open) return undefined
  return lastAt(value.time, now) ?? undefined
}
