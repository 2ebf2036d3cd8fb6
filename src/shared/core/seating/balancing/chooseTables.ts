import { hasAllowedFreeSeat } from '../positions'
import type { Room, Table } from '../room'

/**
 * The table that gives a player: of the fullest (`count` players), the one that closes first — it would lose its
 * players at its break anyway (TDA R11-C; the closing order §9.1, §9.2).
 */
export function sourceTable(room: Room, count: number): Table {
  // The closing order is the ranks in order, so the first open table of `count` in it is the one: found within the
  // first few tables of a room that is mostly full, not by comparing every full table of 1,112 at each elimination.
  for (let i = room.firstOpen; i < room.closingOrder.length; i += 1) {
    const t = room.tables.get(room.closingOrder[i]!)!
    if (t.open && t.count === count) return t
  }
  let best: Table | null = null
  for (const n of room.byCount[count]!) {
    const t = room.tables.get(n)!
    if (!best || room.closingRank.get(n)! < room.closingRank.get(best.number)!) best = t
  }
  return best!
}

/**
 * The table that receives: one with the fewest players (fewer than `below`) that has a seat a newcomer may take
 * (§8.7, §8.8); ties go to the table that closes last, so the moved player is least likely to be moved again.
 * Null when no such table has a seat now (the move waits for the button to pass).
 */
export function destinationTable(room: Room, below: number, exclude: number | null = null): Table | null {
  for (let c = 0; c < below; c += 1) {
    let best: Table | null = null
    for (const n of room.byCount[c]!) {
      if (n === exclude) continue
      const t = room.tables.get(n)!
      if (!hasAllowedFreeSeat(t)) continue
      if (!best || room.closingRank.get(n)! > room.closingRank.get(best.number)!) best = t
    }
    if (best) return best
  }
  return null
}
