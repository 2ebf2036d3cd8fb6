import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import { type DomainEvent } from '../../../../src/shared/core/events'
import { ticketsView } from '../../../../src/shared/core/tickets/views'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { T0, liveFloor } from '../../../support/decider'
import { playerFields } from '../../../support/registration'
import { mainEvent } from '../../../support/fixtures'

/**
 * §5.12 (awards may be tickets to another event), §6.9 (a seat is not transferable): a satellite's
 * tickets, decided from its places, issued one record per ticket, used at the event's desk instead of a second entry.
 */
const floor = liveFloor

const register = (tournamentId: string, playerId: string, ticketId?: string): Command => ({
  type: 'entry.register',
  tournamentId,
  playerId,
  preRegistered: false,
  waitingList: false,
  override: false,
  ...(ticketId ? { ticketId } : {})
})

/** A satellite of four players whose places 1 and 2 win a seat in the main event. */
function satelliteOfFour(ticketPlaces: number[] = [1, 2]) {
  const f = floor()
  f.apply([
    { type: 'tournament.created', tournamentId: 'main', fields: mainEvent },
    { type: 'tournament.created', tournamentId: 'sat', fields: { ...mainEvent, name: 'Satellite' } },
    ...['Anna', 'Boris', 'Vera', 'Gleb', 'Dina'].map((name, i): DomainEvent => ({
      type: 'player.created',
      playerId: `p${i + 1}`,
      fields: playerFields(name),
      source: 'desk'
    }))
  ])
  f.run({
    type: 'registration.setAwards',
    tournamentId: 'sat',
    awards: {
      places: ticketPlaces.map((place) => ({ place, description: 'Seat in the Main Event', ticketFor: 'main' }))
    }
  })
  const entries = ['p1', 'p2', 'p3', 'p4'].map((p) => f.run(register('sat', p))[0]! as { entryId: string })
  const out = (i: number) =>
    f.run({
      type: 'entry.eliminate',
      tournamentId: 'sat',
      entryId: entries[i]!.entryId,
      level: 3,
      confirmedBy: 'Floor'
    })
  return { ...f, entries: entries.map((e) => e.entryId), out }
}

const issued = (events: DomainEvent[]) =>
  events.filter((e): e is Extract<DomainEvent, { type: 'ticket.issued' }> => e.type === 'ticket.issued')

