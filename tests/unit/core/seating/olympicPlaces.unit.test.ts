import { describe, expect, it } from 'vitest'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { placesOf } from '../../../../src/shared/core/results/state'
import { seatingView, tableRole } from '../../../../src/shared/core/seating/views'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { hallStageLabel } from '../../../../src/renderer/src/apps/hall/content'
import { hallT } from '../../../../src/renderer/src/apps/hall/hallT'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

/**
 * BFSP §3.2 (Olympic format): each table plays to one winner; the winners play the next stage. Places
 * follow the stages — out at stage k is below everyone who reached stage k + 1 — and within a stage the finishing
 * position at the table; the same position at different tables shares the places. The order the tables finish in,
 * and so the global order of recording, does not matter.
 */
function shootout(players: number, tables: number, seats: number): SeatingFlow {
  const f = new SeatingFlow(players)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(tables, seats),
    closingOrder: { kind: 'published', order: Array.from({ length: tables }, (_, i) => i + 1) },
    rules: { format: 'olympic', finalTableSize: seats }
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  return f
}

const atTable = (f: SeatingFlow, table: number): string[] =>
  f.seating.room.tables.get(table)!.occupant.filter((x): x is string => x !== null)

const out = (f: SeatingFlow, entryId: string, level = 2, stack = 0) =>
  f.run({
    type: 'results.recordHand',
    tournamentId: 't1',
    level,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId, startStack: stack }]
  })

/** Play a table down to its winner; returns the entries in the order they went out (first out first). */
function playDown(f: SeatingFlow, table: number): string[] {
  const order = atTable(f, table).slice(1)
  for (const id of order) out(f, id)
  return order
}

const placeOf = (f: SeatingFlow, entryId: string) => {
  const r = placesOf(f.state.tournaments.get('t1')!).results.find((x) => x.entryId === entryId)!
  return { place: r.place, placeTo: r.placeTo, stage: r.stage?.name ?? null, basis: r.basis }
}

function nextStage(f: SeatingFlow): void {
  const pending = f.seating.pending!
  expect(pending.proposal.kind).toBe('olympic')
  f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id })
}

