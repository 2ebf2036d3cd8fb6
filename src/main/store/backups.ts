import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { DatabaseRefusedError, inspectExisting } from './database'

/** `quit`: taken as the desktop app closes. */
export type BackupReason = 'interval' | 'break' | 'manual' | 'quit' | 'before-restore' | 'replaced'

export interface BackupInfo {
  file: string
  takenAt: number
  reason: BackupReason
  bytes: number
  /** Passed the integrity check and is a Floorclock database this app can open. */
  good: boolean
  problem?: string
}

const NAME = /^floorclock-(\d{8}T\d{6}\d{3}Z)-([a-z-]+)\.sqlite$/

export const BACKUP_FOLDER = 'backups'

/**
 * Rotating online backups (SQLite's backup API, safe while the app writes). Files are named by time and reason, the
 * newest `keep` are kept; backups taken before a restore and the database a restore replaced are never rotated out.
 */
export class Backups {
  readonly dir: string

  constructor(
    dataDir: string,
    private readonly now: () => number,
    private readonly keep = 24
  ) {
    this.dir = path.join(dataDir, BACKUP_FOLDER)
  }

  async take(db: Database.Database, reason: BackupReason): Promise<BackupInfo> {
    fs.mkdirSync(this.dir, { recursive: true })
    const file = path.join(this.dir, this.fileName(reason))
    await db.backup(file)
    toRollbackJournal(file)
    this.rotate()
    return this.describe(file)
  }

  fileName(reason: BackupReason): string {
    const stamp = new Date(this.now()).toISOString().replace(/[-:]/g, '').replace('.', '')
    return `floorclock-${stamp}-${reason}.sqlite`
  }

  /** Newest first. */
  list(): BackupInfo[] {
    if (!fs.existsSync(this.dir)) return []
    return fs
      .readdirSync(this.dir)
      .filter((name) => NAME.test(name))
      .map((name) => this.describe(path.join(this.dir, name)))
      .sort((a, b) => b.takenAt - a.takenAt || b.file.localeCompare(a.file))
  }

  newestGood(): BackupInfo | undefined {
    return this.list().find((b) => b.good)
  }

  /** Resolve a backup named by its file name only (never a path from outside the backup folder). */
  resolve(name: string): string | null {
    if (!NAME.test(name) || path.basename(name) !== name) return null
    const file = path.join(this.dir, name)
    return fs.existsSync(file) ? file : null
  }

  /**
   * Where a backup's journal ends, read without writing beside it: the restore preview compares it with
   * the live journal to say which records a restore would set aside.
   */
  journalEnd(file: string): { lastSeq: number; records: number } {
    return readOnly(file, (db) => {
      const row = db.prepare('SELECT coalesce(max(seq), 0) AS lastSeq, count(*) AS records FROM events').get() as {
        lastSeq: number
        records: number
      }
      return { lastSeq: row.lastSeq, records: row.records }
    })
  }

  /** The type and time of each record of the backup after `afterSeq` (to find where two journals part). */
  recordKeys(file: string, afterSeq: number): Map<number, string> {
    return readOnly(file, (db) => {
      const rows = db
        .prepare('SELECT seq, type, recorded_at AS at FROM events WHERE seq > ? ORDER BY seq')
        .all(afterSeq) as { seq: number; type: string; at: number }[]
      return new Map(rows.map((r) => [r.seq, `${r.type}@${r.at}`]))
    })
  }

  private describe(file: string): BackupInfo {
    const stat = fs.statSync(file)
    const key = `${file}:${stat.size}:${stat.mtimeMs}`
    const known = this.described.get(key)
    if (known) return known
    const info = this.inspect(file)
    this.described.set(key, info)
    return info
  }

  /** Checked once per file version: opening the backups page does not re-read every backup. */
  private readonly described = new Map<string, BackupInfo>()

  private inspect(file: string): BackupInfo {
    const match = NAME.exec(path.basename(file))
    const stamp = match?.[1] ?? ''
    const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`
    let good = true
    let problem: string | undefined
    try {
      withoutLeftovers(file, () => inspectExisting(file))
    } catch (error) {
      good = false
      problem = error instanceof DatabaseRefusedError ? error.reason : String(error)
    }
    return {
      file: path.basename(file),
      takenAt: Date.parse(iso),
      reason: (match?.[2] ?? 'manual') as BackupReason,
      bytes: fs.statSync(file).size,
      good,
      ...(problem ? { problem } : {})
    }
  }

  private rotate(): void {
    const rotating = this.list().filter(
      (b) => b.reason === 'interval' || b.reason === 'break' || b.reason === 'manual' || b.reason === 'quit'
    )
    for (const old of rotating.slice(this.keep)) fs.rmSync(path.join(this.dir, old.file), { force: true })
  }
}

/**
 * Put a backup in place of the live database file. The database must be closed. The file it replaces is moved into
 * the backup folder (reason "replaced"), so a restore never destroys a record.
 */
export function restoreFile(databaseFile: string, backupFile: string, backups: Backups): string {
  inspectExisting(backupFile)
  fs.mkdirSync(backups.dir, { recursive: true })
  const replaced = path.join(backups.dir, backups.fileName('replaced'))
  if (fs.existsSync(databaseFile)) {
    fs.copyFileSync(databaseFile, replaced)
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(databaseFile + suffix)) {
        fs.copyFileSync(databaseFile + suffix, replaced + suffix)
        fs.rmSync(databaseFile + suffix)
      }
    }
  }
  fs.copyFileSync(backupFile, databaseFile + '.restoring')
  fs.renameSync(databaseFile + '.restoring', databaseFile)
  return path.basename(replaced)
}

/**
 * A backup is a single file: switched from WAL to a rollback journal, so opening it read-only never leaves a -wal or
 * -shm file beside it. The content is unchanged.
 */
function toRollbackJournal(file: string): void {
  const db = new Database(file, { fileMustExist: true })
  try {
    db.pragma('journal_mode = DELETE')
  } finally {
    db.close()
  }
}

/** Run `read` on a read-only connection; -wal/-shm files it made beside a WAL-mode backup are removed after. */
function readOnly<T>(file: string, read: (db: Database.Database) => T): T {
  return withoutLeftovers(file, () => {
    const db = new Database(file, { readonly: true, fileMustExist: true })
    try {
      return read(db)
    } finally {
      db.close()
    }
  })
}

function withoutLeftovers<T>(file: string, open: () => T): T {
  const existed = ['-wal', '-shm'].filter((suffix) => fs.existsSync(file + suffix))
  try {
    return open()
  } finally {
    for (const suffix of ['-wal', '-shm']) {
      const extra = file + suffix
      if (existed.includes(suffix) || !fs.existsSync(extra)) continue
      if (suffix === '-wal' && fs.statSync(extra).size > 0) continue // never drop written pages
      fs.rmSync(extra, { force: true })
    }
  }
}
