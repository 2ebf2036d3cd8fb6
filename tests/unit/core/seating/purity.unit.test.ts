import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decide } from '../../../../src/shared/core/decide'
import { CommandEnvelope } from '../../../../src/shared/core/commands'
import { OverlayMap } from '../../../../src/shared/core/seating/overlay'
import { proposeSeating, proposeAfterElimination } from '../../../../src/shared/core/seating/propose'
import { proposeBreak, proposeFinalTable, proposeShortHanded } from '../../../../src/shared/core/seating/breaking'
import { drawInitialSeats, drawLateSeat } from '../../../../src/shared/core/seating/draw'
import { GENESIS } from '../../../../src/shared/core/seating/hash'
import { forkRoom, moveTo, seatAt, setButton, unseat } from '../../../../src/shared/core/seating/room'
import { canonicalState } from '../../../support/canonicalState'
import { testContext } from '../../../support/decider'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'
import { drawnRoom, entries, lcg, room, tables } from '../../../support/seatingRoom'

/** STYLE.md "Decide reads, never writes": every what-if runs on a fork; the state read is left exactly as it was. */
describe('decide never changes the state it reads (Map order included)', () => {
  it('engine: draws, late seats, proposals, breaks, the final table and the 9-max pre-final leave the room untouched', () => {
    const empty = room(tables(4))
    const before0 = canonicalState(empty)
    drawInitialSeats(empty, entries(31), lcg(1), GENESIS)
    expect(canonicalState(empty)).toBe(before0)

    const r = drawnRoom(31, 4, 10, { shortHandedFinal: true }, true)
    const before = canonicalState(r)
    const random = lcg(5)
    const ids = [...r.seatOf.keys()]
    proposeSeating(r, random)
    proposeAfterElimination(r, ids[0]!, random)
    proposeBreak(r, random, 1)
    proposeFinalTable(r, random, true)
    proposeShortHanded(r, random)
    drawLateSeat(r, 'late-1', random)
    expect(canonicalState(r)).toBe(before)
  })

  it('a fork takes every change itself: moves, seats and closes on the fork leave the room as it was', () => {
    const r = drawnRoom(25, 3, 10, {}, true)
    const before = canonicalState(r)
    const fork = forkRoom(r)
    const [a, b] = [...r.seatOf.keys()]
    unseat(fork, a!)
    const free = [...fork.tables.values()].find((t) => t.open && t.count < 10)!
    moveTo(fork, b!, { table: free.number, seat: free.occupant.indexOf(null) + 1 })
    const other = [...fork.tables.values()].find((t) => t.open && t.occupant.includes(null))!
    seatAt(fork, 'new', { table: other.number, seat: other.occupant.indexOf(null) + 1 })
    setButton(fork, 2, 3)
    fork.rules = { ...fork.rules, tolerance: 2 }
    expect(canonicalState(r)).toBe(before)
    expect(fork.seatOf.has(a!)).toBe(false)
    expect(fork.seatOf.get('new')?.table).toBe(other.number)
  })

  it('commands: the whole state (players and all) is the same before and after each decide', () => {
    const f = new SeatingFlow(27)
    f.purity = 'full'
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(4),
      closingOrder: { kind: 'published', order: [1, 2, 3, 4] },
      rules: { shortHandedFinal: true },
      trackButtons: true
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    // Each run below is checked by SeatingFlow (canonical dump before and after decide): eliminations with their
    // freed seats and proposals, confirmations (break draws), buttons, rules, a refused command.
    for (let i = 0; i < 20; i += 1) {
      const seated = [...f.seating.room.seatOf.keys()]
      f.run({
        type: 'entry.eliminate',
        tournamentId: 't1',
        entryId: seated[(i * 7) % seated.length]!,
        level: 1,
        confirmedBy: 'Floor'
      })
      const table = [...f.seating.room.tables.values()].find((t) => t.open)!
      f.run({ type: 'seating.button', tournamentId: 't1', table: table.number, seat: 'advance' })
      for (let k = 0; k < 5 && f.answerButtons(); k += 1); // the asked buttons first, then confirm
      if (f.seating.pending) f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending.id })
    }
    f.run(
      { type: 'seating.setRules', tournamentId: 't1', rules: { tolerance: 2, shortHandedFinal: true } },
      { reason: 'chief judge' }
    )
    f.run({ type: 'seating.propose', tournamentId: 't1' })
    expect(() => f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: 'nope' })).toThrow()
  })

  it('a refused command changes nothing either', () => {
    const f = new SeatingFlow(12)
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(2),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: {},
      trackButtons: false
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    const before = canonicalState(f.state)
    const envelope = CommandEnvelope.parse({
      command: { type: 'seating.move', tournamentId: 't1', entryId: 'missing', to: { table: 1, seat: 1 } },
      meta: { reason: 'x' }
    })
    expect(() => decide(envelope, f.state, testContext())).toThrow()
    expect(canonicalState(f.state)).toBe(before)
  })
})

describe('the overlay behind a fork behaves as a copy of its base (property)', () => {
  it('same entries in the same order as the same writes on a real copy; the base is never written', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 12 }), value: fc.integer() }),
      fc.record({ kind: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 12 }) })
    )
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 12 })), fc.array(op, { maxLength: 40 }), (keys, ops) => {
        const base = new Map(keys.map((k) => [k, k * 10]))
        const baseBefore = [...base]
        const copy = new Map(base)
        const overlay = new OverlayMap(base)
        for (const o of ops) {
          if (o.kind === 'set') {
            copy.set(o.key, o.value)
            overlay.set(o.key, o.value)
          } else expect(overlay.delete(o.key)).toBe(copy.delete(o.key))
        }
        expect([...overlay]).toEqual([...copy])
        expect([...overlay.keys()]).toEqual([...copy.keys()])
        expect(overlay.size).toBe(copy.size)
        for (let k = 0; k <= 12; k += 1) {
          expect(overlay.has(k)).toBe(copy.has(k))
          expect(overlay.get(k)).toBe(copy.get(k))
        }
        expect([...base]).toEqual(baseBefore)
      })
    )
  })
})
