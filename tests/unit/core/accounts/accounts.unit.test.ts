import { describe, expect, it } from 'vitest'
import { areaOfCommand, areaOfOperation, mayRecord } from '../../../../src/shared/core/accounts/permissions'
import { accountsView } from '../../../../src/shared/core/accounts/views'
import { Command } from '../../../../src/shared/core/commands'
import { given, testContext } from '../../../support/decider'
import { translate } from '../../../../src/shared/i18n'

/** named accounts with their own PIN and role; what each role may record is the director's record. */
const ctx = () => testContext({ hashSecret: (pin) => `hash(${pin})` })
const olga = {
  type: 'account.created' as const,
  accountId: 'a1',
  name: 'Olga Floor',
  role: 'floor' as const,
  pinHash: 'hash(1234)'
}

describe('accounts', () => {
  it('creates an account with the PIN recorded only as its hash', () => {
    given()
      .when({ type: 'account.create', name: 'Olga Floor', role: 'floor', pin: 'olga-7788' }, undefined, ctx())
      .then([
        { type: 'account.created', accountId: 'id-1', name: 'Olga Floor', role: 'floor', pinHash: 'hash(olga-7788)' }
      ])
  })

  it('refuses a second account of the same name, whatever its case', () => {
    given(olga)
      .when({ type: 'account.create', name: ' olga floor ', role: 'desk', pin: '9999' }, undefined, ctx())
      .thenRejected('error.account.nameTaken', 'command.name')
  })

  it('refuses a PIN shorter than four characters or with spaces (zod, at the boundary)', () => {
    expect(Command.safeParse({ type: 'account.create', name: 'X', role: 'desk', pin: '123' }).success).toBe(false)
    expect(Command.safeParse({ type: 'account.create', name: 'X', role: 'desk', pin: '12 34' }).success).toBe(false)
  })

  it('changes role and name with the old and new value, and refuses a change that changes nothing', () => {
    given(olga)
      .when({ type: 'account.edit', accountId: 'a1', role: 'director' })
      .then([{ type: 'account.edited', accountId: 'a1', role: { from: 'floor', to: 'director' } }])
    given(olga).when({ type: 'account.edit', accountId: 'a1', role: 'floor' }).thenRejected('error.account.noChange')
  })

  it('switches an account off; the name may then be used again, and switching it back on is refused', () => {
    const off = { type: 'account.enabledSet' as const, accountId: 'a1', enabled: false }
    given(olga).when({ type: 'account.setEnabled', accountId: 'a1', enabled: false }).then([off])
    const again = {
      type: 'account.created' as const,
      accountId: 'a2',
      name: 'Olga Floor',
      role: 'desk' as const,
      pinHash: 'h'
    }
    given(olga, off, again)
      .when({ type: 'account.setEnabled', accountId: 'a1', enabled: true })
      .thenRejected('error.account.nameTaken')
  })

  it('the director chooses what a role records; the choice folds into the state and keeps what it replaced', () => {
    given()
      .when({ type: 'roles.setPermissions', role: 'desk', areas: ['players', 'registration', 'seating'] })
      .then([
        {
          type: 'roles.permissionsSet',
          role: 'desk',
          areas: ['players', 'registration', 'seating'],
          previous: ['players', 'registration']
        }
      ])
    const { state } = given({
      type: 'roles.permissionsSet',
      role: 'desk',
      areas: ['seating'],
      previous: ['players', 'registration']
    })
    expect(mayRecord(state.accounts, 'desk', 'seating')).toBe(true)
    expect(mayRecord(state.accounts, 'desk', 'players')).toBe(false)
  })

  it('by default the floor runs clock, seating, results and registration; the desk players and registration', () => {
    const { state } = given()
    const may = (role: 'floor' | 'desk', type: string) => mayRecord(state.accounts, role, areaOfCommand(type))
    expect(may('floor', 'clock.pause')).toBe(true)
    expect(may('floor', 'entry.eliminate')).toBe(true)
    expect(may('floor', 'seating.confirm')).toBe(true)
    expect(may('floor', 'tournament.create')).toBe(false)
    expect(may('desk', 'entry.register')).toBe(true)
    expect(may('desk', 'player.create')).toBe(true)
    expect(may('desk', 'entry.eliminate')).toBe(false)
    expect(may('desk', 'clock.start')).toBe(false)
    // Accounts are the director's alone, whatever the director grants.
    expect(may('floor', 'account.create')).toBe(false)
    expect(may('desk', 'roles.setPermissions')).toBe(false)
    expect(mayRecord(state.accounts, 'director', areaOfCommand('account.create'))).toBe(true)
    expect(mayRecord(state.accounts, 'desk', areaOfOperation('protocol.pdf'))).toBe(true)
    expect(mayRecord(state.accounts, 'desk', areaOfOperation('backup.restore'))).toBe(false)
  })

  it('the list of accounts never carries a PIN hash', () => {
    const { state } = given(olga)
    expect(JSON.stringify(accountsView(state))).not.toContain('hash(')
    expect(accountsView(state).accounts[0]).toMatchObject({ name: 'Olga Floor', role: 'floor', enabled: true })
  })

  it('a refusal by role is said in words, in Russian and English', () => {
    expect(translate('en', 'error.account.notPermitted', { role: 'desk' })).toBe(
      'A registration desk account may not record this. The director decides what each role may record.'
    )
    expect(translate('ru', 'error.account.notPermitted', { role: 'desk' })).toMatch(
      /^Учётной записи регистрации нельзя/
    )
    expect(translate('ru', 'error.account.pinNeeded', { name: 'Olga Floor' })).toContain('Olga Floor')
  })
})
