import type { PlayerFields } from './schemas'

export type PlayerField = keyof PlayerFields

/** Old and new value of every field a record changes (§4.7, §27.8). */
export type PlayerChanges = { [K in PlayerField]?: { from: PlayerFields[K]; to: PlayerFields[K] } }

/** Player events carry no tournamentId: they belong to the shared 'players' stream. */
export type PlayerEvent =
  | { type: 'player.created'; playerId: string; fields: PlayerFields; source: 'desk' | 'import' }
  | { type: 'player.edited'; playerId: string; changes: PlayerChanges }
  | { type: 'player.merged'; duplicateId: string; keepId: string }
