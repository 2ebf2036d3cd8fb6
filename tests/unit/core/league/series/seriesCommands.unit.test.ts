import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../../src/shared/core/events'
import { streamOf } from '../../../../../src/shared/core/events'
import { seriesStandings } from '../../../../../src/shared/core/league/series/views'
import { buildProtocol } from '../../../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../../../src/shared/core/protocol/fromState'
import { mainEvent } from '../../../../support/fixtures'
import { givenFloor, type GivenFloor } from '../../../../support/decider'
import { playerCreated } from '../../../../support/registration'
import { formulaWarnings } from '../../../../../src/shared/core/league/rating/formulaWarnings'
import { renderSeriesCsv } from '../../../../../src/shared/core/league/series/seriesCsv'
import { readCsvRows } from '../../../../../src/shared/core/csv/codec'
import { journalNames, subjectsOf } from '../../../../../src/shared/core/journal/subjects'

const players = ['Anna', 'Boris', 'Vera', 'Anna Alias'].map((n, i) => playerCreated(`p${i + 1}`, n))
/** A tournament whose entry `<id>-e<k>` is player `playerIds[k-1]`. */
const tournament = (id: string, playerIds = ['p1', 'p2', 'p3']): DomainEvent[] => [
  { type: 'tournament.created', tournamentId: id, fields: mainEvent },
  ...playerIds.map((playerId, k): DomainEvent => ({
    type: 'entry.registered',
    tournamentId: id,
    entryId: `${id}-e${k + 1}`,
    playerId,
    kind: 'entry',
    status: 'registered',
    number: k + 1,
    chips: 30000,
    late: false,
    override: null
  }))
]

/** Four tournaments (A–D) of the same four players, nothing decided yet. */
const seriesFloor = () =>
  givenFloor([
    ...players,
    ...tournament('A'),
    ...tournament('B'),
    ...tournament('C', ['p1', 'p2', 'p4']),
    ...tournament('D', ['p4', 'p2', 'p3'])
  ])

const out = (t: string, i: number): Command =>
  ({
    type: 'results.recordHand',
    tournamentId: t,
    level: 1,
    confirmedBy: 'Floor',
    busts: [{ entryId: `${t}-e${i}`, startStack: 0 }]
  }) as Command
const table = (points: number[]) => ({
  kind: 'table' as const,
  points,
  beyond: 0,
  applyCoefficient: false,
  decimals: 2
})

describe('§28.1, §28.5, §28.6 a series owns its formula; frozen for an event once it starts', () => {
  it('creates a series on its own stream; refuses an unsafe custom formula at announcement (no eval, no property access)', () => {
    const f = seriesFloor()
    const [created] = f.when({
      type: 'series.create',
      name: 'Winter League',
      formula: table([100, 60, 30]),
      rules: { tieBreaks: ['wins', 'best-place'] },
      finalTableSize: 9
    } as Command)
    expect(created).toMatchObject({ type: 'series.created', version: { version: 1 } })
    expect(streamOf(created!)).toBe('series')
    // A property access in a custom formula is refused at announcement, naming the formula and where it is.
    const refusal = f.refused({
      type: 'series.create',
      name: 'Bad',
      formula: { kind: 'custom', expression: 'constructor.constructor(1)', decimals: 2 },
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    } as Command)
    expect(refusal).toMatchObject({ code: 'rating.formula.error.propertyAccess', field: 'formula' })
  })

  it('an attached event follows a new announcement until it starts, then keeps its frozen version; no attaching after the start', () => {
    const f = seriesFloor()
    const [created] = f.when({
      type: 'series.create',
      name: 'League',
      formula: table([100, 60, 30]),
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    } as Command)
    const seriesId = (created as { seriesId: string }).seriesId
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    expect(f.refused({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command).code).toBe(
      'rating.error.alreadyInSeries'
    )
    f.when(out('A', 3)) // A has started: a result is recorded
    const [other] = f.when({
      type: 'series.create',
      name: 'Other',
      formula: table([10]),
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    } as Command)
    expect(
      f.refused({
        type: 'series.attach',
        seriesId: (other as { seriesId: string }).seriesId,
        tournamentId: 'A'
      } as Command).code
    ).toBe('rating.error.formulaNotAnnounced')
    f.when({ type: 'series.attach', seriesId, tournamentId: 'B' } as Command)
    f.when({ type: 'series.announceFormula', seriesId, formula: table([200, 100, 50]) } as Command)
    const view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.events.map((e) => [e.tournamentId, e.version, e.frozen])).toEqual([
      ['A', 1, true],
      ['B', 2, false]
    ])
  })
})

