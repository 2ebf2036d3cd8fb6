import { allowedFreeSeats, seatClosestToBigBlind } from '../positions'
import type { ProposedMove, RuleFallback, SeatChoice } from '../proposal'
import { pick, type RandomInt } from '../random'
import type { Room, Table } from '../room'

/** Why a rule that reads the button could not be followed: the floor does not track buttons, or this one is unknown. */
export function buttonFallback(room: Room): RuleFallback {
  return room.trackButtons ? 'button-unknown' : 'buttons-not-tracked'
}

/**
 * The seat the announced seat method names among `allowed` (BFSP §3.1: the free seat closest to the big blind, or
 * the big blind itself when that free seat is next hand's big blind; TDA Rule 11's "worst position" is the same
 * seat). Null when it names none: the button is unknown, or the game has none (stud: the bring-in is set by the
 * cards, BFSP §5.4.3).
 */
function ruledSeat(room: Room, table: Table, allowed: readonly number[]): number | null {
  return room.buttonless ? null : seatClosestToBigBlind(table, allowed)
}

/**
 * The seat a moved player takes at the destination (BFSP §3.1, TDA R11), never on the button or between the small
 * blind and the button (§8.7, §8.8). By the announced method when the button is known; otherwise any allowed seat
 * at random — with the reason, except in a game with no button, where random is the announced way and nothing fell
 * back. Null when the table has no seat a newcomer may take.
 */
export function chooseSeat(
  room: Room,
  table: Table,
  randomInt: RandomInt,
  entryId: string | null = null
): { seat: number; choice: SeatChoice; fallback?: RuleFallback } | null {
  const allowed = allowedFreeSeats(table, entryId)
  if (allowed.length === 0) return null
  const seat = ruledSeat(room, table, allowed)
  if (seat !== null) return { seat, choice: room.rules.seatMethod }
  const drawn = pick(allowed, randomInt)
  return room.buttonless
    ? { seat: drawn, choice: 'random' }
    : { seat: drawn, choice: 'random', fallback: buttonFallback(room) }
}

/**
 * Why a proposed balancing move's seat is no longer the one the seat method names at `table` (the destination as
 * it is now, before the player sits), or null when it still is (§8.4, BFSP §3.1): a seat drawn at random while the
 * button was unknown is stale once the button is known; a seat by the method must still be the one it names.
 */
export function staleSeatChoice(
  room: Room,
  table: Table,
  move: Pick<ProposedMove, 'entryId' | 'to'> & Partial<Pick<ProposedMove, 'seatChoice'>>
): 'button-now-known' | 'seat-not-closest-to-big-blind' | null {
  const seat = ruledSeat(room, table, allowedFreeSeats(table, move.entryId))
  if (seat === null) return null
  if (move.seatChoice === 'random') return 'button-now-known'
  return seat === move.to.seat ? null : 'seat-not-closest-to-big-blind'
}
