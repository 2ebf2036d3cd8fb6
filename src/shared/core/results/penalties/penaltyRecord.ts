import { z } from 'zod'
import { IsoDate } from '../../tournament'
import { reject } from '../../rejection'

const Id = z.string().min(1).max(64)
const Text = (max: number) => z.string().trim().min(1).max(max)

/** Players at a table: a round is this many hands (BFSP §7.1.2 note). */
const TableSize = z.int().min(2).max(12)

/** §25.1 а–к: the measures the administration may apply. */
export const MeasureKind = z.enum([
  'verbal-warning', // а
  'official-warning', // б
  'missed-hands', // в
  'missed-rounds', // г
  'time-away', // д
  'dead-hand', // е
  'chip-removal', // ж
  'disqualification', // з
  'rating-exclusion', // и
  'ban' // к
])
export type MeasureKind = z.infer<typeof MeasureKind>

export const Measure = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('verbal-warning') }),
  z.strictObject({ kind: z.literal('official-warning') }),
  /** §25.8: counted in hands actually started at the player's table. */
  z.strictObject({ kind: z.literal('missed-hands'), hands: z.int().min(1).max(200) }),
  /**
   * §25.9, BFSP §7.1.2 note: a round is as many hands as players at the table when the penalty is imposed, the
   * penalised player included; `hands` is the conversion, stored so the record never depends on later seating.
   */
  z.strictObject({
    kind: z.literal('missed-rounds'),
    rounds: z.int().min(1).max(10),
    playersAtTable: TableSize,
    hands: z.int().min(2).max(120)
  }),
  z.strictObject({ kind: z.literal('time-away'), minutes: z.int().min(1).max(240) }),
  z.strictObject({ kind: z.literal('dead-hand') }),
  z.strictObject({ kind: z.literal('chip-removal'), chips: z.int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  /** BFSP §7.2.3: a season-wide disqualification is the federation's decision, on the protocol. */
  z.strictObject({ kind: z.literal('disqualification'), scope: z.enum(['tournament', 'season']) }),
  z.strictObject({ kind: z.literal('rating-exclusion'), scope: z.enum(['event', 'series']) }),
  z.strictObject({ kind: z.literal('ban'), until: IsoDate.optional(), events: z.int().min(1).max(1000).optional() })
])
export type Measure = z.infer<typeof Measure>

/** BFSP §7.1.2–§7.1.16 (and §25.3–§25.5): the violations with a standard measure, plus "other". */
export const ViolationCode = z.enum([
  'kept-cards-after-fold', // BFSP §7.1.2
  'intentional-out-of-turn', // §7.1.3
  'collusion', // §7.1.4
  'exposed-cards-before-end-of-betting', // §7.1.5
  'announced-hand-contents', // §7.1.6
  'delay-of-game', // §7.1.7
  'touched-muck-or-others-cards', // §7.1.8
  'mucked-into-others-cards', // §7.1.9
  'chips-obstruct-dealing', // §7.1.10
  'abuse', // §7.1.11
  'out-of-turn-or-leaving', // §7.1.12
  'phone-at-table', // §7.1.13
  'advice-during-hand', // §7.1.14
  'soft-play-with-nuts', // §7.1.15
  'chip-dumping', // §25.5б
  'other' // §7.1.16, §25.3–§25.5: described in words
])
export type ViolationCode = z.infer<typeof ViolationCode>

export const DeciderRole = z.enum(['floor', 'director'])
export type DeciderRole = z.infer<typeof DeciderRole>

const Violation = z.strictObject({ code: ViolationCode, description: Text(2000).optional() })
const DecidedBy = z.strictObject({ name: Text(120), role: DeciderRole })

/** §27.8, §25.13: the fields of a penalty a correction may change (not the participant: withdraw and record anew). */
export const PenaltyFields = z.strictObject({
  tableId: Id,
  /** The player's seat at that table (from the seating when the form was filled, or typed). */
  seat: z.int().min(1).max(12).optional(),
  hand: z.int().min(1).optional(),
  level: z.int().min(0).optional(),
  violation: Violation,
  measure: Measure,
  decidedBy: DecidedBy
})
export type PenaltyFields = z.infer<typeof PenaltyFields>

/** §27.8: one correction of a penalty — previous value, new value, reason, author and time. */
export const PenaltyChange = z.strictObject({
  at: z.int().min(0),
  by: Text(120),
  reason: Text(1000),
  previous: PenaltyFields,
  next: PenaltyFields
})
export type PenaltyChange = z.infer<typeof PenaltyChange>

/** §27.8: a withdrawn penalty stays in the protocol, marked, with who withdrew it, when and why. */
export const PenaltyWithdrawal = z.strictObject({ at: z.int().min(0), by: Text(120), reason: Text(1000) })
export type PenaltyWithdrawal = z.infer<typeof PenaltyWithdrawal>