describe('Olympic places follow the stages (BFSP §3.2)', () => {
  it('24 players on 3 tables: the same finishing position at any table shares places, whatever table finished first', () => {
    const f = shootout(24, 3, 8)
    // Table 1 plays down first, then table 2, then table 3 — the order of recording would have given table 3's
    // players the best places of the stage.
    const t1 = playDown(f, 1)
    const t2 = playDown(f, 2)
    const t3 = playDown(f, 3)
    for (const order of [t1, t2, t3]) {
      expect(placeOf(f, order.at(-1)!)).toMatchObject({ place: 4, placeTo: 6, stage: '1/3', basis: 'equal-places' }) // 2nd at the table
      expect(placeOf(f, order.at(-2)!)).toMatchObject({ place: 7, placeTo: 9 }) // 3rd at the table
      expect(placeOf(f, order[0]!)).toMatchObject({ place: 22, placeTo: 24 }) // 8th, the first out
    }
    // The final: the three table winners; 3rd and 2nd of the final, then the winner.
    nextStage(f)
    const final = atTable(f, f.seating.finalTable ?? [...f.seating.room.tables.values()].find((t) => t.open)!.number)
    expect(final).toHaveLength(3)
    out(f, final[0]!, 5)
    out(f, final[1]!, 6)
    expect(placeOf(f, final[0]!)).toMatchObject({ place: 3, placeTo: 3, stage: 'final', basis: 'olympic-stage' })
    expect(placeOf(f, final[1]!)).toMatchObject({ place: 2, placeTo: 2, stage: 'final' })
    expect(placeOf(f, final[2]!)).toMatchObject({ place: 1, stage: 'final', basis: 'last-remaining' })
    // Stage-1 places did not move when the final was played.
    expect(placeOf(f, t3.at(-1)!)).toMatchObject({ place: 4, placeTo: 6, stage: '1/3' })
  })

  it('while a stage is being played, a player out is placed below everyone still at their table and at others', () => {
    const f = shootout(24, 3, 8)
    const [first, second] = atTable(f, 2)
    out(f, first!)
    // 8th at table 2 of three tables of eight: the bottom three places are for the 8th positions.
    expect(placeOf(f, first!)).toMatchObject({ place: 24, placeTo: 24, stage: '1/3' })
    out(f, second!)
    expect(placeOf(f, second!)).toMatchObject({ place: 23, placeTo: 23 })
    // A player out at table 1 as its 8th shares the bottom position with table 2's 8th.
    const [t1First] = atTable(f, 1)
    out(f, t1First!)
    expect(placeOf(f, t1First!)).toMatchObject({ place: 23, placeTo: 24, basis: 'equal-places' })
    expect(placeOf(f, first!)).toMatchObject({ place: 23, placeTo: 24 })
    expect(placeOf(f, second!)).toMatchObject({ place: 22, placeTo: 22 }) // 7th at table 2
  })

  it('36 players on 6 tables: the 2nd places of the six tables share 7–12, below the final six; their 6th places 31–36', () => {
    const f = shootout(36, 6, 6)
    const orders = [3, 1, 6, 2, 5, 4].map((table) => playDown(f, table))
    for (const order of orders) {
      expect(placeOf(f, order.at(-1)!)).toMatchObject({ place: 7, placeTo: 12, stage: '1/6' })
      expect(placeOf(f, order[0]!)).toMatchObject({ place: 31, placeTo: 36 })
    }
    nextStage(f)
    expect(f.seating.room.openTableCount).toBe(1)
    const final = atTable(f, [...f.seating.room.tables.values()].find((t) => t.open)!.number)
    out(f, final[0]!, 7)
    expect(placeOf(f, final[0]!)).toMatchObject({ place: 6, placeTo: 6, stage: 'final' })
  })

  it('64 players over three stages (1/16, 1/4, final): each stage below the next, the protocol names the stage', () => {
    const f = shootout(64, 16, 4)
    const stage1 = Array.from({ length: 16 }, (_, i) => playDown(f, 16 - i))
    nextStage(f)
    expect(f.seating.olympic.stageTables).toEqual([16, 4])
    const open = () => [...f.seating.room.tables.values()].filter((t) => t.open).map((t) => t.number)
    const stage2 = open().map((table) => playDown(f, table))
    nextStage(f)
    const final = atTable(f, open()[0]!)
    out(f, final[0]!, 9)
    out(f, final[1]!, 9)
    out(f, final[2]!, 9)
    // Stage 1 (16 tables of 4): 2nd at a table → 17–32, 3rd → 33–48, 4th → 49–64.
    for (const order of stage1) {
      expect(placeOf(f, order[2]!)).toMatchObject({ place: 17, placeTo: 32, stage: '1/16' })
      expect(placeOf(f, order[1]!)).toMatchObject({ place: 33, placeTo: 48 })
      expect(placeOf(f, order[0]!)).toMatchObject({ place: 49, placeTo: 64 })
    }
    // Stage 2 (4 tables of 4): 2nd → 5–8, 3rd → 9–12, 4th → 13–16.
    for (const order of stage2) {
      expect(placeOf(f, order[2]!)).toMatchObject({ place: 5, placeTo: 8, stage: '1/4' })
      expect(placeOf(f, order[0]!)).toMatchObject({ place: 13, placeTo: 16 })
    }
    expect(placeOf(f, final[0]!)).toMatchObject({ place: 4, placeTo: 4, stage: 'final' })
    expect(placeOf(f, final[3]!)).toMatchObject({ place: 1, stage: 'final' })
    // Every place from 1 to 64 is taken exactly once: a shared range is held by as many entries as it is wide.
    const table = placesOf(f.state.tournaments.get('t1')!)
    const ranges = new Map<string, number>()
    for (const r of table.results)
      ranges.set(`${r.place}-${r.placeTo}`, (ranges.get(`${r.place}-${r.placeTo}`) ?? 0) + 1)
    const taken: number[] = []
    for (const [range, holders] of ranges) {
      const [from, to] = range.split('-').map(Number) as [number, number]
      expect(holders, range).toBe(to - from + 1)
      for (let p = from; p <= to; p += 1) taken.push(p)
    }
    expect(taken.sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1))
    // The protocol carries each participant's stage (§28.12).
    const doc = buildProtocol(protocolInput(f.state, 't1')!, { audience: 'public', generatedAt: f.now })
    const winner = doc.participants.find((p) => p.place === 1)!
    expect(winner.stage).toBe('final')
    expect(doc.participants.filter((p) => p.stage === '1/16')).toHaveLength(48)
  })

  it('two out in one hand at one table are ordered by start-of-hand stack (§24.7) within the stage', () => {
    const f = shootout(24, 3, 8)
    const [a, b] = atTable(f, 1)
    f.run({
      type: 'results.recordHand',
      tournamentId: 't1',
      level: 2,
      confirmedBy: 'Floor Ivan',
      busts: [
        { entryId: a!, startStack: 5000 },
        { entryId: b!, startStack: 3000 }
      ]
    })
    // b had fewer chips: 8th at table 1; a 7th. No other table has lost anyone yet.
    expect(placeOf(f, b!)).toMatchObject({ place: 24, placeTo: 24 })
    expect(placeOf(f, a!)).toMatchObject({ place: 23, placeTo: 23, basis: 'start-stack' })
  })
})

