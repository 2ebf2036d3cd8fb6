import { z } from 'zod'
import { RatingFormula } from '../rating/RatingFormula'
import { SeriesRulesSchema } from '../rating/SeriesStandings'

const Id = z.string().min(1).max(64)

/** §28.1, §28.7: a series (league, season, club rating) with its announced formula and tie-break order. */
export const CreateSeries = z.strictObject({
  type: z.literal('series.create'),
  name: z.string().trim().min(1).max(120),
  formula: RatingFormula,
  rules: SeriesRulesSchema,
  finalTableSize: z.int().min(2).max(12).default(9)
})

/** §28.1, §28.6: a new version of the formula; events already started keep the one frozen at their start. */
export const AnnounceFormula = z.strictObject({ type: z.literal('series.announceFormula'), seriesId: Id, formula: RatingFormula })

/** Attach a tournament before it starts (§28.1: the formula is announced before the event). */
export const AttachTournament = z.strictObject({
  type: z.literal('series.attach'),
  seriesId: Id,
  tournamentId: Id,
  /** §28.2в: the event's difficulty / category coefficient. */
  coefficient: z.number().positive().max(100).optional()
})

export const seriesCommands = [CreateSeries, AnnounceFormula, AttachTournament] as const
