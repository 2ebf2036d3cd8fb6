import type { Tournament } from '../tournament'
import { entriesOfPlayer } from './entries'
import { isIn } from './state'

/**
 * Why a second live seat may stand without the director's word: the rules let these events overlap.
 * - `flight`: both are start days (flights) of one multi-day event, whose announced rules govern entries across
 *   flights (§5.5 б — checked there, not here).
 * - `satellite`: one is a satellite whose award is a seat in the other (§5.12); a player may play for a ticket to an
 *   event they already sit in, or sit in the satellite when the event starts.
 */
export type OverlapAllowed = 'flight' | 'satellite'

/** Where a player sits now in another tournament of the hall: the tournament, the entry, the table and seat if drawn. */
export interface LiveSeat {
  readonly tournamentId: string
  readonly tournamentName: string
  readonly entryId: string
  readonly number: number | null
  readonly table: number | null
  readonly seat: number | null
  /** Set when the rules allow this overlap; absent for a seat that needs the director's confirmation. */
  readonly allowed?: OverlapAllowed
}

/**
 * A tournament in play: begun (§5.2), not a closed flight (§5.5), and not decided — two or more entries still hold a
 * place (one left is the winner, whose evening there is over).
 */
export function isInPlay(t: Tournament): boolean {
  return t.status === 'started' && t.flights?.closed !== true && t.registration.inCount >= 2
}

/** Why the rules let `a` and `b` overlap for one player, or null when they do not. */
export function overlapAllowed(a: Tournament, b: Tournament): OverlapAllowed | null {
  const fa = a.fields.multiDay
  const fb = b.fields.multiDay
  if (fa?.role === 'flight' && fb?.role === 'flight' && fa.eventId === fb.eventId) return 'flight' // §5.5
  const feeds = (satellite: Tournament, event: Tournament) =>
    satellite.registration.awards.places.some((p) => p.ticketFor === event.id)
  if (feeds(a, b) || feeds(b, a)) return 'satellite' // §5.12
  return null
}

/**
 * Every seat the player holds now in another tournament in play (§6.9, §29.58: one person, one seat — a player
 * cannot sit at two tables at once). A seat is an entry confirmed on site (§6.5) and still in, not bagged at the end of
 * a flight (§5.5, §27.5). Pure: it reads the tournaments it is given.
 */
export function liveSeatsElsewhere(
  tournaments: Iterable<Tournament>,
  target: Tournament,
  playerId: string
): LiveSeat[] {
  const seats: LiveSeat[] = []
  for (const t of tournaments) {
    if (t.id === target.id || !isInPlay(t)) continue
    for (const entry of entriesOfPlayer(t, playerId)) {
      if (!isIn(entry) || entry.status !== 'registered' || t.flights?.bags.has(entry.id)) continue
      const at = t.seating?.room.seatOf.get(entry.id)
      const allowed = overlapAllowed(t, target)
      seats.push({
        tournamentId: t.id,
        tournamentName: t.fields.name,
        entryId: entry.id,
        number: entry.number,
        table: at?.table ?? null,
        seat: at?.seat ?? null,
        ...(allowed ? { allowed } : {})
      })
    }
  }
  return seats
}

/** "Autumn Cup, table 3, seat 5" — how a refusal names the seat (the desk reads it out). */
export function describeLiveSeat(seat: LiveSeat): string {
  return seat.table === null
    ? `${seat.tournamentName} (entry #${seat.number ?? '—'}, no seat drawn yet)`
    : `${seat.tournamentName}, table ${seat.table}, seat ${seat.seat}`
}
