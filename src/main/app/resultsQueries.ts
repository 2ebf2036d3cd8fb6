import type { Query, QueryResults } from '../../shared/contract/queries'
import { buildProtocol, renderProtocolHtml, renderResultsCsv, protocolInput } from '../../shared/core/protocol'
import { resultsView } from '../../shared/core/views'
import { seriesCategoryStandings, seriesStandings, seriesSummary, standingsSetup } from '../../shared/core/league'
import { penaltyLog, repeatCheck } from '../../shared/core/results'
import type { EventRecord } from '../../shared/core/record'
import type { FloorState } from '../../shared/core/state'
import { hallTimeZone } from './hallZone'

type ResultsQuery = Extract<
  Query,
  {
    type:
      | 'results.get'
      | 'results.protocol'
      | 'penalties.list'
      | 'penalties.check'
      | 'series.list'
      | 'series.standings'
      | 'standings.get'
      | 'series.categoryStandings'
  }
>

export function isResultsQuery(query: Query): query is ResultsQuery {
  return (
    query.type === 'results.get' ||
    query.type === 'results.protocol' ||
    query.type === 'penalties.list' ||
    query.type === 'penalties.check' ||
    query.type === 'series.list' ||
    query.type === 'series.standings' ||
    query.type === 'standings.get' ||
    query.type === 'series.categoryStandings'
  )
}

/**
 * Answers of the results queries; `now` stamps the protocol's generation time. `journalOf` reads one
 * tournament's records, oldest first: the protocol names who recorded each rebuy, add-on, withdrawal and correction
 * and when (§27.8). `timeZone` gives the hall's zone (hallZone.ts) its times are printed in.
 */
export function answerResultsQuery(
  state: FloorState,
  query: ResultsQuery,
  now: number,
  journalOf?: (stream: string) => readonly EventRecord[],
  timeZone: () => string = hallTimeZone
): QueryResults[ResultsQuery['type']] {
  switch (query.type) {
    case 'results.get':
      return resultsView(state, query.tournamentId)
    case 'standings.get':
      return standingsSetup(state, query.tournamentId)
    case 'series.categoryStandings':
      return seriesCategoryStandings(state, query.seriesId, query.key)
    case 'series.list':
      return [...state.series.values()].map((s) => seriesSummary(state, s))
    case 'series.standings':
      return seriesStandings(state, query.seriesId, query.language)
    case 'penalties.list':
      return penaltyLog(state, query.tournamentId)
    case 'penalties.check':
      return repeatCheck(state, query.tournamentId, query.entryId, query.violation, query.playersAtTable)
    case 'results.protocol': {
      if (!state.tournaments.has(query.tournamentId)) return null
      const input = protocolInput(state, query.tournamentId, journalOf?.(query.tournamentId))
      if (!input) return null
      // The hall's local time with its zone named in every printed form (the zone the director set for the hall).
      const doc = buildProtocol(input, { audience: query.audience, generatedAt: now, timeZone: timeZone() })
      if (query.format === 'html') return renderProtocolHtml(doc, { language: query.language })
      if (query.format === 'csv') return renderResultsCsv(doc, { language: query.language })
      return doc
    }
  }
}
