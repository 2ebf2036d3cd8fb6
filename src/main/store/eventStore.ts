import type Database from 'better-sqlite3'
import { knows, UnknownEventError, upcast, versionOf } from '../../shared/core/eventSchemas'
import type { DomainEvent } from '../../shared/core/events'
import {
  eventShapeProblem,
  UnreadableRecordError,
  type RecordAt,
  type RecordProblem
} from '../../shared/core/storedRecords'
import { DatabaseRefusedError } from './database'
import type { EventRecord, NewEventRecord } from '../../shared/core/record'

/** A row as SQLite hands it back: what Floorclock writes in each column, unless the file was damaged. */
interface EventRow {
  seq: unknown
  stream: unknown
  type: unknown
  version: unknown
  data: unknown
  actor: unknown
  recorded_at: unknown
  occurred_at: unknown
  reason: unknown
}

/** How much of a row `readAll` checks (see `toRecord`). */
type Check = 'full' | 'row'

/** The append-only journal. Parameterised SQL only; callers wrap appends in the command's transaction. */
export class EventStore {
  private readonly insert: Database.Statement
  private readonly selectAll: Database.Statement
  private readonly selectRecent: Database.Statement
  private readonly selectRecentByStream: Database.Statement
  private readonly countAll: Database.Statement
  private readonly selectPlayerHistory: Database.Statement
  private readonly selectStreamChunk: Database.Statement

  /** Records from this one on are never read (the safe mode's journal ends before the first unreadable record). */
  private readonly end: number

  constructor(
    private readonly db: Database.Database,
    options: { readBefore?: number } = {}
  ) {
    this.end = options.readBefore ?? Number.MAX_SAFE_INTEGER
    this.insert = db.prepare(
      `INSERT INTO events (stream, type, version, data, actor, recorded_at, occurred_at, reason)
       VALUES (@stream, @type, @version, @data, @actor, @recordedAt, @occurredAt, @reason)`
    )
    this.selectAll = db.prepare(`SELECT * FROM events WHERE seq > ? AND seq < ? ORDER BY seq`)
    this.selectRecent = db.prepare(`SELECT * FROM events WHERE seq < ? ORDER BY seq DESC LIMIT ?`)
    this.selectRecentByStream = db.prepare(
      `SELECT * FROM events WHERE stream = ? AND seq < ? ORDER BY seq DESC LIMIT ?`
    )
    this.countAll = db.prepare(`SELECT count(*) AS n FROM events`)
    // One stream's records through the (stream, seq) index, a chunk at a time (exports).
    this.selectStreamChunk = db.prepare(
      `SELECT * FROM events WHERE stream = ? AND seq > ? AND seq <= ? AND seq < ? ORDER BY seq LIMIT ?`
    )
    // A player's records in the shared 'players' stream (created, edited, merged as either side).
    this.selectPlayerHistory = db.prepare(
      `SELECT * FROM events WHERE stream = 'players' AND seq < @end
         AND (json_extract(data, '$.playerId') = @id OR json_extract(data, '$.duplicateId') = @id OR json_extract(data, '$.keepId') = @id)
       ORDER BY seq LIMIT 1000`
    )
  }

  /** Append records; returns them with their sequence numbers. Must run inside the caller's transaction. */
  append(records: readonly NewEventRecord[]): EventRecord[] {
    return records.map((record) => {
      const actor = storedActor(record.actor, record.actorAccountId, record.actorScope)
      const info = this.insert.run({
        stream: record.stream,
        type: record.event.type,
        version: versionOf(record.event.type),
        data: JSON.stringify(record.event),
        actor,
        recordedAt: record.recordedAt,
        occurredAt: record.occurredAt,
        reason: record.reason
      })
      return { ...record, ...actorOf(actor), seq: Number(info.lastInsertRowid) }
    })
  }

