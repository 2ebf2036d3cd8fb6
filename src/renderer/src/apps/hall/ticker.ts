import { useSyncExternalStore } from 'react'
import { readClock, type ClockReading } from '../../../../shared/core/clock'
import type { PublicClock } from '../../../../shared/core/clock'
import { msToNextSecond } from './format'
import { readShot, type ShotReading } from '../../features/clock/shot'

const IDLE = { structure: null, status: 'idle', anchorAt: 0, anchorPosition: 0 } as const

export interface Tick {
  now: number
  reading: ClockReading
  shot: ShotReading | null
}

/**
 * The clock read from the pushed anchor at server time, once per displayed second and no more: one timeout aimed
 * at the next moment a shown second changes (none while paused). Components select what they show from it, so a
 * running level re-renders the digits every second and the rest only when what it shows changes.
 */
export class ClockTicker {
  private readonly listeners = new Set<() => void>()
  private tick: Tick
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private clock: PublicClock | null,
    private readonly serverNow: () => number
  ) {
    this.tick = this.read()
    this.schedule()
  }

  setClock(clock: PublicClock | null): void {
    this.clock = clock
    this.refresh()
  }

  /** Read again now (a push, the server-offset estimate settling). */
  refresh(): void {
    this.tick = this.read()
    this.schedule()
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get = (): Tick => this.tick

  dispose(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.listeners.clear()
  }

  private read(): Tick {
    const now = this.serverNow()
    const clock = this.clock ?? IDLE
    return { now, reading: readClock(clock.structure, clock, now), shot: this.clock ? readShot(this.clock, now) : null }
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const { reading, shot, now } = this.tick
    let wait = Infinity
    if (reading.status === 'running') wait = Math.min(wait, msToNextSecond(reading.remainingMs))
    if (reading.status === 'scheduled' && reading.startsInMs !== null)
      wait = Math.min(wait, msToNextSecond(reading.startsInMs))
    const s = this.clock?.shotClock
    if (s && shot && shot.phase !== 'expired') wait = Math.min(wait, msToNextSecond(shot.remainingMs))
    else if (s && shot) wait = Math.min(wait, s.startedAt + (s.seconds + s.countdownSeconds + 10) * 1000 - now)
    else if (s && now < s.startedAt) wait = Math.min(wait, s.startedAt - now)
    if (!Number.isFinite(wait)) return
    // Aim a hair past the boundary so the new second is certainly reached when it is read.
    this.timer = setTimeout(() => this.refresh(), Math.max(0, wait) + 1)
  }
}

/** Re-render only when the selected value changes (select must return a primitive). */
export function useTick<T extends string | number | boolean | null>(ticker: ClockTicker, select: (tick: Tick) => T): T {
  return useSyncExternalStore(ticker.subscribe, () => select(ticker.get()))
}
