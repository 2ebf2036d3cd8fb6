import type { Tournament } from '../../tournament'
import type { Category, Membership, TeamsAnnouncement } from './schemas'

/** §5.4: the announced categories of each tournament, and what each player belongs to (internal, §27.11). */
export interface StandingsState {
  categories: Map<string, Category[]>
  memberships: Map<string, Membership[]>
  /** §5.4д: the team rosters and scoring of a team event. */
  teams: Map<string, TeamsAnnouncement>
}

export function emptyStandings(): StandingsState {
  return { categories: new Map(), memberships: new Map(), teams: new Map() }
}

/** Play began: the start is recorded, or a result is (a result recorded without a clock is play all the same). */
export function playBegan(t: Tournament): boolean {
  return t.status !== 'announced' || t.results.records.length > 0
}
