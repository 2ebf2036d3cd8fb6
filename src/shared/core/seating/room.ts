/**
 * The room as the seating engine sees it: numbered tables with seats, who sits where, and counts kept up to date
 * so a proposal never rescans the whole floor (10,000 entries on 1,112 tables, RULES §4).
 *
 * The Room belongs to the fold: `evolve` changes it through the primitives below (seatAt, unseat, closeTable…).
 * Proposal functions never write it: a "what if" runs the same primitives on `forkRoom(room)`, a copy of just what
 * the steps change (STYLE.md: decide reads, never writes). Every write to a table goes through `writableTable`.
 */

import { isUnbalanced } from './balancing/threshold'
import { copyOnWriteOf, CopyOnWriteMap, overlayOf, overlaySetOf, type WritableMap, type WritableSet } from './overlay'

export interface SeatRef {
  readonly table: number
  readonly seat: number
}

/** A seat held for a player who needs it on objective grounds, with the reason recorded (§8.2). */
export interface Reservation {
  readonly reason: string
  /** The entry the seat is held for, when known. */
  readonly entryId: string | null
}

/** A table as everyone reads it; only the primitives below change it (through `writableTable`). */
export interface Table {
  readonly number: number
  /** Seats at the table, numbered 1..seatCount (2–12; OFC 2–3, BFSP §4.2). */
  readonly seatCount: number
  /** Occupant of each seat; index = seat − 1. */
  readonly occupant: readonly (string | null)[]
  readonly unavailable: ReadonlySet<number>
  readonly reserved: ReadonlyMap<number, Reservation>
  /** Players seated now. */
  readonly count: number
  /** The button for the next hand, when the floor tracks it (BFSP §5.3.1); null = not tracked or unknown. */
  readonly button: number | null
  /** When the button was last recorded (the room's `stamp` then); null = never (`buttons.ts`). */
  readonly buttonStamp: number | null
  /**
   * The clock's level in which the floor recorded this button (BFSP §5.3: it is remembered as recorded for the rest
   * of that level, `buttons.ts`); null for a button from a draw, or one recorded before the clock started.
   */
  readonly buttonLevel: number | null
  /** When the players at this table last changed (a seat taken or freed): a button recorded before is stale. */
  readonly changedStamp: number
  readonly open: boolean
  /** Seats above this number are out of play (a 10-seat table playing 9-max before and at the final, BFSP §3.1). */
  readonly maxSeat: number
  /** Seats the draw may fill (usable seats), cached: it changes only with the table's configuration. */
  readonly cap: number
}

/** The same table for the primitives that change it. */
type MutableTable = { -readonly [K in keyof Table]: Table[K] } & { occupant: (string | null)[] }

/** §8.4 a)–г): how the player to move is chosen. */
export type PlayerMethod = 'big-blind-next' | 'worst-position' | 'random' | 'by-seat' | 'operator'
/** BFSP §3.1 (closest to / onto the big blind) or TDA Rule 11 (worst position). */
export type SeatMethod = 'big-blind' | 'worst-position'

export interface SeatingRules {
  /** BFSP §3.1: table sizes differ by at most one; two by the chief judge's decision. */
  readonly tolerance: 1 | 2
  readonly playerMethod: PlayerMethod
  readonly seatMethod: SeatMethod
  /** §9.3: players at the final table (usually 9 or 10). */
  readonly finalTableSize: number
  /** §9.4: seats at the final table are redrawn when announced. */
  readonly finalRedraw: boolean
  /** BFSP §3.1: in 10-max events the pre-final and final tables play 9-max when the event says so. */
  readonly shortHandedFinal: boolean
  /** BFSP §3.2: each table plays down to one winner; no balancing. */
  readonly format: 'standard' | 'olympic'
}

export const DEFAULT_RULES: SeatingRules = {
  tolerance: 1,
  playerMethod: 'big-blind-next',
  seatMethod: 'big-blind',
  finalTableSize: 9,
  finalRedraw: true,
  shortHandedFinal: false,
  format: 'standard'
}

