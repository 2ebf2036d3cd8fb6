import { z } from 'zod'
import type { ProtocolPdfFile } from './resultsQueries'

/**
 * Operations on the installation rather than the tournament records: backups, restore, export and import. Admin only;
 * answered by the main process (they touch files), over the same two transports as commands.
 */
export const Operation = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('backup.list') }),
  z.strictObject({ type: z.literal('backup.create') }),
  z.strictObject({
    type: z.literal('backup.restore'),
    file: z.string().min(1).max(200),
    reason: z.string().trim().min(1).max(1000)
  }),
  z.strictObject({ type: z.literal('tournament.export'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal('tournament.import'), document: z.unknown() }),
  /** §27.12, §28.12: the protocol as an A4 PDF — made off the main thread, so it is an operation, not a query. */
  z.strictObject({
    type: z.literal('protocol.pdf'),
    tournamentId: z.string().min(1).max(64),
    audience: z.enum(['internal', 'public']).default('internal'),
    language: z.enum(['en', 'ru', 'sv']).default('en')
  })
])
export type Operation = z.infer<typeof Operation>

export interface BackupSummary {
  file: string
  takenAt: number
  reason: string
  bytes: number
  good: boolean
  problem?: string
}

/** The portable form of one tournament: its journal, without sequence numbers, in order. */
export const EXPORT_FORMAT = 'floorclock.tournament'

export const ExportedRecord = z.strictObject({
  event: z.looseObject({ type: z.string().min(1).max(80) }),
  actor: z.string().max(200),
  recordedAt: z.int().nonnegative(),
  occurredAt: z.int().nonnegative(),
  reason: z.string().max(1000).nullable()
})

/**
 * A record of the tournament's series (§28.1, §28.6): the series and its formula versions, and what was decided about
 * this tournament in it. `afterRecords` is how many of the tournament's own records came before it, so an import
 * replays both in their original order (a formula announced after the attachment moves an event not yet started).
 */
export const ExportedSeriesRecord = ExportedRecord.extend({ afterRecords: z.int().nonnegative() })

export const TournamentExport = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  /** 1: before series travelled with the tournament; 2: with them. Both are read. */
  version: z.union([z.literal(1), z.literal(2)]),
  tournamentId: z.string().min(1).max(64),
  /** The player-database records of the players this tournament names (created, edited; merges among them). */
  players: z.array(ExportedRecord).max(2_000_000).default([]),
  series: z.array(ExportedSeriesRecord).max(10_000).default([]),
  records: z.array(ExportedRecord).min(1).max(2_000_000)
})
export type TournamentExport = z.infer<typeof TournamentExport>

export interface OperationResults {
  'backup.list': BackupSummary[]
  'backup.create': BackupSummary
  'backup.restore': { restoredFrom: string; replacedFile: string }
  'tournament.export': z.output<typeof TournamentExport>
  'tournament.import': { tournamentId: string; records: number }
  'protocol.pdf': ProtocolPdfFile
}
