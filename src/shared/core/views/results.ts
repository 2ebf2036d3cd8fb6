import {
  countCorrections,
  bountiesOf,
  placesOf,
  compareResultRows,
  handRow,
  indexPlaces,
  nameOf,
  resultRow,
  type HandRow,
  type IndexedPlaces,
  type ResultRow,
  type ResultsView
} from '../results'
import { categoryStandingsOf, teamStandingsOf } from '../league'
import type { FloorState } from '../state'

/**
 * The expensive parts of the results view, when the caller keeps them up to date itself (the main process keeps
 * them per entry and per hand, so a command costs what it changes); each must return exactly what the default computes.
 */
export interface ResultsViewParts {
  places?: IndexedPlaces
  /** The rows in the order of `compareResultRows` (a stable sort of the places table). */
  rows?(): ResultRow[]
  /** Newest first. */
  hands?(): HandRow[]
}

/** The admin's results: everyone's place and its basis, the hands recorded, the approval (§27.6–§27.8). */
export function resultsView(state: FloorState, tournamentId: string, parts: ResultsViewParts = {}): ResultsView | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const places = parts.places ?? indexPlaces(placesOf(t))
  const table = places.table
  const rows = parts.rows ? parts.rows() : table.results.map((r) => resultRow(state, t, r)).sort(compareResultRows)
  let hands: HandRow[]
  if (parts.hands) hands = parts.hands()
  else {
    hands = []
    for (let i = t.results.handOrder.length - 1; i >= 0; i -= 1) {
      const hand = t.results.hands.get(t.results.handOrder[i]!)
      const row = hand ? handRow(state, t, hand, places.placeOf) : null
      if (row) hands.push(row)
    }
  }
  const winner = places.winner
  return {
    tournamentId: t.id,
    rules: t.results.rules,
    entrants: table.results.length,
    remaining: table.remaining,
    winner: winner ? { entryId: winner.entryId, displayName: nameOf(state, t, winner.entryId) ?? '?' } : null,
    approval: t.results.approval,
    approvals: t.results.approvals.map((a) => ({ by: a.by, at: a.at })),
    reopenings: t.results.reopenings.map((r) => ({ by: r.by, at: r.at, reason: r.reason })),
    reopened: t.results.reopened !== null,
    rows,
    hands,
    // §27.8: each correction once, however many places it moved.
    corrections: countCorrections(t.results.corrections),
    bounties: bountiesOf(t),
    version: t.results.version + t.registration.version,
    categories: categoryStandingsOf(state, t, table),
    teams: teamStandingsOf(state, t, table)
  }
}
