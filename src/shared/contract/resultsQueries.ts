import { z } from 'zod'
import type { ProtocolDocument } from '../core/results/Protocol'
import type { ResultsView } from '../core/results/views'

const Id = z.string().min(1).max(64)

/** Results and the protocol (issue 6). Admin-only: the internal protocol carries real names and discipline records. */
export const resultsQueries = [
  z.strictObject({ type: z.literal('results.get'), tournamentId: Id }),
  /** §28.12, Appendix C: the protocol from the real state — the document, printable HTML or CSV of results. */
  z.strictObject({
    type: z.literal('results.protocol'),
    tournamentId: Id,
    format: z.enum(['document', 'html', 'csv']).default('document'),
    audience: z.enum(['internal', 'public']).default('internal'),
    language: z.enum(['en', 'ru', 'sv']).default('en')
  })
] as const

export interface ResultsQueryResults {
  'results.get': ResultsView | null
  'results.protocol': ProtocolDocument | string | null
}
