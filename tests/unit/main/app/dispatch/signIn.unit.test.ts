import { describe, expect, it } from 'vitest'
import { NameSlowdown, SIGN_IN_POLICY, nameKey } from '../../../../../src/main/app/dispatch/signIn'

describe('the wait a guessed name imposes (slowed, never locked)', () => {
  it('nothing for the first four wrong PINs, a second at the fifth, doubling every ten more, at most 30 s', () => {
    let now = 0
    const names = new NameSlowdown(() => now)
    const waits: number[] = []
    for (let i = 0; i < 70; i += 1) {
      waits.push(names.delayFor('olga floor'))
      names.fail('olga floor')
      now += 1000
    }
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0])
    expect(waits[5]).toBe(1000)
    expect(waits[15]).toBe(2000)
    expect(waits[25]).toBe(4000)
    expect(waits[69]).toBe(SIGN_IN_POLICY.maxDelayMs)
    // Never shorter for more wrong PINs.
    expect(waits).toEqual([...waits].sort((a, b) => a - b))
    // Other names are not touched.
    expect(names.delayFor('vera desk')).toBe(0)
  })

  it('wrong PINs older than ten minutes no longer count', () => {
    let now = 0
    const names = new NameSlowdown(() => now)
    for (let i = 0; i < 5; i += 1) names.fail('ivan')
    expect(names.delayFor('ivan')).toBe(1000)
    now += 10 * 60_000
    expect(names.delayFor('ivan')).toBe(0)
  })

  it('every spelling an account would match is one name (case, surrounding spaces)', () => {
    expect(nameKey('  Olga FLOOR ')).toBe(nameKey('olga floor'))
    expect(nameKey(undefined)).toBe('')
  })

  it('a flood of made-up names is bounded: the quiet ones are forgotten first', () => {
    const names = new NameSlowdown(() => 0, { ...SIGN_IN_POLICY, names: 3 })
    for (let i = 0; i < 5; i += 1) names.fail('first')
    for (const other of ['a', 'b', 'c']) names.fail(other)
    expect(names.delayFor('first')).toBe(0)
  })
})
