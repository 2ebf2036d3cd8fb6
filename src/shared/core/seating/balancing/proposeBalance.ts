import { buttonsToAsk, tablesReadFor } from '../buttons'
import type { ProposedMove, SeatingProposal } from '../proposal'
import type { RandomInt } from '../random'
import { forkRoom, moveTo, type Room, type SeatRef } from '../room'
import { choosePlayer } from './choosePlayer'
import { chooseSeat } from './chooseSeat'
import { destinationTable, sourceTable } from './chooseTables'
import { exceedsTolerance, isUnbalanced, shortTables, spreadOf } from './threshold'

/**
 * Balancing (§8.3–§8.14, BFSP §3.1, TDA R11): moves from the fullest table to the shortest until sizes differ by at
 * most the tolerance. Never onto the button or between the small blind and the button (§8.7, §8.8). Returns null
 * when the tables are balanced. Pure: the room is unchanged. `level`: the clock's level being played, whose recorded
 * buttons stand (BFSP §5.3, `buttons.ts`); null before the clock starts.
 */
export function proposeBalance(room: Room, randomInt: RandomInt, level: number | null = null): SeatingProposal | null {
  if (!isUnbalanced(room)) return null
  const short = shortTables(room)
  const moves: ProposedMove[] = []
  let deferred = false
  // The moves are played on a fork, so each next move sees the tables after the previous ones.
  const trial = forkRoom(room)
  for (let guard = 0; guard < 1000; guard += 1) {
    const spread = spreadOf(trial)
    if (!spread || !exceedsTolerance(spread, trial.rules)) break
    const source = sourceTable(trial, spread.max)
    const dest = destinationTable(trial, spread.max - 1, source.number)
    if (!dest) {
      deferred = true
      break
    }
    const player = choosePlayer(trial, source, randomInt)
    const seat = chooseSeat(trial, dest, randomInt, player.entryId)
    if (!seat) {
      deferred = true
      break
    }
    const from = trial.seatOf.get(player.entryId)!
    const to: SeatRef = { table: dest.number, seat: seat.seat }
    moves.push({
      entryId: player.entryId,
      from,
      to,
      cause: 'balance',
      playerChoice: player.choice,
      seatChoice: seat.choice,
      previousMoves: trial.moves.get(player.entryId) ?? 0,
      waitsForButton: false,
      ...(player.fallback || seat.fallback ? { fallback: player.fallback ?? seat.fallback! } : {})
    })
    moveTo(trial, player.entryId, to)
  }
  if (moves.length === 0 && !deferred) return null
  // §8.4, BFSP §3.1: the moves above read the buttons as last recorded; a button not current at a table they read is
  // asked for first, and nobody is named until it is recorded (a deferral by a stale button is asked the same way).
  const read = tablesReadFor(room, moves)
  if (deferred) {
    const spread = spreadOf(trial)!
    for (const n of trial.byCount[spread.min]!) read.push(n)
  }
  const asked = buttonsToAsk(room, read, level)
  const inLevel = level !== null && room.trackButtons && !room.buttonless ? { level } : {}
  if (asked.length > 0) {
    return {
      kind: 'balance',
      moves: [],
      closes: [],
      maxSeats: [],
      shortTables: short,
      askFirst: room.handForHand,
      operatorPick: room.rules.playerMethod === 'operator',
      deferred: false,
      buttonsAsked: asked,
      legs: moves.map((m) => ({ from: m.from.table, to: m.to.table })),
      ...inLevel
    }
  }
  return {
    kind: 'balance',
    moves,
    closes: [],
    maxSeats: [],
    shortTables: short,
    askFirst: room.handForHand,
    operatorPick: room.rules.playerMethod === 'operator',
    deferred,
    ...inLevel
  }
}
