import type { FormulaVersion } from '../rating/FormulaVersion'
import type { SeriesRules } from '../rating/SeriesStandings'

export type SeriesEventRecord =
  | { type: 'series.created'; seriesId: string; name: string; version: FormulaVersion; rules: SeriesRules; finalTableSize: number }
  | { type: 'series.formulaAnnounced'; seriesId: string; version: FormulaVersion }
  | { type: 'series.tournamentAttached'; seriesId: string; tournamentId: string; versionId: string; coefficient: number | null }
