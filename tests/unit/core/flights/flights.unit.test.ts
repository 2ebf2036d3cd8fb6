import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CommandEnvelope, type Command, type CommandMeta } from '../../../../src/shared/core/commands'
import { type DomainEvent } from '../../../../src/shared/core/events'
import type { MultiDayEvent } from '../../../../src/shared/core/flights/schemas'
import { eventPlaces, flightsView, type EventView, type FlightView } from '../../../../src/shared/core/flights/views'
import { seatByStack } from '../../../../src/shared/core/flights/seatByStack'
import { createRoom } from '../../../../src/shared/core/seating/room'
import { canonicalJson } from '../../../support/canonical'
import { T0, liveFloor, testContext } from '../../../support/decider'
import { playerFields } from '../../../support/registration'
import { mainEvent } from '../../../support/fixtures'
import { closeFlight } from '../../../support/flightClose'
import { admin, openTestFloor } from '../../../support/floor'
import { operate } from '../../../../src/main/app/operations'
import { clockAt } from '../../../../src/shared/core/clock/reading'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'

/**
 * §5.5 (multi-day events: flights, carry-over, re-entry across flights, Day 2 seating, places of the players out in a
 * flight) and §27.5 (bag-and-tag: the stack counted, with who counted and who witnessed).
 */
const floor = liveFloor

const RULES: MultiDayEvent = {
  role: 'event',
  carryOver: 'best',
  reentryAfterAdvance: true,
  day2Seating: 'draw',
  flightBusts: 'shared'
}
const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zoya', 'Ivan', 'Kira', 'Lev']

const register = (tournamentId: string, playerId: string): Command => ({
  type: 'entry.register',
  tournamentId,
  playerId,
  preRegistered: false,
  waitingList: false,
  override: false
})

/** A Day 2 ('d2') with two flights, 1A on the 27th and 1B on the 28th, and ten players p1…p10. */
function event(rules: Partial<MultiDayEvent> = {}) {
  const f = floor()
  f.apply([
    {
      type: 'tournament.created',
      tournamentId: 'd2',
      fields: { ...mainEvent, name: 'Main Event — Day 2', date: '2026-11-29', multiDay: { ...RULES, ...rules } }
    },
    {
      type: 'tournament.created',
      tournamentId: 'f1a',
      fields: { ...mainEvent, name: 'Main Event — Day 1A', date: '2026-11-27', multiDay: flightOf('1A') }
    },
    {
      type: 'tournament.created',
      tournamentId: 'f1b',
      fields: { ...mainEvent, name: 'Main Event — Day 1B', date: '2026-11-28', multiDay: flightOf('1B') }
    },
    ...NAMES.map((name, i): DomainEvent => ({
      type: 'player.created',
      playerId: `p${i + 1}`,
      fields: playerFields(name),
      source: 'desk'
    }))
  ])
  /** Registers the players in the flight and starts it; returns their entry ids in order. */
  const play = (flightId: string, players: number[]): string[] => {
    const ids = players.map((p) => (f.run(register(flightId, `p${p}`))[0] as { entryId: string }).entryId)
    if (f.state.tournaments.get(flightId)!.status === 'announced')
      f.apply([{ type: 'tournament.started', tournamentId: flightId }])
    return ids
  }
  const out = (flightId: string, entryId: string) =>
    f.run({ type: 'entry.eliminate', tournamentId: flightId, entryId, level: 3, confirmedBy: 'Floor' })
  const bag = (flightId: string, entryId: string, chips: number, meta?: CommandMeta) =>
    f.run(
      {
        type: 'flight.bag',
        tournamentId: flightId,
        entryId,
        chips,
        countedBy: 'Dealer Oleg',
        witnessedBy: 'Floor Ira'
      },
      meta
    )
  const close = (flightId: string) => {
    const { command, meta } = closeFlight(f.state, flightId)
    return f.run(command, meta)
  }
  const advance = () => f.run({ type: 'day2.advance', tournamentId: 'd2' })
  const view = (id: string) => flightsView(f.state, id)
  const day2 = () => f.state.tournaments.get('d2')!
  return { ...f, play, out, bag, close, advance, view, day2 }
}
const flightOf = (label: string) => ({ role: 'flight' as const, eventId: 'd2', label })

const carried = (events: DomainEvent[]) =>
  events.filter((e): e is Extract<DomainEvent, { type: 'day2.carried' }> => e.type === 'day2.carried')

