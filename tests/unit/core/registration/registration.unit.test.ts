import { describe, expect, it } from 'vitest'
import { levelPositionFromClock } from '../../../../src/shared/core/registration/levels'
import { CommandEnvelope } from '../../../../src/shared/core/commands'
import { fold } from '../../../../src/shared/core/evolve'
import { initialState } from '../../../../src/shared/core/state'
import { activeEntries, entriesToSeat, waitingList } from '../../../../src/shared/core/registration/entries'
import { lateRegistrationOpen } from '../../../../src/shared/core/registration/lateRegistration'
import { given, recordsOf, testContext } from '../../../support/decider'
import {
  at,
  breakAfter,
  created,
  eliminated,
  level,
  playerCreated,
  registered,
  registerCommand,
  T,
  terms
} from '../../../support/registration'

const anna = playerCreated('p1', 'Anna K.')
const boris = playerCreated('p2', 'Boris')
const vera = playerCreated('p3', 'Vera')
const register = registerCommand

describe('registering an entry', () => {
  it('records a first entry with its own id, number and the starting stack', () => {
    given(created, anna)
      .when(register('p1'))
      .then([
        {
          type: 'entry.registered',
          tournamentId: T,
          entryId: 'id-1',
          playerId: 'p1',
          kind: 'entry',
          status: 'registered',
          number: 1,
          chips: 30000,
          late: false,
          override: null
        }
      ])
  })

  it('numbers entries in order and lists them as active', () => {
    const s = given(created, anna, boris, vera, registered('e1', 'p1', 1), registered('e2', 'p2', 2))
    const events = s.when(register('p3')).events()
    expect(events[0]).toMatchObject({ number: 3 })
    expect(activeEntries(s.state.tournaments.get(T)!).map((e) => e.id)).toEqual(['e1', 'e2'])
  })

  it('refuses an unknown player, naming the field', () => {
    given(created).when(register('ghost')).thenRejected('error.player.notFound', 'playerId')
  })

  it('refuses a second entry for a player still in (§5.6)', () => {
    const r = given(created, anna, registered('e1', 'p1', 1))
      .when(register('p1'))
      .thenRejected('error.entry.playerStillIn', 'playerId')
    expect(r.message).toContain('Anna K.')
  })
})

describe('pre-registration confirmed on site (§6.5) and no-show stacks (§6.6)', () => {
  it('records a pre-registration, then its confirmation', () => {
    const s = given(created, anna)
    expect(s.when(register('p1', { preRegistered: true })).events()[0]).toMatchObject({
      status: 'pre-registered',
      number: 1
    })
    given(created, anna, registered('e1', 'p1', 1, { status: 'pre-registered' }))
      .when({ type: 'entry.confirm', tournamentId: T, entryId: 'e1' })
      .then([{ type: 'entry.confirmed', tournamentId: T, entryId: 'e1' }])
  })

  it('refuses to confirm an entry already confirmed', () => {
    given(created, anna, registered('e1', 'p1', 1))
      .when({ type: 'entry.confirm', tournamentId: T, entryId: 'e1' })
      .thenRejected('error.entry.notPreRegistered')
  })

  it('seats a no-show only when the stack is announced as posted (§6.6, §7.6)', () => {
    const base = [
      created,
      anna,
      boris,
      registered('e1', 'p1', 1, { status: 'pre-registered' }),
      registered('e2', 'p2', 2)
    ]
    expect(entriesToSeat(given(...base).state.tournaments.get(T)!).map((e) => e.id)).toEqual(['e2'])
    expect(
      entriesToSeat(given(...base, terms({ noShowStack: 'posted' })).state.tournaments.get(T)!).map((e) => e.id)
    ).toEqual(['e1', 'e2'])
  })
})

