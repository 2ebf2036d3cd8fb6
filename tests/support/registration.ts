import type { DomainEvent } from '../../src/shared/core/events'
import type { PlayerFields } from '../../src/shared/core/players/schemas'
import type { LevelPosition } from '../../src/shared/core/registration/levels'
import type { EntryTerms } from '../../src/shared/core/registration/terms'
import { defaultEntryTerms } from '../../src/shared/core/registration/terms'
import { testContext } from './decider'
import { mainEvent } from './fixtures'

export const T = 't1'
export const created: DomainEvent = { type: 'tournament.created', tournamentId: T, fields: mainEvent }

export function playerFields(displayName: string, extra: Partial<PlayerFields> = {}): PlayerFields {
  return {
    displayName,
    fullName: '',
    participantNumber: '',
    clubId: '',
    contact: '',
    ageConfirmed: true,
    rulesConsent: true,
    dataConsent: true,
    notes: '',
    ...extra
  }
}

export function playerCreated(playerId: string, displayName: string, extra: Partial<PlayerFields> = {}): DomainEvent {
  return { type: 'player.created', playerId, fields: playerFields(displayName, extra), source: 'desk' }
}

export function terms(overrides: Partial<EntryTerms> = {}): DomainEvent {
  const t = { ...defaultEntryTerms(), ...overrides }
  return { type: 'registration.termsSet', tournamentId: T, terms: t, previous: defaultEntryTerms() }
}

/** An entry.registered event as decide would write it. */
export function registered(
  entryId: string,
  playerId: string,
  number: number | null,
  extra: Partial<Extract<DomainEvent, { type: 'entry.registered' }>> = {}
): DomainEvent {
  return {
    type: 'entry.registered',
    tournamentId: T,
    entryId,
    playerId,
    kind: 'entry',
    status: number === null ? 'waiting' : 'registered',
    number,
    chips: mainEvent.startingStack,
    late: false,
    override: null,
    ...extra
  }
}

export function eliminated(entryId: string, level = 1): DomainEvent {
  return {
    type: 'entry.eliminated',
    tournamentId: T,
    entryId,
    level,
    confirmedBy: 'Floor Ivan',
    eliminatedBy: null,
    handId: `h-${entryId}`
  }
}

/** A decide context whose clock stands at the given position. */
export function at(position: LevelPosition) {
  return testContext({ levelOf: () => position })
}

export const level = (n: number, breaksStarted = 0): LevelPosition => ({ level: n, inBreak: false, breaksStarted })
export const breakAfter = (n: number, breaksStarted: number): LevelPosition => ({
  level: n,
  inBreak: true,
  breaksStarted
})

/** An `entry.register` command for the tournament `T`: a plain entry unless `extra` says otherwise. */
export const registerCommand = (playerId: string, extra: Record<string, unknown> = {}) =>
  ({
    type: 'entry.register',
    tournamentId: T,
    playerId,
    preRegistered: false,
    waitingList: false,
    override: false,
    ...extra
  }) as const
