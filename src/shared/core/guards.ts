import { reject } from './rejection'
import type { FloorState } from './state'
import type { Tournament } from './tournament'

/**
 * The guards every area's `decide` starts with. They live below all areas so that any area may ask "which
 * tournament?" without importing another area: a command naming a tournament that does not exist is refused with
 * the id it named, and nothing is written.
 */
export function requireTournament(state: FloorState, tournamentId: string): Tournament {
  const tournament = state.tournaments.get(tournamentId)
  if (!tournament) {
    reject('error.tournament.notFound', `No tournament with id ${tournamentId}`, {
      field: 'tournamentId',
      params: { tournamentId }
    })
  }
  return tournament
}
