import { z } from 'zod'
import { patchOf } from '../patch'
import { MultiDay } from './multiDay'
import { TournamentId } from '../ids'

/** RULES §2 (§5.1; BFSP §4.2): the disciplines a tournament may be announced with. */
export const Discipline = z.enum(['holdem', 'omaha', 'stud', 'ofc', 'mixed', 'other'])
export type Discipline = z.infer<typeof Discipline>

/** RULES §2 (§5.1; BFSP §4.7): betting formats. */
export const BettingFormat = z.enum(['no-limit', 'pot-limit', 'fixed-limit', 'mixed'])
export type BettingFormat = z.infer<typeof BettingFormat>

const text = (max: number) => z.string().trim().max(max)
const requiredText = (max: number) => text(max).min(1, { message: 'must not be empty' })

/** Whether year-month-day names a day of the Gregorian calendar (2026-02-30 and 2025-13-45 do not). */
export function isRealDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
  return day <= days
}

/** A calendar date as YYYY-MM-DD that exists (the same check whichever command carries the date). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' })
  .refine(isRealDate, { message: 'invalid.dateNotOnCalendar' })
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time as HH:MM' })

/** §5.10: a bounty event as announced — none, a fixed bounty, or a progressive bounty (the head grows). */
export const BountyKind = z.enum(['none', 'bounty', 'progressive'])
export type BountyKind = z.infer<typeof BountyKind>

/** §5.10: what a bounty is counted in. Never money: the app never holds or pays money (§4.3, §27.3). */
export const BountyUnit = z.enum(['points', 'chips'])
export type BountyUnit = z.infer<typeof BountyUnit>

/**
 * §5.10: the announced bounty format. Each entry (a re-entry too, §5.6) starts with `startingBounty` on its head. In a
 * progressive bounty the eliminator records `collectedPercent` of the head knocked out and the rest is added to the
 * eliminator's own head (commonly 50/50); in a plain bounty the whole head is collected and heads never grow.
 */
export const BountyFormat = z.strictObject({
  kind: BountyKind,
  unit: BountyUnit,
  startingBounty: z.int().min(0).max(1_000_000_000),
  collectedPercent: z.int().min(0).max(100)
})
export type BountyFormat = z.infer<typeof BountyFormat>

/** The announced parameters of a tournament (RULES §2, §5.1) that the foundation records. */
export const TournamentFields = z.strictObject({
  name: requiredText(120),
  date: IsoDate,
  time: ClockTime.optional(),
  venue: text(200),
  discipline: Discipline,
  bettingFormat: BettingFormat,
  startingStack: z.int().positive().max(1_000_000_000),
  notes: text(4000).optional(),
  /** §5.10: bounty / progressive bounty; absent = no bounty. */
  bounty: BountyFormat.optional(),
  /** §5.5: a multi-day event's Day 2 (its announced rules) or one of its flights; absent = one day. */
  multiDay: MultiDay.optional()
})
export type TournamentFields = z.infer<typeof TournamentFields>

export { TournamentId } from '../ids'

export const CreateTournament = z.strictObject({
  type: z.literal('tournament.create'),
  fields: TournamentFields
})

export const EditTournament = z.strictObject({
  type: z.literal('tournament.edit'),
  tournamentId: TournamentId,
  /**
   * Only the fields that change; `null` clears an optional field (the start time, the notes).
   */
  changes: patchOf(TournamentFields).extend({
    time: ClockTime.nullable().optional(),
    notes: text(4000).nullable().optional(),
    multiDay: MultiDay.nullable().optional()
  })
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
