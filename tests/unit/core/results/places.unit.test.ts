import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  placeHand,
  RP8A_NOTE,
  type Bust,
  type HandOutcome
} from '../../../../src/shared/core/results/eliminations/handOutcome'
import { diffPlaces, recomputePlaces, type ResultRecord } from '../../../../src/shared/core/results/places/placesTable'
import { rejectionCode, seededRandomInt } from '../../../support/rejection'

const bust = (entryId: string, startStack: number, extra: Partial<Bust> = {}): Bust => ({
  entryId,
  startStack,
  ...extra
})
const hand = (busts: Bust[], extra: Partial<HandOutcome> = {}): HandOutcome => ({ busts, tieRule: 'split', ...extra })
const places = (r: ReturnType<typeof placeHand>) => r.placements.map((p) => [p.entryId, p.place, p.placeTo, p.basis])

describe('same-hand eliminations at one table (§9.6, §24.8)', () => {
  it('a single elimination takes the last open place, by order of elimination', () => {
    expect(places(placeHand({ playersIn: 10, outcome: hand([bust('a', 500)]) }))).toEqual([
      ['a', 10, 10, 'sole-elimination']
    ])
  })

  it('§24.8: the bigger stack at the start of the hand takes the higher place', () => {
    const r = placeHand({ playersIn: 10, outcome: hand([bust('small', 1000), bust('big', 5000), bust('mid', 3000)]) })
    expect(places(r)).toEqual([
      ['big', 8, 8, 'start-stack'],
      ['mid', 9, 9, 'start-stack'],
      ['small', 10, 10, 'start-stack']
    ])
  })

  it('§24.10: a player all-in for a forced bet is ordered by the same start-of-hand stack rule', () => {
    const r = placeHand({ playersIn: 6, outcome: hand([bust('blind-all-in', 200), bust('other', 900)]) })
    expect(places(r)).toEqual([
      ['other', 5, 5, 'start-stack'],
      ['blind-all-in', 6, 6, 'start-stack']
    ])
  })
})

describe('same-hand eliminations across tables in hand-for-hand (§9.5, §24.7, §29.52)', () => {
  it('orders busts at different tables in one synchronised hand by start-of-hand stack', () => {
    const r = placeHand({
      playersIn: 12,
      outcome: hand([
        bust('t1s3', 4000, { tableId: 't1' }),
        bust('t2s7', 9000, { tableId: 't2' }),
        bust('t3s1', 2500, { tableId: 't3' })
      ])
    })
    expect(places(r)).toEqual([
      ['t2s7', 10, 10, 'start-stack'],
      ['t1s3', 11, 11, 'start-stack'],
      ['t3s1', 12, 12, 'start-stack']
    ])
  })

  it('TDA RP-8A: everyone out on the hand-for-hand announcement hand shares the places whatever the stacks', () => {
    const r = placeHand({
      playersIn: 19,
      outcome: hand([bust('a', 100), bust('b', 9000)], { handForHandAnnouncement: true, tieRule: 'lot' })
    })
    expect(places(r)).toEqual([
      ['a', 18, 19, 'equal-places'],
      ['b', 18, 19, 'equal-places']
    ])
    expect(r.placements[0]!.note).toBe(RP8A_NOTE)
  })
})

