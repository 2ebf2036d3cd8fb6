import type { CommandsOf, Deciders, Evolvers } from '../decider'
import * as display from './decide'
import type { DisplayEvent } from './events'
import { evolveDisplay } from './evolve'
import type { displayCommands } from './schemas'

/** The hall screens area as the root composes it (§12.13): a decision per command, a fold per event. */
export const displayDeciders: Deciders<CommandsOf<typeof displayCommands>> = {
  'display.screen.configure': (c, { state }) => display.decideConfigureScreen(c, state),
  'display.screen.identify': (c, { ctx }) => display.decideIdentifyScreen(c, ctx),
  'display.screen.forget': (c, { state }) => display.decideForgetScreen(c, state),
  'display.layout.save': (c, { state, ctx }) => display.decideSaveLayout(c, state, ctx),
  'display.layout.delete': (c, { state }) => display.decideDeleteLayout(c, state),
  'display.table.name': (c, { state }) => display.decideNameHallTable(c, state)
}

export const displayEvolvers: Evolvers<DisplayEvent> = {
  'display.screenConfigured': evolveDisplay,
  'display.screenIdentified': evolveDisplay,
  'display.screenForgotten': evolveDisplay,
  'display.layoutSaved': evolveDisplay,
  'display.layoutDeleted': evolveDisplay,
  'display.tableNamed': evolveDisplay
}
