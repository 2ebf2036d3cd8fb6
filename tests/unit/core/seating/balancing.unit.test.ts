import { describe, expect, it } from 'vitest'
import {
  choosePlayer,
  chooseSeat,
  exceedsTolerance,
  isUnbalanced,
  shortTables,
  spreadOf,
  stalePlayerChoice,
  staleSeatChoice
} from '../../../../src/shared/core/seating/balancing'
import {
  closeTable,
  createRoom,
  DEFAULT_RULES,
  forkRoom,
  mustTable,
  openTable,
  seatAt,
  type Room,
  type SeatingRules
} from '../../../../src/shared/core/seating/room'
import { sourceTable } from '../../../../src/shared/core/seating/balancing/chooseTables'
import { lcg, placed } from '../../../support/seatingRoom'

const _ = null

/** A ten-seat table with `n` players in seats 1..n (ids prefix + seat). */
function filled(n: number, prefix: string): (string | null)[] {
  return Array.from({ length: 10 }, (_x, i) => (i < n ? `${prefix}${i + 1}` : null))
}

/** Open tables with these player counts, table 1 first. */
function counts(sizes: number[], rules: Partial<SeatingRules> = {}): Room {
  return placed(Object.fromEntries(sizes.map((n, i) => [i + 1, filled(n, `t${i + 1}-`)])), 10, rules)
}

/** The answers of `choose` asked again and again, drawing from one random source. */
function over<T>(choose: (random: (n: number) => number) => T, times = 60): T[] {
  const random = lcg(7)
  return Array.from({ length: times }, () => choose(random))
}

describe('the one threshold (§8.3, BFSP §3.1: sizes differ by at most the tolerance; none in a shootout, BFSP §3.2)', () => {
  it('a spread of exactly the tolerance is balanced; one more is not', () => {
    expect(isUnbalanced(counts([9, 8]))).toBe(false)
    expect(isUnbalanced(counts([9, 7]))).toBe(true)
    expect(isUnbalanced(counts([9, 7], { tolerance: 2 }))).toBe(false)
    expect(isUnbalanced(counts([9, 6], { tolerance: 2 }))).toBe(true)
    expect(isUnbalanced(counts([9, 9, 8, 9]))).toBe(false)
    expect(isUnbalanced(counts([9, 9, 7, 9]))).toBe(true)
  })

  it('an open table with nobody at it counts as zero; no open table is never unbalanced', () => {
    const r = placed({ 1: filled(2, 'a'), 2: [_, _, _, _, _, _, _, _, _, _] })
    expect(spreadOf(r)).toEqual({ max: 2, min: 0 })
    expect(isUnbalanced(r)).toBe(true)
    expect(exceedsTolerance(null, DEFAULT_RULES)).toBe(false)
    expect(exceedsTolerance({ max: 3, min: 1 }, DEFAULT_RULES)).toBe(true)
  })

  it('a shootout never balances, however far apart the tables are', () => {
    const r = counts([9, 2], { format: 'olympic' })
    expect(exceedsTolerance(spreadOf(r), r.rules)).toBe(false)
    expect(isUnbalanced(r)).toBe(false)
  })

  it('TDA R11-D: tables three or more short of the fullest, lowest number first; none in a shootout', () => {
    expect(shortTables(counts([9, 6, 7, 5]))).toEqual([2, 4])
    expect(shortTables(counts([9, 7, 8]))).toEqual([])
    expect(shortTables(counts([9, 6], { format: 'olympic' }))).toEqual([])
  })
})

