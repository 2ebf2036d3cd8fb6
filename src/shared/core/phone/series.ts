import { resolvePlayer } from '../players'
import { recomputeSeries, seriesInput, seriesOfTournament } from '../league'
import type { FloorState } from '../state'
import { phoneFederation, type FederationCopy, type PhoneFederation } from './federation'

/**
 * The series standings and every player's own results in it, as a player's phone shows them (§12.13:
 * a participant may see their rating and results in the organiser's app; §28.7 the standings; §27.11 public data
 * only). Names are the public display names; no entry ids, no numbers, no annulment reasons or discipline records —
 * a disqualified entry's points appear only as the points that count.
 */
export interface PhoneSeries {
  /**
   * The tournament is an event of one of the hall's own series (§28.7). When it is not, the tab still shows the
   * federation's points of its players (§28.9) and the series part below is empty.
   */
  ownSeries: boolean
  name: string
  /** The series' events in their order; `current` is the tournament the phone follows. */
  events: Array<{ name: string; date: string; counted: boolean; current: boolean }>
  standings: Array<{
    rank: number
    rankTo: number
    name: string
    points: number
    eventsPlayed: number
    wins: number
    bestPlace: number | null
    /** §28.7ж: shared until the lot is drawn. */
    lotPending: boolean
  }>
  /** Each placed result in each event (`event` indexes `events`), sorted by name then event. */
  results: Array<{ key: string; name: string; event: number; place: number; placeTo: number; points: number }>
  /** §28.9: the tournament's players' federation points as of the hall's last pull; absent without a copy or a link. */
  federation?: PhoneFederation
}

/**
 * The series of the tournament the phone follows, with the federation points of its players from the hall's pulled
 * copy (`federation`, null when nothing was pulled); for a tournament of no series of the hall, the federation points
 * alone, and null when there are none either.
 */
export function phoneSeries(
  state: FloorState,
  tournamentId: string,
  federation: FederationCopy | null = null
): PhoneSeries | null {
  const series = seriesOfTournament(state, tournamentId)
  const fed = phoneFederation(state, tournamentId, federation)
  if (!series)
    return fed ? { ownSeries: false, name: '', events: [], standings: [], results: [], federation: fed } : null
  const { events, rules } = seriesInput(state, series)
  const computed = recomputeSeries(events, rules)
  const name = (playerId: string): string => resolvePlayer(state.players, playerId)?.fields.displayName ?? '?'
  const order = series.events.map((e) => e.tournamentId)
  const results: PhoneSeries['results'] = []
  for (const e of events) {
    const event = order.indexOf(e.eventId)
    for (const row of computed.events.get(e.eventId)?.rows ?? []) {
      if (row.place === null) continue
      const who = name(row.playerId)
      results.push({
        key: `${event}.${row.place}.${who}`,
        name: who,
        event,
        place: row.place,
        placeTo: row.placeTo ?? row.place,
        points: row.points
      })
    }
  }
  results.sort((a, b) => a.name.localeCompare(b.name) || a.event - b.event || a.place - b.place)
  return {
    ownSeries: true,
    name: series.name,
    events: series.events.map((e) => {
      const t = state.tournaments.get(e.tournamentId)
      return {
        name: t?.fields.name ?? '?',
        date: t?.fields.date ?? '',
        counted: !e.excluded,
        current: e.tournamentId === tournamentId
      }
    }),
    standings: computed.standings.rows.map((r) => ({
      rank: r.rank,
      rankTo: r.rankTo,
      name: name(r.playerId),
      points: r.points,
      eventsPlayed: r.eventsPlayed,
      wins: r.wins,
      bestPlace: r.bestPlace,
      lotPending: r.lotPending
    })),
    results,
    ...(fed ? { federation: fed } : {})
  }
}
