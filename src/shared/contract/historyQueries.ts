import { z } from 'zod'
import type { HistoryOverview, PlayerHistory } from '../core/history/views'

const Id = z.string().min(1).max(64)

/** The history of past tournaments and series, and one participant across them (issue 6). Admin only: real records. */
export const historyQueries = [
  z.strictObject({ type: z.literal('history.overview') }),
  z.strictObject({ type: z.literal('history.player'), playerId: Id })
] as const

export interface HistoryQueryResults {
  'history.overview': HistoryOverview
  'history.player': PlayerHistory | null
}
