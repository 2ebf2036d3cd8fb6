/** Tournaments (§5): their fields, creation and edits, multi-day settings and the tournament state every area reads. */
export { decideCreateTournament, decideDisplayTournament, decideEditTournament } from './decide'
export type { FieldChanges, TournamentEvent } from './events'
export { evolveTournament } from './evolve'
export type { TournamentParts } from './evolve'
export { MultiDay, MultiDayEvent, MultiDayFlight } from './multiDay'
export {
  BettingFormat,
  BountyFormat,
  BountyKind,
  BountyUnit,
  Discipline,
  IsoDate,
  TournamentFields,
  tournamentCommands
} from './schemas'
export type { Tournament } from './state'

// What the root composes: a decision per command (and a fold per event) of this area.
export { tournamentDeciders } from './area'
