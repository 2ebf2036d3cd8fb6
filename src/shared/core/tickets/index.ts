/** Tickets (§5.12): issued, voided and used as a tournament's entry. */
export { decideIssueTickets, decideVoidTicket } from './decide'
export type { TicketEvent } from './events'
export { evolveTickets } from './evolve'
export { ticketCommands } from './schemas'
export type { Ticket, TicketUse } from './state'
export { requireTicketFor } from './use'
export { ticketsView } from './views'
export type { TicketRow, TicketsView } from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { ticketDeciders, ticketEvolvers } from './area'
