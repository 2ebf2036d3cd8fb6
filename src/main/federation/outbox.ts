import type Database from 'better-sqlite3'
import type {
  DeliveryProblem,
  FederationRefusal,
  PublicationState,
  PublicationSummary
} from '../../shared/contract/federation'

/** A publication ready to be kept: its signed envelope as JSON text and what the admin shows of it. */
export interface NewPublication {
  readonly tournamentId: string
  readonly version: number
  readonly pointSeq: number
  readonly reason: string | null
  readonly hash: string
  readonly envelope: string
}

/** A publication due to be sent. */
export interface DuePublication {
  readonly id: number
  readonly tournamentId: string
  readonly version: number
  readonly hash: string
  readonly envelope: string
  readonly attempts: number
}

interface Row {
  id: number
  tournament_id: string
  version: number
  reason: string | null
  hash: string
  state: PublicationState
  created_at: number
  attempts: number
  last_attempt_at: number | null
  next_attempt_at: number | null
  answer: string | null
}

/** The answer column: the federation's refusal, or why the last attempt got no answer. */
type Answer = { refusal: FederationRefusal } | { problem: DeliveryProblem }

/**
 * The outbox in the hall's SQLite (migration 6). Rows are added in one transaction with the scan position, so a
 * publication is kept exactly once whatever stops the program; (tournament, version) is unique and a kept envelope is
 * never changed — only its delivery state is.
 */
export class Outbox {
  private readonly db: Database.Database
  private readonly statements: ReturnType<typeof prepare>

  constructor(db: Database.Database) {
    this.db = db
    this.statements = prepare(db)
  }

  /** The last journal record already looked at for approvals and corrections. */
  scannedSeq(): number {
    return (this.statements.scanned.get() as { seq: number } | undefined)?.seq ?? 0
  }

  /** Keep the publications found up to `seq` and move the scan position there, all or nothing. */
  keep(publications: readonly NewPublication[], seq: number, now: number): void {
    this.db.transaction(() => {
      for (const p of publications) this.statements.insert.run({ ...p, now })
      this.statements.scan.run(seq)
    })()
  }

  /** The versions a tournament already has in the outbox. */
  versionsOf(tournamentId: string): Set<number> {
    return new Set(this.statements.versions.pluck().all(tournamentId) as number[])
  }

  /** The next publication due at `now` (the oldest first), or null. */
  nextDue(now: number): DuePublication | null {
    const row = this.statements.due.get(now) as
      | { id: number; tournament_id: string; version: number; hash: string; envelope: string; attempts: number }
      | undefined
    return row
      ? {
          id: row.id,
          tournamentId: row.tournament_id,
          version: row.version,
          hash: row.hash,
          envelope: row.envelope,
          attempts: row.attempts
        }
      : null
  }

  /** When the next undelivered publication is due (null: none waits). */
  nextDueAt(): number | null {
    return (this.statements.nextAt.pluck().get() as number | null | undefined) ?? null
  }

  /**
   * About to send: counted and marked sent, its retry already set — if the program stops before the answer, the
   * publication is sent again at that time (the federation takes the same publication again as accepted).
   */
  sending(id: number, now: number, retryAt: number): void {
    this.statements.sending.run({ id, now, retryAt })
  }

  accepted(id: number): void {
    this.statements.answered.run({ id, state: 'accepted', answer: null })
  }

  refused(id: number, refusal: FederationRefusal): void {
    this.statements.answered.run({ id, state: 'refused', answer: JSON.stringify({ refusal } satisfies Answer) })
  }

  /**
   * No verdict; retried at its time. Nothing reached a federation (unreachable, or something else answered at the
   * address): waiting. It may have arrived (a timeout, a fault of the federation's server): sent.
   */
  unanswered(id: number, problem: DeliveryProblem): void {
    this.statements.unanswered.run({
      id,
      state: problem.kind === 'unreachable' || problem.kind === 'answer' ? 'waiting' : 'sent',
      answer: JSON.stringify({ problem } satisfies Answer)
    })
  }

  /** Everything not accepted is due now (a new federation address, or the director's "Send now"). */
  dueNow(now: number, includeRefused: boolean): number {
    return this.statements.dueNow.run({ now, refused: includeRefused ? 1 : 0 }).changes
  }

  list(limit: number): Omit<PublicationSummary, 'tournamentName'>[] {
    return (this.statements.list.all(limit) as Row[]).map((row) => {
      const answer = row.answer
        ? (JSON.parse(row.answer) as Partial<{ refusal: FederationRefusal; problem: DeliveryProblem }>)
        : {}
      const open = row.state === 'waiting' || row.state === 'sent'
      return {
        id: row.id,
        tournamentId: row.tournament_id,
        version: row.version,
        reason: row.reason,
        hash: row.hash,
        state: row.state,
        createdAt: row.created_at,
        attempts: row.attempts,
        lastAttemptAt: row.last_attempt_at,
        nextAttemptAt: open ? row.next_attempt_at : null,
        refusal: row.state === 'refused' ? (answer.refusal ?? null) : null,
        problem: open ? (answer.problem ?? null) : null
      }
    })
  }
}

function prepare(db: Database.Database) {
  return {
    scanned: db.prepare(`SELECT seq FROM federation_scan WHERE id = 1`),
    scan: db.prepare(
      `INSERT INTO federation_scan (id, seq) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET seq = excluded.seq`
    ),
    insert: db.prepare(
      `INSERT OR IGNORE INTO federation_outbox
         (tournament_id, version, point_seq, reason, hash, envelope, state, created_at, next_attempt_at)
       VALUES (@tournamentId, @version, @pointSeq, @reason, @hash, @envelope, 'waiting', @now, @now)`
    ),
    versions: db.prepare(`SELECT version FROM federation_outbox WHERE tournament_id = ?`),
    due: db.prepare(
      `SELECT id, tournament_id, version, hash, envelope, attempts FROM federation_outbox
       WHERE state IN ('waiting', 'sent') AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1`
    ),
    nextAt: db.prepare(`SELECT min(next_attempt_at) FROM federation_outbox WHERE state IN ('waiting', 'sent')`),
    sending: db.prepare(
      `UPDATE federation_outbox SET state = 'sent', attempts = attempts + 1, last_attempt_at = @now,
         next_attempt_at = @retryAt WHERE id = @id`
    ),
    answered: db.prepare(`UPDATE federation_outbox SET state = @state, answer = @answer WHERE id = @id`),
    unanswered: db.prepare(`UPDATE federation_outbox SET state = @state, answer = @answer WHERE id = @id`),
    dueNow: db.prepare(
      `UPDATE federation_outbox SET state = CASE state WHEN 'refused' THEN 'waiting' ELSE state END,
         next_attempt_at = @now
       WHERE state IN ('waiting', 'sent') OR (@refused = 1 AND state = 'refused')`
    ),
    list: db.prepare(
      `SELECT id, tournament_id, version, reason, hash, state, created_at, attempts, last_attempt_at, next_attempt_at,
         answer FROM federation_outbox ORDER BY id DESC LIMIT ?`
    )
  }
}