describe('equal stacks (§9.6, §24.9, §27.7)', () => {
  it('§24.9а split: equal stacks share the places (5–6), the others around them keep their order', () => {
    const r = placeHand({ playersIn: 7, outcome: hand([bust('x', 800), bust('y', 800), bust('z', 2000)]) })
    expect(places(r)).toEqual([
      ['z', 5, 5, 'start-stack'],
      ['x', 6, 7, 'equal-places'],
      ['y', 6, 7, 'equal-places']
    ])
  })

  it('§24.9в lot: draws with the injected randomness and records the draw', () => {
    const r = placeHand({
      playersIn: 9,
      outcome: hand([bust('a', 700), bust('b', 700), bust('c', 700)], { tieRule: 'lot' }),
      randomInt: seededRandomInt(7)
    })
    expect(r.drewNewLot).toBe(true)
    expect(r.lots).toHaveLength(1)
    expect(r.placements.map((p) => p.entryId)).toEqual(r.lots[0]!.order)
    expect(r.placements.map((p) => [p.place, p.basis])).toEqual([
      [7, 'lot'],
      [8, 'lot'],
      [9, 'lot']
    ])
  })

  it('§24.9в lot: a recorded draw is replayed, not drawn again', () => {
    const outcome = hand([bust('a', 700), bust('b', 700)], { tieRule: 'lot', lots: [{ order: ['b', 'a'] }] })
    const r = placeHand({ playersIn: 5, outcome, randomInt: () => 0 })
    expect(r.drewNewLot).toBe(false)
    expect(r.placements.map((p) => p.entryId)).toEqual(['b', 'a'])
  })

  it('§24.9в lot: refuses to invent an order when a draw is needed and no randomness is given', () => {
    expect(
      rejectionCode(() => placeHand({ playersIn: 5, outcome: hand([bust('a', 1), bust('b', 1)], { tieRule: 'lot' }) }))
    ).toBe('results.error.lotNeeded')
  })

  it("§27.7 director's decision: the given order with its reason, only among the tied entries", () => {
    const tieOrder = { order: ['q', 'p'], reason: 'q showed the stronger hand', decidedBy: 'Anna (TD)' }
    const r = placeHand({
      playersIn: 6,
      outcome: hand([bust('p', 300), bust('q', 300), bust('r', 50)], { tieRule: 'director', tieOrder })
    })
    expect(places(r)).toEqual([
      ['q', 4, 4, 'director'],
      ['p', 5, 5, 'director'],
      ['r', 6, 6, 'start-stack']
    ])
    expect(r.placements[0]).toMatchObject({ note: 'q showed the stronger hand', decidedBy: 'Anna (TD)' })
  })

  it('§24.9б another announced method (comparing hands) is stored as basis "other" with its description', () => {
    const tieOrder = { order: ['p', 'q'], reason: 'hand strength per the event rules', decidedBy: 'Floor Boris' }
    const r = placeHand({
      playersIn: 6,
      outcome: hand([bust('p', 300), bust('q', 300)], { tieRule: 'other', tieOrder })
    })
    expect(r.placements.map((p) => p.basis)).toEqual(['other', 'other'])
  })

  it('§27.7: refuses a director tie rule without an order, and an order that misses or invents an entry', () => {
    const busts = [bust('p', 300), bust('q', 300)]
    expect(rejectionCode(() => placeHand({ playersIn: 6, outcome: hand(busts, { tieRule: 'director' }) }))).toBe(
      'results.error.tieOrderNeeded'
    )
    const missing = { order: ['p'], reason: 'r', decidedBy: 'TD' }
    expect(
      rejectionCode(() => placeHand({ playersIn: 6, outcome: hand(busts, { tieRule: 'director', tieOrder: missing }) }))
    ).toBe('results.error.orderIncomplete')
    const stranger = { order: ['p', 'q', 'zz'], reason: 'r', decidedBy: 'TD' }
    expect(
      rejectionCode(() =>
        placeHand({ playersIn: 6, outcome: hand(busts, { tieRule: 'director', tieOrder: stranger }) })
      )
    ).toBe('results.error.orderInvalid')
  })

  it('a director override orders the whole hand explicitly, basis "director"', () => {
    const override = { order: ['small', 'big'], reason: 'stacks miscounted at the table', decidedBy: 'Anna (TD)' }
    const r = placeHand({ playersIn: 4, outcome: hand([bust('big', 900), bust('small', 100)], { override }) })
    expect(places(r)).toEqual([
      ['small', 3, 3, 'director'],
      ['big', 4, 4, 'director']
    ])
  })

  it('refuses a hand in which nobody would remain, and the same entry out twice', () => {
    expect(rejectionCode(() => placeHand({ playersIn: 2, outcome: hand([bust('a', 1), bust('b', 2)]) }))).toBe(
      'results.error.tooManyBusts'
    )
    expect(rejectionCode(() => placeHand({ playersIn: 5, outcome: hand([bust('a', 1), bust('a', 2)]) }))).toBe(
      'results.error.duplicateBust'
    )
  })
})

