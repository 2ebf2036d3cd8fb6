import { describe, expect, it } from 'vitest'
import { isKept, kept, keptFrom, keptList, snapshot } from '../../../../../src/main/app/views/immutable'
import { diff } from '../../../../../src/shared/contract/patch'

describe('keptFrom: a view recomputed whole shares the parts that did not change', () => {
  const display = (entries: number, level: number): Record<string, unknown> => ({
    clock: {
      level,
      structure: [
        { sb: 100, bb: 200 },
        { sb: 200, bb: 400 }
      ],
      running: true
    },
    stats: { entries, prizePool: entries * 100, average: null },
    seating: { announcements: [{ name: 'A', table: 1, seat: 2 }], list: null },
    gone: undefined
  })

  it('keeps the unchanged parts by identity and copies only the changed ones', () => {
    const before = kept(display(10, 1))
    const source = display(11, 1)
    const next = keptFrom(before, source)
    expect(next).not.toBe(before)
    expect(next.clock).toBe(before.clock)
    expect(next.seating).toBe(before.seating)
    expect(next.stats).not.toBe(before.stats)
    expect(next.stats).not.toBe(source.stats) // a private copy: nothing the state holds is shared
    expect(isKept(next) && isKept(next.stats as object)).toBe(true)
    expect(diff(snapshot(source), next)).toBeNull()
    expect(diff(before, next)).toEqual({ o: { stats: { o: { entries: { s: 11 }, prizePool: { s: 1100 } } } } })
  })

  it('gives the very value back when nothing changed, and follows keys added, removed and arrays resized', () => {
    const before = kept(display(10, 1))
    expect(keptFrom(before, display(10, 1))).toBe(before)
    const added = keptFrom(before, { ...display(10, 1), extra: 1 })
    expect(added).not.toBe(before)
    expect(added.clock).toBe(before.clock)
    const { stats: _dropped, ...rest } = display(10, 1)
    const removed = keptFrom(before, rest)
    expect(Object.keys(removed)).not.toContain('stats')
    const longer = display(10, 1)
    ;(longer.seating as { announcements: unknown[] }).announcements.push({ name: 'B', table: 2, seat: 3 })
    const grown = keptFrom(before, longer)
    const rows = (grown.seating as { announcements: unknown[] }).announcements
    expect(rows).toHaveLength(2)
    expect(rows[0]).toBe((before.seating as { announcements: unknown[] }).announcements[0])
    expect(keptFrom(undefined, display(10, 1))).toEqual(snapshot(display(10, 1)))
  })

  it('never lets a later change in place of the source reach the kept value (kept is frozen, deeply)', () => {
    const before = kept(display(10, 1))
    const source = display(10, 2)
    const next = keptFrom(before, source)
    ;(source.clock as { level: number }).level = 9
    expect((next.clock as { level: number }).level).toBe(2)
    expect(() => ((next.clock as { level: number }).level = 3)).toThrow()
    expect(() => ((next.stats as { entries: number }).entries = 3)).toThrow()
  })

  it('knows kept values by their being frozen, and nothing else the views meet is', () => {
    const row = { name: 'A', seat: { table: 1, seat: 2 } }
    expect(isKept(row)).toBe(false)
    const copy = kept(row)
    expect(isKept(copy) && isKept(copy.seat)).toBe(true)
    expect(isKept(row) || isKept(row.seat)).toBe(false) // the source stays the state's, changeable
    const list = keptList([copy])
    expect(isKept(list)).toBe(true)
    expect(snapshot(list)).toBe(list) // kept: shared as it is, never copied
    expect(snapshot(row)).not.toBe(row)
  })
})
