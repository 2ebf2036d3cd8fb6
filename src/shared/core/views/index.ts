/** The views that combine areas: tournament summaries, the public display's view, registration and results lists, the floor dashboard. */
export { floorAlerts, floorDashboard, timeLeftMs } from './floorDashboard'
export type { FloorAlert, FloorDashboard, FloorLink, FloorRow } from './floorDashboard'
export { listEntries, registrationSummary } from './registration'
export type { EntryFilter, EntryRow, RegistrationSummary } from './registration'
export { resultsView } from './results'
export { tournamentStats } from './stats'
export { FEDERATION_PANEL_ROWS, publicDisplay, sortSummaries, summary, tournamentDetail } from './tournament'
export type {
  PublicDisplay,
  PublicDisplayParts,
  PublicFederation,
  TournamentDetail,
  TournamentSummary
} from './tournament'
