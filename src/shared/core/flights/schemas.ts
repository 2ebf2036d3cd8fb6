import { z } from 'zod'

const Id = z.string().min(1).max(64)

/**
 * §5.5 а–д (§5.1, §1.8): the rules a multi-day event announces on its Day 2 tournament (issue 17.1) — the carry-over
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

const Person = z.string().trim().min(1).max(80)

/** §27.5: a stack at the end of a flight, counted (never the app's estimate), with who counted and who witnessed. */
export const BagEntry = z.strictObject({
  type: z.literal('flight.bag'),
  tournamentId: Id,
  entryId: Id,
  chips: z.int().min(1).max(1_000_000_000_000),
  countedBy: Person,
  witnessedBy: Person
})

/** The flight's play ends; every entry in play must be bagged first. */
export const CloseFlight = z.strictObject({ type: z.literal('flight.close'), tournamentId: Id })

/** A closed flight opened again (reason required) while none of its bags went to Day 2. */
export const ReopenFlight = z.strictObject({ type: z.literal('flight.reopen'), tournamentId: Id })

/** Day 2 entries from the bags of every closed flight not carried yet, by the announced carry-over (§5.5 а, в). */
export const AdvanceDay2 = z.strictObject({ type: z.literal('day2.advance'), tournamentId: Id })

/** §5.5 д: Day 2 seated by stack — the biggest bags spread evenly over the tables, the seat drawn. */
export const SeatDay2ByStack = z.strictObject({ type: z.literal('day2.seatByStack'), tournamentId: Id })

export const flightCommands = [BagEntry, CloseFlight, ReopenFlight, AdvanceDay2, SeatDay2ByStack] as const
