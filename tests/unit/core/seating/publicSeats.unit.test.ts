import { describe, expect, it } from 'vitest'
import { hallContent } from '../../../support/hallContent'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { publicSeating, seatingView } from '../../../../src/shared/core/seating/views'
import { PRESETS } from '../../../../src/shared/core/display/presets'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { seatMarks } from '../../../../src/renderer/src/apps/phone/seat'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

function drawn(players: number, tables: number, trackButtons = false): SeatingFlow {
  const f = new SeatingFlow(players)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(tables),
    closingOrder: { kind: 'published', order: Array.from({ length: tables }, (_, i) => i + 1) },
    rules: {},
    trackButtons
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  return f
}

function bust(f: SeatingFlow, entryId: string): string {
  const [hand] = f.run({
    type: 'results.recordHand',
    tournamentId: 't1',
    level: 1,
    confirmedBy: 'Floor',
    busts: [{ entryId, startStack: 1000 }]
  })
  return (hand as Extract<DomainEvent, { type: 'results.handRecorded' }>).handId
}

const announced = (f: SeatingFlow) => publicSeating(f.state, f.state.tournaments.get('t1')!)!.announcements

describe('the hall display announces seat changes only (§27.8: an undo is not a move)', () => {
  it('an elimination undone puts the player back on their seat without announcing "→ table, seat"', () => {
    const f = drawn(18, 2)
    const id = [...f.seating.room.seatOf.keys()][4]!
    const hand = bust(f, id)
    f.run({ type: 'results.undoHand', tournamentId: 't1', handId: hand }, { reason: 'wrong player' })
    expect(f.seating.room.seatOf.has(id)).toBe(true)
    expect(announced(f)).toEqual([])
  })

  it('given a new seat because theirs was taken meanwhile, the player is announced at the new seat', () => {
    const f = drawn(19, 2)
    const id = [...f.seating.room.seatOf.keys()][0]!
    const seat = f.seating.room.seatOf.get(id)!
    const hand = bust(f, id)
    const stranger = [...f.seating.room.seatOf.keys()].find((x) => f.seating.room.seatOf.get(x)!.table !== seat.table)!
    f.run({ type: 'seating.move', tournamentId: 't1', entryId: stranger, to: seat }, { reason: 'table change' })
    f.run({ type: 'results.undoHand', tournamentId: 't1', handId: hand }, { reason: 'wrong player' })
    const now = f.seating.room.seatOf.get(id)!
    expect(announced(f)).toContainEqual(expect.objectContaining({ table: now.table, seat: now.seat }))
  })
})

describe('heads-up the button is the small blind (§21.6), marked D wherever seats are shown', () => {
  /** Three at one table, the button from the draw on the last seat (BFSP §5.3.1); one busts: heads-up. */
  function headsUp(): { f: SeatingFlow; button: number; other: number } {
    const f = drawn(3, 1, true)
    const table = f.seating.room.tables.get(1)!
    const seats = table.occupant.flatMap((id, i) => (id ? [i + 1] : []))
    const button = table.button!
    expect(button).toBe(seats.at(-1))
    bust(f, table.occupant[seats[0]! - 1]!) // the first seat (not the button) goes
    return { f, button, other: seats[1]! }
  }

  it('floor map: the button player is D and SB, the other player BB', () => {
    const { f, button, other } = headsUp()
    const table = seatingView(f.state, 't1')!.tables[0]!
    expect(table).toMatchObject({ button, smallBlind: button, bigBlind: other })
  })

  it('hall display and phone: the final table marks the button player "D · SB" in the screen’s language', () => {
    const { f, button, other } = headsUp()
    const seating = publicSeating(f.state, f.state.tournaments.get('t1')!)!
    expect(seating.finalTable!.seats).toEqual([
      expect.objectContaining({ seat: other, marks: ['bigBlind'] }),
      expect.objectContaining({ seat: button, marks: ['button', 'smallBlind'] })
    ])
    const view = publicDisplay(f.state, 't1', f.now)
    const list = (language: 'en' | 'ru') =>
      hallContent(view, f.now, { language, layout: PRESETS.sidebar }).panels.find((l) => l.kind === 'finalTable')!
    expect(list('en').items.find((i) => i.aside === String(button))!.main).toMatch(/ · D · SB$/)
    expect(list('en').items.find((i) => i.aside === String(other))!.main).toMatch(/ · BB$/)
    expect(list('ru').items.find((i) => i.aside === String(button))!.main).toMatch(/ · D · МБ$/)
    // The phone of the button player says the same beside the seat.
    expect(seatMarks(view.seating!.finalTable, { table: 1, seat: button })).toEqual(['button', 'smallBlind'])
    expect(seatMarks(view.seating!.finalTable, { table: 2, seat: button })).toBeNull()
  })

  it('without a recorded button nothing is marked (no guessing)', () => {
    const f = drawn(3, 1, false)
    const seating = publicSeating(f.state, f.state.tournaments.get('t1')!)!
    expect(seating.finalTable!.seats.every((s) => s.marks === undefined)).toBe(true)
  })
})

describe("the hall's name of a table beside its number on the hall display (§8.1, §8.5)", () => {
  const content = (f: SeatingFlow, moves: boolean) => {
    const view = publicDisplay(f.state, 't1', f.now)
    return hallContent(view, f.now, { layout: PRESETS.sidebar, moves: moves ? view.seating!.announcements : [] }).panels
  }

  it('a seat change to a named table says "→ table n (Window), seat m"; an unnamed one the number alone', () => {
    const f = drawn(19, 2)
    // 19 at two tables of ten: one seat is free; its table gets the hall's name, a player of the other moves there.
    const [to] = [...f.seating.room.tables.values()].filter((x) => x.occupant.some((id) => !id))
    const free = to!.occupant.findIndex((id) => !id) + 1
    const mover = [...f.seating.room.seatOf.entries()].find(([, ref]) => ref.table !== to!.number)![0]
    f.run({ type: 'display.table.name', number: to!.number, name: 'Window' })
    f.run(
      { type: 'seating.move', tournamentId: 't1', entryId: mover, to: { table: to!.number, seat: free } },
      { reason: 'x' }
    )
    expect(publicSeating(f.state, f.state.tournaments.get('t1')!)!.tableNames).toEqual({ [to!.number]: 'Window' })
    const moves = content(f, true).find((p) => p.kind === 'moves')!
    expect(moves.items.map((i) => i.aside)).toEqual([`→ table ${to!.number} (Window), seat ${free}`])
    // The name taken away: the number alone.
    f.run({ type: 'display.table.name', number: to!.number, name: '' })
    expect(publicSeating(f.state, f.state.tournaments.get('t1')!)!.tableNames).toBeUndefined()
    expect(content(f, true).find((p) => p.kind === 'moves')!.items[0]!.aside).toBe(
      `→ table ${to!.number}, seat ${free}`
    )
  })

  it("the final table's title names its table", () => {
    const f = drawn(3, 1, true)
    f.run({ type: 'display.table.name', number: 1, name: 'Red 1' })
    expect(content(f, false).find((p) => p.kind === 'finalTable')!.title).toBe('Final table · table 1 (Red 1)')
  })
})
