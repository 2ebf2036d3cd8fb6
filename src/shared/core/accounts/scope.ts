import { RejectedError, type Rejection } from '../rejection'
import { areaOfCommand, mayRecord } from './permissions'
import type { AccountRole, PermissionArea } from './schemas'
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
  return roleFor(accounts, accountId, tournamentOfCommand(command))
}

/** The account's role for a request in `tournamentId` (null: the hall as a whole), or that tournament outside it. */
function roleFor(accounts: AccountsState, accountId: string, tournamentId: string | null): ScopedRole | undefined {
  const account = accounts.byId.get(accountId)
  if (!account) return undefined
  if (!account.scope || tournamentId === null) return { role: account.role }
  const within = account.scope.find((s) => s.tournamentId === tournamentId)
  return within ? { role: within.role } : { outside: tournamentId }
}

/** A request an account makes: its type, the tournament it names (null: none) and the area of what it records. */
export interface ScopedRequest {
  readonly type: string
  readonly tournamentId: string | null
  /** What the role must be allowed (permissions.ts); null: free to every role (reading, a file made for reading). */
  readonly area: PermissionArea | 'accounts' | null
  /** Where the request names the tournament, for the refusal (a command's `command.tournamentId`). */
  readonly field?: string
}

/**
 * §3: the one rule for every request an account makes — a command, or an operation that is not a command but names a
 * tournament (its export, its protocol as PDF, the import of its file). Outside the account's scope: refused, naming
 * the tournament; inside: its role there must be allowed the area; a request for the hall as a whole keeps the
 * account's own role. `nameOf` names the tournament in the refusal. Null: allowed (or an account not in the records,
 * which its session ends for).
 */
export function scopeRefusal(
  accounts: AccountsState,
  accountId: string,
  request: ScopedRequest,
  nameOf: (tournamentId: string) => string
): Rejection | null {
  const scoped = roleFor(accounts, accountId, request.tournamentId)
  if (!scoped) return null
  if ('outside' in scoped) {
    const tournament = nameOf(scoped.outside)
    return {
      code: 'error.account.outOfScope',
      message: `This account works only in the tournaments the director named for it; ${tournament} is not one of them`,
      field: request.field ?? 'command.tournamentId',
      params: { tournament }
    }
  }
  if (!mayRecord(accounts, scoped.role, request.area))
    return {
      code: 'error.account.notPermitted',
      message: `A ${scoped.role} account may not record this (${request.type}); the director decides what each role may record`,
      params: { role: scoped.role, type: request.type }
    }
  return null
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
  const request = { type: command.type, tournamentId: tournamentOfCommand(command), area: areaOfCommand(command.type) }
  const refusal = scopeRefusal(accounts, accountId, request, nameOf)
  if (refusal) throw new RejectedError(refusal)
}

/** "t1:floor,t2:desk" — the scope a record was made under, as the journal keeps it beside the account's id. */
export function scopeText(accounts: AccountsState, accountId: string): string | null {
  const scope = accounts.byId.get(accountId)?.scope
  return scope ? scope.map((s) => `${s.tournamentId}:${s.role}`).join(',') : null
}
