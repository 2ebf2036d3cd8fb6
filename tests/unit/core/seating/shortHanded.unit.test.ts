import { describe, expect, it } from 'vitest'
import { applyDraw } from '../../../../src/shared/core/seating/apply'
import { drawInitialSeats } from '../../../../src/shared/core/seating/draw'
import { GENESIS } from '../../../../src/shared/core/seating/hash'
import { proposeSeating } from '../../../../src/shared/core/seating/propose'
import {
  createRoom,
  DEFAULT_RULES,
  unseat,
  type PlayerMethod,
  type SeatingRules,
  type SeatMethod
} from '../../../../src/shared/core/seating/room'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'
import { checkRoom, expectSettled, playHand, settle } from '../../../support/seatingInvariants'
import { lcg } from '../../../support/seatingRoom'

describe('the short-handed final: 10-max events play the pre-final and final tables 9-max (BFSP §3.1)', () => {
  it('20 on 2 × 10, seat 1 out at table 1 then at table 2: the seat-10 players are drawn to the free seats', () => {
    const f = new SeatingFlow(20)
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(2),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: { shortHandedFinal: true, finalTableSize: 9 },
      trackButtons: false
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    const at = (table: number, seat: number) => f.seating.room.tables.get(table)!.occupant[seat - 1]!
    const seatTen = [at(1, 10), at(2, 10)]
    f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: at(1, 1), level: 1, confirmedBy: 'Floor' })
    // Before the fix this threw "No free seat for a broken table" and took the server down.
    f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: at(2, 1), level: 1, confirmedBy: 'Floor' })
    const pending = f.seating.pending!.proposal
    expect(pending.kind).toBe('short-handed')
    expect(pending.maxSeats).toEqual([
      { table: 1, maxSeat: 9 },
      { table: 2, maxSeat: 9 }
    ])
    expect(pending.moves.map((m) => m.entryId).sort()).toEqual([...seatTen].sort())
    expect(pending.moves.map((m) => m.to.seat)).toEqual([1, 1])
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    for (const t of f.seating.room.tables.values()) {
      expect(t.maxSeat).toBe(9)
      expect(t.count).toBe(9)
      expect(t.occupant[9]).toBeNull()
    }
    expect(f.seating.pending).toBeNull()
  })

  it('goes 9-max together with the last break when three tables come down to two (one draw, BFSP §3.1)', () => {
    const r = createRoom(tenMax(3), [1, 2, 3], { ...DEFAULT_RULES, shortHandedFinal: true }, false)
    const ids = Array.from({ length: 21 }, (_, i) => `e${i + 1}`)
    const draw = drawInitialSeats(r, ids, lcg(3), GENESIS)!
    applyDraw(r, draw.placements, draw.buttons)
    expect(r.openTableCount).toBe(3)
    for (const id of ['e1', 'e2', 'e3']) unseat(r, id) // 18 left at three tables
    const p = proposeSeating(r, lcg(4))!
    expect(p.kind).toBe('break')
    expect(p.maxSeats.map((x) => x.maxSeat)).toEqual([9, 9])
    expect(p.moves.every((m) => m.to.seat <= 9)).toBe(true)
  })

  it('waits while the players do not fit at two 9-max tables (unavailable seats), and never throws', () => {
    const r = createRoom(
      [
        { number: 1, seats: 10, unavailable: [5] },
        { number: 2, seats: 10, unavailable: [5] }
      ],
      [1, 2],
      { ...DEFAULT_RULES, shortHandedFinal: true },
      false
    )
    const ids = Array.from({ length: 18 }, (_, i) => `e${i + 1}`)
    const draw = drawInitialSeats(r, ids, lcg(3), GENESIS)!
    applyDraw(r, draw.placements, draw.buttons)
    expect(proposeSeating(r, lcg(1))).toBeNull() // 8 + 8 seats at 9-max: 18 do not fit yet
    unseat(r, 'e1')
    unseat(r, 'e2')
    const p = proposeSeating(r, lcg(1))
    expect(p?.kind).toBe('short-handed')
  })
})