export interface TableSpec {
  readonly number: number
  readonly seats: number
  readonly unavailable?: readonly number[]
  readonly reserved?: readonly { seat: number; reason: string; entryId?: string | null }[]
}

export interface Room {
  readonly tables: WritableMap<number, Table>
  /** §9.1, §9.2: the order in which tables close; the first closes first. Every table appears once. */
  readonly closingOrder: number[]
  readonly closingRank: WritableMap<number, number>
  readonly seatOf: WritableMap<string, SeatRef>
  /** Moves per player (a move counter, so the same player is not moved twice when the rule leaves a choice). */
  readonly moves: WritableMap<string, number>
  rules: SeatingRules
  /** Open tables by number of players seated: byCount[n] = tables with n players (changed by `recount` only). */
  readonly byCount: readonly WritableSet<number>[]
  /** §8.14: hand-for-hand in progress — ask before moving. */
  handForHand: boolean
  /** Whether the floor tracks the dealer button at all. */
  trackButtons: boolean
  /**
   * The game has no dealer button and no blinds (Seven Card Stud, Razz: the bring-in is set by the cards,
   * BFSP §5.4.3). Never a button, so no blind markers, no button asks, late and moved players take any free seat.
   * Kept by the fold from the tournament's discipline (`gameHasNoButton`).
   */
  buttonless: boolean
  /**
   * A start day (flight) of a multi-day event (§5.5): its play ends by bagging the stacks of those still in for
   * Day 2, never at a final table — no final-table redraw (§9.3, §9.4), no 9-max pre-final (BFSP §3.1); tables
   * still break and balance as in any event (§8.3, §9.1). Kept by the fold from the tournament's multi-day role.
   */
  endsByBagging: boolean
  /** Sum of `cap` over open tables. */
  openCapacity: number
  openTableCount: number
  /**
   * Every table before this index of the closing order is closed (kept by openTable/closeTable), so the next table
   * to close is found without walking past the closed ones.
   */
  firstOpen: number
  /** §8.2: the seat held for each entry that has one (kept with the tables, so nobody scans the room for it). */
  readonly reservedFor: WritableMap<string, SeatRef>
  /**
   * A counter of the room's changes (a seat taken or freed, a button recorded), so "recorded after" is
   * exact within one transaction. Kept by the primitives below; the fold and a decide-time fork count alike.
   */
  stamp: number
  /** The `stamp` at which the tables last became unbalanced (a balancing move became due); null while balanced. */
  dueSince: number | null
}

export const MAX_SEATS = 12

export function createRoom(
  specs: readonly TableSpec[],
  closingOrder: readonly number[],
  rules: SeatingRules = DEFAULT_RULES,
  trackButtons = false
): Room {
  const tables = new Map<number, Table>()
  for (const spec of specs) {
    tables.set(spec.number, {
      number: spec.number,
      seatCount: spec.seats,
      occupant: new Array<string | null>(spec.seats).fill(null),
      unavailable: new Set(spec.unavailable ?? []),
      reserved: new Map((spec.reserved ?? []).map((r) => [r.seat, { reason: r.reason, entryId: r.entryId ?? null }])),
      count: 0,
      button: null,
      buttonStamp: null,
      buttonLevel: null,
      changedStamp: 0,
      open: false,
      maxSeat: spec.seats,
      cap: 0
    })
    const table = tables.get(spec.number)! as MutableTable
    table.cap = usableSeats(table)
  }
  const byCount: Set<number>[] = []
  for (let i = 0; i <= MAX_SEATS; i += 1) byCount.push(new Set())
  return {
    tables,
    closingOrder: [...closingOrder],
    closingRank: new Map(closingOrder.map((n, i) => [n, i])),
    seatOf: new Map(),
    moves: new Map(),
    rules,
    byCount,
    handForHand: false,
    trackButtons,
    buttonless: false,
    endsByBagging: false,
    openCapacity: 0,
    openTableCount: 0,
    firstOpen: 0,
    stamp: 0,
    dueSince: null,
    reservedFor: new Map(
      specs.flatMap((spec) =>
        (spec.reserved ?? []).flatMap((r) =>
          r.entryId && r.seat <= spec.seats && !(spec.unavailable ?? []).includes(r.seat)
            ? [[r.entryId, { table: spec.number, seat: r.seat }] as const]
            : []
        )
      )
    )
  }
}

