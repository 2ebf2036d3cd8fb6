import type { DisputeFields, DisputedDecision } from './disputedDecision'
import type { PenaltyFields, PenaltyRecord } from './penaltyRecord'

export type PenaltyEvent =
  | { type: 'penalty.recorded'; tournamentId: string; penalty: PenaltyRecord }
  | { type: 'penalty.published'; tournamentId: string; penaltyId: string; published: boolean }
  | { type: 'penalty.timeAwayStarted'; tournamentId: string; penaltyId: string; startedAt: number; endsAt: number }
  | { type: 'dispute.recorded'; tournamentId: string; decision: DisputedDecision }
  /** §27.8: previous and new values; who, when and why are the record's actor, recordedAt and reason. */
  | { type: 'penalty.corrected'; tournamentId: string; penaltyId: string; previous: PenaltyFields; next: PenaltyFields }
  | { type: 'penalty.withdrawn'; tournamentId: string; penaltyId: string }
  | { type: 'dispute.published'; tournamentId: string; disputeId: string; published: boolean }
  | { type: 'dispute.corrected'; tournamentId: string; disputeId: string; previous: DisputeFields; next: DisputeFields }