describe('places are a consistent ranking (property)', () => {
  const handArb = fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 9 })
    .chain((ids) =>
      fc.record({
        ids: fc.constant(ids),
        stacks: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: ids.length, maxLength: ids.length }),
        extra: fc.integer({ min: 1, max: 30 }),
        tieRule: fc.constantFrom('split' as const, 'lot' as const),
        seed: fc.integer({ min: 1, max: 1_000_000 })
      })
    )

  it('the places cover exactly N−k+1 … N, more chips never place lower, and input order does not matter', () => {
    fc.assert(
      fc.property(handArb, ({ ids, stacks, extra, tieRule, seed }) => {
        const busts = ids.map((id, i) => bust(id, stacks[i]!))
        const playersIn = ids.length + extra
        const r = placeHand({ playersIn, outcome: hand(busts, { tieRule }), randomInt: seededRandomInt(seed) })
        const stackOf = new Map(busts.map((b) => [b.entryId, b.startStack]))
        // Each place slot N−k+1…N is used exactly once (a shared range counts as its slots).
        const slots = r.placements.flatMap((p) => (p.placeTo === p.place ? [p.place] : []))
        const sharedRanges = new Map<string, number>()
        for (const p of r.placements)
          if (p.placeTo > p.place)
            sharedRanges.set(`${p.place}-${p.placeTo}`, (sharedRanges.get(`${p.place}-${p.placeTo}`) ?? 0) + 1)
        for (const [range, count] of sharedRanges) {
          const [from, to] = range.split('-').map(Number) as [number, number]
          expect(to - from + 1).toBe(count)
          for (let s = from; s <= to; s += 1) slots.push(s)
        }
        expect(slots.sort((a, b) => a - b)).toEqual(
          Array.from({ length: ids.length }, (_, i) => playersIn - ids.length + 1 + i)
        )
        for (const a of r.placements)
          for (const b of r.placements)
            if (stackOf.get(a.entryId)! > stackOf.get(b.entryId)!) expect(a.place).toBeLessThan(b.place)
        {
          // Permutation-consistent: the same hand entered in another order, with the same draw, gives the same places.
          const reversed = placeHand({
            playersIn,
            outcome: hand([...busts].reverse(), { tieRule }),
            randomInt: seededRandomInt(seed)
          })
          expect(new Set(reversed.placements.map((p) => `${p.entryId}:${p.place}:${p.placeTo}`))).toEqual(
            new Set(r.placements.map((p) => `${p.entryId}:${p.place}:${p.placeTo}`))
          )
        }
      })
    )
  })
})

