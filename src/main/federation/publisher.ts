import type Database from 'better-sqlite3'
import { fold } from '../../shared/core/evolve'
import type { EventRecord } from '../../shared/core/record'
import { initialState, type FloorState } from '../../shared/core/state'
import type { Logger } from '../app/log'
import type { EventStore } from '../store/eventStore'
import type { HallKey } from './hallKeys'
import type { NewPublication, Outbox } from './outbox'
import { publicationBody } from './publicationBody'
import { publicationPoints, type PointRow, type PublicationPoint } from './publicationPoints'

export interface PublisherDeps {
  readonly db: () => Database.Database
  readonly store: () => EventStore
  readonly outbox: () => Outbox
  /** The live folded state: its `lastSeq` is how far the scan may look. */
  readonly state: () => FloorState
  readonly key: () => HallKey
  readonly now: () => number
  readonly timeZone: () => string
  readonly log: Logger
  /** New publications are in the outbox: the pusher may send them. */
  readonly kept: () => void
}

/** Records read per chunk of a tournament's stream. */
const CHUNK = 2000
/** How many records the scan may pass before its position is written though nothing was published. */
const REWRITE_POSITION_EVERY = 5000

/**
 * Finds approvals and corrections in the journal and keeps each as a signed publication in the outbox before any
 * network is touched (Appendix C, §28.12, §28.14). It runs after a command has been answered (never inside one)
 * and at each start, from the scan position kept in the database, so an approval recorded just before the program
 * stopped is still published, once.
 */
export class Publisher {
  private scheduled = false
  private stopped = false
  /** A publication that could not be built (a fault, logged): not tried again before the next start. */
  private failedAt: number | null = null
  /** How far the journal has been looked at (null: read the database's position). */
  private position: number | null = null
  private prepared: { db: Database.Database; candidates: Database.Statement; rows: Database.Statement } | null = null

  constructor(private readonly deps: PublisherDeps) {}

  /** Something was recorded: look soon, once for a burst of commands. */
  changed(): void {
    if (this.scheduled || this.stopped) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      if (!this.stopped) this.scan()
    })
  }

  stop(): void {
    this.stopped = true
  }

  /** The database was replaced (a restore): its own scan position and outbox count from now on. */
  replaced(): void {
    this.position = null
    this.failedAt = null
    this.changed()
  }

  /** Look at the records after the scan position; keep the publications they make. */
  scan(): void {
    const outbox = this.deps.outbox()
    const from = (this.position ??= outbox.scannedSeq())
    const lastSeq = this.deps.state().lastSeq
    const upTo = this.failedAt !== null ? Math.min(this.failedAt - 1, lastSeq) : lastSeq
    if (upTo <= from) return
    const kept: NewPublication[] = []
    let scannedTo = upTo
    for (const tournamentId of this.candidates(from, upTo)) {
      const rows = this.pointRows(tournamentId, upTo)
      const have = outbox.versionsOf(tournamentId)
      // Only records after the scan position publish: approvals before this build's outbox existed stay unpublished.
      const due = publicationPoints(rows).filter((p) => p.seq > from && !have.has(p.version))
      for (const point of due) {
        try {
          const publication = this.build(tournamentId, point, rows)
          if (publication) kept.push(publication)
        } catch (error) {
          this.deps.log.error('federation.publicationNotBuilt', {
            tournamentId,
            version: point.version,
            seq: point.seq,
            message: (error as Error).message
          })
          this.failedAt = Math.min(this.failedAt ?? point.seq, point.seq)
          scannedTo = Math.min(scannedTo, point.seq - 1)
          break
        }
      }
    }
    this.position = Math.max(from, scannedTo)
    // The position is written with what it found, and otherwise now and then: a command that publishes nothing
    // writes nothing more, and a start looks again at no more than the last few thousand records.
    if (kept.length > 0 || this.position - outbox.scannedSeq() >= REWRITE_POSITION_EVERY)
      outbox.keep(kept, this.position, this.deps.now())
    if (kept.length > 0) {
      this.deps.log.info('federation.kept', {
        publications: kept.map((p) => ({ tournamentId: p.tournamentId, version: p.version }))
      })
      this.deps.kept()
    }
  }

  /** Tournaments with an approval, a reopening or a record with a reason after the scan position. */
  private candidates(from: number, upTo: number): string[] {
    const streams = this.statements().candidates.all(from, upTo) as string[]
    const tournaments = this.deps.state().tournaments
    return streams.filter((stream) => tournaments.has(stream))
  }

  /** What the points are found from: a tournament's rows, oldest first, through the (stream, seq) index. */
  private pointRows(tournamentId: string, upTo: number): PointRow[] {
    return (this.statements().rows.all(tournamentId, upTo) as PointRow[]).map((row) => ({
      ...row,
      reason: row.reason ?? null
    }))
  }

  /** The scan's queries, prepared once per database (a restore replaces it). */
  private statements(): { candidates: Database.Statement; rows: Database.Statement } {
    const db = this.deps.db()
    if (this.prepared?.db !== db)
      this.prepared = {
        db,
        candidates: db
          .prepare(
            `SELECT DISTINCT stream FROM events WHERE seq > ? AND seq <= ?
               AND (type = 'results.approved' OR type = 'results.reopened' OR reason IS NOT NULL)`
          )
          .pluck(),
        rows: db.prepare(
          `SELECT seq, type, reason, actor, recorded_at AS recordedAt FROM events
           WHERE stream = ? AND seq <= ? ORDER BY seq`
        )
      }
    return this.prepared
  }

  private build(tournamentId: string, point: PublicationPoint, rows: readonly PointRow[]): NewPublication | null {
    const at = rows.find((row) => row.seq === point.seq)!.recordedAt
    const key = this.deps.key()
    const records = this.recordsOf(tournamentId, point.seq)
    const body = publicationBody({
      state: this.stateAt(tournamentId, point.seq, rows),
      tournamentId,
      records,
      series: this.recordsOf('series', point.seq),
      hallKey: key.publicKey,
      version: point.version,
      reason: point.reason,
      at,
      timeZone: this.deps.timeZone()
    })
    if (!body) return null
    const envelope = key.envelope(body)
    return {
      tournamentId,
      version: point.version,
      pointSeq: point.seq,
      reason: point.reason,
      hash: envelope.hash,
      envelope: JSON.stringify(envelope)
    }
  }

  /**
   * The state the publication is made from: the live one while the tournament has nothing recorded after the
   * publication's record (the usual case: the scan follows the approval at once), else the journal folded up to it
   * (a start catching up after the program stopped between the approval and its publication).
   */
  private stateAt(tournamentId: string, seq: number, rows: readonly PointRow[]): FloorState {
    if (rows.at(-1)!.seq === seq) return this.deps.state()
    const upTo = function* (records: Iterable<EventRecord>): Generator<EventRecord> {
      for (const record of records) {
        if (record.seq > seq) return
        yield record
      }
    }
    this.deps.log.info('federation.foldedForPublication', { tournamentId, seq })
    return fold(upTo(this.deps.store().readAll()), initialState())
  }

  /** One stream's records up to `upTo`, oldest first, from the (stream, seq) index a chunk at a time. */
  private recordsOf(stream: string, upTo: number): EventRecord[] {
    const out: EventRecord[] = []
    let after = 0
    for (;;) {
      const chunk = this.deps.store().streamChunk(stream, after, upTo, CHUNK)
      out.push(...chunk)
      if (chunk.length < CHUNK) return out
      after = chunk.at(-1)!.seq
    }
  }
}
