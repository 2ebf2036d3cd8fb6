import { shortTables } from './balancing'
import { spreadSeats } from './draw'
import { allowedFreeSeats, hasAllowedFreeSeat } from './positions'
import type { ProposedMove, SeatingProposal } from './proposal'
import { pick, shuffled, type RandomInt } from './random'
import {
  forkRoom,
  isUsableSeat,
  openTables,
  seatAt,
  setMaxSeat,
  unseat,
  type Room,
  type SeatRef,
  type Table
} from './room'

/** How the order in which tables close was decided (§9.2). */
export type ClosingOrderKind = 'published' | 'random' | 'director'

/** The next table to close: the first open one in the closing order (§9.1). */
export function nextTableToClose(room: Room): Table | null {
  for (let i = room.firstOpen; i < room.closingOrder.length; i += 1) {
    const t = room.tables.get(room.closingOrder[i]!)!
    if (t.open) return t
  }
  return null
}

/** Whether the players fit at one table fewer (§9.1, TDA R10): then the next table in the closing order breaks. */
export function fitsAtOneTableFewer(room: Room, table: Table | null = nextTableToClose(room)): boolean {
  if (!table || room.openTableCount < 2) return false
  // The last break forms the final table: only at the announced final size (§9.3). A flight forms none (§5.5): its
  // last two tables become one as soon as the players fit, like any other break.
  if (room.openTableCount === 2 && !room.endsByBagging && room.seatOf.size > room.rules.finalTableSize) return false
  return room.seatOf.size <= room.openCapacity - table.cap
}

/** A player who has left their seat on the fork and waits for a new one; `from` is where they sat. */
interface Standing {
  readonly entryId: string
  readonly from: SeatRef
}

function freeUsableSeats(t: Table, entryId: string | null): number[] {
  const seats: number[] = []
  for (let s = 1; s <= t.maxSeat; s += 1) if (t.occupant[s - 1] === null && isUsableSeat(t, s, entryId)) seats.push(s)
  return seats
}

/**
 * The tables of the fewest players that have a free seat of the kind `seatsOf` gives, kept as a draw goes: seating
 * a player changes only the table they sit at, so a level is scanned once however many players a break sends there.
 */
class FewestTables {
  private level = 0
  private tables: number[] | null = null

  constructor(
    private readonly trial: Room,
    private readonly exclude: number | null,
    private readonly seatsOf: (t: Table) => number[]
  ) {}

  /** A random allowed seat at a random table among those with the fewest players; null when none is left. */
  draw(randomInt: RandomInt): SeatRef | null {
    for (; this.level < this.trial.byCount.length; this.level += 1, this.tables = null) {
      this.tables ??= [...this.trial.byCount[this.level]!].filter((n) => n !== this.exclude && this.has(n))
      if (this.tables.length === 0) continue
      const n = pick(this.tables, randomInt)
      return { table: n, seat: pick(this.seatsOf(this.trial.tables.get(n)!), randomInt) }
    }
    return null
  }

  private has(n: number): boolean {
    const t = this.trial.tables.get(n)!
    if (t.count >= t.maxSeat) return false
    return this.seatsOf === allowedFreeSeats ? hasAllowedFreeSeat(t) : this.seatsOf(t).length > 0
  }

  /** A player sat down at table `n`: it has one more player now (and is met again at the next level). */
  taken(n: number): void {
    const i = this.tables?.indexOf(n) ?? -1
    if (i >= 0) this.tables!.splice(i, 1)
  }
}

/** The slow way for one player: every level, with the player's own reserved seats, `seatsOf` deciding the seats. */
function drawFor(
  trial: Room,
  entryId: string,
  exclude: number | null,
  seatsOf: (t: Table, entryId: string) => number[],
  randomInt: RandomInt
): SeatRef | null {
  for (let c = 0; c < trial.byCount.length; c += 1) {
    const candidates: { table: number; seats: number[] }[] = []
    for (const n of trial.byCount[c]!) {
      if (n === exclude) continue
      const seats = seatsOf(trial.tables.get(n)!, entryId)
      if (seats.length > 0) candidates.push({ table: n, seats })
    }
    if (candidates.length > 0) {
      const chosen = pick(candidates, randomInt)
      return { table: chosen.table, seat: pick(chosen.seats, randomInt) }
    }
  }
  return null
}

