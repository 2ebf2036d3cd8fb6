/** Colour-ups and chip races (§10.9–§10.13): the chip set, the race at each table and what the display, phone and protocol show of it. */
export { decideAnnounce, decideCorrectTable, decideRecordTable, decideSetChips, decideUndoTable } from './decide'
export type { ChipRaceEvent } from './events'
export { evolveChipRace } from './evolve'
export { colourUpsOf, publicProtocolColourUps } from './protocol'
export type { ProtocolColourUp } from './protocol'
export { forcedWinners, prepareRace } from './race'
export { chipRaceCommands } from './schemas'
export { chipRaceChange } from './state'
export type { ChipRaceState } from './state'
export { chipRaceView, publicColourUps } from './views'
export type { ChipRaceTableView, ChipRaceView, ColourUpView, PublicColourUp } from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { chipRaceDeciders, chipRaceEvolvers } from './area'
