import { decideRecordStart } from '../clock'
import type { CommandsOf, Deciders } from '../decider'
import { decideCreateTournament, decideDisplayTournament, decideEditTournament } from './decide'
import type { tournamentCommands } from './schemas'

/**
 * The tournament area's decisions as the root composes them. Its events are folded by the root: a new tournament is
 * made with the empty parts of the areas above (registration, results), which this area may not import.
 */
export const tournamentDeciders: Deciders<CommandsOf<typeof tournamentCommands>> = {
  'tournament.create': (c, { state, ctx }) => decideCreateTournament(c, ctx, state),
  'tournament.edit': (c, { state, reason }) => decideEditTournament(c, state, reason),
  'tournament.display': (c, { state }) => decideDisplayTournament(c, state),
  // §29.79: when play really began, recorded after the fact; the clock's rule.
  'tournament.recordStart': (c, { state, ctx }) => decideRecordStart(c, state, ctx)
}
