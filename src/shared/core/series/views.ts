import type { Language } from '../../i18n'
import { resolvePlayer } from '../players/state'
import { explainPoints } from '../rating/PointsExplanationText'
import { toSeriesResults } from '../rating/EventResults'
import { computeEventPoints, recomputeSeries, type EventPoints, type SeriesEvent, type TieBreak } from '../rating/SeriesStandings'
import type { RatingFormula } from '../rating/RatingFormula'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament/state'
import { placesOf } from '../results/state'
import type { Series } from './state'
import { hasStarted } from './state'

/** The series event of one tournament: its places now and its formula (frozen at its start, §28.6). */
export function seriesEventOf(state: FloorState, series: Series, tournamentId: string): SeriesEvent | null {
  const binding = series.events.find((e) => e.tournamentId === tournamentId)
  const t = state.tournaments.get(tournamentId)
  if (!binding || !t) return null
  const version = series.versions.find((v) => v.id === binding.versionId)!
  const table = placesOf(t)
  const playerOf = (entryId: string): string => t.registration.entries.get(entryId)?.playerId ?? entryId
  return {
    eventId: t.id,
    sequence: binding.sequence,
    date: t.fields.date,
    formula: version.formula,
    entrants: table.results.length,
    finalTableSize: series.finalTableSize,
    ...(binding.coefficient !== null ? { coefficient: binding.coefficient } : {}),
    results: toSeriesResults(table, playerOf)
  }
}

export function seriesOfTournament(state: FloorState, tournamentId: string): Series | null {
  for (const s of state.series.values()) if (s.events.some((e) => e.tournamentId === tournamentId)) return s
  return null
}

/** §28.4: the points of one tournament's entries, each with its explanation (C.14). */
export function tournamentPoints(state: FloorState, t: Tournament): EventPoints | null {
  const series = seriesOfTournament(state, t.id)
  const event = series ? seriesEventOf(state, series, t.id) : null
  return event ? computeEventPoints(event) : null
}

export interface SeriesSummary {
  id: string
  name: string
  formula: RatingFormula
  version: number
  tieBreaks: readonly TieBreak[]
  events: Array<{ tournamentId: string; name: string; date: string; version: number; frozen: boolean }>
}

export interface SeriesStandingsView extends SeriesSummary {
  rows: Array<{ rank: number; rankTo: number; name: string; points: number; eventsPlayed: number; wins: number; bestPlace: number | null; tieBrokenBy: TieBreak | null }>
  /** Points of each player in each event with the explanation a participant reads (§28.4). */
  points: Array<{ tournamentId: string; name: string; place: number | null; placeTo: number | null; points: number; explanation: string | null }>
}

export function seriesSummary(state: FloorState, series: Series): SeriesSummary {
  const latest = series.versions[series.versions.length - 1]!
  return {
    id: series.id,
    name: series.name,
    formula: latest.formula,
    version: latest.version,
    tieBreaks: series.rules.tieBreaks,
    events: series.events.map((e) => {
      const t = state.tournaments.get(e.tournamentId)
      return {
        tournamentId: e.tournamentId,
        name: t?.fields.name ?? '?',
        date: t?.fields.date ?? '',
        version: series.versions.find((v) => v.id === e.versionId)?.version ?? 0,
        frozen: t ? hasStarted(t) : false
      }
    })
  }
}

/** §28.7, §28.14: the standings recomputed from the current places of every event, in the announced tie-break order. */
export function seriesStandings(state: FloorState, seriesId: string, language: Language): SeriesStandingsView | null {
  const series = state.series.get(seriesId)
  if (!series) return null
  const events = series.events.map((e) => seriesEventOf(state, series, e.tournamentId)).filter((e): e is SeriesEvent => e !== null)
  const computed = recomputeSeries(events, series.rules)
  const playerName = (playerId: string): string => resolvePlayer(state.players, playerId)?.fields.displayName ?? '?'
  const points: SeriesStandingsView['points'] = []
  for (const e of events) {
    for (const row of computed.events.get(e.eventId)?.rows ?? []) {
      points.push({ tournamentId: e.eventId, name: playerName(row.playerId), place: row.place, placeTo: row.placeTo, points: row.points, explanation: row.explanation ? explainPoints(row.explanation, language) : null })
    }
  }
  return {
    ...seriesSummary(state, series),
    rows: computed.standings.rows.map((r) => ({ rank: r.rank, rankTo: r.rankTo, name: playerName(r.playerId), points: r.points, eventsPlayed: r.eventsPlayed, wins: r.wins, bestPlace: r.bestPlace, tieBrokenBy: r.tieBrokenBy })),
    points
  }
}
