/** Standings beyond the single event: categories, memberships and teams (§5.4), and their standings views. */
export { decideSetCategories, decideSetMemberships, decideSetTeams } from './decide'
export type { StandingsEvent } from './events'
export { evolveStandings } from './evolve'
export {
  Category,
  CategoryKind,
  Membership,
  PRESET_KINDS,
  Team,
  TeamScoring,
  TeamsAnnouncement,
  categoryKey,
  isPresetKind,
  standingsCommands
} from './schemas'
export { seriesCategoryStandings } from './series'
export type { SeriesCategoryStandingsView } from './series'
export { emptyStandings } from './state'
export type { StandingsState } from './state'
export { categoriesOf, categoryStandingsOf, publicCategoryStandings, standingsSetup, teamStandingsOf } from './views'
export type { CategoryStandingView, PublicCategoryStanding, StandingsSetupView, TeamStandingsView } from './views'
