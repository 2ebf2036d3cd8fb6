import type { FloorState } from '../../../shared/core/state'
import { summary } from '../../../shared/core/views'
import { mayParkNow, mayStayParked, PartedTournaments } from '../../store/snapshotsLazy'
import type { Logger } from '../log'

/** How often tournaments read out of their parts and not read since go back (and quiet finished ones are parked). */
export const PARKING_SWEEP_MS = 60_000
/** A finished tournament nobody approved is parked once nothing was recorded about it for this long. */
export const QUIET_BEFORE_PARKING_MS = 30 * 60_000

export interface ParkingDeps {
  readonly state: () => Readonly<FloorState>
  /** The newest valid snapshot's position and each tournament's part in it (null: none). */
  readonly newestParts: () => { seq: number; tournaments: ReadonlyMap<string, string> } | null
  /** Whether a part is stored. */
  readonly hasPart: (digest: string) => boolean
  /** The journal position the newest snapshot this process knows of holds. */
  readonly snapshotSeq: () => number
  /** Ask for a snapshot in the background (the keeper's worker thread); `parked` is called again once it is written. */
  readonly requestSnapshot: () => void
  readonly now: () => number
  readonly log: Logger
  readonly sweepMs?: number
  readonly quietMs?: number
}

/**
 * Memory stays flat over a season: a finished tournament leaves memory while the floor runs, as it does at a start,
 * instead of staying there until the next restart. A tournament goes to its snapshot part once
 * - its results are approved (§28.12) and a start would leave it parked (a winner, the clock not running, not on the
 *   hall display: `mayParkNow`), or it is finished and nothing was recorded about it for half an hour;
 * - and a snapshot holds it as it is now: no record changed it after the snapshot's position (the fold notes each
 *   tournament a record reads, `PartedTournaments.folding`). If none does yet, the keeper is asked for one, in its
 *   worker thread, and the tournament is parked when it is written — the command path only looks.
 * Anything that reads it loads it again, exactly as it was (a correction after the approval, the history, an export);
 * a tournament read and not changed goes back to the same part once nothing read it for a sweep (a minute), and one a
 * record changed waits for the next approval or the quiet half hour and a snapshot again. Parking changes nothing in
 * the journal or the snapshots, so a restart rebuilds the same state.
 */
export class TournamentParking {
  private scheduled = false
  private requestedAt = -1
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  /** Tournaments parked while the floor ran (the log says which). */
  parkedWhileRunning = 0

  constructor(private readonly deps: ParkingDeps) {}

  /** Sweep now and then: tournaments read out of their parts and not read since go back. */
  start(): void {
    this.timer = setInterval(() => this.sweep(), this.deps.sweepMs ?? PARKING_SWEEP_MS)
    this.timer.unref()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** The journal was replaced (a restore, a snapshot found different): what was asked of the old one is forgotten. */
  reset(): void {
    this.requestedAt = -1
  }

  /** Something was recorded: look for tournaments to park once the current burst of commands is done. */
  changed(): void {
    if (this.scheduled || this.stopped) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      if (!this.stopped) this.guard(() => this.park(false))
    })
  }

  /** A snapshot was written: the tournaments waiting for one are parked (those a sweep found quiet too). */
  snapshotWritten(): void {
    if (!this.stopped) this.guard(() => this.park(true))
  }

  /** The sweep: returns, and the quiet rule. Returns the tournaments parked (tests). */
  sweep(): string[] {
    if (this.stopped) return []
    return this.guard(() => {
      const map = this.deps.state().tournaments
      if (!(map instanceof PartedTournaments)) return []
      const state = this.deps.state()
      let returned = 0
      for (const id of map.fromPartIds()) {
        const t = map.peek(id)
        if (t && mayStayParked(state, t) && map.returnToPart(id, true)) returned += 1
      }
      map.clearReads()
      if (returned > 0) this.deps.log.info('parking.returned', { tournaments: returned, inParts: map.parked })
      return this.park(true)
    })
  }

  /**
   * Park every tournament in memory that may go and that a snapshot holds as it is; ask for a snapshot for those
   * changed since the newest one. `quietToo`: also the finished ones quiet for long enough (at sweeps only: it reads
   * their places).
   */
  private park(quietToo: boolean): string[] {
    const state = this.deps.state()
    const map = state.tournaments
    if (!(map instanceof PartedTournaments)) return []
    const now = this.deps.now()
    const quietMs = quietToo ? (this.deps.quietMs ?? QUIET_BEFORE_PARKING_MS) : Number.POSITIVE_INFINITY
    const waiting: Array<{ id: string; seq: number }> = []
    for (const t of map.resident()) {
      const changed = map.changedAt(t.id)
      // Read out of its part and unchanged: it goes back at a sweep, when nothing read it meanwhile.
      if (!changed || map.isFromPart(t.id)) continue
      if (mayParkNow(state, t, changed, now, quietMs)) waiting.push({ id: t.id, seq: changed.seq })
    }
    if (waiting.length === 0) return []
    const parked: string[] = []
    const covered = this.deps.snapshotSeq()
    const parts = waiting.some((w) => w.seq <= covered) ? this.deps.newestParts() : null
    for (const w of waiting) {
      const digest = parts && w.seq <= parts.seq ? parts.tournaments.get(w.id) : undefined
      if (digest === undefined || !this.deps.hasPart(digest)) continue
      const t = map.peek(w.id)!
      map.park(w.id, digest, summary(t))
      parked.push(w.id)
      this.parkedWhileRunning += 1
      this.deps.log.info('tournament.parked', { tournamentId: w.id, snapshotSeq: parts!.seq, inParts: map.parked })
    }
    // Changed after the newest snapshot: one more, in the background, once per journal position.
    if (parked.length < waiting.length && state.lastSeq > this.requestedAt) {
      this.requestedAt = state.lastSeq
      this.deps.requestSnapshot()
    }
    return parked
  }

  /** Parking is a saving, never a fault of the floor: a failure is logged and the tournament stays in memory. */
  private guard(work: () => string[]): string[] {
    try {
      return work()
    } catch (error) {
      this.deps.log.error('parking.failed', { message: (error as Error).message })
      return []
    }
  }
}
