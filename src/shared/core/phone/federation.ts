import { federationPointsOf, type FederationCopy, type FederationPoints } from '../league'
import type { FloorState } from '../state'

export type { FederationCopy } from '../league'

/**
 * §28.9, §12.13: the federation points of the tournament's players as the phone's series tab shows them, "as of" the
 * pull (which players and what of them: `federationPointsOf`).
 */
export interface PhoneFederation {
  pulledAt: number
  /** The hall's time zone (IANA) to tell `pulledAt` in (§27.8); absent, the phone's own. */
  timeZone?: string
  /** By player (the hall's public name), then in the federation's order of series. */
  rows: FederationPoints[]
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
  const rows = federationPointsOf(state, t, copy)
  if (rows.length === 0) return undefined
  // Stable: a player's series stay in the federation's order.
  rows.sort((a, b) => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0))
  return { pulledAt: copy.pulledAt, ...(copy.timeZone ? { timeZone: copy.timeZone } : {}), rows }
}