describe('recomputing every place of a tournament (§27.8, §28.14)', () => {
  const entries = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6']
  const h = (handId: string, outcome: HandOutcome): ResultRecord => ({ type: 'hand', handId, outcome })
  const placeOf = (table: ReturnType<typeof recomputePlaces>) =>
    Object.fromEntries(
      table.results.map((r) => [r.entryId, r.place === r.placeTo ? r.place : `${r.place}-${r.placeTo}`])
    )

  const base: ResultRecord[] = [
    h('h1', hand([bust('e6', 1000, { level: 2, tableId: 't1', eliminatedBy: ['e1'] })])),
    h('h2', hand([bust('e5', 500, { level: 3 }), bust('e4', 2500, { level: 3, eliminatedBy: ['e1'] })])),
    h('h3', hand([bust('e3', 4000, { level: 5 })]))
  ]

  it('assigns places in order of elimination and gives the last one left place 1', () => {
    const t = recomputePlaces({ entries, records: base })
    expect(placeOf(t)).toEqual({ e1: null, e2: null, e3: 3, e4: 4, e5: 5, e6: 6 })
    expect(t.remaining).toBe(2)
    const finished = recomputePlaces({ entries, records: [...base, h('h4', hand([bust('e2', 100)]))] })
    expect(finished.results.find((r) => r.entryId === 'e1')).toMatchObject({
      status: 'winner',
      place: 1,
      basis: 'last-remaining',
      knockouts: 2
    })
    expect(finished.results.find((r) => r.entryId === 'e6')).toMatchObject({
      level: 2,
      tableId: 't1',
      eliminatedBy: ['e1']
    })
  })

  it('§27.8: undoing an elimination recomputes every place after it', () => {
    const before = recomputePlaces({ entries, records: base })
    const after = recomputePlaces({
      entries,
      records: [...base, { type: 'hand-undone', handId: 'h1', reason: 'wrong seat clicked', by: 'Secretary' }]
    })
    expect(placeOf(after)).toEqual({ e1: null, e2: null, e3: 4, e4: 5, e5: 6, e6: null })
    const changes = diffPlaces(before, after)
    expect(changes.find((c) => c.entryId === 'e6')).toEqual({
      entryId: 'e6',
      from: { status: 'eliminated', place: 6, placeTo: 6, basis: 'sole-elimination' },
      to: { status: 'in', place: null, placeTo: null, basis: null }
    })
    expect(changes.map((c) => c.entryId).sort()).toEqual(['e3', 'e4', 'e5', 'e6'])
  })

  it('§27.8: undoing one entry of a same-hand elimination keeps the other as a sole elimination', () => {
    const t = recomputePlaces({
      entries,
      records: [
        ...base,
        { type: 'hand-undone', handId: 'h2', entryIds: ['e4'], reason: 'e4 won a side pot', by: 'Floor' }
      ]
    })
    expect(placeOf(t)).toEqual({ e1: null, e2: null, e3: 4, e4: null, e5: 5, e6: 6 })
    expect(t.results.find((r) => r.entryId === 'e5')!.basis).toBe('sole-elimination')
  })

  it('§27.8: correcting the stacks of a hand reorders it in place, keeping its position in the order of eliminations', () => {
    const corrected: ResultRecord = {
      type: 'hand-corrected',
      handId: 'h2',
      outcome: hand([bust('e5', 2500), bust('e4', 2500)]),
      reason: 'stacks were equal',
      by: 'Anna (TD)'
    }
    const t = recomputePlaces({ entries, records: [...base, corrected] })
    expect(placeOf(t)).toEqual({ e1: null, e2: null, e3: 3, e4: '4-5', e5: '4-5', e6: 6 })
  })

  it('a correction that creates a new tie under a lot rule draws once and reports the draw to record', () => {
    const corrected: ResultRecord = {
      type: 'hand-corrected',
      handId: 'h2',
      outcome: hand([bust('e5', 2500), bust('e4', 2500)], { tieRule: 'lot' }),
      reason: 'stacks were equal',
      by: 'TD'
    }
    const t = recomputePlaces({ entries, records: [...base, corrected], randomInt: seededRandomInt(3) })
    expect(t.newLots).toHaveLength(1)
    expect(t.newLots[0]!.handId).toBe('h2')
    const replay: ResultRecord = {
      ...corrected,
      outcome: { ...corrected.outcome, lots: t.newLots[0]!.lots.map((lot) => ({ order: [...lot.order] })) }
    }
    const again = recomputePlaces({ entries, records: [...base, replay] })
    expect(again.newLots).toEqual([])
    expect(placeOf(again)).toEqual(placeOf(t))
  })

  it('§25.10 disqualification, places kept: removed while in play, the entry takes the place of that moment', () => {
    const t = recomputePlaces({
      entries,
      records: [
        ...base.slice(0, 1),
        { type: 'disqualified', entryId: 'e2', places: 'keep', reason: 'collusion (§25.5а)', by: 'Anna (TD)' },
        ...base.slice(1)
      ]
    })
    expect(placeOf(t)).toEqual({ e1: 1, e2: 5, e3: 2, e4: 3, e5: 4, e6: 6 })
    expect(t.results.find((r) => r.entryId === 'e2')).toMatchObject({
      status: 'disqualified',
      basis: 'disqualification'
    })
    expect(t.results.find((r) => r.entryId === 'e1')).toMatchObject({ status: 'winner', place: 1 })
  })

  it('§25.11, §28.8 disqualification, places annulled: the entry has no place and everyone below moves up', () => {
    const t = recomputePlaces({
      entries,
      records: [
        ...base,
        {
          type: 'disqualified',
          entryId: 'e3',
          places: 'annul',
          reason: 'chip dumping found after the bust',
          by: 'Anna (TD)'
        }
      ]
    })
    expect(placeOf(t)).toEqual({ e1: null, e2: null, e3: null, e4: 3, e5: 4, e6: 5 })
    expect(t.results.find((r) => r.entryId === 'e3')).toMatchObject({
      status: 'disqualified',
      disqualification: { places: 'annul' }
    })
  })

  it('§25.11 a disqualification after the bust with places kept leaves the place and marks the status', () => {
    const t = recomputePlaces({
      entries,
      records: [
        ...base,
        { type: 'disqualified', entryId: 'e3', places: 'keep', reason: 'abuse after the bust', by: 'TD' }
      ]
    })
    expect(t.results.find((r) => r.entryId === 'e3')).toMatchObject({
      status: 'disqualified',
      place: 3,
      basis: 'sole-elimination'
    })
  })

  it('a lifted disqualification restores the places', () => {
    const records: ResultRecord[] = [
      ...base,
      { type: 'disqualified', entryId: 'e3', places: 'annul', reason: 'r', by: 'TD' },
      { type: 'disqualification-lifted', entryId: 'e3', reason: 'identity confirmed', by: 'TD' }
    ]
    expect(placeOf(recomputePlaces({ entries, records }))).toEqual(placeOf(recomputePlaces({ entries, records: base })))
  })

  it('refuses an unknown entry, an entry out twice and a correction of an unrecorded hand', () => {
    expect(rejectionCode(() => recomputePlaces({ entries, records: [h('x', hand([bust('zz', 1)]))] }))).toBe(
      'results.error.unknownEntry'
    )
    expect(rejectionCode(() => recomputePlaces({ entries, records: [...base, h('h9', hand([bust('e6', 1)]))] }))).toBe(
      'results.error.alreadyOut'
    )
    expect(
      rejectionCode(() =>
        recomputePlaces({ entries, records: [{ type: 'hand-undone', handId: 'nope', reason: 'r', by: 'TD' }] })
      )
    ).toBe('results.error.handNotFound')
  })

  it('property: undoing any single hand never leaves a gap in the places of the eliminated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), (i) => {
        const undo: ResultRecord = { type: 'hand-undone', handId: `h${i + 1}`, reason: 'r', by: 'TD' }
        const t = recomputePlaces({ entries, records: [...base, undo] })
        const placed = t.results
          .filter((r) => r.place !== null)
          .flatMap((r) => Array.from({ length: r.placeTo! - r.place! + 1 }, (_, k) => r.place! + k))
        const n = entries.length
        expect(placed.sort((a, b) => a - b)).toEqual(
          Array.from({ length: placed.length }, (_, k) => n - placed.length + 1 + k)
        )
      })
    )
  })
})
