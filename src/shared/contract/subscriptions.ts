import type { SeatingView } from '../core/seating'
import { z } from 'zod'
import type {
  PublicDisplay,
  TournamentDetail,
  TournamentSummary,
  RegistrationSummary,
  FloorDashboard
} from '../core/views'
import type { ResultsView } from '../core/results'
import type { ScreensView, ScreenView, FestivalView } from '../core/display'
import type { PhoneSeat, PhoneView, PhoneSeries } from '../core/phone'
import type { ChartSeries } from '../core/charts'

/** Views the main process pushes when they change; the renderer never polls. */
export const Subscription = z.discriminatedUnion('topic', [
  z.strictObject({ topic: z.literal('tournaments') }),
  z.strictObject({ topic: z.literal('tournament'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({ topic: z.literal('display'), tournamentId: z.string().min(1).max(64).optional() }),
  z.strictObject({ topic: z.literal('registration'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({ topic: z.literal('seating'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({ topic: z.literal('results'), tournamentId: z.string().min(1).max(64) }),
  /**
   * A hall display by its own id: its settings and the tournament it shows. `tournamentId`: the one its
   * address names (used only if the director put none on it); the size is reported for the admin's list.
   */
  z.strictObject({
    topic: z.literal('screen'),
    screenId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    tournamentId: z.string().min(1).max(64).optional(),
    /** The preset its address names (`&layout=big`), used until the director chooses one. */
    layout: z.string().min(1).max(64).optional(),
    width: z.int().min(1).max(20_000).optional(),
    height: z.int().min(1).max(20_000).optional()
  }),
  /** The admin's list of displays and layouts. */
  z.strictObject({ topic: z.literal('screens') }),
  /** A player's own phone page (§12.13): the public view of one tournament with every seat by public name. */
  z.strictObject({ topic: z.literal('phone'), tournamentId: z.string().min(1).max(64) }),
  /** The phone of a player who typed the number on their seat card: that entry's seat only. */
  z.strictObject({
    topic: z.literal('phoneCard'),
    tournamentId: z.string().min(1).max(64),
    card: z.int().min(1).max(100_000)
  }),
  /** The series standings and each player's results in it, on the phone of a tournament of the series (§12.13). */
  z.strictObject({ topic: z.literal('phoneSeries'), tournamentId: z.string().min(1).max(64) }),
  /**
   * Charts of the evening: players left, entries, the average stack in big blinds over time and the
   * structure curve — counts and the structure only, public data (§27.11), a few hundred points at most.
   */
  z.strictObject({ topic: z.literal('charts'), tournamentId: z.string().min(1).max(64) }),
  /**
   * The festival board: every tournament of the hall in play or scheduled today, public facts only (§27.11). One
   * view for the whole hall, whoever asks: a display may follow it without naming a tournament.
   */
  z.strictObject({ topic: z.literal('festival') }),
  /**
   * The director's floor dashboard (admin only): every tournament in play or started today, with what needs attention.
   * `accountId` is the server's: it puts the signed-in account's own there (a scoped account sees its tournaments
   * only, §3) and replaces whatever a client sent.
   */
  z.strictObject({ topic: z.literal('floor'), accountId: z.string().min(1).max(64).optional() })
])
export type Subscription = z.infer<typeof Subscription>

export interface SubscriptionValues {
  tournaments: TournamentSummary[]
  tournament: TournamentDetail | null
  display: PublicDisplay
  registration: RegistrationSummary | null
  seating: SeatingView | null
  results: ResultsView | null
  screen: ScreenView
  screens: ScreensView
  phone: PhoneView
  phoneCard: PhoneSeat | null
  phoneSeries: PhoneSeries | null
  charts: ChartSeries | null
  festival: FestivalView
  floor: FloorDashboard
}

export type PushValue<S extends Subscription> = SubscriptionValues[S['topic']]

/** Topics a display connection (a hall screen, a player's phone) may subscribe to: public data only. */
export const PUBLIC_TOPICS: ReadonlySet<Subscription['topic']> = new Set([
  'display',
  'screen',
  'phone',
  'phoneCard',
  'phoneSeries',
  'charts',
  'festival'
])

/** The key of a subscription: in its own module, without zod, for every page's client. */
export { subscriptionKey } from './subscriptionKey'
