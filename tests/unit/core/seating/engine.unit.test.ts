import { describe, expect, it } from 'vitest'
import { applyProposal } from '../../../../src/shared/core/seating/apply'
import { proposeBalance, shortTables } from '../../../../src/shared/core/seating/balancing'
import {
  fitsAtOneTableFewer,
  proposeBreak,
  proposeFinalTable,
  proposeShortHanded
} from '../../../../src/shared/core/seating/breaking'
import { drawInitialSeats, drawLateSeat } from '../../../../src/shared/core/seating/draw'
import { GENESIS, sealDraw, sha256Hex, verifyDrawChain } from '../../../../src/shared/core/seating/hash'
import { proposeOlympicStage } from '../../../../src/shared/core/seating/olympic'
import {
  allowedFreeSeats,
  blindsOf,
  isBetweenButtonAndSmallBlind,
  playerDueBigBlind
} from '../../../../src/shared/core/seating/positions'
import { proposeSeating } from '../../../../src/shared/core/seating/propose'
import { createRoom, DEFAULT_RULES, seatAt, unseat } from '../../../../src/shared/core/seating/room'
import { drawnRoom, entries, lcg, placed, room, sizes, tables } from '../../../support/seatingRoom'

const _ = null

describe('initial draw (§6.4, §8.1, BFSP §5.2)', () => {
  it('seats everyone at the fewest tables that fit, sizes differing by at most one', () => {
    const r = drawnRoom(23, 5, 10)
    expect(sizes(r).sort()).toEqual([7, 8, 8])
    expect(r.seatOf.size).toBe(23)
  })

  it('opens the tables that close last (§9.1)', () => {
    const r = drawnRoom(15, 4, 10)
    expect([...r.tables.values()].filter((t) => t.open).map((t) => t.number)).toEqual([3, 4])
  })

  it('spreads empty seats round the table rather than bunching them', () => {
    const r = drawnRoom(5, 2, 10)
    for (const t of r.tables.values()) {
      if (!t.open) continue
      const seats = t.occupant.map((id, i) => (id ? i + 1 : 0)).filter((s) => s > 0)
      // 5 players at 10 seats: every other seat.
      const gaps = seats.map((s, i) => (seats[(i + 1) % seats.length]! - s + 10) % 10)
      expect(Math.max(...gaps)).toBe(2)
    }
  })

  it('is a different permutation with a different random source (never selective)', () => {
    const a = drawInitialSeats(room(tables(3)), entries(27), lcg(1), GENESIS)!
    const b = drawInitialSeats(room(tables(3)), entries(27), lcg(2), GENESIS)!
    expect(a.placements.map((p) => p.entryId)).not.toEqual(b.placements.map((p) => p.entryId))
  })

  it('keeps unavailable seats empty and gives a reserved seat only to its player (§8.2)', () => {
    const r = createRoom(
      [
        { number: 1, seats: 10, unavailable: [3], reserved: [{ seat: 5, reason: 'wheelchair access', entryId: 'e2' }] },
        { number: 2, seats: 10, reserved: [{ seat: 1, reason: 'language help', entryId: null }] }
      ],
      [1, 2],
      DEFAULT_RULES
    )
    const d = drawInitialSeats(r, entries(17), lcg(3), GENESIS)!
    expect(d.placements.find((p) => p.entryId === 'e2')).toMatchObject({ table: 1, seat: 5 })
    expect(d.placements.filter((p) => p.table === 1 && p.seat === 3)).toEqual([])
    expect(d.placements.filter((p) => p.table === 2 && p.seat === 1)).toEqual([])
    expect(new Set(d.placements.map((p) => `${p.table}/${p.seat}`)).size).toBe(17)
  })

  it('puts the button with the player in the last seat when buttons are tracked (BFSP §5.3.1)', () => {
    const r = drawnRoom(20, 2, 10, {}, true)
    for (const t of r.tables.values()) if (t.open) expect(t.button).toBe(10)
  })

  it('refuses when the room is too small', () => {
    expect(drawInitialSeats(room(tables(2)), entries(21), lcg(), GENESIS)).toBeNull()
  })
})

