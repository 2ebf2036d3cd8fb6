import { z } from 'zod'
import { FormulaVersion, SeriesRulesSchema } from '../league'
import type { SeriesEventRecord } from '../league'
import { Id, spec, Text, type EventOf, type EventSpecs } from './spec'

const Reason = Text(1000)
const InSeries = { seriesId: Id, tournamentId: Id }

export const seriesEvents = {
  'series.created': spec<EventOf<'series.created'>>()(
    1,
    z.strictObject({
      type: z.literal('series.created'),
      seriesId: Id,
      name: Text(120),
      version: FormulaVersion,
      rules: SeriesRulesSchema,
      finalTableSize: z.int().min(2).max(12)
    })
  ),
  'series.formulaAnnounced': spec<EventOf<'series.formulaAnnounced'>>()(
    1,
    z.strictObject({ type: z.literal('series.formulaAnnounced'), seriesId: Id, version: FormulaVersion })
  ),
  'series.tournamentAttached': spec<EventOf<'series.tournamentAttached'>>()(
    1,
    z.strictObject({
      type: z.literal('series.tournamentAttached'),
      ...InSeries,
      versionId: Id,
      coefficient: z.number().positive().max(100).nullable(),
      buyinCategory: z.number().min(0).max(1_000_000).nullable().optional()
    })
  ),
  'series.lotsDrawn': spec<EventOf<'series.lotsDrawn'>>()(
    1,
    z.strictObject({
      type: z.literal('series.lotsDrawn'),
      seriesId: Id,
      lots: z.array(z.strictObject({ order: z.array(Id).min(1).max(100_000) })).max(10_000),
      reason: Reason.nullable(),
      physical: z.strictObject({ drawnBy: Text(120) }).optional()
    })
  ),
  'series.eventExcluded': spec<EventOf<'series.eventExcluded'>>()(
    1,
    z.strictObject({ type: z.literal('series.eventExcluded'), ...InSeries, reason: Reason })
  ),
  'series.eventIncluded': spec<EventOf<'series.eventIncluded'>>()(
    1,
    z.strictObject({ type: z.literal('series.eventIncluded'), ...InSeries, reason: Reason })
  ),
  'series.pointsAnnulled': spec<EventOf<'series.pointsAnnulled'>>()(
    1,
    z.strictObject({
      type: z.literal('series.pointsAnnulled'),
      ...InSeries,
      entryId: Id,
      mode: z.enum(['full', 'partial']),
      keptShare: z.number().min(0).max(1).nullable(),
      reason: Reason
    })
  ),
  'series.pointsRestored': spec<EventOf<'series.pointsRestored'>>()(
    1,
    z.strictObject({ type: z.literal('series.pointsRestored'), ...InSeries, entryId: Id, reason: Reason })
  ),
  'series.mergeConflictResolved': spec<EventOf<'series.mergeConflictResolved'>>()(
    1,
    z.strictObject({
      type: z.literal('series.mergeConflictResolved'),
      ...InSeries,
      keepEntryId: Id,
      dropEntryIds: z.array(Id).min(1).max(1000),
      reason: Reason
    })
  )
} satisfies EventSpecs<SeriesEventRecord>
