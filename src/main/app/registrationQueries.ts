import type { Query, QueryResults } from '../../shared/contract/queries'
import { previewImport, exportPlayers, playerDetail, possibleDuplicates } from '../../shared/core/players'
import { playerHits } from '../../shared/core/registration'
import type { LevelSource } from '../../shared/core/registration'
import { listEntries, registrationSummary } from '../../shared/core/views'
import type { FloorState } from '../../shared/core/state'
import { ticketsView } from '../../shared/core/tickets'

type RegistrationQuery = Extract<
  Query,
  {
    type:
      | 'players.search'
      | 'player.get'
      | 'players.duplicates'
      | 'players.importPreview'
      | 'players.export'
      | 'registration.get'
      | 'entries.list'
      | 'tickets.get'
  }
>

const TYPES = new Set<string>([
  'players.search',
  'player.get',
  'players.duplicates',
  'players.importPreview',
  'players.export',
  'registration.get',
  'entries.list',
  'tickets.get'
])

export function isRegistrationQuery(query: Query): query is RegistrationQuery {
  return TYPES.has(query.type)
}

/** Answers of the player database and registration queries. */
export function answerRegistrationQuery(
  state: FloorState,
  query: RegistrationQuery,
  levelOf: LevelSource
): QueryResults[RegistrationQuery['type']] {
  switch (query.type) {
    case 'players.search':
      return playerHits(
        state,
        query.text,
        query.limit,
        query.tournamentId,
        query.tournamentId ? levelOf(query.tournamentId) : null
      )
    case 'player.get':
      return playerDetail(state, query.playerId)
    case 'players.duplicates':
      return possibleDuplicates(state, query.fields, query.exceptId)
    case 'players.importPreview':
      return previewImport(state.players, query.csv, query.mapping)
    case 'players.export':
      return exportPlayers(state, query.scope)
    case 'registration.get':
      return registrationSummary(state, query.tournamentId, levelOf(query.tournamentId))
    case 'entries.list':
      return listEntries(state, query.tournamentId, query)
    case 'tickets.get':
      return ticketsView(state, query.tournamentId)
  }
}
