import { resolvePlayer } from '../players'
import type { FloorState } from '../state'
import type { Ticket } from './state'
import { ticketMatchesResults, ticketsDue } from './due'

/** One ticket as the desk and the satellite's results show it (admin: public names, no internal data). */
export interface TicketRow {
  readonly id: string
  readonly satelliteId: string
  readonly satelliteName: string
  readonly forTournamentId: string
  readonly forTournamentName: string
  /** The announced award place; null when play stopped with every player left holding a ticket. */
  readonly place: number | null
  readonly entryNumber: number | null
  readonly playerId: string
  readonly displayName: string
  readonly issuedAt: number
  readonly issuedBy: string
  readonly status: 'valid' | 'used' | 'void'
  /** The event's entry number the ticket was used for. */
  readonly usedByNumber: number | null
  readonly voidReason: string | null
  /** False when a correction after issuing moved the place: the director may void and issue again. */
  readonly matchesResults: boolean
}

export interface TicketsView {
  /** Award places of this tournament that are tickets (§5.12). */
  readonly announced: number
  /** Tickets this tournament issued as a satellite, newest last. */
  readonly issued: readonly TicketRow[]
  /** Tickets its results award now that are not issued yet. */
  readonly toIssue: number
  readonly undecided: readonly number[]
  readonly shared: ReadonlyArray<{ readonly from: number; readonly to: number }>
  /** Tickets into this tournament, from any satellite. */
  readonly seatsHere: readonly TicketRow[]
}

function ticketRow(state: FloorState, ticket: Ticket, matches: boolean): TicketRow {
  const satellite = state.tournaments.get(ticket.satelliteId)
  const target = state.tournaments.get(ticket.forTournamentId)
  const used = ticket.usedBy !== null ? target?.registration.entries.get(ticket.usedBy) : undefined
  return {
    id: ticket.id,
    satelliteId: ticket.satelliteId,
    satelliteName: satellite?.fields.name ?? '—',
    forTournamentId: ticket.forTournamentId,
    forTournamentName: target?.fields.name ?? '—',
    place: ticket.place,
    entryNumber: satellite?.registration.entries.get(ticket.entryId)?.number ?? null,
    playerId: resolvePlayer(state.players, ticket.playerId)?.id ?? ticket.playerId,
    displayName: resolvePlayer(state.players, ticket.playerId)?.fields.displayName ?? '?',
    issuedAt: ticket.issuedAt,
    issuedBy: ticket.issuedBy,
    status: ticket.voided ? 'void' : ticket.usedBy !== null ? 'used' : 'valid',
    usedByNumber: used?.number ?? null,
    voidReason: ticket.voided?.reason ?? null,
    matchesResults: matches
  }
}

/** The tickets a tournament awards as a satellite and the seats won into it (§5.12). */
export function ticketsView(state: FloorState, tournamentId: string): TicketsView | null {
  const tournament = state.tournaments.get(tournamentId)
  if (!tournament) return null
  const due = ticketsDue(tournament)
  const issued = [...tournament.registration.tickets.values()].map((k) =>
    ticketRow(state, k, k.voided !== null || ticketMatchesResults(k, due.due))
  )
  // From the index: only the satellites that issued seats here are read.
  const seatsHere: TicketRow[] = []
  for (const [ticketId, at] of state.tickets) {
    if (at.forTournamentId !== tournamentId) continue
    const k = state.tournaments.get(at.satelliteId)?.registration.tickets.get(ticketId)
    if (k) seatsHere.push(ticketRow(state, k, true))
  }
  return {
    announced: tournament.registration.awards.places.filter((p) => p.ticketFor).length,
    issued,
    toIssue: due.toIssue.length,
    undecided: due.undecided,
    shared: due.shared,
    seatsHere
  }
}
