import { defaultAwards, defaultEntryTerms, type Awards, type EntryTerms } from './terms'
import type { Ticket, TicketUse } from '../tickets'

/**
 * pre-registered: registered ahead (online), not yet confirmed on site (§6.5); still holds a place.
 * registered: confirmed on site, in the tournament. waiting: on the waiting list of alternates (player cap).
 * eliminated / disqualified: out. withdrawn: unregistered (before the start, or from the waiting list).
 */
export type EntryStatus = 'pre-registered' | 'registered' | 'waiting' | 'eliminated' | 'disqualified' | 'withdrawn'

/** A first entry, or a re-entry of a player whose earlier entry was eliminated (§5.6). */
export type EntryKind = 'entry' | 'reentry'

export interface Elimination {
  level: number
  /** Dealer, floor or director who confirmed it (§27.6). */
  confirmedBy: string
  /** The entry that eliminated this one, if recorded. */
  eliminatedBy: string | null
  at: number
  recordedBy: string
}

export interface Disqualification {
  level: number | null
  reason: string
  at: number
  recordedBy: string
}

/**
 * One entry of one player in one tournament. A re-entry is a new entry with its own id, number, chips and time.
 * Seats are not transferable (§6.9): the player of an entry never changes (a merge of duplicate records only points
 * it at the record that stays; `registeredAs` keeps the original).
 */
export interface Entry {
  readonly id: string
  readonly tournamentId: string
  /** 1, 2, 3… in the order entries took their place; null while on the waiting list. */
  number: number | null
  playerId: string
  readonly registeredAs: string
  readonly kind: EntryKind
  status: EntryStatus
  /** Starting chips of this entry (informational, §10.18). */
  readonly chips: number
  rebuys: number
  rebuyChips: number
  addon: boolean
  addonChips: number
  readonly registeredAt: number
  readonly registeredBy: string
  confirmedAt: number | null
  /** Registered after the clock started (late registration, §7.7). */
  readonly late: boolean
  /** Recorded by the director's override, with the reason (§7.8, §6.10). */
  readonly override: string | null
  elimination: Elimination | null
  disqualification: Disqualification | null
  /** §5.12: the satellite ticket this entry took its seat with. */
  ticket: TicketUse | null
}

export interface Registration {
  terms: EntryTerms
  awards: Awards
  entries: Map<string, Entry>
  /** Entry ids in registration order. */
  order: string[]
  entriesByPlayer: Map<string, string[]>
  /** Waiting list, in order (ids of entries with status 'waiting'). */
  waiting: string[]
  /** Entries holding a place now: pre-registered or registered. */
  inCount: number
  /** Entries that ever took a place (not waiting, not withdrawn): the entry count of the totals. */
  enteredCount: number
  lastNumber: number
  /** §5.12: the tickets this tournament awarded as a satellite, by id. */
  tickets: Map<string, Ticket>
  /** Bumped by every registration record: views compare it instead of the whole entry list. */
  version: number
}

export function emptyRegistration(): Registration {
  return {
    terms: defaultEntryTerms(),
    awards: defaultAwards(),
    entries: new Map(),
    order: [],
    entriesByPlayer: new Map(),
    waiting: [],
    inCount: 0,
    enteredCount: 0,
    lastNumber: 0,
    tickets: new Map(),
    version: 0
  }
}

/** Still in the tournament: holds a place (§6.5: a pre-registered entry holds its place until confirmed or withdrawn). */
export function isIn(entry: Entry): boolean {
  return entry.status === 'registered' || entry.status === 'pre-registered'
}

/** Took a place at some point: counts as an entry in the totals. */
export function hasEntered(entry: Entry): boolean {
  return entry.status !== 'waiting' && entry.status !== 'withdrawn'
}

/** Change an entry's status, keeping the counters right. The only place statuses change. */
export function setStatus(reg: Registration, entry: Entry, status: EntryStatus): void {
  reg.inCount += (isIn({ ...entry, status }) ? 1 : 0) - (isIn(entry) ? 1 : 0)
  reg.enteredCount += (hasEntered({ ...entry, status }) ? 1 : 0) - (hasEntered(entry) ? 1 : 0)
  if (entry.status === 'waiting' && status !== 'waiting') reg.waiting = reg.waiting.filter((id) => id !== entry.id)
  entry.status = status
}

/** A merge of duplicate player records (§6.3): the duplicate's entries now count as the kept player's. */
export function reassignEntries(reg: Registration, fromPlayerId: string, toPlayerId: string): void {
  const moved = reg.entriesByPlayer.get(fromPlayerId)
  if (!moved) return
  for (const id of moved) {
    const entry = reg.entries.get(id)
    if (entry) entry.playerId = toPlayerId
  }
  const kept = reg.entriesByPlayer.get(toPlayerId) ?? []
  reg.entriesByPlayer.set(
    toPlayerId,
    [...kept, ...moved].sort((a, b) => reg.order.indexOf(a) - reg.order.indexOf(b))
  )
  reg.entriesByPlayer.delete(fromPlayerId)
}
