import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  computeEventPoints,
  computeStandings,
  diffStandings,
  recomputeSeries,
  type PointsAnnulment,
  type SeriesEvent,
  type SeriesEventResult,
  type TieBreak
} from '../../../../../src/shared/core/league/rating/seriesStandings'
import type { RatingFormulaInput } from '../../../../../src/shared/core/league/rating/ratingFormula'
import { rejectionCode, seededRandomInt } from '../../../../support/rejection'

const TABLE: RatingFormulaInput = { kind: 'table', points: [10, 6, 4, 2, 1] }
const r = (playerId: string, place: number | null, extra: Partial<SeriesEventResult> = {}): SeriesEventResult => ({
  playerId,
  entryId: `${playerId}@${place}`,
  place,
  ...extra
})
const event = (sequence: number, results: SeriesEventResult[], extra: Partial<SeriesEvent> = {}): SeriesEvent => ({
  eventId: `ev${sequence}`,
  sequence,
  date: `2026-0${sequence}-01`,
  formula: TABLE,
  entrants: 5,
  finalTableSize: 2,
  results,
  ...extra
})
const table = (events: SeriesEvent[], tieBreaks: TieBreak[], extra = {}) =>
  computeStandings(
    events.map((e) => computeEventPoints(e)),
    { tieBreaks, ...extra },
    seededRandomInt(1)
  ).rows.map((row) => [row.playerId, row.rank, row.rankTo, row.points, row.tieBrokenBy])

