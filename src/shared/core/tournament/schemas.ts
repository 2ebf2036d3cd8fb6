import { z } from 'zod'

/** RULES §2 (§5.1; BFSP §4.2): the disciplines a tournament may be announced with. */
export const Discipline = z.enum(['holdem', 'omaha', 'stud', 'ofc', 'mixed', 'other'])
export type Discipline = z.infer<typeof Discipline>

/** RULES §2 (§5.1; BFSP §4.7): betting formats. */
export const BettingFormat = z.enum(['no-limit', 'pot-limit', 'fixed-limit', 'mixed'])
export type BettingFormat = z.infer<typeof BettingFormat>

const text = (max: number) => z.string().trim().max(max)
const requiredText = (max: number) => text(max).min(1, { message: 'must not be empty' })

export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' })
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time as HH:MM' })

/** The announced parameters of a tournament (RULES §2, §5.1) that the foundation records. */
export const TournamentFields = z.strictObject({
  name: requiredText(120),
  date: IsoDate,
  time: ClockTime.optional(),
  venue: text(200),
  discipline: Discipline,
  bettingFormat: BettingFormat,
  startingStack: z.int().positive().max(1_000_000_000),
  notes: text(4000).optional()
})
export type TournamentFields = z.infer<typeof TournamentFields>

export const TournamentId = z.string().min(1).max(64)

export const CreateTournament = z.strictObject({
  type: z.literal('tournament.create'),
  fields: TournamentFields
})

export const EditTournament = z.strictObject({
  type: z.literal('tournament.edit'),
  tournamentId: TournamentId,
  changes: TournamentFields.partial()
})

export const SetDisplayedTournament = z.strictObject({
  type: z.literal('tournament.display'),
  tournamentId: TournamentId
})

/**
 * A scheduled start that passed with no command since: the main process records that play began, at the moment it
 * began (meta.occurredAt), so the start is in the journal when it happened and not at the next command (§5.2, §28.6).
 */
export const RecordStart = z.strictObject({
  type: z.literal('tournament.recordStart'),
  tournamentId: TournamentId
})

export const tournamentCommands = [CreateTournament, EditTournament, SetDisplayedTournament, RecordStart] as const
