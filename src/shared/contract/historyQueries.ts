import { z } from 'zod'
import type { HistoryOverview, PlayerHistory } from '../core/history'
import type { JournalNames } from '../core/journal'

const Id = z.string().min(1).max(64)

/** The history of past tournaments and series, and one participant across them. Admin only: real records. */
export const historyQueries = [
  z.strictObject({ type: z.literal('history.overview') }),
  z.strictObject({ type: z.literal('history.player'), playerId: Id }),
  /** The names a journal table shows — tournaments, their entries' players, and these players. */
  z.strictObject({
    type: z.literal('journal.names'),
    tournamentIds: z.array(Id).max(1000),
    playerIds: z.array(Id).max(1000).default([])
  })
] as const

export interface HistoryQueryResults {
  'history.overview': HistoryOverview
  'history.player': PlayerHistory | null
  'journal.names': JournalNames
}
