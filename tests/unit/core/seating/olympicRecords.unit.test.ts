import { describe, expect, it } from 'vitest'
import { PlacesModel } from '../../../../src/main/app/views/placesModel'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { placesOf } from '../../../../src/shared/core/results/state'
import { publicSeating } from '../../../../src/shared/core/seating/views'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { T0 } from '../../../support/decider'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

/**
 * BFSP §3.2, §27.8, Appendix C.9: what an Olympic shootout's records say. The places the app itself gives as each
 * table finishes are no one's correction; each move names its cause; a finished stage is ranked by stage at once on
 * every screen (the hall server's kept places, not only the protocol); a player drawn to the seat they held did not
 * move.
 */
function shootout(): SeatingFlow {
  const f = new SeatingFlow(24)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(4, 6),
    closingOrder: { kind: 'published', order: [1, 2, 3, 4] },
    rules: { format: 'olympic', finalTableSize: 6 }
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  return f
}

const atTable = (f: SeatingFlow, table: number): string[] =>
  f.seating.room.tables.get(table)!.occupant.filter((x): x is string => x !== null)

const bust = (f: SeatingFlow, entryId: string) =>
  f.run({ type: 'results.recordHand', tournamentId: 't1', level: 2, confirmedBy: 'Floor', busts: [{ entryId }] })

describe('an Olympic shootout’s records (BFSP §3.2, §27.8)', () => {
  it('§27.8: the corrections list nothing the app placed itself as tables finished — only what a person corrected', () => {
    const f = shootout()
    for (const table of [1, 2, 3, 4]) for (const id of atTable(f, table).slice(1)) bust(f, id)
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    const t = f.state.tournaments.get('t1')!
    expect(t.results.corrections).toEqual([])
    const doc = buildProtocol(protocolInput(f.state, 't1')!, { audience: 'internal', generatedAt: T0 })
    expect(doc.correctionCount).toBe(0)
    expect(new Map(layoutProtocol(doc, { language: 'en' }).fields).get('Corrections of results (§27.8)')).toBe(
      '0, of them after the approval 0; each counted once'
    )
    // C.9: each winner's move to the final names its cause, the Olympic draw of the final.
    expect(doc.moves.length).toBeGreaterThan(0)
    expect(doc.moves.every((m) => m.cause === 'olympic' && m.stage === 'final')).toBe(true)
    const moves = layoutProtocol(doc, { language: 'en' }).sections.find((s) => s.id === 'moves')!
    expect(
      moves.table.rows[0]!.at(-1)!
        .map((s) => s.text)
        .join('')
    ).toBe('Olympic draw: Final (BFSP §3.2)')
  })

  it('a finished stage is ranked by stage in the kept places the moment each table finishes, stage labels current', () => {
    const f = shootout()
    const model = new PlacesModel()
    const t = () => f.state.tournaments.get('t1')!
    model.places(t())
    const shown = () =>
      model.places(t()).table.results.map((r) => [r.entryId, r.place, r.placeTo, r.basis, r.stage?.name ?? null])
    const truth = () =>
      placesOf(t()).results.map((r) => [r.entryId, r.place, r.placeTo, r.basis, r.stage?.name ?? null])
    for (const table of [1, 2, 3, 4])
      for (const id of atTable(f, table).slice(1)) {
        bust(f, id)
        model.update(new Set([id]))
        expect(shown()).toEqual(truth())
      }
    // Every table down to its winner: the 2nd at each table shares 5–8 of stage 1/4, not 5, 6, 7, 8 by the order of
    // recording.
    expect(shown().filter(([, place, placeTo]) => place === 5 && placeTo === 8)).toHaveLength(4)
  })
})

describe('a non-move is no move (Appendix C.9, the hall display)', () => {
  const moved = (moves: Array<{ entryId: string; from: [number, number]; to: [number, number] }>): DomainEvent => ({
    type: 'seating.moved',
    tournamentId: 't1',
    proposalId: null,
    kind: 'manual',
    moves: moves.map((m) => ({
      entryId: m.entryId,
      from: { table: m.from[0], seat: m.from[1] },
      to: { table: m.to[0], seat: m.to[1] }
    })),
    closes: [],
    maxSeats: [],
    overridden: false
  })

  it('a player "moved" to the seat they hold is neither in the protocol’s moves nor announced; a player is announced once', () => {
    const f = new SeatingFlow(10)
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(2, 10),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: {}
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    const room = f.seating.room
    const [stays, goes] = [...room.seatOf.keys()] as [string, string]
    const here = room.seatOf.get(stays)!
    const from = room.seatOf.get(goes)!
    const free = (table: number): number => room.tables.get(table)!.occupant.findIndex((x) => x === null) + 1
    const to: [number, number] = [from.table === 1 ? 2 : 1, free(from.table === 1 ? 2 : 1)]
    f.fold([
      moved([
        { entryId: stays, from: [here.table, here.seat], to: [here.table, here.seat] },
        { entryId: goes, from: [from.table, from.seat], to }
      ])
    ])
    // Back and forth: the same player on the same seat is announced once, not twice.
    const back: [number, number] = [from.table, from.seat]
    f.fold([moved([{ entryId: goes, from: to, to: back }])])
    f.fold([moved([{ entryId: goes, from: back, to }])])
    const t = f.state.tournaments.get('t1')!
    expect(t.seating!.moveHistory.map((m) => m.entryId)).toEqual([goes, goes, goes])
    expect(protocolInput(f.state, 't1')!.moves.map((m) => m.entryId)).toEqual([goes, goes, goes])
    const announced = publicSeating(f.state, t)!.announcements
    expect(announced).toHaveLength(1)
    expect(announced[0]).toMatchObject({ table: to[0], seat: to[1] })
  })
})
