import fs from 'node:fs'
import type Database from 'better-sqlite3'
import type { Logger } from '../log'
import { runInWorker, type SnapshotRunner } from './snapshotKeeper'

/** Recorded changes between two background checkpoints (a command writes a few pages; SQLite's own is 1,000 pages). */
export const CHECKPOINT_EVERY = 200
/** Changes after which, the worker still busy (a long verification), the floor's connection checkpoints itself. */
export const CHECKPOINT_INLINE_AFTER = 20 * CHECKPOINT_EVERY
/**
 * A log file this large was never started again from its beginning (commands kept coming while each checkpoint ran):
 * the next checkpoint empties it (TRUNCATE, which waits for the command in progress, a few milliseconds once).
 */
export const WAL_TRUNCATE_BYTES = 64 * 1024 * 1024
/** A quiet floor copies what is left in the log after this long. */
const QUIET_MS = 30_000

/**
 * Where the write-ahead log is copied into the database file. SQLite's automatic checkpoint runs inside
 * the commit that crosses 1,000 pages, on the floor's own connection: that command waited 13–34 ms for it (the copy and
 * an fsync of the database file) in the hall bench at 10,000 entries, every 200 or so commands. Here the floor's
 * connection never checkpoints by itself; the snapshot worker thread does it over its own connection, PASSIVE (it
 * neither waits for nor blocks the writer), every CHECKPOINT_EVERY changes and when the floor goes quiet. Durability is
 * unchanged: a commit is in the log, fsynced, before it is acknowledged (synchronous=FULL); the checkpoint only moves
 * it. Should the worker be stuck, the floor checkpoints inline after CHECKPOINT_INLINE_AFTER changes, so the log never
 * grows without bound.
 */
export class WalCheckpoints {
  private since = 0
  private running: Promise<void> | null = null
  private quiet: NodeJS.Timeout | null = null
  private stopped = false
  /** Checkpoints done, in the worker and inline (tests and the log). */
  readonly done = { background: 0, inline: 0 }

  constructor(
    private readonly options: {
      db: () => Database.Database
      file: () => string
      log: Logger
      every?: number
      inlineAfter?: number
      quietMs?: number
      truncateAbove?: number
      run?: SnapshotRunner
    }
  ) {
    this.attach(options.db())
  }

  /** The floor's connection (again after a restore opened a new one): no automatic checkpoint inside a commit. */
  attach(db: Database.Database): void {
    db.pragma('wal_autocheckpoint = 0')
  }

  /** After every recorded change: count; copy the log in the background when enough has gathered. */
  changed(): void {
    if (this.stopped) return
    this.since += 1
    this.armQuiet()
    const every = this.options.every ?? CHECKPOINT_EVERY
    if (this.since >= (this.options.inlineAfter ?? CHECKPOINT_INLINE_AFTER)) this.inline()
    else if (this.since >= every && !this.running) this.request()
  }

  /**
   * Copy the log now, in the background (one at a time). Asked while one runs, it waits for that one and then copies
   * what is left: the running one may have started before the latest changes, or copied without emptying a log that
   * has since grown too large.
   */
  request(): Promise<void> {
    if (this.running) return this.running.then(() => (this.since > 0 || this.tooLarge() ? this.request() : undefined))
    const counted = this.since
    const run = this.options.run ?? runInWorker
    const file = this.options.file()
    const mode = this.tooLarge() ? 'TRUNCATE' : 'PASSIVE'
    this.running = run({ kind: 'checkpoint', file, mode }, () => !this.stopped)
      .then((result) => {
        if (result.kind !== 'checkpoint') return
        this.done.background += 1
        // Busy (a reader held an older snapshot): the frames stay counted and the next change asks again.
        if (result.result.busy === 0) this.since = Math.max(0, this.since - counted)
      })
      .catch((error: unknown) => {
        this.options.log.warn('wal.checkpointFailed', { message: (error as Error).message })
      })
      .finally(() => {
        this.running = null
      })
    return this.running
  }

  private tooLarge(): boolean {
    return walBytes(this.options.file()) >= (this.options.truncateAbove ?? WAL_TRUNCATE_BYTES)
  }

  private inline(): void {
    try {
      this.options.db().pragma('wal_checkpoint(PASSIVE)')
      this.done.inline += 1
      this.since = 0
      this.options.log.warn('wal.checkpointInline', { reason: 'the background checkpoint did not keep up' })
    } catch (error) {
      this.options.log.warn('wal.checkpointFailed', { message: (error as Error).message })
    }
  }

  private armQuiet(): void {
    if (this.quiet) clearTimeout(this.quiet)
    this.quiet = setTimeout(() => {
      this.quiet = null
      if (this.since > 0 && !this.stopped) void this.request()
    }, this.options.quietMs ?? QUIET_MS)
    this.quiet.unref()
  }

  /** Wait for a checkpoint in progress (tests; closing). */
  async settled(): Promise<void> {
    while (this.running) await this.running
  }

  stop(): void {
    this.stopped = true
    if (this.quiet) clearTimeout(this.quiet)
    this.quiet = null
  }
}

/** The size of the database's write-ahead log file (0 when there is none). */
function walBytes(file: string): number {
  try {
    return fs.statSync(`${file}-wal`).size
  } catch {
    return 0
  }
}
