import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawInitialSeats } from '../../../../src/shared/core/seating/draw'
import { GENESIS } from '../../../../src/shared/core/seating/hash'
import { createRoom, DEFAULT_RULES } from '../../../../src/shared/core/seating/room'
import { lcg } from '../../../support/seatingRoom'
import { RejectedError } from '../../../../src/shared/core/rejection'
import type { TableSpec } from '../../../../src/shared/core/seating/room'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

function code(fn: () => unknown): string | null {
  try {
    fn()
    return null
  } catch (e) {
    if (e instanceof RejectedError) return e.rejection.code
    throw e
  }
}

const configure = (f: SeatingFlow, tables: TableSpec[]) =>
  code(() =>
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tables as never,
      closingOrder: { kind: 'director' },
      rules: {},
      trackButtons: false
    })
  )

const addTables = (f: SeatingFlow, tables: TableSpec[]) =>
  code(() => f.run({ type: 'seating.addTables', tournamentId: 't1', tables: tables as never }))

/** Data a table carries, wrong in every way a desk could get it wrong (§8.2, BFSP §4.2). */
const BAD: { what: string; tables: TableSpec[]; code: string }[] = [
  {
    what: 'a reserved seat the table does not have',
    tables: [{ number: 7, seats: 10, reserved: [{ seat: 12, reason: 'wheelchair', entryId: null }] }],
    code: 'error.seating.noSuchSeat'
  },
  {
    what: 'an unavailable seat the table does not have',
    tables: [{ number: 7, seats: 8, unavailable: [9] }],
    code: 'error.seating.noSuchSeat'
  },
  {
    what: 'a seat both unavailable and reserved',
    tables: [
      { number: 7, seats: 10, unavailable: [3], reserved: [{ seat: 3, reason: 'language help', entryId: null }] }
    ],
    code: 'error.seating.seatListedTwice'
  },
  {
    what: 'a seat listed twice',
    tables: [{ number: 7, seats: 10, unavailable: [3, 3] }],
    code: 'error.seating.seatListedTwice'
  },
  {
    what: 'one entry holding two seats',
    tables: [
      { number: 7, seats: 10, reserved: [{ seat: 1, reason: 'wheelchair', entryId: 'e1' }] },
      { number: 8, seats: 10, reserved: [{ seat: 1, reason: 'wheelchair', entryId: 'e1' }] }
    ],
    code: 'error.seating.reservedTwice'
  },
  {
    what: 'a table number twice',
    tables: [
      { number: 7, seats: 10 },
      { number: 7, seats: 9 }
    ],
    code: 'error.seating.duplicateTable'
  }
]

describe('tables are checked the same whichever command brings them (§8.2)', () => {
  for (const bad of BAD) {
    it(`${bad.what}: refused by seating.configure and by seating.addTables alike, nothing written`, () => {
      const f = new SeatingFlow(4)
      expect(configure(f, [...tenMax(2), ...bad.tables])).toBe(bad.code)
      expect(configure(f, tenMax(2))).toBeNull()
      f.run({ type: 'seating.draw', tournamentId: 't1' })
      const journal = f.journal.length
      expect(addTables(f, bad.tables)).toBe(bad.code)
      expect(f.journal.length).toBe(journal)
    })
  }

  it('a table number already in the room is refused by addTables', () => {
    const f = new SeatingFlow(4)
    configure(f, tenMax(2))
    expect(addTables(f, [{ number: 2, seats: 10 }])).toBe('error.seating.duplicateTable')
  })

  it('the journal that bricked the server: addTables with seat 12 of 10, then a draw, is refused at the first step', () => {
    const f = new SeatingFlow(19)
    configure(f, tenMax(1))
    expect(
      addTables(f, [{ number: 2, seats: 10, reserved: [{ seat: 12, reason: 'x', entryId: 'id-3' } as never] }])
    ).toBe('error.seating.noSuchSeat')
    // The valid room draws and folds.
    expect(
      addTables(f, [{ number: 2, seats: 10, reserved: [{ seat: 2, reason: 'x', entryId: null } as never] }])
    ).toBeNull()
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(f.seating.room.seatOf.size).toBe(19)
    expect(f.seating.room.tables.get(2)!.occupant[1]).toBeNull() // the held seat stays empty (§8.2)
  })

  it('new rules are checked as at the set-up: the final table fits the largest table; the format stays after the draw', () => {
    const f = new SeatingFlow(12)
    configure(f, tenMax(2))
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(
      code(() =>
        f.run(
          { type: 'seating.setRules', tournamentId: 't1', rules: { finalTableSize: 12 } },
          { reason: 'bigger final' }
        )
      )
    ).toBe('error.seating.finalTooBig')
    expect(
      code(() => f.run({ type: 'seating.setRules', tournamentId: 't1', rules: { format: 'olympic' } }, { reason: 'x' }))
    ).toBe('error.seating.formatFixed')
  })
})

describe('the initial draw never throws (property, §8.1, §8.2)', () => {
  it('any room with unavailable and held seats: a seat for everyone, held seats to their players, or a plain refusal', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            seats: fc.integer({ min: 2, max: 10 }),
            unavailable: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
            reserved: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
            holder: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined })
          }),
          { minLength: 1, maxLength: 6 }
        ),
        fc.integer({ min: 1, max: 40 }),
        fc.nat(),
        (specs, players, seed) => {
          const tables = specs.map((s, i) => {
            const unavailable = s.unavailable !== undefined && s.unavailable <= s.seats ? [s.unavailable] : []
            const reserved =
              s.reserved !== undefined && s.reserved <= s.seats && !unavailable.includes(s.reserved)
                ? [{ seat: s.reserved, reason: 'access', entryId: s.holder !== undefined ? `e${s.holder}` : null }]
                : []
            return { number: i + 1, seats: s.seats, unavailable, reserved }
          })
          const r = createRoom(
            tables,
            tables.map((t) => t.number),
            DEFAULT_RULES,
            false
          )
          const ids = Array.from({ length: players }, (_, i) => `e${i}`)
          const draw = drawInitialSeats(r, ids, lcg(seed), GENESIS)
          const holders = new Set(tables.flatMap((t) => t.reserved.flatMap((x) => (x.entryId ? [x.entryId] : []))))
          const usable = tables.reduce((n, t) => n + t.seats - t.unavailable.length - t.reserved.length, 0)
          const heldIn = ids.filter((id) => holders.has(id)).length
          if (!draw) {
            expect(players).toBeGreaterThan(usable + heldIn)
            return
          }
          const seen = new Set<string>()
          for (const p of draw.placements) {
            const t = tables.find((x) => x.number === p.table)!
            expect(p.seat).toBeLessThanOrEqual(t.seats)
            expect(t.unavailable).not.toContain(p.seat)
            const res = t.reserved.find((x) => x.seat === p.seat)
            if (res) expect(res.entryId).toBe(p.entryId)
            expect(seen.has(`${p.table}/${p.seat}`)).toBe(false)
            seen.add(`${p.table}/${p.seat}`)
          }
          expect(new Set(draw.placements.map((p) => p.entryId))).toEqual(new Set(ids))
        }
      ),
      { numRuns: 400 }
    )
  })
})
