import { z } from 'zod'
import { fail, parse, type AdminResult } from './admin'
import type { FederationDb, Sql } from './db/database'
import { allMerges, insertMerge, type MergeRow } from './store/merges'

/**
 * §28.9: a public name as the registry compares it — accents and case folded (NFKD, combining marks dropped: "Ё" and
 * "е", "Å" and "a" compare equal), spaces collapsed. Only for listing possible duplicates: nothing is merged by it.
 */
export function normalisedName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim()
}

export interface RegistryPlayer {
  readonly id: number
  readonly name: string
  /** The halls whose local players are linked to this id. */
  readonly halls: ReadonlyArray<{ readonly id: number; readonly name: string }>
}

export interface PossibleDuplicate {
  readonly name: string
  readonly players: readonly RegistryPlayer[]
}

/**
 * §28.9: ids not merged away whose public names are the same once folded, linked from different halls — perhaps one
 * person who plays in two clubs. Listed for the administrator to decide; two of one hall are the hall's own question.
 */
export async function possibleDuplicates(db: Sql): Promise<PossibleDuplicate[]> {
  const rows = await db.query<{ id: number; name: string; hallId: number; hallName: string }>(
    `SELECT p.id, p.display_name AS name, h.id AS "hallId", h.name AS "hallName"
       FROM players p JOIN links l ON l.player_id = p.id JOIN halls h ON h.id = l.hall_id
      WHERE NOT EXISTS (SELECT 1 FROM merges m WHERE m.from_player = p.id)
      ORDER BY p.id, h.id`
  )
  const players = new Map<number, RegistryPlayer & { halls: Array<{ id: number; name: string }> }>()
  for (const r of rows) {
    const p = players.get(r.id) ?? { id: r.id, name: r.name, halls: [] }
    players.set(r.id, p)
    if (!p.halls.some((h) => h.id === r.hallId)) p.halls.push({ id: r.hallId, name: r.hallName })
  }
  const groups = new Map<string, RegistryPlayer[]>()
  for (const p of players.values()) {
    const key = normalisedName(p.name)
    groups.set(key, [...(groups.get(key) ?? []), p])
  }
  return [...groups]
    .filter(([, ps]) => ps.length > 1 && new Set(ps.flatMap((p) => p.halls.map((h) => h.id))).size > 1)
    .map(([name, ps]) => ({ name, players: ps }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

export const MergePlayers = z.strictObject({
  from: z.int().positive(),
  into: z.int().positive(),
  reason: z.string().trim().min(1).max(1000),
  by: z.string().trim().min(1).max(120)
})

/** Any number agreed on by every federation process: merges are made one at a time, so no two can make a loop. */
const MERGE_LOCK = 2_846_302

/**
 * §28.9, §28.10: the federation administrator merges two ids of one person, with a reason and their name. Recorded as
 * a new row (history, never overwriting); from then on `from`'s results count as `into`'s in every standings table
 * (summed by the hall's own rules; in an event both played, the better result counts). Refused, changing nothing:
 * an unknown id, an id into itself, an id already merged (its merge names where it went), an id merged away (merge
 * into the id it became instead).
 */
export async function mergePlayers(db: FederationDb, input: unknown): Promise<AdminResult<MergeRow>> {
  const req = parse(MergePlayers, input)
  if (!req.ok) return req
  const { from, into } = req.value
  if (from === into) return fail(400, 'federation.error.mergeSelf', { player: from })
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MERGE_LOCK])
    const known = await tx.query<{ id: number }>('SELECT id FROM players WHERE id = ANY($1::int[])', [[from, into]])
    for (const id of [from, into])
      if (!known.some((k) => k.id === id)) return fail(404, 'federation.error.playerUnknown', { player: id })
    const merged = await tx.query<{ from: number; into: number }>(
      'SELECT from_player AS "from", into_player AS "into" FROM merges WHERE from_player = ANY($1::int[])',
      [[from, into]]
    )
    const fromMerged = merged.find((m) => m.from === from)
    if (fromMerged) return fail(409, 'federation.error.alreadyMerged', { player: from, into: fromMerged.into })
    const intoMerged = merged.find((m) => m.from === into)
    if (intoMerged) return fail(409, 'federation.error.mergedAway', { player: into, into: intoMerged.into })
    const row = await insertMerge(tx, { from, into, reason: req.value.reason, by: req.value.by })
    return row ? { ok: true as const, value: row } : fail(409, 'federation.error.alreadyMerged', { player: from, into })
  })
}

/** What halls pull (item 5): every id with its name and where it was merged, and the merges with their reasons. */
export async function publicRegistry(db: Sql) {
  const [players, merges] = await Promise.all([
    db.query<{ id: number; name: string }>('SELECT id, display_name AS name FROM players ORDER BY id'),
    allMerges(db)
  ])
  const into = new Map(merges.map((m) => [m.from, m.into]))
  return { players: players.map((p) => ({ ...p, mergedInto: into.get(p.id) ?? null })), merges }
}
