import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyDraw, applyProposal } from '../../../../src/shared/core/seating/apply'
import { drawInitialSeats, drawLateSeat } from '../../../../src/shared/core/seating/draw'
import { GENESIS } from '../../../../src/shared/core/seating/hash'
import {
  advancedButton,
  allowedFreeSeats,
  isBetweenButtonAndSmallBlind
} from '../../../../src/shared/core/seating/positions'
import type { SeatingProposal } from '../../../../src/shared/core/seating/proposal'
import { proposeSeating } from '../../../../src/shared/core/seating/propose'
import { recordAskedButtons } from '../../../support/seatingInvariants'
import {
  createRoom,
  DEFAULT_RULES,
  moveTo,
  seatAt,
  setButton,
  unseat,
  type Room
} from '../../../../src/shared/core/seating/room'
import { lcg } from '../../../support/seatingRoom'

/** Every invariant the seating must keep, whatever happened before. */
function checkInvariants(r: Room, active: ReadonlySet<string>): void {
  // Every active player has exactly one seat; no seat holds two.
  expect(new Set(r.seatOf.keys())).toEqual(active)
  const seen = new Set<string>()
  let seated = 0
  for (const t of r.tables.values()) {
    let count = 0
    t.occupant.forEach((id, i) => {
      if (id === null) return
      expect(seen.has(id)).toBe(false)
      seen.add(id)
      expect(r.seatOf.get(id)).toEqual({ table: t.number, seat: i + 1 })
      // Unavailable seats stay empty; reserved seats hold nobody but their player (§8.2).
      expect(t.unavailable.has(i + 1)).toBe(false)
      const res = t.reserved.get(i + 1)
      if (res) expect(res.entryId).toBe(id)
      count += 1
    })
    expect(t.count).toBe(count)
    if (!t.open) expect(count).toBe(0)
    seated += count
  }
  expect(seated).toBe(active.size)
}

function balancedAndFewest(r: Room, tolerance: number, finalSize: number): void {
  const counts = [...r.tables.values()].filter((t) => t.open).map((t) => t.count)
  if (counts.length === 0) return
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(tolerance)
  const cap = [...r.tables.values()][0]!.cap
  const players = r.seatOf.size
  const fewest = Math.max(1, Math.ceil(players / cap))
  // §9.3: the last two tables stay until the players reach the announced final-table size.
  const expected = fewest === 1 && players > finalSize && r.openTableCount === 2 ? 2 : fewest
  expect(r.openTableCount).toBe(expected)
}

/** Apply a proposal move by move, checking no newcomer lands on the button or between SB and button (§8.8). */
function applyChecked(r: Room, p: SeatingProposal): void {
  if (p.kind === 'balance' || p.kind === 'break' || p.kind === 'short-handed') {
    for (const m of p.moves) {
      const t = r.tables.get(m.to.table)!
      if (!m.waitsForButton && t.count >= 2) expect(isBetweenButtonAndSmallBlind(t, m.to.seat)).toBe(false)
      moveTo(r, m.entryId, m.to)
    }
    applyProposal(r, { ...p, moves: [] })
  } else applyProposal(r, p)
}

function settle(r: Room, rand: (n: number) => number): void {
  for (let round = 0; round < 50; round += 1) {
    const p = proposeSeating(r, rand)
    if (!p) return
    if (recordAskedButtons(r, p)) continue // the floor records the asked buttons first
    applyChecked(r, p)
    if (p.deferred) for (const t of r.tables.values()) if (t.button !== null) setButton(r, t.number, advancedButton(t))
  }
  throw new Error('seating did not settle')
}

const Step = fc.oneof(
  fc.record({ kind: fc.constant('eliminate' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('late' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('hand' as const), pick: fc.nat() })
)

describe('seating invariants under random entries, eliminations, moves and breaks (property, RULES §4)', () => {
  it('keeps one seat per player, respects seat restrictions, balances within the tolerance at the fewest tables', () => {
    fc.assert(
      fc.property(
        fc.record({
          tables: fc.integer({ min: 2, max: 8 }),
          seats: fc.integer({ min: 6, max: 10 }),
          unavailable: fc.boolean(),
          reservedEmpty: fc.boolean(),
          tolerance: fc.constantFrom(1 as const, 2 as const),
          buttons: fc.boolean(),
          playerMethod: fc.constantFrom('big-blind-next' as const, 'random' as const, 'worst-position' as const),
          finalTableSize: fc.integer({ min: 4, max: 6 }),
          fill: fc.double({ min: 0.3, max: 1, noNaN: true }),
          seed: fc.nat(),
          steps: fc.array(Step, { maxLength: 80 })
        }),
        (c) => {
          const specs = Array.from({ length: c.tables }, (_, i) => ({
            number: i + 1,
            seats: c.seats,
            unavailable: c.unavailable ? [2] : [],
            reserved: c.reservedEmpty ? [{ seat: 4, reason: 'accessibility', entryId: null }] : []
          }))
          const rules = {
            ...DEFAULT_RULES,
            tolerance: c.tolerance,
            playerMethod: c.playerMethod,
            finalTableSize: c.finalTableSize
          }
          const r = createRoom(
            specs,
            specs.map((s) => s.number),
            rules,
            c.buttons
          )
          const rand = lcg(c.seed)
          const cap = specs.length * (c.seats - (c.unavailable ? 1 : 0) - (c.reservedEmpty ? 1 : 0))
          const n = Math.max(2, Math.floor(cap * c.fill))
          const active = new Set(Array.from({ length: n }, (_, i) => `p${i}`))
          const draw = drawInitialSeats(r, [...active], rand, GENESIS)!
          applyDraw(r, draw.placements, draw.buttons)
          checkInvariants(r, active)
          settle(r, rand)
          balancedAndFewest(r, c.tolerance, c.finalTableSize)
          let next = n
          for (const step of c.steps) {
            if (active.size <= 1) break
            if (step.kind === 'eliminate') {
              const ids = [...active]
              const id = ids[step.pick % ids.length]!
              unseat(r, id)
              active.delete(id)
            } else if (step.kind === 'late') {
              if (r.openTableCount <= 1 && active.size <= c.finalTableSize) continue
              const id = `p${next++}`
              const seat = drawLateSeat(r, id, rand)
              if (!seat) continue
              const t = r.tables.get(seat.table)!
              // Between SB and button only when no other seat exists, and then marked (§8.8, TDA R8).
              if (t.count >= 2 && !seat.waitsForButton) expect(isBetweenButtonAndSmallBlind(t, seat.seat)).toBe(false)
              if (seat.waitsForButton)
                expect([...r.tables.values()].some((x) => x.open && allowedFreeSeats(x).length > 0)).toBe(false)
              seatAt(r, id, seat)
              active.add(id)
            } else {
              for (const t of r.tables.values()) if (t.button !== null) setButton(r, t.number, advancedButton(t))
            }
            settle(r, rand)
            checkInvariants(r, active)
            balancedAndFewest(r, c.tolerance, c.finalTableSize)
          }
        }
      ),
      { numRuns: 300 }
    )
  })
})
