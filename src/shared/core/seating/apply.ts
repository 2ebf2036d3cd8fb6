import type { Placement } from './draw'
import { startingButton } from './positions'
import type { SeatingProposal } from './proposal'
import { closeTable, mustTable, seatAt, setButton, setMaxSeat, unseat, type Room, type SeatRef } from './room'

/**
 * Apply confirmed moves to the room (evolve uses this). All movers leave their seats first, then take the new ones,
 * so a redraw where players swap seats applies cleanly. A move keeps the whole stack (§8.6).
 */
export function applyMoves(
  room: Room,
  moves: readonly { entryId: string; to: SeatRef }[],
  countAsMoves: boolean
): void {
  for (const m of moves) unseat(room, m.entryId)
  for (const m of moves) {
    seatAt(room, m.entryId, m.to)
    if (countAsMoves) room.moves.set(m.entryId, (room.moves.get(m.entryId) ?? 0) + 1)
  }
}

/** Apply a confirmed proposal: moves, tables leaving play, 9-max seats; a new final table gets its button (§9.4). */
export function applyProposal(
  room: Room,
  proposal: Pick<SeatingProposal, 'kind' | 'closes' | 'maxSeats'> & {
    moves: readonly { entryId: string; to: SeatRef }[]
  }
): void {
  applyMoves(room, proposal.moves, proposal.kind !== 'final' && proposal.kind !== 'olympic')
  for (const s of proposal.maxSeats) setMaxSeat(room, s.table, s.maxSeat)
  for (const n of proposal.closes) if (mustTable(room, n).count === 0) closeTable(room, n)
  if (room.trackButtons && (proposal.kind === 'final' || proposal.kind === 'olympic')) {
    const tables = new Set(proposal.moves.map((m) => m.to.table))
    for (const n of tables) {
      setButton(room, n, startingButton(mustTable(room, n)))
    }
  }
}

/** Apply a draw (initial, late, break, final, Olympic): seat everyone as placed, set buttons (BFSP §5.3.1). */
export function applyDraw(
  room: Room,
  placements: readonly Placement[],
  buttons: readonly { table: number; seat: number }[]
): void {
  for (const p of placements) {
    if (room.seatOf.has(p.entryId)) unseat(room, p.entryId)
  }
  for (const p of placements) seatAt(room, p.entryId, { table: p.table, seat: p.seat })
  for (const b of buttons) setButton(room, b.table, b.seat)
}

/** An elimination, or a withdrawal: the seat is freed; the button stays where the floor put it. */
export function releaseSeat(room: Room, entryId: string): SeatRef | null {
  return unseat(room, entryId)
}
