import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { clockAt } from '../../../shared/core/clock'
import type { FloorState } from '../../../shared/core/state'
import type { SnapshotInfo } from '../../store/snapshots'
import { residentTournaments } from '../../store/snapshotsLazy'
import type { SnapshotJob, SnapshotJobResult, Verification } from './snapshotJobs'
import type { SnapshotReply } from './snapshotWorker'
import type { Logger } from '../log'

/** Records between two snapshots. */
export const SNAPSHOT_EVERY = 5_000
/** After a start, how long the floor runs before the idle-time checks (snapshot against a full replay, quick_check). */
export const IDLE_CHECK_DELAY_MS = 20_000
/** How often the keeper looks whether a break began with nothing recorded (the clock alone starts breaks). */
const BREAK_LOOK_MS = 15_000

/** What the idle-time checks found; `pending` until they ran. */
export interface IntegrityReport {
  quickCheck: 'pending' | 'ok' | { failed: string }
  snapshot: 'pending' | Verification | { failed: string }
}

/**
 * Runs a job in the worker thread (the tests may run it in-process). `wanted`, asked when the job's turn comes: false
 * (its floor was closed meanwhile) and the job is skipped, never opening a database nobody uses any more.
 */
export type SnapshotRunner = (job: SnapshotJob, wanted?: () => boolean) => Promise<SnapshotJobResult | Skipped>

/** A job whose floor was closed before its turn came. */
export interface Skipped {
  kind: 'skipped'
}

/**
 * Keeps snapshots of the folded state without touching the command path: after a command it only counts;
 * every SNAPSHOT_EVERY records and when a break begins it asks the worker thread, in a later turn, to fold from the
 * last snapshot to the end and write a new one. Once after each start, in idle time, the worker checks that a start
 * from the newest snapshot gives exactly the state a full replay gives, and runs SQLite's quick_check over the whole
 * file (which is no longer on the startup path). A snapshot found different is discarded and the live state is
 * rebuilt by a full replay (`onMismatch`): the journal is the truth.
 */
export class SnapshotKeeper {
  private lastSnapshotSeq: number
  /** The journal's end when the snapshot being written was asked for (it holds at least that much). */
  private coveringSeq = 0
  private running: Promise<void> | null = null
  private again = false
  private readonly breaksSeen = new Set<string>()
  private readonly timers: NodeJS.Timeout[] = []
  private stopped = false
  readonly integrity: IntegrityReport = { quickCheck: 'pending', snapshot: 'pending' }
  /** Snapshots written by this process (for tests and the log). */
  readonly written: SnapshotInfo[] = []

  constructor(
    private readonly options: {
      file: () => string
      version: string
      state: () => Readonly<FloorState>
      now: () => number
      log: Logger
      startedAtSeq: number
      every?: number
      idleDelayMs?: number
      run?: SnapshotRunner
      onMismatch: () => void
      /** A snapshot was written (finished tournaments it holds may now go to their parts). */
      onWritten?: (written: SnapshotInfo) => void
    }
  ) {
    this.lastSnapshotSeq = options.startedAtSeq
    for (const t of residentTournaments(options.state())) {
      const reading = clockAt(t, options.now())
      if (reading.inBreak) this.breaksSeen.add(`${t.id}:${reading.index}`)
    }
  }

  /** The journal position the newest snapshot known to this process holds (0: none). */
  get snapshotSeq(): number {
    return this.lastSnapshotSeq
  }

  private get run(): SnapshotRunner {
    return this.options.run ?? runInWorker
  }

  /** A job of this keeper still has a floor to work for when its turn comes. */
  private readonly wanted = (): boolean => !this.stopped

  /** The database was replaced by a backup: its snapshots are not the ones this keeper wrote. */
  replaced(): void {
    this.lastSnapshotSeq = this.coveringSeq = 0
  }

