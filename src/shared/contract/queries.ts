import { z } from 'zod'
import type { EventRecord } from '../core/record'
import type { PublicDisplay, TournamentDetail, TournamentSummary } from '../core/views'
import { registrationQueries, type RegistrationQueryResults } from './registrationQueries'
import { seatingQueries, type SeatingQueryResults } from './seatingQueries'
import { resultsQueries, type ResultsQueryResults } from './resultsQueries'
import { historyQueries, type HistoryQueryResults } from './historyQueries'
import { accountQueries, type AccountQueryResults } from './accountQueries'
import { chipRaceQueries, type ChipRaceQueryResults } from './chipRaceQueries'
import { flightQueries, type FlightQueryResults } from './flightQueries'

/** Read-only questions. `admin` queries see internal data; `public` ones are what a display may ask. */
export const Query = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('tournaments.list') }),
  z.strictObject({ type: z.literal('tournament.get'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({
    type: z.literal('journal.list'),
    tournamentId: z.string().min(1).max(64).optional(),
    /** Only the records that name this player or one of their entries (§4.7: the history of one participant). */
    playerId: z.string().min(1).max(64).optional(),
    limit: z.int().min(1).max(10_000).default(200)
  }),
  z.strictObject({ type: z.literal('display.get'), tournamentId: z.string().min(1).max(64).optional() }),
  /** The director's logo or a sound by the reference a public clock carries (fetched once per file by each screen). */
  z.strictObject({ type: z.literal('display.media'), ref: z.string().min(1).max(200) }),
  /**
   * Admin only: a digest of the whole folded state. `canonical`: content, Maps and Sets in iteration
   * order — a restart on the same journal must rebuild the same digest; `sorted`: the same with Map and Set entries
   * sorted (to tell an order-only difference); `memory`: the exact structure in memory, fast — for the same process
   * before and after a command (a refused command must leave it unchanged), not across restarts.
   */
  z.strictObject({
    type: z.literal('state.digest'),
    form: z.enum(['canonical', 'sorted', 'memory']).default('canonical')
  }),
  ...registrationQueries,
  ...seatingQueries,
  ...resultsQueries,
  ...historyQueries,
  ...accountQueries,
  ...chipRaceQueries,
  ...flightQueries
])
export type Query = z.infer<typeof Query>
export type QueryInput = z.input<typeof Query>

export interface QueryResults
  extends
    RegistrationQueryResults,
    SeatingQueryResults,
    ResultsQueryResults,
    HistoryQueryResults,
    AccountQueryResults,
    ChipRaceQueryResults,
    FlightQueryResults {
  'tournaments.list': TournamentSummary[]
  'tournament.get': TournamentDetail | null
  'journal.list': EventRecord[]
  'display.get': PublicDisplay
  'display.media': string | null
  'state.digest': StateDigest
}

export type DigestForm = 'canonical' | 'sorted' | 'memory'

/** A digest of the folded state: the whole, and one digest per part (to name where two states differ). */
export interface StateDigest {
  digest: string
  form: DigestForm
  lastSeq: number
  parts: Record<string, string>
  /** Records in the journal (the store's count, not the fold's). */
  journalLength?: number
}

/** Queries a display (read-only, public data only) connection may make. */
export const PUBLIC_QUERIES: ReadonlySet<Query['type']> = new Set(['display.get', 'display.media'])