describe('§28.4, §28.7, §28.14 points with explanations; standings in the announced tie-break order, recomputed after a correction', () => {
  it('points follow the places; a correction of a place changes the standings', () => {
    const f = seriesFloor()
    const [created] = f.when({
      type: 'series.create',
      name: 'League',
      formula: table([100, 60, 30]),
      rules: { tieBreaks: ['wins', 'best-place'] },
      finalTableSize: 9
    } as Command)
    const seriesId = (created as { seriesId: string }).seriesId
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.when({ type: 'series.attach', seriesId, tournamentId: 'B' } as Command)
    f.when(out('A', 3))
    f.when(out('A', 2)) // A: Anna 1, Boris 2, Vera 3
    const [bHand1] = f.when(out('B', 1))
    const [bHand] = f.when(out('B', 3)) // B: Boris 1, Vera 2, Anna 3
    let view = seriesStandings(f.state, seriesId, 'en')!
    // Anna 100+30 = 130, Boris 60+100 = 160, Vera 30+60 = 90.
    expect(view.rows.map((r) => [r.name, r.points])).toEqual([
      ['Boris', 160],
      ['Anna', 130],
      ['Vera', 90]
    ])
    const anna = view.points.find((p) => p.tournamentId === 'A' && p.name === 'Anna')!
    expect(anna).toMatchObject({ place: 1, points: 100 })
    expect(anna.explanation).toContain('100')
    // §27.8 → §28.14: B's eliminations corrected: Vera and Anna were out in one hand, Anna had more chips → Anna 2nd.
    const handId = (bHand as { handId: string }).handId
    f.when({ type: 'results.undoHand', tournamentId: 'B', handId } as Command, { reason: 'Recorded too early' })
    f.when({ type: 'results.undoHand', tournamentId: 'B', handId: (bHand1 as { handId: string }).handId } as Command, {
      reason: 'Same hand as Vera'
    })
    f.when({
      type: 'results.recordHand',
      tournamentId: 'B',
      level: 1,
      confirmedBy: 'Floor',
      busts: [
        { entryId: 'B-e3', startStack: 100 },
        { entryId: 'B-e1', startStack: 500 }
      ]
    } as Command)
    view = seriesStandings(f.state, seriesId, 'en')!
    // B: Boris 1 (100), Anna 2 (60), Vera 3 (30) → Anna 160, Boris 160, Vera 60.
    expect(view.rows.find((r) => r.name === 'Anna')!.points).toBe(160)
    expect(view.rows.find((r) => r.name === 'Vera')!.points).toBe(60)
    // The protocol carries the points with their explanation (C.14).
    const doc = buildProtocol(protocolInput(f.state, 'A')!, { audience: 'public', generatedAt: 0 })
    expect(doc.participants.map((p) => [p.publicName, p.points])).toEqual([
      ['Anna', 100],
      ['Boris', 60],
      ['Vera', 30]
    ])
    expect(doc.tournament.seriesName).toBe('League')
  })
})

const create = (f: GivenFloor, formula: object, tieBreaks: string[]): string => {
  const [created] = f.when({
    type: 'series.create',
    name: 'League',
    formula,
    rules: { tieBreaks },
    finalTableSize: 9
  } as Command)
  return (created as { seriesId: string }).seriesId
}