describe('freezeout and re-entry (§5.6, §5.9)', () => {
  it('a freezeout refuses a second entry after elimination', () => {
    given(created, anna, registered('e1', 'p1', 1), eliminated('e1'))
      .when(register('p1'))
      .thenRejected('error.entry.noReentry', 'playerId')
  })

  it('records a re-entry as a new entry of the same player', () => {
    const events = given(
      created,
      anna,
      terms({ reentry: { maxPerPlayer: 2, untilLevel: 6, chips: null } }),
      registered('e1', 'p1', 1),
      eliminated('e1')
    )
      .when(register('p1'), undefined, at(level(3)))
      .events()
    expect(events[0]).toMatchObject({
      type: 'entry.registered',
      entryId: 'id-1',
      playerId: 'p1',
      kind: 'reentry',
      number: 2,
      late: true
    })
  })

  it('gives a re-entry the announced re-entry stack', () => {
    const events = given(
      created,
      anna,
      terms({ reentry: { maxPerPlayer: 1, untilLevel: 6, chips: 20000 } }),
      registered('e1', 'p1', 1),
      eliminated('e1')
    )
      .when(register('p1'))
      .events()
    expect(events[0]).toMatchObject({ chips: 20000 })
  })

  it('refuses a re-entry over the limit per player', () => {
    given(
      created,
      anna,
      terms({ reentry: { maxPerPlayer: 1, untilLevel: 6, chips: null } }),
      registered('e1', 'p1', 1),
      eliminated('e1'),
      registered('e2', 'p1', 2, { kind: 'reentry' }),
      eliminated('e2')
    )
      .when(register('p1'))
      .thenRejected('error.entry.reentryLimit')
  })

  it('refuses a re-entry after the announced level (§5.6)', () => {
    const s = given(
      created,
      anna,
      terms({ reentry: { maxPerPlayer: 3, untilLevel: 4, chips: null } }),
      registered('e1', 'p1', 1),
      eliminated('e1')
    )
    expect(s.when(register('p1'), undefined, at(level(4))).events()).toMatchObject([
      { type: 'entry.registered', playerId: 'p1', kind: 'reentry', late: true }
    ])
    s.when(register('p1'), undefined, at(breakAfter(4, 1))).thenRejected('error.entry.reentryClosed')
    s.when(register('p1'), undefined, at(level(5))).thenRejected('error.entry.reentryClosed')
  })
})

describe('late registration (§7.7–§7.9)', () => {
  const closingAfter6 = terms({ lateRegistration: { kind: 'level-end', level: 6 } })

  it('is open before the clock starts and through level N', () => {
    expect(given(created, anna, closingAfter6).when(register('p1'), undefined, at(null)).events()).toMatchObject([
      { type: 'entry.registered', playerId: 'p1', kind: 'entry', late: false }
    ])
    expect(
      given(created, anna, closingAfter6)
        .when(register('p1'), undefined, at(level(6, 1)))
        .events()
    ).toMatchObject([{ type: 'entry.registered', playerId: 'p1', kind: 'entry', late: true }])
  })

  it('closes after level N and refuses a late entry, naming the term', () => {
    const r = given(created, anna, closingAfter6)
      .when(register('p1'), undefined, at(level(7, 2)))
      .thenRejected('error.entry.lateRegistrationClosed')
    expect(r.params).toEqual({ level: 6 })
  })

  it('with no late registration, closes when the clock starts', () => {
    given(created, anna)
      .when(register('p1'), undefined, at(level(1)))
      .thenRejected('error.entry.lateRegistrationClosed')
  })

  it('closes after the first break', () => {
    const s = given(created, anna, terms({ lateRegistration: { kind: 'first-break' } }))
    expect(s.when(register('p1'), undefined, at(level(3))).events()).toMatchObject([
      { type: 'entry.registered', playerId: 'p1', late: true }
    ])
    expect(s.when(register('p1'), undefined, at(breakAfter(3, 1))).events()).toMatchObject([
      { type: 'entry.registered', playerId: 'p1', late: true }
    ])
    s.when(register('p1'), undefined, at(level(4, 1))).thenRejected('error.entry.lateRegistrationClosed')
  })

  it('closes at the end of the rebuy period', () => {
    const s = given(
      created,
      anna,
      terms({
        rebuy: { maxPerPlayer: 2, untilLevel: 5, stackThreshold: 30000, chips: 30000 },
        lateRegistration: { kind: 'rebuy-end' }
      })
    )
    expect(s.when(register('p1'), undefined, at(level(5))).events()).toMatchObject([
      { type: 'entry.registered', playerId: 'p1', late: true }
    ])
    s.when(register('p1'), undefined, at(level(6, 1))).thenRejected('error.entry.lateRegistrationClosed')
  })

  it('closes at the player cap and stays closed once reached', () => {
    const s = given(
      created,
      anna,
      boris,
      vera,
      terms({ playerCap: 2, lateRegistration: { kind: 'cap' } }),
      registered('e1', 'p1', 1),
      registered('e2', 'p2', 2),
      eliminated('e2')
    )
    expect(lateRegistrationOpen(s.state.tournaments.get(T)!, level(2))).toBe(false)
    s.when(register('p3'), undefined, at(level(2))).thenRejected('error.entry.lateRegistrationClosed')
  })

  it('afterwards lets the director add a player only with a reason (§7.8)', () => {
    const s = given(created, anna, closingAfter6)
    s.when(register('p1', { override: true }), undefined, at(level(8))).thenRejected(
      'error.registration.reasonRequired',
      'meta.reason'
    )
    const events = s
      .when(
        register('p1', { override: true }),
        { reason: 'Registered at 20:10, lost by the desk PC (§7.9)' },
        at(level(8))
      )
      .events()
    expect(events[0]).toMatchObject({ override: 'late-registration', late: true })
  })
})

