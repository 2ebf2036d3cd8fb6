import type { Tournament } from '../tournament'
import type { MultiDayEvent, MultiDayFlight } from './schemas'

/** One count of a bag (§27.5): the chips, who counted, who witnessed, when and by whom it was recorded. */
export interface BagCount {
  readonly chips: number
  readonly countedBy: string
  readonly witnessedBy: string
  readonly at: number
  readonly by: string
}

/** An entry's bag at the end of a flight; `history` keeps the earlier counts a correction replaced (§27.8). */
export interface Bag extends BagCount {
  readonly entryId: string
  readonly playerId: string
  readonly history: readonly (BagCount & { readonly reason: string })[]
}

/** A Day 2 entry carried from a flight's bag. */
export interface Carried {
  readonly entryId: string
  readonly playerId: string
  readonly chips: number
  readonly fromFlightId: string
  readonly fromEntryId: string
  readonly replacesEntryId: string | null
  /** §5.10 with §5.5: the bounty on the head brought from the flight (a bounty event), else null. */
  readonly bounty: number | null
  readonly at: number
}

/** The multi-day part of a tournament; absent until its first such record. */
export interface FlightState {
  /** A flight's bags by entry id. */
  bags: Map<string, Bag>
  closed: boolean
  closedAt: number | null
  /** An event's Day 2 entries carried from the flights, by Day 2 entry id. */
  carried: Map<string, Carried>
}

export function emptyFlightState(): FlightState {
  return { bags: new Map(), closed: false, closedAt: null, carried: new Map() }
}

export function eventRulesOf(t: Tournament | undefined): MultiDayEvent | null {
  const m = t?.fields.multiDay
  return m?.role === 'event' ? m : null
}

export function flightOf(t: Tournament | undefined): MultiDayFlight | null {
  const m = t?.fields.multiDay
  return m?.role === 'flight' ? m : null
}

/** Whether the tournament is a closed flight: no registration, eliminations or seat changes (§5.5). */
export function isClosedFlight(t: Tournament | undefined): boolean {
  return flightOf(t) !== null && t?.flights?.closed === true
}
