import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyPatch,
  diff,
  diffMemo,
  madeFrom,
  patchJson,
  PushReplicas,
  sameJson,
  type ListStep,
  type Patch,
  type PushPayload
} from '../../../src/shared/contract/patch'

/** What travels: JSON text, parsed on the other side. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value) ?? 'null') as T

function roundTrip(base: unknown, next: unknown): unknown {
  const patch = diff(base, next)
  const received = wire(base)
  return patch === null ? received : applyPatch(received, wire(patch))
}

/** Rows like the pushed views': keyed objects, some nested, moved, added, removed and changed between versions. */
const row = fc.record({
  entryId: fc.string({ minLength: 1, maxLength: 4 }),
  number: fc.option(fc.integer({ min: 1, max: 50 })),
  name: fc.string({ maxLength: 6 }),
  place: fc.option(fc.integer({ min: 1, max: 9 })),
  seats: fc.array(fc.record({ seat: fc.integer({ min: 1, max: 10 }), who: fc.option(fc.string({ maxLength: 3 })) }), {
    maxLength: 4
  })
})

/** A next version made from a base by edits, so most rows keep their identity (as the server's views do). */
const evolved = fc.array(row, { maxLength: 30 }).chain((base) =>
  fc
    .array(
      fc.oneof(
        fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
        fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
        fc.record({ kind: fc.constant('add' as const), at: fc.nat(), row }),
        fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), name: fc.string({ maxLength: 6 }) })
      ),
      { maxLength: 8 }
    )
    .map((edits) => {
      const next = [...base]
      for (const edit of edits) {
        if (edit.kind === 'add') next.splice(edit.at % (next.length + 1), 0, edit.row)
        else if (next.length === 0) continue
        else if (edit.kind === 'drop') next.splice(edit.at % next.length, 1)
        else if (edit.kind === 'edit') {
          const i = edit.at % next.length
          next[i] = { ...next[i]!, name: edit.name }
        } else {
          const [moved] = next.splice(edit.from % next.length, 1)
          next.splice(edit.to % (next.length + 1), 0, moved!)
        }
      }
      return { base: { rows: base, count: base.length }, next: { rows: next, count: next.length } }
    })
)

