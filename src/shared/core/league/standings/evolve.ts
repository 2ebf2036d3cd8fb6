import type { EventRecord } from '../../record'
import type { FloorState } from '../../state'
import { playBegan } from './state'
import type { StandingsEvent } from './events'

export function evolveStandings(state: FloorState, record: EventRecord<StandingsEvent>): void {
  const event = record.event
  switch (event.type) {
    case 'standings.categoriesSet': {
      const t = state.tournaments.get(event.tournamentId)
      if (!t) return
      if (event.to.length === 0) state.standings.categories.delete(event.tournamentId)
      else
        state.standings.categories.set(
          event.tournamentId,
          event.to.map((c) => ({ ...c }))
        )
      if (playBegan(t)) t.corrections += 1
      return
    }
    case 'standings.teamsSet': {
      const t = state.tournaments.get(event.tournamentId)
      if (!t) return
      if (event.to === null) state.standings.teams.delete(event.tournamentId)
      else state.standings.teams.set(event.tournamentId, structuredClone(event.to))
      if (playBegan(t)) t.corrections += 1
      return
    }
    case 'player.membershipsSet':
      if (event.to.length === 0) state.standings.memberships.delete(event.playerId)
      else
        state.standings.memberships.set(
          event.playerId,
          event.to.map((m) => ({ ...m }))
        )
      return
  }
}