describe('series standings (§28.7–§28.10)', () => {
  it('sums points and ranks by them', () => {
    const rows = table(
      [event(1, [r('a', 1), r('b', 2), r('c', 3)]), event(2, [r('b', 1), r('c', 2), r('a', 5)])],
      ['shared']
    )
    expect(rows).toEqual([
      ['b', 1, 1, 16, null],
      ['a', 2, 2, 11, null],
      ['c', 3, 3, 10, null]
    ])
  })

  it('§28.16: players still in play (no place yet) are not in the table — no invented zero, no tie, no lot', () => {
    const e = event(1, [r('a', 5), r('b', null), r('c', null)])
    const standings = computeStandings([computeEventPoints(e)], { tieBreaks: ['lot'] })
    expect(standings.rows.map((row) => [row.playerId, row.points, row.eventsPlayed])).toEqual([['a', 1, 1]])
    expect(standings.rows.some((row) => row.lotPending)).toBe(false)
  })

  // Each pair below ties on points (10) and is separated by exactly one criterion.
  it('§28.7а wins: more wins ranks higher', () => {
    // a: one win (10); b: 6 + 4 = 10 without a win
    const rows = table(
      [
        event(1, [r('a', 1), r('b', 2)]),
        event(2, [r('x', 1), r('y', 2), r('b', 3)], { formula: { kind: 'table', points: [0, 0, 4] } })
      ],
      ['wins', 'shared']
    )
    expect(rows.filter((row) => row[0] === 'a' || row[0] === 'b')).toEqual([
      ['a', 1, 1, 10, 'wins'],
      ['b', 2, 2, 10, 'wins']
    ])
  })

  it('§28.7б best place: the better best place ranks higher', () => {
    // a: 6 + 4 = 10 (best 2); b: 4 + 6 = 10 — equal; c: 10 + 0 (best 1) ties with them on points
    const rows = table(
      [
        event(1, [r('c', 1), r('a', 2), r('b', 3)]),
        event(2, [r('b', 2), r('a', 3), r('c', 5, {})], { formula: { kind: 'table', points: [10, 6, 4, 2, 0] } })
      ],
      ['best-place', 'shared']
    )
    expect(rows).toEqual([
      ['c', 1, 1, 10, 'best-place'],
      ['a', 2, 3, 10, 'shared'],
      ['b', 2, 3, 10, 'shared']
    ])
  })

  it('§28.7в final tables: more final tables ranks higher', () => {
    // final table = places 1–2. a: 6 + 4 (one FT); b: 4 + 6 ... use different points to isolate
    const f: RatingFormulaInput = { kind: 'table', points: [5, 5, 5, 5, 5] }
    const rows = table(
      [event(1, [r('a', 1), r('b', 3)], { formula: f }), event(2, [r('a', 4), r('b', 2)], { formula: f })],
      ['final-tables', 'shared']
    )
    expect(rows).toEqual([
      ['a', 1, 2, 10, 'shared'],
      ['b', 1, 2, 10, 'shared']
    ])
    const rows2 = table(
      [event(1, [r('a', 1), r('b', 3)], { formula: f }), event(2, [r('a', 2), r('b', 4)], { formula: f })],
      ['final-tables', 'shared']
    )
    expect(rows2).toEqual([
      ['a', 1, 1, 10, 'final-tables'],
      ['b', 2, 2, 10, 'final-tables']
    ])
  })

  it('§28.7г events played: more events ranks higher', () => {
    const rows = table(
      [
        event(1, [r('a', 1), r('b', 3)]),
        event(2, [r('b', 2)], { formula: { kind: 'table', points: [0, 6, 0, 0, 0] } })
      ],
      ['events-played', 'shared']
    )
    expect(rows).toEqual([
      ['b', 1, 1, 10, 'events-played'],
      ['a', 2, 2, 10, 'events-played']
    ])
  })

  it('§28.7д average place: the lower average place ranks higher', () => {
    const f: RatingFormulaInput = { kind: 'table', points: [5, 5, 5, 5, 5] }
    const rows = table(
      [event(1, [r('a', 1), r('b', 2)], { formula: f }), event(2, [r('a', 5), r('b', 3)], { formula: f })],
      ['average-place', 'shared']
    )
    expect(rows).toEqual([
      ['b', 1, 1, 10, 'average-place'],
      ['a', 2, 2, 10, 'average-place']
    ])
  })

  it('§28.7е latest best result: the best result achieved more recently ranks higher', () => {
    const f: RatingFormulaInput = { kind: 'table', points: [5, 5, 5, 5, 5] }
    const rows = table(
      [event(1, [r('a', 1), r('b', 3)], { formula: f }), event(2, [r('b', 1), r('a', 3)], { formula: f })],
      ['latest-best-result', 'shared']
    )
    expect(rows).toEqual([
      ['b', 1, 1, 10, 'latest-best-result'],
      ['a', 2, 2, 10, 'latest-best-result']
    ])
  })

  it('§28.7ж lot: a tie nothing else separates is drawn, recorded, and replayed on recomputation', () => {
    const events = [
      event(1, [r('a', 1), r('b', 1, { placeTo: 1 })], { formula: { kind: 'table', points: [5, 5] }, entrants: 5 })
    ]
    const points = events.map((e) => computeEventPoints(e))
    const first = computeStandings(points, { tieBreaks: ['wins', 'lot'] }, seededRandomInt(9))
    expect(first.drewNewLot).toBe(true)
    expect(first.rows.map((row) => [row.rank, row.tieBrokenBy])).toEqual([
      [1, 'lot'],
      [2, 'lot']
    ])
    const replay = computeStandings(points, { tieBreaks: ['wins', 'lot'], lots: first.lots })
    expect(replay.drewNewLot).toBe(false)
    expect(replay.rows.map((row) => row.playerId)).toEqual(first.rows.map((row) => row.playerId))
  })

  it('§28.7ж, §28.16 without a recorded lot and without randomness the tie shares the rank and is reported as pending — the table never draws', () => {
    const points = [
      event(1, [r('a', 1), r('b', 1, { placeTo: 1 }), r('c', 3)], {
        formula: { kind: 'table', points: [5, 5, 1] },
        entrants: 5
      })
    ].map((e) => computeEventPoints(e))
    const s = computeStandings(points, { tieBreaks: ['wins', 'lot'] })
    expect(s.drewNewLot).toBe(false)
    expect(s.lots).toEqual([])
    expect(s.pendingLots).toEqual([{ rank: 1, rankTo: 2, playerIds: ['a', 'b'] }])
    expect(s.rows.map((row) => [row.playerId, row.rank, row.rankTo, row.tieBrokenBy, row.lotPending])).toEqual([
      ['a', 1, 2, null, true],
      ['b', 1, 2, null, true],
      ['c', 3, 3, null, false]
    ])
    // A recorded draw over exactly {a, b} is replayed; a draw over another group does not apply (findRecordedLot).
    const replay = computeStandings(points, { tieBreaks: ['wins', 'lot'], lots: [{ order: ['b', 'a'] }] })
    expect(replay.pendingLots).toEqual([])
    expect(replay.rows.map((row) => [row.playerId, row.rank, row.tieBrokenBy, row.lotPending])).toEqual([
      ['b', 1, 'lot', false],
      ['a', 2, 'lot', false],
      ['c', 3, null, false]
    ])
    const stale = computeStandings(points, { tieBreaks: ['wins', 'lot'], lots: [{ order: ['b', 'a', 'c'] }] })
    expect(stale.pendingLots).toHaveLength(1)
  })

  it('§28.7з shared place: the tie keeps an equal rank, and the next rank skips', () => {
    const rows = table(
      [event(1, [r('a', 2), r('b', 2, { placeTo: 2 }), r('c', 3)], { formula: { kind: 'table', points: [6, 6, 4] } })],
      ['shared']
    )
    expect(rows).toEqual([
      ['a', 1, 2, 6, 'shared'],
      ['b', 1, 2, 6, 'shared'],
      ['c', 3, 3, 4, null]
    ])
  })

  it('tie-breaks apply in the announced order', () => {
    const f: RatingFormulaInput = { kind: 'table', points: [5, 5, 5, 5, 5] }
    // a: more events; b: better best place
    const events = [
      event(1, [r('a', 2), r('b', 1)], { formula: f }),
      event(2, [r('a', 2)], { formula: { kind: 'table', points: [0, 0, 0, 0, 0] } })
    ]
    expect(table(events, ['events-played', 'best-place'])[0]![0]).toBe('a')
    expect(table(events, ['best-place', 'events-played'])[0]![0]).toBe('b')
  })

  it('re-entries: only the best entry of a player in an event counts', () => {
    const rows = table([event(1, [r('a', 4), r('a', 2), r('b', 1)])], ['shared'])
    expect(rows).toEqual([
      ['b', 1, 1, 10, null],
      ['a', 2, 2, 6, null]
    ])
  })

  it('counts only the best N results when announced', () => {
    const rows = table([event(1, [r('a', 1)]), event(2, [r('a', 2)]), event(3, [r('a', 5)])], ['shared'], {
      countBest: 2
    })
    expect(rows[0]![3]).toBe(16)
  })
})

