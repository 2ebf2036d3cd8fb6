import { z } from 'zod'
import type { FlightEvent } from '../flights'
import { Id, spec, TournamentRef, type EventOf, type EventSpecs } from './spec'

const Person = z.string().min(1).max(80)
const Chips = z.int().min(1)

/*
 * §5.5, §27.5: bag-and-tag, flights closed and reopened, Day 2 entries carried. `fields.multiDay` is an
 * optional part of the tournament's fields that older records lack — they read as they are, so no new version.
 */
export const flightEvents = {
  'flight.bagged': spec<EventOf<'flight.bagged'>>()(
    1,
    z.strictObject({
      type: z.literal('flight.bagged'),
      ...TournamentRef,
      entryId: Id,
      playerId: Id,
      chips: Chips,
      countedBy: Person,
      witnessedBy: Person
    })
  ),
  'flight.closed': spec<EventOf<'flight.closed'>>()(
    1,
    // An optional field older records lack: they read as closings with bags that agreed, so no new version.
    z.strictObject({
      type: z.literal('flight.closed'),
      ...TournamentRef,
      bags: z.strictObject({ bagged: z.int().min(0), inPlay: z.int().min(0) }).optional()
    })
  ),
  'flight.reopened': spec<EventOf<'flight.reopened'>>()(
    1,
    z.strictObject({ type: z.literal('flight.reopened'), ...TournamentRef })
  ),
  // v2 (§5.10 with §5.5): the bounty on the head the bag carries, in a bounty event; version 1 records had none (no
  // field), so their Day 2 heads start with the starting bounty as they did.
  'day2.carried': spec<EventOf<'day2.carried'>>()(
    2,
    z.strictObject({
      type: z.literal('day2.carried'),
      ...TournamentRef,
      entryId: Id,
      playerId: Id,
      chips: Chips,
      fromFlightId: Id,
      fromEntryId: Id,
      replacesEntryId: Id.optional(),
      bounty: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional()
    }),
    { 1: (event) => event }
  )
} satisfies EventSpecs<FlightEvent>
