import { z } from 'zod'
import { DeciderRole, Measure, ViolationCode } from './penaltyRecord'

const TournamentId = z.string().min(1).max(64)
const EntryId = z.string().min(1).max(64)
const Text = (max: number) => z.string().trim().min(1).max(max)

/** BFSP §7.1.2 note: the floor gives rounds and the players at the table; the product converts them to hands. */
const MissedRoundsInput = z.strictObject({
  kind: z.literal('missed-rounds'),
  rounds: z.int().min(1).max(10),
  playersAtTable: z.int().min(2).max(12)
})

/** §25.13: record a penalty or warning with every field; internal unless published (§25.14). */
export const RecordPenalty = z.strictObject({
  type: z.literal('penalty.record'),
  tournamentId: TournamentId,
  entryId: EntryId,
  tableId: Text(64),
  /** The player's seat at the table (the form fills it from the seating). */
  seat: z.int().min(1).max(12).optional(),
  hand: z.int().min(1).optional(),
  level: z.int().min(0).optional(),
  violation: z.strictObject({ code: ViolationCode, description: Text(2000).optional() }),
  measure: z.union([Measure, MissedRoundsInput]),
  decidedBy: z.strictObject({ name: Text(120), role: DeciderRole }),
  published: z.boolean().default(false)
})

/** §25.14: the director publishes (or withdraws from publication) a discipline record. */
export const PublishPenalty = z.strictObject({
  type: z.literal('penalty.publish'),
  tournamentId: TournamentId,
  penaltyId: Text(64),
  published: z.boolean()
})

/** §25.1д: the floor starts the time-away countdown when the player leaves the table. */
export const StartTimeAway = z.strictObject({
  type: z.literal('penalty.startTimeAway'),
  tournamentId: TournamentId,
  penaltyId: Text(64)
})

/** §27.4: a disputed decision, recorded after the ruling. */
export const RecordDispute = z.strictObject({
  type: z.literal('dispute.record'),
  tournamentId: TournamentId,
  tableId: Text(64),
  hand: z.int().min(1).optional(),
  level: z.int().min(0).optional(),
  entryIds: z.array(EntryId).max(12).default([]),
  facts: Text(4000),
  ruling: Text(4000),
  ruledBy: z.strictObject({ name: Text(120), role: z.enum(['floor', 'director']) }),
  /** When the ruling was made (epoch ms); at most now. */
  ruledAt: z.int().min(0),
  appealedToDirector: z.boolean().default(false),
  published: z.boolean().default(false)
})

/**
 * §27.8, §25.13: correct a penalty — only the fields given change (`null` removes a hand or level); the reason is the
 * envelope's `meta.reason` and is required. The participant is not changeable: withdraw and record anew.
 */
export const CorrectPenalty = z.strictObject({
  type: z.literal('penalty.correct'),
  tournamentId: TournamentId,
  penaltyId: Text(64),
  tableId: Text(64).optional(),
  seat: z.int().min(1).max(12).nullable().optional(),
  hand: z.int().min(1).nullable().optional(),
  level: z.int().min(0).nullable().optional(),
  violation: z.strictObject({ code: ViolationCode, description: Text(2000).optional() }).optional(),
  measure: z.union([Measure, MissedRoundsInput]).optional(),
  decidedBy: z.strictObject({ name: Text(120), role: DeciderRole }).optional()
})

/** §27.8: withdraw a penalty recorded by mistake, with a reason; the record stays, marked. */
export const WithdrawPenalty = z.strictObject({
  type: z.literal('penalty.withdraw'),
  tournamentId: TournamentId,
  penaltyId: Text(64)
})

/** §25.14 for disputed decisions: internal unless the director publishes it. */
export const PublishDispute = z.strictObject({
  type: z.literal('dispute.publish'),
  tournamentId: TournamentId,
  disputeId: Text(64),
  published: z.boolean()
})

/** §27.8: correct a disputed decision — the fields given change; `meta.reason` is required. */
export const CorrectDispute = z.strictObject({
  type: z.literal('dispute.correct'),
  tournamentId: TournamentId,
  disputeId: Text(64),
  tableId: Text(64).optional(),
  hand: z.int().min(1).nullable().optional(),
  level: z.int().min(0).nullable().optional(),
  entryIds: z.array(EntryId).max(12).optional(),
  facts: Text(4000).optional(),
  ruling: Text(4000).optional(),
  ruledBy: z.strictObject({ name: Text(120), role: z.enum(['floor', 'director']) }).optional(),
  ruledAt: z.int().min(0).optional(),
  appealedToDirector: z.boolean().optional()
})

export const penaltyCommands = [
  RecordPenalty,
  PublishPenalty,
  StartTimeAway,
  RecordDispute,
  CorrectPenalty,
  WithdrawPenalty,
  PublishDispute,
  CorrectDispute
] as const
