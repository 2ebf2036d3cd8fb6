import { resolvePlayer } from '../../players'
import { compileRatingFormula } from '../rating'
import type { PointsExplanation } from '../rating'
import type { PlacesTable } from '../../results'
import { placesOf } from '../../results'
import { seriesOfTournament, tournamentPoints } from '../series'
import type { FloorState } from '../../state'
import type { Tournament } from '../../tournament'
import { categoryStanding, type CategoryPointsInput, type CategoryStandingRow } from './categoryStandings'
import { playBegan } from './state'
import {
  categoryKey,
  type Category,
  type CategoryKind,
  type Membership,
  type TeamScoring,
  type TeamsAnnouncement
} from './schemas'
import { teamStandings } from './teamStandings'

/** One separate standing as the admin sees it (§5.4е): public names, both places, points. */
export interface CategoryStandingView {
  key: string
  kind: CategoryKind
  /** The announced name; null for a preset shown by its translated label. */
  name: string | null
  entrants: number
  inPlay: number
  /** Whether the event has a formula (a series): then each placed row has its points. */
  withPoints: boolean
  rows: Array<{
    entryId: string
    /** The person (merges followed): internal, for the series standings; never in a public view. */
    playerId: string
    number: number | null
    /** Public name or alias (§27.11). */
    name: string
    place: number | null
    placeTo: number | null
    overallPlace: number | null
    overallPlaceTo: number | null
    status: CategoryStandingRow['status']
    points: number | null
    explanation: PointsExplanation | null
  }>
}

/** What the public may see of a separate standing: its label, the public names and the places (§27.11). */
export interface PublicCategoryStanding {
  kind: CategoryKind
  name: string | null
  entrants: number
  inPlay: number
  rows: Array<{ name: string; place: number; placeTo: number; points: number | null }>
}

export function categoriesOf(state: FloorState, tournamentId: string): readonly Category[] {
  return state.standings.categories.get(tournamentId) ?? []
}

/** The member test for one category, by the memberships recorded on each player (merges followed). */
export function memberTest(state: FloorState, category: Category): (playerId: string) => boolean {
  const key = categoryKey(category)
  return (playerId) => (state.standings.memberships.get(playerId) ?? []).some((m) => categoryKey(m) === key)
}

/**
 * §5.4е: every announced separate standing of a tournament, from its one result list. Points: by the formula the
 * event has in its series (§28.6: the version frozen for it), with the category's count as the field size.
 */
export function categoryStandingsOf(
  state: FloorState,
  t: Tournament,
  table: PlacesTable = placesOf(t)
): CategoryStandingView[] {
  const categories = categoriesOf(state, t.id)
  if (categories.length === 0) return []
  const playerOf = (entryId: string): string => {
    const playerId = t.registration.entries.get(entryId)?.playerId ?? entryId
    return resolvePlayer(state.players, playerId)?.id ?? playerId
  }
  // The formula frozen for this event in its series (§28.6), read from the binding — not via the series' event,
  // which would recompute the places this view already has.
  const series = seriesOfTournament(state, t.id)
  const binding = series?.events.find((e) => e.tournamentId === t.id)
  const formula = binding ? series!.versions.find((v) => v.id === binding.versionId)?.formula : undefined
  const compiled = formula ? compileRatingFormula(formula) : null
  const points =
    binding && compiled
      ? (input: CategoryPointsInput) =>
          compiled.points({
            ...input,
            finalTableSize: series!.finalTableSize,
            ...(binding.coefficient !== null ? { coefficient: binding.coefficient } : {}),
            ...(binding.buyinCategory != null ? { buyinCategory: binding.buyinCategory } : {})
          })
      : undefined
  return categories.map((category) => {
    const standing = categoryStanding({
      results: table.results,
      playerOf,
      isMember: memberTest(state, category),
      ...(points ? { points } : {})
    })
    return {
      key: categoryKey(category),
      kind: category.kind,
      name: category.name ?? null,
      entrants: standing.entrants,
      inPlay: standing.inPlay,
      withPoints: points !== undefined,
      rows: standing.rows.map((r) => ({
        entryId: r.entryId,
        playerId: r.playerId,
        number: t.registration.entries.get(r.entryId)?.number ?? null,
        name: resolvePlayer(state.players, r.playerId)?.fields.displayName ?? '?',
        place: r.place,
        placeTo: r.placeTo,
        overallPlace: r.overallPlace,
        overallPlaceTo: r.overallPlaceTo,
        status: r.status,
        points: r.points,
        explanation: r.explanation
      }))
    }
  })
}