/** §25.13: every field the protocol needs — date, tournament, participant, table, hand or level, violation, measure, who decided. */
export const PenaltyRecord = z
  .strictObject({
    id: Id,
    date: IsoDate,
    /** When it was recorded (epoch ms); may be later than the ruling (§26.14). */
    recordedAt: z.int().min(0),
    recordedBy: Text(120),
    tournamentId: Id,
    entryId: Id,
    /** The participant across events, for repeat offences in a series. */
    playerId: Id,
    tableId: Id,
    /** The seat at that table (optional: records before it have none). */
    seat: z.int().min(1).max(12).optional(),
    hand: z.int().min(1).optional(),
    level: z.int().min(0).optional(),
    violation: Violation,
    measure: Measure,
    decidedBy: DecidedBy,
    /** §25.14: internal unless the director publishes it. */
    published: z.boolean().default(false),
    /** A record entered from the paper protocol after the app was down (§26.14). */
    enteredAfterTheFact: z.boolean().optional(),
    /** §26.14: when it happened, if the operator said so (epoch ms); `recordedAt` is when it was entered. */
    occurredAt: z.int().min(0).optional(),
    /** §27.8: corrections, oldest first. */
    history: z.array(PenaltyChange).optional(),
    /** §27.8: withdrawn — not a repeat offence, never published (§25.2, §25.14). */
    withdrawn: PenaltyWithdrawal.optional()
  })
  .refine((p) => p.hand !== undefined || p.level !== undefined, {
    message: 'hand or level is required (§25.13)',
    path: ['hand']
  })
  .refine((p) => p.violation.code !== 'other' || p.violation.description !== undefined, {
    message: 'describe the violation',
    path: ['violation', 'description']
  })
export type PenaltyRecord = z.infer<typeof PenaltyRecord>

/** BFSP §7.1.2 note: a round = as many hands as players at the table when imposed, the penalised one included. */
export function roundsToHands(rounds: number, playersAtTable: number): number {
  if (!Number.isInteger(rounds) || rounds < 1)
    reject('results.error.penaltyRounds', 'Rounds must be a whole number of at least 1.', { field: 'rounds' })
  if (!Number.isInteger(playersAtTable) || playersAtTable < 2 || playersAtTable > 12) {
    reject('results.error.penaltyTableSize', 'Players at the table must be 2–12, the penalised player included.', {
      field: 'playersAtTable'
    })
  }
  return rounds * playersAtTable
}

export function missedRounds(rounds: number, playersAtTable: number): Extract<Measure, { kind: 'missed-rounds' }> {
  return { kind: 'missed-rounds', rounds, playersAtTable, hands: roundsToHands(rounds, playersAtTable) }
}

/** Hands a missed-hands or missed-rounds penalty lasts (§25.8), or null for other measures. */
export function penaltyHands(measure: Measure): number | null {
  if (measure.kind === 'missed-hands' || measure.kind === 'missed-rounds') return measure.hands
  return null
}

/** §25.8: hands still to sit out, counting only hands actually started at the player's table since the penalty. */
export function handsRemaining(measure: Measure, handsStartedSince: number): number | null {
  const total = penaltyHands(measure)
  return total === null ? null : Math.max(0, total - Math.max(0, Math.floor(handsStartedSince)))
}

/** The moment a time-away measure ends; the floor starts the countdown (`startedAt` is injected time). */
export function timeAwayEndsAt(measure: Measure, startedAt: number): number | null {
  return measure.kind === 'time-away' ? startedAt + measure.minutes * 60_000 : null
}

/**
 * BFSP §7.2.1–§7.2.3: a floor (judge) may warn and impose missed hands or rounds, time away, a dead hand or chip
 * removal; a disqualification from the tournament, rating exclusion and bans are for the director (chief judge). A
 * season disqualification is only recorded here as the director's entry in the protocol (BFSP §7.2.3).
 */
export function mayDecide(role: DeciderRole, measure: Measure): boolean {
  if (role === 'director') return true
  return !['disqualification', 'rating-exclusion', 'ban'].includes(measure.kind)
}

/** Parse and check a penalty record; refuses a measure beyond the decider's authority and an inconsistent round count. */
export function checkPenalty(input: unknown): PenaltyRecord {
  const record = PenaltyRecord.parse(input)
  if (!mayDecide(record.decidedBy.role, record.measure)) {
    reject('results.error.penaltyAuthority', 'Only the tournament director may impose this measure (BFSP §7.2.2).', {
      field: 'measure'
    })
  }
  if (
    record.measure.kind === 'missed-rounds' &&
    record.measure.hands !== roundsToHands(record.measure.rounds, record.measure.playersAtTable)
  ) {
    reject('results.error.penaltyRoundsMismatch', 'Hands must equal rounds × players at the table (BFSP §7.1.2).', {
      field: 'measure.hands'
    })
  }
  return record
}

