import { hallTableNames, seatingList } from '../seating'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import type { LevelSource } from '../registration'
import { clockNotStarted } from '../registration'
import { publicDisplay, type PublicDisplay, type PublicDisplayParts } from '../views'
import {
  categoriesOf,
  categoryStandingsOf,
  publicCategoryStandings,
  seriesOfTournament,
  teamStandingsOf,
  type TeamStandingsView
} from '../league'
import type { PublicCategoryStanding } from '../league'
import { indexPlaces, type IndexedPlaces, placesOf, bountiesOf } from '../results'
import type { PlacesTable } from '../results'
import { resolvePlayer } from '../players'
import { phoneFederation, type FederationCopy } from './federation'
import { phoneEntrants, standingOf, type PhoneEntrant, type PhoneStanding, type StandingInputs } from './entrants'

/** One seated player as the phone page sees it: the public name and the seat (§27.11), nothing else. */
export interface PhoneSeat {
  name: string
  table: number
  seat: number
}

/** What a phone that typed a seat card's number gets: that player's seat, their public standing, or null. */
export type PhoneCard = PhoneSeat | PhoneStanding

/**
 * What a player's own phone receives (§12.13): the hall display's public view, every seat by public name
 * and every other player by public name with their public standing (so a player finds themself, seated or not). One
 * view for every phone of the tournament, computed once per change (a hall may have 300 phones open). No stacks of
 * anyone, no odds, no hand information (§12.11), no entry ids or numbers, no internal data.
 */
export interface PhoneView {
  display: PublicDisplay
  /** Sorted by name; `key` (table.seat) lets a push carry a player leaving as a few bytes, not the rows after. */
  seats: Array<PhoneSeat & { key: string }>
  /**
   * The players not on a seat — registered before the draw, on the waiting list, out with their place — one row a
   * player, sorted by name; `key` pairs a row with its earlier version, so a bust is a patch of a row or two.
   */
  entrants: PhoneEntrant[]
  /** §5.4е: the separate standings by public name and category place (§27.11); absent when none are announced. */
  categories?: PublicCategoryStanding[]
  /** §5.4д: the team standing of a team event, by team name and members' public names; absent when none. */
  teams?: PublicTeamStanding
  /**
   * The tournament is an event of a series (§28.7), or the federation has points for its players (§28.9): the phone
   * offers the series tab only then; absent otherwise.
   */
  series?: true
  /**
   * §5.10, §27.11: the knockouts recorded, by public name — in a bounty event with the bounty each collected and the
   * head on them (the winner's own head counted, §5.10); absent when nobody has knocked anyone out.
   */
  knockouts?: PhoneKnockouts
  /**
   * §8.1, §8.5: the hall's names of this tournament's tables (number → name), shown beside the number on the
   * player's seat and the move notice — the number stays what the floor calls out; absent when none has a name.
   */
  tableNames?: Record<string, string>
}

/** §5.10: the knockouts as the phone page lists them, most first; records only — never money (§4.3, §27.3). */
export interface PhoneKnockouts {
  /** The bounty format, when the event has one: its unit names the amounts. */
  bounty: { kind: 'bounty' | 'progressive'; unit: 'points' | 'chips' } | null
  rows: Array<{ name: string; knockouts: number; collected?: number; head?: number; ownHead?: number; inPlay: boolean }>
}

/** §5.10: everyone with a knockout (or the winner's own head), by public name; null when there is none. */
export function phoneKnockouts(state: FloorState, t: Tournament, table: PlacesTable): PhoneKnockouts | null {
  const bounties = bountiesOf(t)
  const bountyOf = new Map((bounties?.entries ?? []).map((e) => [e.entryId, e]))
  const rows: PhoneKnockouts['rows'] = []
  for (const r of table.results) {
    const b = bountyOf.get(r.entryId)
    if (r.knockouts <= 0 && !b?.ownHead) continue
    const entry = t.registration.entries.get(r.entryId)
    const name = (entry && resolvePlayer(state.players, entry.playerId)?.fields.displayName) || '—'
    rows.push({
      name,
      knockouts: Math.round(r.knockouts * 100) / 100,
      ...(b ? { collected: b.collected, head: b.head, ...(b.ownHead > 0 ? { ownHead: b.ownHead } : {}) } : {}),
      inPlay: r.status === 'in' || r.status === 'winner'
    })
  }
  if (rows.length === 0) return null
  rows.sort(
    (a, b) => b.knockouts - a.knockouts || (b.collected ?? 0) - (a.collected ?? 0) || a.name.localeCompare(b.name)
  )
  return { bounty: bounties ? { kind: bounties.kind, unit: bounties.unit } : null, rows }
}

/**
 * What the public may see of a team standing (§5.4д, §27.11): the announced teams and scoring, each team's rank and
 * score, its members by public name with their place (or "in play"): rosters are announced with the event.
 */
export interface PublicTeamStanding {
  scoring: TeamStandingsView['scoring']
  rows: Array<{
    rank: number
    rankTo: number
    name: string
    score: number
    complete: boolean
    members: Array<{ name: string; place: number | null; placeTo: number | null; inPlay: boolean; counted: boolean }>
  }>
}

