import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import type { MultiDay } from '../../../../src/shared/core/flights/schemas'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { liveFloor, T0 } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { playerFields } from '../../../support/registration'

/**
 * §5.5, §27.5: a start day (flight) of a multi-day event ends by bagging — the stacks still in are counted and carried
 * to Day 2, where the final table is played (§9.3, §9.4). A Day-1 flight proposed "Final table: seats redrawn" at six
 * players; it now breaks and balances its tables as any event does, and never forms a final table, a 9-max pre-final
 * (BFSP §3.1) or shows one on the hall display.
 */
const DAY2: MultiDay = {
  role: 'event',
  carryOver: 'best',
  reentryAfterAdvance: true,
  day2Seating: 'draw',
  flightBusts: 'shared'
}

/** A tournament of eight players on two 6-seat tables, final table of 6 (short-handed pre-final announced). */
function floorOf(multiDay: MultiDay | undefined) {
  const f = liveFloor()
  f.apply([
    { type: 'tournament.created', tournamentId: 'd2', fields: { ...mainEvent, name: 'Day 2', multiDay: DAY2 } },
    {
      type: 'tournament.created',
      tournamentId: 't',
      fields: { ...mainEvent, name: 'Day 1A', ...(multiDay ? { multiDay } : {}) }
    },
    ...Array.from({ length: 8 }, (_, i): DomainEvent => ({
      type: 'player.created',
      playerId: `p${i + 1}`,
      fields: playerFields(`Player ${i + 1}`),
      source: 'desk'
    }))
  ])
  const ids = Array.from(
    { length: 8 },
    (_, i) =>
      (
        f.run({
          type: 'entry.register',
          tournamentId: 't',
          playerId: `p${i + 1}`,
          preRegistered: false,
          waitingList: false,
          override: false
        })[0] as { entryId: string }
      ).entryId
  )
  f.apply([{ type: 'tournament.started', tournamentId: 't' }])
  f.run({
    type: 'seating.configure',
    tournamentId: 't',
    tables: [1, 2].map((number) => ({ number, seats: 6 })),
    closingOrder: { kind: 'published', order: [1, 2] },
    rules: { finalTableSize: 6, finalRedraw: true, shortHandedFinal: true }
  } as Command)
  f.run({ type: 'seating.draw', tournamentId: 't' })
  const t = () => f.state.tournaments.get('t')!
  /** Two players out, one from each table: six left, who fit at one table. */
  const downToSix = (): void => {
    const room = t().seating!.room
    for (const table of [1, 2]) {
      const id = ids.find((x) => room.seatOf.get(x)?.table === table)!
      f.run({ type: 'entry.eliminate', tournamentId: 't', entryId: id, level: 3, confirmedBy: 'Floor' })
      const pending = t().seating!.pending
      // A balancing move after the first bust is confirmed as the floor would.
      if (pending && f.state.tournaments.get('t')!.seating!.room.seatOf.size > 6)
        f.run({ type: 'seating.confirm', tournamentId: 't', proposalId: pending.id })
    }
  }
  return { f, t, downToSix }
}

describe('§5.5 a flight ends by bagging, not at a final table', () => {
  it('an ordinary event at six players proposes the final table (the rule a flight must not follow)', () => {
    const { t, downToSix } = floorOf(undefined)
    downToSix()
    expect(t().seating!.pending?.proposal.kind).toBe('final')
  })

  it('§5.5 §9.3 a Day-1 flight at six players breaks its table instead: no final-table redraw is proposed', () => {
    const { f, t, downToSix } = floorOf({ role: 'flight', eventId: 'd2', label: '1A' })
    downToSix()
    const pending = t().seating!.pending!
    expect(pending.proposal.kind).toBe('break')
    expect(pending.proposal.finalTable).toBeUndefined()
    expect(pending.proposal.moves.every((m) => m.cause !== 'final')).toBe(true)
    // Asking for a proposal by hand does not bring the final table either.
    f.run({ type: 'seating.dismiss', tournamentId: 't', proposalId: pending.id }, { reason: 'Asked again by hand' })
    const asked = f.run({ type: 'seating.propose', tournamentId: 't' })
    expect(asked.map((e) => (e.type === 'seating.proposed' ? e.proposal.kind : e.type))).toEqual(['break'])
    // Confirmed, the day goes on at one table; the hall display names no final table.
    f.run({ type: 'seating.confirm', tournamentId: 't', proposalId: t().seating!.pending!.id })
    expect(t().seating!.room.openTableCount).toBe(1)
    expect(t().seating!.finalTable).toBeNull()
    expect(publicDisplay(f.state, 't', T0 + 60_000).seating?.finalTable).toBeNull()
    expect(t().seating!.pending).toBeNull()
  })

  it('§5.5 BFSP §3.1 a flight announced with a short-handed final plays no 9-max pre-final either', () => {
    const { f, t } = floorOf({ role: 'flight', eventId: 'd2', label: '1A' })
    const room = t().seating!.room
    // Seven left at two tables (fits two final-size tables): an ordinary event would take the seats above 6 out.
    const id = [...room.seatOf.keys()][0]!
    const events = f.run({ type: 'entry.eliminate', tournamentId: 't', entryId: id, level: 3, confirmedBy: 'Floor' })
    const kinds = events.flatMap((e) => (e.type === 'seating.proposed' ? [e.proposal.kind] : []))
    expect(kinds).not.toContain('short-handed')
    expect(kinds).not.toContain('final')
  })

  it('§5.5 a tournament made a flight after its seats were drawn follows at once (the fold keeps the room in step)', () => {
    const { f, t, downToSix } = floorOf(undefined)
    f.run(
      {
        type: 'tournament.edit',
        tournamentId: 't',
        changes: { multiDay: { role: 'flight', eventId: 'd2', label: '1A' } }
      } as Command,
      { reason: 'Announced as Day 1A of the main event' }
    )
    expect(t().seating!.room.endsByBagging).toBe(true)
    downToSix()
    expect(t().seating!.pending?.proposal.kind).not.toBe('final')
  })
})
