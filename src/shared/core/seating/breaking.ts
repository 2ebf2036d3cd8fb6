import { shortTables } from './balance'
import { spreadSeats } from './draw'
import { allowedFreeSeats } from './positions'
import type { ProposedMove, SeatingProposal } from './proposal'
import { pick, shuffled, type RandomInt } from './random'
import { isUsableSeat, withTrial, type Room, type SeatRef, type Table, type Trial } from './room'

/** How the order in which tables close was decided (§9.2). */
export type ClosingOrderKind = 'published' | 'random' | 'director'

/** The next table to close: the first open one in the closing order (§9.1). */
export function nextTableToClose(room: Room): Table | null {
  for (const n of room.closingOrder) {
    const t = room.tables.get(n)!
    if (t.open) return t
  }
  return null
}

/** Whether the players fit at one table fewer (§9.1, TDA R10): then the next table in the closing order breaks. */
export function fitsAtOneTableFewer(room: Room, table: Table | null = nextTableToClose(room)): boolean {
  if (!table || room.openTableCount < 2) return false
  // The last break forms the final table: only at the announced final size (§9.3).
  if (room.openTableCount === 2 && room.seatOf.size > room.rules.finalTableSize) return false
  return room.seatOf.size <= room.openCapacity - table.cap
}

/**
 * Seat every player of `players` by random draw (§8.9, TDA R10 "double-blind"): players in random order, each to a
 * table with the fewest players (random among ties), at a random seat a newcomer may take. Applied to the trial.
 */
function drawAway(room: Room, trial: Trial, players: readonly string[], exclude: number, randomInt: RandomInt, cause: ProposedMove['cause'], moves: ProposedMove[]): void {
  for (const entryId of shuffled(players, randomInt)) {
    const from = room.seatOf.get(entryId)!
    let to: SeatRef | null = null
    let waits = false
    for (let c = 0; c < room.byCount.length && !to; c += 1) {
      const candidates: Table[] = []
      for (const n of room.byCount[c]!) {
        if (n === exclude) continue
        const t = room.tables.get(n)!
        if (t.count < t.cap && allowedFreeSeats(t, entryId).length > 0) candidates.push(t)
      }
      if (candidates.length > 0) {
        const t = pick(candidates, randomInt)
        to = { table: t.number, seat: pick(allowedFreeSeats(t, entryId), randomInt) }
      }
    }
    if (!to) {
      // Only seats between the button and the small blind are left: sit there, dealt in once the button passes (§8.8).
      for (let c = 0; c < room.byCount.length && !to; c += 1) {
        for (const n of room.byCount[c]!) {
          if (n === exclude) continue
          const t = room.tables.get(n)!
          const free = freeUsableSeats(t, entryId)
          if (t.count < t.cap && free.length > 0) {
            to = { table: n, seat: pick(free, randomInt) }
            waits = true
            break
          }
        }
      }
    }
    if (!to) throw new Error('No free seat for a broken table')
    moves.push({ entryId, from, to, cause, playerChoice: 'draw', seatChoice: 'random', previousMoves: room.moves.get(entryId) ?? 0, waitsForButton: waits })
    trial.move(entryId, to)
  }
}

function freeUsableSeats(t: Table, entryId: string | null): number[] {
  const seats: number[] = []
  for (let s = 1; s <= t.maxSeat; s += 1) if (t.occupant[s - 1] === null && isUsableSeat(t, s, entryId)) seats.push(s)
  return seats
}

function playersAt(table: Table, fromSeat = 1): string[] {
  const ids: string[] = []
  for (let s = fromSeat; s <= table.seatCount; s += 1) {
    const id = table.occupant[s - 1]
    if (id !== null && id !== undefined) ids.push(id)
  }
  return ids
}

/**
 * Breaking a table (§8.9, §9.1, TDA R10): when the players fit at one table fewer, the next table in the closing
 * order (or the director's choice) breaks and its players get free seats by random draw. Pure.
 */
export function proposeBreak(room: Room, randomInt: RandomInt, chosen: number | null = null): SeatingProposal | null {
  if (room.rules.format === 'olympic') return null
  const table = chosen !== null ? (room.tables.get(chosen) ?? null) : nextTableToClose(room)
  if (!table || !table.open || !fitsAtOneTableFewer(room, table)) return null
  const moves: ProposedMove[] = []
  withTrial(room, (trial) => drawAway(room, trial, playersAt(table), table.number, randomInt, 'break', moves))
  return { kind: 'break', moves, closes: [table.number], maxSeats: [], shortTables: shortTables(room), askFirst: room.handForHand, operatorPick: false, deferred: false }
}

/**
 * BFSP §3.1: in a 10-max event the pre-final tables play 9-max when the event says so — once the players fit at two
 * final-size tables, the seats above the final size leave play and their players are drawn to free seats.
 */
export function proposeShortHanded(room: Room, randomInt: RandomInt): SeatingProposal | null {
  const size = room.rules.finalTableSize
  if (!room.rules.shortHandedFinal || room.rules.format === 'olympic' || room.seatOf.size > 2 * size) return null
  const shrink: { table: number; maxSeat: number }[] = []
  for (const t of room.tables.values()) if (t.open && t.maxSeat > size) shrink.push({ table: t.number, maxSeat: size })
  if (shrink.length === 0) return null
  const moves: ProposedMove[] = []
  withTrial(room, (trial) => {
    const displaced: string[] = []
    for (const { table } of shrink) {
      const t = room.tables.get(table)!
      displaced.push(...playersAt(t, size + 1))
    }
    for (const s of shrink) trial.setMaxSeat(s.table, s.maxSeat)
    drawAway(room, trial, displaced, -1, randomInt, 'short-handed', moves)
  })
  return { kind: 'short-handed', moves, closes: [], maxSeats: shrink, shortTables: [], askFirst: room.handForHand, operatorPick: false, deferred: false }
}

/**
 * The final table (§9.3, §9.4, BFSP §3.1): when the players left fit the announced final size, every one of them is
 * redrawn at random onto the table that closes last, empty seats spread. Pure.
 */
export function proposeFinalTable(room: Room, randomInt: RandomInt, force = false): SeatingProposal | null {
  if (room.rules.format === 'olympic') return null
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
  for (let s = 1; s <= maxSeat; s += 1) if (!finalTable.unavailable.has(s) && !finalTable.reserved.has(s)) usable.push(s)
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
    maxSeats: maxSeat < finalTable.maxSeat ? [{ table: finalTable.number, maxSeat }] : [],
    shortTables: [],
    askFirst: room.handForHand,
    operatorPick: false,
    deferred: false,
    finalTable: finalTable.number
  }
}