describe('player cap and the waiting list', () => {
  const capped = [
    created,
    anna,
    boris,
    vera,
    terms({ playerCap: 2, lateRegistration: { kind: 'level-end', level: 6 } }),
    registered('e1', 'p1', 1),
    registered('e2', 'p2', 2)
  ]

  it('refuses a registration over the cap, naming it', () => {
    const r = given(...capped)
      .when(register('p3'))
      .thenRejected('error.entry.capReached')
    expect(r.params).toEqual({ cap: 2 })
  })

  it('puts the player on the waiting list without a number', () => {
    expect(
      given(...capped)
        .when(register('p3', { waitingList: true }))
        .events()[0]
    ).toMatchObject({ status: 'waiting', number: null })
  })

  it('offers a freed place to the first alternate, in order', () => {
    const dmitri = playerCreated('p4', 'Dmitri')
    const s = given(...capped, dmitri, registered('w1', 'p3', null), registered('w2', 'p4', null), eliminated('e2'))
    expect(waitingList(s.state.tournaments.get(T)!).map((e) => e.id)).toEqual(['w1', 'w2'])
    s.when({ type: 'entry.admit', tournamentId: T, entryId: 'w2', override: false }).thenRejected(
      'error.entry.notNextInLine'
    )
    s.when({ type: 'entry.admit', tournamentId: T, entryId: 'w1', override: false }).then([
      { type: 'entry.admitted', tournamentId: T, entryId: 'w1', number: 3, late: false }
    ])
  })

  it('refuses to admit an alternate while no place is free', () => {
    given(...capped, registered('w1', 'p3', null))
      .when({ type: 'entry.admit', tournamentId: T, entryId: 'w1', override: false })
      .thenRejected('error.entry.capReached')
  })

  it('sends newcomers behind the alternates already waiting', () => {
    const dmitri = playerCreated('p4', 'Dmitri')
    given(...capped, dmitri, registered('w1', 'p3', null), eliminated('e2'))
      .when(register('p4'))
      .thenRejected('error.entry.waitingListFirst')
  })
})

describe('withdrawing (unregistering)', () => {
  it('before the start, frees the place', () => {
    const s = given(created, anna, registered('e1', 'p1', 1))
    s.when({ type: 'entry.withdraw', tournamentId: T, entryId: 'e1', override: false }).then([
      { type: 'entry.withdrawn', tournamentId: T, entryId: 'e1' }
    ])
  })

  it('after the start, only as an annulment with a reason', () => {
    const s = given(created, anna, registered('e1', 'p1', 1))
    s.when(
      { type: 'entry.withdraw', tournamentId: T, entryId: 'e1', override: false },
      undefined,
      at(level(2))
    ).thenRejected('error.entry.withdrawAfterStart')
  })
})

describe('disqualification (§6.10)', () => {
  const dq = { type: 'entry.disqualified', tournamentId: T, entryId: 'e1', level: 3 } as const
  const reentry = terms({ reentry: { maxPerPlayer: 3, untilLevel: 6, chips: null } })

  it('needs a reason', () => {
    given(created, anna, registered('e1', 'p1', 1))
      .when({ type: 'entry.disqualify', tournamentId: T, entryId: 'e1', level: 3 })
      .thenRejected('error.registration.reasonRequired')
  })

  it('blocks a new entry of the player unless the director overrides with a reason', () => {
    const s = given(created, anna, reentry, registered('e1', 'p1', 1), dq)
    s.when(register('p1')).thenRejected('error.entry.disqualified', 'playerId')
    expect(
      s.when(register('p1', { override: true }), { reason: 'Appeal upheld by the chief judge' }).events()[0]
    ).toMatchObject({ override: 'disqualified', kind: 'reentry' })
  })
})

