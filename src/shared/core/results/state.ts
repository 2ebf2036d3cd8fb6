import type { Tournament } from '../tournament'
import { hasEntered } from '../registration'
import type { HandOutcome } from './eliminations/handOutcome'
import { olympicPlaces } from './places/olympicPlaces'
import { recomputePlaces, type PlacesTable, type ResultRecord } from './places/placesTable'
import type { ProtocolApproval, ProtocolCorrection } from '../protocol'
import type { PenaltyRecord } from './penalties/penaltyRecord'
import type { DisputedDecision } from './penalties/disputedDecision'
import type { ResultsRules } from './schemas'

/** One recorded hand of eliminations (§27.6): who confirmed it, who recorded it, when. */
export interface HandInfo {
  readonly handId: string
  level: number
  confirmedBy: string
  outcome: HandOutcome
  readonly recordedAt: number
  /** When it happened (§26.14); a correction may change it (§27.8). */
  occurredAt: number
  readonly recordedBy: string
  /** Entries of the hand still out (an undo removes them). */
  entryIds: string[]
}

/** §28.12: approved results reopened for corrections — who, when, why, and the approval it lifted. */
export interface ResultsReopening {
  readonly by: string
  readonly at: number
  readonly reason: string
  readonly approval: ProtocolApproval
}

/** `Tournament.results`: the results journal the library recomputes places from, kept by evolve. */
export interface ResultsState {
  rules: ResultsRules
  /** The journal in recorded order: hands, corrections, undos, disqualifications (§27.8). */
  records: ResultRecord[]
  hands: Map<string, HandInfo>
  /** Hand ids in recorded order (the order of eliminations). */
  handOrder: string[]
  /** entryId → the hand it went out in, while out. */
  handOf: Map<string, string>
  /**
   * The first approval (Appendix C.18): the results are sealed since, and every later change is a post-approval
   * correction — also while reopened and after a second approval (§28.12).
   */
  approval: ProtocolApproval | null
  /** Every approval in order; the last is the one in force unless `reopened` (§28.12). */
  approvals: ProtocolApproval[]
  /** §28.12: each reopening, in order. */
  reopenings: ResultsReopening[]
  /** §28.12: the reopening in force — corrections are taken, and a new approval is needed; null otherwise. */
  reopened: ResultsReopening | null
  /** Appendix C.17: every change of a result with a reason, and every record after the approval. */
  corrections: ProtocolCorrection[]
  /** §25.13: penalties and warnings, internal unless published (§25.14). */
  penalties: PenaltyRecord[]
  /** §25.1д: time-away countdowns the floor started. */
  timeAway: Map<string, { startedAt: number; endsAt: number }>
  /** §27.4: disputed decisions recorded after the ruling. */
  disputes: DisputedDecision[]
  version: number
}

export function defaultResultsRules(): ResultsRules {
  return { tieRule: 'split', disqualificationPlaces: 'keep' }
}

export function emptyResults(): ResultsState {
  return {
    rules: defaultResultsRules(),
    records: [],
    hands: new Map(),
    handOrder: [],
    handOf: new Map(),
    approval: null,
    approvals: [],
    reopenings: [],
    reopened: null,
    corrections: [],
    penalties: [],
    timeAway: new Map(),
    disputes: [],
    version: 0
  }
}

/** Every entry that took a place (re-entries as entries of their own, §5.6), in registration order. */
export function placedEntryIds(tournament: Tournament): string[] {
  const reg = tournament.registration
  const ids: string[] = []
  for (const id of reg.order) {
    const entry = reg.entries.get(id)
    if (entry && hasEntered(entry)) ids.push(id)
  }
  return ids
}

/** The places of the tournament now, recomputed from its journal (§27.7, §27.8, §28.14). */
export function placesOf(
  tournament: Tournament,
  records: readonly ResultRecord[] = tournament.results.records
): PlacesTable {
  // A lone entry is "last remaining" only by arithmetic: nobody has won before a result was recorded (§9.3).
  const table = recomputePlaces({ entries: placedEntryIds(tournament), records, declareWinner: records.length > 0 })
  const s = tournament.seating
  // BFSP §3.2: an Olympic shootout places by stage, then by the finishing position at the table.
  if (!s?.drawn || s.room.rules.format !== 'olympic') return table
  return olympicPlaces(table, {
    stageTables: s.olympic.stageTables,
    outAt: (id) => s.olympic.out.get(id),
    seatedAt: (id) => s.room.seatOf.get(id)?.table
  })
}
