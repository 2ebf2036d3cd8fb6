import type { Sql } from '../db/database'

export type HallState = 'active' | 'suspended'

export interface Hall {
  readonly id: number
  readonly name: string
  readonly state: HallState
  readonly registeredAt: string
  /** The current key (null only if none was ever registered, which the API never allows). */
  readonly publicKey: string | null
}

/** A key as a publication finds it: whose, and until when it signs (null: the hall's current key). */
export interface HallKey {
  readonly hallId: number
  readonly hallState: HallState
  readonly validUntil: string | null
}

const HALL_COLUMNS = `h.id, h.name, h.state, iso(h.registered_at) AS "registeredAt",
  (SELECT k.public_key FROM hall_keys k WHERE k.hall_id = h.id AND k.valid_until IS NULL) AS "publicKey"`

export async function listHalls(db: Sql): Promise<Hall[]> {
  return db.query<Hall>(`SELECT ${HALL_COLUMNS} FROM halls h ORDER BY h.id`)
}

export async function hallById(db: Sql, id: number): Promise<Hall | null> {
  return (await db.query<Hall>(`SELECT ${HALL_COLUMNS} FROM halls h WHERE h.id = $1`, [id]))[0] ?? null
}

/** Whether a key was ever a hall's (current or rotated): a key is registered once, for one hall, forever. */
export async function keyTaken(db: Sql, publicKey: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM hall_keys WHERE public_key = $1', [publicKey])).length > 0
}

/** Register a hall by its public key and name (the federation administrator, from the hall's join code). */
export async function insertHall(db: Sql, name: string, publicKey: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO halls (name) VALUES ($1) RETURNING id', [name])
  await db.query('INSERT INTO hall_keys (public_key, hall_id) VALUES ($1, $2)', [publicKey, row!.id])
  return row!.id
}

export async function setHallState(db: Sql, id: number, state: HallState): Promise<boolean> {
  const rows = await db.query('UPDATE halls SET state = $2, state_changed_at = now() WHERE id = $1 RETURNING id', [
    id,
    state
  ])
  return rows.length > 0
}

/**
 * A new key for a hall: the current one stops signing now — it still verifies what the hall published before this
 * moment (a publication signed at an approval days ago and pushed today) — and the new one signs from now on.
 */
export async function rotateKey(db: Sql, hallId: number, publicKey: string): Promise<void> {
  await db.query('UPDATE hall_keys SET valid_until = now() WHERE hall_id = $1 AND valid_until IS NULL', [hallId])
  await db.query('INSERT INTO hall_keys (public_key, hall_id) VALUES ($1, $2)', [publicKey, hallId])
}

export async function keyOf(db: Sql, publicKey: string): Promise<HallKey | null> {
  const rows = await db.query<HallKey>(
    `SELECT k.hall_id AS "hallId", h.state AS "hallState", iso(k.valid_until) AS "validUntil"
       FROM hall_keys k JOIN halls h ON h.id = k.hall_id WHERE k.public_key = $1`,
    [publicKey]
  )
  return rows[0] ?? null
}
