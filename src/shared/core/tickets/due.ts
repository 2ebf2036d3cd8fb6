import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { isIn } from '../registration'
import { placesOf } from '../results'
import type { Ticket } from './state'

/** A ticket a satellite's results award now (§5.12): to the entry at the announced place, or to a player left. */
export interface TicketDue {
  readonly place: number | null
  readonly entryId: string
  readonly forTournamentId: string
}

export interface TicketsDue {
  /** Every ticket the results award now, issued or not. */
  readonly due: readonly TicketDue[]
  /** Those not issued yet (no ticket in force for that place, or for that player left in play). */
  readonly toIssue: readonly TicketDue[]
  /** Announced ticket places whose holder is not decided yet. */
  readonly undecided: readonly number[]
  /** Shared places (a split tie, §24.10) holding fewer tickets than players: the director decides first. */
  readonly shared: ReadonlyArray<{ readonly from: number; readonly to: number }>
}

/**
 * Who holds each ticket a satellite announced (§5.12), from its places now (§27.7). A place is decided when one entry
 * holds it; a shared place range is decided when it holds as many tickets as players. When the players left in play
 * all hold ticket places (places 1…n all award a ticket and n players are left), play for tickets is over: each player
 * left is due one (the place is then null: not played out).
 */
export function ticketsDue(tournament: Tournament): TicketsDue {
  const announced = tournament.registration.awards.places.filter((p) => p.ticketFor).sort((a, b) => a.place - b.place)
  if (announced.length === 0) return { due: [], toIssue: [], undecided: [], shared: [] }
  const reg = tournament.registration
  const table = placesOf(tournament)
  const number = (entryId: string) => reg.entries.get(entryId)?.number ?? 0
  const placed = table.results.filter((r) => r.place !== null)
  const inPlay = table.results
    .filter((r) => {
      const entry = reg.entries.get(r.entryId)
      return r.place === null && entry !== undefined && isIn(entry)
    })
    .map((r) => r.entryId)
    .sort((a, b) => number(a) - number(b))
  const ticketAt = new Map(announced.map((p) => [p.place, p.ticketFor!]))
  const due: TicketDue[] = []
  const undecided: number[] = []
  const shared: Array<{ from: number; to: number }> = []
  const done = new Set<number>()
  const bubble = inPlay.length > 0 && inPlay.every((_, i) => ticketAt.has(i + 1))
  for (const { place } of announced) {
    if (done.has(place)) continue
    const covering = placed
      .filter((r) => r.place! <= place && place <= (r.placeTo ?? r.place!))
      .sort((a, b) => number(a.entryId) - number(b.entryId))
    if (covering.length === 1 && (covering[0]!.placeTo ?? covering[0]!.place) === covering[0]!.place) {
      done.add(place)
      due.push({ place, entryId: covering[0]!.entryId, forTournamentId: ticketAt.get(place)! })
    } else if (covering.length > 0) {
      const from = covering[0]!.place!
      const to = Math.max(...covering.map((r) => r.placeTo ?? r.place!))
      const inRange = announced.filter((p) => p.place >= from && p.place <= to)
      inRange.forEach((p) => done.add(p.place))
      if (inRange.length === covering.length)
        inRange.forEach((p, i) =>
          due.push({ place: p.place, entryId: covering[i]!.entryId, forTournamentId: p.ticketFor! })
        )
      else shared.push({ from, to })
    } else if (bubble && place <= inPlay.length) {
      for (let i = 0; i < inPlay.length; i += 1) {
        done.add(i + 1)
        due.push({ place: null, entryId: inPlay[i]!, forTournamentId: ticketAt.get(i + 1)! })
      }
    } else {
      done.add(place)
      undecided.push(place)
    }
  }
  const inForce = [...reg.tickets.values()].filter((k) => !k.voided)
  const toIssue = due.filter((d) =>
    d.place !== null
      ? !inForce.some((k) => k.place === d.place)
      : !inForce.some((k) => k.place === null && k.entryId === d.entryId)
  )
  return { due, toIssue, undecided, shared }
}

/** Whether an issued ticket still matches the results (a correction after issuing may have moved its place). */
export function ticketMatchesResults(ticket: Ticket, due: readonly TicketDue[]): boolean {
  return due.some((d) => d.place === ticket.place && d.entryId === ticket.entryId)
}

/** The ticket with this id, in whichever satellite issued it. */
export function findTicket(state: FloorState, ticketId: string): Ticket | undefined {
  const at = state.tickets.get(ticketId)
  return at ? state.tournaments.get(at.satelliteId)?.registration.tickets.get(ticketId) : undefined
}