describe('§28.7ж a tie that goes to a lot: pending in the view, drawn by a command, replayed, pending again when the group changes', () => {
  it('the view never draws; series.drawLots draws and records; the draw is replayed; a correction that changes the tied group makes it pending again', () => {
    const f = seriesFloor()
    // Places 2 and 3 score alike, so the two players behind the winner tie; the only tie-break announced is a lot.
    const seriesId = create(f, table([100, 50, 50]), ['lot'])
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.when(out('A', 3))
    const [borisOut] = f.when(out('A', 2)) // A: Anna 1 (100), Boris 2 (50), Vera 3 (50)

    let view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.rows.map((r) => [r.name, r.rank, r.rankTo, r.lotPending])).toEqual([
      ['Anna', 1, 1, false],
      ['Boris', 2, 3, true],
      ['Vera', 2, 3, true]
    ])
    expect(view.pendingLots).toEqual([{ rank: 2, rankTo: 3, names: ['Boris', 'Vera'], playerIds: ['p2', 'p3'] }])
    // Asking again does not draw: still pending (the query has no randomness).
    expect(seriesStandings(f.state, seriesId, 'en')!.pendingLots).toHaveLength(1)

    const [drawn] = f.when({ type: 'series.drawLots', seriesId } as Command)
    expect(drawn).toMatchObject({ type: 'series.lotsDrawn', seriesId })
    const order = (drawn as { lots: Array<{ order: readonly string[] }> }).lots[0]!.order
    expect([...order].sort()).toEqual(['p2', 'p3'])
    view = seriesStandings(f.state, seriesId, 'en')!
    const byLot = order.map((id) => (id === 'p2' ? 'Boris' : 'Vera'))
    expect(view.rows.map((r) => [r.name, r.rank, r.rankTo, r.tieBrokenBy, r.lotPending])).toEqual([
      ['Anna', 1, 1, null, false],
      [byLot[0], 2, 2, 'lot', false],
      [byLot[1], 3, 3, 'lot', false]
    ])
    expect(view.pendingLots).toEqual([])
    expect(view.lots).toEqual([
      { names: byLot, drawnAt: expect.any(Number), drawnBy: 'Anna (TD)', physicalBy: null, reason: null, applies: true }
    ])
    // Replayed, not redrawn: the same order every time, and nothing left to draw.
    expect(seriesStandings(f.state, seriesId, 'en')!.rows.map((r) => r.name)).toEqual(view.rows.map((r) => r.name))
    expect(f.refused({ type: 'series.drawLots', seriesId } as Command).code).toBe('rating.error.noLotPending')

    // §27.8, §28.14: Boris's elimination was recorded for the wrong player — Anna was out second, Boris won.
    f.when(
      { type: 'results.undoHand', tournamentId: 'A', handId: (borisOut as { handId: string }).handId } as Command,
      {
        reason: 'Wrong player'
      }
    )
    f.when(out('A', 1))
    view = seriesStandings(f.state, seriesId, 'en')!
    // Now Anna and Vera tie: the recorded draw was over {Boris, Vera} and does not match — the lot is pending again.
    expect(view.rows.map((r) => [r.name, r.rank, r.rankTo, r.lotPending])).toEqual([
      ['Boris', 1, 1, false],
      ['Anna', 2, 3, true],
      ['Vera', 2, 3, true]
    ])
    expect(view.pendingLots).toEqual([{ rank: 2, rankTo: 3, names: ['Anna', 'Vera'], playerIds: ['p1', 'p3'] }])
    expect(view.lots[0]!.applies).toBe(false)
    const [again] = f.when({ type: 'series.drawLots', seriesId } as Command, {
      reason: 'Tie after the correction of event A'
    })
    expect((again as { lots: unknown[] }).lots).toHaveLength(1)
    view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.pendingLots).toEqual([])
    expect(view.lots.map((l) => [l.applies, l.reason])).toEqual([
      [false, null],
      [true, 'Tie after the correction of event A']
    ])
  })

  it('refuses an unknown series', () => {
    expect(seriesFloor().refused({ type: 'series.drawLots', seriesId: 'nope' } as Command)).toMatchObject({
      code: 'rating.error.seriesNotFound',
      field: 'seriesId'
    })
  })
})

