import fs from 'node:fs'
import Database from 'better-sqlite3'
import { LATEST_VERSION, MIGRATIONS, type Migration } from './migrations'
import { unknownEventKind } from './eventKinds'

/** PRAGMA application_id of a Floorclock database: "FCLK". A file without it is not ours. */
export const APPLICATION_ID = 0x46434c4b

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

export type RefusalReason = 'not-ours' | 'too-new' | 'damaged'

/** A database we will not open. The file is left exactly as it was. */
export class DatabaseRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly file: string,
    detail: string
  ) {
    super(`Floorclock will not open ${file}: ${detail}`)
    this.name = 'DatabaseRefusedError'
  }
}

/**
 * Open (or create) the Floorclock database at `file`, refusing files that are not ours or are newer than this app,
 * then apply pending migrations in one transaction.
 *
 * Durability: WAL with synchronous=FULL, so a transaction is on disk (WAL fsynced) before the command is
 * acknowledged; a power cut after the acknowledgement loses nothing. NORMAL would be faster but may lose the last
 * transactions on power loss, which a tournament record cannot afford.
 */
export function openDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Database.Database {
  const latest = migrations.reduce((max, m) => Math.max(max, m.version), 0)
  inspectExisting(file, latest)
  const db = new Database(file)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    migrate(db, migrations)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): void {
  const current = db.pragma('user_version', { simple: true }) as number
  const pending = [...migrations].filter((m) => m.version > current).sort((a, b) => a.version - b.version)
  if (pending.length === 0) return
  db.transaction(() => {
    db.pragma(`application_id = ${APPLICATION_ID}`)
    for (const migration of pending) {
      migration.up(db)
      db.pragma(`user_version = ${migration.version}`)
    }
  })()
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

/**
 * Look at an existing file without changing it: read its header, then open it read-only and check that it is ours
 * and not newer than this app. Throws DatabaseRefusedError otherwise. SQLite's check of every page (quick_check)
 * is not done here: it reads the whole file, which would make the start cost grow with the journal; it
 * runs in idle time in a worker (SnapshotKeeper), and a damaged page the start does read refuses the file too.
 */
export function inspectExisting(file: string, latest: number = LATEST_VERSION): void {
  let size: number
  try {
    size = fs.statSync(file).size
  } catch {
    return // no file yet: we create it
  }
  if (size === 0) return
  const header = Buffer.alloc(SQLITE_HEADER.length)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, header, 0, header.length, 0)
  } finally {
    fs.closeSync(fd)
  }
  if (!header.equals(SQLITE_HEADER)) {
    throw new DatabaseRefusedError('not-ours', file, 'it is not an SQLite database')
  }
  let probe: Database.Database | undefined
  try {
    probe = new Database(file, { readonly: true, fileMustExist: true })
    const appId = probe.pragma('application_id', { simple: true }) as number
    const version = probe.pragma('user_version', { simple: true }) as number
    const tables = (probe.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number }).n
    if (appId !== APPLICATION_ID && (appId !== 0 || tables > 0)) {
      throw new DatabaseRefusedError('not-ours', file, 'it belongs to another application')
    }
    if (version > latest) {
      throw new DatabaseRefusedError(
        'too-new',
        file,
        `it was written by a newer Floorclock (schema ${version}, this app knows ${latest}); update the app`
      )
    }
    // A record of a type or version this app does not know refuses the file before anything runs.
    const unknown = unknownEventKind(probe)
    if (unknown) throw new DatabaseRefusedError('too-new', file, `${unknown.message}; update the app`)
  } catch (error) {
    if (error instanceof DatabaseRefusedError) throw error
    throw new DatabaseRefusedError('damaged', file, `it cannot be read (${(error as Error).message})`)
  } finally {
    probe?.close()
  }
}

export { LATEST_VERSION }
