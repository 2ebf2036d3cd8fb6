import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { penaltyLog, repeatCheck } from '../../../../src/shared/core/results/penalties/views'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { givenFloor, T0 } from '../../../support/decider'
import { created, playerCreated, registered, T } from '../../../support/registration'

const base: DomainEvent[] = [
  created,
  playerCreated('p1', 'Anna'),
  playerCreated('p2', 'Boris'),
  registered('e1', 'p1', 1),
  registered('e2', 'p2', 2)
]

const penalty = (measure: unknown, extra: Record<string, unknown> = {}): Command =>
  ({
    type: 'penalty.record',
    tournamentId: T,
    entryId: 'e2',
    tableId: 'T3',
    level: 4,
    violation: { code: 'phone-at-table' },
    measure,
    decidedBy: { name: 'Ivan', role: 'floor' },
    ...extra
  }) as Command

describe('§25.13 penalties recorded with every field', () => {
  it('records date, tournament, participant, table, level, violation, measure, who decided; internal by default (§25.14)', () => {
    const f = givenFloor(base)
    const [e] = f.when(penalty({ kind: 'official-warning' }))
    expect(e).toMatchObject({
      type: 'penalty.recorded',
      penalty: {
        date: '2026-11-28',
        tournamentId: T,
        entryId: 'e2',
        playerId: 'p2',
        tableId: 'T3',
        level: 4,
        violation: { code: 'phone-at-table' },
        measure: { kind: 'official-warning' },
        decidedBy: { name: 'Ivan', role: 'floor' },
        published: false,
        recordedBy: 'Anna (TD)',
        recordedAt: T0
      }
    })
  })

  it('BFSP §7.1.2 note: rounds are converted to hands — players at the table, the penalised one included', () => {
    const f = givenFloor(base)
    const [e] = f.when(penalty({ kind: 'missed-rounds', rounds: 2, playersAtTable: 7 }))
    expect(e).toMatchObject({
      penalty: { measure: { kind: 'missed-rounds', rounds: 2, playersAtTable: 7, hands: 14 } }
    })
  })

  it('refuses a record without hand or level (§25.13), and a floor imposing a ban (BFSP §7.2)', () => {
    const f = givenFloor(base)
    expect(f.refused(penalty({ kind: 'dead-hand' }, { level: undefined })).code).toBe('results.error.penaltyInvalid')
    expect(f.refused(penalty({ kind: 'ban' })).code).toBe('results.error.penaltyAuthority')
  })

  it('§25.10 a disqualification by the director also removes the entry, with the reason', () => {
    const f = givenFloor(base)
    const d = penalty(
      { kind: 'disqualification', scope: 'tournament' },
      { decidedBy: { name: 'Anna', role: 'director' }, violation: { code: 'collusion' } }
    )
    expect(f.refused(d).code).toBe('error.registration.reasonRequired')
    const events = f.when(d, { reason: 'Collusion at table 3' })
    expect(events.map((e) => e.type)).toEqual(['penalty.recorded', 'entry.disqualified'])
    expect(f.state.tournaments.get(T)!.registration.entries.get('e2')!.status).toBe('disqualified')
  })
})

describe('§25.2 repeat offences are visible when recording', () => {
  it('counts earlier records and suggests the BFSP §7.1 measure for a repeat', () => {
    const f = givenFloor(base)
    expect(repeatCheck(f.state, T, 'e2', 'delay-of-game', 8)).toMatchObject({
      earlier: 0,
      isRepeat: false,
      suggestion: { kind: 'official-warning' }
    })
    f.when(penalty({ kind: 'official-warning' }, { violation: { code: 'delay-of-game' } }))
    expect(repeatCheck(f.state, T, 'e2', 'delay-of-game', 8)).toMatchObject({
      earlier: 1,
      sameViolation: 1,
      isRepeat: true,
      suggestion: { kind: 'missed-rounds', rounds: 1, hands: 8 }
    })
    expect(penaltyLog(f.state, T)!.penalties[0]).toMatchObject({ displayName: 'Boris', earlier: 0 })
  })
})

describe('§25.1д time away: the floor starts the countdown', () => {
  it('ends after the minutes of the measure; only once, only for time away', () => {
    const f = givenFloor(base)
    const [e] = f.when(penalty({ kind: 'time-away', minutes: 10 }))
    const id = (e as { penalty: { id: string } }).penalty.id
    const [started] = f.when({ type: 'penalty.startTimeAway', tournamentId: T, penaltyId: id } as Command)
    expect(started).toEqual({
      type: 'penalty.timeAwayStarted',
      tournamentId: T,
      penaltyId: id,
      startedAt: T0,
      endsAt: T0 + 600_000
    })
    expect(f.refused({ type: 'penalty.startTimeAway', tournamentId: T, penaltyId: id } as Command).code).toBe(
      'results.error.timeAwayStarted'
    )
    const [w] = f.when(penalty({ kind: 'verbal-warning' }))
    expect(
      f.refused({
        type: 'penalty.startTimeAway',
        tournamentId: T,
        penaltyId: (w as { penalty: { id: string } }).penalty.id
      } as Command).code
    ).toBe('results.error.notTimeAway')
  })
})

describe('§25.14 discipline records are internal unless the director publishes them; §27.4 disputes after the ruling', () => {
  it('the display never carries penalties; the public protocol only published ones', () => {
    const f = givenFloor(base)
    const [e] = f.when(penalty({ kind: 'official-warning' }))
    const id = (e as { penalty: { id: string } }).penalty.id
    expect(JSON.stringify(publicDisplay(f.state, T))).not.toContain('phone-at-table')
    const pub = () => buildProtocol(protocolInput(f.state, T)!, { audience: 'public', generatedAt: 0 })
    expect(pub().penalties).toHaveLength(0)
    expect(buildProtocol(protocolInput(f.state, T)!, { audience: 'internal', generatedAt: 0 }).penalties).toHaveLength(
      1
    )
    f.when({ type: 'penalty.publish', tournamentId: T, penaltyId: id, published: true } as Command)
    expect(pub().penalties).toHaveLength(1)
  })

  it('a disputed decision is recorded after the ruling; an appeal needs the director', () => {
    const f = givenFloor(base)
    const dispute = (extra: Record<string, unknown>): Command =>
      ({
        type: 'dispute.record',
        tournamentId: T,
        tableId: 'T3',
        hand: 12,
        entryIds: ['e1', 'e2'],
        facts: 'Chips pushed without a word',
        ruling: 'Call stands',
        ruledBy: { name: 'Ivan', role: 'floor' },
        ruledAt: T0 - 60_000,
        ...extra
      }) as Command
    expect(f.refused(dispute({ ruledAt: T0 + 60_000 })).code).toBe('results.error.disputeBeforeRuling')
    expect(f.refused(dispute({ appealedToDirector: true })).code).toBe('results.error.appealNeedsDirector')
    f.when(dispute({}))
    expect(penaltyLog(f.state, T)!.disputes).toHaveLength(1)
    expect(buildProtocol(protocolInput(f.state, T)!, { audience: 'internal', generatedAt: 0 }).disputes).toHaveLength(1)
  })
})