describe('the shootout on the floor map, the display and the totals (BFSP §3.2)', () => {
  it('no balancing words, each finished table marks its winner; the stage and its chips are shown', () => {
    const f = shootout(24, 3, 8)
    const t1 = playDown(f, 1)
    out(f, atTable(f, 2)[0]!) // table 2 has 7, table 3 has 8, table 1 has its winner
    const view = seatingView(f.state, 't1')!
    expect(view.unbalanced).toBe(false) // 1 against 8 is no imbalance in a shootout
    expect(view.tables.map((t) => [tableRole(view, t), t.short, t.nextToClose])).toEqual([
      [null, false, false],
      [null, false, false],
      [null, false, false]
    ])
    const winner = atTable(f, 1)[0]!
    expect(view.tables.find((t) => t.number === 1)!.winner).toBe(winner)
    expect(view.tables.find((t) => t.number === 2)!.winner).toBeNull()
    expect(view.stage).toEqual({ number: 1, name: '1/3', startedWith: 24 })
    expect(t1).toHaveLength(7)
    playDown(f, 2)
    playDown(f, 3)
    nextStage(f)
    // The final: the three winners start again with the starting stack each.
    const display = publicDisplay(f.state, 't1', f.now)!
    expect(display.seating?.stage).toEqual({ number: 2, name: 'final' })
    const stack = f.state.tournaments.get('t1')!.fields.startingStack
    expect(display.stats).toMatchObject({ playersLeft: 3, totalChips: 3 * stack, averageStack: stack })
    out(f, atTable(f, [...f.seating.room.tables.values()].find((t) => t.open)!.number)[0]!, 6)
    expect(publicDisplay(f.state, 't1', f.now)!.stats).toMatchObject({
      totalChips: 3 * stack,
      averageStack: 1.5 * stack
    })
    // The hall says "Final", not only "Level 1", in each of its languages.
    expect(hallStageLabel('final', hallT('en'))).toBe('Final')
    expect(hallStageLabel('final', hallT('ru'))).toBe('Финал')
    expect(hallStageLabel('1/4', hallT('ru'))).toBe('1/4 финала')
    expect(seatingView(f.state, 't1')!.tables.every((t) => t.winner === null)).toBe(true) // one table: no marks
  })
})
