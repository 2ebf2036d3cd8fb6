/**
 * The room as the seating engine sees it: numbered tables with seats, who sits where, and counts kept up to date
 * so a proposal never rescans the whole floor (10,000 entries on 1,112 tables, RULES §4).
 *
 * The Room belongs to the fold: `evolve` changes it through the primitives below (seatAt, unseat, closeTable…).
 * Proposal functions only read it (they may apply trial moves and always roll them back, see `withTrial`).
 */

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

export interface Table {
  readonly number: number
  /** Seats at the table, numbered 1..seatCount (2–12; OFC 2–3, BFSP §4.2). */
  readonly seatCount: number
  /** Occupant of each seat; index = seat − 1. */
  readonly occupant: (string | null)[]
  readonly unavailable: Set<number>
  readonly reserved: Map<number, Reservation>
  /** Players seated now. */
  count: number
  /** The button for the next hand, when the floor tracks it (BFSP §5.3.1); null = not tracked or unknown. */
  button: number | null
  open: boolean
  /** Seats above this number are out of play (a 10-seat table playing 9-max before and at the final, BFSP §3.1). */
  maxSeat: number
  /** Seats the draw may fill (usable seats), cached: it changes only with the table's configuration. */
  cap: number
}

/** §8.4 a)–г): how the player to move is chosen. */
export type PlayerMethod = 'big-blind-next' | 'worst-position' | 'random' | 'operator'
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
  readonly tables: Map<number, Table>
  /** §9.1, §9.2: the order in which tables close; the first closes first. Every table appears once. */
  readonly closingOrder: number[]
  readonly closingRank: Map<number, number>
  readonly seatOf: Map<string, SeatRef>
  /** Moves per player (a move counter, so the same player is not moved twice when the rule leaves a choice). */
  readonly moves: Map<string, number>
  rules: SeatingRules
  /** Open tables by number of players seated: byCount[n] = tables with n players. */
  readonly byCount: Set<number>[]
  /** §8.14: hand-for-hand in progress — ask before moving. */
  handForHand: boolean
  /** Whether the floor tracks the dealer button at all. */
  trackButtons: boolean
  /** Sum of `cap` over open tables. */
  openCapacity: number
  openTableCount: number
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
      open: false,
      maxSeat: spec.seats,
      cap: 0
    })
    const table = tables.get(spec.number)!
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
    openCapacity: 0,
    openTableCount: 0
  }
}

/** A seat a player may be given by the draw: in play, not unavailable, not reserved for someone else (§8.2). */
export function isUsableSeat(table: Table, seat: number, entryId: string | null = null): boolean {
  if (seat < 1 || seat > table.maxSeat || table.unavailable.has(seat)) return false
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
  const table = mustTable(room, number)
  if (table.open) return
  table.open = true
  room.byCount[table.count]!.add(number)
  room.openCapacity += table.cap
  room.openTableCount += 1
}

export function closeTable(room: Room, number: number): void {
  const table = mustTable(room, number)
  if (!table.open) return
  if (table.count > 0) throw new Error(`Table ${number} still has players`)
  table.open = false
  table.button = null
  room.byCount[0]!.delete(number)
  room.openCapacity -= table.cap
  room.openTableCount -= 1
}

export function seatAt(room: Room, entryId: string, ref: SeatRef): void {
  const table = mustTable(room, ref.table)
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
  const table = mustTable(room, ref.table)
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

function recount(room: Room, table: Table, next: number): void {
  if (table.open) {
    room.byCount[table.count]!.delete(table.number)
    room.byCount[next]!.add(table.number)
  }
  table.count = next
}

/** Highest and lowest player counts among open tables; null when no table is open. */
export function extremes(room: Room): { max: number; min: number } | null {
  let max = -1
  let min = -1
  for (let c = room.byCount.length - 1; c >= 0; c -= 1) if (room.byCount[c]!.size > 0) { max = c; break }
  if (max < 0) return null
  for (let c = 0; c <= max; c += 1) if (room.byCount[c]!.size > 0) { min = c; break }
  return { max, min }
}

/** Tables added during play (overflow of late registration): they close first (§9.1), in the order given. */
export function addTables(room: Room, specs: readonly TableSpec[]): void {
  const fresh = createRoom(specs, specs.map((s) => s.number), room.rules)
  for (const [n, t] of fresh.tables) room.tables.set(n, t)
  room.closingOrder.unshift(...specs.map((s) => s.number))
  room.closingRank.clear()
  room.closingOrder.forEach((n, i) => room.closingRank.set(n, i))
}

/** Seats above `maxSeat` leave play (9-max before and at the final in a 10-max event, BFSP §3.1). */
export function setMaxSeat(room: Room, number: number, maxSeat: number): void {
  const table = mustTable(room, number)
  if (table.open) room.openCapacity -= table.cap
  table.maxSeat = Math.min(maxSeat, table.seatCount)
  table.cap = usableSeats(table)
  if (table.open) room.openCapacity += table.cap
}

/**
 * Apply trial changes, compute, and put everything back. Lets a proposal reason about "after these moves" at the
 * cost of the moves alone, without copying the room. The room is unchanged when this returns or throws.
 */
export function withTrial<T>(room: Room, fn: (trial: Trial) => T): T {
  const undo: (() => void)[] = []
  const trial: Trial = {
    move(entryId, to) {
      const from = room.seatOf.get(entryId)!
      const movesBefore = room.moves.get(entryId)
      moveTo(room, entryId, to)
      undo.push(() => {
        unseat(room, entryId)
        seatAt(room, entryId, from)
        if (movesBefore === undefined) room.moves.delete(entryId)
        else room.moves.set(entryId, movesBefore)
      })
    },
    seat(entryId, to) {
      seatAt(room, entryId, to)
      undo.push(() => void unseat(room, entryId))
    },
    unseat(entryId) {
      const from = unseat(room, entryId)
      if (from) undo.push(() => seatAt(room, entryId, from))
    },
    close(number) {
      const table = mustTable(room, number)
      const button = table.button
      closeTable(room, number)
      undo.push(() => {
        openTable(room, number)
        table.button = button
      })
    },
    setMaxSeat(number, maxSeat) {
      const before = mustTable(room, number).maxSeat
      setMaxSeat(room, number, maxSeat)
      undo.push(() => setMaxSeat(room, number, before))
    }
  }
  try {
    return fn(trial)
  } finally {
    for (let i = undo.length - 1; i >= 0; i -= 1) undo[i]!()
  }
}

export interface Trial {
  move(entryId: string, to: SeatRef): void
  seat(entryId: string, to: SeatRef): void
  unseat(entryId: string): void
  close(number: number): void
  setMaxSeat(number: number, maxSeat: number): void
}
