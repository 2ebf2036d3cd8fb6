import { seriesDeciders, seriesEvolvers } from './series/area'
import { standingsDeciders, standingsEvolvers } from './standings/area'

/** The league as the root composes it: the series' commands (§28) and the categories' and teams' (§5.4). */
export const leagueDeciders = { ...seriesDeciders, ...standingsDeciders }

export const leagueEvolvers = { ...seriesEvolvers, ...standingsEvolvers }