describe('§5.5 a multi-day event announced: the Day 2 and its flights', () => {
  it('§5.5 a flight names an existing Day 2 (not an ordinary tournament, not a flight) under a label of its own', () => {
    const f = event()
    const create = (multiDay: unknown): Command =>
      ({ type: 'tournament.create', fields: { ...mainEvent, name: 'Day 1C', multiDay } }) as Command
    expect(f.refused(create({ role: 'flight', eventId: 'nowhere', label: '1C' }))).toBe('error.flight.noEvent')
    expect(f.refused(create({ role: 'flight', eventId: 'f1a', label: '1C' }))).toBe('error.flight.noEvent')
    f.apply([{ type: 'tournament.created', tournamentId: 'side', fields: mainEvent }])
    expect(f.refused(create({ role: 'flight', eventId: 'side', label: '1C' }))).toBe('error.flight.noEvent')
    expect(f.refusal(create({ role: 'flight', eventId: 'd2', label: '1a' }))).toMatchObject({
      code: 'error.flight.labelTaken',
      params: { label: '1a' }
    })
    const [made] = f.run(create({ role: 'flight', eventId: 'd2', label: '1C' }))
    expect(made).toMatchObject({ type: 'tournament.created', fields: { multiDay: { label: '1C' } } })
    expect((f.view('d2') as EventView).flights.map((x) => x.label)).toEqual(['1A', '1B', '1C'])
  })

  it('§5.5 the event stays an event while flights point at it; a flight cannot be made an event of itself', () => {
    const f = event()
    expect(f.refusal({ type: 'tournament.edit', tournamentId: 'd2', changes: { multiDay: null } })).toMatchObject({
      code: 'error.flight.eventHasFlights',
      params: { flights: 2 }
    })
    expect(f.refused({ type: 'tournament.edit', tournamentId: 'd2', changes: { multiDay: flightOf('X') } })).toBe(
      'error.flight.eventHasFlights'
    )
    expect(
      f.refused({
        type: 'tournament.edit',
        tournamentId: 'f1a',
        changes: { multiDay: { role: 'flight', eventId: 'f1a', label: '1A' } }
      })
    ).toBe('error.flight.noEvent')
    // The announced rules change like any field (§5.1); after the start with a reason (§5.2).
    f.run({ type: 'tournament.edit', tournamentId: 'd2', changes: { multiDay: { ...RULES, carryOver: 'all' } } })
    expect((f.view('d2') as EventView).rules.carryOver).toBe('all')
    f.run({ type: 'tournament.edit', tournamentId: 'f1b', changes: { multiDay: { ...flightOf('1B'), label: '1C' } } })
    expect((f.view('f1b') as FlightView).label).toBe('1C')
    expect(f.view('side')).toBeNull()
  })
})

describe('§1.8 §5.1 §5.2 the carry-over rules are announced before the start', () => {
  it('§1.8 §5.2 after the Day 2 started, a change of its announced multi-day rules is a correction with a reason', () => {
    const f = event()
    f.apply([{ type: 'tournament.started', tournamentId: 'd2' }])
    const edit: Command = {
      type: 'tournament.edit',
      tournamentId: 'd2',
      changes: { multiDay: { ...RULES, flightBusts: 'unplaced' } }
    }
    expect(f.refused(edit)).toBe('error.reasonRequired')
    f.run(edit, { reason: 'Announced wrongly: the flyer says unplaced' })
    expect((f.view('d2') as EventView).rules.flightBusts).toBe('unplaced')
    expect(f.day2().corrections).toBe(1)
  })
})

