import type { LateRegistrationStatus, PublicAwards } from '../stats'
import type { Tournament } from '../tournament'
import { lateRegistrationOpen } from './lateRegistration'
import type { LevelPosition } from './levels'

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
