import { z } from 'zod'
import type { RegistrationEvent } from '../registration'
import { Awards, EntryTerms } from '../registration'
import { Id, positionId, spec, Text, TournamentRef, type EventOf, type EventSpecs } from './spec'

const Entry = { ...TournamentRef, entryId: Id }
const Level = z.int().min(0).max(500)
const Chips = z.int().min(0).max(Number.MAX_SAFE_INTEGER)

export const registrationEvents = {
  'registration.termsSet': spec<EventOf<'registration.termsSet'>>()(
    1,
    z.strictObject({
      type: z.literal('registration.termsSet'),
      ...TournamentRef,
      terms: EntryTerms,
      previous: EntryTerms
    })
  ),
  'registration.awardsSet': spec<EventOf<'registration.awardsSet'>>()(
    1,
    z.strictObject({ type: z.literal('registration.awardsSet'), ...TournamentRef, awards: Awards, previous: Awards })
  ),
  // v2: the satellite ticket the seat was won with, when it was; version 1 entries had none (no field).
  // v3: the director's override for a player in play in another tournament (§6.9), and the seats the player held
  // elsewhere then (alsoInPlay); version 2 entries were never checked, so they have none (no field).
  'entry.registered': spec<EventOf<'entry.registered'>>()(
    3,
    z.strictObject({
      type: z.literal('entry.registered'),
      ...Entry,
      playerId: Id,
      kind: z.enum(['entry', 'reentry']),
      status: z.enum(['registered', 'pre-registered', 'waiting']),
      number: z.int().min(1).nullable(),
      chips: Chips,
      late: z.boolean(),
      override: z.enum(['late-registration', 'disqualified', 'waiting-list', 'in-play-elsewhere']).nullable(),
      ticket: z.strictObject({ ticketId: Id, satelliteId: Id }).optional(),
      alsoInPlay: z
        .array(
          z.strictObject({
            tournamentId: Id,
            entryId: Id,
            table: z.int().min(1).nullable(),
            seat: z.int().min(1).nullable(),
            allowed: z.enum(['flight', 'satellite']).nullable()
          })
        )
        .max(100)
        .optional()
    }),
    { 1: (event) => event, 2: (event) => event }
  ),
  'entry.confirmed': spec<EventOf<'entry.confirmed'>>()(
    1,
    z.strictObject({ type: z.literal('entry.confirmed'), ...Entry })
  ),
  'entry.admitted': spec<EventOf<'entry.admitted'>>()(
    1,
    z.strictObject({ type: z.literal('entry.admitted'), ...Entry, number: z.int().min(1), late: z.boolean() })
  ),
  'entry.withdrawn': spec<EventOf<'entry.withdrawn'>>()(
    1,
    z.strictObject({ type: z.literal('entry.withdrawn'), ...Entry })
  ),
  // v2: the hand the elimination enters the results journal as, chosen when decided. Version 1 took it
  // from the journal position ("e" + seq); the upcast gives exactly that id, so old undos and corrections still find it.
  'entry.eliminated': spec<EventOf<'entry.eliminated'>>()(
    2,
    z.strictObject({
      type: z.literal('entry.eliminated'),
      ...Entry,
      level: Level,
      confirmedBy: Text(120),
      eliminatedBy: Id.nullable(),
      handId: Id
    }),
    { 1: (event, at) => ({ ...event, handId: positionId('e', at) }) }
  ),
  'entry.disqualified': spec<EventOf<'entry.disqualified'>>()(
    1,
    z.strictObject({ type: z.literal('entry.disqualified'), ...Entry, level: Level.nullable() })
  ),
  'entry.disqualificationLifted': spec<EventOf<'entry.disqualificationLifted'>>()(
    1,
    z.strictObject({ type: z.literal('entry.disqualificationLifted'), ...Entry })
  ),
  'entry.rebought': spec<EventOf<'entry.rebought'>>()(
    1,
    z.strictObject({ type: z.literal('entry.rebought'), ...Entry, stack: Chips, chips: Chips })
  ),
  'entry.addedOn': spec<EventOf<'entry.addedOn'>>()(
    1,
    z.strictObject({ type: z.literal('entry.addedOn'), ...Entry, chips: Chips })
  )
} satisfies EventSpecs<RegistrationEvent>
