import { specOf } from './eventSchemas'
import { streamOf, type DomainEvent } from './events'
import { evolve } from './evolve'
import type { EventRecord } from './record'
import type { FloorState } from './state'

/**
 * A record of the journal judged as it is read and folded. Rows are written only by Floorclock, in one transaction
 * with their command, so a row that does not read back as the event its type and version describe, or that names
 * something no earlier record made, is damage (a disk, an editor, an old bug) — never a record to skip or to guess.
 * The start that meets one opens in safe mode naming it; the rows themselves are never changed.
 */
export type RecordProblemCode =
  /** A column holds what Floorclock never writes there (text for a time, a blob for the actor …). */
  | 'column'
  /** The event's data is not JSON. */
  | 'notJson'
  /** The data is JSON but not an event (null, a number, a list …). */
  | 'notEvent'
  /** The data names another type than the row's type column. */
  | 'typeMismatch'
  /** A version no Floorclock writes (0, negative, not a whole number). */
  | 'version'
  /** A field its type and version do not allow (missing, of another kind, out of range, or unknown). */
  | 'shape'
  /** The row is filed under another stream than its event belongs to. */
  | 'stream'
  /** It names something no earlier record made. */
  | 'missing'
  /** A seating record of a tournament whose tables were never set up. */
  | 'noSeating'
  /** It reads, but folding it fails (the fold's own message). */
  | 'fold'

export interface RecordProblem {
  readonly code: RecordProblemCode
  /** For the message in the reader's language (`safeMode.problem.<code>`). */
  readonly params: Readonly<Record<string, string | number>>
  /** The same in plain English for the log and the console, with what the parser or the fold said. */
  readonly detail: string
}

/** Where a record is, as far as its row can be read (a damaged time column leaves that time unknown). */
export interface RecordAt {
  readonly seq: number
  readonly type: string
  readonly stream: string
  readonly actor: string
  readonly recordedAt: number | null
  readonly occurredAt: number | null
}

/** A record of the journal that cannot be read or does not fit the records before it. */
export class UnreadableRecordError extends Error {
  constructor(
    readonly at: RecordAt,
    readonly problem: RecordProblem
  ) {
    super(`record ${at.seq} (${at.type || 'no type'}) cannot be read: ${problem.detail}`)
    this.name = 'UnreadableRecordError'
  }
}

export function recordAt(record: EventRecord): RecordAt {
  return {
    seq: record.seq,
    type: record.event.type,
    stream: record.stream,
    actor: record.actor,
    recordedAt: record.recordedAt,
    occurredAt: record.occurredAt
  }
}

/**
 * An event (already at this build's version) against its own schema — the one an import is parsed by — and the
 * stream its row is filed under against the stream the event belongs to. Null when both hold.
 */
export function eventShapeProblem(event: DomainEvent, stream: string): RecordProblem | null {
  const spec = specOf(event.type)
  if (!spec) return { code: 'typeMismatch', params: { found: String(event.type) }, detail: 'no such type' }
  const parsed = spec.schema.safeParse(event)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    // A field the type never has is named by its own name (zod reports it at the object that holds it).
    const keys = issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : []
    const path = [...(issue?.path ?? []), ...keys].map(String).join('.') || '(the event)'
    return { code: 'shape', params: { path }, detail: `${path}: ${issue?.message ?? 'refused by its schema'}` }
  }
  const expected = streamOf(event)
  if (stream !== expected)
    return {
      code: 'stream',
      params: { stream, expected },
      detail: `it is filed under stream "${stream}", its event belongs to "${expected}"`
    }
  return null
}

/** What a record may name that an earlier record made. */
export type ReferenceKind =
  'tournament' | 'entry' | 'player' | 'hand' | 'penalty' | 'dispute' | 'series' | 'account' | 'ticket' | 'colourUp'

const missing = (kind: ReferenceKind, id: string, path: string): RecordProblem => ({
  code: 'missing',
  params: { kind, id, path },
  detail: `${path} names ${kind} ${id}, which no earlier record of the journal made`
})

/**
 * What a record names against the state the journal built before it: the things its fold looks up by the ids it
 * carries — the tournament, the entry, the player, the hand, the penalty or dispute, the series and the tournament's
 * place in it, the account, the ticket, the colour-up — and, for a seating record, that the tournament's tables were
 * set up. Where the fold would find nothing it used to skip the record without a word, and the floor went on without
 * what the record says; now that is damage to name. Only the lookups the fold itself makes are checked here (what a
 * record merely mentions, the fold keeps as it is).
 */
