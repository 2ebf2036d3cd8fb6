import type { Envelope } from '../publication'
import type { PublicationFacts } from '../checks'
import type { Refusal } from '../checks/refusal'
import type { Sql } from '../db/database'

/** An accepted version of a hall's tournament, as history and pages read it. */
export interface AcceptedPublication {
  readonly id: number
  readonly eventId: number
  readonly hallId: number
  readonly hallName: string
  readonly tournamentId: string
  readonly version: number
  readonly hash: string
  readonly correctionReason: string | null
  readonly publishedAt: string
  readonly receivedAt: string
  readonly name: string
  readonly date: string
  readonly entrants: number
}

/** The hash of the version already accepted, if any. */
export async function acceptedHash(
  db: Sql,
  hallId: number,
  tournamentId: string,
  version: number
): Promise<string | null> {
  const rows = await db.query<{ hash: string }>(
    `SELECT hash FROM publications WHERE state = 'accepted' AND hall_id = $1 AND tournament_id = $2 AND version = $3`,
    [hallId, tournamentId, version]
  )
  return rows[0]?.hash ?? null
}

/**
 * Store an accepted version with what the rating reads. Returns false when the same version was stored meanwhile (two
 * pushes at once): the caller then answers as for a re-send, or a conflict if the hash differs.
 */
export async function insertAccepted(
  db: Sql,
  hallId: number,
  envelope: Envelope,
  facts: PublicationFacts
): Promise<boolean> {
  const { body } = envelope
  const [event] = await db.query<{ id: number }>(
    `INSERT INTO tournaments (hall_id, tournament_id) VALUES ($1, $2)
       ON CONFLICT (hall_id, tournament_id) DO UPDATE SET tournament_id = EXCLUDED.tournament_id RETURNING id`,
    [hallId, body.tournamentId]
  )
  const rows = await db.query(
    `INSERT INTO publications (hall_id, hall_key, tournament_id, version, hash, state, event_id, published_at,
        correction_reason, envelope, name, date, entrants, results)
     VALUES ($1, $2, $3, $4, $5, 'accepted', $6, $7, $8, $9::jsonb, $10, $11, $12, $13::jsonb)
     ON CONFLICT (hall_id, tournament_id, version) WHERE state = 'accepted' DO NOTHING RETURNING id`,
    [
      hallId,
      body.hallKey,
      body.tournamentId,
      body.version,
      envelope.hash,
      event!.id,
      body.publishedAt,
      body.reason,
      JSON.stringify(envelope),
      facts.name,
      facts.date,
      facts.entrants,
      JSON.stringify(facts.results)
    ]
  )
  return rows.length > 0
}

/** What names a refused publication, as far as it could be read. */
export interface RefusedNames {
  readonly hallId: number | null
  readonly hallKey: string
  readonly tournamentId: string
  readonly version: number
  readonly hash: string
}

/** Log a refusal once per (hash, reason): what was sent is not kept, only who, what and why. */
export async function insertRefused(db: Sql, names: RefusedNames, refusal: Refusal): Promise<void> {
  await db.query(
    `INSERT INTO publications (hall_id, hall_key, tournament_id, version, hash, state, reason, params)
     VALUES ($1, $2, $3, $4, $5, 'refused', $6, $7::jsonb)
     ON CONFLICT (hash, reason) WHERE state = 'refused' DO NOTHING`,
    [
      names.hallId,
      names.hallKey,
      names.tournamentId,
      names.version,
      names.hash,
      refusal.reason,
      JSON.stringify(refusal.params)
    ]
  )
}

const ACCEPTED_COLUMNS = `p.id, p.event_id AS "eventId", p.hall_id AS "hallId", h.name AS "hallName",
  p.tournament_id AS "tournamentId", p.version, p.hash, p.correction_reason AS "correctionReason",
  iso(p.published_at) AS "publishedAt", iso(p.received_at) AS "receivedAt", p.name, p.date, p.entrants`

/** Each tournament's latest accepted version (the one that counts, §28.14), newest tournament first. */
export async function currentPublications(db: Sql): Promise<AcceptedPublication[]> {
  return db.query<AcceptedPublication>(
    `SELECT DISTINCT ON (p.event_id) ${ACCEPTED_COLUMNS}
       FROM publications p JOIN halls h ON h.id = p.hall_id
      WHERE p.state = 'accepted'
      ORDER BY p.event_id, p.version DESC`
  )
}

/** Every accepted version of one tournament, oldest first: its history (§28.14). */
export async function historyOf(db: Sql, eventId: number): Promise<AcceptedPublication[]> {
  return db.query<AcceptedPublication>(
    `SELECT ${ACCEPTED_COLUMNS} FROM publications p JOIN halls h ON h.id = p.hall_id
      WHERE p.state = 'accepted' AND p.event_id = $1 ORDER BY p.version`,
    [eventId]
  )
}

export async function envelopeOf(db: Sql, publicationId: number): Promise<Envelope | null> {
  const rows = await db.query<{ envelope: Envelope }>('SELECT envelope FROM publications WHERE id = $1', [
    publicationId
  ])
  return rows[0]?.envelope ?? null
}

export interface PublicationCounts {
  readonly accepted: number
  readonly refused: number
}

export async function countPublications(db: Sql): Promise<PublicationCounts> {
  const [row] = await db.query<PublicationCounts>(
    `SELECT count(*) FILTER (WHERE state = 'accepted')::int AS accepted,
            count(*) FILTER (WHERE state = 'refused')::int AS refused FROM publications`
  )
  return row!
}

/** The refusals received, newest first (the administrator's view: every refusal is named). */
export async function refusals(db: Sql, limit = 100): Promise<Array<RefusedNames & Refusal & { receivedAt: string }>> {
  return db.query(
    `SELECT hall_id AS "hallId", hall_key AS "hallKey", tournament_id AS "tournamentId", version, hash, reason,
            params, iso(received_at) AS "receivedAt"
       FROM publications WHERE state = 'refused' ORDER BY id DESC LIMIT $1`,
    [limit]
  )
}
