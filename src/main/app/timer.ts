import { nextBoundaryAt } from '../../shared/core/clock/reading'
import type { FloorService } from './service'

/** Node's setTimeout is limited to ~24.8 days; a longer wait is split. */
const MAX_WAIT_MS = 2 ** 31 - 1

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

  constructor(private readonly service: FloorService) {
    this.unsubscribe = service.onChange(() => this.arm())
    // A scheduled start passed while the app was closed: recorded now, at the moment it happened.
    service.recordDueStarts()
    this.arm()
  }

  /** The next moment the timer will push at, for tests and the bench. */
  get nextDueAt(): number | null {
    return this.dueAt
  }

  arm(): void {
    if (this.handle) clearTimeout(this.handle)
    this.handle = null
    const now = this.service.now()
    let due: number | null = null
    for (const t of this.service.current.tournaments.values()) {
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
    this.service.recordDueStarts()
    this.service.refreshViews()
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
    this.service.recordDueStarts()
    this.service.refreshViews()
    // Re-arm strictly after the boundary just served.
    this.arm()
    for (const listener of this.boundaryListeners) listener()
  }
}
