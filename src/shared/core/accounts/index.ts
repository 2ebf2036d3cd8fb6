/** Accounts of the floor staff (§3): named accounts, their PINs, roles, permissions and scopes. */
export {
  decideCreateAccount,
  decideEditAccount,
  decideSetAccountEnabled,
  decideSetAccountPin,
  decideSetAccountScope,
  decideSetRolePermissions
} from './decide'
export { ACCOUNTS_STREAM, isAccountEvent } from './events'
export type { AccountEvent } from './events'
export { evolveAccounts } from './evolve'
export { areaOfCommand, areaOfOperation, mayRecord } from './permissions'
export { AccountRole, AccountScope, GrantableRole, PermissionArea, accountCommands } from './schemas'
export { requireInScope, scopeRefusal, scopeText, scopedRole } from './scope'
export type { ScopedRequest } from './scope'
export { accountNamed, emptyAccounts } from './state'
export type { Account, AccountsState } from './state'
export { accountsView } from './views'
export type { AccountSummary, AccountsView } from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { accountDeciders, accountEvolvers } from './area'
