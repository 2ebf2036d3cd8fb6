import type { ClockReading } from '../../../../shared/core/clock'

/** What the sound agent remembers of the previous second's reading, as far as the warning is concerned. */
export interface WarningSeen {
  readonly status: string
  readonly index: number
  /** The level was inside its warning time (running or paused). */
  readonly warned: boolean
  readonly remainingMs: number
}

type Reading = Pick<ClockReading, 'status' | 'inBreak' | 'ended' | 'index' | 'remainingMs'>

/**
 * A level inside its warning time (the last `warningMs` of it), whether the clock runs or is paused there: a paused
 * clock that the director set below the warning has passed the warning, so resuming it does not sound it.
 */
export function insideWarning(reading: Reading, warningMs: number): boolean {
  return (
    (reading.status === 'running' || reading.status === 'paused') &&
    !reading.inBreak &&
    !reading.ended &&
    warningMs > 0 &&
    reading.remainingMs <= warningMs
  )
}

/**
 * The level-end warning sounds once per level, when the level runs down into its warning time while the clock runs
 * (§29.70: the room hears the level change coming). It does not sound for a jump or a time the director set (a step of
 * five seconds or more between two readings a second apart), nor when a clock paused inside the warning time is
 * resumed: that warning was passed while paused, set there by hand.
 */
export function soundsWarning(prev: WarningSeen, reading: Reading, warningMs: number): boolean {
  return (
    insideWarning(reading, warningMs) &&
    !prev.warned &&
    prev.status === 'running' &&
    prev.index === reading.index &&
    prev.remainingMs - reading.remainingMs < 5000
  )
}
