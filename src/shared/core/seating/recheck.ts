import { stalePlayerChoice, staleSeatChoice } from './balancing'
import { isBetweenButtonAndSmallBlind } from './positions'
import type { ProposedMove, SeatingProposal } from './proposal'
import { forkRoom, isUsableSeat, moveTo, seatAt, setMaxSeat, unseat, type Room, type SeatRef } from './room'

/** Why a proposal no longer fits the room (the buttons moved, or a seat changed since it was made). */
export type Staleness =
  | 'player-moved'
  | 'seat-unusable'
  | 'seat-taken'
  | 'between-button-and-small-blind'
  | 'not-due-big-blind'
  | 'seat-not-closest-to-big-blind'
  | 'button-now-known'
  | 'not-highest-seat'

function same(a: SeatRef | undefined, b: SeatRef): boolean {
  return a !== undefined && a.table === b.table && a.seat === b.seat
}

/**
 * Whether `moves` can be played on the room as it is now, the way `kind` plays them: a balancing proposal move by
 * move (each chosen on the tables as the moves before it left them), a draw with every mover standing up first.
 * A moved player never sits on the button or between it and the small blind (§8.7, §8.8) unless the move says they
 * wait for the button (a broken table's last free seats). With `byRule`, balancing moves must still be the ones the
 * announced method gives (§8.4, BFSP §3.1): the player due the big blind, the seat closest to it, and a button that
 * is known now may not be ignored. Pure: runs on a fork.
 */
export function movesHold(
  room: Room,
  kind: SeatingProposal['kind'],
  moves: readonly (Pick<ProposedMove, 'entryId' | 'to'> & Partial<ProposedMove>)[],
  maxSeats: SeatingProposal['maxSeats'],
  byRule: boolean,
  /** Every mover stands up before anyone sits (an override may swap two players, as evolve applies it). */
  standFirst = kind !== 'balance'
): Staleness | null {
  const trial = forkRoom(room)
  const drawn = standFirst
  for (const m of moves) {
    if (!room.seatOf.has(m.entryId) || (drawn && m.from && !same(room.seatOf.get(m.entryId), m.from)))
      return 'player-moved'
  }
  if (drawn) for (const m of moves) unseat(trial, m.entryId)
  for (const x of maxSeats) setMaxSeat(trial, x.table, x.maxSeat)
  const redraw = kind === 'final' || kind === 'olympic' // everyone redrawn; the new table's button follows (§9.4)
  for (const m of moves) {
    if (!drawn && m.from && !same(trial.seatOf.get(m.entryId), m.from)) return 'player-moved'
    const table = trial.tables.get(m.to.table)
    if (!table || !isUsableSeat(table, m.to.seat, m.entryId)) return 'seat-unusable'
    if (table.occupant[m.to.seat - 1] !== null) return 'seat-taken'
    if (!redraw && !m.waitsForButton && table.count >= 2 && isBetweenButtonAndSmallBlind(table, m.to.seat))
      return 'between-button-and-small-blind'
    if (byRule && kind === 'balance') {
      const stale = balancingRule(trial, m)
      if (stale) return stale
    }
    if (drawn) seatAt(trial, m.entryId, m.to)
    else moveTo(trial, m.entryId, m.to)
  }
  return null
}

/**
 * The announced method still picks this player and this seat (§8.4, BFSP §3.1, TDA R11): the same rules the
 * balancing proposal chose them by (`balancing/`).
 */
function balancingRule(trial: Room, m: Pick<ProposedMove, 'entryId' | 'to'> & Partial<ProposedMove>): Staleness | null {
  const source = trial.tables.get(trial.seatOf.get(m.entryId)!.table)!
  return stalePlayerChoice(trial, source, m) ?? staleSeatChoice(trial, trial.tables.get(m.to.table)!, m)
}

/** A pending proposal still fits the room: every move as proposed, by the announced rule (§8.4–§8.8). */
export function proposalHolds(room: Room, proposal: SeatingProposal): Staleness | null {
  return movesHold(room, proposal.kind, proposal.moves, proposal.maxSeats, true)
}
