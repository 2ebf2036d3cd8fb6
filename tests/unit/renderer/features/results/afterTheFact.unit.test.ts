import { describe, expect, it } from 'vitest'
import { lastAt, occurredAtOf } from '../../../../../src/renderer/src/features/results/afterTheFactTime'

// §26.14: a paper record entered later names the time it happened as HH:MM. An evening goes past midnight: at 00:20
// a bust written down at 23:40 happened yesterday, never "in the future".
describe('the time a record entered after the fact happened (§26.14)', () => {
  const at = (h: number, m: number, day = 2): number => new Date(2026, 11, day, h, m).getTime()

  it('a time already passed today is today', () => {
    expect(lastAt('21:15', at(22, 0))).toBe(at(21, 15))
    expect(lastAt('22:00', at(22, 0))).toBe(at(22, 0))
  })

  it('a time still to come today is yesterday (before midnight)', () => {
    expect(lastAt('23:40', at(0, 20))).toBe(at(23, 40, 1))
  })

  it('nothing typed or a malformed time is no time; a closed "after the fact" is a record made now', () => {
    expect(lastAt('', at(1, 0))).toBeNull()
    expect(lastAt('25 past', at(1, 0))).toBeNull()
    expect(occurredAtOf({ open: false, time: '23:40' }, at(0, 20))).toBeUndefined()
    expect(occurredAtOf({ open: true, time: '23:40' }, at(0, 20))).toBe(at(23, 40, 1))
  })
})
