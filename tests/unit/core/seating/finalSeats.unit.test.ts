import { describe, expect, it } from 'vitest'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

/**
 * The final table after the final size was raised (§9.3, §9.4, BFSP §3.1). The stateful fuzzer (seed 2026113008,
 * in-process) found a final proposal that could not be confirmed: "Seat 3/5 cannot be given". The tables had gone
 * short-handed at a final size of 4 (seats 5–10 out of play); the director then announced a final of 9, and the final
 * draw spread the players over seats 1–9 of the last table while its seats above 4 stayed out of play — the
 * proposal did not bring them back, and the confirmation refused its own draw.
 */
describe('a final table drawn on seats a short-handed stage had taken out of play', () => {
  it('brings the seats back into play with the draw, and the director can confirm it', () => {
    const f = new SeatingFlow(12)
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(2),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: { shortHandedFinal: true, finalTableSize: 4, finalRedraw: true },
      trackButtons: false
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(f.seating.room.openTableCount).toBe(2)
    // Down to eight players (balancing confirmed as offered): they fit at two 4-max tables, and the short-handed
    // stage takes seats 5–10 out of play (BFSP §3.1).
    for (const entryId of [...f.seating.room.seatOf.keys()].slice(0, 4)) {
      f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId, level: 1, confirmedBy: 'Floor' })
      while (f.seating.pending && f.seating.pending.proposal.kind !== 'short-handed')
        f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending.id })
    }
    expect(f.seating.pending?.proposal.kind).toBe('short-handed')
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    for (const t of f.seating.room.tables.values()) expect(t.maxSeat).toBe(4)

    // The director announces a final of nine (a rule change, with its reason); one more player goes out.
    f.run({ type: 'seating.setRules', tournamentId: 't1', rules: { finalTableSize: 9 } }, { reason: 'Final of nine' })
    const out = f.seating.room.tables.get(1)!.occupant.find((x) => x !== null)!
    f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level: 1, confirmedBy: 'Floor' })

    const pending = f.seating.pending!
    expect(pending.proposal.kind).toBe('final')
    expect(pending.proposal.moves).toHaveLength(7)
    // Seven players spread over nine seats: some sit above seat 4, so the proposal names the table's new maximum.
    expect(pending.proposal.moves.some((m) => m.to.seat > 4)).toBe(true)
    expect(pending.proposal.maxSeats).toEqual([{ table: 2, maxSeat: 9 }])

    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id })
    const final = f.seating.room.tables.get(2)!
    expect(final.maxSeat).toBe(9)
    expect(final.count).toBe(7)
    expect(f.seating.room.tables.get(1)!.open).toBe(false)
    for (const m of pending.proposal.moves) expect(f.seating.room.seatOf.get(m.entryId)).toEqual(m.to)
    expect(f.seating.pending).toBeNull()
  })
})
