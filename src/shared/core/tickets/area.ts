import type { CommandsOf, Deciders, Evolvers } from '../decider'
import { decideIssueTickets, decideVoidTicket } from './decide'
import type { TicketEvent } from './events'
import { evolveTickets } from './evolve'
import type { ticketCommands } from './schemas'

/** The satellite tickets area as the root composes it (§6.13): a decision per command, a fold per event. */
export const ticketDeciders: Deciders<CommandsOf<typeof ticketCommands>> = {
  'tickets.issue': (c, { state, ctx }) => decideIssueTickets(c, state, ctx),
  'tickets.void': (c, { state, reason }) => decideVoidTicket(c, state, reason)
}

export const ticketEvolvers: Evolvers<TicketEvent> = {
  'ticket.issued': evolveTickets,
  'ticket.voided': evolveTickets
}