describe('§5.12 satellite tickets', () => {
  it('refuses an award that is a seat in the satellite itself or in an event not recorded', () => {
    const f = satelliteOfFour()
    expect(
      f.refused({
        type: 'registration.setAwards',
        tournamentId: 'sat',
        awards: { places: [{ place: 1, description: 'x', ticketFor: 'sat' }] }
      })
    ).toBe('error.awards.ticketForItself')
    expect(
      f.refused({
        type: 'registration.setAwards',
        tournamentId: 'sat',
        awards: { places: [{ place: 1, description: 'x', ticketFor: 'nowhere' }] }
      })
    ).toBe('error.awards.ticketForUnknown')
  })

  it('issues nothing while the places that win a ticket are not decided, and says which', () => {
    const f = satelliteOfFour()
    f.out(3) // 4th place: no ticket; three players left, place 3 wins nothing
    expect(f.refused({ type: 'tickets.issue', tournamentId: 'sat' })).toBe('error.tickets.notDecided')
    expect(ticketsView(f.state, 'sat')).toMatchObject({ announced: 2, toIssue: 0, undecided: [1, 2] })
  })

  it('when as many players are left as there are ticket places, each player left wins one (play for seats is over)', () => {
    const f = satelliteOfFour()
    f.out(3)
    f.out(2)
    const events = issued(f.run({ type: 'tickets.issue', tournamentId: 'sat' }))
    expect(events.map((e) => [e.place, e.playerId, e.forTournamentId]).sort()).toEqual([
      [null, 'p1', 'main'],
      [null, 'p2', 'main']
    ])
    // Issued once: the same results award nothing more.
    expect(f.refused({ type: 'tickets.issue', tournamentId: 'sat' })).toBe('error.tickets.allIssued')
  })

  it('a ticket for one place goes to the entry that holds exactly that place', () => {
    const f = satelliteOfFour([1])
    f.out(3)
    f.out(2)
    expect(f.refused({ type: 'tickets.issue', tournamentId: 'sat' })).toBe('error.tickets.notDecided')
    f.out(1) // Boris 2nd, Anna wins
    const [ticket] = issued(f.run({ type: 'tickets.issue', tournamentId: 'sat' }))
    expect(ticket).toMatchObject({ place: 1, playerId: 'p1', entryId: f.entries[0] })
  })

  it('registers the holder at the event by the ticket: the entry names it, the ticket is used, once', () => {
    const f = satelliteOfFour()
    f.out(3)
    f.out(2)
    const tickets = issued(f.run({ type: 'tickets.issue', tournamentId: 'sat' }))
    const anna = tickets.find((k) => k.playerId === 'p1')!
    const boris = tickets.find((k) => k.playerId === 'p2')!
    // §6.9: Vera cannot take Anna's seat.
    expect(f.refused(register('main', 'p3', anna.ticketId))).toBe('error.tickets.notTransferable')
    const [entry] = f.run(register('main', 'p1', anna.ticketId))
    expect(entry).toMatchObject({
      type: 'entry.registered',
      tournamentId: 'main',
      ticket: { ticketId: anna.ticketId, satelliteId: 'sat' }
    })
    const main = f.state.tournaments.get('main')!
    expect(main.registration.entries.size).toBe(1) // one entry, not an entry and a "fee" record
    expect(ticketsView(f.state, 'main')!.seatsHere.map((r) => [r.displayName, r.status, r.usedByNumber])).toEqual([
      ['Anna', 'used', 1],
      ['Boris', 'valid', null]
    ])
    // Used once: a re-entry after Anna's elimination needs its own entry; the ticket is a seat in the main event only.
    f.run({
      type: 'registration.setTerms',
      tournamentId: 'main',
      terms: { reentry: { maxPerPlayer: 2, untilLevel: null, chips: null } }
    })
    f.run(register('main', 'p3'))
    const entryId = (entry as { entryId: string }).entryId
    f.run({ type: 'entry.eliminate', tournamentId: 'main', entryId, level: 1, confirmedBy: 'Floor' })
    expect(f.refused(register('main', 'p1', anna.ticketId))).toBe('error.tickets.used')
    f.run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Side Event' } } as Command)
    const side = [...f.state.tournaments.keys()].find((id) => id !== 'main' && id !== 'sat')!
    expect(f.refused(register(side, 'p2', boris.ticketId))).toBe('error.tickets.otherEvent')
  })

  it('a withdrawn entry gives its ticket back; a used ticket cannot be voided until then; voiding needs a reason', () => {
    const f = satelliteOfFour()
    f.out(3)
    f.out(2)
    const [first] = issued(f.run({ type: 'tickets.issue', tournamentId: 'sat' }))
    const [entry] = f.run(register('main', first!.playerId, first!.ticketId)) as Array<{ entryId: string }>
    expect(f.refused({ type: 'tickets.void', tournamentId: 'sat', ticketId: first!.ticketId }, { reason: 'x' })).toBe(
      'error.tickets.inUse'
    )
    f.run({ type: 'entry.withdraw', tournamentId: 'main', entryId: entry!.entryId, override: false })
    expect(f.state.tournaments.get('sat')!.registration.tickets.get(first!.ticketId)!.usedBy).toBeNull()
    expect(f.refused({ type: 'tickets.void', tournamentId: 'sat', ticketId: first!.ticketId })).toBe(
      'error.registration.reasonRequired'
    )
    f.run({ type: 'tickets.void', tournamentId: 'sat', ticketId: first!.ticketId }, { reason: 'Issued in error' })
    expect(f.refused(register('main', first!.playerId, first!.ticketId))).toBe('error.tickets.void')
    // The place is free again: the same result issues a new ticket for it.
    const again = issued(f.run({ type: 'tickets.issue', tournamentId: 'sat' }))
    expect(again.map((k) => k.playerId)).toEqual([first!.playerId])
    expect(again[0]!.ticketId).not.toBe(first!.ticketId)
  })

  it('a ticket follows a merge of duplicate player records (§6.3) and is still not transferable', () => {
    const f = satelliteOfFour()
    f.out(3)
    f.out(2)
    const anna = issued(f.run({ type: 'tickets.issue', tournamentId: 'sat' })).find((k) => k.playerId === 'p1')!
    // Dina's record is Anna's duplicate: merged into p5, Anna's ticket is p5's.
    f.run({ type: 'player.merge', keepId: 'p5', duplicateId: 'p1' }, { reason: 'Same person' })
    expect(f.refused(register('main', 'p2', anna.ticketId))).toBe('error.tickets.notTransferable')
    expect(f.run(register('main', 'p5', anna.ticketId))[0]).toMatchObject({ ticket: { ticketId: anna.ticketId } })
  })

  it('the protocols name the tickets awarded and the entries that came with one', () => {
    const f = satelliteOfFour()
    f.out(3)
    f.out(2)
    const anna = issued(f.run({ type: 'tickets.issue', tournamentId: 'sat' })).find((k) => k.playerId === 'p1')!
    f.run(register('main', 'p1', anna.ticketId))
    const text = (id: string) => {
      const doc = buildProtocol(protocolInput(f.state, id)!, { audience: 'public', generatedAt: T0 })
      return JSON.stringify(layoutProtocol(doc, { language: 'en' }))
    }
    expect(text('sat')).toContain('Tickets awarded (§5.12)')
    expect(text('sat')).toContain('Minsk Open — Main Event')
    expect(text('main')).toContain('by ticket from Satellite')
  })
})
