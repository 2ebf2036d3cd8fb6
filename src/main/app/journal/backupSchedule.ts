import { clockAt } from '../../../shared/core/clock'
import type { Tournament } from '../../../shared/core/tournament'
import type { FloorState } from '../../../shared/core/state'
import { placesOf } from '../../../shared/core/results'
import type { Floor } from '../bootstrap'
import { residentTournaments } from '../../store/snapshotsLazy'

export const BACKUP_INTERVAL_MS = 5 * 60_000

/** A finished tournament's places, kept per version so the check on every change does not recompute them. */
const finishedByVersion = new WeakMap<Tournament, { key: string; finished: boolean }>()

/** A winner is recorded (§9.3): the tournament is over, whatever its clock still says. */
function isFinished(tournament: Tournament): boolean {
  const key = `${tournament.results.version}:${tournament.registration.version}`
  const kept = finishedByVersion.get(tournament)
  if (kept?.key === key) return kept.finished
  const finished = placesOf(tournament).results.some((r) => r.status === 'winner')
  finishedByVersion.set(tournament, { key, finished })
  return finished
}

/**
 * A tournament is under way while its scheduled start counts down on the hall display and from its start
 * until a winner is recorded: then backups run and the desktop app keeps the display awake. A finished tournament is
 * not under way any more, so the backups every five minutes and the awake display stop with the evening.
 */
export function isUnderWay(tournament: Tournament, now: number): boolean {
  if (clockAt(tournament, now).status === 'scheduled') return true
  return tournament.status === 'started' && !isFinished(tournament)
}

/**
 * Whether any tournament is under way. Only the tournaments in memory are read: a tournament left in its snapshot
 * part is finished with its clock stopped, and reading it would load every part on every change.
 */
export function anyUnderWay(state: Readonly<FloorState>, now: number): boolean {
  for (const tournament of residentTournaments(state)) if (isUnderWay(tournament, now)) return true
  return false
}

/**
 * While any tournament is under way (started, or its scheduled start counting down), take a rotating backup every
 * five minutes (and whenever `atBreak()` is called by the clock at the start of a break). Uses real timers: this is the shell's side, not the core.
 */
export function scheduleBackups(
  floor: Floor,
  intervalMs = BACKUP_INTERVAL_MS
): { atBreak: () => void; stop: () => void } {
  const underWay = (): boolean => anyUnderWay(floor.service.current, floor.clock.now())
  const take = (reason: 'interval' | 'break'): void => {
    if (!underWay()) return
    floor.backups.take(floor.db, reason).catch((error: unknown) => {
      process.stderr.write(`Floorclock: backup failed: ${String(error)}\n`)
    })
  }
  const timer = setInterval(() => take('interval'), intervalMs)
  timer.unref()
  // At every break: when a boundary leaves some tournament's clock in a break it was not in before.
  let inBreak = new Set<string>()
  const stopBoundary = floor.timer.onBoundary(() => {
    const now = floor.clock.now()
    const breaking = new Set(
      // Finished tournaments left in their snapshot parts have no running clock: not read here.
      [...residentTournaments(floor.service.current)].filter((t) => clockAt(t, now).inBreak).map((t) => t.id)
    )
    if ([...breaking].some((id) => !inBreak.has(id))) take('break')
    inBreak = breaking
  })
  return {
    atBreak: () => take('break'),
    stop: () => {
      clearInterval(timer)
      stopBoundary()
    }
  }
}
