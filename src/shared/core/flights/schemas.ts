import { z } from 'zod'

const Id = z.string().min(1).max(64)

export { MultiDay, MultiDayEvent, MultiDayFlight } from '../tournament'

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

/**
 * The flight's play ends; every entry in play must be bagged first. §27.5: bags that do not add up to the chips in
 * play are refused with both figures until the director confirms that very difference (`difference`, with a reason):
 * the counted chips are the record, the difference is information kept with the closing.
 */
export const CloseFlight = z.strictObject({
  type: z.literal('flight.close'),
  tournamentId: Id,
  difference: z.strictObject({ bagged: z.int().min(0).max(1e15), inPlay: z.int().min(0).max(1e15) }).optional()
})

/** A closed flight opened again (reason required) while none of its bags went to Day 2. */
export const ReopenFlight = z.strictObject({ type: z.literal('flight.reopen'), tournamentId: Id })

/** Day 2 entries from the bags of every closed flight not carried yet, by the announced carry-over (§5.5 а, в). */
export const AdvanceDay2 = z.strictObject({ type: z.literal('day2.advance'), tournamentId: Id })

/** §5.5 д: Day 2 seated by stack — the biggest bags spread evenly over the tables, the seat drawn. */
export const SeatDay2ByStack = z.strictObject({ type: z.literal('day2.seatByStack'), tournamentId: Id })

export const flightCommands = [BagEntry, CloseFlight, ReopenFlight, AdvanceDay2, SeatDay2ByStack] as const
