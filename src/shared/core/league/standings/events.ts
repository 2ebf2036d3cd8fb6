import type { Category, Membership, TeamsAnnouncement } from './schemas'

/**
 * §5.4: the announced categories of a tournament changed (stream: the tournament), and a player's memberships changed
 * (no tournamentId: the shared 'players' stream). Both carry the old and the new list (§4.7, §27.8).
 */
export type StandingsEvent =
  | { type: 'standings.categoriesSet'; tournamentId: string; from: Category[]; to: Category[] }
  | { type: 'player.membershipsSet'; playerId: string; from: Membership[]; to: Membership[] }
  | { type: 'standings.teamsSet'; tournamentId: string; from: TeamsAnnouncement | null; to: TeamsAnnouncement | null }
