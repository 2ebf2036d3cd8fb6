import { spreadCounts, spreadSeats, tablesToOpen } from './draw'
import type { ProposedMove, SeatingProposal } from './proposal'
import { shuffled, type RandomInt } from './random'
import { isUsableSeat, type Room, type Table } from './room'

/** BFSP §3.2: stage names by the number of tables the stage plays on: 1/32 … 1/4, semi-final, final. */
export type OlympicStageName = 'final' | 'semi-final' | `1/${number}`

export function olympicStageName(tables: number): OlympicStageName {
  if (tables <= 1) return 'final'
  if (tables === 2) return 'semi-final'
  return `1/${tables}`
}

/** Whether every open table has played down to one winner (BFSP §3.2). */
export function stageComplete(room: Room): boolean {
  if (room.openTableCount < 2) return false
  return room.byCount[1]!.size === room.openTableCount
}

/**
 * Olympic format (BFSP §3.2): when each table has its winner, the winners are drawn at random onto the next stage's
 * tables — the fewest that fit, sizes differing by at most one. Stacks are reset to the stage's starting stack by the
 * floor (informational here: the physical chips rule, §27.5). Pure.
 */
export function proposeOlympicStage(room: Room, randomInt: RandomInt): SeatingProposal | null {
  if (room.rules.format !== 'olympic' || !stageComplete(room)) return null
  const winners = [...room.seatOf.keys()]
  const usableOf = (t: Table): number[] => {
    const seats: number[] = []
    for (let s = 1; s <= t.maxSeat; s += 1) if (isUsableSeat(t, s)) seats.push(s)
    return seats
  }
  const tables = tablesToOpen(room, winners.length, (t) => usableOf(t).length)
  if (tables.length === 0) return null
  const counts = spreadCounts(
    tables.map((t) => usableOf(t).length),
    winners.length,
    randomInt
  )
  const seats: { table: number; seat: number }[] = []
  tables.forEach((t, i) => {
    for (const seat of spreadSeats(usableOf(t), counts[i]!, randomInt)) seats.push({ table: t.number, seat })
  })
  const order = shuffled(winners, randomInt)
  const moves: ProposedMove[] = order.map((entryId, i) => ({
    entryId,
    from: room.seatOf.get(entryId)!,
    to: seats[i]!,
    cause: 'olympic',
    playerChoice: 'draw',
    seatChoice: 'random',
    previousMoves: room.moves.get(entryId) ?? 0,
    waitsForButton: false
  }))
  const staying = new Set(tables.map((t) => t.number))
  const closes = [...room.tables.values()].filter((t) => t.open && !staying.has(t.number)).map((t) => t.number)
  return {
    kind: 'olympic',
    moves,
    closes,
    maxSeats: [],
    shortTables: [],
    askFirst: false,
    operatorPick: false,
    deferred: false,
    stage: olympicStageName(tables.length)
  }
}
