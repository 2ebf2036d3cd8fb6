import { reject } from '../rejection'
import { areaOfCommand, mayRecord } from './permissions'
import type { AccountRole } from './schemas'
import type { AccountsState } from './state'

/** What an account is allowed as for one command: its role there, or the tournament outside its scope. */
export type ScopedRole = { readonly role: AccountRole } | { readonly outside: string }

/** The tournament a command records in, when it names one. */
export function tournamentOfCommand(command: { readonly type: string }): string | null {
  const id = (command as { tournamentId?: unknown }).tournamentId
  return typeof id === 'string' ? id : null
}

/**
 * §3 (roles), §4.7 (every record names who made it): an account limited to named tournaments records in those alone,
 * with the role it has in each; a command for the hall as a whole (a player record, a series) is its own role's. An
 * account without a scope has its role everywhere. Undefined for an account that is not in the records.
 */
export function scopedRole(
  accounts: AccountsState,
  accountId: string,
  command: { readonly type: string }
): ScopedRole | undefined {
  const account = accounts.byId.get(accountId)
  if (!account) return undefined
  const tournamentId = tournamentOfCommand(command)
  if (!account.scope || tournamentId === null) return { role: account.role }
  const within = account.scope.find((s) => s.tournamentId === tournamentId)
  return within ? { role: within.role } : { outside: tournamentId }
}

/**
 * Refuse a command outside the account's scope, or one its role in that tournament may not record (the director's
 * choice per role, permissions.ts). `nameOf` names the tournament in the refusal. Nothing is written.
 */
export function requireInScope(
  accounts: AccountsState,
  accountId: string,
  command: { readonly type: string },
  nameOf: (tournamentId: string) => string
): void {
  const scoped = scopedRole(accounts, accountId, command)
  if (!scoped) return
  if ('outside' in scoped) {
    const tournament = nameOf(scoped.outside)
    reject(
      'error.account.outOfScope',
      `This account works only in the tournaments the director named for it; ${tournament} is not one of them`,
      { field: 'command.tournamentId', params: { tournament } }
    )
  }
  if (!mayRecord(accounts, scoped.role, areaOfCommand(command.type)))
    reject(
      'error.account.notPermitted',
      `A ${scoped.role} account may not record this (${command.type}); the director decides what each role may record`,
      { params: { role: scoped.role, type: command.type } }
    )
}

/** "t1:floor,t2:desk" — the scope a record was made under, as the journal keeps it beside the account's id. */
export function scopeText(accounts: AccountsState, accountId: string): string | null {
  const scope = accounts.byId.get(accountId)?.scope
  return scope ? scope.map((s) => `${s.tournamentId}:${s.role}`).join(',') : null
}