describe('the draw record cannot be edited afterwards (§8.1, §27.8)', () => {
  it('computes SHA-256', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('chains draws so changing any seat breaks the chain', () => {
    const p1 = [{ entryId: 'a', table: 1, seat: 2 }]
    const p2 = [{ entryId: 'b', table: 1, seat: 4 }]
    const s1 = sealDraw(GENESIS, 'initial', p1)
    const s2 = sealDraw(s1.hash, 'late', p2)
    expect(
      verifyDrawChain([
        { kind: 'initial', placements: p1, seal: s1 },
        { kind: 'late', placements: p2, seal: s2 }
      ])
    ).toEqual({ ok: true })
    const edited = [{ entryId: 'a', table: 1, seat: 3 }]
    expect(
      verifyDrawChain([
        { kind: 'initial', placements: edited, seal: s1 },
        { kind: 'late', placements: p2, seal: s2 }
      ])
    ).toEqual({ ok: false, index: 0 })
  })
})

describe('positions from the button (BFSP §5.3)', () => {
  const r = placed({ 1: ['a', _, 'b', 'c', _, 'd', _, _, _, 'e'] }, 10, {}, { 1: 10 })
  const t = r.tables.get(1)!

  it('finds the blinds of the next hand', () => {
    expect(blindsOf(t)).toEqual({ button: 10, smallBlind: 1, bigBlind: 3 })
    expect(playerDueBigBlind(t)).toBe('b')
  })

  it('never seats a newcomer on the button or between the small blind and the button (§8.8, TDA R8)', () => {
    const r2 = placed({ 1: ['a', _, 'b', _, _, 'd', _, 'x', _, 'e'] }, 10, {}, { 1: 8 })
    const t2 = r2.tables.get(1)!
    // Button 8, SB 10: seat 9 lies between the button and the small blind.
    expect(isBetweenButtonAndSmallBlind(t2, 9)).toBe(true)
    expect(allowedFreeSeats(t2)).not.toContain(9)
    expect(allowedFreeSeats(t2)).toEqual([2, 4, 5, 7])
  })
})

describe('late entries and re-entries (§8.8, TDA R8)', () => {
  it('go to a table with the fewest players', () => {
    const r = placed({ 1: ['a', 'b', 'c', _, _, _, _, _, _, _], 2: ['d', 'e', _, _, _, _, _, _, _, _] })
    for (let seed = 1; seed < 20; seed += 1) expect(drawLateSeat(r, 'new', lcg(seed))!.table).toBe(2)
  })

  it('never take a seat between the small blind and the button', () => {
    const r = placed({ 1: ['a', _, 'b', _, _, 'd', _, 'x', _, 'e'] }, 10, {}, { 1: 8 })
    for (let seed = 1; seed < 40; seed += 1) expect(drawLateSeat(r, 'new', lcg(seed))!.seat).not.toBe(9)
  })

  it('open the next table when every open table is full', () => {
    const r = createRoom(
      [
        { number: 1, seats: 2 },
        { number: 2, seats: 2 },
        { number: 3, seats: 2 }
      ],
      [1, 2, 3]
    )
    const d = drawInitialSeats(r, entries(4), lcg(), GENESIS)!
    expect(new Set(d.placements.map((p) => p.table))).toEqual(new Set([2, 3]))
    for (const p of d.placements) seatAt(r, p.entryId, p)
    expect(drawLateSeat(r, 'late', lcg())!.table).toBe(1)
  })
})

describe('balancing (§8.3–§8.14, BFSP §3.1, TDA R11)', () => {
  it('does nothing while sizes differ by at most the tolerance (§8.13)', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd'], 2: ['e', 'f', 'g'] })
    expect(proposeBalance(r, lcg())).toBeNull()
  })

  it('moves one player from the fullest table to the shortest when they differ by two', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h'] })
    const p = proposeBalance(r, lcg())!
    expect(p.moves).toHaveLength(1)
    expect(p.moves[0]).toMatchObject({ from: { table: 1 }, to: { table: 2 }, cause: 'balance' })
  })

  it('tolerates two by the chief judge’s decision (BFSP §3.1)', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h'] }, 10, { tolerance: 2 })
    expect(proposeBalance(r, lcg())).toBeNull()
  })

  it('takes from the fullest table that closes first when several tie (TDA R11-C)', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h', 'i', 'j'], 3: ['k', 'l', 'm'] })
    expect(proposeBalance(r, lcg())!.moves[0]!.from.table).toBe(1)
  })

  it('moves the player due the big blind next to the seat that becomes the big blind (BFSP §3.1, §8.4 а)', () => {
    // Source: button 10, SB 1 (a), BB 2 (b) → b moves. Destination: button 10, SB 1 (f), free seat 2, BB 3 (g) → seat 2.
    const r = placed(
      { 1: ['a', 'b', 'c', 'd', 'e', _, _, _, _, 'z'], 2: ['f', _, 'g', _, 'h', _, _, _, _, 'y'] },
      10,
      {},
      { 1: 10, 2: 10 }
    )
    const p = proposeBalance(r, lcg())!
    expect(p.moves[0]).toMatchObject({
      entryId: 'b',
      to: { table: 2, seat: 2 },
      playerChoice: 'big-blind-next',
      seatChoice: 'big-blind'
    })
  })

  it('otherwise takes the free seat closest after the big blind, never between SB and button (TDA R11)', () => {
    // Destination: button 9, SB 10 (y), BB 1 (f); seats 2..8 partly free → seat 2 pays the big blind soonest.
    const r = placed(
      { 1: ['a', 'b', 'c', 'd', 'e', 'v', _, _, _, 'z'], 2: ['f', _, 'g', _, 'h', _, _, _, 'w', 'y'] },
      10,
      { seatMethod: 'worst-position' },
      { 1: 10, 2: 9 }
    )
    const p = proposeBalance(r, lcg())!
    expect(p.moves[0]).toMatchObject({ to: { table: 2, seat: 2 }, seatChoice: 'worst-position' })
  })

  it('falls back to a random player with the fewest moves when the button is unknown', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h'] })
    for (const id of ['a', 'b', 'c', 'd']) r.moves.set(id, 1)
    const p = proposeBalance(r, lcg())!
    expect(p.moves[0]).toMatchObject({ entryId: 'e', playerChoice: 'random' })
  })

  it('marks the operator’s pick as a suggestion (§8.4 г)', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h'] }, 10, { playerMethod: 'operator' })
    expect(proposeBalance(r, lcg())!.operatorPick).toBe(true)
  })

  it('flags a table three or more short of the fullest (TDA R11-D)', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e', 'f'], 2: ['g', 'h', 'i'], 3: ['j', 'k', 'l', 'm', 'n', 'o'] })
    expect(shortTables(r)).toEqual([2])
    expect(proposeBalance(r, lcg())!.shortTables).toEqual([2])
  })

  it('asks before moving in hand-for-hand (§8.14)', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h'] })
    r.handForHand = true
    expect(proposeBalance(r, lcg())!.askFirst).toBe(true)
  })

  it('balances fully: after applying the proposal sizes differ by at most the tolerance', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 2: ['i'], 3: ['j', 'k'] })
    applyProposal(r, proposeBalance(r, lcg())!)
    expect(Math.max(...sizes(r)) - Math.min(...sizes(r))).toBeLessThanOrEqual(1)
  })
})

