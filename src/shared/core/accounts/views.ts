import type { FloorState } from '../state'
import type { AccountRole, GrantableRole, PermissionArea } from './schemas'

/** An account as the admin lists it: never its PIN hash. */
export interface AccountSummary {
  id: string
  name: string
  role: AccountRole
  enabled: boolean
  createdAt: number
  createdBy: string
}

export interface AccountsView {
  accounts: AccountSummary[]
  permissions: Record<GrantableRole, PermissionArea[]>
}

export function accountsView(state: Readonly<FloorState>): AccountsView {
  return {
    accounts: [...state.accounts.byId.values()]
      .map(({ id, name, role, enabled, createdAt, createdBy }) => ({ id, name, role, enabled, createdAt, createdBy }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    permissions: { floor: [...state.accounts.permissions.floor], desk: [...state.accounts.permissions.desk] }
  }
}
