import type { PlayerDatabase } from '../../players'
import { toSeriesResults } from '../rating'
import type { PlayerMerge, PointsAnnulment, SeriesEvent, SeriesRules } from '../rating'
import { placesOf } from '../../results'
import type { FloorState } from '../../state'
import type { Series, SeriesEventBinding } from './state'

/**
 * What a series' standings are computed from — shared by the standings view and the `series.drawLots` command, so
 * the command draws for exactly the ties the view shows as pending (§28.7ж).
 */

/** §28.8: the administration's annulments of this event, applied while the entry stays disqualified. */
function annulmentsOf(binding: SeriesEventBinding, state: FloorState): Map<string, PointsAnnulment> {
  const t = state.tournaments.get(binding.tournamentId)
  const out = new Map<string, PointsAnnulment>()
  for (const [entryId, a] of binding.annulments) {
    // A §28.8 annulment holds while the entry stays disqualified; a §28.10 decision between merged results always.
    if (!a.keptEntryId && t?.registration.entries.get(entryId)?.status !== 'disqualified') continue
    out.set(
      entryId,
      a.mode === 'full'
        ? { mode: 'full', reason: a.reason }
        : { mode: 'partial', keptShare: a.keptShare, reason: a.reason }
    )
  }
  return out
}

/** The series event of one tournament: its places now and its formula (frozen at its start, §28.6). */
export function seriesEventOf(state: FloorState, series: Series, tournamentId: string): SeriesEvent | null {
  const binding = series.events.find((e) => e.tournamentId === tournamentId)
  const t = state.tournaments.get(tournamentId)
  if (!binding || !t) return null
  const version = series.versions.find((v) => v.id === binding.versionId)!
  const table = placesOf(t)
  // §28.9, §28.10: each result stays under the record it was registered as; the merges of the player database are
  // passed to the standings as `rules.merges`, which combine the records and report results of both in one event.
  const playerOf = (entryId: string): string => t.registration.entries.get(entryId)?.registeredAs ?? entryId
  return {
    eventId: t.id,
    sequence: binding.sequence,
    date: t.fields.date,
    formula: version.formula,
    entrants: table.results.length,
    finalTableSize: series.finalTableSize,
    ...(binding.coefficient !== null ? { coefficient: binding.coefficient } : {}),
    ...(binding.buyinCategory != null ? { buyinCategory: binding.buyinCategory } : {}),
    ...(binding.excluded ? { excludedFromRating: { reason: binding.excluded.reason, by: binding.excluded.by } } : {}),
    results: toSeriesResults(table, playerOf, annulmentsOf(binding, state))
  }
}

/** §28.9, §28.10: the player-database merges behind these results (whole chains), with who merged them and why. */
export function mergesOf(players: PlayerDatabase, playerIds: Iterable<string>): PlayerMerge[] {
  const merges = new Map<string, PlayerMerge>()
  for (const id of playerIds) {
    let player = players.byId.get(id)
    for (let hops = 0; player?.mergedInto && !merges.has(player.id) && hops < 100; hops += 1) {
      merges.set(player.id, {
        from: player.id,
        into: player.mergedInto,
        reason: player.mergeRecord?.reason ?? '',
        by: player.mergeRecord?.by ?? ''
      })
      player = players.byId.get(player.mergedInto)
    }
  }
  return [...merges.values()]
}

/** The events of a series and its rules as announced, with the merges and the recorded lots (§28.7–§28.10). */
export function seriesInput(state: FloorState, series: Series): { events: SeriesEvent[]; rules: SeriesRules } {
  const events = series.events
    .map((e) => seriesEventOf(state, series, e.tournamentId))
    .filter((e): e is SeriesEvent => e !== null)
  const playerIds = new Set(events.flatMap((e) => e.results.map((r) => r.playerId)))
  const rules: SeriesRules = { ...series.rules, merges: mergesOf(state.players, playerIds), lots: series.lots }
  return { events, rules }
}
