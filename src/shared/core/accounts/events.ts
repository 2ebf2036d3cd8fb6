import type { AccountRole, AccountScope, GrantableRole, PermissionArea } from './schemas'

/** The accounts' records (stream 'accounts'). A PIN is recorded only as its salted hash. */
export type AccountEvent =
  | { type: 'account.created'; accountId: string; name: string; role: AccountRole; pinHash: string }
  | {
      type: 'account.edited'
      accountId: string
      name?: { from: string; to: string }
      role?: { from: AccountRole; to: AccountRole }
    }
  | { type: 'account.pinSet'; accountId: string; pinHash: string }
  | { type: 'account.enabledSet'; accountId: string; enabled: boolean }
  | { type: 'roles.permissionsSet'; role: GrantableRole; areas: PermissionArea[]; previous: PermissionArea[] }
  /** The tournaments the account is limited to, with its role in each; null = the whole hall. */
  | { type: 'account.scopeSet'; accountId: string; scope: AccountScope | null; previous: AccountScope | null }

export const ACCOUNTS_STREAM = 'accounts'

export function isAccountEvent(event: { type: string }): event is AccountEvent {
  return event.type.startsWith('account.') || event.type.startsWith('roles.')
}
