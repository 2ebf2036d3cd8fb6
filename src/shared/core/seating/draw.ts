import type { DrawProof } from './commitment'
import { sealDraw, type DrawSeal } from './hash'
import { allowedFreeSeats, hasAllowedFreeSeat, isBetweenButtonAndSmallBlind } from './positions'
import { pick, shuffled, type RandomInt } from './random'
import { isUsableSeat, type Room, type SeatRef, type Table } from './room'

/** One player's seat as a draw gave it. */
export interface Placement {
  readonly entryId: string
  readonly table: number
  readonly seat: number
}

/** The recorded result of a random draw: placements in drawn order and the seal that chains it (§8.1, §27.8). */
export interface SeatDraw {
  /** `return`: a player back in play (an elimination undone, a disqualification lifted) on their previous seat. */
  readonly kind: 'initial' | 'late' | 'return' | 'break' | 'final' | 'olympic'
  readonly placements: readonly Placement[]
  readonly seal: DrawSeal
  /** Buttons set by the draw (BFSP §5.3.1: the player in the last seat), when the floor tracks them. */
  readonly buttons: readonly { table: number; seat: number }[]
  /** Late seats between the button and the small blind: dealt in once the button passes (§8.8). */
  readonly waitsForButton?: readonly string[]
  /** The initial draw made from a committed seed — commitment, revealed seed, hall number. */
  readonly proof?: DrawProof
}

/**
 * Tables to open for `players`: the fewest that fit, taken from the end of the closing order (the tables that close
 * last), so no table is opened only to be broken at once (§9.1).
 */
export function tablesToOpen(room: Room, players: number, usable: (t: Table) => number): Table[] {
  const chosen: Table[] = []
  let fit = 0
  for (let i = room.closingOrder.length - 1; i >= 0 && fit < players; i -= 1) {
    const table = room.tables.get(room.closingOrder[i]!)!
    const cap = usable(table)
    if (cap === 0) continue
    chosen.push(table)
    fit += cap
  }
  if (fit < players) return []
  return chosen
}

/** Player counts per table that differ by at most one, the larger counts at randomly chosen tables (§8.1). */
export function spreadCounts(capacities: readonly number[], players: number, randomInt: RandomInt): number[] {
  const counts = capacities.map(() => 0)
  const order = shuffled(
    capacities.map((_, i) => i),
    randomInt
  )
  let left = players
  for (let level = 1; left > 0; level += 1) {
    let placed = false
    for (const i of order) {
      if (left === 0) break
      if (capacities[i]! >= level) {
        counts[i] = level
        left -= 1
        placed = true
      }
    }
    if (!placed) throw new Error('Not enough seats')
  }
  return counts
}

/** k seats out of the usable ones, evenly spaced from a random offset, so empty seats are spread round the table. */
export function spreadSeats(usable: readonly number[], k: number, randomInt: RandomInt): number[] {
  if (k === 0) return []
  const s = usable.length
  const offset = randomInt(s)
  const seats: number[] = []
  for (let j = 0; j < k; j += 1) seats.push(usable[(offset + Math.floor((j * s) / k)) % s]!)
  return seats.sort((a, b) => a - b)
}

/**
 * The initial seat draw (§6.4, §8.1, BFSP §5.2): a uniform random permutation of the entries onto evenly spread seats
 * at the fewest tables that fit, sizes differing by at most one. Players with a seat reserved for them on objective
 * grounds (§8.2) get that seat; other reserved seats stay empty. Pure: the room is not changed.
 */
