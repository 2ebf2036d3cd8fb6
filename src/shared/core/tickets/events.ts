/** Tickets (§5.12): recorded in the satellite's stream. */
export type TicketEvent =
  | {
      type: 'ticket.issued'
      /** The satellite. */
      tournamentId: string
      ticketId: string
      forTournamentId: string
      place: number | null
      entryId: string
      playerId: string
    }
  | { type: 'ticket.voided'; tournamentId: string; ticketId: string }
