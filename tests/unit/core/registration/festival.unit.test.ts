import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import type { TournamentFields } from '../../../../src/shared/core/tournament/schemas'
import { decide } from '../../../../src/shared/core/decide'
import { RejectedError } from '../../../../src/shared/core/rejection'
import { liveFloor, testContext } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { playerFields } from '../../../support/registration'

/**
 * A festival: several tournaments in play at once on one floor. One person holds one seat (§6.9, §29.58) unless the
 * rules let two events overlap (flights of one event §5.5, a satellite and its event §5.12); the hall's tables are one
 * room; staff accounts may be limited to named tournaments.
 */

const register = (tournamentId: string, playerId: string, override = false): Command => ({
  type: 'entry.register',
  tournamentId,
  playerId,
  preRegistered: false,
  waitingList: false,
  override
})

const tables = (...numbers: number[]) => numbers.map((number) => ({ number, seats: 9 }))

const configure = (tournamentId: string, numbers: number[]): Command =>
  ({
    type: 'seating.configure',
    tournamentId,
    tables: tables(...numbers),
    closingOrder: { kind: 'director' },
    rules: {},
    trackButtons: false
  }) as Command

/** A floor with players p1…p8 and tournaments by id, each with its fields. */
function festival(events: Record<string, Partial<TournamentFields>>) {
  const f = liveFloor()
  f.apply([
    ...Object.entries(events).map(([tournamentId, fields]): DomainEvent => ({
      type: 'tournament.created',
      tournamentId,
      fields: { ...mainEvent, name: `Event ${tournamentId.toUpperCase()}`, ...fields }
    })),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): DomainEvent => ({
      type: 'player.created',
      playerId: `p${n}`,
      fields: playerFields(`P${n}`),
      source: 'desk'
    }))
  ])
  /** Registers the players, starts the tournament, sets up the tables and draws the seats. */
  const play = (tournamentId: string, players: number[], numbers: number[]): void => {
    for (const p of players) f.run(register(tournamentId, `p${p}`))
    f.apply([{ type: 'tournament.started', tournamentId }])
    f.run(configure(tournamentId, numbers))
    f.run({ type: 'seating.draw', tournamentId })
  }
  const seatOf = (tournamentId: string, playerId: string) => {
    const t = f.state.tournaments.get(tournamentId)!
    const entryId = t.registration.entriesByPlayer.get(playerId)![0]!
    return t.seating!.room.seatOf.get(entryId)!
  }
  return { ...f, play, seatOf }
}