/**
 * A seat a player may be given by the draw: in play, not unavailable, not reserved for someone else (§8.2).
 * `maxSeat`: the table's maximum as a proposal will set it (a final table brought back to its size, §9.3).
 */
export function isUsableSeat(
  table: Table,
  seat: number,
  entryId: string | null = null,
  maxSeat = table.maxSeat
): boolean {
  if (seat < 1 || seat > Math.min(maxSeat, table.seatCount) || table.unavailable.has(seat)) return false
  const reservation = table.reserved.get(seat)
  return !reservation || (reservation.entryId !== null && reservation.entryId === entryId)
}

/** Seats the draw may fill at this table (reserved seats excluded). */
export function usableSeats(table: Table): number {
  let n = 0
  for (let s = 1; s <= table.maxSeat; s += 1) if (isUsableSeat(table, s)) n += 1
  return n
}

export function openTables(room: Room): Table[] {
  const result: Table[] = []
  for (const t of room.tables.values()) if (t.open) result.push(t)
  return result
}

export function seatedCount(room: Room): number {
  return room.seatOf.size
}

export function openTable(room: Room, number: number): void {
  const table = writableTable(room, number)
  if (table.open) return
  table.open = true
  room.byCount[table.count]!.add(number)
  room.openCapacity += table.cap
  room.openTableCount += 1
  room.firstOpen = Math.min(room.firstOpen, room.closingRank.get(number) ?? 0)
}

export function closeTable(room: Room, number: number): void {
  const table = writableTable(room, number)
  if (!table.open) return
  if (table.count > 0) throw new Error(`Table ${number} still has players`)
  table.open = false
  table.button = null
  table.buttonStamp = null
  table.buttonLevel = null
  room.byCount[0]!.delete(number)
  room.openCapacity -= table.cap
  room.openTableCount -= 1
  while (room.firstOpen < room.closingOrder.length && !room.tables.get(room.closingOrder[room.firstOpen]!)!.open)
    room.firstOpen += 1
}

export function seatAt(room: Room, entryId: string, ref: SeatRef): void {
  const table = writableTable(room, ref.table)
  if (room.seatOf.has(entryId)) throw new Error(`${entryId} is already seated`)
  if (table.occupant[ref.seat - 1] !== null) throw new Error(`Seat ${ref.table}/${ref.seat} is taken`)
  if (!table.open) openTable(room, ref.table)
  table.occupant[ref.seat - 1] = entryId
  room.seatOf.set(entryId, { table: ref.table, seat: ref.seat })
  recount(room, table, table.count + 1)
}

export function unseat(room: Room, entryId: string): SeatRef | null {
  const ref = room.seatOf.get(entryId)
  if (!ref) return null
  const table = writableTable(room, ref.table)
  table.occupant[ref.seat - 1] = null
  room.seatOf.delete(entryId)
  recount(room, table, table.count - 1)
  return ref
}

/** A move keeps the whole stack (§8.6); the counter feeds "prefer not to move the same player twice". */
export function moveTo(room: Room, entryId: string, to: SeatRef, countAsMove = true): void {
  unseat(room, entryId)
  seatAt(room, entryId, to)
  if (countAsMove) room.moves.set(entryId, (room.moves.get(entryId) ?? 0) + 1)
}

export function mustTable(room: Room, number: number): Table {
  const table = room.tables.get(number)
  if (!table) throw new Error(`No table ${number}`)
  return table
}

/**
 * The table to change: the table itself in the fold's room; on a fork, the fork's own copy (made at the first write,
 * so the room it was forked from is never written). A Table read before a write must be read again after it.
 * Only this module writes tables: everyone else sees them read-only (the type says so).
 */
