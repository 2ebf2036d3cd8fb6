import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { DatabaseRefusedError, inspectExisting } from './database'

export type BackupReason = 'interval' | 'break' | 'manual' | 'before-restore' | 'replaced'

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

  private describe(file: string): BackupInfo {
    const match = NAME.exec(path.basename(file))
    const stamp = match?.[1] ?? ''
    const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`
    let good = true
    let problem: string | undefined
    try {
      inspectExisting(file)
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
    const rotating = this.list().filter((b) => b.reason === 'interval' || b.reason === 'break' || b.reason === 'manual')
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
