import { isIn } from '../registration'
import { resolvePlayer } from '../players'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import type { EntryResult, EntryStatus as ResultStatus, PlacesTable } from './places/placesTable'
import type { PlaceBasis } from './places/placeBasis'
import type { ResultsRules } from './schemas'
import { placesOf, type HandInfo } from './state'
import type { CategoryStandingView, TeamStandingsView } from '../league'
import { bountiesOf, topBounties, type BountyTable } from './eliminations/bounties'

/** One entry in the admin's results table. */
export interface ResultRow {
  entryId: string
  number: number | null
  /** Public name or alias (§27.11). */
  displayName: string
  status: ResultStatus
  place: number | null
  placeTo: number | null
  /** §27.7, Appendix C.13: the basis of the order. */
  basis: PlaceBasis | null
  note: string | null
  level: number | null
  handId: string | null
  startStack: number | null
  tableId: string | null
  eliminatedBy: string | null
  knockouts: number
  /** Olympic format (BFSP §3.2): the stage the entry went out in, or plays now ('1/8', 'semi-final', 'final'). */
  stage: string | null
}

/** One recorded hand of eliminations, for the log and for corrections. */
export interface HandRow {
  handId: string
  level: number
  confirmedBy: string
  recordedBy: string
  recordedAt: number
  occurredAt: number
  /** Entries of the hand still out, best place first. */
  entries: Array<{
    entryId: string
    displayName: string
    startStack: number
    tableId: string | null
    seat: number | null
    eliminatedBy: string | null
    eliminatedById: string | null
    /** §5.10: every eliminator of a split knockout, in the order named (the first is `eliminatedById`). */
    eliminatedByIds: string[]
    place: number | null
    placeTo: number | null
    basis: PlaceBasis | null
  }>
}

export interface ResultsView {
  tournamentId: string
  rules: ResultsRules
  entrants: number
  remaining: number
  winner: { entryId: string; displayName: string } | null
  approval: { by: string; at: number } | null
  /** §28.12: every approval in order (the first seals: later changes are post-approval corrections). */
  approvals: Array<{ by: string; at: number }>
  /** §28.12: each reopening with who, when and why. */
  reopenings: Array<{ by: string; at: number; reason: string }>
  /** §28.12: reopened now — corrections are taken and a new approval is needed. `approval` stays the first one. */
  reopened: boolean
  rows: ResultRow[]
  /** Newest first. */
  hands: HandRow[]
  corrections: number
  /** §5.10: knockouts and bounties per entry, when the event has a bounty format. */
  bounties: BountyTable | null
  version: number
  /** §5.4е: the announced separate standings, each from the one result list above (empty: none announced). */
  categories: CategoryStandingView[]
  /** §5.4д: the team standings of a team event; null when no teams are announced. */
  teams: TeamStandingsView | null
}

/** §5.10: the eliminators' names, joined (a split knockout names several). */
function namesOf(state: FloorState, t: Tournament, ids: readonly string[] | undefined): string | null {
  if (!ids || ids.length === 0) return null
  return ids.map((id) => nameOf(state, t, id) ?? '?').join(', ')
}

export function nameOf(state: FloorState, t: Tournament, entryId: string | null | undefined): string | null {
  if (!entryId) return null
  const entry = t.registration.entries.get(entryId)
  if (!entry) return null
  return resolvePlayer(state.players, entry.playerId)?.fields.displayName ?? '?'
}

/** One row of the admin's results table. */
export function resultRow(state: FloorState, t: Tournament, r: EntryResult): ResultRow {
  const entry = t.registration.entries.get(r.entryId)
  const hand = r.handId ? t.results.hands.get(r.handId) : undefined
  const bust = hand?.outcome.busts.find((b) => b.entryId === r.entryId)
  return {
    entryId: r.entryId,
    number: entry?.number ?? null,
    displayName: nameOf(state, t, r.entryId) ?? '?',
    status: r.status,
    place: r.place,
    placeTo: r.placeTo,
    basis: r.basis,
    note: r.note ?? r.disqualification?.reason ?? null,
    level: r.level,
    handId: r.handId,
    startStack: bust?.startStack ?? null,
    tableId: r.tableId,
    eliminatedBy: namesOf(state, t, r.eliminatedBy),
    knockouts: r.knockouts,
    stage: r.stage?.name ?? null
  }
}

/** The order of the results table: still in play first (by number), then by place. */
export function compareResultRows(a: ResultRow, b: ResultRow): number {
  return (
    (a.status === 'in' ? 0 : 1) - (b.status === 'in' ? 0 : 1) ||
    (a.place ?? 1e9) - (b.place ?? 1e9) ||
    (a.number ?? 0) - (b.number ?? 0)
  )
}