function writableTable(room: Room, number: number): MutableTable {
  const table = room.tables instanceof CopyOnWriteMap ? room.tables.writable(number) : room.tables.get(number)
  if (!table) throw new Error(`No table ${number}`)
  return table as MutableTable
}

/**
 * The floor sets the button (or it is moved on a fork for a what-if); the record makes it current. `level`: the
 * clock's level the floor recorded it in (null for a draw's button, or before the clock started).
 */
export function setButton(room: Room, number: number, seat: number | null, level: number | null = null): void {
  const table = writableTable(room, number)
  table.button = seat
  room.stamp += 1
  table.buttonStamp = seat === null ? null : room.stamp
  table.buttonLevel = seat === null ? null : level
}

function recount(room: Room, table: MutableTable, next: number): void {
  if (table.open) {
    room.byCount[table.count]!.delete(table.number)
    room.byCount[next]!.add(table.number)
  }
  table.count = next
  // The players here changed (a hand has ended), so a button recorded before is no longer current.
  room.stamp += 1
  table.changedStamp = room.stamp
  noteBalance(room)
}

/**
 * Keep `dueSince`: the moment the tables became unbalanced (a balancing move became due, by the one threshold in
 * `balancing/threshold.ts`), cleared once they are balanced. A button recorded before it is asked again before a
 * balancing move (§8.4, BFSP §3.1).
 */
export function noteBalance(room: Room): void {
  if (!isUnbalanced(room)) room.dueSince = null
  else if (room.dueSince === null) room.dueSince = room.stamp
}

/** Tables added during play (overflow of late registration): they close first (§9.1), in the order given. */
export function addTables(room: Room, specs: readonly TableSpec[]): void {
  const fresh = createRoom(
    specs,
    specs.map((s) => s.number),
    room.rules
  )
  for (const [n, t] of fresh.tables) room.tables.set(n, t)
  for (const [entryId, ref] of fresh.reservedFor) room.reservedFor.set(entryId, ref)
  room.closingOrder.unshift(...specs.map((s) => s.number))
  room.closingOrder.forEach((n, i) => room.closingRank.set(n, i))
  room.firstOpen = 0
  while (room.firstOpen < room.closingOrder.length && !room.tables.get(room.closingOrder[room.firstOpen]!)!.open)
    room.firstOpen += 1
}

/** Seats above `maxSeat` leave play (9-max before and at the final in a 10-max event, BFSP §3.1). */
export function setMaxSeat(room: Room, number: number, maxSeat: number): void {
  const table = writableTable(room, number)
  if (table.open) room.openCapacity -= table.cap
  table.maxSeat = Math.min(maxSeat, table.seatCount)
  table.cap = usableSeats(table)
  if (table.open) room.openCapacity += table.cap
}

/**
 * A private copy of the room for a "what if": the same primitives (seatAt, moveTo, closeTable…) run on it and leave
 * `room` exactly as it was, Map order included. It copies only what the steps touch — a table when first read, a
 * seat or move count when written — so a proposal on a 10,000-entry floor costs its moves, not the floor.
 * `room` must not change while the fork is in use.
 */
export function forkRoom(room: Room): Room {
  return {
    tables: copyOnWriteOf(room.tables, copyTable),
    closingOrder: [...room.closingOrder],
    closingRank: overlayOf(room.closingRank),
    seatOf: overlayOf(room.seatOf),
    moves: overlayOf(room.moves),
    rules: room.rules,
    byCount: room.byCount.map(overlaySetOf),
    handForHand: room.handForHand,
    trackButtons: room.trackButtons,
    buttonless: room.buttonless,
    endsByBagging: room.endsByBagging,
    openCapacity: room.openCapacity,
    openTableCount: room.openTableCount,
    firstOpen: room.firstOpen,
    reservedFor: overlayOf(room.reservedFor),
    stamp: room.stamp,
    dueSince: room.dueSince
  }
}

/** Unavailable and reserved seats are never written after configuration: the copy shares them. */
function copyTable(table: Table): Table {
  return { ...table, occupant: [...table.occupant] }
}