describe('§28.9, §28.10 records merged in the player database (player.merge) merge their series results', () => {
  it('combines the results of both records and reports the event where both have a result', () => {
    const f = seriesFloor()
    const seriesId = create(f, table([100, 60, 30]), ['shared'])
    f.when({ type: 'series.attach', seriesId, tournamentId: 'C' } as Command)
    f.when({ type: 'series.attach', seriesId, tournamentId: 'D' } as Command)
    f.when(out('C', 3)) // C: Anna Alias 3rd
    f.when(out('C', 2)) // C: Boris 2nd, Anna 1st
    f.when(out('D', 3)) // D: Vera 3rd
    f.when(out('D', 2)) // D: Boris 2nd, Anna Alias 1st
    let view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.rows.map((r) => [r.name, r.points])).toEqual([
      ['Anna Alias', 130],
      ['Boris', 120],
      ['Anna', 100],
      ['Vera', 30]
    ])
    expect(view.mergeConflicts).toEqual([])

    f.when({ type: 'player.merge', duplicateId: 'p4', keepId: 'p1' } as Command, {
      reason: 'Same person, ID checked at the desk'
    })
    view = seriesStandings(f.state, seriesId, 'en')!
    // Anna: C — her own 1st (100) is better than the alias's 3rd (30); D — the alias's 1st (100).
    expect(view.rows.map((r) => [r.name, r.points, r.eventsPlayed])).toEqual([
      ['Anna', 200, 2],
      ['Boris', 120, 2],
      ['Vera', 30, 1]
    ])
    expect(view.merges).toEqual([
      { from: 'Anna Alias', into: 'Anna', reason: 'Same person, ID checked at the desk', by: 'Anna (TD)' }
    ])
    // §28.10: both records played C — shown for the administration to decide.
    expect(view.mergeConflicts).toEqual([
      {
        tournamentId: 'C',
        tournamentName: mainEvent.name,
        name: 'Anna',
        entries: [
          { entryId: 'C-e1', number: 1, registeredAs: 'Anna', place: 1, placeTo: 1, points: 100 },
          { entryId: 'C-e3', number: 3, registeredAs: 'Anna Alias', place: 3, placeTo: 3, points: 30 }
        ]
      }
    ])

    // §28.10: the administration decides which result stands — refused without a reason or for an entry not in conflict.
    const keep = { type: 'series.resolveMergeConflict', seriesId, tournamentId: 'C', keepEntryId: 'C-e3' } as Command
    expect(f.refused(keep)).toMatchObject({ code: 'rating.error.decisionNeedsReason', field: 'meta.reason' })
    expect(
      f.refused({ type: 'series.resolveMergeConflict', seriesId, tournamentId: 'C', keepEntryId: 'C-e2' } as Command, {
        reason: 'x'
      })
    ).toMatchObject({ code: 'rating.error.noMergeConflict', field: 'keepEntryId' })
    const [resolved] = f.when(keep, { reason: 'The alias entry was the one paid for; the other was a desk error' })
    expect(resolved).toMatchObject({
      type: 'series.mergeConflictResolved',
      keepEntryId: 'C-e3',
      dropEntryIds: ['C-e1']
    })
    view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.mergeConflicts).toEqual([])
    // Anna now counts C with the alias's 3rd (30) and D's 1st (100); her own 1st in C is set aside, on record with why.
    expect(view.rows.map((r) => [r.name, r.points])).toEqual([
      ['Anna', 130],
      ['Boris', 120],
      ['Vera', 30]
    ])
    const aside = view.points.find((p) => p.entryId === 'C-e1')!
    expect(aside.annulment).toMatchObject({
      mode: 'full',
      reason: 'The alias entry was the one paid for; the other was a desk error'
    })
    // Undone with a reason: the conflict is back for a decision.
    f.when({ type: 'series.restorePoints', seriesId, tournamentId: 'C', entryId: 'C-e1' } as Command, {
      reason: 'Decided too early'
    })
    expect(seriesStandings(f.state, seriesId, 'en')!.mergeConflicts).toHaveLength(1)
  })
})

