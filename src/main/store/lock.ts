import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * One writer per data folder. Whoever opens the folder first — the desktop app or the hall server —
 * holds it until it closes; a second process refuses at start, names the holder and writes nothing.
 *
 * The lock is an operating-system lock, not a file whose existence means "taken": `floorclock.lock` is a tiny SQLite
 * file held with `locking_mode = EXCLUSIVE` (a POSIX `fcntl` lock on Linux and macOS, `LockFileEx` on Windows, both
 * through better-sqlite3, which the app already ships). The kernel drops that lock the moment its process ends, by
 * Ctrl+C, a crash or SIGKILL, so a lock left by a killed process is taken over at the next start with no guessing:
 * no "is pid N alive?" check, which a reused pid would fool. `floorclock.lock.json` beside it is only a note saying
 * who holds the lock (process id, kind, since when), read by the one that is refused so its message can name the
 * holder; a note without a live lock is what a killed holder leaves, and the next holder replaces it.
 *
 * Two rules keep the lock sound: the lock file is never deleted (a process could otherwise lock the old file while
 * another creates a new one), and this process never opens `floorclock.lock` with `fs` (closing any descriptor of a
 * file drops the process's POSIX locks on it).
 */
export const LOCK_FILE = 'floorclock.lock'
export const LOCK_NOTE_FILE = 'floorclock.lock.json'

export type HolderKind = 'desktop app' | 'hall server'

export interface LockHolder {
  readonly app: 'floorclock'
  readonly kind: HolderKind
  readonly pid: number
  /** When it took the folder (epoch ms). */
  readonly since: number
  readonly host: string
}

/** The data folder is held by another Floorclock process: nothing was opened or written. */
export class DataFolderBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null
  ) {
    super(busyMessage(dataDir, holder))
    this.name = 'DataFolderBusyError'
  }
}

export interface DataFolderLock {
  readonly holder: LockHolder
  /** The note of a holder that ended without releasing the folder (killed, crashed), whose lock the kernel dropped. */
  readonly tookOverFrom: LockHolder | null
  release(): void
}

/** This process's kind: the Electron main process is the desktop app; plain Node is the hall server (or a tool). */
export function currentKind(): HolderKind {
  return process.versions.electron ? 'desktop app' : 'hall server'
}

/**
 * Take the data folder for this process or throw DataFolderBusyError. A short wait covers a holder that is just
 * exiting (a restart); a live holder is refused after it.
 */
export function lockDataFolder(
  dataDir: string,
  options: { kind?: HolderKind; now?: () => number; waitMs?: number } = {}
): DataFolderLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockFile = path.join(dataDir, LOCK_FILE)
  const db = new Database(lockFile, { timeout: options.waitMs ?? 500 })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    db.pragma('journal_mode = OFF')
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
  } catch (error) {
    db.close()
    if ((error as { code?: string }).code === 'SQLITE_BUSY' || (error as { code?: string }).code === 'SQLITE_LOCKED')
      throw new DataFolderBusyError(dataDir, readNote(dataDir))
    throw error
  }
  const previous = readNote(dataDir)
  const holder: LockHolder = {
    app: 'floorclock',
    kind: options.kind ?? currentKind(),
    pid: process.pid,
    since: (options.now ?? Date.now)(),
    host: os.hostname()
  }
  try {
    writeNote(dataDir, holder)
  } catch (error) {
    db.close()
    throw error
  }
  let released = false
  return {
    holder,
    tookOverFrom: previous,
    release: () => {
      if (released) return
      released = true
      const note = readNote(dataDir)
      if (note && note.pid === holder.pid && note.since === holder.since) fs.rmSync(noteFile(dataDir), { force: true })
      db.close()
    }
  }
}

/**
 * Open something that writes into `dataDir` (the Floor) only while holding the folder: the lock is taken first, the
 * thing opened, and its `close()` releases the lock after closing. If opening fails the lock is released at once.
 */
export function holdingDataFolder<T extends { close(): void }>(dataDir: string, open: () => T): T {
  const lock = lockDataFolder(dataDir)
  if (lock.tookOverFrom) process.stderr.write(`Floorclock: ${takeOverMessage(lock.tookOverFrom)}\n`)
  let opened: T
  try {
    opened = open()
  } catch (error) {
    lock.release()
    throw error
  }
  const close = opened.close.bind(opened)
  opened.close = () => {
    try {
      close()
    } finally {
      lock.release()
    }
  }
  return opened
}

export function takeOverMessage(previous: LockHolder): string {
  return `took over the data folder from the ${previous.kind} (process ${previous.pid}, since ${localTime(previous.since)}), which ended without closing it`
}

export function busyMessage(dataDir: string, holder: LockHolder | null): string {
  const who = holder
    ? `the Floorclock ${holder.kind} (process ${holder.pid}${holder.host !== os.hostname() ? ` on ${holder.host}` : ''}) has held it since ${localTime(holder.since)}`
    : 'another Floorclock process holds it'
  const advice =
    holder?.kind === 'desktop app'
      ? 'To show the clock on other screens, turn on “Share the clock on the hall network” in the desktop app’s admin instead of starting a hall server.'
      : holder?.kind === 'hall server'
        ? 'Stop that hall server (Ctrl+C in its window) and start again; the desktop app can share the clock on the hall network itself.'
        : 'Close it and start again.'
  return `Floorclock will not open the data folder ${dataDir}: ${who}. Only one Floorclock may write to a data folder at a time. ${advice} Nothing was written.`
}

function noteFile(dataDir: string): string {
  return path.join(dataDir, LOCK_NOTE_FILE)
}

function readNote(dataDir: string): LockHolder | null {
  try {
    const note = JSON.parse(fs.readFileSync(noteFile(dataDir), 'utf8')) as Partial<LockHolder>
    if (note.app !== 'floorclock' || typeof note.pid !== 'number' || typeof note.since !== 'number') return null
    return {
      app: 'floorclock',
      kind: note.kind === 'desktop app' ? 'desktop app' : 'hall server',
      pid: note.pid,
      since: note.since,
      host: typeof note.host === 'string' ? note.host : os.hostname()
    }
  } catch {
    return null
  }
}

/** Written beside the lock and renamed into place, so a reader never sees half a note. */
function writeNote(dataDir: string, holder: LockHolder): void {
  const temp = `${noteFile(dataDir)}.${process.pid}.tmp`
  fs.writeFileSync(temp, JSON.stringify(holder, null, 2) + '\n')
  fs.renameSync(temp, noteFile(dataDir))
}

/** 2026-12-01 13:55:02, local time: unambiguous in every language. */
function localTime(epochMs: number): string {
  const d = new Date(epochMs)
  const two = (n: number): string => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}
