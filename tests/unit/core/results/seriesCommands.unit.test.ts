import { describe, expect, it } from 'vitest'
import type { Command, CommandMeta } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { streamOf } from '../../../../src/shared/core/events'
import { seriesStandings } from '../../../../src/shared/core/series/views'
import { buildProtocol } from '../../../../src/shared/core/results/Protocol'
import { protocolInput } from '../../../../src/shared/core/results/protocolAdapter'
import { mainEvent } from '../../../support/fixtures'
import { given, testContext } from '../../../support/decider'
import { playerCreated } from '../../../support/registration'

const players = ['Anna', 'Boris', 'Vera'].map((n, i) => playerCreated(`p${i + 1}`, n))
const tournament = (id: string): DomainEvent[] => [
  { type: 'tournament.created', tournamentId: id, fields: mainEvent },
  ...[1, 2, 3].map(
    (i): DomainEvent => ({ type: 'entry.registered', tournamentId: id, entryId: `${id}-e${i}`, playerId: `p${i}`, kind: 'entry', status: 'registered', number: i, chips: 30000, late: false, override: null })
  )
]

function floor() {
  const all: DomainEvent[] = [...players, ...tournament('A'), ...tournament('B')]
  let n = 0
  const ctx = () => testContext({ newId: () => `s${all.length}-${++n}` })
  return {
    all,
    run(command: Command, meta?: CommandMeta) {
      const events = given(...all).when(command, meta, ctx()).events()
      all.push(...events)
      return events
    },
    rejected(command: Command, code: string) {
      return given(...all).when(command, undefined, ctx()).thenRejected(code)
    },
    state: () => given(...all).state
  }
}

const out = (t: string, i: number): Command => ({ type: 'results.recordHand', tournamentId: t, level: 1, confirmedBy: 'Floor', busts: [{ entryId: `${t}-e${i}`, startStack: 0 }] }) as Command
const table = (points: number[]) => ({ kind: 'table', points, beyond: 0, applyCoefficient: false, decimals: 2 })

describe('§28.1, §28.5, §28.6 a series owns its formula; frozen for an event once it starts', () => {
  it('creates a series on its own stream; refuses an unsafe custom formula at announcement (no eval, no property access)', () => {
    const f = floor()
    const [created] = f.run({ type: 'series.create', name: 'Winter League', formula: table([100, 60, 30]), rules: { tieBreaks: ['wins', 'best-place'] }, finalTableSize: 9 } as Command)
    expect(created).toMatchObject({ type: 'series.created', version: { version: 1 } })
    expect(streamOf(created!)).toBe('series')
    let code = ''
    try {
      f.run({ type: 'series.create', name: 'Bad', formula: { kind: 'custom', expression: 'constructor.constructor(1)', decimals: 2 }, rules: { tieBreaks: ['wins'] }, finalTableSize: 9 } as Command)
    } catch (error) {
      code = String((error as Error).message)
    }
    expect(code).toMatch(/rejected/)
  })

  it('an attached event follows a new announcement until it starts, then keeps its frozen version; no attaching after the start', () => {
    const f = floor()
    const [created] = f.run({ type: 'series.create', name: 'League', formula: table([100, 60, 30]), rules: { tieBreaks: ['wins'] }, finalTableSize: 9 } as Command)
    const seriesId = (created as { seriesId: string }).seriesId
    f.run({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.rejected({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command, 'rating.error.alreadyInSeries')
    f.run(out('A', 3)) // A has started: a result is recorded
    const [other] = f.run({ type: 'series.create', name: 'Other', formula: table([10]), rules: { tieBreaks: ['wins'] }, finalTableSize: 9 } as Command)
    f.rejected({ type: 'series.attach', seriesId: (other as { seriesId: string }).seriesId, tournamentId: 'A' } as Command, 'rating.error.formulaNotAnnounced')
    f.run({ type: 'series.attach', seriesId, tournamentId: 'B' } as Command)
    f.run({ type: 'series.announceFormula', seriesId, formula: table([200, 100, 50]) } as Command)
    const view = seriesStandings(f.state(), seriesId, 'en')!
    expect(view.events.map((e) => [e.tournamentId, e.version, e.frozen])).toEqual([
      ['A', 1, true],
      ['B', 2, false]
    ])
  })
})

describe('§28.4, §28.7, §28.14 points with explanations; standings in the announced tie-break order, recomputed after a correction', () => {
  it('points follow the places; a correction of a place changes the standings', () => {
    const f = floor()
    const [created] = f.run({ type: 'series.create', name: 'League', formula: table([100, 60, 30]), rules: { tieBreaks: ['wins', 'best-place'] }, finalTableSize: 9 } as Command)
    const seriesId = (created as { seriesId: string }).seriesId
    f.run({ type: 'series.attach', seriesId, tournamentId: 'A' } as Command)
    f.run({ type: 'series.attach', seriesId, tournamentId: 'B' } as Command)
    f.run(out('A', 3))
    f.run(out('A', 2)) // A: Anna 1, Boris 2, Vera 3
    const [bHand1] = f.run(out('B', 1))
    const [bHand] = f.run(out('B', 3)) // B: Boris 1, Vera 2, Anna 3
    let view = seriesStandings(f.state(), seriesId, 'en')!
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
    f.run({ type: 'results.undoHand', tournamentId: 'B', handId } as Command, { reason: 'Recorded too early' })
    f.run({ type: 'results.undoHand', tournamentId: 'B', handId: (bHand1 as { handId: string }).handId } as Command, { reason: 'Same hand as Vera' })
    f.run({ type: 'results.recordHand', tournamentId: 'B', level: 1, confirmedBy: 'Floor', busts: [{ entryId: 'B-e3', startStack: 100 }, { entryId: 'B-e1', startStack: 500 }] } as Command)
    view = seriesStandings(f.state(), seriesId, 'en')!
    // B: Boris 1 (100), Anna 2 (60), Vera 3 (30) → Anna 160, Boris 160, Vera 60.
    expect(view.rows.find((r) => r.name === 'Anna')!.points).toBe(160)
    expect(view.rows.find((r) => r.name === 'Vera')!.points).toBe(60)
    // The protocol carries the points with their explanation (C.14).
    const doc = buildProtocol(protocolInput(f.state(), 'A')!, { audience: 'public', generatedAt: 0 })
    expect(doc.participants.map((p) => [p.publicName, p.points])).toEqual([
      ['Anna', 100],
      ['Boris', 60],
      ['Vera', 30]
    ])
    expect(doc.tournament.seriesName).toBe('League')
  })
})
