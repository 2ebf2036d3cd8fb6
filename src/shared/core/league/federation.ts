import { resolvePlayer } from '../players'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'

/**
 * The hall's last pulled copy of the federation's standings (§28 "halls pull the registry and the standings"), as far
 * as the hall's screens and phones need it: per federation series, the rows of this hall's linked players with the
 * hall's public names of the local players linked to each (src/main/federation/pulled.ts builds it from the copy kept
 * in the hall's SQLite).
 */
export interface FederationCopy {
  /** When the hall received the copy (epoch ms): "as of". */
  readonly pulledAt: number
  /** The hall's time zone (IANA): "as of" is told in the hall's time (§27.8), whatever zone a screen is set to. */
  readonly timeZone?: string
  readonly series: ReadonlyArray<{
    readonly name: string
    readonly rows: ReadonlyArray<{
      /** The public names here of the hall's players linked to the row's federation id. */
      readonly local: readonly string[]
      /** Their ids here: how tonight's players are found (a copy without them is matched by name). */
      readonly localIds?: readonly string[]
      readonly points: number
      readonly rank: number
      readonly rankTo: number
    }>
  }>
}

/** One player's place in one federation series, under the player's public name here. */
export interface FederationPoints {
  player: string
  series: string
  points: number
  rank: number
  rankTo: number
}

/**
 * §28.9: the federation points of the players registered in the tournament, in the federation's order of series:
 * found by the ids of the hall's players the copy links (followed through the hall's own merges, §28.9), under the
 * player's public name here. Only what the federation's public site shows anyway (§27.11): the series' public name,
 * the place and the points — no federation ids, no merges, no other hall's players. The phone's series tab and the
 * hall display's federation panel both read it from here.
 */
export function federationPointsOf(state: FloorState, t: Tournament, copy: FederationCopy): FederationPoints[] {
  // Tonight's players by their current id here, with their public names.
  const tonight = new Map<string, string>()
  for (const entry of t.registration.entries.values()) {
    const player = resolvePlayer(state.players, entry.playerId)
    if (player?.fields.displayName) tonight.set(player.id, player.fields.displayName)
  }
  const names = new Set(tonight.values())
  const rows: FederationPoints[] = []
  for (const s of copy.series)
    for (const r of s.rows) {
      const found = new Set<string>()
      if (r.localIds)
        for (const id of r.localIds) {
          const name = tonight.get(resolvePlayer(state.players, id)?.id ?? id)
          if (name) found.add(name)
        }
      else for (const name of r.local) if (names.has(name)) found.add(name)
      for (const player of found)
        rows.push({ player, series: s.name, points: r.points, rank: r.rank, rankTo: r.rankTo })
    }
  return rows
}
