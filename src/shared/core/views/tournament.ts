import { publicSeating, stageStats, type PublicSeating } from '../seating'
import type { FloorState } from '../state'
import {
  placesOf,
  publicBounties,
  publicResults,
  type IndexedPlaces,
  type PublicBounties,
  type PublicResults
} from '../results'
import type { Tournament, BettingFormat, BountyFormat, Discipline } from '../tournament'
import type { LateRegistrationStatus, PublicAwards, TournamentStats } from '../stats'
import { publicClock, type PublicClock } from '../clock'
import { clockNotStarted, type LevelSource, lateRegistrationStatus, publicAwards } from '../registration'
import { tournamentStats } from './stats'
import { publicColourUps, type PublicColourUp } from '../chiprace'
import type { MultiDay } from '../flights'
import { federationPointsOf, type FederationCopy } from '../league'

/** One line of the tournament list in the admin view. */
export interface TournamentSummary {
  id: string
  name: string
  date: string
  time: string | null
  venue: string
  discipline: Discipline
  bettingFormat: BettingFormat
  status: Tournament['status']
  /** A winner is recorded: the list, the page and History all say "Finished". */
  finished: boolean
}

/** Everything the admin sees about a tournament. Internal data: never sent to a display connection. */
export interface TournamentDetail extends TournamentSummary {
  startingStack: number
  notes: string
  /** §5.10: the announced bounty format; null when the event has none. */
  bounty: BountyFormat | null
  /** §5.5: a multi-day event's Day 2 (its announced rules) or one of its flights; null for one day. */
  multiDay: MultiDay | null
  createdAt: number
  createdBy: string
  startedAt: number | null
  corrections: number
  displayed: boolean
}

/**
 * What the hall display receives. Public data only (RULES §1: §27.11, §6.11, §6.12): every field here may be read
 * by anyone in the room or on the LAN.
 */
export interface PublicDisplay {
  tournament: PublicTournament | null
  /** Filled by registration. */
  stats: TournamentStats | null
  lateRegistration: LateRegistrationStatus | null
  awards: PublicAwards | null
  /** The clock, structure and display settings. */
  clock: PublicClock | null
  /** Moves, the seating list and the final table; public names only. */
  seating: PublicSeating | null
  /** The last eliminations with places, and the final standings at the end (public names only). */
  results: PublicResults | null
  /** §5.10: the biggest bounty heads in play, when the event has a bounty format (public names only). */
  bounties: PublicBounties | null
  /** Colour-ups announced and the chip race per table (§10.9–§10.13); public names only. */
  colourUps?: PublicColourUp[]
  /** §28.9: the federation's points of the tournament's players as the hall last pulled them; absent without any. */
  federation?: PublicFederation
}

/**
 * The hall display's federation panel (§28.9): per federation series that ranks any of the tournament's players, the
 * best of them by the federation's place, as of the hall's last pull. What the federation's public site shows anyway
 * (§27.11): public names, places and points.
 */
export interface PublicFederation {
  /** When the hall received the copy (epoch ms), told in `timeZone` (the hall's, §27.8). */
  pulledAt: number
  timeZone?: string
  series: Array<{ name: string; rows: Array<{ name: string; points: number; rank: number; rankTo: number }> }>
}

/** How many players a series' panel lists: the room reads the top of the table, the phone has the rest. */
export const FEDERATION_PANEL_ROWS = 10

function publicFederation(state: FloorState, t: Tournament, copy: FederationCopy): PublicFederation | undefined {
  const bySeries = new Map<string, PublicFederation['series'][number]['rows']>()
  for (const row of federationPointsOf(state, t, copy)) {
    const rows = bySeries.get(row.series) ?? []
    rows.push({ name: row.player, points: row.points, rank: row.rank, rankTo: row.rankTo })
    bySeries.set(row.series, rows)
  }
  if (bySeries.size === 0) return undefined
  const series = [...bySeries].map(([name, rows]) => ({
    name,
    rows: rows.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)).slice(0, FEDERATION_PANEL_ROWS)
  }))
  return { pulledAt: copy.pulledAt, ...(copy.timeZone ? { timeZone: copy.timeZone } : {}), series }
}

