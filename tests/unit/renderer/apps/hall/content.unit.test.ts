import { describe, expect, it } from 'vitest'
import { readClock } from '../../../../../src/shared/core/clock/reading'
import type { PublicClock } from '../../../../../src/shared/core/clock/views'
import { readShot } from '../../../../../src/renderer/src/features/clock/shot'
import { isNewLevel, NEW_LEVEL_MS } from '../../../../../src/renderer/src/apps/hall/content'

const T0 = 1_800_000_000_000
const structure = {
  items: [
    { kind: 'level' as const, seconds: 600, smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none' as const },
    { kind: 'level' as const, seconds: 600, smallBlind: 200, bigBlind: 400, ante: 0, anteKind: 'none' as const }
  ]
}

function clock(anchorAt: number, anchorPosition: number, status: PublicClock['status'] = 'running'): PublicClock {
  return {
    structure,
    status,
    anchorAt,
    anchorPosition,
    structureCorrections: 0,
    handForHand: { on: false, mode: 'deduct', deductSeconds: 120, hands: 0, pausedClock: false },
    shotClock: null,
    announcement: '',
    announcementsMade: 0,
    announcementCue: null,
    display: { theme: 'dark', logo: null, warningSeconds: 60, volume: 1, muted: false, speak: false, sounds: {} },
    reading: { status, index: 0, ended: false }
  }
}
const tickAt = (c: PublicClock, now: number) => ({
  now,
  reading: readClock(c.structure, c, now),
  shot: readShot(c, now)
})

describe('"New level" is read from the anchor (§29.70)', () => {
  it('shows for the first 15 s after the clock runs into the level, then goes', () => {
    const c = clock(T0, 0) // level 1 started at T0; level 2 begins at T0 + 600 s
    expect(isNewLevel(tickAt(c, T0 + 600_000 + 2_000), c)).toBe(true)
    expect(isNewLevel(tickAt(c, T0 + 600_000 + NEW_LEVEL_MS + 1), c)).toBe(false)
    expect(isNewLevel(tickAt(c, T0 + 300_000), c)).toBe(false) // level 1 is never "new"
  })

  it('does not come back when the director adds or takes off time inside the level', () => {
    // 5 s into level 2, a minute added: the anchor now sits 55 s before the level's start in structure time.
    const added = clock(T0 + 605_000, 600_000 + 5_000 - 60_000)
    expect(isNewLevel(tickAt(added, T0 + 606_000), added)).toBe(false)
    // A minute taken off 20 s in: the anchor is past the level start.
    const taken = clock(T0 + 620_000, 600_000 + 20_000 + 60_000)
    expect(isNewLevel(tickAt(taken, T0 + 621_000), taken)).toBe(false)
  })

  it('a jump to the level marks it new for 15 s', () => {
    const jumped = clock(T0, 600_000) // anchor at the start of level 2
    expect(isNewLevel(tickAt(jumped, T0 + 1_000), jumped)).toBe(true)
    expect(isNewLevel(tickAt(jumped, T0 + 16_000), jumped)).toBe(false)
  })

  it('a paused clock shows no "New level"', () => {
    const paused = clock(T0, 601_000, 'paused')
    expect(isNewLevel(tickAt(paused, T0 + 1_000), paused)).toBe(false)
  })
})

describe('the shot clock leaves the screen by itself (never stuck on "Time!")', () => {
  it('counts, expires, shows "Time!" for 10 s, then is gone although nobody cleared it', () => {
    const c = { ...clock(T0, 0), shotClock: { table: '7', seat: 3, startedAt: T0, seconds: 25, countdownSeconds: 5 } }
    expect(readShot(c, T0 + 1_000)?.phase).toBe('time')
    expect(readShot(c, T0 + 27_000)?.phase).toBe('countdown')
    expect(readShot(c, T0 + 31_000)?.phase).toBe('expired')
    expect(readShot(c, T0 + 40_001)).toBeNull()
  })
})
