import type { AccountRole, AccountScope, GrantableRole, PermissionArea } from './schemas'

export interface Account {
  readonly id: string
  name: string
  role: AccountRole
  pinHash: string
  enabled: boolean
  /** The tournaments it may record in, with its role in each; absent or null = the whole hall (scope.ts). */
  scope?: AccountScope | null
  readonly createdAt: number
  readonly createdBy: string
}

export interface AccountsState {
  readonly byId: Map<string, Account>
  /** What floor and desk accounts may record: the director's choice, or the defaults until they choose. */
  readonly permissions: Record<GrantableRole, PermissionArea[]>
}

/** Until the director chooses: the floor runs the clock, seating and results; the desk registers players. */
export const DEFAULT_PERMISSIONS: Readonly<Record<GrantableRole, readonly PermissionArea[]>> = {
  floor: ['clock', 'seating', 'results', 'registration'],
  desk: ['players', 'registration']
}

export function emptyAccounts(): AccountsState {
  return {
    byId: new Map(),
    permissions: { floor: [...DEFAULT_PERMISSIONS.floor], desk: [...DEFAULT_PERMISSIONS.desk] }
  }
}

/** The enabled account of this name (names compare without case and surrounding spaces). */
export function accountNamed(accounts: AccountsState, name: string): Account | undefined {
  const wanted = name.trim().toLocaleLowerCase()
  for (const account of accounts.byId.values())
    if (account.enabled && account.name.toLocaleLowerCase() === wanted) return account
  return undefined
}

export function roleOfName(accounts: AccountsState, name: string): AccountRole | undefined {
  return accountNamed(accounts, name)?.role
}
