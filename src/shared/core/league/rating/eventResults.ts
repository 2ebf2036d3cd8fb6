import type { PlacesTable } from '../../results'
import type { PointsAnnulment, SeriesEventResult } from './seriesStandings'

/**
 * Adapt a tournament's recomputed places to the series' input (§28.14: places → points → standings). Re-entries of
 * one player are counted per player; a disqualification whose places were annulled has no place and counts for
 * nothing (a full annulment) unless `annulments` says otherwise; `annulments` carries the director's decision on the points of a disqualification with places kept (§28.8).
 */
export function toSeriesResults(
  table: PlacesTable,
  playerOf: (entryId: string) => string,
  annulments: ReadonlyMap<string, PointsAnnulment> = new Map()
): SeriesEventResult[] {
  const entriesOf = new Map<string, number>()
  for (const r of table.results) {
    const player = playerOf(r.entryId)
    entriesOf.set(player, (entriesOf.get(player) ?? 0) + 1)
  }
  return table.results.map((r) => {
    const playerId = playerOf(r.entryId)
    // Places annulled by a disqualification: the event counts for nothing unless the director decided otherwise.
    const annulment =
      annulments.get(r.entryId) ??
      (r.disqualification?.places === 'annul'
        ? { mode: 'full' as const, reason: r.disqualification.reason }
        : undefined)
    const result: { -readonly [K in keyof SeriesEventResult]: SeriesEventResult[K] } = {
      playerId,
      entryId: r.entryId,
      place: r.place,
      placeTo: r.placeTo,
      knockouts: r.knockouts,
      reentries: entriesOf.get(playerId)! - 1
    }
    if (annulment) result.annulment = annulment
    return result
  })
}