export interface RepeatOffences {
  /** Earlier records of this participant, newest first. */
  readonly earlier: readonly PenaltyRecord[]
  /** Of those, the same violation. */
  readonly sameViolation: readonly PenaltyRecord[]
  /** BFSP §7.1: "the same violation two times or more" — this would be a repeat. */
  readonly isRepeat: boolean
}

/**
 * §25.2, BFSP §7.1: repeat offences, shown when recording. Scope: this tournament, or every record given (a series).
 */
export function repeatOffences(
  records: readonly PenaltyRecord[],
  query: { playerId: string; violation?: ViolationCode; tournamentId?: string; excludeId?: string }
): RepeatOffences {
  const earlier = records
    // §27.8: a withdrawn record is kept for the history but is no offence.
    .filter(
      (r) =>
        !r.withdrawn &&
        r.playerId === query.playerId &&
        r.id !== query.excludeId &&
        (query.tournamentId === undefined || r.tournamentId === query.tournamentId)
    )
    .sort((a, b) => b.recordedAt - a.recordedAt)
  const sameViolation = query.violation ? earlier.filter((r) => r.violation.code === query.violation) : []
  return { earlier, sameViolation, isRepeat: sameViolation.length > 0 }
}

/** BFSP §7.1.2–§7.1.15: the standard measure, first time and repeated ("two times or more"). Null: the judge decides. */
const STANDARD: Partial<Record<ViolationCode, { first: StandardMeasure; repeat: StandardMeasure }>> = {
  'kept-cards-after-fold': { first: 'warning', repeat: { rounds: 1 } },
  'intentional-out-of-turn': { first: 'warning', repeat: { rounds: 1 } },
  collusion: { first: { rounds: 2 }, repeat: 'disqualification' },
  'exposed-cards-before-end-of-betting': { first: { rounds: 1 }, repeat: { rounds: 2 } },
  'announced-hand-contents': { first: { rounds: 1 }, repeat: { rounds: 2 } },
  'delay-of-game': { first: 'warning', repeat: { rounds: 1 } },
  'touched-muck-or-others-cards': { first: 'warning', repeat: { rounds: 1 } },
  'mucked-into-others-cards': { first: 'warning', repeat: { rounds: 1 } },
  'chips-obstruct-dealing': { first: 'warning', repeat: 'warning' },
  'out-of-turn-or-leaving': { first: 'warning', repeat: { rounds: 1 } },
  'phone-at-table': { first: 'warning', repeat: 'warning' },
  'soft-play-with-nuts': { first: { rounds: 1 }, repeat: { rounds: 1 } }
}
type StandardMeasure = 'warning' | 'disqualification' | { rounds: number }

/**
 * A suggestion only: the floor or director decides (§25.2). Returns null where BFSP leaves a range to the judge
 * (abuse, advice, other).
 */
export function suggestMeasure(
  violation: ViolationCode,
  earlierSameViolation: number,
  playersAtTable: number
): Measure | null {
  const standard = STANDARD[violation]
  if (!standard) return null
  const pick = earlierSameViolation >= 1 ? standard.repeat : standard.first
  if (pick === 'warning') return { kind: 'official-warning' }
  if (pick === 'disqualification') return { kind: 'disqualification', scope: 'tournament' }
  return missedRounds(pick.rounds, playersAtTable)
}

/** §25.14, §27.11: what may be shown publicly — published records only (never a withdrawn one), without internal fields. */
export interface PublicPenalty {
  readonly date: string
  readonly tournamentId: string
  readonly entryId: string
  readonly violation: ViolationCode
  readonly measure: Measure
}

export function publicPenalties(records: readonly PenaltyRecord[]): PublicPenalty[] {
  return records
    .filter((r) => r.published && !r.withdrawn)
    .map((r) => ({
      date: r.date,
      tournamentId: r.tournamentId,
      entryId: r.entryId,
      violation: r.violation.code,
      measure: r.measure
    }))
}

export const measureKey = (kind: MeasureKind) => `results.measure.${kind}` as const
export const violationKey = (code: ViolationCode) => `results.violation.${code}` as const

/** The changeable fields of a record (§27.8). */
export function penaltyFields(record: PenaltyRecord): PenaltyFields {
  return {
    tableId: record.tableId,
    ...(record.seat !== undefined ? { seat: record.seat } : {}),
    ...(record.hand !== undefined ? { hand: record.hand } : {}),
    ...(record.level !== undefined ? { level: record.level } : {}),
    violation: record.violation,
    measure: record.measure,
    decidedBy: record.decidedBy
  }
}

/** The record with `fields` in place of its changeable fields (a seat, hand or level not given is removed). */
export function withPenaltyFields(record: PenaltyRecord, fields: PenaltyFields): PenaltyRecord {
  const { hand: _hand, level: _level, seat: _seat, ...rest } = record
  return { ...rest, ...fields }
}

/** A tournament disqualification removes the entry (§25.10): it is not changed by editing the penalty record. */
export const isTournamentDisqualification = (measure: Measure): boolean =>
  measure.kind === 'disqualification' && measure.scope === 'tournament'