describe('a player in two tournaments in play at once (§6.9, §29.58)', () => {
  it('is refused without the director, naming the tournament, table and seat; nothing is written', () => {
    const f = festival({ a: {}, b: {} })
    f.play('a', [1, 2, 3], [1])
    const seat = f.seatOf('a', 'p2')
    const refusal = f.refusal(register('b', 'p2'))
    expect(refusal.code).toBe('error.entry.inPlayElsewhere')
    expect(refusal.params).toMatchObject({ name: 'P2', tournament: 'Event A', table: seat.table, seat: seat.seat })
    expect(refusal.message).toContain(`Event A, table ${seat.table}, seat ${seat.seat}`)
    // a player with no seat elsewhere registers as before
    expect(f.run(register('b', 'p4'))[0]).toMatchObject({ type: 'entry.registered', override: null })
  })

  it('the director confirms a second seat with a reason; the record names the seat elsewhere', () => {
    const f = festival({ a: {}, b: {} })
    f.play('a', [1, 2, 3], [1])
    const seat = f.seatOf('a', 'p2')
    expect(f.refused(register('b', 'p2', true))).toBe('error.registration.reasonRequired')
    const [event] = f.run(register('b', 'p2', true), { reason: 'Leaves event A at the break, director agreed' })
    expect(event).toMatchObject({
      type: 'entry.registered',
      override: 'in-play-elsewhere',
      alsoInPlay: [{ tournamentId: 'a', table: seat.table, seat: seat.seat, allowed: null }]
    })
  })

  it('a tournament not in play does not count: announced, decided (one left), or the player out there', () => {
    const f = festival({ a: {}, b: {}, c: {} })
    f.run(register('a', 'p1')) // a is announced, not begun
    f.play('c', [2, 3], [5])
    f.apply([
      {
        type: 'entry.eliminated',
        tournamentId: 'c',
        entryId: f.state.tournaments.get('c')!.registration.entriesByPlayer.get('p3')![0]!,
        level: 1,
        confirmedBy: 'Floor',
        eliminatedBy: null,
        handId: 'h1'
      }
    ])
    // p2 won c (the only one left): c is decided; p3 is out of c
    expect(f.run(register('b', 'p1'))[0]).toMatchObject({ override: null })
    expect(f.run(register('b', 'p2'))[0]).toMatchObject({ override: null })
    expect(f.run(register('b', 'p3'))[0]).not.toHaveProperty('alsoInPlay')
  })

  it('flights of one multi-day event may overlap (§5.5): no warning, named as a flight in the record', () => {
    const f = festival({
      d2: {
        multiDay: {
          role: 'event',
          carryOver: 'best',
          reentryAfterAdvance: true,
          day2Seating: 'draw',
          flightBusts: 'shared'
        }
      },
      f1a: { multiDay: { role: 'flight', eventId: 'd2', label: '1A' } },
      f1b: { multiDay: { role: 'flight', eventId: 'd2', label: '1B' } }
    })
    f.play('f1a', [1, 2, 3], [1])
    const seat = f.seatOf('f1a', 'p2')
    const [event] = f.run(register('f1b', 'p2'))
    expect(event).toMatchObject({
      override: null,
      alsoInPlay: [{ tournamentId: 'f1a', table: seat.table, seat: seat.seat, allowed: 'flight' }]
    })
  })

  it('a satellite and the event its tickets are for may overlap (§5.12): named as a satellite', () => {
    const f = festival({ main: {}, sat: {} })
    f.apply([
      {
        type: 'registration.awardsSet',
        tournamentId: 'sat',
        awards: { noCashPrizes: true, places: [{ place: 1, description: 'Seat', ticketFor: 'main' }], prizeFund: null },
        previous: { noCashPrizes: true, places: [], prizeFund: null }
      }
    ])
    f.play('main', [1, 2, 3], [1])
    const [event] = f.run(register('sat', 'p2'))
    expect(event).toMatchObject({ override: null, alsoInPlay: [{ tournamentId: 'main', allowed: 'satellite' }] })
  })
})

