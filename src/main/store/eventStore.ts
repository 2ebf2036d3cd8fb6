import type Database from 'better-sqlite3'
import type { DomainEvent } from '../../shared/core/events'
import type { EventRecord, NewEventRecord } from '../../shared/core/record'

interface EventRow {
  seq: number
  stream: string
  type: string
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

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO events (stream, type, data, actor, recorded_at, occurred_at, reason)
       VALUES (@stream, @type, @data, @actor, @recordedAt, @occurredAt, @reason)`
    )
    this.selectAll = db.prepare(`SELECT * FROM events WHERE seq > ? ORDER BY seq`)
    this.selectRecent = db.prepare(`SELECT * FROM events ORDER BY seq DESC LIMIT ?`)
    this.selectRecentByStream = db.prepare(`SELECT * FROM events WHERE stream = ? ORDER BY seq DESC LIMIT ?`)
    this.countAll = db.prepare(`SELECT count(*) AS n FROM events`)
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
      const info = this.insert.run({
        stream: record.stream,
        type: record.event.type,
        data: JSON.stringify(record.event),
        actor: record.actor,
        recordedAt: record.recordedAt,
        occurredAt: record.occurredAt,
        reason: record.reason
      })
      return { ...record, seq: Number(info.lastInsertRowid) }
    })
  }

  /** Every record after `afterSeq`, oldest first, streamed from disk. */
  *readAll(afterSeq = 0): Generator<EventRecord> {
    for (const row of this.selectAll.iterate(afterSeq) as Iterable<EventRow>) yield toRecord(row)
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
      return rows.map(toRecord)
    }
    const rows = (stream ? this.selectRecentByStream.all(stream, limit) : this.selectRecent.all(limit)) as EventRow[]
    return rows.map(toRecord)
  }

  /** The history of one player record, oldest first (§4.7: who, when, old and new value, why). */
  playerHistory(playerId: string): EventRecord[] {
    return (this.selectPlayerHistory.all({ id: playerId }) as EventRow[]).map(toRecord)
  }

  count(): number {
    return (this.countAll.get() as { n: number }).n
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)()
  }
}

function toRecord(row: EventRow): EventRecord {
  return {
    seq: row.seq,
    stream: row.stream,
    event: JSON.parse(row.data) as DomainEvent,
    actor: row.actor,
    recordedAt: row.recorded_at,
    occurredAt: row.occurred_at,
    reason: row.reason
  }
}