  /**
   * Every record after `afterSeq`, oldest first, streamed from disk: the records a fold reads, each checked against
   * its type's schema as well (an UnreadableRecordError names the first that is not what Floorclock wrote).
   */
  *readAll(afterSeq = 0): Generator<EventRecord> {
    // From the start: a row whose seq is below 1 (never written so) is read too, and refused, not passed over.
    const after = afterSeq <= 0 ? Number.MIN_SAFE_INTEGER : afterSeq
    for (const row of this.selectAll.iterate(after, this.end) as Iterable<EventRow>) yield this.toRecord(row, 'full')
  }

  /**
   * The newest records, optionally of one stream and optionally only those that name one of `mentions` (ids are
   * matched as whole JSON strings, so an id never matches inside another).
   */
  recent(limit: number, stream?: string, mentions?: readonly string[]): EventRecord[] {
    if (mentions && mentions.length > 0) {
      const named = mentions.map(() => 'instr(data, ?) > 0').join(' OR ')
      const sql = `SELECT * FROM events WHERE ${stream ? 'stream = ? AND ' : ''}seq < ? AND (${named}) ORDER BY seq DESC LIMIT ?`
      const quoted = mentions.map((id) => JSON.stringify(id))
      const rows = this.db.prepare(sql).all(...(stream ? [stream] : []), this.end, ...quoted, limit) as EventRow[]
      return rows.map((row) => this.toRecord(row, 'row'))
    }
    const rows = (
      stream ? this.selectRecentByStream.all(stream, this.end, limit) : this.selectRecent.all(this.end, limit)
    ) as EventRow[]
    return rows.map((row) => this.toRecord(row, 'row'))
  }

  /** Up to `limit` records of one stream after `afterSeq` and at most `upToSeq`, oldest first, from the index. */
  streamChunk(stream: string, afterSeq: number, upToSeq: number, limit: number): EventRecord[] {
    const rows = this.selectStreamChunk.all(stream, afterSeq, upToSeq, this.end, limit) as EventRow[]
    return rows.map((row) => this.toRecord(row, 'row'))
  }

  /** The history of one player record, oldest first (§4.7: who, when, old and new value, why). */
  playerHistory(playerId: string): EventRecord[] {
    return (this.selectPlayerHistory.all({ id: playerId, end: this.end }) as EventRow[]).map((row) =>
      this.toRecord(row, 'row')
    )
  }

  count(): number {
    return (this.countAll.get() as { n: number }).n
  }

  transaction<T>(fn: () => T): T {
    // BEGIN IMMEDIATE: the write lock is taken first, waiting up to busy_timeout for the snapshot worker's writes
    // (a deferred transaction that reads and then writes gets SQLITE_BUSY at once if another connection committed
    // in between, and the command would be refused). Nested in another transaction it is a savepoint.
    return this.db.transaction(fn).immediate()
  }

