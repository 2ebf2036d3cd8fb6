import { z } from 'zod'
import type { SeatingListRow, SeatingView } from '../core/seating'

const Id = z.string().min(1).max(64)

/** Seating queries. Admin-only: the floor map carries entry ids and numbers. */
export const seatingQueries = [
  z.strictObject({ type: z.literal('seating.get'), tournamentId: Id }),
  /** The paper fallback (§27.12): everyone seated, sorted by name. */
  z.strictObject({ type: z.literal('seating.list'), tournamentId: Id })
] as const

export interface SeatingQueryResults {
  'seating.get': SeatingView | null
  'seating.list': SeatingListRow[]
}
