import type { FormulaVersion, SeriesRules } from '../rating'
import type { LotDraw } from '../../results'

export type SeriesEventRecord =
  | {
      type: 'series.created'
      seriesId: string
      name: string
      version: FormulaVersion
      rules: SeriesRules
      finalTableSize: number
    }
  | { type: 'series.formulaAnnounced'; seriesId: string; version: FormulaVersion }
  | {
      type: 'series.tournamentAttached'
      seriesId: string
      tournamentId: string
      versionId: string
      coefficient: number | null
      /** §28.2б; absent in journals written before it could be set. */
      buyinCategory?: number | null
    }
  // Decisions of the administration carry their reason in the event (who and when: the record's actor and time).
  // §28.7ж: the draws for every tie pending in the standings.
  // A physical draw (cards, straws) is recorded with who drew it; without `physical` the computer drew.
  | {
      type: 'series.lotsDrawn'
      seriesId: string
      lots: LotDraw[]
      reason: string | null
      physical?: { drawnBy: string }
    }
  // §28.15в: an event excluded from the rating and taken back.
  | { type: 'series.eventExcluded'; seriesId: string; tournamentId: string; reason: string }
  | { type: 'series.eventIncluded'; seriesId: string; tournamentId: string; reason: string }
  // §28.8: a disqualified entry's points annulled fully or partly, and restored.
  | {
      type: 'series.pointsAnnulled'
      seriesId: string
      tournamentId: string
      entryId: string
      mode: 'full' | 'partial'
      keptShare: number | null
      reason: string
    }
  | { type: 'series.pointsRestored'; seriesId: string; tournamentId: string; entryId: string; reason: string }
  // §28.10: which result of a merged person stands in an event where both records had one.
  | {
      type: 'series.mergeConflictResolved'
      seriesId: string
      tournamentId: string
      keepEntryId: string
      dropEntryIds: string[]
      reason: string
    }