const PLAYER_METHODS: PlayerMethod[] = ['big-blind-next', 'worst-position', 'random', 'operator']
const SEAT_METHODS: SeatMethod[] = ['big-blind', 'worst-position']
const CLOSING = ['published', 'random', 'director'] as const
type Pattern = 'first-seat' | 'last-seat' | 'random'

/** One tournament from `players` down to one, every proposal confirmed at once, checked after each elimination. */
function playDown(
  seats: number,
  players: number,
  rules: SeatingRules,
  closing: (typeof CLOSING)[number],
  buttons: boolean,
  pattern: Pattern,
  seed: number
): void {
  const tables = Math.ceil(30 / seats) + 1
  const specs = Array.from({ length: tables }, (_, i) => ({ number: i + 1, seats }))
  const rand = lcg(seed)
  const numbers = specs.map((s) => s.number)
  // §9.2: a published order (here descending), a random one drawn at the set-up, or the director's (table numbers).
  const order =
    closing === 'published'
      ? [...numbers].reverse()
      : closing === 'random'
        ? numbers
            .map((n) => ({ n, k: rand(1_000_000) }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.n)
        : numbers
  const r = createRoom(specs, order, rules, buttons)
  const active = new Set(Array.from({ length: players }, (_, i) => `e${i + 1}`))
  const draw = drawInitialSeats(r, [...active], rand, GENESIS)!
  applyDraw(r, draw.placements, draw.buttons)
  const atOne = r.openTableCount === 1
  settle(r, rand)
  checkRoom(r, active)
  expectSettled(r, seats, atOne)
  for (let k = 0; active.size > 1; k += 1) {
    const open = [...r.tables.values()].filter((t) => t.open).sort((a, b) => a.number - b.number)
    const table = open[k % open.length]!
    const occupied = table.occupant.flatMap((id) => (id ? [id] : []))
    const out =
      pattern === 'first-seat'
        ? occupied[0]!
        : pattern === 'last-seat'
          ? occupied[occupied.length - 1]!
          : [...active][rand(active.size)]!
    unseat(r, out)
    active.delete(out)
    if (k % 3 === 2) playHand(r)
    settle(r, rand)
    checkRoom(r, active)
    expectSettled(r, seats, atOne)
  }
}

describe('seating never crashes and stays true at every count from 30 down, for 6/8/9/10-max (RULES §4)', () => {
  for (const seats of [6, 8, 9, 10]) {
    const finals = seats === 10 ? [9, 10] : [seats]
    it(`${seats}-max: every rule combination, 30 players and smaller fields down to the winner`, () => {
      let runs = 0
      for (const finalTableSize of finals)
        for (const shortHandedFinal of [false, true])
          for (const tolerance of [1, 2] as const)
            for (const closing of CLOSING)
              for (const buttons of [false, true])
                for (const playerMethod of PLAYER_METHODS)
                  for (const seatMethod of SEAT_METHODS) {
                    const rules: SeatingRules = {
                      ...DEFAULT_RULES,
                      tolerance,
                      playerMethod,
                      seatMethod,
                      finalTableSize,
                      shortHandedFinal
                    }
                    // From 30 down to the winner, and from two more field sizes between 29 and 9 that take
                    // turns across the combinations (so every size is a start many times); patterns rotate too.
                    for (const players of [30, 9 + (runs % 21), 9 + ((runs * 7 + 3) % 21)]) {
                      const pattern = (['first-seat', 'last-seat', 'random'] as const)[(players + runs) % 3]!
                      playDown(seats, players, rules, closing, buttons, pattern, players * 7919 + runs)
                      runs += 1
                    }
                  }
      expect(runs).toBe(finals.length * 2 * 2 * 3 * 2 * 4 * 2 * 3)
    }, 600_000)
  }
})
