import { z } from 'zod'
import type { PenaltyEvent } from '../results'
import { DisputedDecision, DisputeFields, PenaltyFields, PenaltyRecord } from '../results'
import { Id, spec, Time, TournamentRef, type EventOf, type EventSpecs } from './spec'

/** Versions that only added an optional field: the old record reads as it is. */
const SAME = { 1: (event: Record<string, unknown>) => event }

export const penaltyEvents = {
  // v2: the player's seat at the table (`penalty.seat`, optional: a v1 record has none).
  'penalty.recorded': spec<EventOf<'penalty.recorded'>>()(
    2,
    z.strictObject({ type: z.literal('penalty.recorded'), ...TournamentRef, penalty: PenaltyRecord }),
    SAME
  ),
  'penalty.published': spec<EventOf<'penalty.published'>>()(
    1,
    z.strictObject({ type: z.literal('penalty.published'), ...TournamentRef, penaltyId: Id, published: z.boolean() })
  ),
  'penalty.timeAwayStarted': spec<EventOf<'penalty.timeAwayStarted'>>()(
    1,
    z.strictObject({
      type: z.literal('penalty.timeAwayStarted'),
      ...TournamentRef,
      penaltyId: Id,
      startedAt: Time,
      endsAt: Time
    })
  ),
  'dispute.recorded': spec<EventOf<'dispute.recorded'>>()(
    1,
    z.strictObject({ type: z.literal('dispute.recorded'), ...TournamentRef, decision: DisputedDecision })
  ),
  // v2: the corrected fields may include the seat.
  'penalty.corrected': spec<EventOf<'penalty.corrected'>>()(
    2,
    z.strictObject({
      type: z.literal('penalty.corrected'),
      ...TournamentRef,
      penaltyId: Id,
      previous: PenaltyFields,
      next: PenaltyFields
    }),
    SAME
  ),
  'penalty.withdrawn': spec<EventOf<'penalty.withdrawn'>>()(
    1,
    z.strictObject({ type: z.literal('penalty.withdrawn'), ...TournamentRef, penaltyId: Id })
  ),
  'dispute.published': spec<EventOf<'dispute.published'>>()(
    1,
    z.strictObject({ type: z.literal('dispute.published'), ...TournamentRef, disputeId: Id, published: z.boolean() })
  ),
  'dispute.corrected': spec<EventOf<'dispute.corrected'>>()(
    1,
    z.strictObject({
      type: z.literal('dispute.corrected'),
      ...TournamentRef,
      disputeId: Id,
      previous: DisputeFields,
      next: DisputeFields
    })
  )
} satisfies EventSpecs<PenaltyEvent>
