import { flightsView, type EventView } from '../../../../src/shared/core/flights/views'
import { describe, expect, it } from 'vitest'
import { type Command } from '../../../../src/shared/core/commands'
import { upcast, versionOf } from '../../../../src/shared/core/eventSchemas'
import { type DomainEvent } from '../../../../src/shared/core/events'
import type { MultiDayEvent } from '../../../../src/shared/core/flights/schemas'
import { bountiesOf } from '../../../../src/shared/core/results/eliminations/bounties'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import type { BountyFormat } from '../../../../src/shared/core/tournament/schemas'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { liveFloor, T0 } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { playerFields } from '../../../support/registration'
import { closeFlight } from '../../../support/flightClose'

/** §5.10 with §5.5 : in a bounty event the head on a player at the end of a flight goes to Day 2. */
const PROGRESSIVE: BountyFormat = { kind: 'progressive', unit: 'points', startingBounty: 100, collectedPercent: 50 }
const RULES: MultiDayEvent = {
  role: 'event',
  carryOver: 'best',
  reentryAfterAdvance: true,
  day2Seating: 'draw',
  flightBusts: 'shared'
}
const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina']

function event(formats: { day2?: BountyFormat | null; f1a?: BountyFormat | null; f1b?: BountyFormat | null } = {}) {
  const { state, apply, run, refused } = liveFloor()
  const bounty = (b: BountyFormat | null | undefined) => (b === null ? {} : { bounty: b ?? PROGRESSIVE })
  const flight = (label: string) => ({ role: 'flight' as const, eventId: 'd2', label })
  apply([
    {
      type: 'tournament.created',
      tournamentId: 'd2',
      fields: { ...mainEvent, name: 'Main — Day 2', date: '2026-11-29', multiDay: RULES, ...bounty(formats.day2) }
    },
    {
      type: 'tournament.created',
      tournamentId: 'f1a',
      fields: {
        ...mainEvent,
        name: 'Main — Day 1A',
        date: '2026-11-27',
        multiDay: flight('1A'),
        ...bounty(formats.f1a)
      }
    },
    {
      type: 'tournament.created',
      tournamentId: 'f1b',
      fields: {
        ...mainEvent,
        name: 'Main — Day 1B',
        date: '2026-11-28',
        multiDay: flight('1B'),
        ...bounty(formats.f1b)
      }
    },
    ...NAMES.map((name, i): DomainEvent => ({
      type: 'player.created',
      playerId: `p${i + 1}`,
      fields: playerFields(name),
      source: 'desk'
    }))
  ])
  const play = (tournamentId: string, players: number[]): string[] => {
    const ids = players.map(
      (p) =>
        (
          run({
            type: 'entry.register',
            tournamentId,
            playerId: `p${p}`,
            preRegistered: false,
            waitingList: false,
            override: false
          })[0] as { entryId: string }
        ).entryId
    )
    apply([{ type: 'tournament.started', tournamentId }])
    return ids
  }
  const knockout = (tournamentId: string, entryId: string, eliminatedBy: string) =>
    run({
      type: 'results.recordHand',
      tournamentId,
      level: 2,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId, startStack: 0, eliminatedBy }]
    } as Command)
  const bagAndClose = (tournamentId: string, bags: [string, number][]) => {
    for (const [entryId, chips] of bags)
      run({ type: 'flight.bag', tournamentId, entryId, chips, countedBy: 'Dealer Oleg', witnessedBy: 'Floor Ira' })
    const { command, meta } = closeFlight(state, tournamentId)
    run(command, meta)
  }
  const advance = () =>
    run({ type: 'day2.advance', tournamentId: 'd2' }).filter(
      (e): e is Extract<DomainEvent, { type: 'day2.carried' }> => e.type === 'day2.carried'
    )
  const day2Heads = () =>
    bountiesOf(state.tournaments.get('d2')!)!.entries.map((e) => {
      const playerId = state.tournaments.get('d2')!.registration.entries.get(e.entryId)!.playerId
      return [playerId, e.head, e.carried, e.inPlay]
    })
  return { state, apply, run, refused, play, knockout, bagAndClose, advance, day2Heads }
}

