import type { DisputedDecision } from './DisputedDecision'
import type { PenaltyRecord } from './Penalty'

export type PenaltyEvent =
  | { type: 'penalty.recorded'; tournamentId: string; penalty: PenaltyRecord }
  | { type: 'penalty.published'; tournamentId: string; penaltyId: string; published: boolean }
  | { type: 'penalty.timeAwayStarted'; tournamentId: string; penaltyId: string; startedAt: number; endsAt: number }
  | { type: 'dispute.recorded'; tournamentId: string; decision: DisputedDecision }
