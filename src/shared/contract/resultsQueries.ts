import { z } from 'zod'
import type { ProtocolDocument } from '../core/protocol'
import type { ResultsView, PenaltyLog, RepeatCheck } from '../core/results'
import { ViolationCode } from '../core/results'
import type { SeriesStandingsView, SeriesSummary } from '../core/league'
import type { StandingsSetupView, SeriesCategoryStandingsView } from '../core/league'

const Id = z.string().min(1).max(64)

/** Results and the protocol. Admin-only: the internal protocol carries real names and discipline records. */
export const resultsQueries = [
  z.strictObject({ type: z.literal('results.get'), tournamentId: Id }),
  /** §28.12, Appendix C: the protocol from the real state — the document, printable HTML or CSV of results (PDF: the `protocol.pdf` operation). */
  z.strictObject({
    type: z.literal('results.protocol'),
    tournamentId: Id,
    format: z.enum(['document', 'html', 'csv']).default('document'),
    audience: z.enum(['internal', 'public']).default('internal'),
    language: z.enum(['en', 'ru', 'sv']).default('en')
  }),
  /** §5.4: the separate standings announced and who belongs to each — internal (membership is personal data). */
  z.strictObject({ type: z.literal('standings.get'), tournamentId: Id }),
  /** §5.4е, §28.7: a separate standing across a series (by its key: 'women', 'club:minsk aces'; the first if absent). */
  z.strictObject({
    type: z.literal('series.categoryStandings'),
    seriesId: Id,
    key: z.string().min(1).max(200).optional()
  }),
  /** §25.13, §27.4: the penalty log and disputed decisions — internal (§25.14). */
  z.strictObject({ type: z.literal('penalties.list'), tournamentId: Id }),
  /** §25.2: repeat offences of the participant, shown while recording, with the BFSP §7.1 standard measure. */
  /** §28.7: series with their announced formulas; standings with points and explanations (§28.4). */
  z.strictObject({ type: z.literal('series.list') }),
  z.strictObject({
    type: z.literal('series.standings'),
    seriesId: Id,
    language: z.enum(['en', 'ru', 'sv']).default('en')
  }),
  z.strictObject({
    type: z.literal('penalties.check'),
    tournamentId: Id,
    entryId: Id,
    violation: ViolationCode.optional(),
    playersAtTable: z.int().min(2).max(12).default(9)
  })
] as const

/** The protocol as an A4 PDF (§27.12): queries travel as JSON, so the bytes come base64-encoded. */
export interface ProtocolPdfFile {
  readonly format: 'pdf'
  readonly contentBase64: string
  readonly pages: number
}

export interface ResultsQueryResults {
  'results.get': ResultsView | null
  'results.protocol': ProtocolDocument | string | null
  'penalties.list': PenaltyLog | null
  'penalties.check': RepeatCheck | null
  'series.list': SeriesSummary[]
  'series.standings': SeriesStandingsView | null
  'standings.get': StandingsSetupView | null
  'series.categoryStandings': SeriesCategoryStandingsView | null
}
