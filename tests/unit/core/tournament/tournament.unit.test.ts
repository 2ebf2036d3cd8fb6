import { describe, expect, it } from 'vitest'
import { CommandEnvelope } from '../../../../src/shared/core/commands'
import { given, T0, testContext } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'

const created = { type: 'tournament.created', tournamentId: 't1', fields: mainEvent } as const
const started = { type: 'tournament.started', tournamentId: 't1' } as const

describe('creating a tournament (RULES §2, §5.1)', () => {
  it('records the announced parameters under a new id', () => {
    given()
      .when({ type: 'tournament.create', fields: mainEvent })
      .then([{ type: 'tournament.created', tournamentId: 'id-1', fields: mainEvent }])
  })

  it('puts the first tournament on the hall display (a later one never takes it over)', () => {
    expect(given(created).state.displayedTournamentId).toBe('t1')
  })
})

describe('editing a tournament', () => {
  it('before the start, changes freely and keeps old and new values (§4.7)', () => {
    given(created)
      .when({ type: 'tournament.edit', tournamentId: 't1', changes: { name: 'Main Event', startingStack: 40000 } })
      .then([
        {
          type: 'tournament.edited',
          tournamentId: 't1',
          changes: { name: { from: mainEvent.name, to: 'Main Event' }, startingStack: { from: 30000, to: 40000 } }
        }
      ])
  })

  it('after the start, refuses a change without a reason (§5.2, §5.3)', () => {
    given(created, started)
      .when({ type: 'tournament.edit', tournamentId: 't1', changes: { venue: 'Hall B' } })
      .thenRejected('error.reasonRequired', 'meta.reason')
  })

  it('after the start, records a change with its reason as a correction', () => {
    const scenario = given(created, started)
    scenario
      .when({ type: 'tournament.edit', tournamentId: 't1', changes: { venue: 'Hall B' } }, { reason: 'Hall A flooded' })
      .then([{ type: 'tournament.edited', tournamentId: 't1', changes: { venue: { from: 'Hall A', to: 'Hall B' } } }])
  })

  it('refuses an edit that changes nothing', () => {
    given(created)
      .when({ type: 'tournament.edit', tournamentId: 't1', changes: { venue: 'Hall A' } })
      .thenRejected('error.tournament.noChange')
  })

  it('refuses an unknown tournament, naming the field', () => {
    given()
      .when({ type: 'tournament.edit', tournamentId: 'nope', changes: { venue: 'x' } })
      .thenRejected('error.tournament.notFound', 'tournamentId')
  })
})

describe('records entered after the fact (§26.14)', () => {
  it('accepts a past occurredAt', () => {
    given()
      .when({ type: 'tournament.create', fields: mainEvent }, { occurredAt: T0 - 3_600_000 })
      .events()
  })

  it('refuses a record that happened in the future', () => {
    given()
      .when({ type: 'tournament.create', fields: mainEvent }, { occurredAt: T0 + 3_600_000 }, testContext())
      .thenRejected('error.occurredInFuture', 'meta.occurredAt')
  })
})

describe('the command schema at the boundary', () => {
  it('names the offending field', () => {
    const result = CommandEnvelope.safeParse({
      command: { type: 'tournament.create', fields: { ...mainEvent, startingStack: -1 } }
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['command', 'fields', 'startingStack'])
  })

  it('refuses unknown fields and unknown command types', () => {
    expect(
      CommandEnvelope.safeParse({ command: { type: 'tournament.create', fields: mainEvent, extra: 1 } }).success
    ).toBe(false)
    expect(CommandEnvelope.safeParse({ command: { type: 'bank.pay', amount: 100 } }).success).toBe(false)
  })

  it('refuses malformed dates and empty names', () => {
    expect(
      CommandEnvelope.safeParse({
        command: { type: 'tournament.create', fields: { ...mainEvent, date: '28.11.2026' } }
      }).success
    ).toBe(false)
    expect(
      CommandEnvelope.safeParse({ command: { type: 'tournament.create', fields: { ...mainEvent, name: '   ' } } })
        .success
    ).toBe(false)
  })
})
