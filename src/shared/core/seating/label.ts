import type { Tournament } from '../tournament'

/** "3/5": table 3, seat 5 — what the registration desk reads out; null while the entry has no seat. */
export function seatLabel(t: Tournament, entryId: string): string | null {
  const ref = t.seating?.room.seatOf.get(entryId)
  return ref ? `${ref.table}/${ref.seat}` : null
}
