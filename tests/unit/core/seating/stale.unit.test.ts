import { describe, expect, it } from 'vitest'
import { isBetweenButtonAndSmallBlind, playerDueBigBlind } from '../../../../src/shared/core/seating/positions'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

/** 26 players on 3 × 10 with tracked buttons (BFSP §5.3.1), then two out at one table: a balancing move is due. */
function unbalanced(): { f: SeatingFlow; source: number; dest: number } {
  const f = new SeatingFlow(26)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(3),
    closingOrder: { kind: 'published', order: [1, 2, 3] },
    rules: {},
    trackButtons: true
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  const tables = [...f.seating.room.tables.values()].sort((a, b) => a.count - b.count)
  const dest = tables[0]!.number
  for (let i = 0; i < 2; i += 1) {
    const t = f.seating.room.tables.get(dest)!
    // From the middle of the table: the free seats are then not between the button (seat 10) and the small blind.
    const out = t.occupant.filter((id) => id !== null)[3 + i]!
    f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level: 1, confirmedBy: 'Floor' })
  }
  // the move asks for the buttons at both tables first; the floor records them where they are.
  expect(f.seating.pending!.proposal.buttonsAsked?.length).toBeGreaterThan(0)
  expect(f.answerButtons()).toBe(true)
  const p = f.seating.pending!.proposal
  expect(p.kind).toBe('balance')
  expect(p.deferred).toBe(false)
  return { f, source: p.moves[0]!.from.table, dest }
}

describe('a pending proposal follows the buttons (§8.4, §8.6–§8.8, BFSP §3.1)', () => {
  it('the button moves at the fullest table: the proposal is made again for the player due the big blind now', () => {
    const { f, source } = unbalanced()
    const before = f.seating.pending!
    expect(before.proposal.moves[0]!.entryId).toBe(playerDueBigBlind(f.seating.room.tables.get(source)!))
    f.run({ type: 'seating.button', tournamentId: 't1', table: source, seat: 'advance' })
    const after = f.seating.pending!
    expect(after.id).not.toBe(before.id)
    const due = playerDueBigBlind(f.seating.room.tables.get(source)!)
    expect(after.proposal.moves[0]!.entryId).toBe(due)
    expect(due).not.toBe(before.proposal.moves[0]!.entryId)
    const [moved] = f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: after.id })
    expect(moved?.type).toBe('seating.moved')
    expect(moved?.type === 'seating.moved' && moved.moves[0]!.entryId).toBe(due)
  })

  it('the button moves at the short table: the new seat is again the one closest to the big blind, never between the button and the small blind', () => {
    const { f, dest } = unbalanced()
    for (let hand = 0; hand < 8; hand += 1) {
      f.run({ type: 'seating.button', tournamentId: 't1', table: dest, seat: 'advance' })
      const p = f.seating.pending!.proposal
      for (const m of p.moves) {
        const t = f.seating.room.tables.get(m.to.table)!
        expect(isBetweenButtonAndSmallBlind(t, m.to.seat)).toBe(false)
      }
    }
  })

  it('a button moved behind the proposal (another desk, an old journal) makes confirm refuse it, and nothing is written', () => {
    const { f, source } = unbalanced()
    const pending = f.seating.pending!
    const table = f.seating.room.tables.get(source)!
    // Folded directly, as a record decided elsewhere: the pending proposal is not made again.
    f.fold([
      { type: 'seating.buttonSet', tournamentId: 't1', table: source, seat: table.button! + 1, previous: table.button }
    ])
    const journal = f.journal.length
    expect(f.refused({ type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id }).code).toBe(
      'error.seating.proposalOutdated'
    )
    expect(f.journal.length).toBe(journal)
  })

  it('an override cannot seat the player between the button and the small blind (§8.8)', () => {
    const { f, dest } = unbalanced()
    const t = f.seating.room.tables.get(dest)!
    const free = t.occupant.indexOf(null) + 1
    // The button right before the free seat: the free seat then lies between the button and the small blind.
    f.run({ type: 'seating.button', tournamentId: 't1', table: dest, seat: ((free + 8) % 10) + 1 })
    expect(isBetweenButtonAndSmallBlind(f.seating.room.tables.get(dest)!, free)).toBe(true)
    const pending = f.seating.pending!
    const move = pending.proposal.moves[0]!
    expect(
      f.refused(
        {
          type: 'seating.confirm',
          tournamentId: 't1',
          proposalId: pending.id,
          moves: [{ entryId: move.entryId, to: { table: dest, seat: free } }]
        },
        { reason: 'floor prefers it' }
      ).code
    ).toBe('error.seating.betweenButtonAndSmallBlind')
  })
})
