import { resolvePlayer } from '../../players'
import { computeStandings, type EventPoints } from '../rating'
import type { FloorState } from '../../state'
import { categoryKey, type CategoryKind } from './schemas'
import { categoriesOf, categoryStandingsOf } from './views'

/** A separate standing across a series (§5.4е, §28.7): the category points of each event that announced it. */
export interface SeriesCategoryStandingsView {
  seriesId: string
  /** Every category some event of the series announced (matched across events by kind and name). */
  categories: Array<{ key: string; kind: CategoryKind; name: string | null; events: number }>
  /** The chosen category (the first when none was asked for); null when no event announced one. */
  key: string | null
  rows: Array<{ rank: number; rankTo: number; name: string; points: number; eventsPlayed: number; wins: number }>
}

/**
 * §5.4е, §28.7: a category's standings across a series. Each event that announced the category contributes the
 * category points of its members (the event's formula with the category as the field, standings/views.ts); the
 * series' announced tie-breaks and best-N rule apply as to the overall table. A tie the rules would send to a lot
 * shares the rank here: lots are drawn and recorded for the overall table only.
 */
export function seriesCategoryStandings(
  state: FloorState,
  seriesId: string,
  key?: string
): SeriesCategoryStandingsView | null {
  const series = state.series.get(seriesId)
  if (!series) return null
  const categories: SeriesCategoryStandingsView['categories'] = []
  for (const binding of series.events)
    for (const c of categoriesOf(state, binding.tournamentId)) {
      const k = categoryKey(c)
      const known = categories.find((x) => x.key === k)
      if (known) known.events += 1
      else categories.push({ key: k, kind: c.kind, name: c.name ?? null, events: 1 })
    }
  const chosen = key ?? categories[0]?.key ?? null
  const events: EventPoints[] = []
  for (const binding of series.events) {
    const t = state.tournaments.get(binding.tournamentId)
    const standing = t ? categoryStandingsOf(state, t).find((c) => c.key === chosen) : undefined
    if (!t || !standing) continue
    events.push({
      eventId: t.id,
      excluded: binding.excluded !== null,
      sequence: binding.sequence,
      finalTableSize: series.finalTableSize,
      rows: standing.rows
        .filter((r) => r.place !== null)
        .map((r) => ({
          playerId: r.playerId,
          entryId: r.entryId,
          place: r.place,
          placeTo: r.placeTo,
          points: r.points ?? 0,
          explanation: r.explanation,
          annulment: null
        }))
    })
  }
  const rules = { tieBreaks: series.rules.tieBreaks.filter((b) => b !== 'lot'), countBest: series.rules.countBest }
  const table = computeStandings(events, {
    tieBreaks: rules.tieBreaks.length > 0 ? rules.tieBreaks : ['shared'],
    ...(rules.countBest !== undefined ? { countBest: rules.countBest } : {})
  })
  return {
    seriesId,
    categories,
    key: chosen,
    rows: table.rows.map((r) => ({
      rank: r.rank,
      rankTo: r.rankTo,
      name: resolvePlayer(state.players, r.playerId)?.fields.displayName ?? '?',
      points: r.points,
      eventsPlayed: r.eventsPlayed,
      wins: r.wins
    }))
  }
}
