import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recomputePlaces, type ResultRecord } from '../../../../src/shared/core/results/places/placesTable'
import { seededRandomInt } from '../../../support/rejection'

/** A random tournament journal: entries go out in random groups with random stacks; some hands are undone. */
const journal = fc
  .record({
    n: fc.integer({ min: 2, max: 40 }),
    groups: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 40 }),
    stacks: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 200, maxLength: 200 }),
    undo: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    tieRule: fc.constantFrom('split' as const, 'lot' as const),
    seed: fc.integer({ min: 1, max: 1e6 })
  })
  .map(({ n, groups, stacks, undo, tieRule, seed }) => {
    const entries = Array.from({ length: n }, (_, i) => `e${i}`)
    const records: ResultRecord[] = []
    let next = 0
    let s = 0
    groups.forEach((size, h) => {
      const take = Math.min(size, n - 1 - next)
      if (take <= 0) return
      const busts = entries.slice(next, next + take).map((entryId) => ({ entryId, startStack: stacks[s++ % 200]! }))
      next += take
      records.push({ type: 'hand', handId: `h${h}`, outcome: { busts, tieRule } })
    })
    for (const record of [...records]) {
      if (record.type === 'hand' && undo[Number(record.handId.slice(1))])
        records.push({ type: 'hand-undone', handId: record.handId, reason: 'r', by: 'TD' })
    }
    return { entries, records, randomInt: seededRandomInt(seed) }
  })

describe('places over a whole journal (property, §27.7, §27.8)', () => {
  it('the eliminated fill exactly the bottom places N−m+1…N, each place slot once, and one entry left is the winner', () => {
    fc.assert(
      fc.property(journal, ({ entries, records, randomInt }) => {
        const t = recomputePlaces({ entries, records, randomInt })
        const out = t.results.filter((r) => r.status === 'eliminated')
        const slots = out.flatMap((r) => Array.from({ length: r.placeTo! - r.place! + 1 }, (_, k) => r.place! + k))
        // A shared range is one slot per sharer: count each range once per its size.
        const ranges = new Map<string, number>()
        for (const r of out) ranges.set(`${r.place}-${r.placeTo}`, (ranges.get(`${r.place}-${r.placeTo}`) ?? 0) + 1)
        for (const [range, count] of ranges) {
          const [from, to] = range.split('-').map(Number) as [number, number]
          expect(count).toBe(to - from + 1)
        }
        const unique = [...new Set(slots)].sort((a, b) => a - b)
        const n = entries.length
        expect(unique).toEqual(Array.from({ length: out.length }, (_, k) => n - out.length + 1 + k))
        expect(t.remaining).toBe(n - out.length)
        const winners = t.results.filter((r) => r.status === 'winner')
        expect(winners.length).toBe(t.remaining === 1 ? 1 : 0)
      }),
      { numRuns: 300 }
    )
  })

  it('is deterministic: recomputing with the recorded lots gives the same table without drawing', () => {
    fc.assert(
      fc.property(journal, ({ entries, records, randomInt }) => {
        const first = recomputePlaces({ entries, records, randomInt })
        const lotsOf = new Map(first.newLots.map((l) => [l.handId, l.lots.map((lot) => ({ order: [...lot.order] }))]))
        const recorded = records.map((r) =>
          r.type === 'hand' && lotsOf.has(r.handId)
            ? { ...r, outcome: { ...r.outcome, lots: lotsOf.get(r.handId)! } }
            : r
        )
        const again = recomputePlaces({ entries, records: recorded })
        expect(again.newLots).toEqual([])
        expect(again.results).toEqual(first.results)
      }),
      { numRuns: 200 }
    )
  })
})