  /** Start the idle-time checks and the look for breaks the clock began by itself. */
  start(): void {
    const idle = setTimeout(() => void this.idleChecks(), this.options.idleDelayMs ?? IDLE_CHECK_DELAY_MS)
    const look = setInterval(() => this.changed(), BREAK_LOOK_MS)
    idle.unref()
    look.unref()
    this.timers.push(idle, look)
  }

  /** After every recorded change: count, and ask for a snapshot when one is due. Cheap: no serialisation here. */
  changed(): void {
    if (this.stopped) return
    const state = this.options.state()
    if (state.lastSeq < Math.max(this.lastSnapshotSeq, this.coveringSeq)) this.lastSnapshotSeq = this.coveringSeq = 0 // a restored, shorter journal
    // A snapshot being written covers the journal up to where it was asked for: the changes recorded meanwhile do not
    // ask for another one at once (after a start that replayed the whole journal, every change did).
    const covered = Math.max(this.lastSnapshotSeq, this.coveringSeq)
    const due = state.lastSeq - covered >= (this.options.every ?? SNAPSHOT_EVERY)
    if (due || this.breakBegan(state)) this.request()
  }

  /** A break began since the last look (at every break). */
  private breakBegan(state: Readonly<FloorState>): boolean {
    let began = false
    const now = this.options.now()
    // Finished tournaments left in their parts are not running: no break begins there.
    for (const t of residentTournaments(state)) {
      const reading = clockAt(t, now)
      if (!reading.inBreak || reading.status !== 'running') continue
      const key = `${t.id}:${reading.index}`
      if (this.breaksSeen.has(key)) continue
      this.breaksSeen.add(key)
      began = true
    }
    return began && state.lastSeq > this.lastSnapshotSeq
  }

  /** Ask for a snapshot; one job at a time, a request during a job runs once more after it. */
  request(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.coveringSeq = this.options.state().lastSeq
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.snapshotNow())
      .finally(() => {
        this.running = null
        if (this.again && !this.stopped) {
          this.again = false
          void this.request()
        }
      })
    return this.running
  }

  private async snapshotNow(): Promise<void> {
    if (this.stopped) return
    const started = Date.now()
    try {
      const result = await this.run(
        { kind: 'snapshot', file: this.options.file(), version: this.options.version, takenAt: this.options.now() },
        this.wanted
      )
      if (result.kind !== 'snapshot' || !result.written) return
      this.lastSnapshotSeq = result.written.seq
      this.written.push(result.written)
      this.options.log.info('snapshot.written', { ...result.written, ms: Date.now() - started })
      this.options.onWritten?.(result.written)
    } catch (error) {
      // A snapshot that cannot be written costs only a longer start: logged, never fatal.
      this.options.log.warn('snapshot.failed', { message: (error as Error).message })
    }
  }

  /** The idle-time checks: the newest snapshot against a full replay, then quick_check over the whole file. */
  async idleChecks(): Promise<IntegrityReport> {
    if (this.stopped) return this.integrity
    try {
      const r = await this.run(
        { kind: 'verify', file: this.options.file(), version: this.options.version },
        this.wanted
      )
      if (r.kind === 'verify') {
        this.integrity.snapshot = r.verdict
        if (r.verdict.result === 'different') {
          this.options.log.error('snapshot.differs', { ...r.verdict })
          this.options.onMismatch()
          this.lastSnapshotSeq = 0
          void this.request()
        }
      }
    } catch (error) {
      this.integrity.snapshot = { failed: (error as Error).message }
      this.options.log.warn('snapshot.verifyFailed', { message: (error as Error).message })
    }
    try {
      const r = await this.run({ kind: 'quickCheck', file: this.options.file() }, this.wanted)
      if (r.kind === 'quickCheck') {
        this.integrity.quickCheck = r.result === 'ok' ? 'ok' : { failed: r.result }
        if (r.result === 'ok') this.options.log.info('database.quickCheck', { result: 'ok' })
        // The damage is reported loudly: the director should restore the newest good backup (see the log).
        else this.options.log.error('database.damaged', { quickCheck: r.result, file: this.options.file() })
      }
    } catch (error) {
      this.integrity.quickCheck = { failed: (error as Error).message }
      this.options.log.error('database.damaged', { message: (error as Error).message, file: this.options.file() })
    }
    return this.integrity
  }

  /** Wait for the job in progress (tests; closing the floor). */
  async settled(): Promise<void> {
    while (this.running) await this.running
  }

  stop(): void {
    this.stopped = true
    for (const timer of this.timers.splice(0)) clearTimeout(timer)
  }
}

