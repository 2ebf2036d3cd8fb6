import type { CommandsOf, Deciders, Evolvers } from '../../decider'
import * as series from './decide'
import type { SeriesEventRecord } from './events'
import { evolveSeries } from './evolve'
import type { seriesCommands } from './schemas'

/** The rating series area as the root composes it (§28): a decision per command, a fold per event. */
export const seriesDeciders: Deciders<CommandsOf<typeof seriesCommands>> = {
  'series.create': (c, { ctx }) => series.decideCreateSeries(c, ctx),
  'series.announceFormula': (c, { state, ctx }) => series.decideAnnounceFormula(c, state, ctx),
  'series.attach': (c, { state }) => series.decideAttach(c, state),
  'series.drawLots': (c, { state, ctx, reason }) => series.decideDrawLots(c, state, ctx, reason),
  'series.excludeEvent': (c, { state, reason }) => series.decideExcludeEvent(c, state, reason),
  'series.includeEvent': (c, { state, reason }) => series.decideIncludeEvent(c, state, reason),
  'series.annulPoints': (c, { state, reason }) => series.decideAnnulPoints(c, state, reason),
  'series.restorePoints': (c, { state, reason }) => series.decideRestorePoints(c, state, reason),
  'series.resolveMergeConflict': (c, { state, reason }) => series.decideResolveMergeConflict(c, state, reason)
}

export const seriesEvolvers: Evolvers<SeriesEventRecord> = {
  'series.created': evolveSeries,
  'series.formulaAnnounced': evolveSeries,
  'series.tournamentAttached': evolveSeries,
  'series.lotsDrawn': evolveSeries,
  'series.eventExcluded': evolveSeries,
  'series.eventIncluded': evolveSeries,
  'series.pointsAnnulled': evolveSeries,
  'series.pointsRestored': evolveSeries,
  'series.mergeConflictResolved': evolveSeries
}
