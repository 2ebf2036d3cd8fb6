import type { Sql } from '../db/database'

/**
 * The federation's player registry (§28.9): a hall's local player is linked to a federation id once — by the first
 * accepted publication that names them, under the public name it shows (§27.11). Later publications of that hall find
 * the same id; another hall's player is another id until the federation merges them (a later step).
 */
export async function linkPlayers(
  db: Sql,
  hallId: number,
  publicNames: Readonly<Record<string, string>>
): Promise<void> {
  for (const [localId, name] of Object.entries(publicNames)) {
    const known = await db.query('SELECT 1 FROM links WHERE hall_id = $1 AND local_player_id = $2', [hallId, localId])
    if (known.length > 0) continue
    const [player] = await db.query<{ id: number }>('INSERT INTO players (display_name) VALUES ($1) RETURNING id', [
      name
    ])
    await db.query('INSERT INTO links (hall_id, local_player_id, player_id) VALUES ($1, $2, $3)', [
      hallId,
      localId,
      player!.id
    ])
  }
}

export interface Link {
  readonly hallId: number
  readonly localPlayerId: string
  readonly playerId: number
}

export async function allLinks(db: Sql): Promise<Link[]> {
  return db.query<Link>(
    `SELECT hall_id AS "hallId", local_player_id AS "localPlayerId", player_id AS "playerId" FROM links`
  )
}

export async function playerNames(db: Sql): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, display_name AS name FROM players')
  return new Map(rows.map((r) => [r.id, r.name]))
}

export async function countPlayers(db: Sql): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM players')
  return row!.n
}
