import path from 'node:path'
import Database from 'better-sqlite3'
import type { SafeModeReport } from '../../../shared/contract/protocol'
import { fail, ok, type Result } from '../../../shared/contract/result'
import { translate, type Language, type Params } from '../../../shared/i18n'
import type { EventRecord, NewEventRecord } from '../../../shared/core/record'
import type { Rejection } from '../../../shared/core/rejection'
import { initialState } from '../../../shared/core/state'
import {
  evolveStored,
  recordAt,
  UnreadableRecordError,
  type RecordAt,
  type RecordProblem
} from '../../../shared/core/storedRecords'
import { Backups, restoreFile } from '../../store/backups'
import { EventStore } from '../../store/eventStore'
import { lockDataFolder } from '../../store/lock'
import { DATABASE_FILE } from './dataDir'
import type { Session } from '../service'

/** The first record of a journal that cannot be read or folded, as the safe mode names it (seq, type, time, who). */
export type UnfoldableRecord = SafeModeReport['record']

function unfoldable(at: RecordAt, problem: RecordProblem): UnfoldableRecord {
  return { ...at, problem: problem.detail, reason: { code: problem.code, params: problem.params } }
}

/**
 * Read and fold a journal from the start, record by record, and name the first record that cannot be read (a row
 * that is not what Floorclock writes), does not fit the records before it (it names what does not exist), or throws
 * when folded; null when all fold. The rare path (a start that failed), so it folds afresh rather than trusting any
 * snapshot. A journal this build must refuse as a whole (written by a newer Floorclock, a damaged page) still throws.
 */
export function findUnfoldableRecord(records: Iterable<EventRecord>): UnfoldableRecord | null {
  const state = initialState()
  const reading = records[Symbol.iterator]()
  for (;;) {
    let next: IteratorResult<EventRecord>
    try {
      next = reading.next()
    } catch (error) {
      if (error instanceof UnreadableRecordError) return unfoldable(error.at, error.problem)
      throw error
    }
    if (next.done) return null
    const record = next.value
    try {
      evolveStored(state, record)
    } catch (error) {
      reading.return?.()
      if (error instanceof UnreadableRecordError) return unfoldable(error.at, error.problem)
      const detail = error instanceof Error ? error.message : String(error)
      return unfoldable(recordAt(record), { code: 'fold', params: { detail }, detail })
    }
  }
}

/**
 * The journal as the safe mode reads it: every record before the one that cannot be read or folded (the floor as it
 * stood just before it), and no appends at all. Every read stops before that record — the history, the exports'
 * chunks and the player histories as well as the fold — and the records in the file stay exactly as they are.
 */
export class SafeModeJournal extends EventStore {
  constructor(db: Database.Database, firstUnfoldable: number) {
    super(db, { readBefore: firstUnfoldable })
  }

  override append(_records: readonly NewEventRecord[]): EventRecord[] {
    throw new Error('Safe mode: the journal is read-only')
  }
}

/** The refusal of every command and every recording operation while in safe mode. */
export function safeModeRefusal(record: UnfoldableRecord): Rejection {
  return {
    code: 'error.safeMode',
    message:
      `Floorclock is in safe mode: record ${record.seq} (${record.type}) of the journal cannot be read, ` +
      'so nothing is recorded until a backup is restored',
    params: { seq: record.seq, type: record.type }
  }
}

/** The newest backup (SQLite-good) whose journal also folds, newest first; the damaged database's copies are skipped. */
export function newestFoldingBackup(backups: Backups): { file: string; takenAt: number } | null {
  for (const backup of backups.list()) {
    if (!backup.good) continue
    let db: Database.Database | undefined
    try {
      db = new Database(path.join(backups.dir, backup.file), { readonly: true, fileMustExist: true })
      if (findUnfoldableRecord(new EventStore(db).readAll()) === null)
        return { file: backup.file, takenAt: backup.takenAt }
    } catch {
      // unreadable: try the next one
    } finally {
      db?.close()
    }
  }
  return null
}

/** What the safe mode tells the director, on the hall server's stdout, in the admin and in the shell's dialog. */
export function safeModeReport(
  dataDir: string,
  record: UnfoldableRecord,
  command = 'npm run serve --'
): SafeModeReport {
  const backups = new Backups(dataDir, () => Date.now())
  const backup = newestFoldingBackup(backups)
  return {
    record,
    databaseFile: path.join(dataDir, DATABASE_FILE),
    dataDir,
    backup,
    restoreCommand: backup ? `${command} --data-dir ${quoteArg(dataDir)} --restore-backup ${backup.file}` : null
  }
}

function quoteArg(value: string): string {
  return /^[\w./:@-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`
}

/** What is wrong with the record, in `language` (the admin's screen, the desktop dialog, the console). */
export function safeModeProblemText(record: UnfoldableRecord, language: Language = 'en'): string {
  return translate(language, `safeMode.problem.${record.reason.code}`, record.reason.params as Params)
}

/** The safe mode in plain lines (stdout of the hall server; the Electron shell's dialog text). */
export function safeModeLines(report: SafeModeReport): string[] {
  const r = report.record
  const when = (ms: number | null): string => (ms === null ? 'unknown (its time column is damaged)' : iso(ms))
  return [
    'SAFE MODE: the journal has a record Floorclock cannot read, so nothing is recorded.',
    `  Record:    #${r.seq} ${r.type || '(no type)'} (stream ${r.stream || '(none)'})`,
    `  Recorded:  ${when(r.recordedAt)} by ${r.actor || '(nobody named)'}`,
    `  Problem:   ${safeModeProblemText(r)}`,
    `  Detail:    ${r.problem}`,
    `  Database:  ${report.databaseFile} (kept as it is)`,
    ...(report.backup
      ? [
          `  Newest good backup: ${report.backup.file} (${iso(report.backup.takenAt)})`,
          `  To restore it (the damaged file is kept in backups/), stop this server and run:`,
          `    ${report.restoreCommand}`
        ]
      : ['  No backup whose journal can be read was found in the backups folder.']),
    'The clock screens keep showing the floor as it was before that record.'
  ]
}

function iso(ms: number): string {
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString()
}

/**
 * Restore a backup by file name before the database is opened (the hall server's `--restore-backup`, the shell's
 * dialog). The database it replaces, damaged or not, is kept in backups/ (reason "replaced").
 */
export function restoreBackupBeforeStart(dataDir: string, name: string): { restored: string; replaced: string } {
  const backups = new Backups(dataDir, () => Date.now())
  const file = backups.resolve(name)
  if (!file) throw new Error(`No backup named ${name} in ${backups.dir}`)
  // Only while holding the data folder: never under another process that has the database open.
  const lock = lockDataFolder(dataDir)
  try {
    const replaced = restoreFile(path.join(dataDir, DATABASE_FILE), file, backups)
    return { restored: name, replaced }
  } finally {
    lock.release()
  }
}

/**
 * Operations while in safe mode: listing the backups is fine; everything that writes (a backup of the damaged
 * journal would rotate good ones out), restores while running, imports and exports of a partial journal are refused.
 */
export function safeModeOperate(
  record: UnfoldableRecord,
  listBackups: () => unknown
): (input: unknown, session: Session) => Promise<Result<unknown>> {
  return async (input, session) => {
    if (session.role !== 'admin') return fail({ code: 'error.readOnly', message: 'Only the admin may manage backups' })
    const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined
    if (type === 'backup.list') return ok(listBackups())
    return fail(safeModeRefusal(record))
  }
}
