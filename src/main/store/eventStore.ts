import type Database from 'better-sqlite3'
import { UnknownEventError, upcast, versionOf } from '../../shared/core/eventSchemas'
import { DatabaseRefusedError } from './database'
import type { EventRecord, NewEventRecord } from '../../shared/core/record'

interface EventRow {
  seq: number
  stream: string
  type: string
  version: number
  data: string
  actor: string
  recorded_at: number
  occurred_at: number
  reason: string | null
}

/** The append-only journal. Parameterised SQL only; callers wrap appends in the command's transaction. */
export class EventStore {
  private readonly insert: Database.Statement
  private readonly selectAll: Database.Statement
  private readonly selectRecent: Database.Statement
  private readonly selectRecentByStream: Database.Statement
  private readonly countAll: Database.Statement
  private readonly selectPlayerHistory: Database.Statement
  private readonly selectStreamChunk: Database.Statement

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO events (stream, type, version, data, actor, recorded_at, occurred_at, reason)
       VALUES (@stream, @type, @version, @data, @actor, @recordedAt, @occurredAt, @reason)`
    )
    this.selectAll = db.prepare(`SELECT * FROM events WHERE seq > ? ORDER BY seq`)
    this.selectRecent = db.prepare(`SELECT * FROM events ORDER BY seq DESC LIMIT ?`)
    this.selectRecentByStream = db.prepare(`SELECT * FROM events WHERE stream = ? ORDER BY seq DESC LIMIT ?`)
    this.countAll = db.prepare(`SELECT count(*) AS n FROM events`)
    // One stream's records through the (stream, seq) index, a chunk at a time (exports).
    this.selectStreamChunk = db.prepare(
      `SELECT * FROM events WHERE stream = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?`
    )
    // A player's records in the shared 'players' stream (created, edited, merged as either side).
    this.selectPlayerHistory = db.prepare(
      `SELECT * FROM events WHERE stream = 'players'
         AND (json_extract(data, '$.playerId') = @id OR json_extract(data, '$.duplicateId') = @id OR json_extract(data, '$.keepId') = @id)
       ORDER BY seq LIMIT 1000`
    )
  }

  /** Append records; returns them with their sequence numbers. Must run inside the caller's transaction. */
  append(records: readonly NewEventRecord[]): EventRecord[] {
    return records.map((record) => {
      const actor = storedActor(record.actor, record.actorAccountId)
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

  /** Every record after `afterSeq`, oldest first, streamed from disk. */
  *readAll(afterSeq = 0): Generator<EventRecord> {
    for (const row of this.selectAll.iterate(afterSeq) as Iterable<EventRow>) yield this.toRecord(row)
  }

  /**
   * The newest records, optionally of one stream and optionally only those that name one of `mentions` (ids are
   * matched as whole JSON strings, so an id never matches inside another).
   */
  recent(limit: number, stream?: string, mentions?: readonly string[]): EventRecord[] {
    if (mentions && mentions.length > 0) {
      const named = mentions.map(() => 'instr(data, ?) > 0').join(' OR ')
      const sql = `SELECT * FROM events WHERE ${stream ? 'stream = ? AND ' : ''}(${named}) ORDER BY seq DESC LIMIT ?`
      const quoted = mentions.map((id) => JSON.stringify(id))
      const rows = this.db.prepare(sql).all(...(stream ? [stream] : []), ...quoted, limit) as EventRow[]
      return rows.map((row) => this.toRecord(row))
    }
    const rows = (stream ? this.selectRecentByStream.all(stream, limit) : this.selectRecent.all(limit)) as EventRow[]
    return rows.map((row) => this.toRecord(row))
  }

  /** Up to `limit` records of one stream after `afterSeq` and at most `upToSeq`, oldest first, from the index. */
  streamChunk(stream: string, afterSeq: number, upToSeq: number, limit: number): EventRecord[] {
    const rows = this.selectStreamChunk.all(stream, afterSeq, upToSeq, limit) as EventRow[]
    return rows.map((row) => this.toRecord(row))
  }

  /** The history of one player record, oldest first (§4.7: who, when, old and new value, why). */
  playerHistory(playerId: string): EventRecord[] {
    return (this.selectPlayerHistory.all({ id: playerId }) as EventRow[]).map((row) => this.toRecord(row))
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
   * this build does not know refuses the database (the check at open, event_kinds, normally finds it first).
   */
  private toRecord(row: EventRow): EventRecord {
    try {
      return toRecord(row)
    } catch (error) {
      if (error instanceof UnknownEventError)
        throw new DatabaseRefusedError('too-new', this.db.name, `${error.message}; update the app`)
      throw error
    }
  }
}

/**
 * The `actor` column holds the author's name and, for a named account, the account's id after a unit
 * separator — the id travels with every record without a new column. A name never holds control characters (they
 * are turned into spaces here, whatever an imported file says), so the separator cannot be forged.
 */
const ACCOUNT_SEPARATOR = '\u001f'

function storedActor(actor: string, accountId: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const name = actor.replace(/[\u0000-\u001f\u007f]/g, ' ')
  return accountId ? `${name}${ACCOUNT_SEPARATOR}${accountId}` : name
}

function actorOf(stored: string): Pick<EventRecord, 'actor' | 'actorAccountId'> {
  const at = stored.indexOf(ACCOUNT_SEPARATOR)
  return at < 0 ? { actor: stored } : { actor: stored.slice(0, at), actorAccountId: stored.slice(at + 1) }
}

function toRecord(row: EventRow): EventRecord {
  return {
    seq: row.seq,
    stream: row.stream,
    event: upcast(row.type, row.version, JSON.parse(row.data) as Record<string, unknown>, row.seq),
    ...actorOf(row.actor),
    recordedAt: row.recorded_at,
    occurredAt: row.occurred_at,
    reason: row.reason
  }
}