describe('§27.5 bag-and-tag at the end of a flight', () => {
  it('§27.5 bags only an entry in play of a started flight, with who counted and who witnessed', () => {
    const f = event()
    const [a, b] = f.run(register('f1a', 'p1')).concat(f.run(register('f1a', 'p2'))) as Array<{ entryId: string }>
    const bag = (entryId: string): Command => ({
      type: 'flight.bag',
      tournamentId: 'f1a',
      entryId,
      chips: 41_500,
      countedBy: 'Dealer Oleg',
      witnessedBy: 'Floor Ira'
    })
    expect(f.refused(bag(a!.entryId))).toBe('error.flight.notStarted')
    f.apply([{ type: 'tournament.started', tournamentId: 'f1a' }])
    f.out('f1a', b!.entryId)
    expect(f.refused(bag(b!.entryId))).toBe('error.flight.entryNotInPlay')
    expect(f.refused({ ...bag(a!.entryId), tournamentId: 'd2' } as Command)).toBe('error.flight.notAFlight')
    expect(() => CommandEnvelope.parse({ command: { ...bag(a!.entryId), chips: 0 } })).toThrow()
    expect(() => CommandEnvelope.parse({ command: { ...bag(a!.entryId), countedBy: ' ' } })).toThrow()
    f.run(bag(a!.entryId))
    const v = f.view('f1a') as FlightView
    expect(v).toMatchObject({ role: 'flight', eventId: 'd2', eventName: 'Main Event — Day 2', label: '1A', bagged: 1 })
    expect(v.inPlay[0]!.bag).toMatchObject({
      chips: 41_500,
      countedBy: 'Dealer Oleg',
      witnessedBy: 'Floor Ira',
      by: 'Anna (TD)',
      history: []
    })
  })

  it('§27.5 §27.8 a second count is a correction with a reason, and the earlier count stays in the history', () => {
    const f = event()
    const [a] = f.play('f1a', [1, 2])
    f.bag('f1a', a!, 30_000)
    expect(
      f.refused({
        type: 'flight.bag',
        tournamentId: 'f1a',
        entryId: a!,
        chips: 31_000,
        countedBy: 'Dealer Oleg',
        witnessedBy: 'Floor Ira'
      })
    ).toBe('error.flight.reasonRequired')
    expect(
      f.refused(
        {
          type: 'flight.bag',
          tournamentId: 'f1a',
          entryId: a!,
          chips: 30_000,
          countedBy: 'Dealer Oleg',
          witnessedBy: 'Floor Ira'
        },
        { reason: 'x' }
      )
    ).toBe('error.flight.noChange')
    f.bag('f1a', a!, 31_000, { reason: 'Recounted: a 1,000 chip under the stack' })
    const bag = (f.view('f1a') as FlightView).inPlay[0]!.bag!
    expect(bag.chips).toBe(31_000)
    expect(bag.history).toMatchObject([{ chips: 30_000, reason: 'Recounted: a 1,000 chip under the stack' }])
  })

  it('§5.5 closing a flight is refused while a stack is not bagged, naming how many and the first numbers', () => {
    const f = event()
    const [a, b, c] = f.play('f1a', [1, 2, 3])
    f.bag('f1a', a!, 50_000)
    expect(f.refusal({ type: 'flight.close', tournamentId: 'f1a' })).toMatchObject({
      code: 'error.flight.unbagged',
      params: { count: 2, numbers: '2, 3' }
    })
    f.out('f1a', c!)
    f.bag('f1a', b!, 40_000)
    // §6.5: a pre-registered no-show never had a stack on a table: nothing to bag, it does not hold the closing up.
    f.run({ ...register('f1a', 'p9'), preRegistered: true } as Command)
    f.close('f1a')
    expect(f.view('f1a')).toMatchObject({ closed: true, bagged: 2, toBag: 0, carried: false })
  })

  it('§27.5 bags that do not add up to the chips in play: a warning with both figures until that difference is confirmed with a reason', () => {
    const f = event()
    const [a, b] = f.play('f1a', [1, 2]) // two stacks of 30,000: 60,000 in play
    f.bag('f1a', a!, 40_000)
    f.bag('f1a', b!, 19_500)
    const plain: Command = { type: 'flight.close', tournamentId: 'f1a' }
    expect(f.refusal(plain)).toMatchObject({
      code: 'error.flight.bagsDiffer',
      field: 'difference',
      params: { bagged: 59_500, inPlay: 60_000, difference: -500 }
    })
    // Confirming other figures than the bags show now is no confirmation (a bag recounted meanwhile, say).
    const seen = { ...plain, difference: { bagged: 59_500, inPlay: 60_000 } } as Command
    expect(f.refused({ ...plain, difference: { bagged: 59_000, inPlay: 60_000 } } as Command, { reason: 'x' })).toBe(
      'error.flight.bagsDiffer'
    )
    // §27.8: the director's confirmation is a record with its reason.
    expect(f.refused(seen)).toBe('error.flight.differenceReason')
    const [closed] = f.run(seen, { reason: 'Recounted twice: a 500 chip is missing from the table' })
    // The counted chips are the record; the difference is kept with the closing, both figures.
    expect(closed).toEqual({ type: 'flight.closed', tournamentId: 'f1a', bags: { bagged: 59_500, inPlay: 60_000 } })
    expect((f.view('f1a') as FlightView).inPlay.map((r) => r.bag!.chips)).toEqual([40_000, 19_500])
  })

  it('§27.5 bags that add up to the chips in play close the flight with no question', () => {
    const f = event()
    const [a, b, c] = f.play('f1a', [1, 2, 3])
    f.out('f1a', c!) // the chips of a player out are in the other stacks now
    f.bag('f1a', a!, 50_000)
    f.bag('f1a', b!, 40_000)
    expect(f.run({ type: 'flight.close', tournamentId: 'f1a' })[0]).toEqual({
      type: 'flight.closed',
      tournamentId: 'f1a'
    })
  })

  it('§5.5 closing a flight dismisses the seating proposal still offered (none may be confirmed once closed)', () => {
    const f = event()
    const ids = f.play('f1a', [1, 2, 3, 4, 5, 6])
    f.run({
      type: 'seating.configure',
      tournamentId: 'f1a',
      tables: [1, 2].map((number) => ({ number, seats: 4 })),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: { finalTableSize: 4 }
    } as Command)
    f.run({ type: 'seating.draw', tournamentId: 'f1a' })
    const room = () => f.state.tournaments.get('f1a')!.seating!.room
    const atOne = ids.filter((id) => room().seatOf.get(id)!.table === 1)
    f.out('f1a', atOne[0]!)
    f.out('f1a', atOne[1]!)
    const pending = f.state.tournaments.get('f1a')!.seating!.pending
    expect(pending).not.toBeNull()
    for (const id of ids) if (room().seatOf.has(id)) f.bag('f1a', id, 40_000)
    expect(f.close('f1a')).toContainEqual({
      type: 'seating.proposalDismissed',
      tournamentId: 'f1a',
      proposalId: pending!.id
    })
    expect(f.state.tournaments.get('f1a')!.seating!.pending).toBeNull()
    // Reopened (a late bag count), the unbalanced tables are offered the balance again (stateful fuzzer finding).
    const reopened = f.run({ type: 'flight.reopen', tournamentId: 'f1a' }, { reason: 'A late bag count' })
    expect(reopened.map((e) => e.type)).toEqual(['flight.reopened', 'seating.proposed'])
    expect(f.state.tournaments.get('f1a')!.seating!.pending).not.toBeNull()
  })

  it('§5.5 a closed flight refuses registration, eliminations, seat changes and bags; reopening needs a reason', () => {
    const f = event()
    const [a, b] = f.play('f1a', [1, 2])
    f.bag('f1a', a!, 50_000)
    f.bag('f1a', b!, 10_000)
    f.close('f1a')
    expect(f.refused(register('f1a', 'p3'))).toBe('error.flight.closed')
    expect(f.refused({ type: 'entry.eliminate', tournamentId: 'f1a', entryId: b!, level: 3, confirmedBy: 'F' })).toBe(
      'error.flight.closed'
    )
    expect(f.refused({ type: 'seating.draw', tournamentId: 'f1a' })).toBe('error.flight.closed')
    // §5.5: nor buttons or seating rules, which would offer a balancing proposal no one may confirm (fuzzer finding).
    expect(f.refused({ type: 'seating.button', tournamentId: 'f1a', table: 1, seat: 'advance' })).toBe(
      'error.flight.closed'
    )
    expect(f.refused({ type: 'seating.buttons', tournamentId: 'f1a', buttons: [{ table: 1, seat: 1 }] })).toBe(
      'error.flight.closed'
    )
    expect(f.refused({ type: 'seating.setRules', tournamentId: 'f1a', rules: { tolerance: 2 } }, { reason: 'r' })).toBe(
      'error.flight.closed'
    )
    expect(
      f.refused(
        { type: 'flight.bag', tournamentId: 'f1a', entryId: a!, chips: 1, countedBy: 'x', witnessedBy: 'y' },
        { reason: 'r' }
      )
    ).toBe('error.flight.closed')
    expect(f.refused({ type: 'flight.close', tournamentId: 'f1a' })).toBe('error.flight.closed')
    expect(f.refused({ type: 'flight.reopen', tournamentId: 'f1a' })).toBe('error.flight.reasonRequired')
    expect(f.refused({ type: 'flight.reopen', tournamentId: 'f1b' })).toBe('error.flight.notClosed')
    f.run({ type: 'flight.reopen', tournamentId: 'f1a' }, { reason: 'A late bag count' })
    expect(f.view('f1a')).toMatchObject({ closed: false })
    f.close('f1a')
    f.advance()
    // Bags carried to Day 2: the flight stays closed and stays this event's flight.
    expect(f.refused({ type: 'flight.reopen', tournamentId: 'f1a' }, { reason: 'r' })).toBe('error.flight.carried')
    expect(
      f.refused({ type: 'tournament.edit', tournamentId: 'f1a', changes: { multiDay: null } }, { reason: 'r' })
    ).toBe('error.flight.carried')
  })
})

