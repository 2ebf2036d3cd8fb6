import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { TicketEvent } from './events'

export function evolveTickets(state: FloorState, record: EventRecord<TicketEvent>): void {
  const event = record.event
  const satellite = state.tournaments.get(event.tournamentId)
  if (!satellite) return
  const reg = satellite.registration
  reg.version += 1
  switch (event.type) {
    case 'ticket.issued':
      state.tickets.set(event.ticketId, { satelliteId: satellite.id, forTournamentId: event.forTournamentId })
      reg.tickets.set(event.ticketId, {
        id: event.ticketId,
        satelliteId: satellite.id,
        forTournamentId: event.forTournamentId,
        place: event.place,
        entryId: event.entryId,
        playerId: event.playerId,
        issuedAt: record.occurredAt,
        issuedBy: record.actor,
        usedBy: null,
        voided: null
      })
      return
    case 'ticket.voided': {
      const ticket = reg.tickets.get(event.ticketId)
      if (ticket) ticket.voided = { at: record.occurredAt, by: record.actor, reason: record.reason ?? '' }
      return
    }
  }
}
