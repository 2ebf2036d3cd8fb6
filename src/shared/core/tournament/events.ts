import type { TournamentFields } from './schemas'

export type TournamentField = keyof TournamentFields

/** Old and new value of every field a record changes (§4.7, §27.8). */
export type FieldChanges = { [K in TournamentField]?: { from: TournamentFields[K]; to: TournamentFields[K] } }

export type TournamentEvent =
  | { type: 'tournament.created'; tournamentId: string; fields: TournamentFields }
  | { type: 'tournament.edited'; tournamentId: string; changes: FieldChanges }
  | { type: 'tournament.started'; tournamentId: string }
  | { type: 'tournament.displayed'; tournamentId: string }
