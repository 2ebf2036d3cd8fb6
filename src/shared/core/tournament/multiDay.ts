import { z } from 'zod'

const Id = z.string().min(1).max(64)

/**
 * §5.5 а–д (§5.1, §1.8): the rules a multi-day event announces on its Day 2 tournament — the carry-over
 * of stacks, re-entry across flights, how Day 2 is seated, and where the players out in a flight are placed.
 */
export const MultiDayEvent = z.strictObject({
  role: z.literal('event'),
  /** §5.5 а, в: only the biggest bag of a player who bagged in several flights, or every bag as its own entry. */
  carryOver: z.enum(['best', 'all']),
  /** §5.5 б: whether a player who already bagged in one flight may register in a later one. */
  reentryAfterAdvance: z.boolean(),
  /** §5.5 д: a fresh random draw, or the biggest bags spread evenly over the tables. */
  day2Seating: z.enum(['draw', 'byStack']),
  /** §5.5 г: players out in a flight share the places after the Day 2 field, or are listed unplaced. */
  flightBusts: z.enum(['shared', 'unplaced'])
})
export type MultiDayEvent = z.infer<typeof MultiDayEvent>

/** One start day (flight) of a multi-day event: an ordinary tournament whose bags go to the event's Day 2. */
export const MultiDayFlight = z.strictObject({
  role: z.literal('flight'),
  eventId: Id,
  label: z.string().trim().min(1).max(20)
})
export type MultiDayFlight = z.infer<typeof MultiDayFlight>

export const MultiDay = z.discriminatedUnion('role', [MultiDayEvent, MultiDayFlight])
export type MultiDay = z.infer<typeof MultiDay>
