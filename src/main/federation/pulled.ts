import { z } from 'zod'
import type { FederationPoints, FederationPointsRow } from '../../shared/contract/federation'

/**
 * What the federation answers a hall's pull (`GET /api/pull?hall=<join code>`, src/federation/hallPull.ts), as the hall
 * reads it: checked by this schema before anything is kept, so a wrong address or a broken answer never replaces the
 * last good copy. Bounded so that a hostile answer cannot fill the hall's database.
 */
const Id = z.int().positive()
const Text = z.string().max(1000)
export const PulledCopy = z.object({
  format: z.literal('floorclock.pull/1'),
  at: z.string().max(40),
  hall: z.object({ id: Id, name: Text }).nullable(),
  series: z
    .array(
      z.object({
        id: Id,
        name: Text,
        events: z.int().min(0),
        rows: z
          .array(
            z.object({
              playerId: Id,
              name: Text,
              points: z.number(),
              rank: z.int().positive(),
              rankTo: z.int().positive(),
              eventsPlayed: z.int().min(0)
            })
          )
          .max(200_000)
      })
    )
    .max(1000),
  links: z.array(z.object({ localPlayerId: z.string().min(1).max(64), playerId: Id, current: Id })).max(200_000),
  merges: z.array(z.object({ from: Id, into: Id, reason: Text, mergedAt: z.string().max(40) })).max(200_000)
})
export type PulledCopy = z.infer<typeof PulledCopy>

/** The copy kept in the hall's settings with when it arrived (it travels with a backup, like the federation address). */
export interface KeptPull {
  readonly pulledAt: number
  readonly copy: PulledCopy
}

/** The answer's text as a copy to keep, or null when it is not one (a wrong address, a broken or hostile answer). */
export function readPull(text: string): PulledCopy | null {
  try {
    const parsed = PulledCopy.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * §28.9: the rows of the federation's tables that are this hall's players — the ids its local players were linked to,
 * followed through the federation's merges (§28.10: two local players merged into one person show as one row under
 * the id both count under now, with both local names) — as the admin and the phone show them, with "as of".
 * `localName` is the hall's own public name of a local player (null when the hall no longer has them).
 */
export function federationPoints(
  kept: KeptPull,
  localName: (localPlayerId: string) => string | null
): FederationPoints {
  const { copy } = kept
  const localOf = new Map<number, string[]>()
  const idsOf = new Map<number, string[]>()
  for (const link of copy.links) {
    const name = localName(link.localPlayerId) ?? `#${link.playerId}`
    const names = localOf.get(link.current) ?? []
    if (!names.includes(name)) names.push(name)
    localOf.set(link.current, names)
    const ids = idsOf.get(link.current) ?? []
    if (!ids.includes(link.localPlayerId)) ids.push(link.localPlayerId)
    idsOf.set(link.current, ids)
  }
  return {
    pulledAt: kept.pulledAt,
    hallName: copy.hall?.name ?? null,
    series: copy.series.map((s) => ({
      name: s.name,
      events: s.events,
      rows: s.rows
        .filter((r) => localOf.has(r.playerId))
        .map((r): FederationPointsRow => ({
          federationId: r.playerId,
          name: r.name,
          local: localOf.get(r.playerId)!,
          localIds: idsOf.get(r.playerId)!,
          points: r.points,
          rank: r.rank,
          rankTo: r.rankTo,
          eventsPlayed: r.eventsPlayed
        }))
    })),
    merges: copy.merges
  }
}
