import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameTurns } from '../../../../src/main/hall/turns'

/** The displays' frames wait their turn (src/main/hall/turns.ts); time is a counter the test moves. */
afterEach(() => vi.useRealTimers())

describe("the displays' turns on the hall server's thread", () => {
  it('handles waiting frames in the order they came, at most one stretch per turn of the event loop', async () => {
    let now = 0
    const turns = new FrameTurns({ sliceMs: 2, perConnection: 10, bytes: 1000 }, () => now)
    const a = {}
    const b = {}
    const done: string[] = []
    // Each frame takes 1 ms: two fit in a stretch.
    const frame = (name: string) => () => {
      done.push(name)
      now += 1
    }
    for (const [owner, name] of [
      [a, 'a1'],
      [b, 'b1'],
      [a, 'a2'],
      [b, 'b2'],
      [a, 'a3']
    ] as const)
      expect(turns.defer(owner, 10, frame(name))).toBe(true)
    expect(turns.waiting(a)).toBe(3)
    expect(done).toEqual([])
    await new Promise((r) => setImmediate(r))
    expect(done).toEqual(['a1', 'b1'])
    await new Promise((r) => setImmediate(r))
    expect(done).toEqual(['a1', 'b1', 'a2', 'b2'])
    await new Promise((r) => setImmediate(r))
    expect(done).toEqual(['a1', 'b1', 'a2', 'b2', 'a3'])
    expect(turns.waiting(a)).toBe(0)
    expect(turns.size).toBe(0)
  })

  it('refuses a frame beyond what one connection, or all together, may have waiting; a failing frame stops nothing', async () => {
    const errors: unknown[] = []
    const turns = new FrameTurns(
      { sliceMs: 2, perConnection: 2, bytes: 100 },
      () => 0,
      (e) => errors.push(e)
    )
    const a = {}
    const b = {}
    const done: string[] = []
    expect(turns.defer(a, 10, () => done.push('a1'))).toBe(true)
    expect(
      turns.defer(a, 10, () => {
        throw new Error('broken frame')
      })
    ).toBe(true)
    expect(turns.defer(a, 10, () => done.push('a3'))).toBe(false)
    expect(turns.defer(b, 90, () => done.push('b1'))).toBe(false)
    expect(turns.defer(b, 80, () => done.push('b1'))).toBe(true)
    await new Promise((r) => setImmediate(r))
    expect(done).toEqual(['a1', 'b1'])
    expect(errors).toHaveLength(1)
    expect(turns.defer(a, 10, () => done.push('a4'))).toBe(true)
  })
})