describe('§5.5 а, в Day 2 from the bags: the announced carry-over', () => {
  it('§5.5 а carries each closed flight once, with the bag as the starting stack; refused when nothing is new', () => {
    const f = event()
    const [a, b, c] = f.play('f1a', [1, 2, 3])
    f.out('f1a', c!)
    f.bag('f1a', a!, 61_000)
    f.bag('f1a', b!, 29_000)
    expect(f.refusal({ type: 'day2.advance', tournamentId: 'd2' })).toMatchObject({
      code: 'error.day2.nothingToCarry'
    })
    expect(f.refused({ type: 'day2.advance', tournamentId: 'f1a' })).toBe('error.day2.notAnEvent')
    f.close('f1a')
    expect((f.view('d2') as EventView).toCarry.map((x) => [x.name, x.chips, x.label])).toEqual([
      ['Anna', 61_000, '1A'],
      ['Boris', 29_000, '1A']
    ])
    const events = f.advance()
    expect(carried(events).map((e) => [e.playerId, e.chips, e.fromFlightId, e.fromEntryId])).toEqual([
      ['p1', 61_000, 'f1a', a],
      ['p2', 29_000, 'f1a', b]
    ])
    const entries = [...f.day2().registration.entries.values()]
    expect(entries.map((e) => [e.playerId, e.status, e.chips, e.number])).toEqual([
      ['p1', 'registered', 61_000, 1],
      ['p2', 'registered', 29_000, 2]
    ])
    expect(f.refused({ type: 'day2.advance', tournamentId: 'd2' })).toBe('error.day2.nothingToCarry')
    expect(f.view('f1a')).toMatchObject({ carried: true })
    // Day 1B later: only its bags are new.
    const [d] = f.play('f1b', [4])
    f.bag('f1b', d!, 90_000)
    f.close('f1b')
    expect(carried(f.advance()).map((e) => e.playerId)).toEqual(['p4'])
  })

  it("§5.5 в carryOver 'best': a bigger later bag replaces the smaller one before the Day 2 start, never after", () => {
    const f = event()
    const [a1, b1] = f.play('f1a', [1, 2])
    f.bag('f1a', a1!, 20_000)
    f.bag('f1a', b1!, 70_000)
    f.close('f1a')
    const first = carried(f.advance())
    const annaDay2 = first.find((e) => e.playerId === 'p1')!.entryId
    // §5.5 б allowed here: Anna and Boris play Day 1B too.
    const [a2, b2] = f.play('f1b', [1, 2])
    f.bag('f1b', a2!, 45_000)
    f.bag('f1b', b2!, 30_000)
    f.close('f1b')
    const plan = f.view('d2') as EventView
    expect(plan.toCarry.map((x) => [x.name, x.chips, x.replaces])).toEqual([['Anna', 45_000, annaDay2]])
    expect(plan.skipped.map((x) => [x.name, x.chips, x.why])).toEqual([['Boris', 30_000, 'smallerBag']])
    const events = f.advance()
    expect(events.map((e) => e.type)).toEqual(['entry.withdrawn', 'entry.registered', 'day2.carried'])
    expect(carried(events)[0]).toMatchObject({ playerId: 'p1', chips: 45_000, replacesEntryId: annaDay2 })
    expect(f.day2().registration.entries.get(annaDay2)!.status).toBe('withdrawn')
    expect(f.refused({ type: 'day2.advance', tournamentId: 'd2' })).toBe('error.day2.nothingToCarry')
  })

  it("§5.5 в carryOver 'best' after the Day 2 started: the first bag stays, the preview says so", () => {
    const f = event()
    const [a1] = f.play('f1a', [1])
    f.bag('f1a', a1!, 20_000)
    f.close('f1a')
    f.advance()
    f.apply([{ type: 'tournament.started', tournamentId: 'd2' }])
    const [a2] = f.play('f1b', [1])
    f.bag('f1b', a2!, 99_000)
    f.close('f1b')
    expect((f.view('d2') as EventView).skipped.map((x) => [x.name, x.label, x.why])).toEqual([
      ['Anna', '1B', 'alreadyStarted']
    ])
    expect(f.refusal({ type: 'day2.advance', tournamentId: 'd2' })).toMatchObject({
      code: 'error.day2.nothingToCarry',
      params: { skipped: 1 }
    })
  })

  it("§5.5 в carryOver 'best': a Day 2 entry already out (a hand before the recorded start) is never replaced", () => {
    const f = event()
    const [a1, b1] = f.play('f1a', [1, 2])
    f.bag('f1a', a1!, 20_000)
    f.bag('f1a', b1!, 30_000)
    f.close('f1a')
    const day2Entry = carried(f.advance()).find((c) => c.playerId === 'p1')!.entryId
    f.apply([
      {
        type: 'entry.eliminated',
        tournamentId: 'd2',
        entryId: day2Entry,
        level: 1,
        confirmedBy: 'Floor',
        eliminatedBy: null,
        handId: 'h1'
      }
    ])
    const [a2] = f.play('f1b', [1])
    f.bag('f1b', a2!, 99_000)
    f.close('f1b')
    expect((f.view('d2') as EventView).skipped.map((x) => [x.name, x.label, x.why])).toEqual([
      ['Anna', '1B', 'alreadyStarted']
    ])
    expect(f.refused({ type: 'day2.advance', tournamentId: 'd2' })).toBe('error.day2.nothingToCarry')
    expect(f.day2().registration.entries.get(day2Entry)!.status).toBe('eliminated')
  })

  it("§5.5 в carryOver 'all': every bag of a player is a Day 2 entry of its own", () => {
    const f = event({ carryOver: 'all' })
    const [a1] = f.play('f1a', [1])
    const [a2] = f.play('f1b', [1])
    f.bag('f1a', a1!, 20_000)
    f.bag('f1b', a2!, 45_000)
    f.close('f1a')
    f.close('f1b')
    expect(carried(f.advance()).map((e) => [e.playerId, e.chips, e.fromFlightId])).toEqual([
      ['p1', 20_000, 'f1a'],
      ['p1', 45_000, 'f1b']
    ])
    expect(f.day2().registration.inCount).toBe(2)
  })

  it('§5.5 б reentryAfterAdvance false: a player who bagged in one flight registers in no other', () => {
    const f = event({ reentryAfterAdvance: false })
    const [a] = f.play('f1a', [1, 2])
    f.bag('f1a', a!, 20_000)
    expect(f.refusal(register('f1b', 'p1'))).toMatchObject({
      code: 'error.flight.alreadyAdvanced',
      params: { label: '1A' }
    })
    expect(f.run(register('f1b', 'p2'))[0]).toMatchObject({ type: 'entry.registered' })
  })

  it('§5.5 б reentryAfterAdvance true: the same player may play the next flight after bagging', () => {
    const f = event({ reentryAfterAdvance: true })
    const [a] = f.play('f1a', [1])
    f.bag('f1a', a!, 20_000)
    expect(f.run(register('f1b', 'p1'))[0]).toMatchObject({ type: 'entry.registered' })
  })
})

