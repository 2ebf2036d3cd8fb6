import type { Rejection } from '../../../shared/core/rejection'
import type { EventRecord } from '../../../shared/core/record'
import type { Account, AccountsState, AccountRole } from '../../../shared/core/accounts'
import { accountNamed } from '../../../shared/core/accounts'
import { verifyAgainstNothing, verifySecret } from '../start/secrets'
import type { Session } from '../service'

/** Refusals about who may record what, as i18n keys. */
export function notPermitted(role: AccountRole, commandType: string): Rejection {
  return {
    code: 'error.account.notPermitted',
    message: `A ${role} account may not record this (${commandType}); the director decides what each role may record`,
    params: { role, type: commandType }
  }
}

export const ACCOUNT_NAME_FIXED: Rejection = {
  code: 'error.account.nameFixed',
  message: 'Records are made in the name of the account that signed in; sign in again to record as someone else',
  field: 'operator'
}

/** Account records in the journal as the admin reads them: the PIN hash is not shown. */
export function withoutSecrets(record: EventRecord): EventRecord {
  const event = record.event as { pinHash?: string }
  if (event.pinHash === undefined) return record
  return { ...record, event: { ...record.event, pinHash: '(hidden)' } as EventRecord['event'] }
}

/** Ends a session whose account was switched off (or is gone) since it signed in. */
export const ACCOUNT_DISABLED: Rejection = {
  code: 'error.account.disabled',
  message: 'This account is switched off; ask the director',
  field: 'operator'
}

/** Ends a session whose account's PIN the director changed since it signed in. */
export const ACCOUNT_PIN_CHANGED: Rejection = {
  code: 'error.account.pinChanged',
  message: 'The PIN of this account was changed; sign in again with the new one',
  field: 'token'
}

/** A name that belongs to an account is signed in only with that account's own PIN. */
export function accountPinNeeded(name: string): Rejection {
  return {
    code: 'error.account.pinNeeded',
    message: `${name} has an account: sign in with its own PIN`,
    field: 'token',
    params: { name }
  }
}

export type AccountSignIn =
  | { kind: 'signedIn'; account: { id: string; name: string; role: AccountRole; pinHash: string } }
  /** No enabled account of this name (a check as slow as a real one ran, so timing does not tell). */
  | { kind: 'noAccount' }
  | { kind: 'wrongPin'; accountId: string }
  /** The right PIN of an account that is switched off: it cannot sign in, and is told so. */
  | { kind: 'disabled' }

/**
 * Signing in as a named account: the enabled account of that name (without case), its PIN checked
 * against its scrypt hash. Exactly one scrypt verification whether the name has an account or not, and nothing here
 * locks an account: wrong PINs count against the address and slow the name (signIn.ts), made-up or not.
 */
export function accountSignIn(
  accounts: AccountsState,
  name: string | undefined,
  pin: string | undefined
): AccountSignIn {
  if (!name || !pin) return { kind: 'noAccount' }
  const account = accountNamed(accounts, name)
  if (!account) {
    const off = switchedOffNamed(accounts, name)
    if (off && verifySecret(pin, off.pinHash)) return { kind: 'disabled' }
    // As slow as a real check, so that timing does not tell which names have accounts.
    if (!off) verifyAgainstNothing(pin)
    return { kind: 'noAccount' }
  }
  if (!verifySecret(pin, account.pinHash)) return { kind: 'wrongPin', accountId: account.id }
  return {
    kind: 'signedIn',
    account: { id: account.id, name: account.name, role: account.role, pinHash: account.pinHash }
  }
}

function switchedOffNamed(accounts: AccountsState, name: string): Account | undefined {
  const wanted = name.trim().toLocaleLowerCase()
  let found: Account | undefined
  for (const account of accounts.byId.values())
    if (!account.enabled && account.name.toLocaleLowerCase() === wanted) found = account
  return found
}

/**
 * An account's session as it stands now: its current name and role (the director may rename it or
 * change its role meanwhile), or the refusal that ends it (switched off, or a new PIN since it signed in).
 */
export function refreshAccountSession(
  accounts: AccountsState,
  session: Session,
  signedInHash?: string
): Rejection | null {
  if (!session.accountId) return null
  const account = accounts.byId.get(session.accountId)
  if (!account || !account.enabled) return ACCOUNT_DISABLED
  if (signedInHash !== undefined && account.pinHash !== signedInHash) return ACCOUNT_PIN_CHANGED
  session.operator = account.name
  session.accountRole = account.role
  return null
}
