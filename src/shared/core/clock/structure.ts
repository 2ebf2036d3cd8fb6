import { z } from 'zod'

/** How the ante is posted (BFSP §13.6: the big blind ante). */
export const AnteKind = z.enum(['none', 'every-player', 'big-blind'])
export type AnteKind = z.infer<typeof AnteKind>

const chips = z.int().nonnegative().max(1_000_000_000)
const optionalChips = chips.optional()
/** One second to one day. Seconds rather than minutes so a director may run a 90-second test level. */
export const DurationSeconds = z.int().min(1).max(86_400)

/**
 * A level (RULES §5, §2.20): fixed blinds, ante and limits for its whole duration. Fixed-limit games use the small
 * and big bet (BFSP §4.7); stud uses ante, bring-in and complete (BFSP §5.4); a mixed event names the game per
 * level (e.g. a HORSE rotation); OFC counts points.
 */
export const Level = z.strictObject({
  kind: z.literal('level'),
  seconds: DurationSeconds,
  smallBlind: chips,
  bigBlind: chips,
  ante: chips.default(0),
  anteKind: AnteKind.default('none'),
  smallBet: optionalChips,
  bigBet: optionalChips,
  bringIn: optionalChips,
  complete: optionalChips,
  pointValue: optionalChips,
  game: z.string().trim().max(40).optional(),
  /** The level's limit in a mixed event (BFSP §4.7: e.g. a no-limit hold'em level beside a pot-limit Omaha one). */
  betting: z.enum(['no-limit', 'pot-limit', 'fixed-limit']).optional(),
  /**
   * Read and ignored: late registration is set in the entry terms alone (§5.1 з, §7.7; docs/decisions.md). Kept so
   * records and structure files made before, which may carry it, still read.
   */
  lateRegistrationEnds: z.boolean().optional()
})
export type Level = z.infer<typeof Level>

/** A break (§24.1) with its label and an optional colour-up / chip-race note (§10.9–§10.13). */
export const Break = z.strictObject({
  kind: z.literal('break'),
  seconds: DurationSeconds,
  label: z.string().trim().max(60).default(''),
  colorUp: z.string().trim().max(300).optional(),
  /** The add-on is taken during this break (§5.8). */
  addOn: z.boolean().optional()
})
export type Break = z.infer<typeof Break>

export const StructureItem = z.discriminatedUnion('kind', [Level, Break])
export type StructureItem = z.infer<typeof StructureItem>

export const Structure = z.strictObject({
  items: z.array(StructureItem).min(1).max(300)
})
export type Structure = z.infer<typeof Structure>
export type StructureInput = z.input<typeof Structure>

// The structure's arithmetic lives apart from the schemas so the hall display's bundle carries no zod.
export { levelNumbers, itemStarts, totalMs } from './structureMath'
