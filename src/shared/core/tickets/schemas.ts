import { z } from 'zod'
import { TournamentId } from '../ids'

const TicketId = z.string().min(1).max(64)

/**
 * §5.12: issue the tickets a satellite announced as awards, to the entries whose places are decided (or, when play
 * stopped with as many players left as tickets, to every player left).
 */
export const IssueTickets = z.strictObject({
  type: z.literal('tickets.issue'),
  tournamentId: TournamentId
})

/** Void a ticket issued in error or after a corrected result; needs a reason. A used ticket is freed first. */
export const VoidTicket = z.strictObject({
  type: z.literal('tickets.void'),
  tournamentId: TournamentId,
  ticketId: TicketId
})

export const ticketCommands = [IssueTickets, VoidTicket] as const
