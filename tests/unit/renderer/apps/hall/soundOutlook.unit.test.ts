import { describe, expect, it } from 'vitest'
import { audioShouldRun, REST_AFTER_MS, WAKE_AHEAD_MS } from '../../../../../src/renderer/src/features/clock/audioRest'
import { nextSoundInMs } from '../../../../../src/renderer/src/apps/hall/soundOutlook'
import type { Tick } from '../../../../../src/renderer/src/apps/hall/ticker'
import type { PublicClock } from '../../../../../src/shared/core/clock/views'

/** Only the fields nextSoundInMs reads; the rest of a reading does not decide when the clock sounds. */
function tick(reading: Partial<Tick['reading']>, shot: Tick['shot'] = null): Tick {
  return {
    now: 0,
    reading: { status: 'running', ended: false, inBreak: false, remainingMs: 600_000, ...reading },
    shot
  } as Tick
}
const clock = (warningSeconds: number): PublicClock => ({ display: { warningSeconds } }) as PublicClock

describe('when the hall display next sounds by itself (the audio rests until then)', () => {
  it('a running level: at its warning, then at its end; a break only at its end', () => {
    expect(nextSoundInMs(tick({ remainingMs: 600_000 }), clock(60))).toBe(540_000)
    expect(nextSoundInMs(tick({ remainingMs: 30_000 }), clock(60))).toBe(30_000)
    expect(nextSoundInMs(tick({ remainingMs: 600_000 }), clock(0))).toBe(600_000)
    expect(nextSoundInMs(tick({ remainingMs: 600_000, inBreak: true }), clock(60))).toBe(600_000)
  })

  it('a scheduled start at the start; a shot clock counting down every second', () => {
    expect(nextSoundInMs(tick({ status: 'scheduled', startsInMs: 4000 }), clock(60))).toBe(4000)
    const shot = { phase: 'countdown', remainingMs: 20_000 } as Tick['shot']
    expect(nextSoundInMs(tick({ status: 'paused' }, shot), clock(60))).toBe(0)
  })

  it('a paused, idle or ended clock foresees nothing: it sounds only when somebody acts', () => {
    expect(nextSoundInMs(tick({ status: 'paused' }), clock(60))).toBeNull()
    expect(nextSoundInMs(tick({ status: 'idle' }), clock(60))).toBeNull()
    expect(nextSoundInMs(tick({ ended: true }), clock(60))).toBeNull()
  })

  it('the audio runs just after a sound and ahead of the next one, and rests in between', () => {
    expect(audioShouldRun(null, 0)).toBe(true)
    expect(audioShouldRun(null, REST_AFTER_MS - 1)).toBe(true)
    expect(audioShouldRun(null, REST_AFTER_MS)).toBe(false)
    expect(audioShouldRun(WAKE_AHEAD_MS, Number.POSITIVE_INFINITY)).toBe(true)
    expect(audioShouldRun(WAKE_AHEAD_MS + 1, Number.POSITIVE_INFINITY)).toBe(false)
    expect(audioShouldRun(0, Number.POSITIVE_INFINITY)).toBe(true)
  })
})
