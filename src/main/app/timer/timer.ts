import { nextBoundaryAt } from '../../../shared/core/clock'
import { describeError, log as processLog, type Logger } from '../log'
import type { FloorService } from '../service'
import { residentTournaments } from '../../store/snapshotsLazy'

/** Node's setTimeout is limited to ~24.8 days; a longer wait is split. */
const MAX_WAIT_MS = 2 ** 31 - 1

/** After a fault the timer tries again this much later (the clock itself runs on anchors and never stops). */
export const RETRY_AFTER_FAULT_MS = 1000

/**
 * The level timer. It never counts: after every change, and after each boundary, it computes from the state the
 * next moment at which a reading changes by itself (a scheduled start, the end of a level or break) and sets ONE
 * timeout for it. When it fires, the service pushes the views whose JSON changed — the new level reaches every
 * screen at the boundary. A timeout that fires a little early (timer granularity) simply re-arms for the rest.
 */
export class LevelTimer {
  private handle: NodeJS.Timeout | null = null
  private dueAt: number | null = null
  private readonly unsubscribe: () => void
  private readonly boundaryListeners = new Set<() => void>()

  constructor(
    private readonly service: FloorService,
    private readonly log: Logger = processLog
  ) {
    this.unsubscribe = service.onChange(() => this.arm())
    // A scheduled start passed while the app was closed: recorded now, at the moment it happened.
    this.guard('timer.start', () => service.recordDueStarts())
    this.arm()
  }

  /** The next moment the timer will push at, for tests and the bench. */
  get nextDueAt(): number | null {
    return this.dueAt
  }

  arm(): void {
    if (this.handle) clearTimeout(this.handle)
    this.handle = null
    try {
      this.armFor(this.service.now())
    } catch (error) {
      // A state the timer cannot read must not stop the others' pushes: log, and look again a little later.
      this.log.error('timer.arm', describeError(error))
      this.dueAt = null
      this.handle = setTimeout(() => this.arm(), RETRY_AFTER_FAULT_MS)
      this.handle.unref?.()
    }
  }

  private armFor(now: number): void {
    let due: number | null = null
    // A finished tournament left in its snapshot part has no running clock: it has no boundary.
    for (const t of residentTournaments(this.service.current)) {
      const at = nextBoundaryAt(t.clock.structure, t.clock, now)
      if (at !== null && at > now - 1 && (due === null || at < due)) due = at
    }
    this.dueAt = due
    if (due === null) return
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, due - now))
    this.handle = setTimeout(() => this.fire(), wait)
    this.handle.unref?.()
  }

  /** Called after each boundary has been pushed (the backup schedule uses it to back up at every break). */
  onBoundary(listener: () => void): () => void {
    this.boundaryListeners.add(listener)
    return () => this.boundaryListeners.delete(listener)
  }

  /** After the computer wakes from sleep: time has moved on, so push at once and re-arm. */
  resynced(): void {
    this.guard('timer.resync', () => {
      this.service.recordDueStarts()
      this.service.refreshViews()
    })
    this.arm()
  }

  stop(): void {
    if (this.handle) clearTimeout(this.handle)
    this.handle = null
    this.unsubscribe()
  }

  private fire(): void {
    this.handle = null
    const due = this.dueAt
    if (due !== null && this.service.now() < due) {
      this.arm()
      return
    }
    this.guard('timer.boundary', () => {
      this.service.recordDueStarts()
      this.service.refreshViews()
    })
    // Re-arm strictly after the boundary just served, whatever happened while serving it.
    this.arm()
    for (const listener of this.boundaryListeners) this.guard('timer.listener', listener)
  }

  /** Run one step of the timer's work; a fault is logged and the timer goes on. */
  private guard(step: string, work: () => void): void {
    try {
      work()
    } catch (error) {
      this.log.error(step, describeError(error))
    }
  }
}