/** One hand of the log, or null when every entry of it was put back in. */
export function handRow(
  state: FloorState,
  t: Tournament,
  hand: HandInfo,
  placeOf: (entryId: string) => EntryResult | undefined
): HandRow | null {
  if (hand.entryIds.length === 0) return null
  const entries = hand.outcome.busts
    .filter((b) => hand.entryIds.includes(b.entryId))
    .map((b) => {
      const r = placeOf(b.entryId)
      return {
        entryId: b.entryId,
        displayName: nameOf(state, t, b.entryId) ?? '?',
        startStack: b.startStack,
        tableId: b.tableId ?? null,
        seat: b.seat ?? null,
        eliminatedBy: namesOf(state, t, b.eliminatedBy),
        eliminatedById: b.eliminatedBy?.[0] ?? null,
        eliminatedByIds: [...(b.eliminatedBy ?? [])],
        place: r?.place ?? null,
        placeTo: r?.placeTo ?? null,
        basis: r?.basis ?? null
      }
    })
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
  return {
    handId: hand.handId,
    level: hand.level,
    confirmedBy: hand.confirmedBy,
    recordedBy: hand.recordedBy,
    recordedAt: hand.recordedAt,
    occurredAt: hand.occurredAt,
    entries
  }
}

/** A places table with lookups by entry. */
export interface IndexedPlaces {
  readonly table: PlacesTable
  placeOf(entryId: string): EntryResult | undefined
  readonly winner: EntryResult | undefined
}

export function indexPlaces(table: PlacesTable): IndexedPlaces {
  let byId: Map<string, EntryResult> | undefined
  let winner: { of: EntryResult | undefined } | undefined
  return {
    table,
    placeOf: (entryId) => (byId ??= new Map(table.results.map((r) => [r.entryId, r]))).get(entryId),
    get winner() {
      return (winner ??= { of: table.results.find((r) => r.status === 'winner') }).of
    }
  }
}

/** What the hall sees: public names, places and their basis only (§27.11). */
export interface PublicPlace {
  name: string
  place: number
  placeTo: number
  basis: PlaceBasis | null
}

export interface PublicResults {
  /** The last eliminations, newest first. */
  lastEliminations: PublicPlace[]
  /** The final standings once one entry is left (place 1 first). */
  finalStandings: PublicPlace[] | null
}

/**
 * `top`: how many final places the hall sees at the end — every one by default: the display pages through
 * them. An entry whose player has re-entered and is playing again is not "last eliminated" any more.
 * `places`: the places table when the caller keeps it up to date; equal to the default.
 */
export function publicResults(
  state: FloorState,
  t: Tournament,
  last = 5,
  top = Infinity,
  places?: () => IndexedPlaces
): PublicResults {
  if (t.results.handOrder.length === 0) return { lastEliminations: [], finalStandings: null }
  const indexed = places ? places() : indexPlaces(placesOf(t))
  const table = indexed.table
  const playingAgain = (entryId: string): boolean => {
    const playerId = t.registration.entries.get(entryId)?.playerId
    const entries = playerId ? (t.registration.entriesByPlayer.get(playerId) ?? []) : []
    return entries.some((id) => id !== entryId && isIn(t.registration.entries.get(id)!))
  }
  const pub = (entryId: string): PublicPlace | null => {
    const r = indexed.placeOf(entryId)
    if (!r || r.place === null) return null
    return { name: nameOf(state, t, entryId) ?? '?', place: r.place, placeTo: r.placeTo ?? r.place, basis: r.basis }
  }
  const lastEliminations: PublicPlace[] = []
  for (let i = t.results.handOrder.length - 1; i >= 0 && lastEliminations.length < last; i -= 1) {
    const hand = t.results.hands.get(t.results.handOrder[i]!)
    if (!hand) continue
    const placed = hand.entryIds
      .filter((id) => !playingAgain(id))
      .map(pub)
      .filter((p): p is PublicPlace => p !== null)
      .sort((a, b) => a.place - b.place)
    lastEliminations.push(...placed)
  }
  const finished = indexed.winner !== undefined
  const finalStandings = finished
    ? table.results
        .filter((r) => r.place !== null && r.status !== 'disqualified')
        .sort((a, b) => a.place! - b.place!)
        .slice(0, top)
        .map((r) => pub(r.entryId)!)
    : null
  return { lastEliminations: lastEliminations.slice(0, last), finalStandings }
}

/** §5.10: the hall's bounty tile — the biggest heads still in play, public names only (§27.11). */
export interface PublicBounties {
  kind: 'bounty' | 'progressive'
  unit: 'points' | 'chips'
  leaders: Array<{ name: string; head: number; collected: number; knockouts: number }>
}

export function publicBounties(state: FloorState, t: Tournament, count = 3): PublicBounties | null {
  const table = bountiesOf(t)
  if (!table) return null
  // §5.10: a leader only once one stands out. While every head in play is the same (at the start, each the starting
  // bounty; in a plain bounty, nothing collected yet), "top bounty" would name one of forty equal players.
  const rank = (e: { head: number; collected: number }): number => (table.kind === 'progressive' ? e.head : e.collected)
  const inPlay = table.entries.filter((e) => e.inPlay)
  const allEqual = inPlay.length > 1 && inPlay.every((e) => rank(e) === rank(inPlay[0]!))
  return {
    kind: table.kind,
    unit: table.unit,
    leaders: (allEqual ? [] : topBounties(table, count)).map((e) => ({
      name: nameOf(state, t, e.entryId) ?? '?',
      head: e.head,
      collected: e.collected,
      knockouts: e.knockouts
    }))
  }
}