describe('§5.5 г places across the event', () => {
  /** 1A: Anna and Boris bag, Vera and Gleb bust; 1B: Dina bags, Egor busts, Vera plays again and busts. */
  function played(flightBusts: 'shared' | 'unplaced') {
    const f = event({ flightBusts })
    const [a, b, v, g] = f.play('f1a', [1, 2, 3, 4])
    f.out('f1a', g!)
    f.out('f1a', v!)
    f.bag('f1a', a!, 50_000)
    f.bag('f1a', b!, 30_000)
    f.close('f1a')
    const [d, e, v2] = f.play('f1b', [5, 6, 3])
    f.out('f1b', v2!)
    f.out('f1b', e!)
    f.bag('f1b', d!, 70_000)
    f.close('f1b')
    f.advance()
    // Day 2: Boris out first (3rd), then Anna (2nd); Dina wins.
    const entryOf = (p: string) => [...f.day2().registration.entries.values()].find((x) => x.playerId === p)!.id
    f.apply([{ type: 'tournament.started', tournamentId: 'd2' }])
    f.run({ type: 'entry.eliminate', tournamentId: 'd2', entryId: entryOf('p2'), level: 9, confirmedBy: 'Floor' })
    f.run({ type: 'entry.eliminate', tournamentId: 'd2', entryId: entryOf('p1'), level: 9, confirmedBy: 'Floor' })
    return f
  }

  it("§5.5 г §24.10 flightBusts 'shared': the Day 2 places first, then one shared range, one row a player", () => {
    const f = played('shared')
    const rows = eventPlaces(f.state, 'd2').map((r) => [r.place, r.placeTo, r.name, r.flightLabel])
    expect(rows).toEqual([
      [1, 1, 'Dina', null],
      [2, 2, 'Anna', null],
      [3, 3, 'Boris', null],
      // In the shared range by how far each went in a flight. Vera played both: one row, her best (3rd in 1A and
      // in 1B: the earlier flight's).
      [4, 6, 'Egor', '1B'],
      [4, 6, 'Vera', '1A'],
      [4, 6, 'Gleb', '1A']
    ])
  })

  it("§5.5 г flightBusts 'unplaced': the players out in a flight are listed without a place", () => {
    const f = played('unplaced')
    const rows = eventPlaces(f.state, 'd2')
    expect(rows.filter((r) => r.day2).map((r) => r.place)).toEqual([1, 2, 3])
    expect(rows.filter((r) => !r.day2).map((r) => [r.place, r.name])).toEqual([
      [null, 'Egor'],
      [null, 'Vera'],
      [null, 'Gleb']
    ])
    expect((f.view('d2') as EventView).places).toEqual(rows)
  })
})