describe('rebuys (§5.7)', () => {
  const rebuyTerms = terms({ rebuy: { maxPerPlayer: 2, untilLevel: 4, stackThreshold: 15000, chips: 30000 } })
  const rebuy = (stack: number) => ({ type: 'entry.rebuy', tournamentId: T, entryId: 'e1', stack }) as const

  it('records a rebuy at or below the threshold', () => {
    given(created, anna, rebuyTerms, registered('e1', 'p1', 1))
      .when(rebuy(15000), undefined, at(level(2)))
      .then([{ type: 'entry.rebought', tournamentId: T, entryId: 'e1', stack: 15000, chips: 30000 }])
  })

  it('refuses a rebuy above the threshold, naming it', () => {
    const r = given(created, anna, rebuyTerms, registered('e1', 'p1', 1))
      .when(rebuy(15001))
      .thenRejected('error.entry.rebuyAboveThreshold', 'stack')
    expect(r.params).toMatchObject({ threshold: 15000 })
  })

  it('refuses a rebuy after the announced level', () => {
    given(created, anna, rebuyTerms, registered('e1', 'p1', 1))
      .when(rebuy(0), undefined, at(level(5, 1)))
      .thenRejected('error.entry.rebuyClosed')
  })

  it('refuses a rebuy over the limit per player', () => {
    const rebought = { type: 'entry.rebought', tournamentId: T, entryId: 'e1', stack: 0, chips: 30000 } as const
    given(created, anna, rebuyTerms, registered('e1', 'p1', 1), rebought, rebought)
      .when(rebuy(0))
      .thenRejected('error.entry.rebuyLimit')
  })

  it('refuses a rebuy when none was announced', () => {
    given(created, anna, registered('e1', 'p1', 1))
      .when(rebuy(0))
      .thenRejected('error.entry.noRebuy')
  })
})

describe('add-on (§5.8)', () => {
  const addonTerms = terms({ addon: { atBreak: 1, chips: 50000 } })
  const addon = { type: 'entry.addon', tournamentId: T, entryId: 'e1' } as const

  it('records the add-on during the announced break', () => {
    given(created, anna, addonTerms, registered('e1', 'p1', 1))
      .when(addon, undefined, at(breakAfter(4, 1)))
      .then([{ type: 'entry.addedOn', tournamentId: T, entryId: 'e1', chips: 50000 }])
  })

  it('refuses it outside the announced break', () => {
    const s = given(created, anna, addonTerms, registered('e1', 'p1', 1))
    s.when(addon, undefined, at(level(4))).thenRejected('error.entry.addonNotNow')
    s.when(addon, undefined, at(breakAfter(8, 2))).thenRejected('error.entry.addonNotNow')
  })

  it('refuses a second add-on', () => {
    given(created, anna, addonTerms, registered('e1', 'p1', 1), {
      type: 'entry.addedOn',
      tournamentId: T,
      entryId: 'e1',
      chips: 50000
    })
      .when(addon, undefined, at(breakAfter(4, 1)))
      .thenRejected('error.entry.addonTaken')
  })
})

describe('elimination (§27.6)', () => {
  it('records who confirmed it, the level, the eliminating entry and the hand it enters results as', () => {
    given(created, anna, boris, registered('e1', 'p1', 1), registered('e2', 'p2', 2))
      .when({
        type: 'entry.eliminate',
        tournamentId: T,
        entryId: 'e1',
        level: 3,
        confirmedBy: 'Floor Ivan',
        eliminatedBy: 'e2'
      })
      .then([
        {
          type: 'entry.eliminated',
          tournamentId: T,
          entryId: 'e1',
          level: 3,
          confirmedBy: 'Floor Ivan',
          eliminatedBy: 'e2',
          // Chosen when decided (testContext's first id), never derived from the journal position.
          handId: 'id-1'
        }
      ])
  })

  it('refuses to eliminate an entry already out', () => {
    given(created, anna, registered('e1', 'p1', 1), eliminated('e1'))
      .when({ type: 'entry.eliminate', tournamentId: T, entryId: 'e1', level: 3, confirmedBy: 'Floor Ivan' })
      .thenRejected('error.entry.notIn')
  })

  it('removes the entry from the active entries', () => {
    const state = fold(
      recordsOf([created, anna, boris, registered('e1', 'p1', 1), registered('e2', 'p2', 2), eliminated('e1')]),
      initialState()
    )
    const t = state.tournaments.get(T)!
    expect(activeEntries(t).map((e) => e.id)).toEqual(['e2'])
    expect(t.registration.inCount).toBe(1)
    expect(t.registration.enteredCount).toBe(2)
  })
})