describe('§28.15в excluding an event from the rating, and taking it back', () => {
  it('needs a reason and an event of the series; the excluded event counts for nothing but its points stay on record', () => {
    const f = seriesFloor()
    const seriesId = create(f, table([100, 60, 30]), ['wins', 'shared'])
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.when({ type: 'series.attach', seriesId, tournamentId: 'B' } as Command)
    f.when(out('A', 3))
    f.when(out('A', 2)) // A: Anna 1, Boris 2, Vera 3
    f.when(out('B', 3))
    f.when(out('B', 1)) // B: Boris 1, Anna 2, Vera 3
    expect(f.refused({ type: 'series.excludeEvent', seriesId, tournamentId: 'A' } as Command)).toMatchObject({
      code: 'rating.error.decisionNeedsReason',
      field: 'meta.reason'
    })
    expect(
      f.refused({ type: 'series.excludeEvent', seriesId, tournamentId: 'C' } as Command, { reason: 'Protocol lost' })
    ).toMatchObject({ code: 'rating.error.eventNotInSeries', field: 'tournamentId' })
    expect(
      f.refused({ type: 'series.excludeEvent', seriesId: 'nope', tournamentId: 'A' } as Command, {
        reason: 'Protocol lost'
      }).code
    ).toBe('rating.error.seriesNotFound')
    expect(
      f.refused({ type: 'series.includeEvent', seriesId, tournamentId: 'A' } as Command, { reason: 'Found it' }).code
    ).toBe('rating.error.notExcluded')

    const [excluded] = f.when({ type: 'series.excludeEvent', seriesId, tournamentId: 'A' } as Command, {
      reason: 'Protocol lost (§28.15в)'
    })
    expect(excluded).toEqual({
      type: 'series.eventExcluded',
      seriesId,
      tournamentId: 'A',
      reason: 'Protocol lost (§28.15в)'
    })
    expect(
      f.refused({ type: 'series.excludeEvent', seriesId, tournamentId: 'A' } as Command, { reason: 'again' }).code
    ).toBe('rating.error.alreadyExcluded')
    let view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.events.find((e) => e.tournamentId === 'A')!.excluded).toEqual({
      reason: 'Protocol lost (§28.15в)',
      by: 'Anna (TD)',
      at: expect.any(Number)
    })
    expect(view.rows.map((r) => [r.name, r.points])).toEqual([
      ['Boris', 100],
      ['Anna', 60],
      ['Vera', 30]
    ])
    // For the record: A's points are still computed and shown, marked excluded.
    expect(view.points.filter((p) => p.tournamentId === 'A').map((p) => [p.name, p.points, p.excluded])).toEqual([
      ['Anna', 100, true],
      ['Boris', 60, true],
      ['Vera', 30, true]
    ])

    expect(f.refused({ type: 'series.includeEvent', seriesId, tournamentId: 'A' } as Command)).toMatchObject({
      code: 'rating.error.decisionNeedsReason',
      field: 'meta.reason'
    })
    f.when({ type: 'series.includeEvent', seriesId, tournamentId: 'A' } as Command, {
      reason: 'Protocol found in the office'
    })
    view = seriesStandings(f.state, seriesId, 'en')!
    const a = view.events.find((e) => e.tournamentId === 'A')!
    expect(a.excluded).toBeNull()
    expect(a.exclusionHistory.map((h) => [h.excluded, h.reason])).toEqual([
      [true, 'Protocol lost (§28.15в)'],
      [false, 'Protocol found in the office']
    ])
    expect(view.rows.map((r) => [r.name, r.points])).toEqual([
      ['Anna', 160],
      ['Boris', 160],
      ['Vera', 60]
    ])
  })
})

