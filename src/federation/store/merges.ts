import type { PlayerMerge } from '../../shared/core/league'
import type { Sql } from '../db/database'

/** A merge as the registry shows it (§28.9, §28.10): which id became which, why, by whom, when. */
export interface MergeRow {
  readonly id: number
  readonly from: number
  readonly into: number
  readonly reason: string
  readonly by: string
  readonly mergedAt: string
}

export async function allMerges(db: Sql): Promise<MergeRow[]> {
  return db.query<MergeRow>(
    `SELECT id, from_player AS "from", into_player AS "into", reason, merged_by AS "by", iso(merged_at) AS "mergedAt"
       FROM merges ORDER BY id`
  )
}

/** Added, never changed: a merge is history (§28.10). False when `from` was merged meanwhile (two admins at once). */
export async function insertMerge(db: Sql, m: Omit<MergeRow, 'id' | 'mergedAt'>): Promise<MergeRow | null> {
  const rows = await db.query<MergeRow>(
    `INSERT INTO merges (from_player, into_player, reason, merged_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (from_player) DO NOTHING
     RETURNING id, from_player AS "from", into_player AS "into", reason, merged_by AS "by", iso(merged_at) AS "mergedAt"`,
    [m.from, m.into, m.reason, m.by]
  )
  return rows[0] ?? null
}

/** The merges as the hall's standings take them (`rules.merges`, §28.9): results of `from` count as `into`'s. */
export const asRuleMerges = (merges: readonly MergeRow[]): PlayerMerge[] =>
  merges.map((m) => ({ from: String(m.from), into: String(m.into), reason: m.reason, by: m.by }))