describe('§5.5 §27.5 the protocol: flights, bags, who advanced, places across the event', () => {
  it('§5.5 §27.5 the Day 2 protocol has the Flights section (public and internal); a flight names its event', () => {
    const f = event()
    const [a, b] = f.play('f1a', [1, 2])
    f.bag('f1a', a!, 52_000)
    f.bag('f1a', a!, 52_500, { reason: 'Recount' })
    f.out('f1a', b!)
    f.close('f1a')
    f.advance()
    const doc = (id: string, audience: 'public' | 'internal') =>
      buildProtocol(protocolInput(f.state, id)!, { audience, generatedAt: T0 })
    const pub = doc('d2', 'public')
    expect(pub.flights).toMatchObject({
      role: 'event',
      flights: [
        {
          label: '1A',
          date: '2026-11-27',
          entries: 2,
          closed: true,
          bags: [
            {
              number: 1,
              publicName: 'Anna',
              chips: 52_500,
              countedBy: 'Dealer Oleg',
              witnessedBy: 'Floor Ira',
              advanced: true
            }
          ]
        },
        { label: '1B', entries: 0, bags: [] }
      ]
    })
    expect(pub.flights!.flights[0]!.bags[0]).not.toHaveProperty('recounts')
    expect(doc('d2', 'internal').flights!.flights[0]!.bags[0]).toMatchObject({ recounts: 1 })
    // Flight 1B is still to play: its bags would join the Day 2 field, so the flight busts' shared places wait (§5.5 г).
    expect(pub.flights!.places.map((r) => [r.place, r.publicName, r.flightLabel])).toEqual([
      [null, 'Anna', null],
      [null, 'Boris', '1A']
    ])
    const layout = layoutProtocol(pub, { language: 'en' })
    expect(layout.sections.map((x) => x.id)).toEqual(expect.arrayContaining(['flights', 'eventPlaces']))
    const html = renderProtocolHtml(pub, { language: 'en' })
    for (const text of [
      'Flights',
      'Flight 1A: Main Event — Day 1A, 2026-11-27',
      'Dealer Oleg',
      'Floor Ira',
      'advanced',
      'Places across the event'
    ])
      expect(html).toContain(text)
    expect(JSON.stringify(layoutProtocol(pub, { language: 'ru' }))).toContain('Места по всему турниру')
    const flight = layoutProtocol(doc('f1a', 'public'), { language: 'en' })
    expect(flight.sections.find((x) => x.id === 'flights')!.heading).toBe('Flights: Flight 1A of Main Event — Day 2')
    expect(
      layoutProtocol(doc('f1a', 'public'), { language: 'sv' }).sections.find((x) => x.id === 'flights')!.heading
    ).toContain('Flight 1A av')
  })
})

