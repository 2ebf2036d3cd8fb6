import { describe, expect, it } from 'vitest'
import { playerHits } from '../../../../src/shared/core/registration/deskSearch'
import { namesClose } from '../../../../src/shared/core/players/duplicates'
import { latinName } from '../../../../src/shared/core/players/normalize'
import { searchPlayers } from '../../../../src/shared/core/players/search'
import { given } from '../../../support/decider'
import { created, playerCreated, playerFields, registered, T } from '../../../support/registration'

describe('creating a player (§6.2)', () => {
  it('records the public and internal fields under a new id', () => {
    given()
      .when({
        type: 'player.create',
        fields: playerFields('Shark', { fullName: 'Ivan Petrov' }),
        allowDuplicate: false
      })
      .then([
        {
          type: 'player.created',
          playerId: 'id-1',
          fields: playerFields('Shark', { fullName: 'Ivan Petrov' }),
          source: 'desk'
        }
      ])
  })

  it('keeps the date each consent was given', () => {
    const p = given(playerCreated('p1', 'Anna', { dataConsent: true, rulesConsent: false })).state.players.byId.get(
      'p1'
    )!
    expect(p.dataConsentAt).not.toBeNull()
    expect(p.rulesConsentAt).toBeNull()
  })
})

describe('duplicates (§6.3, §29.57)', () => {
  const existing = playerCreated('p1', 'Ivan Petrov', { clubId: 'BY-0042', contact: '+375 29 123-45-67' })

  it.each([
    ['the same club ID', playerFields('Someone', { clubId: 'by-0042' }), 'clubId'],
    ['the same phone written differently', playerFields('Someone', { contact: '8029 1234567' }), 'contact'],
    ['a close name', playerFields('Ivan Petrof'), 'name'],
    ['the same words reordered', playerFields('Petrov Ivan'), 'name'],
    // what a desk would catch.
    ['the same name in Cyrillic', playerFields('Иван Петров'), 'name'],
    ['the Cyrillic name reordered', playerFields('Петров Иван'), 'name'],
    ['a Cyrillic spelling one letter off', playerFields('Иван Петроф'), 'name'],
    ['the phone in the international form', playerFields('Someone', { contact: '+375 (29) 123 45 67' }), 'contact']
  ])('warns on %s and records nothing', (_what, fields, basis) => {
    const r = given(existing)
      .when({ type: 'player.create', fields, allowDuplicate: false })
      .thenRejected('error.player.possibleDuplicate')
    expect(r.params).toMatchObject({ name: 'Ivan Petrov', basis })
  })

  it('records the player when the operator confirms they are different people', () => {
    const events = given(existing)
      .when({ type: 'player.create', fields: playerFields('Ivan Petrof'), allowDuplicate: true })
      .events()
    expect(events).toMatchObject([{ type: 'player.created', fields: { displayName: 'Ivan Petrof' } }])
  })

  it('an e-mail in another case is the same contact; the desk finds a Cyrillic name by its Latin spelling', () => {
    const withMail = playerCreated('p2', 'Anna K', { contact: 'Anna.K@Example.org' })
    given(withMail)
      .when({
        type: 'player.create',
        fields: playerFields('Other', { contact: 'anna.k@example.ORG' }),
        allowDuplicate: false
      })
      .thenRejected('error.player.possibleDuplicate')
    expect(latinName('сергей щукин')).toBe('sergey shchukin')
    expect(latinName('anna')).toBeNull()
  })

  it('does not call different names close', () => {
    expect(namesClose('ivan petrov', 'anna petrova')).toBe(false)
    expect(namesClose('li', 'lu')).toBe(false)
  })

  it('merges a duplicate with a reason; its entries count as the kept player’s', () => {
    const s = given(created, playerCreated('p1', 'Ivan'), playerCreated('p2', 'Ivan P.'), registered('e1', 'p2', 1))
    s.when({ type: 'player.merge', duplicateId: 'p2', keepId: 'p1' }).thenRejected('error.registration.reasonRequired')
    const merged = given(
      created,
      playerCreated('p1', 'Ivan'),
      playerCreated('p2', 'Ivan P.'),
      registered('e1', 'p2', 1),
      { type: 'player.merged', duplicateId: 'p2', keepId: 'p1' }
    )
    const entry = merged.state.tournaments.get(T)!.registration.entries.get('e1')!
    expect(entry.playerId).toBe('p1')
    expect(entry.registeredAs).toBe('p2')
    expect(merged.state.players.byId.get('p2')!.mergedInto).toBe('p1')
    // The kept record now holds the entry: a second entry is refused as "still in".
    merged
      .when({
        type: 'entry.register',
        tournamentId: T,
        playerId: 'p1',
        preRegistered: false,
        waitingList: false,
        override: false
      })
      .thenRejected('error.entry.playerStillIn')
  })

  it('refuses to merge two records both still in the same tournament (§6.3: annul one first)', () => {
    given(
      created,
      playerCreated('p1', 'Ivan'),
      playerCreated('p2', 'Ivan P.'),
      registered('e1', 'p1', 1),
      registered('e2', 'p2', 2)
    )
      .when({ type: 'player.merge', duplicateId: 'p2', keepId: 'p1' }, { reason: 'same person' })
      .thenRejected('error.player.mergeBothIn')
  })
})

describe('editing a player', () => {
  it('keeps old and new values (§4.7)', () => {
    given(playerCreated('p1', 'Anna'))
      .when({ type: 'player.edit', playerId: 'p1', changes: { displayName: 'Anna K.', clubId: 'C-1' } })
      .then([
        {
          type: 'player.edited',
          playerId: 'p1',
          changes: { displayName: { from: 'Anna', to: 'Anna K.' }, clubId: { from: '', to: 'C-1' } }
        }
      ])
  })

  it('refuses an edit that changes nothing', () => {
    given(playerCreated('p1', 'Anna'))
      .when({ type: 'player.edit', playerId: 'p1', changes: { displayName: 'Anna' } })
      .thenRejected('error.player.noChange')
  })
})

describe('search-as-you-type', () => {
  const s = given(
    playerCreated('p1', 'Anna Karenina', { clubId: 'MSK-7' }),
    playerCreated('p2', 'Boris', { fullName: 'Boris Annenkov' }),
    playerCreated('p3', 'Ёлка', { participantNumber: '0042' }),
    playerCreated('p4', 'Olga')
  )

  it('finds by any name, best match first', () => {
    expect(searchPlayers(s.state.players, 'ann').map((p) => p.id)).toEqual(['p1', 'p2'])
  })

  it('finds by club ID, participant number, and folds ё', () => {
    expect(searchPlayers(s.state.players, 'msk-7').map((p) => p.id)).toEqual(['p1'])
    expect(searchPlayers(s.state.players, '0042').map((p) => p.id)).toEqual(['p3'])
    expect(searchPlayers(s.state.players, 'елка').map((p) => p.id)).toEqual(['p3'])
  })

  it('needs every word typed', () => {
    expect(searchPlayers(s.state.players, 'boris ann').map((p) => p.id)).toEqual(['p2'])
    expect(searchPlayers(s.state.players, 'boris olga')).toEqual([])
  })
})

describe('the players page before anything is typed', () => {
  it('lists the newest records first, without merged ones', () => {
    const s = given(playerCreated('p1', 'A'), playerCreated('p2', 'B'), playerCreated('p3', 'C'), {
      type: 'player.merged',
      duplicateId: 'p2',
      keepId: 'p1'
    })
    expect(playerHits(s.state, '', 10).map((p) => p.id)).toEqual(['p3', 'p1'])
  })
})