describe('choosing the player (§8.4, BFSP §3.1)', () => {
  // Button at seat 1: the small blind is seat 2, the big blind seat 3 (c).
  const source = ['a', 'b', 'c', 'd', 'e', _, 'g', _, _, _]

  it('by the big blind: the player due the big blind next hand; worst position names the same player', () => {
    const r = placed({ 1: source, 2: filled(4, 'x') }, 10, {}, { 1: 1, 2: 1 })
    for (const choice of over((random) => choosePlayer(r, r.tables.get(1)!, random)))
      expect(choice).toEqual({ entryId: 'c', choice: 'big-blind-next' })
    r.rules = { ...r.rules, playerMethod: 'worst-position' }
    expect(choosePlayer(r, r.tables.get(1)!, lcg())).toEqual({ entryId: 'c', choice: 'worst-position' })
  })

  it('by seat: the highest occupied seat, whatever the button', () => {
    const r = placed({ 1: source, 2: filled(4, 'x') }, 10, { playerMethod: 'by-seat' }, { 1: 1 })
    expect(choosePlayer(r, r.tables.get(1)!, lcg())).toEqual({ entryId: 'g', choice: 'by-seat' })
  })

  it('a free choice takes one of the players with the fewest moves, at random', () => {
    const r = placed({ 1: source, 2: filled(4, 'x') }, 10, { playerMethod: 'random' })
    for (const id of ['a', 'b', 'c', 'e']) r.moves.set(id, 1)
    r.moves.set('g', 2)
    const picked = new Set(over((random) => choosePlayer(r, r.tables.get(1)!, random).entryId))
    expect(picked).toEqual(new Set(['d']))
    r.moves.set('d', 1)
    const again = new Set(over((random) => choosePlayer(r, r.tables.get(1)!, random).entryId))
    expect(again).toEqual(new Set(['a', 'b', 'c', 'd', 'e']))
  })

  it('random and the operator’s pick are announced choices: no fallback', () => {
    const r = placed({ 1: source, 2: filled(4, 'x') }, 10, { playerMethod: 'random' }, { 1: 1 })
    expect(choosePlayer(r, r.tables.get(1)!, lcg())).toEqual({ entryId: expect.any(String), choice: 'random' })
    r.rules = { ...r.rules, playerMethod: 'operator' }
    expect(choosePlayer(r, r.tables.get(1)!, lcg())).toEqual({ entryId: expect.any(String), choice: 'operator' })
  })

  it('a button method without the button draws at random and says why', () => {
    const untracked = placed({ 1: source, 2: filled(4, 'x') })
    expect(choosePlayer(untracked, untracked.tables.get(1)!, lcg())).toMatchObject({
      choice: 'random',
      fallback: 'buttons-not-tracked'
    })
    const unknown = placed({ 1: source, 2: filled(4, 'x') }, 10, {}, { 2: 1 })
    expect(choosePlayer(unknown, unknown.tables.get(1)!, lcg())).toMatchObject({
      choice: 'random',
      fallback: 'button-unknown'
    })
  })

  it('a game with no button (stud): a button method draws at random, and nothing fell back', () => {
    const r = placed({ 1: source, 2: filled(4, 'x') }, 10, {}, { 1: 1 })
    r.buttonless = true
    const choice = choosePlayer(r, r.tables.get(1)!, lcg())
    expect(choice.choice).toBe('random')
    expect(choice.fallback).toBeUndefined()
  })
})

describe('choosing the seat (BFSP §3.1, TDA R11; never between the button and the small blind, §8.7, §8.8)', () => {
  it('onto the big blind when a free seat lies between the blinds', () => {
    // Button 1, small blind 2, seat 3 free, big blind 4: seat 3 is next hand's big blind.
    const r = placed({ 1: filled(9, 'a'), 2: ['p', 'q', _, 'r', 's', _, _, _, _, _] }, 10, {}, { 1: 1, 2: 1 })
    for (const seat of over((random) => chooseSeat(r, r.tables.get(2)!, random)))
      expect(seat).toEqual({ seat: 3, choice: 'big-blind' })
    r.rules = { ...r.rules, seatMethod: 'worst-position' }
    expect(chooseSeat(r, r.tables.get(2)!, lcg())).toEqual({ seat: 3, choice: 'worst-position' })
  })

  it('otherwise the first free seat after the big blind, skipping the seats between the button and the small blind', () => {
    // Button 5, small blind 1 (seats 6–10 empty lie between them), big blind 2: the seat is 4.
    const r = placed({ 1: filled(9, 'a'), 2: ['p', 'q', 'r', _, 's', _, _, _, _, _] }, 10, {}, { 1: 1, 2: 5 })
    for (const seat of over((random) => chooseSeat(r, r.tables.get(2)!, random)))
      expect(seat).toEqual({ seat: 4, choice: 'big-blind' })
  })

  it('no seat a newcomer may take: null (the move waits for the button to pass)', () => {
    // Button 3, small blind 1, big blind 2: every free seat (4–10) lies between the button and the small blind.
    const r = placed({ 1: filled(9, 'a'), 2: ['p', 'q', 'r', _, _, _, _, _, _, _] }, 10, {}, { 1: 1, 2: 3 })
    expect(chooseSeat(r, r.tables.get(2)!, lcg())).toBeNull()
  })

  it('without the button any free seat at random, with the reason; in stud with none', () => {
    const r = placed({ 1: filled(9, 'a'), 2: ['p', 'q', _, 'r', 's', _, _, _, _, _] }, 10, {}, { 1: 1 })
    const seats = over((random) => chooseSeat(r, r.tables.get(2)!, random)!)
    for (const s of seats) expect(s).toMatchObject({ choice: 'random', fallback: 'button-unknown' })
    expect(new Set(seats.map((s) => s.seat))).toEqual(new Set([3, 6, 7, 8, 9, 10]))
    r.buttonless = true
    expect(chooseSeat(r, r.tables.get(2)!, lcg())).toEqual({ seat: expect.any(Number), choice: 'random' })
  })
})

