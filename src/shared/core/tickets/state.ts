/**
 * A seat won in a satellite (§5.12: awards may be tickets to another event). The ticket is the satellite's record;
 * it is used at the event it is for, where the entry names it instead of a second entry.
 */
export interface Ticket {
  readonly id: string
  /** The satellite that awarded it. */
  readonly satelliteId: string
  /** The event it is a seat in. */
  readonly forTournamentId: string
  /** The announced award place; null when play stopped with every player left holding a ticket. */
  readonly place: number | null
  /** The satellite entry that won it, and its player (seats are not transferable, §6.9). */
  readonly entryId: string
  readonly playerId: string
  readonly issuedAt: number
  readonly issuedBy: string
  /** The entry of the event it was used for; null while unused (a withdrawn entry gives it back). */
  usedBy: string | null
  /** Voided with a reason (issued in error, or the result it came from was corrected); a void ticket is not used. */
  voided: { readonly at: number; readonly by: string; readonly reason: string } | null
}

/** How an entry was paid for by a ticket: the ticket and the satellite that issued it. */
export interface TicketUse {
  readonly ticketId: string
  readonly satelliteId: string
}