describe('entry terms are announced before the start (§5.2, §5.7)', () => {
  const setTerms = {
    type: 'registration.setTerms',
    tournamentId: T,
    terms: {
      reentry: null,
      rebuy: null,
      addon: null,
      playerCap: 90,
      lateRegistration: { kind: 'at-start' },
      noShowStack: 'not-posted'
    }
  } as const

  it('records the terms with the previous ones', () => {
    expect(given(created).when(setTerms).events()[0]).toMatchObject({
      type: 'registration.termsSet',
      previous: { playerCap: null }
    })
  })

  it('after the clock starts, a change needs a reason', () => {
    given(created)
      .when(setTerms, undefined, at(level(1)))
      .thenRejected('error.reasonRequired')
    given(created)
      .when(setTerms, { reason: 'Second room opened' }, at(level(1)))
      .events()
  })

  it('refuses a change that changes nothing', () => {
    given(created)
      .when({ ...setTerms, terms: { ...setTerms.terms, playerCap: null } }, undefined, testContext())
      .thenRejected('error.registration.noChange')
  })
})

describe('seats are not transferable (§6.9, §29.58)', () => {
  it('has no command that hands an entry to another player', () => {
    const parsed = CommandEnvelope.safeParse({
      command: { type: 'entry.transfer', tournamentId: T, entryId: 'e1', playerId: 'p2' }
    })
    expect(parsed.success).toBe(false)
  })

  it('registering another player makes a new entry; the first keeps its player', () => {
    const s = given(created, anna, boris, registered('e1', 'p1', 1))
    expect(s.when(register('p2')).events()[0]).toMatchObject({ entryId: 'id-1', playerId: 'p2', number: 2 })
    expect(s.state.tournaments.get(T)!.registration.entries.get('e1')!.playerId).toBe('p1')
  })
})

describe('reading the clock (the level position adapter)', () => {
  const kinds = ['level', 'level', 'break', 'level', 'level', 'break', 'level']
  it('is null before the clock starts', () => {
    expect(levelPositionFromClock({ status: 'idle', index: 0, inBreak: false }, kinds)).toBeNull()
    expect(levelPositionFromClock({ status: 'scheduled', index: 0, inBreak: false }, kinds)).toBeNull()
  })
  it('counts levels and breaks begun; in a break, the level is the one the break follows', () => {
    expect(levelPositionFromClock({ status: 'running', index: 1, inBreak: false }, kinds)).toEqual({
      level: 2,
      inBreak: false,
      breaksStarted: 0
    })
    expect(levelPositionFromClock({ status: 'paused', index: 2, inBreak: true }, kinds)).toEqual({
      level: 2,
      inBreak: true,
      breaksStarted: 1
    })
    expect(levelPositionFromClock({ status: 'running', index: 6, inBreak: false }, kinds)).toEqual({
      level: 5,
      inBreak: false,
      breaksStarted: 2
    })
  })
})

describe('an alternate waiting to re-enter (§5.6)', () => {
  it('is given the place only while the re-entry period lasts', () => {
    const s = given(
      created,
      anna,
      boris,
      vera,
      terms({
        playerCap: 2,
        reentry: { maxPerPlayer: 1, untilLevel: 3, chips: null },
        lateRegistration: { kind: 'level-end', level: 6 }
      }),
      registered('e1', 'p1', 1),
      registered('e2', 'p2', 2),
      eliminated('e1'),
      registered('e3', 'p3', 3),
      registered('w1', 'p1', null, { kind: 'reentry' }),
      eliminated('e3')
    )
    s.when(
      { type: 'entry.admit', tournamentId: T, entryId: 'w1', override: false },
      undefined,
      at(level(4, 1))
    ).thenRejected('error.entry.reentryClosed')
    expect(
      s.when({ type: 'entry.admit', tournamentId: T, entryId: 'w1', override: false }, undefined, at(level(3))).events()
    ).toMatchObject([{ type: 'entry.admitted', tournamentId: T, entryId: 'w1' }])
  })
})
