import type { CommandsOf, Deciders, Evolvers } from '../../decider'
import { decideSetCategories, decideSetMemberships, decideSetTeams } from './decide'
import type { StandingsEvent } from './events'
import { evolveStandings } from './evolve'
import type { standingsCommands } from './schemas'

/** The category and team standings area as the root composes it: a decision per command, a fold per event. */
export const standingsDeciders: Deciders<CommandsOf<typeof standingsCommands>> = {
  'standings.setCategories': (c, { state, reason }) => decideSetCategories(c, state, reason),
  'player.setMemberships': (c, { state }) => decideSetMemberships(c, state),
  'standings.setTeams': (c, { state, reason }) => decideSetTeams(c, state, reason)
}

export const standingsEvolvers: Evolvers<StandingsEvent> = {
  'standings.categoriesSet': evolveStandings,
  'player.membershipsSet': evolveStandings,
  'standings.teamsSet': evolveStandings
}
