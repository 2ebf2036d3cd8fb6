import type { Tournament } from '../tournament/state'
import type { Category, Membership } from './schemas'

/** §5.4: the announced categories of each tournament, and what each player belongs to (internal, §27.11). */
export interface StandingsState {
  categories: Map<string, Category[]>
  memberships: Map<string, Membership[]>
}

export function emptyStandings(): StandingsState {
  return { categories: new Map(), memberships: new Map() }
}

/** Play began: the start is recorded, or a result is (a result recorded without a clock is play all the same). */
export function playBegan(t: Tournament): boolean {
  return t.status !== 'announced' || t.results.records.length > 0
}
