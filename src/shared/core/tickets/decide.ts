import type { z } from 'zod'
import type { DecideContext } from '../context'
import type { FloorState } from '../state'
import { reject } from '../rejection'
import { requireTournament } from '../guards'
import { requireReason } from '../registration'
import type { TicketEvent } from './events'
import type { IssueTickets, VoidTicket } from './schemas'
import { ticketsDue } from './due'

/** §5.12: issue the tickets the satellite's results award now, one record per ticket. */
export function decideIssueTickets(
  command: z.infer<typeof IssueTickets>,
  state: FloorState,
  ctx: DecideContext
): TicketEvent[] {
  const satellite = requireTournament(state, command.tournamentId)
  const reg = satellite.registration
  const dueNow = ticketsDue(satellite)
  if (dueNow.due.length === 0 && dueNow.undecided.length === 0 && dueNow.shared.length === 0) {
    reject('error.tickets.noneAnnounced', 'This tournament announced no tickets among its awards (§5.12)', {
      field: 'tournamentId'
    })
  }
  if (dueNow.toIssue.length === 0) {
    const shared = dueNow.shared[0]
    if (shared) {
      reject(
        'error.tickets.sharedPlaces',
        `Places ${shared.from}–${shared.to} are shared and hold fewer tickets than players: decide who takes them first (§24.10, §5.12)`,
        { field: 'tournamentId', params: { from: shared.from, to: shared.to } }
      )
    }
    if (dueNow.undecided.length > 0) {
      reject(
        'error.tickets.notDecided',
        `The places that win a ticket are not decided yet (${dueNow.undecided.join(', ')})`,
        {
          field: 'tournamentId',
          params: { places: dueNow.undecided.join(', ') }
        }
      )
    }
    reject('error.tickets.allIssued', 'Every ticket the results award is issued already', { field: 'tournamentId' })
  }
  return dueNow.toIssue.map((d) => {
    const entry = reg.entries.get(d.entryId)!
    return {
      type: 'ticket.issued' as const,
      tournamentId: satellite.id,
      ticketId: ctx.newId(),
      forTournamentId: d.forTournamentId,
      place: d.place,
      entryId: d.entryId,
      playerId: entry.playerId
    }
  })
}

/** Void a ticket, with a reason (§27.8). A ticket an entry used is freed first: the entry is withdrawn or corrected. */
export function decideVoidTicket(
  command: z.infer<typeof VoidTicket>,
  state: FloorState,
  reason: string | null
): TicketEvent[] {
  const satellite = requireTournament(state, command.tournamentId)
  const ticket = satellite.registration.tickets.get(command.ticketId)
  if (!ticket) reject('error.tickets.unknown', 'No such ticket in this tournament', { field: 'ticketId' })
  if (ticket.voided) reject('error.tickets.alreadyVoid', 'This ticket is void already', { field: 'ticketId' })
  if (ticket.usedBy !== null) {
    const target = state.tournaments.get(ticket.forTournamentId)
    const number = target?.registration.entries.get(ticket.usedBy)?.number ?? '—'
    reject(
      'error.tickets.inUse',
      `Entry #${number} of the event was registered with this ticket: withdraw that entry before voiding the ticket`,
      { field: 'ticketId', params: { number } }
    )
  }
  requireReason(reason, 'Voiding a ticket')
  return [{ type: 'ticket.voided', tournamentId: satellite.id, ticketId: ticket.id }]
}