/**
 * The worker script: `snapshotWorker.js` beside the main bundle (built by electron-vite); from the TypeScript
 * sources (tests, bench through tsx) it runs through tsx's require hook.
 */
function startWorker(): Worker {
  for (const dir of [__dirname, path.join(__dirname, '..')]) {
    const built = path.join(dir, 'snapshotWorker.js')
    if (fs.existsSync(built)) return new Worker(built)
  }
  const source = path.join(__dirname, 'snapshotWorker.ts')
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)})`, { eval: true })
}

let worker: Worker | null = null
let queue: Promise<unknown> = Promise.resolve()

/**
 * The worker started now, idle, rather than on first use: the hall server starts it at its own start, so that its
 * start (a V8 isolate and its modules, about 0.1 s of CPU) is not paid beside the command that asks for the first
 * checkpoint. An error before any job leaves it to be started again on first use.
 */
export function startSnapshotWorker(): void {
  if (worker) return
  const w = (worker = startWorker())
  w.unref()
  w.once('error', () => {
    if (worker === w) worker = null
    void w.terminate()
  })
}

/**
 * One worker, started on first use and kept (idle, it holds nothing open); jobs run one after another. A job whose
 * floor was closed while it waited is skipped: commands recorded in a burst queue their checkpoints behind the worker,
 * and one run after the close would open the database file again beside whoever removes or replaces the folder.
 */
export function runInWorker(job: SnapshotJob, wanted?: () => boolean): Promise<SnapshotJobResult | Skipped> {
  const next = queue.then(
    () =>
      new Promise<SnapshotJobResult | Skipped>((resolve, reject) => {
        if (wanted && !wanted()) {
          resolve({ kind: 'skipped' })
          return
        }
        const w = (worker ??= startWorker())
        w.unref()
        const done = (): void => {
          w.off('message', onMessage)
          w.off('error', onError)
        }
        const onMessage = (reply: SnapshotReply): void => {
          done()
          if (reply.ok) resolve(reply.result)
          else reject(new Error(reply.message))
        }
        const onError = (error: Error): void => {
          done()
          if (worker === w) worker = null
          void w.terminate()
          reject(error)
        }
        w.on('message', onMessage)
        w.on('error', onError)
        w.postMessage(job)
      })
  )
  queue = next.catch(() => undefined)
  return next
}

/**
 * The running build's fingerprint for the snapshot version: the hash of the built main bundle's code (any change to
 * the fold is a new bundle, so a snapshot of another build is never used). Run from the TypeScript sources (tests,
 * tsx) there is no bundle: 'source'.
 */
export function buildFingerprint(): string {
  for (const dir of [__dirname, path.join(__dirname, '..')]) {
    if (!fs.existsSync(path.join(dir, 'snapshotWorker.js'))) continue
    const hash = createHash('sha256')
    for (const folder of [dir, path.join(dir, 'chunks')]) {
      if (!fs.existsSync(folder)) continue
      for (const name of fs.readdirSync(folder).sort()) {
        if (!name.endsWith('.js')) continue
        hash.update(name).update(fs.readFileSync(path.join(folder, name)))
      }
    }
    return hash.digest('hex').slice(0, 16)
  }
  return 'source'
}
