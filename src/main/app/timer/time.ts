import { performance } from 'node:perf_hooks'
import { randomInt, randomUUID } from 'node:crypto'

/** The main process's notion of "now", in epoch milliseconds. */
export interface Clock {
  now(): number
}

/**
 * Wall time read once, then advanced by the monotonic clock. A step of the computer's wall clock while the app
 * runs (NTP step, manual change) therefore does not move "now", and the running level does not jump.
 * `resync()` re-reads the wall clock; the shell calls it after the computer resumes from sleep, when the
 * monotonic clock has not counted the time asleep but the tournament in the room has gone on.
 */
export class MonotonicClock implements Clock {
  private wallAnchor: number
  private monoAnchor: number

  constructor(
    private readonly readWall: () => number = () => Date.now(),
    private readonly readMono: () => number = () => performance.now()
  ) {
    this.wallAnchor = readWall()
    this.monoAnchor = readMono()
  }

  now(): number {
    return Math.round(this.wallAnchor + (this.readMono() - this.monoAnchor))
  }

  resync(): void {
    this.wallAnchor = this.readWall()
    this.monoAnchor = this.readMono()
  }

  /** How far the wall clock has moved away from the monotonic "now" (positive: wall is ahead). */
  wallSkewMs(): number {
    return this.readWall() - this.now()
  }
}

/** Production sources of identity and chance: cryptographic, never Math.random(). */
export const systemIds = {
  newId: (): string => randomUUID(),
  randomInt: (n: number): number => randomInt(n)
}
