import { normalizeName, resolvePlayer } from '../players'
import type { FloorState } from '../state'
import type { TournamentStats, LateRegistrationStatus } from '../stats'
import type { Tournament } from '../tournament'
import type { LevelPosition, Entry, EntryKind, EntryStatus, Awards, EntryTerms } from '../registration'
import { lateRegistrationStatus, prizeTable } from '../registration'
import { tournamentStats } from './stats'
import { seatLabel, stageStats } from '../seating'

/** One line of the entry list (admin: internal fields included). */
export interface EntryRow {
  id: string
  number: number | null
  playerId: string
  displayName: string
  fullName: string
  clubId: string
  kind: EntryKind
  status: EntryStatus
  chips: number
  rebuys: number
  addon: boolean
  registeredAt: number
  registeredBy: string
  late: boolean
  override: string | null
  eliminatedAtLevel: number | null
  /** 1-based place in the waiting list, for waiting entries. */
  waitingPosition: number | null
  /** Table and seat to read out; filled by seating, null until then. */
  seat: string | null
  /** §5.12: the satellite whose ticket the seat was won with, or null. */
  ticket: string | null
}

/** The pushed registration view: small on purpose (no entry list), so 10,000 entries stay cheap to push. */
export interface RegistrationSummary {
  tournamentId: string
  version: number
  terms: EntryTerms
  awards: Awards
  stats: TournamentStats
  lateRegistration: LateRegistrationStatus
  position: LevelPosition
  waiting: number
  preRegistered: number
  /** The last entries recorded, newest first: what the desk shows after Enter. */
  recent: EntryRow[]
  prizeTable: { place: number; percent: number }[] | null
}

export type EntryFilter = EntryStatus | 'in' | 'out' | 'all'

export function entryRow(state: FloorState, tournament: Tournament, entry: Entry): EntryRow {
  const player = resolvePlayer(state.players, entry.playerId)
  const waiting = entry.status === 'waiting' ? tournament.registration.waiting.indexOf(entry.id) + 1 : 0
  return {
    id: entry.id,
    number: entry.number,
    playerId: entry.playerId,
    displayName: player?.fields.displayName ?? '?',
    fullName: player?.fields.fullName ?? '',
    clubId: player?.fields.clubId ?? '',
    kind: entry.kind,
    status: entry.status,
    chips: entry.chips,
    rebuys: entry.rebuys,
    addon: entry.addon,
    registeredAt: entry.registeredAt,
    registeredBy: entry.registeredBy,
    late: entry.late,
    override: entry.override,
    eliminatedAtLevel: entry.elimination?.level ?? null,
    waitingPosition: waiting > 0 ? waiting : null,
    seat: seatLabel(tournament, entry.id),
    ticket: entry.ticket ? (state.tournaments.get(entry.ticket.satelliteId)?.fields.name ?? '—') : null
  }
}

/** Totals kept up to date by the caller (the main process keeps them per entry); equal to the default. */
export interface RegistrationSummaryParts {
  stats?: TournamentStats
  preRegistered?: number
}

export function registrationSummary(
  state: FloorState,
  tournamentId: string,
  position: LevelPosition,
  parts: RegistrationSummaryParts = {}
): RegistrationSummary | null {
  const tournament = state.tournaments.get(tournamentId)
  if (!tournament) return null
  const reg = tournament.registration
  const recent: EntryRow[] = []
  for (let i = reg.order.length - 1; i >= 0 && recent.length < 8; i -= 1) {
    const entry = reg.entries.get(reg.order[i]!)
    if (entry) recent.push(entryRow(state, tournament, entry))
  }
  let preRegistered = parts.preRegistered ?? 0
  if (parts.preRegistered === undefined)
    for (const entry of reg.entries.values()) if (entry.status === 'pre-registered') preRegistered += 1
  return {
    tournamentId,
    version: reg.version,
    terms: reg.terms,
    awards: reg.awards,
    stats: stageStats(tournament, parts.stats ?? tournamentStats(tournament)), // per Olympic stage (BFSP §3.2)
    lateRegistration: lateRegistrationStatus(tournament, position),
    position,
    waiting: reg.waiting.length,
    preRegistered,
    recent,
    prizeTable: prizeTable(tournament)
  }
}

function matchesFilter(entry: Entry, filter: EntryFilter): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'in':
      return entry.status === 'registered' || entry.status === 'pre-registered'
    case 'out':
      return entry.status === 'eliminated' || entry.status === 'disqualified'
    default:
      return entry.status === filter
  }
}

/** A page of the entry list, filtered by status and by text (name, number, club ID). */
export function listEntries(
  state: FloorState,
  tournamentId: string,
  options: { filter: EntryFilter; text: string; offset: number; limit: number }
): { total: number; rows: EntryRow[] } {
  const tournament = state.tournaments.get(tournamentId)
  if (!tournament) return { total: 0, rows: [] }
  const reg = tournament.registration
  const text = normalizeName(options.text)
  const ids = options.filter === 'waiting' ? reg.waiting : reg.order
  const rows: EntryRow[] = []
  let total = 0
  for (const id of ids) {
    const entry = reg.entries.get(id)
    if (!entry || !matchesFilter(entry, options.filter)) continue
    if (text) {
      const player = resolvePlayer(state.players, entry.playerId)
      const hay = `${entry.number ?? ''} ${player?.keys.searchText ?? ''}`
      if (!hay.includes(text)) continue
    }
    total += 1
    if (total > options.offset && rows.length < options.limit) rows.push(entryRow(state, tournament, entry))
  }
  return { total, rows }
}
