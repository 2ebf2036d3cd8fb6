import { resolvePlayer } from '../players'
import type { FloorState } from '../state'

/**
 * The hall's last pulled copy of the federation's standings (§28 "halls pull the registry and the standings"), as far
 * as a phone needs it: per federation series, the rows of this hall's linked players with the hall's public names of
 * the local players linked to each (src/main/federation/pulled.ts builds it from the copy kept in the hall's SQLite).
 */
export interface FederationCopy {
  /** When the hall received the copy (epoch ms): "as of". */
  readonly pulledAt: number
  /** The hall's time zone (IANA): "as of" is told in the hall's time (§27.8), whatever zone a phone is set to. */
  readonly timeZone?: string
  readonly series: ReadonlyArray<{
    readonly name: string
    readonly rows: ReadonlyArray<{
      readonly local: readonly string[]
      readonly points: number
      readonly rank: number
      readonly rankTo: number
    }>
  }>
}

/**
 * §28.9, §12.13: the federation points of the tournament's players as the phone's series tab shows them, "as of" the
 * pull. Only what the federation's public site shows anyway (§27.11): the series' public name, the place and the
 * points, under the player's public name here — no federation ids, no merges, no other hall's players.
 */
export interface PhoneFederation {
  pulledAt: number
  /** The hall's time zone (IANA) to tell `pulledAt` in (§27.8); absent, the phone's own. */
  timeZone?: string
  /** By player (the hall's public name), then in the federation's order of series. */
  rows: Array<{ player: string; series: string; points: number; rank: number; rankTo: number }>
}

/**
 * The federation rows of the players registered in the tournament (a phone follows one of them), or undefined when the
 * hall has no pulled copy or none of them is linked to a federation id — the phone then shows no federation section.
 */
export function phoneFederation(
  state: FloorState,
  tournamentId: string,
  copy: FederationCopy | null
): PhoneFederation | undefined {
  const t = state.tournaments.get(tournamentId)
  if (!copy || !t) return undefined
  const names = new Set<string>()
  for (const entry of t.registration.entries.values()) {
    const name = resolvePlayer(state.players, entry.playerId)?.fields.displayName
    if (name) names.add(name)
  }
  const rows: PhoneFederation['rows'] = []
  for (const s of copy.series)
    for (const r of s.rows)
      for (const player of r.local)
        if (names.has(player)) rows.push({ player, series: s.name, points: r.points, rank: r.rank, rankTo: r.rankTo })
  if (rows.length === 0) return undefined
  // Stable: a player's series stay in the federation's order.
  rows.sort((a, b) => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0))
  return { pulledAt: copy.pulledAt, ...(copy.timeZone ? { timeZone: copy.timeZone } : {}), rows }
}
