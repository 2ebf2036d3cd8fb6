import type { CommandsOf, Deciders, Evolvers } from '../decider'
import * as decide from './decide'
import type { PlayerEvent } from './events'
import { evolvePlayers } from './evolve'
import type { playerCommands } from './schemas'

/** The players area as the root composes it: a decision per command, a fold per event. */
export const playerDeciders: Deciders<CommandsOf<typeof playerCommands>> = {
  'player.create': (c, { state, ctx }) => decide.decideCreatePlayer(c, state, ctx),
  'player.edit': (c, { state }) => decide.decideEditPlayer(c, state),
  'player.merge': (c, { state, reason }) => decide.decideMergePlayers(c, state, reason),
  'player.import': (c, { ctx }) => decide.decideImportPlayers(c, ctx)
}

/** The merge's follow-ups in other areas (entries, series) are the root's: they are above players. */
export const playerEvolvers: Evolvers<PlayerEvent> = {
  'player.created': evolvePlayers,
  'player.edited': evolvePlayers,
  'player.merged': evolvePlayers
}
