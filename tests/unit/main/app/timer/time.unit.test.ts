import { describe, expect, it } from 'vitest'
import { MonotonicClock } from '../../../../../src/main/app/timer/time'

describe('the main process clock (time)', () => {
  it('ignores a step of the wall clock while running (NTP step, manual change)', () => {
    let wall = 1_000_000
    let mono = 50
    const clock = new MonotonicClock(
      () => wall,
      () => mono
    )
    mono += 10_000
    wall += 10_000
    expect(clock.now()).toBe(1_010_000)
    wall -= 3_600_000 // someone sets the PC clock back an hour
    mono += 1_000
    expect(clock.now()).toBe(1_011_000)
    wall += 7_200_000 // …and forward two
    expect(clock.now()).toBe(1_011_000)
    expect(clock.wallSkewMs()).toBe(wall - 1_011_000)
  })

  it('after sleep, resync takes the time the room lived through from the wall clock', () => {
    let wall = 1_000_000
    const mono = 0
    const clock = new MonotonicClock(
      () => wall,
      () => mono
    )
    // Suspended for 20 minutes: the monotonic clock did not count it, the wall clock did.
    wall += 20 * 60_000
    expect(clock.now()).toBe(1_000_000)
    clock.resync()
    expect(clock.now()).toBe(1_000_000 + 20 * 60_000)
  })
})
