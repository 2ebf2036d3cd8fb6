import { describe, expect, it } from 'vitest'
import { Level } from '../../../../src/shared/core/clock/structure'
import { levelNumbers } from '../../../../src/shared/core/clock/structureMath'
import { TEMPLATES } from '../../../../src/shared/core/clock/templates'
import { Structure } from '../../../../src/shared/core/clock/structure'
import { translate, type MessageKey, type Params } from '../../../../src/shared/i18n'
import {
  displayedSeconds,
  formatDuration,
  jumpItemLine,
  msToNextSecond,
  stakes
} from '../../../../src/renderer/src/features/clock/format'
import { readShot } from '../../../../src/renderer/src/features/clock/shot'
import type { PublicClock } from '../../../../src/shared/core/clock/views'

const t = (key: MessageKey, params?: Params): string => translate('en', key, params)

describe('what the hall display shows', () => {
  it('rounds the remaining time up, so 0:00 appears exactly when the level ends', () => {
    expect(formatDuration(1_200_000)).toBe('20:00')
    expect(formatDuration(1_199_001)).toBe('20:00')
    expect(formatDuration(1_199_000)).toBe('19:59')
    expect(formatDuration(1)).toBe('00:01')
    expect(formatDuration(0)).toBe('00:00')
    expect(formatDuration(3_600_000 + 5000)).toBe('1:00:05')
    expect(displayedSeconds(-5)).toBe(0)
  })

  it('the next re-render is aimed at the next change of the displayed second', () => {
    expect(msToNextSecond(1_199_250)).toBe(250)
    expect(msToNextSecond(1_199_000)).toBe(1000)
    expect(msToNextSecond(0)).toBe(Infinity)
  })

  it('states each game in its own words: blinds and BB ante, limits, stud bring-in, OFC points', () => {
    expect(
      stakes(
        Level.parse({
          kind: 'level',
          seconds: 60,
          smallBlind: 1000,
          bigBlind: 2000,
          ante: 2000,
          anteKind: 'big-blind'
        }),
        t,
        'en'
      )
    ).toEqual(['1,000 / 2,000', 'BB ante 2,000'])
    expect(
      stakes(
        Level.parse({ kind: 'level', seconds: 60, smallBlind: 100, bigBlind: 200, smallBet: 200, bigBet: 400 }),
        t,
        'en'
      )
    ).toEqual(['100 / 200', 'Small bet 200 / Big bet 400'])
    expect(
      stakes(
        Level.parse({
          kind: 'level',
          seconds: 60,
          smallBlind: 0,
          bigBlind: 0,
          ante: 25,
          anteKind: 'every-player',
          bringIn: 50,
          complete: 200
        }),
        t,
        'en'
      )
    ).toEqual(['Ante 25', 'Bring-in 50', 'Complete 200'])
    expect(
      stakes(Level.parse({ kind: 'level', seconds: 60, smallBlind: 0, bigBlind: 0, pointValue: 100 }), t, 'en')
    ).toEqual(['Point value 100'])
    expect(
      stakes(
        Level.parse({ kind: 'level', seconds: 60, smallBlind: 1000, bigBlind: 2000 }),
        (k, p) => translate('ru', k, p),
        'ru'
      )[0]
    ).toBe('1\u00a0000 / 2\u00a0000')
  })

  it('the shot clock: 30 s, then a 10-s countdown, then "time" for 10 s, then it leaves the screen (BFSP §7.1.7)', () => {
    const clock = {
      shotClock: { table: '4', seat: 7, startedAt: 1000, seconds: 30, countdownSeconds: 10 }
    } as PublicClock
    expect(readShot(clock, 1000 + 5000)).toMatchObject({ phase: 'time', remainingMs: 25_000 })
    expect(readShot(clock, 1000 + 32_000)).toMatchObject({ phase: 'countdown', remainingMs: 8000 })
    expect(readShot(clock, 1000 + 41_000)).toMatchObject({ phase: 'expired' })
    expect(readShot(clock, 1000 + 51_000)).toBeNull()
  })
})

describe('the jump dialog names which break the clock goes to', () => {
  it('"Break after level 4", "Break after level 8"; a named break keeps its name; a level keeps its line', () => {
    const structure = Structure.parse(TEMPLATES['nlhe-regular']())
    const numbers = levelNumbers(structure)
    const breaks = structure.items.flatMap((item, i) => (item.kind === 'break' ? [i] : []))
    expect(jumpItemLine(structure, breaks[0]!, numbers, t, 'en')).toBe('Break after level 4')
    expect(jumpItemLine(structure, breaks[1]!, numbers, t, 'en')).toBe('Break after level 8')
    const ru = (key: MessageKey, params?: Params): string => translate('ru', key, params)
    expect(jumpItemLine(structure, breaks[0]!, numbers, ru, 'ru')).toBe('Перерыв после уровня 4')
    const sv = (key: MessageKey, params?: Params): string => translate('sv', key, params)
    expect(jumpItemLine(structure, breaks[0]!, numbers, sv, 'sv')).toMatch(/ efter nivå 4$/)
    const named = Structure.parse({
      items: [
        { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
        { kind: 'break', seconds: 1800, label: 'Dinner' }
      ]
    })
    expect(jumpItemLine(named, 1, levelNumbers(named), t, 'en')).toBe('Dinner after level 1')
    expect(jumpItemLine(named, 0, levelNumbers(named), t, 'en')).toMatch(/^Level 1 · /)
  })
})