describe('view patches: apply(base, diff(base, next)) equals next', () => {
  it('for any two JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (base, next) => {
        expect(roundTrip(base, next)).toEqual(wire(next))
      }),
      { numRuns: 2000 }
    )
  })

  it('for keyed rows that move, appear, disappear and change', () => {
    fc.assert(
      fc.property(evolved, ({ base, next }) => {
        expect(roundTrip(base, next)).toEqual(wire(next))
      }),
      { numRuns: 2000 }
    )
  })

  it('with a memo of shared objects: the same patches, each shared pair compared once', () => {
    fc.assert(
      fc.property(evolved, ({ base, next }) => {
        // Every object counts as shared here: the memo must never change what the patch says.
        const memo = diffMemo(() => true)
        const first = diff(base, next, memo)
        expect(first).toEqual(diff(base, next))
        expect(diff(base, next, memo)).toBe(first)
        const received = wire(base)
        expect(first === null ? received : applyPatch(received, wire(first))).toEqual(wire(next))
      }),
      { numRuns: 1000 }
    )
    // Only pairs of shared objects are remembered: a view that wraps the shared display is compared afresh.
    const display = { level: 3, players: [1, 2, 3] }
    const changed = { level: 4, players: [1, 2, 3] }
    const memo = diffMemo((value) => value === display || value === changed)
    const a = diff({ display }, { display: changed }, memo)
    const b = diff({ screen: 1, display }, { screen: 1, display: changed }, memo)
    expect(a).toEqual({ o: { display: { o: { level: { s: 4 } } } } })
    expect((b as { o: Record<string, unknown> }).o.display).toBe((a as { o: Record<string, unknown> }).o.display)
  })

  it('a list made by steps (rows taken out and put in) is patched from the steps, to the same list', () => {
    type Row = { entryId: string; place: number | null; note: string }
    const stepsArb = fc.array(
      fc.record({
        out: fc.nat(),
        put: fc.nat(),
        change: fc.boolean(),
        back: fc.constantFrom('same', 'changed', 'new', 'none')
      }),
      { maxLength: 6 }
    )
    fc.assert(
      fc.property(fc.nat({ max: 40 }), stepsArb, (n, plan) => {
        const base: Row[] = Array.from({ length: n }, (_, i) => ({ entryId: `e${i}`, place: null, note: `row ${i}` }))
        const next = [...base]
        const steps: ListStep[] = []
        let fresh = 0
        for (const { out, put, back } of plan) {
          // A row taken out (if any is left), then one put in: the same row, it changed, a new row, or none.
          let taken: Row | undefined
          if (next.length > 0) {
            const at = out % next.length
            taken = next.splice(at, 1)[0]
            steps.push({ out: at })
          }
          if (back === 'none') continue
          const row: Row =
            taken && back === 'same'
              ? taken
              : taken && back === 'changed'
                ? { ...taken, place: next.length + 1 }
                : { entryId: `new${fresh++}`, place: null, note: 'late entry' }
          const at = put % (next.length + 1)
          next.splice(at, 0, row)
          steps.push({ in: at })
        }
        madeFrom(next, base, steps)
        const patch = diff(base, next)
        const received = wire(base)
        expect(patch === null ? received : applyPatch(received, wire(patch))).toEqual(wire(next))
      }),
      { numRuns: 2000 }
    )
    // One row of ten moved and changed: one run before it, one after, the row copied from its old place and patched.
    const rows = Array.from({ length: 10 }, (_, i) => ({ entryId: `e${i}`, place: null as number | null }))
    const moved = [...rows.slice(0, 3), ...rows.slice(4), { ...rows[3]!, place: 10 }]
    madeFrom(moved, rows, [{ out: 3 }, { in: 9 }])
    expect(diff(rows, moved)).toEqual({
      a: [
        [0, 3],
        [4, 6],
        [3, 1]
      ],
      e: [[{ o: { place: { s: 10 } } }, 9]]
    })
    // Steps that do not add up to the list: the lists are compared as any others.
    const wrong = [...rows.slice(1)]
    madeFrom(wrong, rows, [{ out: 0 }, { out: 0 }])
    expect(applyPatch(wire(rows), wire(diff(rows, wrong)!))).toEqual(wire(wrong))
  })

  it('writes a patch as JSON.stringify does, the shared parts once per flush', () => {
    fc.assert(
      fc.property(evolved, fc.jsonValue(), ({ base, next }, other) => {
        const memo = diffMemo(() => true)
        for (const [a, b] of [
          [
            { rows: base, other },
            { rows: next, other }
          ],
          [base, next]
        ]) {
          const patch = diff(a, b, memo)
          if (patch === null) continue
          expect(patchJson(patch, memo)).toBe(JSON.stringify(patch))
          expect(patchJson(patch, memo)).toBe(JSON.stringify(patch)) // the second time from what it wrote
          expect(patchJson(patch)).toBe(JSON.stringify(patch))
        }
      }),
      { numRuns: 500 }
    )
    // Twenty screens' patches around one display's: the display's JSON is the same text, written once.
    const display = { level: 3 }
    const changed = { level: 4 }
    const memo = diffMemo((value) => value === display || value === changed)
    const stringify = JSON.stringify
    let written = 0
    JSON.stringify = ((value: unknown) => ((written += 1), stringify(value))) as typeof JSON.stringify
    try {
      for (let i = 0; i < 20; i += 1) {
        const patch = diff({ screen: i, display }, { screen: i, display: changed }, memo)!
        expect(JSON.parse(patchJson(patch, memo))).toEqual({ o: { display: { o: { level: { s: 4 } } } } })
      }
    } finally {
      JSON.stringify = stringify
    }
    expect(written).toBe(1 + 20) // the display's patch once; each screen's key
  })

  it('for values with undefined fields and holes, as JSON writes them', () => {
    const withUndefined = fc.dictionary(
      fc.string({ maxLength: 3 }),
      fc.oneof(fc.constant(undefined), fc.integer(), fc.array(fc.option(fc.integer(), { nil: undefined })))
    )
    fc.assert(
      fc.property(withUndefined, withUndefined, (base, next) => {
        expect(roundTrip(base, next)).toEqual(wire(next))
      }),
      { numRuns: 1000 }
    )
  })

  it('equal values give no patch, and the same value is equal to itself', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(diff(value, wire(value))).toBeNull()
        expect(sameJson(value, wire(value))).toBe(true)
      }),
      { numRuns: 1000 }
    )
  })

  it('keeps the identity of what did not change on the receiving side', () => {
    const base = wire({
      rows: [
        { id: 'a', x: 1 },
        { id: 'b', x: 2 },
        { id: 'c', x: 3 }
      ],
      title: 'T'
    })
    const patch = diff(base, { ...base, rows: [base.rows[0], { id: 'b', x: 5 }, base.rows[2]] })!
    const next = applyPatch(base, wire(patch)) as typeof base
    expect(next.rows[0]).toBe(base.rows[0])
    expect(next.rows[2]).toBe(base.rows[2])
    expect(next.rows[1]).toEqual({ id: 'b', x: 5 })
    expect(base.rows[1]).toEqual({ id: 'b', x: 2 })
  })

  it('a row that moves across 10,000 others costs a few segments, not the rows between', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ entryId: `e${i}`, place: null as number | null }))
    const moved = { entryId: 'e17', place: 9_990 }
    const next = [...rows.slice(0, 17), ...rows.slice(18, 9_000), moved, ...rows.slice(9_000)]
    const patch = diff(rows, next)!
    expect(JSON.stringify(patch).length).toBeLessThan(200)
    expect(applyPatch(wire(rows), wire(patch))).toEqual(next)
  })

  it('a window of unkeyed rows that lets its 9 oldest go for 9 new ones costs the new rows only', () => {
    // The moves a display announces after a table is broken: kept rows, no key field, shifted by nine places.
    const move = (i: number) => ({ name: `Player ${i}`, table: 1 + (i % 30), seat: 1 + (i % 10), at: 1000 + i })
    const window = Array.from({ length: 40 }, (_, i) => move(i))
    const next = [...window.slice(9), ...Array.from({ length: 9 }, (_, i) => move(40 + i))]
    const patch = diff(window, next)!
    expect(patch).toEqual({ a: [[9, 31], { v: next.slice(31) }] })
    expect(applyPatch(wire(window), wire(patch))).toEqual(next)
  })

  it('the same change to 700 of 1,112 tables (the fullest, when the room becomes unbalanced) costs a few bytes a table', () => {
    // Tables of 9 and 10 players in any order, as a draw leaves them; those with 10 become the fullest.
    const tables = Array.from({ length: 1112 }, (_, i) => ({
      number: i + 1,
      count: (i * 7919) % 3 === 0 ? 9 : 10,
      role: null
    }))
    const next = tables.map((t) => (t.count === 10 ? { ...t, role: 'fullest' } : t))
    const patch = diff(tables, next)!
    expect(JSON.stringify(patch).length).toBeLessThan(4000)
    expect(applyPatch(wire(tables), wire(patch))).toEqual(next)
  })

  it('never sets a prototype from a key named __proto__', () => {
    const next = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as unknown
    const out = roundTrip({ a: 0 }, next) as Record<string, unknown>
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(out).toEqual(wire(next))
  })

  it('refuses a patch that does not fit its base', () => {
    expect(() => applyPatch(5, { o: { a: { s: 1 } } })).toThrow()
    expect(() => applyPatch([1], { a: [[0, 2]] })).toThrow()
    expect(() => applyPatch([1], { a: [[0, 1]], e: [[{ s: 1 }, 3]] })).toThrow()
    expect(() => applyPatch([1, 2], { a: [[0, 2]], e: [[{ s: 1 }, 1, 0]] })).toThrow()
    expect(() => applyPatch({}, { z: 1 } as unknown as Patch)).toThrow()
  })
})

