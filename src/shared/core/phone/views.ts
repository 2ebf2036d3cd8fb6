import { seatingList } from '../seating/views'
import type { FloorState } from '../state'
import type { LevelSource } from '../registration/levels'
import { clockNotStarted } from '../registration/levels'
import { publicDisplay, type PublicDisplay, type PublicDisplayParts } from '../views'

/** One seated player as the phone page sees it: the public name and the seat (§27.11), nothing else. */
export interface PhoneSeat {
  name: string
  table: number
  seat: number
}

/**
 * What a player's own phone receives (issue 16, §12.13): the hall display's public view, every seat by public name
 * (so a player finds themself), and — when the phone names the number on its seat card — that entry's seat.
 * No stacks of anyone, no odds, no hand information (§12.11), no entry ids or numbers in the list, no internal data.
 */
export interface PhoneView {
  display: PublicDisplay
  seats: PhoneSeat[]
  /** The seat of the entry whose card number the phone asked for; null when that number has no seat. */
  card: PhoneSeat | null
}

export function phoneView(
  state: FloorState,
  tournamentId: string,
  now = 0,
  levelOf: LevelSource = clockNotStarted,
  parts: PublicDisplayParts = {},
  cardNumber?: number
): PhoneView {
  const t = state.tournaments.get(tournamentId)
  const display = publicDisplay(state, tournamentId, now, levelOf, parts) // an unknown id: the empty view, never another tournament
  if (!t?.seating?.drawn) return { display, seats: [], card: null }
  const rows = seatingList(state, tournamentId)
  const found = cardNumber === undefined ? undefined : rows.find((r) => r.number === cardNumber)
  return {
    display,
    seats: rows.map((r) => ({ name: r.name, table: r.table, seat: r.seat })),
    card: found ? { name: found.name, table: found.table, seat: found.seat } : null
  }
}