describe('disqualification and annulled points (§28.8)', () => {
  it('full annulment: the event counts for nothing; partial: a share of the points is kept', () => {
    const events = [
      event(1, [
        r('a', 1, { annulment: { mode: 'full', reason: 'collusion' } }),
        r('b', 2),
        r('c', 3, { annulment: { mode: 'partial', keptShare: 0.5, reason: 'warning' } })
      ])
    ]
    const s = computeStandings(
      events.map((e) => computeEventPoints(e)),
      { tieBreaks: ['shared'] }
    )
    expect(s.rows.map((row) => [row.playerId, row.points, row.eventsPlayed])).toEqual([
      ['b', 6, 1],
      ['c', 2, 1]
    ])
    const points = computeEventPoints(events[0]!)
    expect(points.rows[0]).toMatchObject({ points: 0, explanation: { points: 10 } })
  })
})

describe('merging two records of one person (§28.9, §28.10)', () => {
  it('merges the results of an alias into the person', () => {
    const events = [event(1, [r('anna', 1), r('b', 2)]), event(2, [r('anna-alias', 2), r('b', 1)])]
    const rows = table(events, ['shared'], {
      merges: [{ from: 'anna-alias', into: 'anna', reason: 'same person, ID checked', by: 'TD' }]
    })
    expect(rows).toEqual([
      ['anna', 1, 2, 16, 'shared'],
      ['b', 1, 2, 16, 'shared']
    ])
  })

  it('reports an event where both merged records have a result, and keeps the better one', () => {
    const events = [event(1, [r('p1', 3), r('p2', 1)])]
    const s = computeStandings(
      events.map((e) => computeEventPoints(e)),
      { tieBreaks: ['shared'], merges: [{ from: 'p2', into: 'p1', reason: 'two accounts', by: 'TD' }] }
    )
    expect(s.rows.map((row) => [row.playerId, row.points])).toEqual([['p1', 10]])
    expect(s.mergeConflicts).toEqual([{ eventId: 'ev1', playerId: 'p1', entryIds: ['p1@3', 'p2@1'] }])
  })

  it('resolves chains of merges and refuses a cycle', () => {
    const events = [event(1, [r('x', 1), r('y', 2), r('z', 3)])]
    const points = events.map((e) => computeEventPoints(e))
    const s = computeStandings(points, {
      tieBreaks: ['shared'],
      merges: [
        { from: 'x', into: 'y', reason: 'r', by: 'TD' },
        { from: 'y', into: 'z', reason: 'r', by: 'TD' }
      ]
    })
    expect(s.rows.map((row) => row.playerId)).toEqual(['z'])
    const cycle = [
      { from: 'x', into: 'y', reason: 'r', by: 'TD' },
      { from: 'y', into: 'x', reason: 'r', by: 'TD' }
    ]
    expect(rejectionCode(() => computeStandings(points, { tieBreaks: ['shared'], merges: cycle }))).toBe(
      'rating.error.mergeCycle'
    )
  })
})

