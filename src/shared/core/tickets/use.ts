import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { reject } from '../rejection'
import { resolvePlayer } from '../players'
import { findTicket } from './due'
import type { TicketUse } from './state'

/**
 * A ticket used at registration (§5.12): it must be a seat in this event, in force, unused, and the
 * player's own — a seat is not transferable (§6.9; a merge of duplicate records follows the kept record).
 */
export function requireTicketFor(
  state: FloorState,
  ticketId: string,
  tournament: Tournament,
  playerId: string
): TicketUse {
  const ticket = findTicket(state, ticketId)
  if (!ticket) reject('error.tickets.unknown', 'No such ticket', { field: 'ticketId' })
  const satellite = state.tournaments.get(ticket.satelliteId)?.fields.name ?? '—'
  if (ticket.forTournamentId !== tournament.id) {
    const target = state.tournaments.get(ticket.forTournamentId)?.fields.name ?? '—'
    reject('error.tickets.otherEvent', `This ticket from ${satellite} is a seat in ${target}, not in this event`, {
      field: 'ticketId',
      params: { satellite, target }
    })
  }
  if (ticket.voided)
    reject('error.tickets.void', `This ticket from ${satellite} was voided`, {
      field: 'ticketId',
      params: { satellite }
    })
  const holder = resolvePlayer(state.players, ticket.playerId)?.id ?? ticket.playerId
  if (holder !== playerId) {
    const name = resolvePlayer(state.players, ticket.playerId)?.fields.displayName ?? '—'
    reject('error.tickets.notTransferable', `This ticket is ${name}'s: a seat is not transferable (§6.9)`, {
      field: 'ticketId',
      params: { name }
    })
  }
  if (ticket.usedBy !== null) {
    const number = tournament.registration.entries.get(ticket.usedBy)?.number ?? '—'
    reject('error.tickets.used', `This ticket was used for entry #${number} already`, {
      field: 'ticketId',
      params: { number }
    })
  }
  return { ticketId: ticket.id, satelliteId: ticket.satelliteId }
}
