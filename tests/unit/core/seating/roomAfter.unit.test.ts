import { describe, expect, it } from 'vitest'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

/** Six players on two four-seat tables (3 and 3), buttons not tracked: a free choice moves the fewest-moved first. */
function twoSmallTables(hallNumber: string): SeatingFlow {
  const f = new SeatingFlow(6)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(2, 4),
    closingOrder: { kind: 'published', order: [1, 2] },
    rules: { finalTableSize: 4 },
    trackButtons: false
  })
  f.run({ type: 'seating.draw', tournamentId: 't1', hallNumber })
  return f
}

describe('the proposal a command leaves is made on the room the fold will have (evolve on a fork)', () => {
  it('§8.4: a player just moved by hand is not the one the balancing that follows moves back (fewest moves first)', () => {
    let flows = 0
    for (const hallNumber of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) {
      for (const pick of [0, 1]) {
        const f = twoSmallTables(hallNumber)
        const room = f.seating.room
        const moved = room.tables.get(1)!.occupant.filter((x) => x !== null)[pick]!
        const free = room.tables.get(2)!.occupant.indexOf(null) + 1
        // 3 and 3 become 2 and 4: a balancing move from table 2 is due at once.
        f.run(
          { type: 'seating.move', tournamentId: 't1', entryId: moved, to: { table: 2, seat: free } },
          { reason: 'seat swap asked by the floor' }
        )
        expect(f.seating.room.moves.get(moved)).toBe(1)
        const proposal = f.seating.pending!.proposal
        expect(proposal.kind).toBe('balance')
        expect(proposal.moves).toHaveLength(1)
        expect(proposal.moves[0]).toMatchObject({ from: { table: 2 }, to: { table: 1 }, previousMoves: 0 })
        expect(proposal.moves[0]!.entryId).not.toBe(moved)
        flows += 1
      }
    }
    expect(flows).toBe(20)
  })
})
