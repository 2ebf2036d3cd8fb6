import type { PublicClock } from '../../../../shared/core/clock'

export interface ShotReading {
  table: string
  seat: number
  phase: 'time' | 'countdown' | 'expired'
  /** Seconds shown: of the first period, then of the countdown. */
  remainingMs: number
}

export function readShot(clock: PublicClock, now: number): ShotReading | null {
  const shot = clock.shotClock
  if (!shot) return null
  const elapsed = now - shot.startedAt
  const first = shot.seconds * 1000
  const total = first + shot.countdownSeconds * 1000
  // An expired shot clock stays up for 10 s, then leaves the screen by itself.
  if (elapsed >= total + 10_000 || elapsed < 0) return null
  if (elapsed >= total) return { table: shot.table, seat: shot.seat, phase: 'expired', remainingMs: 0 }
  if (elapsed < first) return { table: shot.table, seat: shot.seat, phase: 'time', remainingMs: first - elapsed }
  return { table: shot.table, seat: shot.seat, phase: 'countdown', remainingMs: total - elapsed }
}
