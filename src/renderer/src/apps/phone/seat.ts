/* No DOM here, so Node tests import it; the phone's storage is in storage.ts. */
import type { PhoneStanding, PhoneCard, PhoneSeat } from '../../../../shared/core/phone'
import type { PublicSeating, SeatMark } from '../../../../shared/core/seating'

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
  /** Several players whose names match what was typed: the player chooses theirs (a seat, if they have one). */
  | { kind: 'choose'; name: string; options: { name: string; seat: PhoneSeat | null }[] }
  /** More players match than a phone can list: type more of the name. */
  | { kind: 'many'; name: string; count: number }

/** At most this many names are offered to choose from; more ask for more of the name. */
export const MAX_CHOICES = 8

/** "12", "#12", "№ 12": the number on a seat card. */
export function cardNumberOf(input: string): number | null {
  const m = /^\s*(?:#|№)?\s*(\d{1,5})\s*$/.exec(input)
  const n = m ? Number(m[1]) : NaN
  return Number.isInteger(n) && n >= 1 ? n : null
}

/**
 * A name as it is compared: case, accents and marks set aside (é → e, å → a, ё → е, й → и), spaces collapsed, in
 * every script (Latin, Cyrillic…). The public name shown stays as the desk wrote it.
 */
const fold = (s: string): string =>
  s.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase()

/** The words of a folded name (a hyphen or an apostrophe also starts a word: "Anna-Maria", "O'Neil"). */
const wordsOf = (folded: string): string[] => folded.split(/[\s\-‐'’.]+/u).filter(Boolean)

/** Every word typed begins a different word of the name, in any order: "dmitry" and "petr dmi" find "Dmitry Petrov". */
function matchesPart(typed: readonly string[], name: string): boolean {
  const words = wordsOf(fold(name))
  const used = new Set<number>()
  return typed.every((part) => {
    const i = words.findIndex((w, k) => !used.has(k) && w.startsWith(part))
    if (i < 0) return false
    used.add(i)
    return true
  })
}

/**
 * Find a player by what they typed: a card number (asked of the server), else their public name — the whole name,
 * or part of it (the first letters of its words: "Dmitry" finds "Dmitry Petrov") — case- and accent-insensitive; on
 * a seat, or not seated (registered before the draw, waiting, out: found with no seat to remember). A whole name
 * shared by several seats asks which seat; part of a name that several players share asks which player.
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
    return byPart(input.trim(), wordsOf(wanted), seats, entrants, drawn)
  }
  if (matches.length > 1) return { kind: 'pick', name: matches[0]!.name, seats: matches }
  const seat = matches[0]!
  return { kind: 'found', me: { kind: 'name', name: seat.name, last: seatOf(seat), moved: null } }
}

const seatOf = (s: PhoneSeat): { table: number; seat: number } => ({ table: s.table, seat: s.seat })

/** No whole name matched: the players whose names begin with the words typed. */
function byPart(
  name: string,
  typed: readonly string[],
  seats: readonly PhoneSeat[],
  entrants: readonly PhoneStanding[],
  drawn: boolean
): FindResult {
  const options: { name: string; seat: PhoneSeat | null }[] = []
  const names = new Set<string>()
  for (const s of seats)
    if (matchesPart(typed, s.name)) {
      options.push({ name: s.name, seat: s })
      names.add(s.name)
    }
  for (const e of entrants)
    if (!names.has(e.name) && matchesPart(typed, e.name)) {
      options.push({ name: e.name, seat: null })
      names.add(e.name)
    }
  if (options.length === 0) return drawn ? { kind: 'none', name } : { kind: 'notDrawn', name }
  if (names.size === 1) {
    const only = options[0]!
    if (options.length > 1) return { kind: 'pick', name: only.name, seats: options.map((o) => o.seat!) }
    return { kind: 'found', me: { kind: 'name', name: only.name, last: only.seat && seatOf(only.seat), moved: null } }
  }
  if (options.length > MAX_CHOICES) return { kind: 'many', name, count: options.length }
  options.sort((a, b) => a.name.localeCompare(b.name))
  return { kind: 'choose', name, options }
}

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

/**
 * The player's part in the next hand when they sit at the final table and the floor records the button: "D · SB"
 * heads-up (§21.6), "D", "SB" or "BB" at a fuller table; null otherwise (the hall display marks the same seats).
 */
export function seatMarks(
  finalTable: PublicSeating['finalTable'] | undefined,
  seat: { table: number; seat: number } | null
): SeatMark[] | null {
  if (!finalTable || !seat || finalTable.table !== seat.table) return null
  const marks = finalTable.seats.find((s) => s.seat === seat.seat)?.marks
  return marks && marks.length > 0 ? marks : null
}

/**
 * A table as the phone names it: the number the floor calls out, with the hall's name of the table beside it where
 * it has one — "3 (Window)", as the hall display's seat changes and the printed seat cards write it (§8.1, §8.5).
 */
export function tableLabel(table: number, names: Readonly<Record<string, string>> | undefined): string {
  const name = names?.[table]
  return name ? `${table} (${name})` : String(table)
}