/**
 * Seat every standing player by random draw (§8.9, TDA R10 "double-blind"): players in random order, each to a table
 * with the fewest players (random among ties), at a random seat a newcomer may take. When only seats between the
 * button and the small blind are left, the player takes one and is dealt in once the button passes (§8.8).
 * Played on the fork `trial`; false when some player finds no seat at all (then nothing is proposed).
 */
function drawAway(
  trial: Room,
  standing: readonly Standing[],
  exclude: number | null,
  randomInt: RandomInt,
  cause: ProposedMove['cause'],
  moves: ProposedMove[]
): boolean {
  const allowed = new FewestTables(trial, exclude, allowedFreeSeats)
  const any = new FewestTables(trial, exclude, (t) => freeUsableSeats(t, null))
  for (const { entryId, from } of shuffled(standing, randomInt)) {
    let waits = false
    // A seat held for this very player (§8.2) only shows in the slow, per-player look.
    const holds = trial.reservedFor.has(entryId)
    let to = allowed.draw(randomInt) ?? (holds ? drawFor(trial, entryId, exclude, allowedFreeSeats, randomInt) : null)
    if (!to) {
      to = any.draw(randomInt) ?? (holds ? drawFor(trial, entryId, exclude, freeUsableSeats, randomInt) : null)
      waits = true
    }
    if (!to) return false
    moves.push({
      entryId,
      from,
      to,
      cause,
      playerChoice: 'draw',
      seatChoice: 'random',
      previousMoves: trial.moves.get(entryId) ?? 0,
      waitsForButton: waits
    })
    seatAt(trial, entryId, to)
    trial.moves.set(entryId, (trial.moves.get(entryId) ?? 0) + 1)
    allowed.taken(to.table)
    any.taken(to.table)
  }
  return true
}

function playersAt(table: Table, fromSeat = 1): string[] {
  const ids: string[] = []
  for (let s = fromSeat; s <= table.seatCount; s += 1) {
    const id = table.occupant[s - 1]
    if (id !== null && id !== undefined) ids.push(id)
  }
  return ids
}

/** Take players off their seats on the fork; they stand until drawn to a new seat. */
function standUp(trial: Room, ids: readonly string[]): Standing[] {
  return ids.map((entryId) => ({ entryId, from: unseat(trial, entryId)! }))
}

/**
 * BFSP §3.1: in a 10-max event the pre-final and final tables play 9-max when the event says so. Once at most two
 * tables are left and the players fit at two final-size tables, the seats above the final size leave play.
 */
function shrinkDue(room: Room, leaving: number | null = null): { table: number; maxSeat: number }[] {
  const size = room.rules.finalTableSize
  // A flight has no final table, so no pre-final either (§5.5): it ends by bagging.
  if (room.endsByBagging) return []
  if (!room.rules.shortHandedFinal || room.rules.format === 'olympic' || room.seatOf.size > 2 * size) return []
  if (room.openTableCount - (leaving === null ? 0 : 1) > 2) return []
  return openTables(room)
    .filter((t) => t.number !== leaving && t.maxSeat > size)
    .map((t) => ({ table: t.number, maxSeat: size }))
}

/** On the fork: the seats above the new maximum leave play; their players stand up to be drawn again. */
function shrink(trial: Room, changes: readonly { table: number; maxSeat: number }[]): Standing[] {
  const standing: Standing[] = []
  for (const { table, maxSeat } of changes) {
    standing.push(...standUp(trial, playersAt(trial.tables.get(table)!, maxSeat + 1)))
    setMaxSeat(trial, table, maxSeat)
  }
  return standing
}

/**
 * Breaking a table (§8.9, §9.1, TDA R10): when the players fit at one table fewer, the next table in the closing
 * order (or the director's choice) breaks and its players get free seats by random draw. When the break leaves the
 * two pre-final tables of a short-handed final, they go to 9-max in the same draw (BFSP §3.1). Pure.
 */