describe('§5.5 д Day 2 seating', () => {
  it('§5.5 д byStack spreads the biggest bags over the tables (snake order), the sizes even, the seat drawn', () => {
    const room = createRoom(
      [1, 2, 3].map((n) => ({ number: n, seats: 5, unavailable: [], reserved: [] })),
      [1, 2, 3],
      undefined,
      false
    )
    const stacks = Array.from({ length: 12 }, (_, i) => ({ entryId: `e${i + 1}`, chips: (12 - i) * 10_000 }))
    const placements = seatByStack(room, stacks, testContext().randomInt)!
    const tableOf = new Map(placements.map((p) => [p.entryId, p.table]))
    // The three biggest at three different tables, and so the next three.
    expect(new Set(['e1', 'e2', 'e3'].map((e) => tableOf.get(e))).size).toBe(3)
    expect(new Set(['e4', 'e5', 'e6'].map((e) => tableOf.get(e))).size).toBe(3)
    const chipsAt = [1, 2, 3].map((t) =>
      stacks.filter((s) => tableOf.get(s.entryId) === t).reduce((n, s) => n + s.chips, 0)
    )
    const counts = [1, 2, 3].map((t) => placements.filter((p) => p.table === t).length)
    expect(counts).toEqual([4, 4, 4])
    expect(Math.max(...chipsAt) - Math.min(...chipsAt)).toBeLessThanOrEqual(20_000)
    expect(new Set(placements.map((p) => `${p.table}/${p.seat}`)).size).toBe(12)
  })

  it('§5.5 д day2.seatByStack seats every carried entry as the draw does; refused for a Day 2 announced with a draw', () => {
    const f = event({ day2Seating: 'byStack' })
    const ids = f.play('f1a', [1, 2, 3, 4, 5, 6])
    ids.forEach((id, i) => f.bag('f1a', id, (i + 1) * 10_000))
    f.close('f1a')
    f.advance()
    expect(f.refused({ type: 'day2.seatByStack', tournamentId: 'd2' })).toBe('error.seating.notConfigured')
    f.run({
      type: 'seating.configure',
      tournamentId: 'd2',
      tables: [1, 2].map((number) => ({ number, seats: 4 })),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: { finalTableSize: 4 }
    } as Command)
    const [drawn] = f.run({ type: 'day2.seatByStack', tournamentId: 'd2' })
    expect(drawn).toMatchObject({ type: 'seating.drawn', draw: { kind: 'initial' } })
    const room = f.day2().seating!.room
    const tableOfChips = (chips: number) =>
      room.seatOf.get([...f.day2().registration.entries.values()].find((e) => e.chips === chips)!.id)!.table
    expect(tableOfChips(60_000)).not.toBe(tableOfChips(50_000))
    expect(room.seatOf.size).toBe(6)
    expect(f.refused({ type: 'day2.seatByStack', tournamentId: 'd2' })).toBe('error.seating.alreadyDrawn')
    const g = event({ day2Seating: 'draw' })
    expect(g.refused({ type: 'day2.seatByStack', tournamentId: 'd2' })).toBe('error.day2.notByStack')
  })
})