export function drawInitialSeats(
  room: Room,
  entryIds: readonly string[],
  randomInt: RandomInt,
  previousHash: string
): SeatDraw | null {
  const reservedFor = new Map<string, SeatRef>()
  for (const table of room.tables.values()) {
    for (const [seat, r] of table.reserved)
      // Only a seat in play (validated at the set-up; kept here so an old journal can never seat anyone off the table).
      if (r.entryId !== null && seat <= table.maxSeat && !table.unavailable.has(seat))
        reservedFor.set(r.entryId, { table: table.number, seat })
  }
  const free = entryIds.filter((id) => !reservedFor.has(id) && !room.seatOf.has(id))
  const held = entryIds.filter((id) => reservedFor.has(id) && !room.seatOf.has(id))
  // Held seats count toward their table; the draw fills the rest.
  const heldAt = new Map<number, number>()
  for (const id of held) heldAt.set(reservedFor.get(id)!.table, (heldAt.get(reservedFor.get(id)!.table) ?? 0) + 1)
  const usableSeatsOf = (t: Table): number[] => {
    const seats: number[] = []
    for (let s = 1; s <= t.maxSeat; s += 1) if (t.occupant[s - 1] === null && isUsableSeat(t, s)) seats.push(s)
    return seats
  }
  const total = free.length + held.length
  const tables = tablesToOpen(room, total, (t) => usableSeatsOf(t).length + (heldAt.get(t.number) ?? 0))
  // Not enough seats: refused before a held seat adds its table (that table alone cannot take everyone).
  if (tables.length === 0 && total > 0) return null
  for (const id of held) {
    const t = room.tables.get(reservedFor.get(id)!.table)!
    if (!tables.includes(t)) tables.push(t)
  }
  const usable = tables.map(usableSeatsOf)
  // Spread by total count per table, then subtract the held seats.
  const counts = spreadCounts(
    tables.map((t, i) => usable[i]!.length + (heldAt.get(t.number) ?? 0)),
    total,
    randomInt
  ).map((c, i) => Math.max(0, c - (heldAt.get(tables[i]!.number) ?? 0)))
  let surplus = free.length - counts.reduce((a, b) => a + b, 0)
  for (let i = 0; surplus > 0 && i < counts.length; i += 1) {
    while (surplus > 0 && counts[i]! < usable[i]!.length) {
      counts[i]! += 1
      surplus -= 1
    }
  }
  const seats: SeatRef[] = []
  tables.forEach((t, i) => {
    for (const seat of spreadSeats(usable[i]!, counts[i]!, randomInt)) seats.push({ table: t.number, seat })
  })
  const permutation = shuffled(free, randomInt)
  const placements: Placement[] = held.map((id) => ({ entryId: id, ...reservedFor.get(id)! }))
  permutation.forEach((entryId, i) => placements.push({ entryId, table: seats[i]!.table, seat: seats[i]!.seat }))
  return {
    kind: 'initial',
    placements,
    seal: sealDraw(previousHash, 'initial', placements),
    buttons: room.trackButtons ? startingButtons(placements) : []
  }
}

/** BFSP §5.3.1: the button starts with the player in the last seat of each table. */
export function startingButtons(placements: readonly Placement[]): { table: number; seat: number }[] {
  const last = new Map<number, number>()
  for (const p of placements) last.set(p.table, Math.max(last.get(p.table) ?? 0, p.seat))
  return [...last].map(([table, seat]) => ({ table, seat }))
}

/**
 * A player back in play (an elimination undone, a disqualification lifted, §27.8) returns to the seat they left when
 * it is still free at a table in play; dealt in once the button passes if it now lies between the button and the
 * small blind (§8.8). Null when the seat is gone: then the player gets a late seat.
 */
export function returnSeat(
  room: Room,
  entryId: string,
  previous: SeatRef | undefined
): (SeatRef & { waitsForButton?: true }) | null {
  if (!previous) return null
  const table = room.tables.get(previous.table)
  if (!table?.open || table.occupant[previous.seat - 1] !== null || !isUsableSeat(table, previous.seat, entryId))
    return null
  return isBetweenButtonAndSmallBlind(table, previous.seat)
    ? { ...previous, waitsForButton: true }
    : { table: previous.table, seat: previous.seat }
}

/**
 * A late entry or re-entry (§8.8, TDA Rule 8): a random seat at a table with the fewest players, never on the button
 * or between the small blind and the button when the button is known. A held seat (§8.2) is taken first.
 * When every open table is full, the next table to open (the closed one closing last) takes the player.
 */
export function drawLateSeat(
  room: Room,
  entryId: string,
  randomInt: RandomInt
): (SeatRef & { waitsForButton?: true }) | null {
  const held = room.reservedFor.get(entryId)
  if (held && room.tables.get(held.table)!.occupant[held.seat - 1] === null) return held
  for (let c = 0; c < room.byCount.length; c += 1) {
    const bucket = room.byCount[c]!
    if (bucket.size === 0) continue
    const candidates: Table[] = []
    for (const n of bucket) {
      const t = room.tables.get(n)!
      if (hasAllowedFreeSeat(t)) candidates.push(t)
    }
    if (candidates.length > 0) {
      const table = pick(candidates, randomInt)
      return { table: table.number, seat: pick(allowedFreeSeats(table), randomInt) }
    }
  }
  for (let i = room.closingOrder.length - 1; i >= 0; i -= 1) {
    const t = room.tables.get(room.closingOrder[i]!)!
    if (t.open) continue
    const seats = allowedFreeSeats(t)
    if (seats.length > 0) return { table: t.number, seat: pick(seats, randomInt) }
  }
  // The only free seats lie between the button and the small blind: the player sits there and is dealt in once the
  // button has passed (TDA R8, §8.8) — better than no seat at all.
  for (let c = 0; c < room.byCount.length; c += 1) {
    for (const n of room.byCount[c]!) {
      const t = room.tables.get(n)!
      for (let s = 1; s <= t.maxSeat; s += 1) {
        if (t.occupant[s - 1] === null && isUsableSeat(t, s, entryId))
          return { table: n, seat: s, waitsForButton: true }
      }
    }
  }
  return null
}
