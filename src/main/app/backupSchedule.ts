import type { Floor } from './bootstrap'

export const BACKUP_INTERVAL_MS = 5 * 60_000

/**
 * While any tournament is under way, take a rotating backup every five minutes (and whenever `atBreak()` is called
 * by the clock at the start of a break). Uses real timers: this is the shell's side, not the core.
 */
export function scheduleBackups(floor: Floor, intervalMs = BACKUP_INTERVAL_MS): { atBreak: () => void; stop: () => void } {
  const underWay = (): boolean => [...floor.service.current.tournaments.values()].some((t) => t.status === 'started')
  const take = (reason: 'interval' | 'break'): void => {
    if (!underWay()) return
    floor.backups.take(floor.db, reason).catch((error: unknown) => {
      process.stderr.write(`Floorclock: backup failed: ${String(error)}\n`)
    })
  }
  const timer = setInterval(() => take('interval'), intervalMs)
  timer.unref()
  return { atBreak: () => take('break'), stop: () => clearInterval(timer) }
}