describe('§28.8 annulling the points of a disqualified participant', () => {
  it('full and partial annulment with a reason, shown in the points and the explanation; restored with a reason', () => {
    const f = seriesFloor()
    const seriesId = create(f, table([100, 60, 30]), ['wins', 'shared'])
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.when(out('A', 3)) // Vera 3rd
    // Boris is disqualified; the announced rule keeps his place (2nd).
    f.when({ type: 'entry.disqualify', tournamentId: 'A', entryId: 'A-e2' } as Command, { reason: 'Collusion' })
    const annul = (extra: object): Command =>
      ({ type: 'series.annulPoints', seriesId, tournamentId: 'A', entryId: 'A-e2', ...extra }) as Command
    const boris = () => seriesStandings(f.state, seriesId, 'en')!.points.find((p) => p.entryId === 'A-e2')!
    expect(boris()).toMatchObject({ place: 2, points: 60, disqualified: true, annulment: null })

    // Refusals write nothing: an entry not disqualified, no reason, a partial without its share, an unknown entry.
    expect(
      f.refused({ type: 'series.annulPoints', seriesId, tournamentId: 'A', entryId: 'A-e3', mode: 'full' } as Command, {
        reason: 'x'
      })
    ).toMatchObject({ code: 'rating.error.notDisqualified', field: 'entryId' })
    expect(f.refused(annul({ mode: 'full' }))).toMatchObject({
      code: 'rating.error.decisionNeedsReason',
      field: 'meta.reason'
    })
    expect(f.refused(annul({ mode: 'partial' }), { reason: 'x' })).toMatchObject({
      code: 'rating.error.keptShareRequired',
      field: 'keptShare'
    })
    expect(f.refused(annul({ mode: 'full', entryId: 'A-e9' }), { reason: 'x' })).toMatchObject({
      code: 'rating.error.entryNotFound',
      field: 'entryId'
    })
    expect(f.refused(annul({ mode: 'full', tournamentId: 'B' }), { reason: 'x' })).toMatchObject({
      code: 'rating.error.eventNotInSeries',
      field: 'tournamentId'
    })
    expect(
      f.refused({ type: 'series.restorePoints', seriesId, tournamentId: 'A', entryId: 'A-e2' } as Command, {
        reason: 'x'
      }).code
    ).toBe('rating.error.notAnnulled')

    f.when(annul({ mode: 'full' }), { reason: 'Series rules: collusion annuls the event' })
    let view = seriesStandings(f.state, seriesId, 'en')!
    expect(boris()).toMatchObject({
      points: 0,
      pointsBefore: 60,
      annulment: { mode: 'full', keptShare: null, reason: 'Series rules: collusion annuls the event', by: 'Anna (TD)' }
    })
    expect(boris().explanation).toContain(
      'Annulled by the administration (§28.8): Series rules: collusion annuls the event'
    )
    expect(view.rows.map((r) => r.name)).toEqual(['Anna', 'Vera'])

    f.when(annul({ mode: 'partial', keptShare: 0.5 }), { reason: 'Appeal: half kept' })
    view = seriesStandings(f.state, seriesId, 'en')!
    expect(boris()).toMatchObject({ points: 30, pointsBefore: 60, annulment: { mode: 'partial', keptShare: 0.5 } })
    expect(boris().explanation).toContain('50% kept by the administration (§28.8) = 30: Appeal: half kept')
    expect(seriesStandings(f.state, seriesId, 'ru')!.points.find((p) => p.entryId === 'A-e2')!.explanation).toContain(
      'Администрация сохранила 50%'
    )
    expect(view.rows.map((r) => [r.name, r.points])).toEqual([
      ['Anna', 100],
      ['Boris', 30],
      ['Vera', 30]
    ])

    expect(
      f.refused({ type: 'series.restorePoints', seriesId, tournamentId: 'A', entryId: 'A-e2' } as Command).code
    ).toBe('rating.error.decisionNeedsReason')
    f.when({ type: 'series.restorePoints', seriesId, tournamentId: 'A', entryId: 'A-e2' } as Command, {
      reason: 'Decision withdrawn'
    })
    expect(boris()).toMatchObject({ points: 60, annulment: null })
  })
})