describe('staff scoped to events (§3, §4.7)', () => {
  const olga = 'acc-olga'
  const scoped = (scope: { tournamentId: string; role: 'floor' | 'desk' | 'director' }[] | null) => {
    const f = festival({ a: {}, c: {} })
    f.apply([{ type: 'account.created', accountId: olga, name: 'Olga Floor', role: 'floor', pinHash: 'h' }])
    if (scope) f.run({ type: 'account.setScope', accountId: olga, scope })
    return f
  }
  const asOlga = (f: ReturnType<typeof scoped>, command: Command) => {
    const ctx = testContext({ accountId: olga })
    try {
      return { events: decide({ command }, f.state, ctx) }
    } catch (error) {
      if (error instanceof RejectedError) return { rejection: error.rejection }
      throw error
    }
  }
  const announce = (tournamentId: string): Command =>
    ({ type: 'clock.announce', tournamentId, text: 'Two minutes to the break' }) as Command

  it('an account limited to C is refused in A, naming A; in C it records', () => {
    const f = scoped([{ tournamentId: 'c', role: 'floor' }])
    expect(asOlga(f, announce('a'))).toEqual({
      rejection: expect.objectContaining({ code: 'error.account.outOfScope', params: { tournament: 'Event A' } })
    })
    expect(asOlga(f, announce('c'))).toHaveProperty('events')
    // an entry in A is outside the scope as well
    expect(asOlga(f, register('a', 'p1'))).toMatchObject({ rejection: { code: 'error.account.outOfScope' } })
  })

  it('within its scope the account has the role named there (a desk in C may not record a floor announcement)', () => {
    const f = scoped([{ tournamentId: 'c', role: 'desk' }])
    expect(asOlga(f, announce('c'))).toMatchObject({
      rejection: { code: 'error.account.notPermitted', params: { role: 'desk' } }
    })
    expect(asOlga(f, register('c', 'p1'))).toHaveProperty('events')
  })

  it('an account of the whole hall records everywhere its role may; the scope is recorded, and taken back', () => {
    const f = scoped(null)
    expect(asOlga(f, announce('a'))).toHaveProperty('events')
    expect(f.run({ type: 'account.setScope', accountId: olga, scope: [{ tournamentId: 'c', role: 'floor' }] })).toEqual(
      [{ type: 'account.scopeSet', accountId: olga, scope: [{ tournamentId: 'c', role: 'floor' }], previous: null }]
    )
    expect(f.state.accounts.byId.get(olga)!.scope).toEqual([{ tournamentId: 'c', role: 'floor' }])
    expect(
      f.refused({ type: 'account.setScope', accountId: olga, scope: [{ tournamentId: 'zz', role: 'floor' }] })
    ).toBe('error.tournament.notFound')
    f.run({ type: 'account.setScope', accountId: olga, scope: null })
    expect(asOlga(f, announce('a'))).toHaveProperty('events')
  })
})

describe("the hall's tables are one room (§8.1, §8.5)", () => {
  it('a setup or new tables using a table in play in another tournament are refused, naming it; other numbers pass', () => {
    const f = festival({ a: {}, b: {} })
    f.play('a', [1, 2, 3, 4], [1, 2])
    for (const p of [5, 6]) f.run(register('b', `p${p}`))
    const refusal = f.refusal(configure('b', [2, 3]))
    expect(refusal).toMatchObject({ code: 'error.seating.tableInUse', params: { tables: '2', tournament: 'Event A' } })
    f.run(configure('b', [3, 4]))
    f.run({ type: 'seating.draw', tournamentId: 'b' })
    expect(f.refused({ type: 'seating.addTables', tournamentId: 'b', tables: tables(2) } as Command)).toBe(
      'error.seating.tableInUse'
    )
  })

  it('two rooms set up alike before either drew: the second draw is refused, naming the first', () => {
    const f = festival({ a: {}, b: {} })
    for (const [t, p] of [
      ['a', 1],
      ['a', 2],
      ['b', 3],
      ['b', 4]
    ] as const)
      f.run(register(t, `p${p}`))
    f.apply([
      { type: 'tournament.started', tournamentId: 'a' },
      { type: 'tournament.started', tournamentId: 'b' }
    ])
    f.run(configure('a', [1]))
    f.run(configure('b', [1]))
    f.run({ type: 'seating.draw', tournamentId: 'a' })
    expect(f.refusal({ type: 'seating.draw', tournamentId: 'b' })).toMatchObject({
      code: 'error.seating.tableInUse',
      params: { tournament: 'Event A' }
    })
  })

  it('a table of a tournament that is decided is free again', () => {
    const f = festival({ a: {}, b: {} })
    f.play('a', [1, 2], [1])
    const loser = f.state.tournaments.get('a')!.registration.entriesByPlayer.get('p2')![0]!
    f.apply([
      {
        type: 'entry.eliminated',
        tournamentId: 'a',
        entryId: loser,
        level: 1,
        confirmedBy: 'F',
        eliminatedBy: null,
        handId: 'h'
      }
    ])
    f.play('b', [3, 4], [1])
    expect(f.state.tournaments.get('b')!.seating!.drawn).toBe(true)
  })
})