export function proposeBreak(room: Room, randomInt: RandomInt, chosen: number | null = null): SeatingProposal | null {
  if (room.rules.format === 'olympic') return null
  const table = chosen !== null ? (room.tables.get(chosen) ?? null) : nextTableToClose(room)
  if (!table || !table.open || !fitsAtOneTableFewer(room, table)) return null
  const changes = shrinkDue(room, table.number)
  // With the 9-max seats first; when those do not fit (seats unavailable), the break alone.
  for (const maxSeats of changes.length > 0 ? [changes, []] : [[]]) {
    const trial = forkRoom(room)
    const standing = standUp(trial, playersAt(trial.tables.get(table.number)!))
    standing.push(...shrink(trial, maxSeats))
    const moves: ProposedMove[] = []
    if (!drawAway(trial, standing, table.number, randomInt, 'break', moves)) continue
    return {
      kind: 'break',
      moves,
      closes: [table.number],
      maxSeats,
      shortTables: shortTables(room),
      askFirst: room.handForHand,
      operatorPick: false,
      deferred: false
    }
  }
  return null
}

/**
 * BFSP §3.1: in a 10-max event the pre-final tables play 9-max when the event says so — once at most two tables are
 * left and the players fit at two final-size tables, the seats above the final size leave play and their players
 * are drawn to free seats (their own table included). Nothing is proposed while they would not fit. Pure.
 */
export function proposeShortHanded(room: Room, randomInt: RandomInt): SeatingProposal | null {
  const changes = shrinkDue(room)
  if (changes.length === 0) return null
  const trial = forkRoom(room)
  const standing = shrink(trial, changes)
  const moves: ProposedMove[] = []
  if (!drawAway(trial, standing, null, randomInt, 'short-handed', moves)) return null
  return {
    kind: 'short-handed',
    moves,
    closes: [],
    maxSeats: changes,
    shortTables: [],
    askFirst: room.handForHand,
    operatorPick: false,
    deferred: false
  }
}

/**
 * The final table (§9.3, §9.4, BFSP §3.1): when the players left fit the announced final size, every one of them is
 * redrawn at random onto the table that closes last, empty seats spread. Never in a flight: a start day ends by
 * bagging the stacks still in for Day 2 (§5.5, §27.5), and Day 2 plays to the final table. Pure.
 */
export function proposeFinalTable(room: Room, randomInt: RandomInt, force = false): SeatingProposal | null {
  if (room.rules.format === 'olympic' || room.endsByBagging) return null
  const size = room.rules.finalTableSize
  const players = room.seatOf.size
  if (players < 2 || players > size) return null
  if (!force && (room.openTableCount < 2 || !room.rules.finalRedraw)) return null
  let finalTable: Table | null = null
  for (let i = room.closingOrder.length - 1; i >= 0 && !finalTable; i -= 1) {
    const t = room.tables.get(room.closingOrder[i]!)!
    if (t.open) finalTable = t
  }
  if (!finalTable) return null
  const maxSeat = Math.min(finalTable.seatCount, size)
  const usable: number[] = []
  for (let s = 1; s <= maxSeat; s += 1)
    if (!finalTable.unavailable.has(s) && !finalTable.reserved.has(s)) usable.push(s)
  if (usable.length < players) return null
  const everyone = [...room.seatOf.keys()]
  const seats = spreadSeats(usable, players, randomInt)
  const order = shuffled(everyone, randomInt)
  const moves: ProposedMove[] = order.map((entryId, i) => ({
    entryId,
    from: room.seatOf.get(entryId)!,
    to: { table: finalTable.number, seat: seats[i]! },
    cause: 'final',
    playerChoice: 'draw',
    seatChoice: 'random',
    previousMoves: room.moves.get(entryId) ?? 0,
    waitsForButton: false
  }))
  const closes = [...room.tables.values()].filter((t) => t.open && t.number !== finalTable.number).map((t) => t.number)
  return {
    kind: 'final',
    moves,
    closes,
    // The final size, both ways: seats above it leave play, and seats an earlier short-handed stage (at a smaller
    // final size, since raised) took out of play come back — the draw above spreads over all of them (§9.3).
    maxSeats: maxSeat !== finalTable.maxSeat ? [{ table: finalTable.number, maxSeat }] : [],
    shortTables: [],
    askFirst: room.handForHand,
    operatorPick: false,
    deferred: false,
    finalTable: finalTable.number
  }
}