  /**
   * A stored row as this build reads it: the event upcast from the version it was written at. A record
   * of a type or a version this build does not know refuses the database as written by a newer Floorclock (the
   * check at open, event_kinds, normally finds it first). A row that is not what any Floorclock writes — a column
   * of the wrong kind, data that is not a JSON event of the row's type, a version no Floorclock writes — throws an
   * UnreadableRecordError naming it (the start opens in safe mode). `full` also holds the event to its type's
   * schema and the row's stream to the event's (the folds' reads; the other reads only show records).
   */
  private toRecord(row: EventRow, check: Check): EventRecord {
    const at = rowAt(row)
    const unreadable = (problem: RecordProblem): UnreadableRecordError => new UnreadableRecordError(at, problem)
    if (!Number.isSafeInteger(at.seq) || at.seq < 1) throw unreadable(columnProblem('seq'))
    if (typeof row.type !== 'string' || row.type === '') throw unreadable(columnProblem('type'))
    const why = typeof row.version === 'number' ? knows(row.type, row.version) : 'bad-version'
    if (why === 'unknown-type' || why === 'newer-version') {
      const known = new UnknownEventError(at.seq, row.type, Number(row.version), why)
      throw new DatabaseRefusedError('too-new', this.db.name, `${known.message}; update the app`)
    }
    if (why === 'bad-version')
      throw unreadable({
        code: 'version',
        params: { version: String(row.version) },
        detail: `it carries version ${String(row.version)}, which no Floorclock writes`
      })
    for (const column of ['stream', 'actor'] as const)
      if (typeof row[column] !== 'string') throw unreadable(columnProblem(column))
    for (const column of ['recorded_at', 'occurred_at'] as const)
      if (typeof row[column] !== 'number' || !Number.isFinite(row[column])) throw unreadable(columnProblem(column))
    if (row.reason !== null && typeof row.reason !== 'string') throw unreadable(columnProblem('reason'))
    if (typeof row.data !== 'string') throw unreadable(columnProblem('data'))
    let data: unknown
    try {
      data = JSON.parse(row.data)
    } catch (error) {
      throw unreadable({ code: 'notJson', params: {}, detail: `its data is not JSON (${(error as Error).message})` })
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      const found = data === null ? 'null' : Array.isArray(data) ? 'array' : typeof data
      throw unreadable({ code: 'notEvent', params: { found }, detail: `its data is JSON ${found}, not an event` })
    }
    const named = (data as { type?: unknown }).type
    if (named !== row.type) {
      const found = typeof named === 'string' ? named : String(named)
      throw unreadable({
        code: 'typeMismatch',
        params: { found },
        detail: `its data is of type "${found}", its row of type "${row.type}"`
      })
    }
    let event: DomainEvent
    try {
      event = upcast(row.type, row.version as number, data as Record<string, unknown>, at.seq)
    } catch (error) {
      if (error instanceof UnknownEventError) throw error
      throw unreadable({
        code: 'shape',
        params: { path: '(the event)' },
        detail: `its data cannot be read at this version (${(error as Error).message})`
      })
    }
    const record: EventRecord = {
      seq: at.seq,
      stream: row.stream as string,
      event,
      ...actorOf(row.actor as string),
      recordedAt: row.recorded_at as number,
      occurredAt: row.occurred_at as number,
      reason: row.reason as string | null
    }
    if (check === 'full') {
      const problem = eventShapeProblem(event, record.stream)
      if (problem) throw unreadable(problem)
    }
    return record
  }
}

/** A column that holds what Floorclock never writes there. */
function columnProblem(column: string): RecordProblem {
  return { code: 'column', params: { column }, detail: `its ${column} column holds a value Floorclock never writes` }
}

/** The record's place and author as far as the row tells them (for the safe mode's report). */
function rowAt(row: EventRow): RecordAt {
  const time = (value: unknown): number | null =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 8.64e15 ? value : null
  return {
    seq: Number(row.seq),
    type: typeof row.type === 'string' ? row.type : '',
    stream: typeof row.stream === 'string' ? row.stream : '',
    actor: typeof row.actor === 'string' ? actorOf(row.actor).actor : '',
    recordedAt: time(row.recorded_at),
    occurredAt: time(row.occurred_at)
  }
}

/**
 * The `actor` column holds the author's name and, for a named account, the account's id after a unit
 * separator — the id travels with every record without a new column. A name never holds control characters (they
 * are turned into spaces here, whatever an imported file says), so the separator cannot be forged.
 */
const ACCOUNT_SEPARATOR = '\u001f'

function storedActor(actor: string, accountId: string | undefined, scope: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const name = actor.replace(/[\u0000-\u001f\u007f]/g, ' ')
  if (!accountId) return name
  // The scope the account worked under (ids and roles, no separators in either) follows its id after a second one.
  return scope
    ? `${name}${ACCOUNT_SEPARATOR}${accountId}${ACCOUNT_SEPARATOR}${scope}`
    : `${name}${ACCOUNT_SEPARATOR}${accountId}`
}

function actorOf(stored: string): Pick<EventRecord, 'actor' | 'actorAccountId' | 'actorScope'> {
  const at = stored.indexOf(ACCOUNT_SEPARATOR)
  if (at < 0) return { actor: stored }
  const rest = stored.slice(at + 1)
  const scopeAt = rest.indexOf(ACCOUNT_SEPARATOR)
  return scopeAt < 0
    ? { actor: stored.slice(0, at), actorAccountId: rest }
    : { actor: stored.slice(0, at), actorAccountId: rest.slice(0, scopeAt), actorScope: rest.slice(scopeAt + 1) }
}
