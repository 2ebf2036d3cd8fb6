import type { PublicClock } from '../../../../shared/core/clock'
import type { Tick } from './ticker'

/**
 * When the clock will next sound by itself, in ms (null: nothing it can foresee). A running level or break sounds at
 * its end and, for a level, when it enters the warning time; a scheduled start sounds at the start; a shot clock
 * counting down ticks every second. A paused or ended clock sounds only when somebody does something.
 */
export function nextSoundInMs(tick: Tick, clock: PublicClock): number | null {
  if (tick.shot?.phase === 'countdown') return 0
  const { reading } = tick
  if (reading.status === 'scheduled') return reading.startsInMs ?? null
  if (reading.status !== 'running' || reading.ended) return null
  const warningMs = clock.display.warningSeconds * 1000
  if (!reading.inBreak && warningMs > 0 && reading.remainingMs > warningMs) return reading.remainingMs - warningMs
  return reading.remainingMs
}
