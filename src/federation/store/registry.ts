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
  const entries = Object.entries(publicNames)
  if (entries.length === 0) return
  // One statement for the whole protocol, not three per player: on PGlite every statement is a turn of the one
  // engine every other request waits for, and on PostgreSQL a round trip. The players not linked yet get new ids in
  // the protocol's order (`nextval` per row of the materialised `missing`), and their links in the same statement.
  await db.query(
    `WITH given AS (
       SELECT local_id, name, ord FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS g(local_id, name, ord)
     ), missing AS MATERIALIZED (
       SELECT local_id, name, nextval(pg_get_serial_sequence('players', 'id'))::int AS id
         FROM (SELECT * FROM given g
                WHERE NOT EXISTS (SELECT 1 FROM links l WHERE l.hall_id = $1 AND l.local_player_id = g.local_id)
                ORDER BY ord) m
     ), added AS (
       INSERT INTO players (id, display_name) SELECT id, name FROM missing
     )
     INSERT INTO links (hall_id, local_player_id, player_id) SELECT $1, local_id, id FROM missing`,
    [hallId, entries.map(([local]) => local), entries.map(([, name]) => name)]
  )
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
