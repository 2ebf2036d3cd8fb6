import { describe, expect, it } from 'vitest'
import { entriesToSeat } from '../../../../src/shared/core/registration/entries'
import { tournamentStats } from '../../../../src/shared/core/views/stats'
import { verifyDrawChain } from '../../../../src/shared/core/seating/hash'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { playerCreated } from '../../../support/registration'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

function drawn(players: number, tables: number): SeatingFlow {
  const f = new SeatingFlow(players)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(tables),
    closingOrder: { kind: 'published', order: Array.from({ length: tables }, (_, i) => i + 1) },
    rules: {},
    trackButtons: false
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  return f
}

function bust(f: SeatingFlow, ...entryIds: string[]): string {
  const [hand] = f.run({
    type: 'results.recordHand',
    tournamentId: 't1',
    level: 2,
    confirmedBy: 'Floor',
    busts: entryIds.map((entryId, i) => ({ entryId, startStack: 1000 + i }))
  })
  return (hand as Extract<DomainEvent, { type: 'results.handRecorded' }>).handId
}

/** The display's players left equals the players seated, and everyone in play has one seat. */
function countsAgree(f: SeatingFlow): void {
  const t = f.state.tournaments.get('t1')!
  expect(tournamentStats(t).playersLeft).toBe(f.seating.room.seatOf.size)
  expect(new Set(f.seating.room.seatOf.keys())).toEqual(new Set(entriesToSeat(t).map((e) => e.id)))
}

describe('a player back in play gets a seat (§27.8, §8.8)', () => {
  it('an undone elimination returns the player to their previous seat when it is free', () => {
    const f = drawn(18, 2)
    const id = [...f.seating.room.seatOf.keys()][4]!
    const seat = f.seating.room.seatOf.get(id)!
    const hand = bust(f, id)
    expect(f.seating.room.seatOf.has(id)).toBe(false)
    const events = f.run({ type: 'results.undoHand', tournamentId: 't1', handId: hand }, { reason: 'wrong player' })
    const seated = events.find((e) => e.type === 'seating.seated')
    expect(seated).toMatchObject({ draw: { kind: 'return', placements: [{ entryId: id, ...seat }] } })
    expect(f.seating.room.seatOf.get(id)).toEqual(seat)
    countsAgree(f)
    expect(verifyDrawChain(f.seating.draws).ok).toBe(true)
  })

  it('when the seat was given away meanwhile, the player gets a late seat (§8.8)', () => {
    const f = drawn(19, 2)
    const id = [...f.seating.room.seatOf.keys()][0]!
    const seat = f.seating.room.seatOf.get(id)!
    const hand = bust(f, id)
    // The floor moves another player into the seat; then the undo comes.
    const stranger = [...f.seating.room.seatOf.keys()].find((x) => f.seating.room.seatOf.get(x)!.table !== seat.table)!
    f.run({ type: 'seating.move', tournamentId: 't1', entryId: stranger, to: seat }, { reason: 'table change' })
    const events = f.run({ type: 'results.undoHand', tournamentId: 't1', handId: hand }, { reason: 'wrong player' })
    expect(events.find((e) => e.type === 'seating.seated')).toMatchObject({ draw: { kind: 'late' } })
    expect(f.seating.room.seatOf.get(id)).not.toEqual(seat)
    countsAgree(f)
  })

  it('a hand with two players out, undone: both are back', () => {
    const f = drawn(20, 2)
    const [a, b] = [...f.seating.room.seatOf.keys()]
    const hand = bust(f, a!, b!)
    if (f.seating.pending) f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending.id })
    f.run({ type: 'results.undoHand', tournamentId: 't1', handId: hand }, { reason: 'misread the board' })
    expect(f.seating.room.seatOf.has(a!)).toBe(true)
    expect(f.seating.room.seatOf.has(b!)).toBe(true)
    countsAgree(f)
  })

  it('after the table broke, the player gets a late seat at a table in play', () => {
    const f = drawn(11, 2)
    const id = [...f.seating.room.seatOf.keys()][0]!
    const hand = bust(f, id)
    // 10 left: still two tables (final size 9); one more out and the final table is drawn.
    const other = [...f.seating.room.seatOf.keys()][0]!
    bust(f, other)
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    expect(f.seating.room.openTableCount).toBe(1)
    f.run({ type: 'results.undoHand', tournamentId: 't1', handId: hand }, { reason: 'wrong player' })
    const at = f.seating.room.seatOf.get(id)!
    expect(f.seating.room.tables.get(at.table)!.open).toBe(true)
    countsAgree(f)
  })

  it('a lifted disqualification brings the player back to their seat', () => {
    const f = drawn(18, 2)
    const id = [...f.seating.room.seatOf.keys()][7]!
    const seat = f.seating.room.seatOf.get(id)!
    f.run({ type: 'entry.disqualify', tournamentId: 't1', entryId: id }, { reason: 'collusion' })
    expect(f.seating.room.seatOf.has(id)).toBe(false)
    f.run({ type: 'entry.liftDisqualification', tournamentId: 't1', entryId: id }, { reason: 'recorded in error' })
    expect(f.seating.room.seatOf.get(id)).toEqual(seat)
    countsAgree(f)
  })
})