describe('§5.5 an event and its flights travel: export, import elsewhere, the same state', () => {
  it('§5.5 §27.5 the Day 2 and both flights round-trip with their bags and carried entries', async () => {
    const dirs = [
      fs.mkdtempSync(path.join(os.tmpdir(), 'fc-flights-')),
      fs.mkdtempSync(path.join(os.tmpdir(), 'fc-flights-'))
    ]
    const [source, target] = dirs.map((d) => openTestFloor(d))
    try {
      const run = (command: Command, meta?: CommandMeta) => {
        const r = source!.service.execute({ command, ...(meta ? { meta } : {}) }, admin())
        if (!r.ok) throw new Error(`${command.type}: ${JSON.stringify(r)}`)
        return r.value as { records?: Array<{ event: DomainEvent }> }
      }
      const idOf = () => [...source!.service.current.tournaments.keys()].at(-1)!
      run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Day 2', multiDay: RULES } })
      const d2 = idOf()
      run({
        type: 'tournament.create',
        fields: { ...mainEvent, name: 'Day 1A', multiDay: { role: 'flight', eventId: d2, label: '1A' } }
      })
      const f1a = idOf()
      for (const name of ['Anna', 'Boris']) run({ type: 'player.create', fields: playerFields(name) } as Command)
      const players = [...source!.service.current.players.byId.keys()]
      for (const p of players) run(register(f1a, p))
      const items = [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }]
      run({ type: 'clock.structure.set', tournamentId: f1a, structure: { items } } as Command)
      run({ type: 'clock.start', tournamentId: f1a } as Command)
      const entries = [...source!.service.current.tournaments.get(f1a)!.registration.order]
      entries.forEach((entryId, i) =>
        run({
          type: 'flight.bag',
          tournamentId: f1a,
          entryId,
          chips: 10_000 * (i + 1),
          countedBy: 'Oleg',
          witnessedBy: 'Ira'
        })
      )
      const closing = closeFlight(source!.service.current, f1a)
      run(closing.command, closing.meta)
      // The flight's play has ended: its clock stopped with the closing.
      expect(clockAt(source!.service.current.tournaments.get(f1a)!, T0).status).toBe('paused')
      run({ type: 'day2.advance', tournamentId: d2 })
      for (const id of [d2, f1a]) {
        const file = await operate(source!, { type: 'tournament.export', tournamentId: id }, admin())
        expect(file.ok).toBe(true)
        const imported = await operate(
          target!,
          { type: 'tournament.import', document: JSON.parse(JSON.stringify((file as { value: unknown }).value)) },
          admin()
        )
        expect(imported, JSON.stringify(imported)).toMatchObject({ ok: true })
      }
      for (const id of [d2, f1a])
        expect(canonicalJson(target!.service.current.tournaments.get(id))).toBe(
          canonicalJson(source!.service.current.tournaments.get(id))
        )
      expect(flightsView(target!.service.current, d2)).toEqual(flightsView(source!.service.current, d2))
      expect(flightsView(target!.service.current, f1a)).toMatchObject({ closed: true, carried: true, bagged: 2 })
    } finally {
      source?.close()
      target?.close()
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
    }
  })
})
