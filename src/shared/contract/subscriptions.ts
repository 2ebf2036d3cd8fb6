import type { SeatingView } from '../core/seating/views'
import { z } from 'zod'
import type { PublicDisplay, TournamentDetail, TournamentSummary } from '../core/views'
import type { RegistrationSummary } from '../core/registration/views'
import type { ResultsView } from '../core/results/views'

/** Views the main process pushes when they change; the renderer never polls. */
export const Subscription = z.discriminatedUnion('topic', [
  z.strictObject({ topic: z.literal('tournaments') }),
  z.strictObject({ topic: z.literal('tournament'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({ topic: z.literal('display'), tournamentId: z.string().min(1).max(64).optional() }),
  z.strictObject({ topic: z.literal('registration'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({ topic: z.literal('seating'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({ topic: z.literal('results'), tournamentId: z.string().min(1).max(64) })
])
export type Subscription = z.infer<typeof Subscription>

export interface SubscriptionValues {
  tournaments: TournamentSummary[]
  tournament: TournamentDetail | null
  display: PublicDisplay
  registration: RegistrationSummary | null
  seating: SeatingView | null
  results: ResultsView | null
}

export type PushValue<S extends Subscription> = SubscriptionValues[S['topic']]

/** Topics a display connection may subscribe to: public data only. */
export const PUBLIC_TOPICS: ReadonlySet<Subscription['topic']> = new Set(['display'])

/** A stable key for a subscription, so identical subscriptions share one computed view. */
export function subscriptionKey(sub: Subscription): string {
  switch (sub.topic) {
    case 'tournaments':
      return 'tournaments'
    case 'tournament':
      return `tournament:${sub.tournamentId}`
    case 'display':
      return `display:${sub.tournamentId ?? ''}`
    case 'registration':
      return `registration:${sub.tournamentId}`
    case 'seating':
      return `seating:${sub.tournamentId}`
    case 'results':
      return `results:${sub.tournamentId}`
  }
}