describe('breaking tables (§8.9, §9.1, §9.2, TDA R10)', () => {
  it('breaks the next table in the closing order when the players fit at one table fewer', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd'], 2: ['e', 'f', 'g', 'h', 'i', 'j'], 3: ['k', 'l', 'm', 'n', 'o', 'p'] })
    expect(fitsAtOneTableFewer(r)).toBe(true)
    const p = proposeBreak(r, lcg())!
    expect(p.closes).toEqual([1])
    expect(p.moves.map((m) => m.entryId).sort()).toEqual(['a', 'b', 'c', 'd'])
    applyProposal(r, p)
    expect(sizes(r).sort()).toEqual([8, 8])
    expect(r.tables.get(1)!.open).toBe(false)
  })

  it('breaks the director’s choice when given', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd'], 2: ['e', 'f', 'g', 'h'], 3: ['k', 'l', 'm', 'n'] })
    expect(proposeBreak(r, lcg(), 3)!.closes).toEqual([3])
  })

  it('keeps the last two tables until the final-table size is reached (§9.3)', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h', 'i', 'j'] }, 10, { finalTableSize: 9 })
    expect(proposeBreak(r, lcg())).toBeNull()
    expect(proposeFinalTable(r, lcg())).toBeNull()
    unseat(r, 'j')
    expect(proposeSeating(r, lcg())!.kind).toBe('final')
  })

  it('does not break while the players do not fit', () => {
    const r = placed({ 1: ['a', 'b', 'c', 'd', 'e', 'f'], 2: ['g', 'h', 'i', 'j', 'k', 'l'] })
    expect(proposeBreak(r, lcg())).toBeNull()
  })
})

