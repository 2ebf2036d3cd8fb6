/** Series of events (§28): creating a series, attaching events, its rating formula, exclusions, annulments and the CSV of standings. */
export {
  decideAnnounceFormula,
  decideAnnulPoints,
  decideAttach,
  decideCreateSeries,
  decideDrawLots,
  decideExcludeEvent,
  decideIncludeEvent,
  decideResolveMergeConflict,
  decideRestorePoints
} from './decide'
export type { SeriesEventRecord } from './events'
export { evolveSeries } from './evolve'
export { seriesCommands } from './schemas'
export { eventCell, renderSeriesCsv } from './seriesCsv'
export type { SeriesAudience } from './seriesCsv'
export { seriesInput } from './standingsInput'
export type { Series } from './state'
export { seriesOfTournament, seriesStandings, seriesSummary, tournamentPoints } from './views'
export type { SeriesStandingsView, SeriesSummary } from './views'