describe('a no-show whose stack is posted has a seat (§6.6)', () => {
  function postedFlow(): SeatingFlow {
    const f = drawn(12, 2)
    f.fold([
      {
        type: 'player.created',
        playerId: 'late',
        fields: {
          displayName: 'Late One',
          fullName: '',
          participantNumber: '',
          clubId: '',
          contact: '',
          ageConfirmed: true,
          rulesConsent: true,
          dataConsent: true,
          notes: ''
        },
        source: 'desk'
      }
    ])
    return f
  }

  it('a pre-registered entry after the draw gets a seat when stacks are posted', () => {
    const f = postedFlow()
    f.run({ type: 'registration.setTerms', tournamentId: 't1', terms: { noShowStack: 'posted' } }, { reason: 'posted' })
    f.run(
      { type: 'entry.register', tournamentId: 't1', playerId: 'late', preRegistered: true, override: true },
      { reason: 'late' }
    )
    countsAgree(f)
    const t = f.state.tournaments.get('t1')!
    const entry = [...t.registration.entries.values()].find((e) => e.playerId === 'late')!
    expect(entry.status).toBe('pre-registered')
    expect(f.seating.room.seatOf.has(entry.id)).toBe(true)
  })

  it('the terms turn to "posted" after the draw: every pre-registered entry gets a seat', () => {
    const f = postedFlow()
    f.run(
      { type: 'entry.register', tournamentId: 't1', playerId: 'late', preRegistered: true, override: true },
      { reason: 'late' }
    )
    const t = f.state.tournaments.get('t1')!
    const entry = [...t.registration.entries.values()].find((e) => e.playerId === 'late')!
    expect(f.seating.room.seatOf.has(entry.id)).toBe(false)
    f.run({ type: 'registration.setTerms', tournamentId: 't1', terms: { noShowStack: 'posted' } }, { reason: 'posted' })
    expect(f.seating.room.seatOf.has(entry.id)).toBe(true)
    countsAgree(f)
  })
})

describe('an entry waiting for a seat takes the first one that frees up (§8.8)', () => {
  function full(): { f: SeatingFlow; waiting: string } {
    const f = drawn(20, 2) // 2 × 10: every seat taken
    f.fold([playerCreated('late', 'Late One')])
    f.run(
      { type: 'entry.register', tournamentId: 't1', playerId: 'late', preRegistered: false, override: true },
      { reason: 'late' }
    )
    const t = f.state.tournaments.get('t1')!
    const waiting = [...t.registration.entries.values()].find((e) => e.playerId === 'late')!.id
    expect(f.seating.room.seatOf.has(waiting)).toBe(false)
    return { f, waiting }
  }

  it('an elimination frees a seat: the waiting entry is seated in the same record', () => {
    const { f, waiting } = full()
    const out = [...f.seating.room.seatOf.keys()][3]!
    const events = f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level: 1, confirmedBy: 'Floor' })
    expect(events.map((e) => e.type)).toContain('seating.seated')
    expect(f.seating.room.seatOf.has(waiting)).toBe(true)
    countsAgree(f)
  })

  it('new tables: the waiting entry is seated there at once, then balancing is proposed', () => {
    const { f, waiting } = full()
    const events = f.run({ type: 'seating.addTables', tournamentId: 't1', tables: [{ number: 3, seats: 10 }] })
    expect(events.map((e) => e.type)).toEqual(['seating.tablesAdded', 'seating.seated', 'seating.proposed'])
    expect(f.seating.room.seatOf.get(waiting)?.table).toBe(3)
    countsAgree(f)
  })
})