export function publicTeamStanding(view: TeamStandingsView): PublicTeamStanding {
  return {
    scoring: { ...view.scoring },
    rows: view.rows.map((r) => ({
      rank: r.rank,
      rankTo: r.rankTo,
      name: r.name,
      score: r.score,
      complete: r.complete,
      members: r.members.map((m) => ({
        name: m.name,
        place: m.place,
        placeTo: m.placeTo,
        inPlay: m.inPlay,
        counted: m.counted
      }))
    }))
  }
}

/**
 * Parts the hall server keeps up to date instead of recomputing them for every change; each must equal
 * what `phoneView` computes without it.
 */
export interface PhoneViewParts extends PublicDisplayParts {
  /** The tournament's public display (the one its hall displays show). */
  display?(): PublicDisplay
  /** The seats in the seating list's order. */
  seats?(t: Tournament): PhoneView['seats']
  /** The players not seated, in the phone's order. */
  entrants?(t: Tournament): PhoneView['entrants']
  /** The hall's last pulled copy of the federation's standings: its points give the series tab too (§28.9). */
  federation?: FederationCopy | null
}

export function phoneView(
  state: FloorState,
  tournamentId: string,
  now = 0,
  levelOf: LevelSource = clockNotStarted,
  parts: PhoneViewParts = {}
): PhoneView {
  const t = state.tournaments.get(tournamentId)
  // An unknown id gives the empty view, never another tournament.
  const display = parts.display ? parts.display() : publicDisplay(state, tournamentId, now, levelOf, parts)
  const table = t ? parts.places?.(t).table : undefined
  const categories: Pick<PhoneView, 'categories' | 'teams' | 'knockouts'> = {}
  if (t && categoriesOf(state, t.id).length > 0)
    categories.categories = publicCategoryStandings(categoryStandingsOf(state, t, table))
  const teamView = t && state.standings.teams.has(t.id) ? teamStandingsOf(state, t, table) : null
  if (teamView) categories.teams = publicTeamStanding(teamView)
  const entrants = !t ? [] : parts.entrants ? parts.entrants(t) : phoneEntrants(state, t, inputsOf(t, levelOf, parts))
  // §5.10: the knockouts, once any is recorded (the kept places when the hall has them).
  const knockouts = t && t.results.records.length > 0 ? phoneKnockouts(state, t, table ?? placesOf(t)) : null
  if (knockouts) categories.knockouts = knockouts
  const withTab = t && (seriesOfTournament(state, t.id) || phoneFederation(state, t.id, parts.federation ?? null))
  const series = withTab ? { series: true as const } : {}
  if (!t?.seating?.drawn) return { display, seats: [], entrants, ...categories, ...series }
  // Only the tables this tournament uses: another event's names are none of its players' business.
  const tableNames = hallTableNames(state, t.seating.room.tables.keys())
  return {
    display,
    ...categories,
    ...series,
    ...(tableNames ? { tableNames } : {}),
    seats: parts.seats ? parts.seats(t) : seatingList(state, tournamentId).map((r) => phoneSeatRow(r.name, r)),
    entrants
  }
}

/** The clock's position and the places (the kept ones when the caller has them, else computed once, on first use). */
export function inputsOf(
  t: Tournament,
  levelOf: LevelSource,
  parts: { places?(t: Tournament): IndexedPlaces } = {}
): StandingInputs {
  let places: IndexedPlaces | undefined
  return {
    position: levelOf(t.id),
    places: () => (places ??= parts.places ? parts.places(t) : indexPlaces(placesOf(t)))
  }
}

/** One row of the phone view's seats; `key` (table.seat) pairs it with its earlier version in a patch. */
export function phoneSeatRow(name: string, at: { table: number; seat: number }): PhoneSeat & { key: string } {
  return { name, table: at.table, seat: at.seat, key: `${at.table}.${at.seat}` }
}

/**
 * What a phone that typed `card` (the entry number on a seat card or the desk's confirmation) is shown: the seat of
 * that entry's player and its public name, or where the player stands without one (registered before the draw, out
 * with the place, re-entered and seated again), or null (no such entry; disqualified). A view of its own, so the
 * shared view stays shared.
 */
export function phoneCardSeat(
  state: FloorState,
  tournamentId: string,
  card: number,
  levelOf: LevelSource = clockNotStarted
): PhoneCard | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  for (const [entryId, entry] of t.registration.entries)
    if (entry.number === card) return phoneCardOf(state, t, entryId, inputsOf(t, levelOf))
  return null
}

/** The card view of one entry (as `phoneCardSeat`), from its player's entries. */
export function phoneCardOf(
  state: FloorState,
  t: Tournament,
  entryId: string,
  inputs: StandingInputs
): PhoneCard | null {
  const playerId = t.registration.entries.get(entryId)?.playerId
  if (playerId === undefined) return null
  const reg = t.registration
  const entries = (reg.entriesByPlayer.get(playerId) ?? []).flatMap((id) => reg.entries.get(id) ?? [])
  return standingOf(state, t, entries, inputs)
}

/** Each card number with the first entry carrying it, in the order `phoneCardSeat` looks (`phoneCardOf` shows it). */
export function cardEntries(t: Tournament): Map<number, string> {
  const byCard = new Map<number, string>()
  for (const [entryId, entry] of t.registration.entries)
    if (entry.number !== null && !byCard.has(entry.number)) byCard.set(entry.number, entryId)
  return byCard
}