describe('§28.2–§28.3 formulas whose points do not fall with place: warned, kept only when confirmed', () => {
  it('finds points that rise with a worse place and negative points; a falling formula has no warning', () => {
    expect(formulaWarnings(table([100, 60, 30]), { finalTableSize: 9 })).toEqual([])
    expect(formulaWarnings({ kind: 'preset', preset: 'sqrt', base: 100 }, { finalTableSize: 9 })).toEqual([])
    // "100, 120, 60": place 2 gets more than the winner.
    expect(formulaWarnings(table([100, 120, 60]), { finalTableSize: 9 })).toEqual([
      { kind: 'rises', entrants: 2, place: 2, points: 120, abovePoints: 100 }
    ])
    // place ^ 2 rises everywhere; all-negative points both rise (−100 → −50) and are negative.
    expect(formulaWarnings({ kind: 'custom', expression: 'place ^ 2' }, { finalTableSize: 9 })[0]).toMatchObject({
      kind: 'rises',
      place: 2,
      points: 4,
      abovePoints: 1
    })
    expect(formulaWarnings(table([-100, -50, -10]), { finalTableSize: 9, entrants: [3] })).toEqual([
      { kind: 'rises', entrants: 3, place: 2, points: -50, abovePoints: -100 },
      { kind: 'negative', entrants: 3, place: 1, points: -100 }
    ])
    // A flat table (equal points for every place) does not reward a worse place: no warning.
    expect(formulaWarnings(table([5, 5, 5]), { finalTableSize: 9 })).toEqual([])
  })

  it('series.create and series.announceFormula refuse such a formula without keepWarnings and record it with', () => {
    const f = seriesFloor()
    const base = { type: 'series.create', name: 'Odd', rules: { tieBreaks: ['wins'] }, finalTableSize: 9 }
    const refusal = f.refused({ ...base, formula: table([100, 120, 60]) } as Command)
    expect(refusal).toMatchObject({ code: 'rating.error.pointsRise', field: 'keepWarnings' })
    expect(refusal.params).toMatchObject({ place: 2, points: 120, above: 100 })
    expect(f.refused({ ...base, formula: { kind: 'custom', expression: '0 - place' } } as Command).code).toBe(
      'rating.error.pointsNegative'
    )
    const [created] = f.when({ ...base, formula: table([100, 120, 60]), keepWarnings: true } as Command)
    const seriesId = (created as { seriesId: string }).seriesId
    expect(
      f.refused({
        type: 'series.announceFormula',
        seriesId,
        formula: { kind: 'custom', expression: 'place ^ 2' }
      } as Command).code
    ).toBe('rating.error.pointsRise')
    f.when({ type: 'series.announceFormula', seriesId, formula: table([100, 60, 30]) } as Command)
  })
})

describe('§28.2б–в the event coefficient and buy-in category set when attaching', () => {
  it('the formula reads them: coefficient × base, plus the category', () => {
    const f = seriesFloor()
    const seriesId = create(
      f,
      { kind: 'custom', expression: 'coefficient * 10 * (entrants - place + 1) + buyinCategory' },
      ['wins']
    )
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A', coefficient: 1.5, buyinCategory: 3 } as Command)
    f.when({ type: 'series.attach', seriesId, tournamentId: 'B' } as Command)
    f.when(out('A', 3))
    f.when(out('A', 2))
    f.when(out('B', 3))
    f.when(out('B', 1))
    const view = seriesStandings(f.state, seriesId, 'en')!
    const points = (t: string) =>
      view.points.filter((p) => p.tournamentId === t).map((p) => [p.name, p.place, p.points])
    // A: 1.5 × 10 × (3 − place + 1) + 3; B: defaults, coefficient 1 and category 0.
    expect(points('A')).toEqual([
      ['Anna', 1, 48],
      ['Boris', 2, 33],
      ['Vera', 3, 18]
    ])
    expect(points('B')).toEqual([
      ['Anna', 2, 20],
      ['Boris', 1, 30],
      ['Vera', 3, 10]
    ])
    expect(view.events.map((e) => [e.coefficient, e.buyinCategory])).toEqual([
      [1.5, 3],
      [null, null]
    ])
  })
})

describe('§28.4, §28.7 the series page: per-event points, tie-breaks explained, CSV export', () => {
  it('each row carries the points of every event in series order; the tie-break names the neighbour and both values', () => {
    const f = seriesFloor()
    // Anna: A 1st (100) + B 3rd (0) = 100; Boris: A 3rd (0) + B 1st (100) = 100 — equal points; wins 1 each,
    // best place 1 each; Vera 2nd twice = 100 too but no wins.
    const seriesId = create(f, table([100, 50, 0]), ['wins', 'latest-best-result', 'shared'])
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.when({ type: 'series.attach', seriesId, tournamentId: 'B' } as Command)
    f.when(out('A', 2))
    f.when(out('A', 3))
    f.when(out('B', 1))
    f.when(out('B', 3))
    const view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.rows.map((r) => [r.name, r.rank, r.points, r.perEvent.map((c) => c?.points ?? null)])).toEqual([
      ['Boris', 1, 100, [0, 100]],
      ['Anna', 2, 100, [100, 0]],
      ['Vera', 3, 100, [50, 50]]
    ])
    expect(view.rows.map((r) => r.tieBreakNote)).toEqual([
      // Boris won the later event (B), Anna the earlier (A): §28.7е latest best result.
      `Equal points with Anna; ahead on Latest best result: 2. ${view.events[1]!.name} against 1. ${view.events[0]!.name}`,
      `Equal points with Boris; behind on Latest best result: 1. ${view.events[0]!.name} against 2. ${view.events[1]!.name}`,
      'Equal points with Anna; behind on Wins: 0 against 1'
    ])
    const csv = renderSeriesCsv(view, { language: 'en', audience: 'public', bom: false })
    const rows = readCsvRows(csv)
    expect(rows[0]).toEqual([
      'Place',
      'Player',
      'Total',
      `${view.events[0]!.name} (${view.events[0]!.date})`,
      `${view.events[1]!.name} (${view.events[1]!.date})`,
      'Tie-break explained'
    ])
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
      ['1', 'Boris', '100', '0', '100'],
      ['2', 'Anna', '100', '100', '0'],
      ['3', 'Vera', '100', '50', '50']
    ])
    const internal = readCsvRows(renderSeriesCsv(view, { language: 'ru', audience: 'internal' }))
    expect(internal[0]).toContain('Финальные столы')
    expect(internal[1]).toHaveLength(11)
  })
})

