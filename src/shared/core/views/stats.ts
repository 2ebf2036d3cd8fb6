import { chipRaceChange } from '../chiprace'
import { hasEntered } from '../registration'
import type { TournamentStats } from '../stats'
import type { Tournament } from '../tournament'

/**
 * The totals the clock and the admin show. One pass over the entries (cheap at 10,000). Chips are informational:
 * the physical chips rule (§10.18, §27.5). A pre-registered no-show's chips count only if their stack is posted (§6.6).
 */
export function tournamentStats(tournament: Tournament): TournamentStats {
  const reg = tournament.registration
  const posted = reg.terms.noShowStack === 'posted'
  const players = new Set<string>()
  let reentries = 0
  let rebuys = 0
  let addons = 0
  let totalChips = 0
  let left = 0
  for (const entry of reg.entries.values()) {
    if (!hasEntered(entry)) continue
    players.add(entry.playerId)
    if (entry.kind === 'reentry') reentries += 1
    rebuys += entry.rebuys
    if (entry.addon) addons += 1
    if (entry.status === 'pre-registered' && !posted) continue
    totalChips += entry.chips + entry.rebuyChips + entry.addonChips
    if (entry.status === 'registered' || entry.status === 'pre-registered') left += 1
  }
  // §10.10, §10.13: the colour-ups' chip races change the chips in play by their rounding and the chips they hand out.
  totalChips += chipRaceChange(tournament.chipRace)
  return {
    entries: reg.enteredCount,
    uniquePlayers: players.size,
    reentries,
    rebuys,
    addons,
    playersLeft: reg.inCount,
    totalChips,
    averageStack: left > 0 ? Math.round(totalChips / left) : null
  }
}