describe('recomputation after a correction (§28.14)', () => {
  it('recomputes the corrected event, then the table, and reports what changed', () => {
    const events = [event(1, [r('a', 1), r('b', 2)]), event(2, [r('a', 2), r('b', 1)])]
    const before = recomputeSeries(events, { tieBreaks: ['best-place', 'shared'] })
    const corrected = [event(1, [r('a', 2), r('b', 1)]), events[1]!]
    const after = recomputeSeries(
      corrected,
      { tieBreaks: ['best-place', 'shared'] },
      { previous: before, changed: ['ev1'] }
    )
    expect(after.events.get('ev2')).toBe(before.events.get('ev2'))
    expect(after.standings.rows.map((row) => [row.playerId, row.points])).toEqual([
      ['b', 20],
      ['a', 12]
    ])
    expect(diffStandings(before.standings, after.standings)).toEqual([
      { playerId: 'b', from: { rank: 1, points: 16 }, to: { rank: 1, points: 20 } },
      { playerId: 'a', from: { rank: 1, points: 16 }, to: { rank: 2, points: 12 } }
    ])
  })
})

describe('honest uncertainty (§28.15, §28.16)', () => {
  it('§28.15в an event excluded from the rating keeps its computed points but counts for nothing in the table', () => {
    const events = [
      event(1, [r('a', 1), r('b', 2)]),
      event(2, [r('b', 1), r('a', 2)], { excludedFromRating: { reason: 'protocol lost', by: 'TD' } })
    ]
    const s = recomputeSeries(events, { tieBreaks: ['shared'] })
    expect(s.events.get('ev2')!.rows[0]!.points).toBe(10)
    expect(s.standings.rows.map((row) => [row.playerId, row.points, row.eventsPlayed])).toEqual([
      ['a', 10, 1],
      ['b', 6, 1]
    ])
  })

  it('§28.15б equal places recorded in an event give equal split points and an equal rank when nothing else separates', () => {
    const rows = table([event(1, [r('a', 1, { placeTo: 2 }), r('b', 1, { placeTo: 2 })])], ['wins', 'shared'])
    expect(rows).toEqual([
      ['a', 1, 2, 8, 'shared'],
      ['b', 1, 2, 8, 'shared']
    ])
  })
})

