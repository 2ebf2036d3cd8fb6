/**
 * Totals the hall display and the admin show (computed from registration's entries; until entries exist they are
 * null). Chip figures are informational: the physical chips rule (§10.18, §27.5).
 */
export interface TournamentStats {
  entries: number
  uniquePlayers: number
  reentries: number
  rebuys: number
  addons: number
  playersLeft: number
  totalChips: number
  /** null when nobody is left in. */
  averageStack: number | null
}

/** Late registration as the display shows it (§7.7). */
export interface LateRegistrationStatus {
  status: 'open' | 'closed'
  /** Human description of the announced closing moment, e.g. "end of level 6". */
  closesAt:
    { kind: 'level-end'; level: number } | { kind: 'first-break' } | { kind: 'rebuy-end' } | { kind: 'cap' } | null
}

/** Award places announced before the start (§5.12); `noCashPrizes` states the event has none (§5.11, §24.12). */
export interface PublicAwards {
  noCashPrizes: boolean
  places: { place: number; description: string }[]
}
