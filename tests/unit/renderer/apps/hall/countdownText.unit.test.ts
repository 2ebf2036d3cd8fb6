import { describe, expect, it } from 'vitest'
import { formatDuration, minutesText } from '../../../../../src/renderer/src/apps/hall/format'
import { hallT } from '../../../../../src/renderer/src/apps/hall/hallT'

/**
 * The tiles that count down (the next break, late registration) in whole minutes, with the real hall translator:
 * they read the minutes the clock's digits show, and an hour or more names its hours.
 */
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')
const en = (ms: number): string => plain(minutesText(ms, hallT('en')))
const MIN = 60_000

describe('a countdown in minutes on the hall display', () => {
  it('59:26 left reads "59 min", as the digits do, never "1:00" (one minute or one hour?)', () => {
    const left = 59 * MIN + 26_000
    expect(formatDuration(left)).toBe('59:26')
    expect(en(left)).toBe('59 min')
    expect(en(left)).not.toContain('1:00')
    // 59:59 is still minutes; the hour itself names its hours.
    expect(en(60 * MIN - 1000)).toBe('59 min')
    expect(formatDuration(60 * MIN)).toBe('1:00:00')
    expect(en(60 * MIN)).toBe('1 h 00 min')
  })

  it('an hour or more names its hours, minutes in two digits', () => {
    expect(en(65 * MIN + 30_000)).toBe('1 h 05 min')
    expect(en(95 * MIN)).toBe('1 h 35 min')
    expect(en(2 * 60 * MIN + 10 * MIN)).toBe('2 h 10 min')
    expect(plain(minutesText(95 * MIN, hallT('ru')))).toBe('1 ч 35 мин')
    expect(plain(minutesText(95 * MIN, hallT('sv')))).toBe('1 tim 35 min')
  })

  it('the last minute reads "1 min"; "0 min" only when the time is up', () => {
    expect(en(45_000)).toBe('1 min')
    expect(en(1)).toBe('1 min')
    expect(en(0)).toBe('0 min')
    expect(en(-5_000)).toBe('0 min')
  })

  it('the time is never split over two lines: its spaces do not break', () => {
    expect(minutesText(95 * MIN, hallT('en'))).toBe('1\u00a0h\u00a035\u00a0min')
    expect(minutesText(40 * MIN, hallT('ru'))).toBe('40\u00a0мин')
  })
})
