import type { Sql } from './db/database'
import { mergeResolver } from '../shared/core/league'
import { seriesStandings } from './rating/standings'
import { keyOf } from './store/halls'
import { allMerges, asRuleMerges } from './store/merges'
import { allLinks } from './store/registry'

/** The format a hall reads back (`GET /api/pull?hall=<public key>`); a hall refuses any other. */
export const PULL_FORMAT = 'floorclock.pull/1'

export interface PulledRow {
  readonly playerId: number
  readonly name: string
  readonly points: number
  readonly rank: number
  readonly rankTo: number
  readonly eventsPlayed: number
}

export interface HallPull {
  readonly format: typeof PULL_FORMAT
  /** When the federation computed this answer (ISO 8601, UTC). */
  readonly at: string
  /** The hall the key belongs to (a rotated key still names it); null for a key no hall holds. */
  readonly hall: { readonly id: number; readonly name: string } | null
  /** Every series' table: public names and federation ids only (§27.11), the points and places. */
  readonly series: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly events: number
    readonly rows: readonly PulledRow[]
  }>
  /**
   * §28.9: this hall's local players and the federation id each was linked to once; `current` is the id their results
   * count under now (the end of the merges' chain; the same as `playerId` when never merged).
   */
  readonly links: ReadonlyArray<{ readonly localPlayerId: string; readonly playerId: number; readonly current: number }>
  /** §28.10: the merges that moved one of this hall's players, with their reasons and dates (history, oldest first). */
  readonly merges: ReadonlyArray<{
    readonly from: number
    readonly into: number
    readonly reason: string
    readonly mergedAt: string
  }>
}

/**
 * What a hall pulls (§28 "halls pull the registry and the standings"): read-only data the public site already shows —
 * the tables under public names — plus the hall's own links, so its displays can show each local player's federation
 * points. Named by the hall's public key (its join code, public by design); the local ids it returns are the hall's
 * own opaque ids, which the hall itself published with its signature.
 */
export async function hallPull(db: Sql, publicKey: string, now: Date): Promise<HallPull> {
  const key = /^[A-Za-z0-9_-]{43}$/.test(publicKey) ? await keyOf(db, publicKey) : null
  const [standings, links, merges, halls] = await Promise.all([
    seriesStandings(db),
    key ? allLinks(db) : Promise.resolve([]),
    allMerges(db),
    key ? db.query<{ name: string }>('SELECT name FROM halls WHERE id = $1', [key.hallId]) : Promise.resolve([])
  ])
  const resolve = mergeResolver(asRuleMerges(merges))
  const own = key ? links.filter((l) => l.hallId === key.hallId) : []
  const ownIds = new Set(own.map((l) => l.playerId))
  // A merge touches this hall when it moved one of its ids, or an id one of its ids was merged into (a chain).
  const touched = new Set<number>()
  const into = new Map(merges.map((m) => [m.from, m.into]))
  for (const l of own) {
    for (let id: number | undefined = l.playerId; id !== undefined && !touched.has(id); id = into.get(id))
      touched.add(id)
  }
  return {
    format: PULL_FORMAT,
    at: now.toISOString(),
    hall: key ? { id: key.hallId, name: halls[0]?.name ?? '' } : null,
    series: standings.map(({ table }) => ({
      id: table.series.id,
      name: table.series.name,
      events: table.events.length,
      // Every counted result is linked to a federation id when accepted, so each row's id is a number.
      rows: table.rows.map((r) => ({
        playerId: Number(r.playerId),
        name: r.name,
        points: r.points,
        rank: r.rank,
        rankTo: r.rankTo,
        eventsPlayed: r.eventsPlayed
      }))
    })),
    links: own
      .map((l) => ({
        localPlayerId: l.localPlayerId,
        playerId: l.playerId,
        current: Number(resolve(String(l.playerId)))
      }))
      .sort((a, b) => a.playerId - b.playerId),
    merges: merges
      .filter((m) => touched.has(m.from) || ownIds.has(m.into))
      .map((m) => ({ from: m.from, into: m.into, reason: m.reason, mergedAt: m.mergedAt }))
  }
}