describe('from places to standings, in order (§28.14)', () => {
  it('adapts a recomputed places table: re-entries per player, annulled disqualification without a place, points annulment carried', async () => {
    const { recomputePlaces } = await import('../../../../../src/shared/core/results/places/placesTable')
    const { toSeriesResults } = await import('../../../../../src/shared/core/league/rating/eventResults')
    const entries = ['a1', 'a2', 'b1', 'c1', 'd1']
    const table = recomputePlaces({
      entries,
      records: [
        { type: 'hand', handId: 'h1', outcome: { busts: [{ entryId: 'a1', startStack: 10 }], tieRule: 'split' } },
        {
          type: 'hand',
          handId: 'h2',
          outcome: { busts: [{ entryId: 'c1', startStack: 10, eliminatedBy: ['a2'] }], tieRule: 'split' }
        },
        { type: 'disqualified', entryId: 'd1', places: 'annul', reason: 'collusion', by: 'TD' },
        { type: 'hand', handId: 'h3', outcome: { busts: [{ entryId: 'b1', startStack: 10 }], tieRule: 'split' } }
      ]
    })
    const playerOf = (entryId: string) => entryId[0]!
    const results = toSeriesResults(
      table,
      playerOf,
      new Map([['c1', { mode: 'partial' as const, keptShare: 0.5, reason: 'warning' }]])
    )
    expect(
      results.map((x) => [x.entryId, x.playerId, x.place, x.reentries, x.knockouts, x.annulment?.mode ?? null])
    ).toEqual([
      ['a1', 'a', 4, 1, 0, null],
      ['a2', 'a', 1, 1, 1, null],
      ['b1', 'b', 2, 0, 0, null],
      ['c1', 'c', 3, 0, 0, 'partial'],
      ['d1', 'd', null, 0, 0, 'full']
    ])
    const s = recomputeSeries([event(1, results, { entrants: 4 })], { tieBreaks: ['shared'] })
    expect(s.standings.rows.map((row) => [row.playerId, row.points])).toEqual([
      ['a', 10],
      ['b', 6],
      ['c', 2]
    ])
  })
})

describe('the standings are a consistent ranking (property, §28.7)', () => {
  it('points never increase down the table, shared ranks have equal points, and the order of input rows does not matter', async () => {
    const fc = (await import('fast-check')).default
    const arb = fc.array(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 8 }), {
      minLength: 1,
      maxLength: 6
    })
    const tieBreaks = fc.shuffledSubarray([
      'wins',
      'best-place',
      'final-tables',
      'events-played',
      'average-place',
      'latest-best-result'
    ] as TieBreak[])
    fc.assert(
      fc.property(arb, tieBreaks, (events, tb) => {
        const build = (reverse: boolean) =>
          events.map((players, k) => {
            const unique = [...new Set(players)]
            const results = unique.map((p, i) => r(`p${p}`, i + 1))
            return event(k + 1, reverse ? [...results].reverse() : results, {
              entrants: unique.length,
              formula: { kind: 'table', points: [5, 3, 2, 1, 1, 0, 0, 0] }
            })
          })
        const a = computeStandings(
          build(false).map((e) => computeEventPoints(e)),
          { tieBreaks: [...tb, 'shared'] }
        ).rows
        const b = computeStandings(
          build(true).map((e) => computeEventPoints(e)),
          { tieBreaks: [...tb, 'shared'] }
        ).rows
        expect(b.map((row) => [row.playerId, row.rank, row.rankTo])).toEqual(
          a.map((row) => [row.playerId, row.rank, row.rankTo])
        )
        a.forEach((row, i) => {
          if (i > 0) expect(row.points).toBeLessThanOrEqual(a[i - 1]!.points)
          expect(row.rank).toBeLessThanOrEqual(i + 1)
          expect(row.rankTo).toBeGreaterThanOrEqual(i + 1)
          const mates = a.filter((x) => x.rank === row.rank)
          expect(mates.length).toBe(row.rankTo - row.rank + 1)
          for (const m of mates) expect(m.points).toBe(row.points)
        })
      }),
      { numRuns: 200 }
    )
  })
})

