import { describe, expect, it } from 'vitest'
import { insideWarning, soundsWarning, type WarningSeen } from '../../../../../src/renderer/src/apps/hall/warningSound'
import type { ClockReading } from '../../../../../src/shared/core/clock/reading'

const WARNING = 60_000

function reading(
  status: ClockReading['status'],
  remainingMs: number,
  extra: { index?: number; inBreak?: boolean; ended?: boolean } = {}
) {
  return { status, remainingMs, index: extra.index ?? 0, inBreak: extra.inBreak ?? false, ended: extra.ended ?? false }
}

function seen(r: ReturnType<typeof reading>): WarningSeen {
  return { status: r.status, index: r.index, remainingMs: r.remainingMs, warned: insideWarning(r, WARNING) }
}

/** Each second's reading after the one before, as the display's sound agent sees them; the seconds that warned. */
function warnings(readings: Array<ReturnType<typeof reading>>): number[] {
  const out: number[] = []
  for (let i = 1; i < readings.length; i += 1)
    if (soundsWarning(seen(readings[i - 1]!), readings[i]!, WARNING)) out.push(i)
  return out
}

describe('the level-end warning (§29.70)', () => {
  it('sounds once when a running level runs down into its warning time', () => {
    expect(warnings([reading('running', 62_000), reading('running', 61_000), reading('running', 60_000)])).toEqual([2])
    expect(warnings([reading('running', 60_500), reading('running', 59_500), reading('running', 58_500)])).toEqual([1])
  })

  it('does not sound when a clock paused inside the warning time is resumed', () => {
    // Paused at 1:10, the director sets 0:30 while paused, then resumes.
    const r = [
      reading('paused', 70_000),
      reading('paused', 30_000),
      reading('running', 30_000),
      reading('running', 29_000)
    ]
    expect(warnings(r)).toEqual([])
  })

  it('does not sound again when a clock that warned, was paused and resumed runs on', () => {
    const r = [
      reading('running', 61_000),
      reading('running', 60_000),
      reading('paused', 59_000),
      reading('running', 59_000),
      reading('running', 58_000)
    ]
    expect(warnings(r)).toEqual([1])
  })

  it('sounds when a clock paused above the warning time is resumed and runs into it', () => {
    const r = [
      reading('paused', 62_000),
      reading('running', 62_000),
      reading('running', 61_000),
      reading('running', 60_000)
    ]
    expect(warnings(r)).toEqual([3])
  })

  it('sounds when a running level crosses into the warning just as it is paused', () => {
    expect(warnings([reading('running', 60_400), reading('paused', 59_900)])).toEqual([1])
  })

  it('does not sound for a time set or a jump into the warning time, nor in a break, nor without a warning', () => {
    expect(warnings([reading('running', 120_000), reading('running', 30_000)])).toEqual([])
    expect(warnings([reading('running', 61_000, { index: 0 }), reading('running', 30_000, { index: 1 })])).toEqual([])
    expect(
      warnings([reading('running', 61_000, { inBreak: true }), reading('running', 60_000, { inBreak: true })])
    ).toEqual([])
    expect(soundsWarning(seen(reading('running', 1000)), reading('running', 0, { ended: true }), WARNING)).toBe(false)
    expect(soundsWarning(seen(reading('running', 1000)), reading('running', 0), 0)).toBe(false)
  })
})