describe('a pending move is checked by the same rules it was chosen by (§8.4, BFSP §3.1)', () => {
  it('what choosePlayer and chooseSeat give is never stale on the same room', () => {
    for (const playerMethod of ['big-blind-next', 'worst-position', 'by-seat', 'random', 'operator'] as const) {
      for (const buttons of [{ 1: 1, 2: 5 }, { 2: 5 }, {}] as Record<number, number>[]) {
        const r = placed(
          { 1: ['a', 'b', 'c', 'd', 'e', _, 'g', _, _, _], 2: ['p', 'q', 'r', _, 's', _, _, _, _, _] },
          10,
          { playerMethod },
          buttons
        )
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
          const random = lcg(seed)
          const player = choosePlayer(r, r.tables.get(1)!, random)
          const seat = chooseSeat(r, r.tables.get(2)!, random, player.entryId)!
          const move = {
            entryId: player.entryId,
            to: { table: 2, seat: seat.seat },
            playerChoice: player.choice,
            seatChoice: seat.choice
          }
          expect(stalePlayerChoice(r, r.tables.get(1)!, move)).toBeNull()
          expect(staleSeatChoice(r, r.tables.get(2)!, move)).toBeNull()
        }
      }
    }
  })

  it('names what changed: another player due the big blind, a known button, another closest seat, another top seat', () => {
    const r = placed(
      { 1: ['a', 'b', 'c', 'd', 'e', _, 'g', _, _, _], 2: ['p', 'q', _, 'r', 's', _, _, _, _, _] },
      10,
      {},
      { 1: 1, 2: 1 }
    )
    const t1 = r.tables.get(1)!
    const t2 = r.tables.get(2)!
    expect(stalePlayerChoice(r, t1, { entryId: 'd', playerChoice: 'big-blind-next' })).toBe('not-due-big-blind')
    expect(stalePlayerChoice(r, t1, { entryId: 'c', playerChoice: 'random' })).toBe('button-now-known')
    expect(staleSeatChoice(r, t2, { entryId: 'c', to: { table: 2, seat: 6 }, seatChoice: 'big-blind' })).toBe(
      'seat-not-closest-to-big-blind'
    )
    expect(staleSeatChoice(r, t2, { entryId: 'c', to: { table: 2, seat: 3 }, seatChoice: 'random' })).toBe(
      'button-now-known'
    )
    r.rules = { ...r.rules, playerMethod: 'by-seat' }
    expect(stalePlayerChoice(r, t1, { entryId: 'e', playerChoice: 'by-seat' })).toBe('not-highest-seat')
    expect(stalePlayerChoice(r, t1, { entryId: 'g', playerChoice: 'by-seat' })).toBeNull()
  })
})

describe('the table that gives a player (TDA R11-C: of the fullest, the one that closes first)', () => {
  it('is the open table of that size with the lowest closing rank, in rooms of every shape, forks included', () => {
    const random = lcg(11)
    for (let round = 0; round < 300; round += 1) {
      const count = 2 + random(30)
      const specs = Array.from({ length: count }, (_x, i) => ({ number: i + 1, seats: 10 }))
      const order = specs.map((s) => s.number).sort(() => random(3) - 1)
      const r = createRoom(specs, order, DEFAULT_RULES, false)
      let k = 0
      for (const { number } of specs)
        for (let seat = 1; seat <= random(11); seat += 1) seatAt(r, `e${k++}`, { table: number, seat })
      for (const { number } of specs) if (random(2) === 0) openTable(r, number)
      for (const { number } of specs) if (random(4) === 0 && mustTable(r, number).count === 0) closeTable(r, number)
      const trial = random(2) === 0 ? forkRoom(r) : r
      for (let size = 0; size <= 10; size += 1) {
        if (trial.byCount[size]!.size === 0) continue
        const expected = [...trial.byCount[size]!].sort(
          (a, b) => trial.closingRank.get(a)! - trial.closingRank.get(b)!
        )[0]
        expect(sourceTable(trial, size).number).toBe(expected)
      }
    }
  })
})