describe('the announced rules of a series as command data (§28.1, §28.7)', () => {
  it('accepts an ordered list of distinct tie-breaks and refuses a repeated one', async () => {
    const { SeriesRulesSchema } = await import('../../../../../src/shared/core/league/rating/seriesStandings')
    expect(SeriesRulesSchema.parse({ tieBreaks: ['wins', 'best-place', 'lot'], countBest: 8 })).toEqual({
      tieBreaks: ['wins', 'best-place', 'lot'],
      countBest: 8
    })
    expect(SeriesRulesSchema.safeParse({ tieBreaks: ['wins', 'wins'] }).success).toBe(false)
    expect(SeriesRulesSchema.safeParse({ tieBreaks: ['coin-flip'] }).success).toBe(false)
  })
})

describe('recomputation from the previous tally (§28.14)', () => {
  // Small seasons with merges, re-entries, annulments, excluded events and best N, then a run of corrections, new
  // events and withdrawn ones: the table kept step by step equals the table computed again from nothing.
  const player = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g')
  const result = fc.record({
    playerId: player,
    place: fc.option(fc.integer({ min: 1, max: 5 }), { freq: 5 }),
    annulment: fc.option(fc.constantFrom({ mode: 'full' as const, reason: 'x' }), { freq: 8 })
  })
  const eventOf = (
    n: number,
    results: Array<{ playerId: string; place: number | null; annulment: unknown }>,
    excluded: boolean
  ) =>
    event(
      n,
      results.map((x, i) => ({
        playerId: x.playerId,
        entryId: `${x.playerId}#${i}`,
        place: x.place,
        ...(x.annulment ? { annulment: x.annulment as PointsAnnulment } : {})
      })),
      excluded ? { excludedFromRating: { reason: 'lost', by: 'TD' } } : {}
    )
  const season = fc.array(fc.tuple(fc.array(result, { maxLength: 6 }), fc.boolean()), { minLength: 1, maxLength: 8 })
  const step = fc.tuple(fc.nat(20), fc.array(result, { maxLength: 6 }), fc.constantFrom('correct', 'add', 'drop'))

  it('equals the table computed in full after any run of changes', () => {
    fc.assert(
      fc.property(
        season,
        fc.array(step, { maxLength: 6 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 3 })),
        (first, steps, merged, countBest) => {
          const rules = {
            tieBreaks: ['wins', 'best-place', 'shared'] as TieBreak[],
            ...(merged ? { merges: [{ from: 'b', into: 'a', reason: 'one person', by: 'admin' }] } : {}),
            ...(countBest !== null ? { countBest } : {})
          }
          let events = first.map(([results, excluded], i) => eventOf(i + 1, results, excluded && i % 3 === 2))
          let kept = recomputeSeries(events, rules)
          let next = events.length + 1
          for (const [at, results, kind] of steps) {
            let changed: string[]
            if (kind === 'add' || events.length === 0) {
              const added = eventOf(next++, results, false)
              events = [...events, added]
              changed = [added.eventId]
            } else {
              const target = events[at % events.length]!
              changed = [target.eventId]
              events =
                kind === 'drop'
                  ? events.filter((e) => e !== target)
                  : events.map((e) => (e === target ? { ...eventOf(e.sequence, results, false) } : e))
            }
            kept = recomputeSeries(events, rules, { previous: kept, changed })
            const full = recomputeSeries(events, rules)
            expect(kept.standings).toEqual(full.standings)
          }
        }
      ),
      { numRuns: 300 }
    )
  })
})
