import type { FloorState } from '../state'
import type { AccountRole, AccountScope, GrantableRole, PermissionArea } from './schemas'

/** An account as the admin lists it: never its PIN hash. */
export interface AccountSummary {
  id: string
  name: string
  role: AccountRole
  enabled: boolean
  createdAt: number
  createdBy: string
  /** The tournaments it is limited to, with its role in each; null = the whole hall. */
  scope: AccountScope | null
}

export interface AccountsView {
  accounts: AccountSummary[]
  permissions: Record<GrantableRole, PermissionArea[]>
}

export function accountsView(state: Readonly<FloorState>): AccountsView {
  return {
    accounts: [...state.accounts.byId.values()]
      .map(({ id, name, role, enabled, createdAt, createdBy, scope }) => ({
        id,
        name,
        role,
        enabled,
        createdAt,
        createdBy,
        scope: scope ? scope.map((s) => ({ ...s })) : null
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    permissions: { floor: [...state.accounts.permissions.floor], desk: [...state.accounts.permissions.desk] }
  }
}