/** The announced, public facts of the tournament (§5.1): the summary plus the starting stack. */
export interface PublicTournament extends TournamentSummary {
  startingStack: number
}

export function tournamentSummaries(state: FloorState): TournamentSummary[] {
  return sortSummaries([...state.tournaments.values()].map((t) => summary(t)))
}

/** The tournament list's order: newest date first, then by name. */
export function sortSummaries(list: TournamentSummary[]): TournamentSummary[] {
  return list.sort((a, b) => (a.date === b.date ? a.name.localeCompare(b.name) : b.date.localeCompare(a.date)))
}

/** `finished`, when the caller keeps the places, saves recomputing them over the whole field. */
export function tournamentDetail(state: FloorState, tournamentId: string, finished?: boolean): TournamentDetail | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  return {
    ...summary(t, finished),
    startingStack: t.fields.startingStack,
    notes: t.fields.notes ?? '',
    bounty: t.fields.bounty ?? null,
    multiDay: t.fields.multiDay ?? null,
    createdAt: t.createdAt,
    createdBy: t.createdBy,
    startedAt: t.startedAt,
    corrections: t.corrections,
    displayed: state.displayedTournamentId === t.id
  }
}

/** Totals and places kept up to date by the caller (the main process); equal to the defaults. */
export interface PublicDisplayParts {
  stats?(t: Tournament): TournamentStats
  places?(t: Tournament): IndexedPlaces
  /** The hall's last pulled copy of the federation's standings (§28.9); null or absent: none. */
  federation?: FederationCopy | null
}

/** `now` is the clock's time; `levelOf` is registration's view of the clock (late registration, §7.7). */
export function publicDisplay(
  state: FloorState,
  tournamentId?: string,
  now = 0,
  levelOf: LevelSource = clockNotStarted,
  parts: PublicDisplayParts = {}
): PublicDisplay {
  const id = tournamentId ?? state.displayedTournamentId
  const t = id ? state.tournaments.get(id) : undefined
  if (!t)
    return {
      tournament: null,
      stats: null,
      lateRegistration: null,
      awards: null,
      clock: null,
      seating: null,
      results: null,
      bounties: null
    }
  const federation = parts.federation ? publicFederation(state, t, parts.federation) : undefined
  const federationPart = federation ? { federation } : {}
  return {
    stats: stageStats(t, parts.stats ? parts.stats(t) : tournamentStats(t)), // per Olympic stage (BFSP §3.2)
    lateRegistration: lateRegistrationStatus(t, levelOf(t.id)),
    awards: publicAwards(t),
    clock: publicClock(t, now),
    seating: publicSeating(state, t),
    results: publicResults(state, t, 5, Infinity, parts.places && (() => parts.places!(t))),
    bounties: publicBounties(state, t),
    colourUps: publicColourUps(state, t),
    tournament: {
      // The kept places know their winner (§9.3): the field (10,000 entries) is not walked at each display.
      ...summary(t, parts.places ? parts.places(t).winner !== undefined : undefined),
      startingStack: t.fields.startingStack
    },
    ...federationPart
  }
}

/** `finished` when the caller already holds the places (the hall server's kept model): not recomputed here. */
export function summary(t: Tournament, finished?: boolean): TournamentSummary {
  return {
    id: t.id,
    name: t.fields.name,
    date: t.fields.date,
    time: t.fields.time ?? null,
    venue: t.fields.venue,
    discipline: t.fields.discipline,
    bettingFormat: t.fields.bettingFormat,
    status: t.status,
    finished: finished ?? placesOf(t).results.some((r) => r.status === 'winner')
  }
}