describe('the client replica of a pushed view', () => {
  const full = (v: number, value: unknown): PushPayload => ({ v, full: value })
  const step = (v: number, base: unknown, next: unknown): PushPayload => ({ v, base: v - 1, patch: diff(base, next)! })

  it('rebuilds each version from the patches', () => {
    const replicas = new PushReplicas()
    const asks: string[] = []
    const resync = (): void => void asks.push('resync')
    expect(replicas.receive('k', full(1, { n: 1 }), resync)).toEqual({ value: { n: 1 } })
    expect(replicas.receive('k', step(2, { n: 1 }, { n: 2 }), resync)).toEqual({ value: { n: 2 } })
    expect(replicas.receive('k', step(3, { n: 2 }, { n: 3, m: [1] }), resync)).toEqual({ value: { n: 3, m: [1] } })
    expect(asks).toEqual([])
  })

  it('a missed version asks for the whole view once and drops patches until it arrives', () => {
    const replicas = new PushReplicas()
    let asked = 0
    const resync = (): void => void (asked += 1)
    replicas.receive('k', full(1, { n: 1 }), resync)
    expect(replicas.receive('k', step(3, { n: 2 }, { n: 3 }), resync)).toBeNull()
    expect(replicas.receive('k', step(4, { n: 3 }, { n: 4 }), resync)).toBeNull()
    expect(asked).toBe(1)
    expect(replicas.receive('k', full(4, { n: 4 }), resync)).toEqual({ value: { n: 4 } })
    expect(replicas.receive('k', step(5, { n: 4 }, { n: 5 }), resync)).toEqual({ value: { n: 5 } })
  })

  it('a malformed push or a patch before any whole view asks for the whole view', () => {
    const replicas = new PushReplicas()
    let asked = 0
    expect(replicas.receive('k', { v: 2, base: 1, patch: { s: 1 } }, () => (asked += 1))).toBeNull()
    expect(replicas.receive('j', 'nonsense', () => (asked += 1))).toBeNull()
    replicas.receive('m', full(1, [1, 2]), () => (asked += 1))
    expect(replicas.receive('m', { v: 2, base: 1, patch: { a: [[0, 9]] } }, () => (asked += 1))).toBeNull()
    expect(asked).toBe(3)
  })
})
