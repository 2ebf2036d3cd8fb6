import { z } from 'zod'
import type { TicketEvent } from '../tickets'
import { Id, spec, TournamentRef, type EventOf, type EventSpecs } from './spec'

export const ticketEvents = {
  'ticket.issued': spec<EventOf<'ticket.issued'>>()(
    1,
    z.strictObject({
      type: z.literal('ticket.issued'),
      ...TournamentRef,
      ticketId: Id,
      forTournamentId: Id,
      place: z.int().min(1).max(10_000).nullable(),
      entryId: Id,
      playerId: Id
    })
  ),
  'ticket.voided': spec<EventOf<'ticket.voided'>>()(
    1,
    z.strictObject({ type: z.literal('ticket.voided'), ...TournamentRef, ticketId: Id })
  )
} satisfies EventSpecs<TicketEvent>
