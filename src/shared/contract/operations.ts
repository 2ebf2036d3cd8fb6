import { z } from 'zod'
import type { ProtocolPdfFile } from './resultsQueries'
import { SharingStart, type SharingStatus } from './sharing'
import { FederationOperation, type FederationStatus } from './federation'
import { TournamentFields } from '../core/tournament'
import type { ResultsImportPreview } from '../core/history'

/**
 * Operations on the installation rather than the tournament records: backups, restore, export and import. Admin only;
 * answered by the main process (they touch files), over the same two transports as commands.
 */
export const Operation = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('backup.list') }),
  z.strictObject({ type: z.literal('backup.create') }),
  /** What a restore from this backup would set aside, read without writing beside the backup. */
  z.strictObject({ type: z.literal('backup.preview'), file: z.string().min(1).max(200) }),
  z.strictObject({
    type: z.literal('backup.restore'),
    file: z.string().min(1).max(200),
    reason: z.string().trim().min(1).max(1000)
  }),
  z.strictObject({ type: z.literal('tournament.export'), tournamentId: z.string().min(1).max(64) }),
  z.strictObject({
    type: z.literal('tournament.import'),
    document: z.unknown(),
    /**
     * The director's reason for merges the file makes of players recorded here (a file that makes one is
     * refused without it, error.import.mergesLocal).
     */
    mergeReason: z.string().trim().min(1).max(1000).optional()
  }),
  /**
   * A past tournament's final standings from a spreadsheet (place, name, club): previewed with the column
   * mapping and the players matched; `confirm` records it as an imported tournament, decided like any import.
   */
  z.strictObject({
    type: z.literal('results.importCsv'),
    csv: z.string().max(5_000_000),
    mapping: z
      .partialRecord(z.enum(['place', 'displayName', 'fullName', 'clubId']), z.int().min(-1).max(500))
      .optional(),
    fields: TournamentFields,
    playedAt: z.int().nonnegative(),
    confirm: z.boolean().default(false)
  }),
  /** §27.12, §28.12: the protocol as an A4 PDF — made off the main thread, so it is an operation, not a query. */
  z.strictObject({
    type: z.literal('protocol.pdf'),
    tournamentId: z.string().min(1).max(64),
    audience: z.enum(['internal', 'public']).default('internal'),
    language: z.enum(['en', 'ru', 'sv']).default('en')
  }),
  /** The desktop app shares the clock on the hall network (contract/sharing.ts). */
  z.strictObject({ type: z.literal('sharing.status') }),
  SharingStart,
  z.strictObject({ type: z.literal('sharing.stop') }),
  z.strictObject({ type: z.literal('sharing.newPin') }),
  /**
   * §27.8: the hall's time zone the protocol prints its times in — read it, or set it (an IANA name; null: the zone of
   * the computer the floor runs on).
   */
  z.strictObject({
    type: z.literal('hall.timeZone'),
    set: z.string().trim().min(1).max(64).nullable().optional()
  }),
  /** Publishing approved protocols to the federation (contract/federation.ts). */
  ...FederationOperation.options
])
export type Operation = z.infer<typeof Operation>

/**
 * §3: the tournament an operation works on, for the scope of the account that asks — its export, its protocol as PDF,
 * the import of its file (the file's own tournament, named as the file names it). Null: an operation on the hall as a
 * whole (backups, sharing, the time zone, the federation; past results from a spreadsheet, which become a new
 * tournament of the hall's history as a created one does). Read before the request is parsed, so it costs nothing on
 * a large file: what is not a string names nothing, and the parse refuses it anyway.
 */
export function tournamentOfOperation(operation: unknown): { id: string; name?: string } | null {
  const op = operation as { type?: unknown; tournamentId?: unknown; document?: unknown } | null
  if (typeof op !== 'object' || op === null) return null
  if (op.type === 'tournament.export' || op.type === 'protocol.pdf')
    return typeof op.tournamentId === 'string' ? { id: op.tournamentId } : null
  if (op.type !== 'tournament.import' || typeof op.document !== 'object' || op.document === null) return null
  const doc = op.document as { tournamentId?: unknown; records?: unknown }
  if (typeof doc.tournamentId !== 'string') return null
  const first = Array.isArray(doc.records) ? (doc.records[0] as { event?: { fields?: { name?: unknown } } }) : null
  const name = first?.event?.fields?.name
  return typeof name === 'string' ? { id: doc.tournamentId, name } : { id: doc.tournamentId }
}

/** The hall's time zone: the one in force, the computer's own, and the one the director chose (null: none). */
export interface HallTimeZone {
  zone: string
  machine: string
  chosen: string | null
}

export interface BackupSummary {
  file: string
  takenAt: number
  reason: string
  bytes: number
  good: boolean
  problem?: string
}

/** One live record a restore would set aside (it stays in the replaced database, kept in the backup folder). */
export interface DiscardedRecord {
  seq: number
  type: string
  actor: string
  recordedAt: number
  /** The tournament's name, or the journal it belongs to ('players', 'series', …). */
  where: string
}

export interface BackupPreview {
  file: string
  /** Records in the backup, and the last of them. */
  backupRecords: number
  backupLastSeq: number
  liveLastSeq: number
  /** The journals agree up to this record; every live record after it is set aside. */
  agreeUpTo: number
  discardedCount: number
  /** The first 500 records set aside, oldest first. */
  discarded: DiscardedRecord[]
}

/** The portable form of one tournament: its journal, without sequence numbers, in order. */
export const EXPORT_FORMAT = 'floorclock.tournament'

export const ExportedRecord = z.strictObject({
  event: z.looseObject({ type: z.string().min(1).max(80) }),
  /** The version of the event type it is written in (format 3 on; earlier files are of version 1). */
  v: z.int().min(1).max(1000).optional(),
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

/**
 * A record of the player database the tournament names (format 3 on): `afterRecords` places it among the
 * tournament's records as it happened, so a merge recorded during the event moves the entries it moved there.
 * Earlier files have none: their player records come first.
 */
export const ExportedPlayerRecord = ExportedRecord.extend({ afterRecords: z.int().nonnegative().optional() })

export const TournamentExport = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  /**
   * 1: before series travelled with the tournament; 2: with them; 3: each record with its event version, every id
   * it refers to stored in it. All are read.
   */
  version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  tournamentId: z.string().min(1).max(64),
  /** The player-database records of the players this tournament names (created, edited; merges among them). */
  players: z.array(ExportedPlayerRecord).max(2_000_000).default([]),
  series: z.array(ExportedSeriesRecord).max(10_000).default([]),
  records: z.array(ExportedRecord).min(1).max(2_000_000)
})
export type TournamentExport = z.infer<typeof TournamentExport>

export interface OperationResults {
  'backup.list': BackupSummary[]
  'backup.create': BackupSummary
  'backup.preview': BackupPreview
  'backup.restore': { restoredFrom: string; replacedFile: string }
  'tournament.export': z.output<typeof TournamentExport>
  'tournament.import': { tournamentId: string; records: number }
  'results.importCsv': { preview: ResultsImportPreview; imported: { tournamentId: string; records: number } | null }
  'protocol.pdf': ProtocolPdfFile
  'sharing.status': SharingStatus
  'sharing.start': SharingStatus
  'sharing.stop': SharingStatus
  'sharing.newPin': SharingStatus
  'hall.timeZone': HallTimeZone
  'federation.status': FederationStatus
  'federation.setUrl': FederationStatus
  'federation.sendNow': FederationStatus
  'federation.pullNow': FederationStatus
  'federation.rotateKey': FederationStatus
}
