import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { TournamentEvent } from './events'
import type { Tournament } from './state'
import { initialClock } from '../clock'

/**
 * The parts of a new tournament that the areas above this one own (its registration desk and its results journal):
 * the composition root hands them in, so the tournament fold never imports the areas that build on it.
 */
export interface TournamentParts {
  registration: () => Tournament['registration']
  results: () => Tournament['results']
}

export function evolveTournament(
  state: FloorState,
  record: EventRecord<TournamentEvent>,
  parts: TournamentParts
): void {
  const event = record.event
  switch (event.type) {
    case 'tournament.created':
      state.tournaments.set(event.tournamentId, {
        id: event.tournamentId,
        fields: { ...event.fields },
        status: 'announced',
        createdAt: record.occurredAt,
        createdBy: record.actor,
        startedAt: null,
        corrections: 0,
        clock: initialClock(),
        registration: parts.registration(),
        seating: null,
        results: parts.results()
      })
      // An imported tournament never changes what the displays show; a new one goes on the hall display
      // only when none is there. Records made before that lack `displayKept`: the display followed them.
      if (!event.imported && !event.displayKept) state.displayedTournamentId = event.tournamentId
      indexFlight(state, event.tournamentId, event.fields)
      return
    case 'tournament.edited': {
      const tournament = state.tournaments.get(event.tournamentId)
      if (!tournament) return
      const fields: Record<string, unknown> = { ...tournament.fields }
      for (const [key, change] of Object.entries(event.changes)) {
        if (change?.to === undefined)
          delete fields[key] // a cleared optional field (start time, notes)
        else fields[key] = change.to
      }
      tournament.fields = fields as typeof tournament.fields
      indexFlight(state, tournament.id, tournament.fields)
      if (tournament.status !== 'announced') tournament.corrections += 1
      return
    }
    case 'tournament.started': {
      const tournament = state.tournaments.get(event.tournamentId)
      if (!tournament || tournament.status !== 'announced') return
      tournament.status = 'started'
      tournament.startedAt = record.occurredAt
      return
    }
    case 'tournament.displayed':
      state.displayedTournamentId = event.tournamentId
      return
  }
}

/** §5.5: the index of flights by their event, kept with the fields that name it. */
function indexFlight(state: FloorState, tournamentId: string, fields: Tournament['fields']): void {
  if (fields.multiDay?.role === 'flight') state.flightEvent.set(tournamentId, fields.multiDay.eventId)
  else state.flightEvent.delete(tournamentId)
}
