/** The shared player database (§6): players, their normalised names, search, duplicates, merging and CSV import and export. */
export { decideCreatePlayer, decideEditPlayer, decideImportPlayers, decideMergePlayers, requirePlayer } from './decide'
export type { PossibleDuplicate } from './duplicates'
export type { PlayerChanges, PlayerEvent } from './events'
export { evolvePlayers } from './evolve'
export { IMPORT_FIELDS, previewImport } from './importPreview'
export type { ColumnMapping, ImportField, ImportPreview } from './importPreview'
export { normalizeName } from './normalize'
export { PlayerFields, PlayerId, playerCommands } from './schemas'
export { searchPlayers } from './search'
export { emptyPlayerDatabase, resolvePlayer } from './state'
export type { Player, PlayerDatabase } from './state'
export { exportPlayers, playerDetail, playerRow, possibleDuplicates } from './views'
export type { PlayerDetail, PlayerHit } from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { playerDeciders, playerEvolvers } from './area'
