import type { EventRecord } from '../../../shared/core/record'
import type { FloorState } from '../../../shared/core/state'
import type { Tournament } from '../../../shared/core/tournament'

/**
 * What the folded events changed, per tournament: views are recomputed only when their inputs changed,
 * and the large ones only for the entries that changed.
 *
 * Every flush folds the records appended since the last one into one batch per tournament: the entries the events
 * name (an event changes only the entries it names, for the types in ENTRY_LOCAL), or `full` when an event may change
 * more (terms, corrections, configuration). A model that saw the batch before applies this one; any other gap, a
 * change of the player database (names are everywhere) or a reload means a full rebuild. When in doubt, full.
 */
export interface Batch {
  readonly gen: number
  readonly full: boolean
  readonly touched: Touched
}

/**
 * The entries a batch touched; for the seating view's table rows, also the tables its events name beyond the entries'
 * own (a move's tables, a button's) and whether an event may have changed other tables too (`walk`: look at them all).
 */
export class Touched extends Set<string> {
  readonly tables = new Set<number>()
  walk = false
}

/** What a model saw last. */
export interface Seen {
  gen: number
  global: number
}

export type Changes = 'current' | 'full' | ReadonlySet<string>

/** The tables a change names beyond its entries' seats, and whether every table must be looked at (see Touched). */
export function tablesOf(changes: ReadonlySet<string>): { tables: ReadonlySet<number>; walk: boolean } {
  return changes instanceof Touched ? changes : { tables: new Set(), walk: true }
}

/** Event types whose effect on a tournament's entries is limited to the entries they name. */
const ENTRY_LOCAL: ReadonlySet<string> = new Set([
  'entry.registered',
  'entry.confirmed',
  'entry.admitted',
  'entry.withdrawn',
  'entry.eliminated',
  'entry.rebought',
  'entry.addedOn',
  'results.handRecorded',
  'seating.drawn',
  'seating.seated',
  'seating.released',
  'seating.proposed',
  'seating.moved',
  'seating.proposalDismissed',
  'seating.buttonSet',
  'seating.handForHandSet',
  'seating.listShown'
])

/** Types that change no entry, no place and no seat (the tournament's own fields, the clock). */
function changesNoEntry(type: string): boolean {
  return type.startsWith('clock.') || type.startsWith('tournament.')
}

/** The other tournament a record changes (a ticket's event, the satellite of a ticket used, a flight's event), if any. */
function linkedTournament(event: EventRecord['event'], t: Readonly<Tournament>): string | null {
  switch (event.type) {
    case 'ticket.issued':
      return event.forTournamentId
    case 'ticket.voided':
      return t.registration.tickets.get(event.ticketId)?.forTournamentId ?? null
    case 'entry.registered':
      return event.ticket?.satelliteId ?? null
    case 'entry.withdrawn':
      return t.registration.entries.get(event.entryId)?.ticket?.satelliteId ?? null
    // §5.5: a flight's bags and closing change what its event may carry; a carried stack, its flight.
    case 'flight.bagged':
    case 'flight.closed':
    case 'flight.reopened':
      return t.fields.multiDay?.role === 'flight' ? t.fields.multiDay.eventId : null
    case 'day2.carried':
      return event.fromFlightId
    default:
      return null
  }
}

export class ChangeTracker {
  /** Bumped when anything every view may show changed: a player's name, a reload. */
  global = 0
  /** Bumped by every batch that touched any tournament. */
  any = 0
  /** Bumped when time alone may change a view (the level timer). */
  time = 0
  private readonly batches = new Map<string, Batch>()

  constructor(private seq: number) {}

  /** The journal position folded in so far. */
  get lastSeq(): number {
    return this.seq
  }