export function referenceProblem(state: FloorState, event: DomainEvent): RecordProblem | null {
  switch (event.type) {
    case 'player.edited':
      return state.players.byId.has(event.playerId) ? null : missing('player', event.playerId, 'playerId')
    case 'player.merged':
      if (!state.players.byId.has(event.duplicateId)) return missing('player', event.duplicateId, 'duplicateId')
      return state.players.byId.has(event.keepId) ? null : missing('player', event.keepId, 'keepId')
    case 'account.edited':
    case 'account.pinSet':
    case 'account.enabledSet':
      return state.accounts.byId.has(event.accountId) ? null : missing('account', event.accountId, 'accountId')
    case 'series.formulaAnnounced':
    case 'series.tournamentAttached':
    case 'series.lotsDrawn':
      return state.series.has(event.seriesId) ? null : missing('series', event.seriesId, 'seriesId')
    default:
      break
  }
  if (!('tournamentId' in event) || typeof event.tournamentId !== 'string' || event.type === 'tournament.created')
    return null
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return missing('tournament', event.tournamentId, 'tournamentId')
  switch (event.type) {
    case 'entry.confirmed':
    case 'entry.admitted':
    case 'entry.withdrawn':
    case 'entry.eliminated':
    case 'entry.disqualified':
    case 'entry.disqualificationLifted':
    case 'entry.rebought':
    case 'entry.addedOn':
      return t.registration.entries.has(event.entryId) ? null : missing('entry', event.entryId, 'entryId')
    case 'results.handCorrected':
    case 'results.handUndone':
      return t.results.hands.has(event.handId) ? null : missing('hand', event.handId, 'handId')
    case 'penalty.published':
    case 'penalty.corrected':
    case 'penalty.withdrawn':
      return t.results.penalties.some((p) => p.id === event.penaltyId)
        ? null
        : missing('penalty', event.penaltyId, 'penaltyId')
    case 'dispute.published':
    case 'dispute.corrected':
      return t.results.disputes.some((d) => d.id === event.disputeId)
        ? null
        : missing('dispute', event.disputeId, 'disputeId')
    case 'series.eventExcluded':
    case 'series.eventIncluded':
    case 'series.pointsAnnulled':
    case 'series.pointsRestored':
    case 'series.mergeConflictResolved': {
      const series = state.series.get(event.seriesId)
      if (!series) return missing('series', event.seriesId, 'seriesId')
      // The tournament's place in the series (attached earlier) is what these records change.
      return series.events.some((e) => e.tournamentId === t.id) ? null : missing('tournament', t.id, 'tournamentId')
    }
    case 'ticket.voided':
      return t.registration.tickets.has(event.ticketId) ? null : missing('ticket', event.ticketId, 'ticketId')
    case 'chipRace.tableCorrected':
    case 'chipRace.tableUndone': {
      const breakIndex = event.type === 'chipRace.tableCorrected' ? event.next.breakIndex : event.previous.breakIndex
      return t.chipRace?.colourUps.has(breakIndex)
        ? null
        : missing('colourUp', String(breakIndex), event.type === 'chipRace.tableCorrected' ? 'next' : 'previous')
    }
    default:
      if (event.type.startsWith('seating.') && event.type !== 'seating.configured' && !t.seating)
        return {
          code: 'noSeating',
          params: { id: t.id },
          detail: `it changes the seating of tournament ${t.id}, whose tables were never set up`
        }
      return null
  }
}

/**
 * Fold one record read from the journal: refused (UnreadableRecordError) when it names what does not exist or makes
 * what already does, never folded by halves and never skipped. Used wherever a journal is folded from disk (a start,
 * a rebuild, the idle-time check, the safe mode's search); a command's own new records go through `evolve`.
 */
export function evolveStored(state: FloorState, record: EventRecord): FloorState {
  const problem = referenceProblem(state, record.event)
  if (problem) throw new UnreadableRecordError(recordAt(record), problem)
  return evolve(state, record)
}

/**
 * The records of a journal, each checked against `state` just before it is handed on — for a fold of exactly these
 * records into exactly that state, which has then folded every record before it. So a fold of the journal (a start's
 * replay) refuses the first record that names what does not exist, as `evolveStored` does, whatever fold it uses.
 */
export function* checkedAgainst(state: FloorState, records: Iterable<EventRecord>): Generator<EventRecord> {
  for (const record of records) {
    const problem = referenceProblem(state, record.event)
    if (problem) throw new UnreadableRecordError(recordAt(record), problem)
    yield record
  }
}

/** `fold` with every record checked as `evolveStored` does. */
export function foldStored(records: Iterable<EventRecord>, state: FloorState): FloorState {
  for (const record of records) evolveStored(state, record)
  return state
}
