import type { LateRegistrationStatus, PublicAwards, TournamentStats } from '../stats'
import type { Tournament } from '../tournament/state'
import { lateRegistrationOpen } from './lateRegistration'
import type { LevelPosition } from './levels'
import { hasEntered } from './state'
import { chipRaceChange } from '../chiprace/state'

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

export function lateRegistrationStatus(tournament: Tournament, position: LevelPosition): LateRegistrationStatus {
  const terms = tournament.registration.terms
  const close = terms.lateRegistration
  return {
    status: lateRegistrationOpen(tournament, position) ? 'open' : 'closed',
    closesAt: close.kind === 'at-start' ? null : close
  }
}

/** Public: the award places and the no-cash-prizes flag (§5.11, §5.12, §24.12). */
export function publicAwards(tournament: Tournament): PublicAwards {
  const awards = tournament.registration.awards
  return { noCashPrizes: awards.noCashPrizes, places: [...awards.places].sort((a, b) => a.place - b.place) }
}

/**
 * The informational prize table for events that declare a fund: the bracket for the current number of entries,
 * as percentages by place. Never an amount of money the product holds or pays (§4.3, §27.3).
 */
export function prizeTable(tournament: Tournament): { place: number; percent: number }[] | null {
  const fund = tournament.registration.awards.prizeFund
  if (!fund) return null
  const entries = tournament.registration.enteredCount
  const bracket = [...fund.brackets].sort((a, b) => b.minEntries - a.minEntries).find((b) => entries >= b.minEntries)
  if (!bracket) return []
  return bracket.percentages.map((percent, i) => ({ place: i + 1, percent }))
}