describe('§5.10 §5.5 progressive bounties across flights: the head travels with the bag', () => {
  it('§5.10 §5.5 the Day 2 entry starts with the head it had at the end of the flight, and grows from there', () => {
    const f = event()
    const [a, b, c] = f.play('f1a', [1, 2, 3])
    f.knockout('f1a', c!, a!) // Anna collects 50, her head 150
    f.bagAndClose('f1a', [
      [a!, 61_000],
      [b!, 29_000]
    ])
    // The Flights panel's preview says the head each stack brings, before anything is carried.
    const preview = flightsView(f.state, 'd2') as EventView
    expect(preview.toCarry.map((r) => [r.playerId, r.chips, r.bounty])).toEqual([
      ['p1', 61_000, 150],
      ['p2', 29_000, 100]
    ])
    expect(preview.bountyMismatch).toEqual([])
    const carried = f.advance()
    expect(carried.map((e) => [e.playerId, e.chips, e.bounty])).toEqual([
      ['p1', 61_000, 150],
      ['p2', 29_000, 100]
    ])
    expect(f.day2Heads()).toEqual([
      ['p1', 150, 150, true],
      ['p2', 100, 100, true]
    ])
    // On Day 2 Anna knocks Boris out: she collects half of his 100 and her head grows from 150, not from 100.
    const d2 = [...f.state.tournaments.get('d2')!.registration.order]
    f.apply([{ type: 'tournament.started', tournamentId: 'd2' }])
    f.knockout('d2', d2[1]!, d2[0]!)
    expect(f.day2Heads()).toEqual([
      ['p1', 200, 150, true],
      ['p2', 100, 100, false]
    ])
    const anna = bountiesOf(f.state.tournaments.get('d2')!)!.entries[0]!
    // Boris was the last one out: Anna won the Day 2, and with it her own head of 200 (§5.10).
    expect(anna).toMatchObject({ collected: 50 + 200, ownHead: 200 })
    // The hall's bounty tile shows the carried head grown on Day 2.
    expect(publicDisplay(f.state, 'd2').bounties).toMatchObject({ leaders: [{ head: 200 }] })
  })

  it('§5.10 §5.5 the Day 2 protocol makes the carried heads readable (public and internal, en and ru)', () => {
    const f = event()
    const [a, b] = f.play('f1a', [1, 2])
    f.bagAndClose('f1a', [
      [a!, 40_000],
      [b!, 20_000]
    ])
    f.play('f1b', [3, 4])
    const [c, d] = [...f.state.tournaments.get('f1b')!.registration.order]
    f.knockout('f1b', d!, c!)
    f.bagAndClose('f1b', [[c!, 80_000]])
    f.advance()
    for (const audience of ['public', 'internal'] as const) {
      const doc = buildProtocol(protocolInput(f.state, 'd2')!, { audience, generatedAt: T0 })
      const vera = doc.participants.find((p) => p.publicName === 'Vera')!
      expect(vera.bounty).toMatchObject({ head: 150, carried: { head: 150, label: '1B' } })
      expect(doc.participants.find((p) => p.publicName === 'Anna')!.bounty).toMatchObject({
        carried: { head: 100, label: '1A' }
      })
      expect(renderProtocolHtml(doc, { language: 'en' })).toContain('(from flight 1B: 150)')
      expect(renderProtocolHtml(doc, { language: 'ru' })).toContain('(из флайта 1B: 150)')
    }
  })

  it("§5.10 §5.5 в carryOver 'best': the bigger later bag replaces the smaller one with its own head", () => {
    const f = event()
    const [a] = f.play('f1a', [1])
    f.bagAndClose('f1a', [[a!, 10_000]])
    f.advance()
    f.play('f1b', [1, 2])
    const [a2, b] = [...f.state.tournaments.get('f1b')!.registration.order]
    f.knockout('f1b', b!, a2!)
    f.bagAndClose('f1b', [[a2!, 50_000]])
    const [replacing] = f.advance()
    expect(replacing).toMatchObject({ playerId: 'p1', chips: 50_000, bounty: 150 })
    // The replaced entry is withdrawn: only the bigger bag's head stands on Day 2.
    expect(f.day2Heads()).toEqual([['p1', 150, 150, true]])
  })

  it('§5.10 §5.5 a flight announced with another bounty format than the Day 2 is refused, naming nothing carried', () => {
    const plain: BountyFormat = { kind: 'bounty', unit: 'points', startingBounty: 100, collectedPercent: 100 }
    for (const formats of [{ f1a: plain }, { f1a: null }, { day2: null }, { f1a: { ...PROGRESSIVE, unit: 'chips' } }]) {
      const f = event(formats as Parameters<typeof event>[0])
      const [a] = f.play('f1a', [1])
      f.bagAndClose('f1a', [[a!, 10_000]])
      expect(f.refused({ type: 'day2.advance', tournamentId: 'd2' })).toBe('error.day2.bountyFormat')
      // The preview says so before the button is pressed.
      expect((flightsView(f.state, 'd2') as EventView).bountyMismatch).toEqual(['1A'])
    }
  })

  it('§5.5 without a bounty format on both, nothing is carried but the stack', () => {
    const f = event({ day2: null, f1a: null })
    const [a] = f.play('f1a', [1])
    f.bagAndClose('f1a', [[a!, 10_000]])
    const [carried] = f.advance()
    expect(carried).not.toHaveProperty('bounty')
    expect(bountiesOf(f.state.tournaments.get('d2')!)).toBeNull()
  })

  it('§5.10 §5.5 day2.carried v2: a version 1 record reads as it was, its head starting with the starting bounty', () => {
    expect(versionOf('day2.carried')).toBe(2)
    const v1 = {
      type: 'day2.carried',
      tournamentId: 'd2',
      entryId: 'e9',
      playerId: 'p1',
      chips: 1000,
      fromFlightId: 'f1a',
      fromEntryId: 'e1'
    }
    expect(upcast('day2.carried', 1, v1, 7)).toEqual(v1)
    const f = event()
    f.apply([
      {
        type: 'entry.registered',
        tournamentId: 'd2',
        entryId: 'e9',
        playerId: 'p1',
        kind: 'entry',
        status: 'registered',
        number: 1,
        chips: 1000,
        late: false,
        override: null
      },
      upcast('day2.carried', 1, v1, 7)
    ])
    expect(f.day2Heads()).toEqual([['p1', 100, null, true]])
  })
})
