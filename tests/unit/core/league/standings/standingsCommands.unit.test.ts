import { describe, expect, it } from 'vitest'
import { CommandEnvelope } from '../../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../../src/shared/core/events'
import { changesOf } from '../../../../../src/shared/core/journal/changes'
import { areaOfCommand } from '../../../../../src/shared/core/accounts/permissions'
import { given } from '../../../../support/decider'
import { mainEvent } from '../../../../support/fixtures'

const created: DomainEvent = { type: 'tournament.created', tournamentId: 't1', fields: mainEvent }
const started: DomainEvent = { type: 'tournament.started', tournamentId: 't1' }
const anna: DomainEvent = {
  type: 'player.created',
  playerId: 'p1',
  source: 'desk',
  fields: {
    displayName: 'Anna',
    fullName: 'Anna Internal',
    participantNumber: '',
    clubId: '',
    contact: '',
    ageConfirmed: true,
    rulesConsent: true,
    dataConsent: true,
    notes: ''
  }
}
const women = { kind: 'women' as const }
const club = { kind: 'club' as const, name: 'Minsk Aces' }

describe('§5.4 announcing separate standings with the tournament', () => {
  it('§5.4, §5.1 before the start: the list is recorded with the old and the new value', () => {
    given(created)
      .when({ type: 'standings.setCategories', tournamentId: 't1', categories: [women, club] })
      .then([{ type: 'standings.categoriesSet', tournamentId: 't1', from: [], to: [women, club] }])
  })

  it('§5.2, §5.3 after the start a change needs a recorded reason, and then counts as a correction', () => {
    const g = given(created, started)
    g.when({ type: 'standings.setCategories', tournamentId: 't1', categories: [women] }).thenRejected(
      'error.reasonRequired',
      'meta.reason'
    )
    const events = g
      .when({ type: 'standings.setCategories', tournamentId: 't1', categories: [women] }, { reason: 'Announced late' })
      .events()
    expect(events).toEqual([{ type: 'standings.categoriesSet', tournamentId: 't1', from: [], to: [women] }])
    const after = given(created, started, ...events)
    expect(after.state.standings.categories.get('t1')).toEqual([women])
    expect(after.state.tournaments.get('t1')!.corrections).toBe(1)
  })

  it('§5.4 the same list again changes nothing; a club or group needs a name; each standing once', () => {
    given(created, { type: 'standings.categoriesSet', tournamentId: 't1', from: [], to: [women] })
      .when({ type: 'standings.setCategories', tournamentId: 't1', categories: [women] })
      .thenRejected('standings.error.noChange')
    const parse = (categories: unknown) =>
      CommandEnvelope.safeParse({ command: { type: 'standings.setCategories', tournamentId: 't1', categories } })
    expect(parse([{ kind: 'club' }]).success).toBe(false)
    expect(parse([{ kind: 'group', name: '  ' }]).success).toBe(false)
    expect(parse([club, { kind: 'club', name: 'minsk aces' }]).success).toBe(false)
    expect(parse([women, club, { kind: 'group', name: 'Students' }]).success).toBe(true)
  })

  it('§5.4 clearing the list removes every standing', () => {
    const g = given(created, { type: 'standings.categoriesSet', tournamentId: 't1', from: [], to: [women] })
    const events = g.when({ type: 'standings.setCategories', tournamentId: 't1', categories: [] }).events()
    expect(given(created, ...events).state.standings.categories.has('t1')).toBe(false)
  })
})

describe('§5.4е membership recorded on the player (internal, §27.11)', () => {
  it('§5.4е recorded in the player database with old and new value; the journal shows the change', () => {
    const events = given(anna)
      .when({ type: 'player.setMemberships', playerId: 'p1', memberships: [women, club] })
      .events()
    expect(events).toEqual([{ type: 'player.membershipsSet', playerId: 'p1', from: [], to: [women, club] }])
    expect(changesOf(events[0]!)).toEqual([{ field: 'memberships', from: [], to: [women, club] }])
    const state = given(anna, ...events).state
    expect(state.standings.memberships.get('p1')).toEqual([women, club])
    // The player's own (public and internal) fields are untouched: membership is not a field of the card.
    expect(state.players.byId.get('p1')!.fields).toEqual((anna as { fields: unknown }).fields)
  })

  it('§5.4е correctable: a later record replaces the list; the same list again is refused', () => {
    const first: DomainEvent = { type: 'player.membershipsSet', playerId: 'p1', from: [], to: [women] }
    const g = given(anna, first)
    g.when({ type: 'player.setMemberships', playerId: 'p1', memberships: [women] }).thenRejected(
      'standings.error.noChange'
    )
    g.when({ type: 'player.setMemberships', playerId: 'p1', memberships: [] }).then([
      { type: 'player.membershipsSet', playerId: 'p1', from: [women], to: [] }
    ])
    given(created)
      .when({ type: 'player.setMemberships', playerId: 'nobody', memberships: [women] })
      .thenRejected('error.player.notFound')
  })

  it('§5.4 the setup belongs to the tournament area; membership to the players area (permissions)', () => {
    expect(areaOfCommand('standings.setCategories')).toBe('tournament')
    expect(areaOfCommand('player.setMemberships')).toBe('players')
  })
})
