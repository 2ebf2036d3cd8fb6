/* No DOM here, so Node tests import it; the phone's storage is in storage.ts. */
import type { PhoneStanding } from '../../../shared/core/phone/entrants'
import type { PhoneCard, PhoneSeat } from '../../../shared/core/phone/views'

/**
 * What the pushes say: every seat by public name, every player not seated with their public standing, and what the
 * card number typed shows (undefined: not yet heard).
 */
export interface Seen {
  seats: readonly PhoneSeat[]
  entrants?: readonly PhoneStanding[]
  card?: PhoneCard | null
}

/**
 * Who this phone belongs to: a public name as on the hall screen, or the number on a seat card, with the
 * seat last seen, so a move is noticed even after the phone slept. Kept in this phone's own storage only.
 */
export interface Me {
  kind: 'name' | 'card'
  name: string
  card?: number
  /** The seat last shown: a different seat in a later push is a move. */
  last: { table: number; seat: number } | null
  /** A move not yet acknowledged with "Got it". */
  moved: { from: { table: number; seat: number }; to: { table: number; seat: number } } | null
}

export type FindResult =
  | { kind: 'empty' }
  | { kind: 'notDrawn'; name: string }
  | { kind: 'none'; name: string }
  | { kind: 'noCard'; number: number }
  | { kind: 'card'; number: number }
  | { kind: 'found'; me: Me }
  | { kind: 'pick'; name: string; seats: PhoneSeat[] }

/** "12", "#12", "№ 12": the number on a seat card. */
export function cardNumberOf(input: string): number | null {
  const m = /^\s*(?:#|№)?\s*(\d{1,5})\s*$/.exec(input)
  const n = m ? Number(m[1]) : NaN
  return Number.isInteger(n) && n >= 1 ? n : null
}

const fold = (s: string): string => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase()

/**
 * Find a player by what they typed: a card number (asked of the server), else their public name, case-insensitive —
 * on a seat, or not seated (registered before the draw, waiting, out: found with no seat to remember).
 */
export function find(
  input: string,
  seats: readonly PhoneSeat[],
  drawn: boolean,
  entrants: readonly PhoneStanding[] = []
): FindResult {
  if (!input.trim()) return { kind: 'empty' }
  const number = cardNumberOf(input)
  if (number !== null) return { kind: 'card', number }
  const wanted = fold(input)
  const matches = seats.filter((s) => fold(s.name) === wanted)
  if (matches.length === 0) {
    const other = entrants.find((e) => fold(e.name) === wanted)
    if (other) return { kind: 'found', me: { kind: 'name', name: other.name, last: null, moved: null } }
    return drawn ? { kind: 'none', name: input.trim() } : { kind: 'notDrawn', name: input.trim() }
  }
  if (matches.length > 1) return { kind: 'pick', name: matches[0]!.name, seats: matches }
  const seat = matches[0]!
  return { kind: 'found', me: { kind: 'name', name: seat.name, last: seatOf(seat), moved: null } }
}

const seatOf = (s: PhoneSeat): { table: number; seat: number } => ({ table: s.table, seat: s.seat })

const isSeat = (card: PhoneCard | null | undefined): card is PhoneSeat => !!card && 'table' in card

/** This player's seat in a push: by card (the server answers) or by name (the last seat breaks a tie of names). */
export function currentSeat(me: Me, view: Seen): PhoneSeat | null {
  if (me.kind === 'card') return isSeat(view.card) ? view.card : null
  const matches = view.seats.filter((s) => s.name === me.name)
  if (matches.length <= 1) return matches[0] ?? null
  return matches.find((s) => me.last && s.table === me.last.table && s.seat === me.last.seat) ?? matches[0]!
}

/** Where this player stands without a seat in a push (registered, waiting, out), when they have none. */
export function currentStanding(me: Me, view: Seen): PhoneStanding | null {
  if (currentSeat(me, view)) return null
  if (me.kind === 'card') return view.card && !isSeat(view.card) ? view.card : null
  return view.entrants?.find((e) => e.name === me.name) ?? null
}

/**
 * Fold a push into what the phone knows: a seat different from the last one is a move (balancing, a table broken,
 * the final-table redraw: §8.1, §8.5, §9.3) and waits for "Got it". Out (or the winner) forgets the seat and any
 * move not acknowledged: a seat after a re-entry is a new seat, not a move. No seat and no standing keeps the last
 * one.
 */
export function follow(me: Me, view: Seen): Me {
  const now = currentSeat(me, view)
  if (!now) {
    const standing = currentStanding(me, view)
    if (!standing) return me
    const name = me.kind === 'card' ? standing.name : me.name
    const gone = standing.status === 'out' || standing.status === 'winner'
    if (name === me.name && (!gone || (me.last === null && me.moved === null))) return me
    return gone ? { ...me, name, last: null, moved: null } : { ...me, name }
  }
  const name = me.kind === 'card' ? now.name : me.name
  const last = me.last
  if (last && (last.table !== now.table || last.seat !== now.seat))
    return { ...me, name, last: seatOf(now), moved: { from: me.moved?.from ?? last, to: seatOf(now) } }
  if (!last || name !== me.name) return { ...me, name, last: seatOf(now) }
  return me
}
