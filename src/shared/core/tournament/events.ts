import type { TournamentFields } from './schemas'

export type TournamentField = keyof TournamentFields

/** Old and new value of every field a record changes (§4.7, §27.8). */
export type FieldChanges = { [K in TournamentField]?: { from: TournamentFields[K]; to: TournamentFields[K] } }

export type TournamentEvent =
  | {
      type: 'tournament.created'
      tournamentId: string
      fields: TournamentFields
      /** Brought in by an import: it does not take the hall display over. */
      imported?: true
      /**
       * A tournament was on the display when this one was created, and stays there: a new tournament never takes a
       * display over. Older records lack it and, as then, the display followed the newest tournament.
       */
      displayKept?: true
    }
  | { type: 'tournament.edited'; tournamentId: string; changes: FieldChanges }
  | { type: 'tournament.started'; tournamentId: string }
  | { type: 'tournament.displayed'; tournamentId: string }
