import { resolvePlayer, type Player } from '../players'
import type { EntryStatus as ResultStatus } from '../results'
import { placesOf } from '../results'
import { seriesOfTournament, tournamentPoints } from '../league'
import type { FloorState } from '../state'
import type { Tournament, BettingFormat, Discipline } from '../tournament'
import { countCorrections } from '../protocol'

/**
 * The history of past tournaments and series, and of one participant across them (§28.12, §4.7). Read-only
 * views computed from the journal's state: places are recomputed (never stored), points come from each event's
 * frozen formula (§28.6), so a correction anywhere shows here at once (§28.14).
 */
export interface TournamentHistoryRow {
  id: string
  name: string
  date: string
  venue: string
  discipline: Discipline
  bettingFormat: BettingFormat
  status: 'announced' | 'running' | 'finished'
  /** Entries that took part (re-entries count, §5.6). */
  entries: number
  /** Different people among them. */
  players: number
  winner: string | null
  /** §28.12, Appendix C.18: the director's approval, and the corrections recorded after it. */
  approval: { by: string; at: number } | null
  correctionsAfterApproval: number
  series: { id: string; name: string } | null
}

export interface SeriesHistoryRow {
  id: string
  name: string
  events: number
  finishedEvents: number
  firstDate: string | null
  lastDate: string | null
}

export interface HistoryOverview {
  tournaments: TournamentHistoryRow[]
  series: SeriesHistoryRow[]
}

function displayName(state: FloorState, playerId: string): string {
  return resolvePlayer(state.players, playerId)?.fields.displayName ?? '?'
}

function tournamentRow(state: FloorState, t: Tournament): TournamentHistoryRow {
  const table = placesOf(t)
  const winner = table.results.find((r) => r.status === 'winner')
  const winnerEntry = winner ? t.registration.entries.get(winner.entryId) : undefined
  const people = new Set<string>()
  for (const r of table.results) {
    const entry = t.registration.entries.get(r.entryId)
    if (entry) people.add(resolvePlayer(state.players, entry.playerId)?.id ?? entry.playerId)
  }
  const approval = t.results.approval
  const series = seriesOfTournament(state, t.id)
  return {
    id: t.id,
    name: t.fields.name,
    date: t.fields.date,
    venue: t.fields.venue,
    discipline: t.fields.discipline,
    bettingFormat: t.fields.bettingFormat,
    status: winner ? 'finished' : t.status === 'started' || t.startedAt !== null ? 'running' : 'announced',
    entries: table.results.length,
    players: people.size,
    winner: winnerEntry ? displayName(state, winnerEntry.playerId) : null,
    approval,
    // §27.8: each correction once, however many places it moved.
    correctionsAfterApproval: approval ? countCorrections(t.results.corrections, approval.at) : 0,
    series: series ? { id: series.id, name: series.name } : null
  }
}

/** Every tournament, newest first, and every series with the span of its events. */
export function historyOverview(state: FloorState): HistoryOverview {
  const tournaments = [...state.tournaments.values()]
    .map((t) => tournamentRow(state, t))
    .sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name))
  const byId = new Map(tournaments.map((r) => [r.id, r]))
  const series = [...state.series.values()].map((s): SeriesHistoryRow => {
    const rows = s.events.map((e) => byId.get(e.tournamentId)).filter((r): r is TournamentHistoryRow => r !== undefined)
    const dates = rows.map((r) => r.date).sort()
    return {
      id: s.id,
      name: s.name,
      events: rows.length,
      finishedEvents: rows.filter((r) => r.status === 'finished').length,
      firstDate: dates[0] ?? null,
      lastDate: dates[dates.length - 1] ?? null
    }
  })
  return { tournaments, series }
}

export interface PlayerHistoryRow {
  tournamentId: string
  tournamentName: string
  date: string
  venue: string
  entryId: string
  number: number | null
  /** 1 for the first entry of this person in the tournament, 2 for the first re-entry, … (§5.6). */
  entryOrdinal: number
  /** The record this entry was registered under, when it was merged into this one since (§6.3, §28.9). */
  registeredAs: string | null
  status: ResultStatus
  place: number | null
  placeTo: number | null
  entrants: number
  knockouts: number
  /** Rating points of this entry in its series, or null outside a series (§28.4). */
  points: number | null
  series: { id: string; name: string } | null
  penalties: number
  approved: boolean
}

export interface PlayerHistory {
  playerId: string
  displayName: string
  rows: PlayerHistoryRow[]
  /** Points are per series (each row); no total across series, which would add unlike things. */
  summary: { tournaments: number; entries: number; wins: number; bestPlace: number | null }
}

/** Every record id that stands for this person: the record and those merged into it, transitively (§6.3). */
function recordIds(state: FloorState, player: Player): Set<string> {
  const ids = new Set<string>([player.id])
  const queue = [...player.mergedFrom]
  while (queue.length) {
    const id = queue.shift()!
    if (ids.has(id)) continue
    ids.add(id)
    queue.push(...(state.players.byId.get(id)?.mergedFrom ?? []))
  }
  return ids
}

/** One participant across every tournament, newest first (§4.7, §28.9): entries under merged records included. */
export function playerHistory(state: FloorState, playerId: string): PlayerHistory | null {
  const found = resolvePlayer(state.players, playerId)
  if (!found) return null
  const ids = recordIds(state, found)
  const rows: PlayerHistoryRow[] = []
  for (const t of state.tournaments.values()) {
    const entryIds = t.registration.order.filter((id) => ids.has(t.registration.entries.get(id)?.playerId ?? ''))
    if (entryIds.length === 0) continue
    const table = placesOf(t)
    const resultOf = new Map(table.results.map((r) => [r.entryId, r]))
    const series = seriesOfTournament(state, t.id)
    const points = series ? tournamentPoints(state, t) : null
    const pointsOf = new Map((points?.rows ?? []).map((r) => [r.entryId, r.points]))
    entryIds.forEach((entryId, i) => {
      const entry = t.registration.entries.get(entryId)!
      const result = resultOf.get(entryId)
      rows.push({
        tournamentId: t.id,
        tournamentName: t.fields.name,
        date: t.fields.date,
        venue: t.fields.venue,
        entryId,
        number: entry.number,
        entryOrdinal: i + 1,
        registeredAs:
          entry.registeredAs && entry.registeredAs !== found.id
            ? (state.players.byId.get(entry.registeredAs)?.fields.displayName ?? null)
            : null,
        status: result?.status ?? 'in',
        place: result?.place ?? null,
        placeTo: result?.placeTo ?? null,
        entrants: table.results.length,
        knockouts: result?.knockouts ?? 0,
        points: series && result ? (pointsOf.get(entryId) ?? 0) : null,
        series: series ? { id: series.id, name: series.name } : null,
        penalties: t.results.penalties.filter((p) => p.entryId === entryId).length,
        approved: t.results.approval !== null
      })
    })
  }
  rows.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      a.tournamentName.localeCompare(b.tournamentName) ||
      a.entryOrdinal - b.entryOrdinal
  )
  const placed = rows.filter((r) => r.place !== null)
  return {
    playerId: found.id,
    displayName: found.fields.displayName,
    rows,
    summary: {
      tournaments: new Set(rows.map((r) => r.tournamentId)).size,
      entries: rows.length,
      wins: rows.filter((r) => r.status === 'winner').length,
      bestPlace: placed.length ? Math.min(...placed.map((r) => r.place!)) : null
    }
  }
}