describe('the final table (§9.3, §9.4, BFSP §3.1)', () => {
  it('redraws everyone onto the table that closes last at the announced size', () => {
    const r = placed(
      { 1: ['a', 'b', 'c', 'd', 'e'], 2: ['f', 'g', 'h', 'i'] },
      10,
      { finalTableSize: 9 },
      { 1: 10, 2: 10 }
    )
    const p = proposeFinalTable(r, lcg())!
    expect(p.finalTable).toBe(2)
    expect(p.moves).toHaveLength(9)
    expect(p.maxSeats).toEqual([{ table: 2, maxSeat: 9 }])
    applyProposal(r, p)
    expect(sizes(r)).toEqual([9])
    expect(r.tables.get(2)!.occupant[9]).toBeNull()
    expect(r.tables.get(2)!.button).not.toBeNull()
  })

  it('plays the pre-final tables 9-max in a 10-max event when announced (BFSP §3.1)', () => {
    const r = placed(
      { 1: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', _, 'i'], 2: ['j', 'k', 'l', 'm', 'n', 'o', 'p', _, _, _] },
      10,
      { shortHandedFinal: true }
    )
    const p = proposeShortHanded(r, lcg())!
    expect(p.moves.map((m) => m.entryId)).toEqual(['i'])
    applyProposal(r, p)
    expect(r.tables.get(1)!.maxSeat).toBe(9)
    expect(r.tables.get(1)!.occupant[9]).toBeNull()
  })
})

describe('Olympic format (BFSP §3.2)', () => {
  it('draws table winners onto the next stage’s tables', () => {
    const layout: Record<number, (string | null)[]> = {}
    for (let t = 1; t <= 16; t += 1) layout[t] = [`w${t}`]
    const r = placed(layout, 8, { format: 'olympic' })
    expect(proposeBalance(r, lcg())).toBeNull()
    const p = proposeOlympicStage(r, lcg())!
    expect(p.stage).toBe('semi-final')
    applyProposal(r, p)
    expect(sizes(r)).toEqual([8, 8])
  })

  it('names the stages 1/32 … 1/4, semi-final, final', async () => {
    const { olympicStageName } = await import('../../../../src/shared/core/seating/olympic')
    expect([32, 16, 8, 4, 2, 1].map(olympicStageName)).toEqual(['1/32', '1/16', '1/8', '1/4', 'semi-final', 'final'])
  })
})

describe('proposeSeating after eliminations', () => {
  it('plays a whole tournament down to the final table with every proposal applied', () => {
    const r = drawnRoom(100, 12, 10)
    const rand = lcg(11)
    while (r.seatOf.size > 1) {
      const ids = [...r.seatOf.keys()]
      unseat(r, ids[rand(ids.length)]!)
      for (let p = proposeSeating(r, rand); p; p = proposeSeating(r, rand)) applyProposal(r, p)
      const s = sizes(r)
      expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1)
      expect(r.openTableCount).toBe(r.seatOf.size <= 9 ? 1 : Math.max(2, Math.ceil(r.seatOf.size / 10)))
    }
  })
})
