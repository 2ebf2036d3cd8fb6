import type { CommandsOf, Deciders, Evolvers } from '../decider'
import * as chipRace from './decide'
import type { ChipRaceEvent } from './events'
import { evolveChipRace } from './evolve'
import type { chipRaceCommands } from './schemas'

/** The colour-up and chip race area as the root composes it (§10.9–§10.13): decisions and folds. */
export const chipRaceDeciders: Deciders<CommandsOf<typeof chipRaceCommands>> = {
  'chipRace.setChips': (c, { state }) => chipRace.decideSetChips(c, state),
  'chipRace.announce': (c, { state, reason }) => chipRace.decideAnnounce(c, state, reason),
  'chipRace.recordTable': (c, { state }) => chipRace.decideRecordTable(c, state),
  'chipRace.correctTable': (c, { state, reason }) => chipRace.decideCorrectTable(c, state, reason),
  'chipRace.undoTable': (c, { state, reason }) => chipRace.decideUndoTable(c, state, reason)
}

export const chipRaceEvolvers: Evolvers<ChipRaceEvent> = {
  'chipRace.chipsSet': evolveChipRace,
  'chipRace.announced': evolveChipRace,
  'chipRace.tableRecorded': evolveChipRace,
  'chipRace.tableCorrected': evolveChipRace,
  'chipRace.tableUndone': evolveChipRace
}
