import { z } from 'zod'

const count = z.int().min(1).max(1000)
const level = z.int().min(1).max(500)
const chips = z.int().positive().max(1_000_000_000)

/** Re-entry after elimination, within an announced period (§5.6). untilLevel null: while late registration is open. */
export const ReentryTerms = z.strictObject({
  maxPerPlayer: count,
  untilLevel: level.nullable().default(null),
  /** Chips of a re-entry; null: the starting stack. */
  chips: chips.nullable().default(null)
})

/** Rebuy on announced terms only (§5.7): stack at or below the threshold, until a level, up to N per player. */
export const RebuyTerms = z.strictObject({
  maxPerPlayer: count,
  untilLevel: level,
  stackThreshold: z.int().nonnegative().max(1_000_000_000),
  chips
})

/** Add-on only at the announced moment (§5.8): during the Nth break, once per entry. */
export const AddonTerms = z.strictObject({
  atBreak: z.int().min(1).max(50),
  chips
})

/** When late registration closes (§7.7). */
export const LateRegistrationClose = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('level-end'), level }),
  z.strictObject({ kind: z.literal('first-break') }),
  z.strictObject({ kind: z.literal('rebuy-end') }),
  z.strictObject({ kind: z.literal('cap') }),
  /** No late registration: closes when the clock starts. */
  z.strictObject({ kind: z.literal('at-start') })
])
export type LateRegistrationClose = z.infer<typeof LateRegistrationClose>

/**
 * The entry terms announced with the tournament (§5.1, §5.6–§5.9, §6.6, §7.7). Freezeout = no re-entry and no rebuy
 * (§5.9). Terms not announced are not allowed (§5.7).
 */
export const EntryTerms = z
  .strictObject({
    reentry: ReentryTerms.nullable().default(null),
    rebuy: RebuyTerms.nullable().default(null),
    addon: AddonTerms.nullable().default(null),
    /** Maximum players in at once (seats); further registrations join the waiting list. null: no cap. */
    playerCap: z.int().min(2).max(100_000).nullable().default(null),
    lateRegistration: LateRegistrationClose.default({ kind: 'at-start' }),
    /** §6.6: a registered no-show's stack is posted and blinded off, or not posted until arrival. */
    noShowStack: z.enum(['posted', 'not-posted']).default('not-posted')
  })
  .refine((t) => t.lateRegistration.kind !== 'rebuy-end' || t.rebuy !== null, {
    message: 'terms.invalid.rebuyEndNeedsRebuy',
    path: ['lateRegistration']
  })
  .refine((t) => t.lateRegistration.kind !== 'cap' || t.playerCap !== null, {
    message: 'terms.invalid.capNeedsCap',
    path: ['lateRegistration']
  })
export type EntryTerms = z.infer<typeof EntryTerms>

export function defaultEntryTerms(): EntryTerms {
  return {
    reentry: null,
    rebuy: null,
    addon: null,
    playerCap: null,
    lateRegistration: { kind: 'at-start' },
    noShowStack: 'not-posted'
  }
}

/** A freezeout: one entry per player, no rebuy (§5.9). */
export function isFreezeout(terms: EntryTerms): boolean {
  return terms.reentry === null && terms.rebuy === null
}

/** One award place announced before the start (§5.12): points, trophy, ticket, invitation… */
export const AwardPlace = z.strictObject({
  place: z.int().min(1).max(10_000),
  description: z.string().trim().min(1).max(200),
  /** §5.12: the award is a seat in this event (a satellite's ticket). */
  ticketFor: z.string().min(1).max(64).optional()
})

/**
 * Awards (§5.11, §5.12). `prizeFund` is an optional informational table for events that declare one: percentages of
 * the declared fund by number of entries. The product never holds or pays money (§4.3, §27.3).
 */
export const Awards = z
  .strictObject({
    noCashPrizes: z.boolean().default(true),
    places: z.array(AwardPlace).max(1000).default([]),
    prizeFund: z
      .strictObject({
        /** Declared fund, as announced (text, e.g. "5 000 BYN"): shown, never computed with. */
        declared: z.string().trim().min(1).max(100),
        /** From `minEntries` entries on, these percentages (1st, 2nd, …) apply. */
        brackets: z
          .array(
            z.strictObject({
              minEntries: z.int().min(1).max(100_000),
              percentages: z.array(z.number().positive().max(100)).min(1).max(200)
            })
          )
          .min(1)
          .max(50)
      })
      .nullable()
      .default(null)
  })
  .refine((a) => new Set(a.places.map((p) => p.place)).size === a.places.length, {
    message: 'awards.invalid.placeTwice',
    path: ['places']
  })
  .refine(
    (a) =>
      !a.prizeFund ||
      a.prizeFund.brackets.every((b) => Math.abs(b.percentages.reduce((s, p) => s + p, 0) - 100) < 0.01),
    {
      message: 'awards.invalid.percentages',
      path: ['prizeFund', 'brackets']
    }
  )
  .refine((a) => !(a.noCashPrizes && a.prizeFund), {
    message: 'awards.invalid.fundWithoutCash',
    path: ['prizeFund']
  })
export type Awards = z.infer<typeof Awards>

export function defaultAwards(): Awards {
  return { noCashPrizes: true, places: [], prizeFund: null }
}
