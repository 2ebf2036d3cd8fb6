import { clockAt } from '../../shared/core/clock/reading'
import type { Tournament } from '../../shared/core/tournament/state'
import type { Floor } from './bootstrap'
import { residentTournaments } from '../store/snapshotsLazy'

export const BACKUP_INTERVAL_MS = 5 * 60_000

/**
 * A tournament is under way once started, and already while its scheduled start counts down on the hall display
 * (issue 12.5): then backups run and the desktop app keeps the display awake.
 */
export function isUnderWay(tournament: Tournament, now: number): boolean {
  return tournament.status === 'started' || clockAt(tournament, now).status === 'scheduled'
}

export function anyUnderWay(tournaments: Iterable<Tournament>, now: number): boolean {
  for (const tournament of tournaments) if (isUnderWay(tournament, now)) return true
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
  const underWay = (): boolean => anyUnderWay(floor.service.current.tournaments.values(), floor.clock.now())
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
      // Finished tournaments left in their snapshot parts have no running clock (issue 15.4): not read here.
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