describe('§28.7ж a lot drawn by hand: the order as drawn, who drew it and a reason', () => {
  it('records the physical draw for exactly one waiting tie; refuses another group or no reason', () => {
    const f = seriesFloor()
    const seriesId = create(f, table([100, 50, 50]), ['lot'])
    f.when({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.when(out('A', 3))
    f.when(out('A', 2)) // Boris (p2) and Vera (p3) tie on 50
    const physical = (order: string[]) =>
      ({ type: 'series.drawLots', seriesId, physical: { order, drawnBy: 'Floor Ivan' } }) as Command
    expect(f.refused(physical(['p3', 'p2']))).toMatchObject({
      code: 'rating.error.decisionNeedsReason',
      field: 'meta.reason'
    })
    expect(f.refused(physical(['p1', 'p2']), { reason: 'x' })).toMatchObject({
      code: 'rating.error.lotNotAGroup',
      field: 'physical.order'
    })
    expect(f.refused(physical(['p3', 'p3']), { reason: 'x' }).code).toBe('rating.error.lotNotAGroup')
    const [drawn] = f.when(physical(['p3', 'p2']), { reason: 'Cards drawn at the desk, both players present' })
    expect(drawn).toMatchObject({ type: 'series.lotsDrawn', physical: { drawnBy: 'Floor Ivan' } })
    const view = seriesStandings(f.state, seriesId, 'en')!
    expect(view.rows.map((r) => [r.name, r.rank, r.tieBrokenBy])).toEqual([
      ['Anna', 1, null],
      ['Vera', 2, 'lot'],
      ['Boris', 3, 'lot']
    ])
    expect(view.rows[1]!.tieBreakNote).toBe('Decided by a lot drawn by hand by Floor Ivan')
    expect(view.lots).toEqual([
      {
        names: ['Vera', 'Boris'],
        drawnAt: expect.any(Number),
        drawnBy: 'Anna (TD)',
        physicalBy: 'Floor Ivan',
        reason: 'Cards drawn at the desk, both players present',
        applies: true
      }
    ])
  })
})

describe('§4.7, §27.8 journal rows name the player and the tournament', () => {
  it('reads the entries and players a record names, and their names now', () => {
    const f = seriesFloor()
    const [hand] = f.when({
      type: 'results.recordHand',
      tournamentId: 'A',
      level: 4,
      confirmedBy: 'Floor',
      busts: [
        { entryId: 'A-e3', startStack: 100 },
        { entryId: 'A-e2', startStack: 200 }
      ]
    } as Command)
    expect(subjectsOf(hand!)).toEqual({ entryIds: ['A-e3', 'A-e2'], playerIds: [] })
    const names = journalNames(f.state, ['A', 'nope', 'series'], ['p4'])
    expect(names.tournaments).toEqual({ A: 'Minsk Open — Main Event' })
    expect([names.entries['A-e3'], names.entries['A-e2']]).toEqual(['Vera', 'Boris'])
    expect(names.players.p4).toBe('Anna Alias')
    // A record about a player (not an entry) names the player.
    expect(subjectsOf(players[1]!).playerIds).toEqual(['p2'])
  })
})
