import { z } from 'zod'
import { RatingFormula, SeriesRulesSchema } from '../rating'

const Id = z.string().min(1).max(64)

/** §28.1, §28.7: a series (league, season, club rating) with its announced formula and tie-break order. */
export const CreateSeries = z.strictObject({
  type: z.literal('series.create'),
  name: z.string().trim().min(1).max(120),
  formula: RatingFormula,
  rules: SeriesRulesSchema,
  finalTableSize: z.int().min(2).max(12).default(9),
  /** §28.3: the director saw the preview's warnings (points rise with a worse place, negative points) and keeps it. */
  keepWarnings: z.literal(true).optional()
})

/** §28.1, §28.6: a new version of the formula; events already started keep the one frozen at their start. */
export const AnnounceFormula = z.strictObject({
  type: z.literal('series.announceFormula'),
  seriesId: Id,
  formula: RatingFormula,
  /** §28.3: as for `series.create`. */
  keepWarnings: z.literal(true).optional()
})

/** Attach a tournament before it starts (§28.1: the formula is announced before the event). */
export const AttachTournament = z.strictObject({
  type: z.literal('series.attach'),
  seriesId: Id,
  tournamentId: Id,
  /** §28.2в: the event's difficulty / category coefficient. */
  coefficient: z.number().positive().max(100).optional(),
  /** §28.2б: the event's buy-in category, the `buyinCategory` of the formula (0 when not set). */
  buyinCategory: z.number().min(0).max(1_000_000).optional()
})

/**
 * §28.7ж: draw every tie in the standings that waits for a lot; the draw is recorded and replayed. Reason optional.
 * `physical`: a lot drawn by hand (cards, straws) for one waiting tie — its order as drawn, who drew; needs
 * meta.reason.
 */
export const DrawLots = z.strictObject({
  type: z.literal('series.drawLots'),
  seriesId: Id,
  physical: z
    .strictObject({ order: z.array(Id).min(2).max(1000), drawnBy: z.string().trim().min(1).max(120) })
    .optional()
})

/** §28.15в: the administration excludes an event from the rating (e.g. its protocol was lost); needs meta.reason. */
export const ExcludeEvent = z.strictObject({ type: z.literal('series.excludeEvent'), seriesId: Id, tournamentId: Id })

/** Take an excluded event back into the rating; needs meta.reason. */
export const IncludeEvent = z.strictObject({ type: z.literal('series.includeEvent'), seriesId: Id, tournamentId: Id })

/** §28.8: annul a disqualified entry's points for the event, fully or keeping a share; needs meta.reason. */
export const AnnulPoints = z.strictObject({
  type: z.literal('series.annulPoints'),
  seriesId: Id,
  tournamentId: Id,
  entryId: Id,
  mode: z.enum(['full', 'partial']),
  /** Partial only: the share of the points kept, 0…1. */
  keptShare: z.number().min(0).max(1).optional()
})

/** Withdraw a §28.8 annulment (the entry's points count again); needs meta.reason. */
export const RestorePoints = z.strictObject({
  type: z.literal('series.restorePoints'),
  seriesId: Id,
  tournamentId: Id,
  entryId: Id
})

/**
 * §28.10: two merged records both have a result in one event — the administration decides which result stands; the
 * others count for nothing in the rating (kept on record, undone with `series.restorePoints`). Needs meta.reason.
 */
export const ResolveMergeConflict = z.strictObject({
  type: z.literal('series.resolveMergeConflict'),
  seriesId: Id,
  tournamentId: Id,
  keepEntryId: Id
})

export const seriesCommands = [
  CreateSeries,
  AnnounceFormula,
  AttachTournament,
  DrawLots,
  ExcludeEvent,
  IncludeEvent,
  AnnulPoints,
  RestorePoints,
  ResolveMergeConflict
] as const