/**
 * The public side of the separate standings (§27.11): the placed players by public name with their category place
 * (and points), never who belongs to a category while still in play, never a disqualified entry (as the overall
 * public standings leave those out).
 */
export function publicCategoryStandings(views: readonly CategoryStandingView[]): PublicCategoryStanding[] {
  return views.map((v) => ({
    kind: v.kind,
    name: v.name,
    entrants: v.entrants,
    inPlay: v.inPlay,
    rows: v.rows
      .filter((r) => r.place !== null && r.status !== 'disqualified')
      .map((r) => ({ name: r.name, place: r.place!, placeTo: r.placeTo ?? r.place!, points: r.points }))
  }))
}

/** The admin's setup of the separate standings (§5.4): the announced list and each registered player's memberships. */
export interface StandingsSetupView {
  tournamentId: string
  started: boolean
  categories: Category[]
  /** Each player of the tournament once (re-entries are one player), in the order they registered. Internal. */
  players: Array<{ playerId: string; name: string; number: number | null; memberships: Membership[] }>
  /** §5.4д: the team rosters and scoring, if the event is a team event. */
  teams: TeamsAnnouncement | null
}

export function standingsSetup(state: FloorState, tournamentId: string): StandingsSetupView | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const players: StandingsSetupView['players'] = []
  const seen = new Set<string>()
  for (const entryId of t.registration.order) {
    const entry = t.registration.entries.get(entryId)
    if (!entry || entry.status === 'withdrawn') continue
    const player = resolvePlayer(state.players, entry.playerId)
    if (!player || seen.has(player.id)) continue
    seen.add(player.id)
    players.push({
      playerId: player.id,
      name: player.fields.displayName,
      number: entry.number ?? null,
      memberships: [...(state.standings.memberships.get(player.id) ?? [])]
    })
  }
  const teams = state.standings.teams.get(t.id)
  return {
    tournamentId,
    started: playBegan(t),
    categories: [...categoriesOf(state, t.id)],
    players,
    teams: teams ? structuredClone(teams) : null
  }
}

/** §5.4д: the team standings as the admin, the protocol and the phone read them (public names only). */
export interface TeamStandingsView {
  scoring: TeamScoring
  /** The event has a formula (a series): the members' points are known. */
  withPoints: boolean
  rows: Array<{
    rank: number
    rankTo: number
    name: string
    score: number
    counted: number
    complete: boolean
    members: Array<{
      name: string
      place: number | null
      placeTo: number | null
      points: number | null
      inPlay: boolean
      counted: boolean
    }>
  }>
}

/** §5.4д: the team standings of a team event from its one result list; null when no teams are announced. */
export function teamStandingsOf(
  state: FloorState,
  t: Tournament,
  table: PlacesTable = placesOf(t)
): TeamStandingsView | null {
  const announced = state.standings.teams.get(t.id)
  if (!announced) return null
  const points = tournamentPoints(state, t)
  const byEntry = points ? new Map(points.rows.map((r) => [r.entryId, r.place !== null ? r.points : null])) : null
  const name = (playerId: string): string => resolvePlayer(state.players, playerId)?.fields.displayName ?? '?'
  const rows = teamStandings({
    scoring: announced.scoring,
    teams: announced.teams.map((team) => ({
      name: team.name,
      playerIds: team.playerIds.map((id) => resolvePlayer(state.players, id)?.id ?? id)
    })),
    results: table.results,
    playerOf: (entryId) => {
      const playerId = t.registration.entries.get(entryId)?.playerId ?? entryId
      return resolvePlayer(state.players, playerId)?.id ?? playerId
    },
    ...(byEntry ? { pointsOf: (entryId: string) => byEntry.get(entryId) ?? null } : {})
  })
  return {
    scoring: { ...announced.scoring },
    withPoints: byEntry !== null,
    rows: rows.map((r) => ({
      rank: r.rank,
      rankTo: r.rankTo,
      name: r.name,
      score: r.score,
      counted: r.counted,
      complete: r.complete,
      members: r.members.map((m) => ({
        name: name(m.playerId),
        place: m.place,
        placeTo: m.placeTo,
        points: m.points,
        inPlay: m.inPlay,
        counted: m.counted
      }))
    }))
  }
}