  /** Fold in the records appended since the last call (oldest first), against the state they were folded into. */
  advance(records: Iterable<EventRecord>, state: Readonly<FloorState>): void {
    const open = new Map<string, { full: boolean; touched: Touched }>()
    for (const record of records) {
      this.seq = Math.max(this.seq, record.seq)
      const { stream, event } = record
      if (stream === 'players') {
        // A new record names no entry yet; an edit or a merge changes names shown everywhere.
        if (event.type !== 'player.created') this.global += 1
        continue
      }
      if (stream === 'series') continue // no pushed view shows a series
      const t = state.tournaments.get(stream)
      if (!t) {
        this.global += 1 // the journal's own records (a restore), or a stream no view knows: rebuild everything
        continue
      }
      // A ticket links two tournaments: the satellite's records change what the event's desk shows, and
      // an entry registered with a ticket changes the satellite's list of tickets.
      const linked = linkedTournament(event, t)
      if (linked !== null && state.tournaments.has(linked)) open.set(linked, { full: true, touched: new Touched() })
      let batch = open.get(stream)
      if (!batch) open.set(stream, (batch = { full: false, touched: new Touched() }))
      if (batch.full) continue
      if (changesNoEntry(event.type)) {
        // No entry, place or seat; a tournament's edit may still change its tables (a stud room forgets its buttons).
        batch.touched.walk = true
        continue
      }
      if (!ENTRY_LOCAL.has(event.type)) {
        batch.full = true
        continue
      }
      noteTables(event, batch.touched)
      const entries = t.registration.entries
      collectStrings(event, (s) => {
        if (entries.has(s)) batch.touched.add(s)
      })
    }
    for (const [tournamentId, batch] of open) {
      const gen = (this.batches.get(tournamentId)?.gen ?? 0) + 1
      this.batches.set(tournamentId, { gen, ...batch })
    }
    if (open.size > 0) this.any += 1
  }

  /** Everything changed (the database was replaced). */
  reset(seq: number): void {
    this.seq = seq
    this.global += 1
    this.batches.clear()
  }

  gen(tournamentId: string): number {
    return this.batches.get(tournamentId)?.gen ?? 0
  }

  /** What changed for a model of `tournamentId` since it saw `seen`; updates `seen`. */
  since(tournamentId: string, seen: Seen): Changes {
    const batch = this.batches.get(tournamentId)
    const gen = batch?.gen ?? 0
    const global = this.global
    let changes: Changes
    if (seen.global !== global) changes = 'full'
    else if (seen.gen === gen) changes = 'current'
    else if (batch && seen.gen === gen - 1) changes = batch.full ? 'full' : batch.touched
    else changes = 'full'
    seen.gen = gen
    seen.global = global
    return changes
  }
}

/** A model that has seen nothing yet. */
export function unseen(): Seen {
  return { gen: -1, global: -1 }
}

/** The tables a seating event changes beyond the seats of the entries it names. */
function noteTables(event: EventRecord['event'], touched: Touched): void {
  switch (event.type) {
    case 'seating.moved':
      for (const move of event.moves) touched.tables.add(move.from.table).add(move.to.table)
      for (const table of event.closes) touched.tables.add(table)
      for (const { table } of event.maxSeats) touched.tables.add(table)
      return
    case 'seating.buttonSet':
      touched.tables.add(event.table)
      return
    // The first draw opens the room (tables no one sits at too); a draw's buttons are set on its tables.
    case 'seating.drawn':
      touched.walk = true
      return
    case 'seating.seated':
      for (const { table } of event.draw.buttons) touched.tables.add(table)
      for (const { table } of event.draw.placements) touched.tables.add(table)
      return
    default:
      return
  }
}

function collectStrings(value: unknown, found: (s: string) => void): void {
  if (typeof value === 'string') found(value)
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, found)
  else if (typeof value === 'object' && value !== null)
    for (const key in value) collectStrings((value as Record<string, unknown>)[key], found)
}

/** Changes noted for a model and applied when the model is next used: a model nobody reads costs nothing. */
export class PendingChanges {
  private pending: Set<string> | 'full' | null = 'full'

  note(changes: Changes): void {
    if (changes === 'current' || this.pending === 'full') return
    if (changes === 'full') this.pending = 'full'
    else {
      this.pending ??= new Set()
      for (const id of changes) this.pending.add(id)
    }
  }

  /** What changed since the last call: 'current' when nothing did. */
  take(): Changes {
    const pending = this.pending
    this.pending = null
    return pending ?? 'current'
  }
}
