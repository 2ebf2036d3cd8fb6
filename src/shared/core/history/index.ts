/** Results of events played before Floorclock kept them: imported result lists and their places (§27.7). */
export { previewResultsImport, resultsImportDocument } from './resultsImport'
export type { ResultsField, ResultsImportPreview, ResultsMapping } from './resultsImport'
export { historyOverview, playerHistory } from './views'
export type { HistoryOverview, PlayerHistory, TournamentHistoryRow } from './views'
